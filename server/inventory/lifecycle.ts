// The GHG inventory's lifecycle and review (issue 15 item 5): the transitions, decided with the one definition
// of domain/inventory/lifecycle.ts (the browser's machine is built from it too), the reopening of a locked version
// into the next one, the year's versions, and the comments on activity rows. Every change runs in one transaction
// with its audit events (inventory_audit_events, append-only). Things of another workspace are as unknown as
// missing ones (404).
import {
  decideTransition,
  isCommentable,
  LIFECYCLE_AUDIT_ACTIONS,
  type TransitionDecision,
} from '../../domain/inventory/lifecycle';
import type { TransitionValues } from '../../domain/inventory/review-forms';
import type { Db } from '../db/client';
import { findInventory, insertAuditEvent, type InventoryRecord } from '../db/repos/inventory';
import { findActivityRow } from '../db/repos/inventory-activity';
import {
  copyInventoryVersion,
  findRowComment,
  insertRowComment,
  listRowComments,
  resolveRowComment,
  rowIdsOfInventory,
  unmarkBaseYear,
  updateInventoryStatus,
  versionIdsOf,
  type RowCommentRecord,
} from '../db/repos/inventory-review';
import type { User } from '../db/repos/users';
import { forbidden, notFound, validationFailed, type ErrorDetail } from '../errors';
import type { SpaceAccess } from '../spaces/access';
import type { components } from '../../openapi/schema';
import { auditInventory, staleVersion } from './boundary';
import { inventoryLocked, notLatestVersion, transitionNotAllowed } from './lifecycle-errors';

type Actor = Pick<User, 'id' | 'email'>;
type RowCommentView = components['schemas']['RowComment'];

/** The most comments one list answers (the newest kept). */
export const COMMENTS_LIST_MAX = 2000;

export function rowCommentView(record: RowCommentRecord): RowCommentView {
  return {
    id: record.id,
    inventoryId: record.inventoryId,
    rowId: record.rowId,
    body: record.body,
    author: { ...record.author },
    requestedChanges: record.requestedChanges,
    createdAt: record.createdAt.toISOString(),
    resolved: record.resolvedAt !== null,
    resolvedAt: record.resolvedAt ? record.resolvedAt.toISOString() : null,
    resolvedBy: record.resolvedBy ? { ...record.resolvedBy } : null,
  };
}

function refusalError(decision: Extract<TransitionDecision, { ok: false }>): Error {
  switch (decision.refusal) {
    case 'FORBIDDEN':
      return forbidden();
    case 'NOT_ALLOWED':
      return transitionNotAllowed();
    case 'NOT_LATEST_VERSION':
      return notLatestVersion();
    case 'REASON_REQUIRED':
      return validationFailed([{ field: 'reason', message: { group: 'validation', key: 'fieldRequired' } }]);
  }
}

/** What the audit trail keeps of a step: the status and version, and the reason given. */
function auditStep(record: InventoryRecord, reason: string | null) {
  return { status: record.status, version: record.version, versionNo: record.versionNo, reason };
}

/**
 * One lifecycle step. The answers come in the definition's order: the role (403), the version seen (409
 * STALE_VERSION), the status (409 INVENTORY_TRANSITION_NOT_ALLOWED), the latest version for a REOPEN (409
 * INVENTORY_NOT_LATEST_VERSION), the reason and the named rows (400). `created`: a REOPEN's new version.
 */
export async function transitionInventory(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  id: string,
  input: TransitionValues,
): Promise<{ record: InventoryRecord; created: boolean }> {
  const spaceId = access.space.id;
  const role = access.member.role;
  const reason = input.reason?.trim() ? input.reason.trim() : null;
  return db.transaction(async (tx) => {
    const before = await findInventory(tx, spaceId, id, { lock: true });
    if (!before) throw notFound();
    const roleCheck = decideTransition(before.status, input.event, { role, reason: 'x' });
    if (!roleCheck.ok && roleCheck.refusal === 'FORBIDDEN') throw forbidden();
    if (before.version !== input.version) throw staleVersion();
    const versions = await versionIdsOf(tx, spaceId, id);
    const decision = decideTransition(before.status, input.event, {
      role,
      reason,
      isLatestVersion: versions[versions.length - 1] === id,
    });
    if (!decision.ok) throw refusalError(decision);
    const rowComments = input.rowComments ?? [];
    if (rowComments.length > 0 && input.event !== 'REQUEST_CHANGES')
      throw validationFailed([
        { field: 'rowComments', message: { group: 'errors', key: 'validationFailed' } },
      ]);
    const known = await rowIdsOfInventory(
      tx,
      id,
      rowComments.map((c) => c.rowId),
    );
    const unknown: ErrorDetail[] = rowComments.flatMap((c, i) =>
      known.has(c.rowId)
        ? []
        : [{ field: `rowComments.${i}.rowId`, message: { group: 'errors', key: 'notFound' } as const }],
    );
    if (unknown.length > 0) throw validationFailed(unknown);

    if (input.event === 'REOPEN') return { record: await reopen(tx, before, actor, reason), created: true };

    if (!(await updateInventoryStatus(tx, id, input.version, decision.next))) throw staleVersion();
    const after = (await findInventory(tx, spaceId, id))!;
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId: id,
      entity: 'INVENTORY',
      entityId: id,
      action: LIFECYCLE_AUDIT_ACTIONS[input.event],
      actor,
      before: auditStep(before, null),
      after: auditStep(after, reason),
    });
    for (const draft of rowComments) await addComment(tx, access, actor, id, draft.rowId, draft.body, true);
    return { record: after, created: false };
  });
}

/**
 * REOPEN: the locked version stays as it is; the next version is a copy in DRAFT (boundary, shares, settings,
 * denominators, rows with their pinned factor snapshots), and takes the base-year mark if the locked one had it.
 */
async function reopen(
  tx: Db,
  locked: InventoryRecord,
  actor: Actor,
  reason: string | null,
): Promise<InventoryRecord> {
  if (locked.isBaseYear) await unmarkBaseYear(tx, locked.id);
  const newId = await copyInventoryVersion(tx, locked, actor.id);
  const created = (await findInventory(tx, locked.spaceId, newId))!;
  await insertAuditEvent(tx, {
    spaceId: locked.spaceId,
    inventoryId: locked.id,
    entity: 'INVENTORY',
    entityId: locked.id,
    action: LIFECYCLE_AUDIT_ACTIONS.REOPEN,
    actor,
    before: auditStep(locked, null),
    after: { ...auditStep(locked, reason), newVersionId: newId, newVersionNo: created.versionNo },
  });
  await insertAuditEvent(tx, {
    spaceId: locked.spaceId,
    inventoryId: newId,
    entity: 'INVENTORY',
    entityId: newId,
    action: 'INVENTORY_VERSION_CREATED',
    actor,
    before: null,
    after: { ...auditInventory(created), reason },
  });
  return created;
}

/** The versions of the inventory's year, oldest first. */
export async function inventoryVersions(db: Db, spaceId: string, id: string): Promise<InventoryRecord[]> {
  const ids = await versionIdsOf(db, spaceId, id);
  if (ids.length === 0) throw notFound();
  const records = await Promise.all(ids.map((versionId) => findInventory(db, spaceId, versionId)));
  return records.filter((r): r is InventoryRecord => r !== null);
}

export async function inventoryComments(
  db: Db,
  spaceId: string,
  id: string,
  state: 'OPEN' | 'RESOLVED' | undefined,
): Promise<RowCommentView[]> {
  if (!(await findInventory(db, spaceId, id))) throw notFound();
  const records = await listRowComments(db, id, state ? { state } : {}, COMMENTS_LIST_MAX);
  return records.map(rowCommentView);
}

export async function rowComments(
  db: Db,
  spaceId: string,
  id: string,
  rowId: string,
): Promise<RowCommentView[]> {
  if (!(await findInventory(db, spaceId, id))) throw notFound();
  if (!(await findActivityRow(db, id, rowId))) throw notFound();
  return (await listRowComments(db, id, { rowId }, COMMENTS_LIST_MAX)).map(rowCommentView);
}

async function addComment(
  tx: Db,
  access: SpaceAccess,
  actor: Actor,
  inventoryId: string,
  rowId: string,
  body: string,
  requestedChanges: boolean,
): Promise<RowCommentRecord> {
  const comment = await insertRowComment(tx, {
    inventoryId,
    rowId,
    spaceId: access.space.id,
    body,
    requestedChanges,
    author: { id: actor.id, email: actor.email, role: access.member.role },
  });
  await insertAuditEvent(tx, {
    spaceId: access.space.id,
    inventoryId,
    entity: 'COMMENT',
    entityId: comment.id,
    action: 'COMMENT_CREATED',
    actor,
    before: null,
    after: { rowId, body, requestedChanges, authorRole: access.member.role },
  });
  return comment;
}

/** The inventory (locked for the change) and the row, for a comment: 404 for either, 409 on a LOCKED version. */
async function commentableRow(tx: Db, spaceId: string, id: string, rowId: string): Promise<void> {
  const inventory = await findInventory(tx, spaceId, id, { lock: true });
  if (!inventory) throw notFound();
  if (!(await findActivityRow(tx, id, rowId))) throw notFound();
  if (!isCommentable(inventory.status)) throw inventoryLocked();
}

export async function createRowComment(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  id: string,
  rowId: string,
  body: string,
): Promise<RowCommentView> {
  return db.transaction(async (tx) => {
    await commentableRow(tx, access.space.id, id, rowId);
    return rowCommentView(await addComment(tx, access, actor, id, rowId, body, false));
  });
}

export async function resolveComment(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  id: string,
  rowId: string,
  commentId: string,
): Promise<RowCommentView> {
  return db.transaction(async (tx) => {
    await commentableRow(tx, access.space.id, id, rowId);
    const before = await findRowComment(tx, rowId, commentId, { lock: true });
    if (!before) throw notFound();
    if (before.resolvedAt) return rowCommentView(before);
    const after = await resolveRowComment(tx, commentId, {
      id: actor.id,
      email: actor.email,
      role: access.member.role,
    });
    await insertAuditEvent(tx, {
      spaceId: access.space.id,
      inventoryId: id,
      entity: 'COMMENT',
      entityId: commentId,
      action: 'COMMENT_RESOLVED',
      actor,
      before: { rowId, resolved: false },
      after: { rowId, resolved: true, resolvedByRole: access.member.role },
    });
    return rowCommentView(after);
  });
}
