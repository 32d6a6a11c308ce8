// The GHG inventory's activity data (issue 15, slice 2): rows entered per facility and period, their factors pinned
// as snapshots when written, the engine's results over the stored rows, the inventory's denominators and the audit
// trail's pages (the workspace's own factors: emission-factors.ts; the CSV export and import: activity-transfer.ts).
// Every change runs in one transaction with its audit event; writes are allowed while the inventory is DRAFT or
// CHANGES_REQUESTED (409 CONFLICT otherwise). Things of another workspace are as unknown as missing ones (404). The
// engine's row rules decide what is valid (400 with per-field details).
import { calculateRow } from '../../domain/inventory/engine/row';
import { factorById } from '../../domain/inventory/factors/library';
import { snapshotOf, type EmissionFactor, type FactorSnapshot } from '../../domain/inventory/factors/types';
import { isInventoryEditable, type InventoryGwpSet } from '../../domain/inventory/vocabulary';
import type { Locale } from '../../domain/messages';
import type { Db } from '../db/client';
import { findInventory, insertAuditEvent, type InventoryRecord } from '../db/repos/inventory';
import {
  deleteActivityRow,
  findDenominators,
  updateDenominators,
  type DenominatorsRecord,
  findActivityRow,
  insertActivityRow,
  listActivityRows,
  pageAuditEvents,
  updateActivityRow,
  workspaceFactorsByIds,
  type ActivityRowFilter,
} from '../db/repos/inventory-activity';
import type { User } from '../db/repos/users';
import { notFound, validationFailed, type ErrorDetail } from '../errors';
import type { SpaceAccess } from '../spaces/access';
import { inventoryNotEditable } from './lifecycle-errors';
import type { components } from '../../openapi/schema';
import {
  activityRowView,
  auditRow,
  factorDetail,
  inputIssues,
  notInBoundaryDetail,
  rowFields,
  rowIssueDetails,
  toEngineRow,
  type ActivityRowInput,
  type ActivityRowView,
  type StoredActivityRow,
} from './activity-mapping';
import { staleVersion } from './boundary';
export type Actor = Pick<User, 'id' | 'email'>;

/** Loads the inventory for a change of its data: locked, of this workspace (404), still editable (409). */
export async function editableInventory(tx: Db, spaceId: string, id: string): Promise<InventoryRecord> {
  const record = await findInventory(tx, spaceId, id, { lock: true });
  if (!record) throw notFound();
  if (!isInventoryEditable(record.status)) throw inventoryNotEditable();
  return record;
}

export async function readableInventory(db: Db, spaceId: string, id: string): Promise<InventoryRecord> {
  const record = await findInventory(db, spaceId, id);
  if (!record) throw notFound();
  return record;
}

/**
 * The factors a row names, as snapshots: a factor the row already has keeps its stored snapshot (`kept`), a new id
 * is copied from the library or the workspace's factors as they are now. Unknown ids: 400 with their fields.
 */
async function pin(
  tx: Db,
  spaceId: string,
  input: ActivityRowInput,
  kept: readonly FactorSnapshot[],
): Promise<{ factors: FactorSnapshot[]; instrumentFactors: (FactorSnapshot | undefined)[] }> {
  const ids = input.factorIds ?? [];
  const instrumentIds = (input.instruments ?? []).map((i) => i.factorId);
  const wanted = [...ids, ...instrumentIds.filter((id): id is string => id !== undefined)];
  const keptById = new Map(kept.map((f) => [f.id, f]));
  const own = new Map(
    (
      await workspaceFactorsByIds(
        tx,
        spaceId,
        wanted.filter((id) => id.startsWith('WS-')),
      )
    ).map((f) => [f.id, f]),
  );
  const pinnedAt = new Date().toISOString();
  const details: ErrorDetail[] = [];
  const resolve = (id: string, fieldName: string): FactorSnapshot | undefined => {
    const existing = keptById.get(id);
    if (existing) return existing;
    const found: EmissionFactor | null = own.get(id) ?? factorById(id);
    if (!found) {
      details.push(factorDetail(fieldName));
      return undefined;
    }
    return snapshotOf(found, pinnedAt);
  };
  const factors = ids.map((id, i) => resolve(id, `factorIds.${i}`));
  const instrumentFactors = instrumentIds.map((id, i) =>
    id === undefined ? undefined : resolve(id, `instruments.${i}.factorId`),
  );
  if (details.length > 0) throw validationFailed(details);
  return { factors: factors as FactorSnapshot[], instrumentFactors };
}

/** Checks the input, pins its factors and runs the engine's row rules; the fields to store, or 400. */
export async function checkedFields(
  tx: Db,
  inventory: InventoryRecord,
  input: ActivityRowInput,
  locale: Locale,
  kept: readonly FactorSnapshot[],
) {
  const issues = inputIssues(input, locale);
  if (!inventory.facilities.some((f) => f.facilityId === input.facilityId))
    issues.push(notInBoundaryDetail());
  if (issues.length > 0) throw validationFailed(issues);
  const { factors, instrumentFactors } = await pin(tx, inventory.spaceId, input, kept);
  const fields = rowFields(input, factors, instrumentFactors);
  const probe: StoredActivityRow = {
    ...fields,
    id: 'probe',
    inventoryId: inventory.id,
    spaceId: inventory.spaceId,
    version: 1,
    createdBy: null,
    updatedBy: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
  const result = calculateRow(toEngineRow(probe), { gwpSet: inventory.gwpSet });
  if (result.status === 'invalid') throw validationFailed(rowIssueDetails(result.issues, input));
  return fields;
}

function viewOf(row: StoredActivityRow, gwpSet: InventoryGwpSet): ActivityRowView {
  return activityRowView(row, calculateRow(toEngineRow(row), { gwpSet }));
}

export async function createActivityRow(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  inventoryId: string,
  input: ActivityRowInput,
  locale: Locale,
): Promise<ActivityRowView> {
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    const inventory = await editableInventory(tx, spaceId, inventoryId);
    const fields = await checkedFields(tx, inventory, input, locale, []);
    const row = await insertActivityRow(tx, inventoryId, spaceId, actor.id, fields);
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId,
      entity: 'ACTIVITY_ROW',
      entityId: row.id,
      action: 'ACTIVITY_ROW_CREATED',
      actor,
      before: null,
      after: auditRow(row),
    });
    return viewOf(row, inventory.gwpSet);
  });
}

export async function replaceActivityRow(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  inventoryId: string,
  rowId: string,
  input: ActivityRowInput,
  locale: Locale,
): Promise<ActivityRowView> {
  if (input.version === undefined)
    throw validationFailed([{ field: 'version', message: { group: 'validation', key: 'fieldRequired' } }]);
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    const inventory = await editableInventory(tx, spaceId, inventoryId);
    const before = await findActivityRow(tx, inventoryId, rowId, { lock: true });
    if (!before) throw notFound();
    if (before.version !== input.version) throw staleVersion();
    const kept = [
      ...before.factors,
      ...(before.instruments ?? []).flatMap((i) => (i.factor ? [i.factor] : [])),
    ];
    const fields = await checkedFields(tx, inventory, input, locale, kept);
    const after = await updateActivityRow(tx, rowId, input.version!, actor.id, fields);
    if (!after) throw staleVersion();
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId,
      entity: 'ACTIVITY_ROW',
      entityId: rowId,
      action: 'ACTIVITY_ROW_UPDATED',
      actor,
      before: auditRow(before),
      after: auditRow(after),
    });
    return viewOf(after, inventory.gwpSet);
  });
}

export async function removeActivityRow(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  inventoryId: string,
  rowId: string,
  version: number,
): Promise<void> {
  const spaceId = access.space.id;
  await db.transaction(async (tx) => {
    await editableInventory(tx, spaceId, inventoryId);
    const before = await findActivityRow(tx, inventoryId, rowId, { lock: true });
    if (!before) throw notFound();
    if (before.version !== version) throw staleVersion();
    if (!(await deleteActivityRow(tx, rowId, version))) throw staleVersion();
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId,
      entity: 'ACTIVITY_ROW',
      entityId: rowId,
      action: 'ACTIVITY_ROW_DELETED',
      actor,
      before: auditRow(before),
      after: null,
    });
  });
}

export async function pageActivityRows(
  db: Db,
  spaceId: string,
  inventoryId: string,
  filter: ActivityRowFilter,
  page: number,
  take: number,
): Promise<{ data: ActivityRowView[]; meta: components['schemas']['PageMeta'] }> {
  const inventory = await readableInventory(db, spaceId, inventoryId);
  const { rows, total } = await listActivityRows(db, inventoryId, filter, {
    offset: (page - 1) * take,
    limit: take,
  });
  return {
    data: rows.map((row) => viewOf(row, inventory.gwpSet)),
    meta: { page, take, total, pageCount: Math.ceil(total / take) },
  };
}

export async function getDenominators(
  db: Db,
  spaceId: string,
  inventoryId: string,
): Promise<{ denominators: DenominatorsRecord; version: number }> {
  const inventory = await readableInventory(db, spaceId, inventoryId);
  return { denominators: await findDenominators(db, inventoryId), version: inventory.version };
}

export async function setDenominators(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  inventoryId: string,
  input: { denominators: DenominatorsRecord; version: number },
): Promise<{ denominators: DenominatorsRecord; version: number }> {
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    const inventory = await editableInventory(tx, spaceId, inventoryId);
    if (inventory.version !== input.version) throw staleVersion();
    const before = await findDenominators(tx, inventoryId);
    const next: DenominatorsRecord = {
      revenue: input.denominators.revenue ? { ...input.denominators.revenue } : null,
      productTonnes: input.denominators.productTonnes ?? null,
      employees: input.denominators.employees ?? null,
    };
    if (!(await updateDenominators(tx, inventoryId, input.version, next))) throw staleVersion();
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId,
      entity: 'INVENTORY',
      entityId: inventoryId,
      action: 'INVENTORY_UPDATED',
      actor,
      before: { denominators: before, version: inventory.version },
      after: { denominators: next, version: inventory.version + 1 },
    });
    return { denominators: next, version: inventory.version + 1 };
  });
}

export async function auditEventPage(
  db: Db,
  spaceId: string,
  inventoryId: string,
  page: number,
  take: number,
  entity: components['schemas']['InventoryAuditEvent']['entity'] | null = null,
): Promise<{
  data: components['schemas']['InventoryAuditEvent'][];
  meta: components['schemas']['PageMeta'];
}> {
  await readableInventory(db, spaceId, inventoryId);
  const { rows, total } = await pageAuditEvents(db, spaceId, inventoryId, {
    offset: (page - 1) * take,
    limit: take,
    entity,
  });
  return {
    data: rows.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: { userId: e.actorUserId, email: e.actorEmail },
      entity: e.entity,
      entityId: e.entityId,
      action: e.action,
      before: e.before,
      after: e.after,
    })),
    meta: { page, take, total, pageCount: Math.ceil(total / take) },
  };
}
