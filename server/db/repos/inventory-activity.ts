// The GHG inventory's activity rows and workspace factors (server/db/migrations/1300_inventory_activity.sql), and
// the audit trail's page per inventory. SQL only; the rules and transactions are server/inventory/activity.ts,
// emission-factors.ts and activity-transfer.ts.
import type { Db } from '../client';
import type { ActivityRowFields, StoredActivityRow } from '../../inventory/activity-mapping';
import type { EmissionFactor } from '../../../domain/inventory/factors/types';
import type { AuditAction, AuditEntity } from '../../../domain/inventory/vocabulary';
import { isUuid } from './users';

type Query = Pick<Db, 'query'>;

interface ActivityDbRow {
  id: string;
  inventory_id: string;
  space_id: string;
  facility_id: string;
  period_kind: StoredActivityRow['periodKind'];
  period_year: number;
  period_number: number | null;
  scope: number;
  category: string;
  input_kind: string;
  entered_value: string | number;
  entered_unit: string;
  entered_text: string | null;
  factors: unknown;
  exchange_rate: unknown;
  refrigerant: unknown;
  instruments: unknown;
  note: string | null;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, inventory_id, space_id, facility_id, period_kind, period_year, period_number, scope, category,
  input_kind, entered_value, entered_unit, entered_text, factors, exchange_rate, refrigerant, instruments, note,
  version, created_by, updated_by, created_at, updated_at`;

// jsonb arrives parsed from node-postgres and PGlite; a string only if a driver hands it over raw.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toRow(row: ActivityDbRow): StoredActivityRow {
  return {
    id: row.id,
    inventoryId: row.inventory_id,
    spaceId: row.space_id,
    facilityId: row.facility_id,
    periodKind: row.period_kind,
    periodYear: row.period_year,
    periodNumber: row.period_number,
    scope: Number(row.scope) as StoredActivityRow['scope'],
    category: row.category as StoredActivityRow['category'],
    inputKind: row.input_kind as StoredActivityRow['inputKind'],
    enteredValue: Number(row.entered_value),
    enteredUnit: row.entered_unit as StoredActivityRow['enteredUnit'],
    enteredText: row.entered_text,
    factors: json(row.factors) ?? [],
    exchangeRate: json(row.exchange_rate) ?? null,
    refrigerant: json(row.refrigerant) ?? null,
    instruments: json(row.instruments) ?? null,
    note: row.note,
    version: row.version,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

function values(fields: ActivityRowFields): unknown[] {
  return [
    fields.facilityId,
    fields.periodKind,
    fields.periodYear,
    fields.periodNumber,
    fields.scope,
    fields.category,
    fields.inputKind,
    fields.enteredValue,
    fields.enteredUnit,
    fields.enteredText,
    JSON.stringify(fields.factors),
    jsonOrNull(fields.exchangeRate),
    jsonOrNull(fields.refrigerant),
    jsonOrNull(fields.instruments),
    fields.note,
  ];
}

export async function insertActivityRow(
  db: Query,
  inventoryId: string,
  spaceId: string,
  userId: string | null,
  fields: ActivityRowFields,
): Promise<StoredActivityRow> {
  const { rows } = await db.query<ActivityDbRow>(
    `INSERT INTO inventory_activity_rows (inventory_id, space_id, created_by, updated_by, facility_id, period_kind,
       period_year, period_number, scope, category, input_kind, entered_value, entered_unit, entered_text, factors,
       exchange_rate, refrigerant, instruments, note)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16::jsonb,
       $17::jsonb, $18)
     RETURNING ${COLUMNS}`,
    [inventoryId, spaceId, userId, ...values(fields)],
  );
  return toRow(rows[0]);
}

/** Replaces the row when its version is `version`; null when it is not (stale). */
export async function updateActivityRow(
  db: Query,
  id: string,
  version: number,
  userId: string | null,
  fields: ActivityRowFields,
): Promise<StoredActivityRow | null> {
  const { rows } = await db.query<ActivityDbRow>(
    `UPDATE inventory_activity_rows SET facility_id = $4, period_kind = $5, period_year = $6, period_number = $7,
       scope = $8, category = $9, input_kind = $10, entered_value = $11, entered_unit = $12, entered_text = $13,
       factors = $14::jsonb, exchange_rate = $15::jsonb, refrigerant = $16::jsonb, instruments = $17::jsonb,
       note = $18, updated_by = $3, version = version + 1, updated_at = now()
     WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`,
    [id, version, userId, ...values(fields)],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export async function deleteActivityRow(db: Query, id: string, version: number): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM inventory_activity_rows WHERE id = $1 AND version = $2 RETURNING id',
    [id, version],
  );
  return rows.length > 0;
}

export async function findActivityRow(
  db: Query,
  inventoryId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<StoredActivityRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ActivityDbRow>(
    `SELECT ${COLUMNS} FROM inventory_activity_rows WHERE id = $1 AND inventory_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, inventoryId],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export interface ActivityRowFilter {
  facilityId?: string;
  scope?: number;
  category?: string;
  periodKind?: string;
  periodNumber?: number;
  year?: number;
}

function where(inventoryId: string, filter: ActivityRowFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [inventoryId];
  const clauses = ['inventory_id = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.facilityId !== undefined) add('facility_id = ?::uuid', filter.facilityId);
  if (filter.scope !== undefined) add('scope = ?', filter.scope);
  if (filter.category !== undefined) add('category = ?', filter.category);
  if (filter.periodKind !== undefined) add('period_kind = ?', filter.periodKind);
  if (filter.periodNumber !== undefined) add('period_number = ?', filter.periodNumber);
  if (filter.year !== undefined) add('period_year = ?', filter.year);
  return { sql: clauses.join(' AND '), params };
}

const ORDER = `ORDER BY period_year, CASE period_kind WHEN 'MONTH' THEN 0 WHEN 'QUARTER' THEN 1 ELSE 2 END,
  period_number NULLS LAST, created_at, id`;

export async function listActivityRows(
  db: Query,
  inventoryId: string,
  filter: ActivityRowFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: StoredActivityRow[]; total: number }> {
  if (filter.facilityId !== undefined && !isUuid(filter.facilityId)) return { rows: [], total: 0 };
  const w = where(inventoryId, filter);
  const { rows: count } = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM inventory_activity_rows WHERE ${w.sql}`,
    w.params,
  );
  const { rows } = await db.query<ActivityDbRow>(
    `SELECT ${COLUMNS} FROM inventory_activity_rows WHERE ${w.sql} ${ORDER}
      LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
    [...w.params, page.limit, page.offset],
  );
  return { rows: rows.map(toRow), total: Number(count[0].n) };
}

/** Every row of an inventory (for the results and the CSV). */
export async function allActivityRows(db: Query, inventoryId: string): Promise<StoredActivityRow[]> {
  const { rows } = await db.query<ActivityDbRow>(
    `SELECT ${COLUMNS} FROM inventory_activity_rows WHERE inventory_id = $1 ${ORDER}`,
    [inventoryId],
  );
  return rows.map(toRow);
}

interface FactorDbRow {
  factor_id: string;
  factor_group: 'CUSTOM' | 'GRID_ELECTRICITY';
  activity: string;
  value: string | number;
  per_unit: string;
  gas: string;
  source_document: string;
  source_table: string;
  source_row: string;
  source_year: number;
  evidence: string;
  region: string;
  valid_from: number;
  valid_to: number | null;
}

const FACTOR_COLUMNS = `factor_id, factor_group, activity, value, per_unit, gas, source_document, source_table,
  source_row, source_year, evidence, region, valid_from, valid_to`;

function toFactor(row: FactorDbRow): EmissionFactor {
  return {
    id: row.factor_id,
    group: row.factor_group,
    activity: row.activity,
    kind: 'PER_UNIT',
    value: Number(row.value),
    perUnit: row.per_unit as EmissionFactor['perUnit'],
    gas: row.gas as EmissionFactor['gas'],
    source: {
      document: row.source_document,
      table: row.source_table,
      row: row.source_row,
      year: row.source_year,
      readFrom: 'workspace evidence',
    },
    licence: 'workspace',
    evidence: row.evidence,
    region: row.region,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  };
}

export async function workspaceFactors(db: Query, spaceId: string): Promise<EmissionFactor[]> {
  const { rows } = await db.query<FactorDbRow>(
    `SELECT ${FACTOR_COLUMNS} FROM workspace_emission_factors WHERE space_id = $1 ORDER BY factor_id`,
    [spaceId],
  );
  return rows.map(toFactor);
}

export async function workspaceFactorsByIds(
  db: Query,
  spaceId: string,
  ids: readonly string[],
): Promise<EmissionFactor[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<FactorDbRow>(
    `SELECT ${FACTOR_COLUMNS} FROM workspace_emission_factors WHERE space_id = $1 AND factor_id = ANY($2::text[])`,
    [spaceId, ids],
  );
  return rows.map(toFactor);
}

export async function factorCodeTaken(db: Query, spaceId: string, code: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM workspace_emission_factors WHERE space_id = $1 AND code = $2',
    [spaceId, code],
  );
  return rows.length > 0;
}

export async function insertWorkspaceFactor(
  db: Query,
  spaceId: string,
  code: string,
  factor: EmissionFactor,
  createdBy: string | null,
): Promise<{ id: string; factor: EmissionFactor }> {
  const { rows } = await db.query<FactorDbRow & { id: string }>(
    `INSERT INTO workspace_emission_factors (space_id, factor_id, code, factor_group, activity, value, per_unit, gas,
       source_document, source_table, source_row, source_year, evidence, region, valid_from, valid_to, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     RETURNING id, ${FACTOR_COLUMNS}`,
    [
      spaceId,
      factor.id,
      code,
      factor.group,
      factor.activity,
      factor.value,
      factor.perUnit,
      factor.gas,
      factor.source.document,
      factor.source.table,
      factor.source.row,
      factor.source.year,
      factor.evidence ?? '',
      factor.region,
      factor.validFrom,
      factor.validTo,
      createdBy,
    ],
  );
  return { id: rows[0].id, factor: toFactor(rows[0]) };
}

export interface AuditEventPageRow {
  id: number;
  at: Date;
  actorUserId: string | null;
  actorEmail: string | null;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before: unknown;
  after: unknown;
}

/** One page of an inventory's audit trail, newest first. */
export async function pageAuditEvents(
  db: Query,
  spaceId: string,
  inventoryId: string,
  page: { offset: number; limit: number; entity?: string | null },
): Promise<{ rows: AuditEventPageRow[]; total: number }> {
  // `entity` null: every kind ($3 IS NULL).
  const where = 'space_id = $1 AND inventory_id = $2 AND ($3::text IS NULL OR entity = $3::text)';
  const entity = page.entity ?? null;
  const { rows: count } = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM inventory_audit_events WHERE ${where}`,
    [spaceId, inventoryId, entity],
  );
  const { rows } = await db.query<any>(
    `SELECT id, created_at, actor_user_id, actor_email, entity, entity_id, action, before, after
       FROM inventory_audit_events WHERE ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [spaceId, inventoryId, entity, page.limit, page.offset],
  );
  return {
    total: Number(count[0].n),
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: row.created_at,
      actorUserId: row.actor_user_id,
      actorEmail: row.actor_email,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      before: json(row.before) ?? null,
      after: json(row.after) ?? null,
    })),
  };
}

export interface DenominatorsRecord {
  revenue: { value: number; currency: 'VND' | 'USD' } | null;
  productTonnes: number | null;
  employees: number | null;
}

export async function findDenominators(db: Query, inventoryId: string): Promise<DenominatorsRecord> {
  const { rows } = await db.query<{
    revenue: string | number | null;
    revenue_currency: 'VND' | 'USD' | null;
    product_tonnes: string | number | null;
    employees: number | null;
  }>('SELECT revenue, revenue_currency, product_tonnes, employees FROM inventories WHERE id = $1', [
    inventoryId,
  ]);
  const row = rows[0];
  return {
    revenue:
      row?.revenue !== null && row?.revenue !== undefined && row.revenue_currency
        ? { value: Number(row.revenue), currency: row.revenue_currency }
        : null,
    productTonnes:
      row?.product_tonnes === null || row?.product_tonnes === undefined ? null : Number(row.product_tonnes),
    employees: row?.employees ?? null,
  };
}

/** Sets the denominators when the inventory's version is `version` (bumping it); false when it is not (stale). */
export async function updateDenominators(
  db: Query,
  inventoryId: string,
  version: number,
  d: DenominatorsRecord,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE inventories SET revenue = $3, revenue_currency = $4, product_tonnes = $5, employees = $6,
       version = version + 1, updated_at = now() WHERE id = $1 AND version = $2 RETURNING id`,
    [
      inventoryId,
      version,
      d.revenue?.value ?? null,
      d.revenue?.currency ?? null,
      d.productTonnes,
      d.employees,
    ],
  );
  return rows.length > 0;
}
