// The GHG inventory's tables (server/db/migrations/1100_inventory_boundary.sql): facilities, inventories, their
// boundaries (inventory_facilities) and the append-only audit trail (inventory_audit_events). SQL only; the rules
// and transactions are server/inventory/boundary.ts.
import type { Db } from '../client';
import type {
  AuditAction,
  AuditEntity,
  ConsolidationApproach,
  FacilityStatus,
  InventoryGwpSet,
  InventoryStatus,
} from '../../../domain/inventory/vocabulary';
import { isUuid } from './users';

type Query = Pick<Db, 'query'>;

export interface FacilityRecord {
  id: string;
  spaceId: string;
  name: string;
  countryId: number;
  cityId: number | null;
  districtId: number | null;
  wardId: number | null;
  street: string | null;
  sectorId: number | null;
  status: FacilityStatus;
  illustrative: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

interface FacilityRow {
  id: string;
  space_id: string;
  name: string;
  country_id: number;
  city_id: number | null;
  district_id: number | null;
  ward_id: number | null;
  street: string | null;
  sector_id: number | null;
  status: FacilityStatus;
  illustrative: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const toFacility = (row: FacilityRow): FacilityRecord => ({
  id: row.id,
  spaceId: row.space_id,
  name: row.name,
  countryId: row.country_id,
  cityId: row.city_id,
  districtId: row.district_id,
  wardId: row.ward_id,
  street: row.street,
  sectorId: row.sector_id,
  status: row.status,
  illustrative: row.illustrative,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const FACILITY_COLUMNS = `id, space_id, name, country_id, city_id, district_id, ward_id, street, sector_id, status,
  illustrative, version, created_at, updated_at`;

export interface FacilityFields {
  name: string;
  countryId: number;
  cityId: number | null;
  districtId: number | null;
  wardId: number | null;
  street: string | null;
  sectorId: number | null;
}

export async function listFacilities(db: Query, spaceId: string): Promise<FacilityRecord[]> {
  const { rows } = await db.query<FacilityRow>(
    `SELECT ${FACILITY_COLUMNS} FROM facilities WHERE space_id = $1 ORDER BY status, lower(name), id`,
    [spaceId],
  );
  return rows.map(toFacility);
}

export async function findFacility(
  db: Query,
  spaceId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<FacilityRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<FacilityRow>(
    `SELECT ${FACILITY_COLUMNS} FROM facilities WHERE id = $1 AND space_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, spaceId],
  );
  return rows[0] ? toFacility(rows[0]) : null;
}

export async function facilityNameTaken(
  db: Query,
  spaceId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM facilities WHERE space_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3)`,
    [spaceId, name, exceptId],
  );
  return rows.length > 0;
}

export async function insertFacility(
  db: Query,
  spaceId: string,
  fields: FacilityFields,
  options: { illustrative?: boolean } = {},
): Promise<FacilityRecord> {
  const { rows } = await db.query<FacilityRow>(
    `INSERT INTO facilities (space_id, name, country_id, city_id, district_id, ward_id, street, sector_id, illustrative)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${FACILITY_COLUMNS}`,
    [
      spaceId,
      fields.name,
      fields.countryId,
      fields.cityId,
      fields.districtId,
      fields.wardId,
      fields.street,
      fields.sectorId,
      options.illustrative ?? false,
    ],
  );
  return toFacility(rows[0]);
}

/** Updates the facility when its version is `version`; null when it is not (stale). */
export async function updateFacility(
  db: Query,
  id: string,
  version: number,
  fields: FacilityFields & { status: FacilityStatus },
): Promise<FacilityRecord | null> {
  const { rows } = await db.query<FacilityRow>(
    `UPDATE facilities SET name = $3, country_id = $4, city_id = $5, district_id = $6, ward_id = $7, street = $8,
       sector_id = $9, status = $10, version = version + 1, updated_at = now()
     WHERE id = $1 AND version = $2 RETURNING ${FACILITY_COLUMNS}`,
    [
      id,
      version,
      fields.name,
      fields.countryId,
      fields.cityId,
      fields.districtId,
      fields.wardId,
      fields.street,
      fields.sectorId,
      fields.status,
    ],
  );
  return rows[0] ? toFacility(rows[0]) : null;
}

export interface BoundaryRecord {
  facilityId: string;
  name: string;
  status: FacilityStatus;
  equitySharePercent: number | null;
}

export interface InventoryRecord {
  id: string;
  spaceId: string;
  reportingYear: number;
  versionNo: number;
  isBaseYear: boolean;
  consolidationApproach: ConsolidationApproach;
  gwpSet: InventoryGwpSet;
  status: InventoryStatus;
  version: number;
  /** The LOCKED version this one was reopened from (1400_inventory_review.sql); null for a first version. */
  previousVersionId: string | null;
  createdAt: Date;
  updatedAt: Date;
  facilities: BoundaryRecord[];
}

interface InventoryRow {
  id: string;
  space_id: string;
  reporting_year: number;
  version_no: number;
  is_base_year: boolean;
  consolidation_approach: ConsolidationApproach;
  gwp_set: InventoryGwpSet;
  status: InventoryStatus;
  version: number;
  previous_version_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const INVENTORY_COLUMNS = `id, space_id, reporting_year, version_no, is_base_year, consolidation_approach, gwp_set,
  status, version, previous_version_id, created_at, updated_at`;

async function withBoundaries(db: Query, rows: InventoryRow[]): Promise<InventoryRecord[]> {
  if (rows.length === 0) return [];
  const { rows: members } = await db.query<{
    inventory_id: string;
    facility_id: string;
    name: string;
    status: FacilityStatus;
    equity_share_percent: string | number | null;
  }>(
    `SELECT f.inventory_id, f.facility_id, fa.name, fa.status, f.equity_share_percent
       FROM inventory_facilities f JOIN facilities fa ON fa.id = f.facility_id
      WHERE f.inventory_id = ANY($1::uuid[]) ORDER BY lower(fa.name), fa.id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    spaceId: row.space_id,
    reportingYear: row.reporting_year,
    versionNo: row.version_no,
    isBaseYear: row.is_base_year,
    consolidationApproach: row.consolidation_approach,
    gwpSet: row.gwp_set,
    status: row.status,
    version: row.version,
    previousVersionId: row.previous_version_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    facilities: members
      .filter((member) => member.inventory_id === row.id)
      .map((member) => ({
        facilityId: member.facility_id,
        name: member.name,
        status: member.status,
        equitySharePercent: member.equity_share_percent === null ? null : Number(member.equity_share_percent),
      })),
  }));
}

export async function listInventories(db: Query, spaceId: string): Promise<InventoryRecord[]> {
  const { rows } = await db.query<InventoryRow>(
    `SELECT ${INVENTORY_COLUMNS} FROM inventories WHERE space_id = $1 ORDER BY reporting_year DESC, version_no DESC`,
    [spaceId],
  );
  return withBoundaries(db, rows);
}

export async function findInventory(
  db: Query,
  spaceId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<InventoryRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<InventoryRow>(
    `SELECT ${INVENTORY_COLUMNS} FROM inventories WHERE id = $1 AND space_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, spaceId],
  );
  return (await withBoundaries(db, rows))[0] ?? null;
}

export async function hasInventoryForYear(db: Query, spaceId: string, year: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM inventories WHERE space_id = $1 AND reporting_year = $2', [
    spaceId,
    year,
  ]);
  return rows.length > 0;
}

export async function findBaseYearInventoryId(db: Query, spaceId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM inventories WHERE space_id = $1 AND is_base_year',
    [spaceId],
  );
  return rows[0]?.id ?? null;
}

/** Takes the base-year mark off the workspace's base year (before marking another, same transaction). */
export async function clearBaseYear(db: Query, spaceId: string): Promise<void> {
  await db.query(
    `UPDATE inventories SET is_base_year = false, version = version + 1, updated_at = now()
      WHERE space_id = $1 AND is_base_year`,
    [spaceId],
  );
}

export async function insertInventory(
  db: Query,
  input: {
    spaceId: string;
    reportingYear: number;
    isBaseYear: boolean;
    consolidationApproach: ConsolidationApproach;
    gwpSet: InventoryGwpSet;
    createdBy: string | null;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO inventories (space_id, reporting_year, is_base_year, consolidation_approach, gwp_set, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      input.spaceId,
      input.reportingYear,
      input.isBaseYear,
      input.consolidationApproach,
      input.gwpSet,
      input.createdBy,
    ],
  );
  return rows[0].id;
}

/** Updates the inventory's settings when its version is `version`; false when it is not (stale). */
export async function updateInventorySettings(
  db: Query,
  id: string,
  version: number,
  fields: { gwpSet: InventoryGwpSet; isBaseYear: boolean; consolidationApproach: ConsolidationApproach },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE inventories SET gwp_set = $3, is_base_year = $4, consolidation_approach = $5, version = version + 1,
       updated_at = now() WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, fields.gwpSet, fields.isBaseYear, fields.consolidationApproach],
  );
  return rows.length > 0;
}

export async function replaceBoundary(
  db: Query,
  inventoryId: string,
  entries: readonly { facilityId: string; equitySharePercent: number | null }[],
): Promise<void> {
  await db.query('DELETE FROM inventory_facilities WHERE inventory_id = $1', [inventoryId]);
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO inventory_facilities (inventory_id, facility_id, equity_share_percent)
     SELECT $1, f.id, f.share FROM unnest($2::uuid[], $3::numeric[]) AS f(id, share)`,
    [inventoryId, entries.map((e) => e.facilityId), entries.map((e) => e.equitySharePercent)],
  );
}

/** Of `ids`, those that are ACTIVE facilities of the workspace. */
export async function activeFacilityIds(
  db: Query,
  spaceId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM facilities WHERE space_id = $1 AND status = 'ACTIVE' AND id = ANY($2::uuid[])`,
    [spaceId, valid],
  );
  return new Set(rows.map((row) => row.id));
}

export interface AuditEventInput {
  spaceId: string;
  inventoryId: string | null;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  actor: { id: string; email: string } | null;
  before: unknown;
  after: unknown;
}

/** Appends one event to the audit trail (call inside the transaction of the change). */
export async function insertAuditEvent(db: Query, event: AuditEventInput): Promise<void> {
  await db.query(
    `INSERT INTO inventory_audit_events
       (space_id, inventory_id, entity, entity_id, action, actor_user_id, actor_email, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      event.spaceId,
      event.inventoryId,
      event.entity,
      event.entityId,
      event.action,
      event.actor?.id ?? null,
      event.actor?.email ?? null,
      event.before === null || event.before === undefined ? null : JSON.stringify(event.before),
      event.after === null || event.after === undefined ? null : JSON.stringify(event.after),
    ],
  );
}

export interface AuditEventRecord {
  id: number;
  spaceId: string;
  inventoryId: string | null;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  actorUserId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export async function listAuditEvents(db: Query, spaceId: string): Promise<AuditEventRecord[]> {
  const { rows } = await db.query(
    `SELECT id, space_id, inventory_id, entity, entity_id, action, actor_user_id, before, after, created_at
       FROM inventory_audit_events WHERE space_id = $1 ORDER BY id`,
    [spaceId],
  );
  return rows.map((row: any) => ({
    id: Number(row.id),
    spaceId: row.space_id,
    inventoryId: row.inventory_id,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    actorUserId: row.actor_user_id,
    before: row.before,
    after: row.after,
    createdAt: row.created_at,
  }));
}
