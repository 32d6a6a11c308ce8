// The GHG inventory's lifecycle and review (server/db/migrations/1400_inventory_review.sql): status changes, the
// copy of a locked version into the next one, the year's versions, and the comments on activity rows. SQL only;
// the rules and transactions are server/inventory/lifecycle.ts.
import type { Db } from '../client';
import type { InventoryStatus } from '../../../domain/inventory/vocabulary';
import type { SpaceRole } from '../../../domain/membership-lifecycle';
import { isUuid } from './users';

type Query = Pick<Db, 'query'>;

/** Sets the status when the inventory's version is `version` (bumping it); false when it is not (stale). */
export async function updateInventoryStatus(
  db: Query,
  id: string,
  version: number,
  status: InventoryStatus,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE inventories SET status = $3, version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, status],
  );
  return rows.length > 0;
}

/** The ids of the versions of the inventory's workspace and year, oldest first. */
export async function versionIdsOf(db: Query, spaceId: string, id: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT v.id FROM inventories i JOIN inventories v
        ON v.space_id = i.space_id AND v.reporting_year = i.reporting_year
      WHERE i.id = $1 AND i.space_id = $2 ORDER BY v.version_no`,
    [id, spaceId],
  );
  return rows.map((row) => row.id);
}

/**
 * Copies a locked version into a new DRAFT version (version_no + 1): its settings, denominators, boundary with the
 * equity shares, and activity rows with their pinned factor snapshots, as they are. The base-year mark moves to
 * the copy (the caller clears it on the locked one first). The new version's id.
 */
export async function copyInventoryVersion(
  db: Query,
  from: { id: string; versionNo: number; isBaseYear: boolean },
  createdBy: string,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO inventories (space_id, reporting_year, version_no, is_base_year, consolidation_approach, gwp_set,
        status, created_by, revenue, revenue_currency, product_tonnes, employees, previous_version_id)
     SELECT space_id, reporting_year, $2, $3, consolidation_approach, gwp_set, 'DRAFT', $4, revenue,
        revenue_currency, product_tonnes, employees, id
       FROM inventories WHERE id = $1 RETURNING id`,
    [from.id, from.versionNo + 1, from.isBaseYear, createdBy],
  );
  const id = rows[0].id;
  await db.query(
    `INSERT INTO inventory_facilities (inventory_id, facility_id, equity_share_percent)
     SELECT $2, facility_id, equity_share_percent FROM inventory_facilities WHERE inventory_id = $1`,
    [from.id, id],
  );
  await db.query(
    `INSERT INTO inventory_activity_rows (inventory_id, space_id, facility_id, period_kind, period_year,
        period_number, scope, category, input_kind, entered_value, entered_unit, entered_text, factors,
        exchange_rate, refrigerant, instruments, note, created_by, updated_by)
     SELECT $2, space_id, facility_id, period_kind, period_year, period_number, scope, category, input_kind,
        entered_value, entered_unit, entered_text, factors, exchange_rate, refrigerant, instruments, note,
        created_by, $3
       FROM inventory_activity_rows WHERE inventory_id = $1 ORDER BY created_at, id`,
    [from.id, id, createdBy],
  );
  return id;
}

/** Takes the base-year mark off one inventory (before it moves to its new version, same transaction). */
export async function unmarkBaseYear(db: Query, id: string): Promise<void> {
  await db.query('UPDATE inventories SET is_base_year = false WHERE id = $1', [id]);
}

export interface CommentPerson {
  userId: string | null;
  email: string | null;
  role: SpaceRole | null;
}

export interface RowCommentRecord {
  id: string;
  inventoryId: string;
  rowId: string;
  body: string;
  requestedChanges: boolean;
  author: CommentPerson;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedBy: CommentPerson | null;
}

interface CommentDbRow {
  id: string;
  inventory_id: string;
  row_id: string;
  body: string;
  requested_changes: boolean;
  author_user_id: string | null;
  author_email: string | null;
  author_role: SpaceRole | null;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by_user_id: string | null;
  resolved_by_email: string | null;
  resolved_by_role: SpaceRole | null;
}

const COMMENT_COLUMNS = `id, inventory_id, row_id, body, requested_changes, author_user_id, author_email,
  author_role, created_at, resolved_at, resolved_by_user_id, resolved_by_email, resolved_by_role`;

function toComment(row: CommentDbRow): RowCommentRecord {
  return {
    id: row.id,
    inventoryId: row.inventory_id,
    rowId: row.row_id,
    body: row.body,
    requestedChanges: row.requested_changes,
    author: { userId: row.author_user_id, email: row.author_email, role: row.author_role },
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_at
      ? { userId: row.resolved_by_user_id, email: row.resolved_by_email, role: row.resolved_by_role }
      : null,
  };
}

export async function insertRowComment(
  db: Query,
  input: {
    inventoryId: string;
    rowId: string;
    spaceId: string;
    body: string;
    requestedChanges: boolean;
    author: { id: string; email: string; role: SpaceRole };
  },
): Promise<RowCommentRecord> {
  const { rows } = await db.query<CommentDbRow>(
    `INSERT INTO inventory_row_comments
       (inventory_id, row_id, space_id, body, requested_changes, author_user_id, author_email, author_role)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COMMENT_COLUMNS}`,
    [
      input.inventoryId,
      input.rowId,
      input.spaceId,
      input.body,
      input.requestedChanges,
      input.author.id,
      input.author.email,
      input.author.role,
    ],
  );
  return toComment(rows[0]);
}

/** The comments of an inventory (or of one of its rows), oldest first; at most `limit` (the newest kept). */
export async function listRowComments(
  db: Query,
  inventoryId: string,
  filter: { rowId?: string; state?: 'OPEN' | 'RESOLVED' },
  limit: number,
): Promise<RowCommentRecord[]> {
  const where = ['inventory_id = $1'];
  const params: unknown[] = [inventoryId];
  if (filter.rowId) {
    params.push(filter.rowId);
    where.push(`row_id = $${params.length}`);
  }
  if (filter.state === 'OPEN') where.push('resolved_at IS NULL');
  if (filter.state === 'RESOLVED') where.push('resolved_at IS NOT NULL');
  params.push(limit);
  const { rows } = await db.query<CommentDbRow>(
    `SELECT * FROM (SELECT ${COMMENT_COLUMNS} FROM inventory_row_comments WHERE ${where.join(' AND ')}
       ORDER BY created_at DESC, id DESC LIMIT $${params.length}) newest ORDER BY created_at, id`,
    params,
  );
  return rows.map(toComment);
}

export async function findRowComment(
  db: Query,
  rowId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RowCommentRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<CommentDbRow>(
    `SELECT ${COMMENT_COLUMNS} FROM inventory_row_comments WHERE id = $1 AND row_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, rowId],
  );
  return rows[0] ? toComment(rows[0]) : null;
}

export async function resolveRowComment(
  db: Query,
  id: string,
  by: { id: string; email: string; role: SpaceRole },
): Promise<RowCommentRecord> {
  const { rows } = await db.query<CommentDbRow>(
    `UPDATE inventory_row_comments SET resolved_at = now(), resolved_by_user_id = $2, resolved_by_email = $3,
        resolved_by_role = $4 WHERE id = $1 RETURNING ${COMMENT_COLUMNS}`,
    [id, by.id, by.email, by.role],
  );
  return toComment(rows[0]);
}

/** Of `rowIds`, those that are rows of the inventory. */
export async function rowIdsOfInventory(
  db: Query,
  inventoryId: string,
  rowIds: readonly string[],
): Promise<Set<string>> {
  const valid = rowIds.filter(isUuid);
  if (valid.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM inventory_activity_rows WHERE inventory_id = $1 AND id = ANY($2::uuid[])',
    [inventoryId, valid],
  );
  return new Set(rows.map((row) => row.id));
}
