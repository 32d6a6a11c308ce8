// The GHG inventory's boundary (issue 15, slice 1): facilities of a workspace, an inventory per reporting year and
// the facilities it includes. Every change runs in one transaction with its audit event (inventory_audit_events,
// append-only); the rules are domain/inventory/boundary.ts. Things of another workspace are as unknown as missing
// ones (404). Optimistic versions: a change names the version it saw, 409 STALE_VERSION when it is not current.
import type { Db } from '../db/client';
import type { ReferenceCache } from '../db/reference-cache';
import {
  activeFacilityIds,
  clearBaseYear,
  facilityNameTaken,
  findBaseYearInventoryId,
  findFacility,
  findInventory,
  hasInventoryForYear,
  insertAuditEvent,
  insertFacility,
  insertInventory,
  replaceBoundary,
  updateFacility,
  updateInventorySettings,
  type FacilityFields,
  type FacilityRecord,
  type InventoryRecord,
} from '../db/repos/inventory';
import { lockSpace } from '../db/repos/spaces';
import type { User } from '../db/repos/users';
import { ApiError, notFound, validationFailed, type ErrorDetail } from '../errors';
import type { Locale } from '../i18n';
import { planLimitReached, type SpaceAccess } from '../spaces/access';
import { inventoryNotEditable } from './lifecycle-errors';
import { checkAccess, recordUsage } from '../spaces/usage';
import type { components } from '../../openapi/schema';
import {
  boundaryIssues,
  decideBaseYearOnCreate,
  decideBaseYearOnUpdate,
  reportingYearIssue,
  type BoundaryIssue,
} from '../../domain/inventory/boundary';
import {
  DEFAULT_CONSOLIDATION_APPROACH,
  DEFAULT_GWP_SET,
  isInventoryEditable,
  type ConsolidationApproach,
  type InventoryGwpSet,
} from '../../domain/inventory/vocabulary';

type FacilityView = components['schemas']['Facility'];
type InventoryView = components['schemas']['Inventory'];
type FacilityInput = components['schemas']['FacilityInput'];

export const staleVersion = () => new ApiError(409, 'STALE_VERSION', 'staleVersion');
export const inventoryYearExists = () => new ApiError(409, 'INVENTORY_YEAR_EXISTS', 'inventoryYearExists');
export const baseYearRequired = () => new ApiError(409, 'BASE_YEAR_REQUIRED', 'baseYearRequired');
export const facilityNameTakenError = () => new ApiError(409, 'FACILITY_NAME_TAKEN', 'facilityNameTaken');
export const facilityNotActive = () => new ApiError(409, 'FACILITY_NOT_ACTIVE', 'facilityNotActive');

/** The GHG_REPORT usage action of a new inventory (resource history). */
export const INVENTORY_CREATED_USAGE = 'INVENTORY_CREATED';

function issuesToError(issues: readonly BoundaryIssue[]): ApiError {
  const details: ErrorDetail[] = issues.map((issue) => {
    const key = issue.key.slice('validation.'.length);
    return {
      field: issue.field,
      message: {
        group: 'validation',
        key,
        ...(issue.params ? { params: issue.params } : {}),
      } as ErrorDetail['message'],
    };
  });
  return validationFailed(details);
}

export function facilityView(
  record: FacilityRecord,
  reference: ReferenceCache,
  locale: Locale,
): FacilityView {
  const country = reference.country(record.countryId);
  return {
    id: record.id,
    name: record.name,
    address: {
      countryId: record.countryId,
      cityId: record.cityId,
      districtId: record.districtId,
      wardId: record.wardId,
      street: record.street,
      countryName: country ? (locale === 'en' ? country.name_en : country.name_vi) : '',
      cityName: record.cityId === null ? null : (reference.city(record.cityId)?.name ?? null),
      districtName: record.districtId === null ? null : (reference.district(record.districtId)?.name ?? null),
      wardName: record.wardId === null ? null : (reference.ward(record.wardId)?.name ?? null),
    },
    sectorId: record.sectorId,
    status: record.status,
    illustrative: record.illustrative,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function inventoryView(record: InventoryRecord): InventoryView {
  return {
    id: record.id,
    reportingYear: record.reportingYear,
    versionNo: record.versionNo,
    isBaseYear: record.isBaseYear,
    consolidationApproach: record.consolidationApproach,
    gwpSet: record.gwpSet,
    status: record.status,
    previousVersionId: record.previousVersionId,
    version: record.version,
    facilities: record.facilities.map((f) => ({ ...f })),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a thing: its data, without timestamps (the event has its own time). */
function auditFacility(record: FacilityRecord) {
  const { createdAt: _c, updatedAt: _u, ...rest } = record;
  return rest;
}
export function auditInventory(record: InventoryRecord) {
  const { createdAt: _c, updatedAt: _u, facilities: _f, ...rest } = record;
  return rest;
}
function auditBoundary(record: InventoryRecord) {
  return {
    consolidationApproach: record.consolidationApproach,
    facilities: record.facilities.map((f) => ({
      facilityId: f.facilityId,
      equitySharePercent: f.equitySharePercent,
    })),
  };
}

/** The address's ids, checked against the location lists: each level under the one above (400 otherwise). */
function checkedFacilityFields(input: FacilityInput, reference: ReferenceCache): FacilityFields {
  const name = input.name.trim();
  const street = input.street?.trim() ? input.street.trim() : null;
  const fields: FacilityFields = {
    name,
    countryId: input.countryId,
    cityId: input.cityId ?? null,
    districtId: input.districtId ?? null,
    wardId: input.wardId ?? null,
    street,
    sectorId: input.sectorId ?? null,
  };
  const issues: BoundaryIssue[] = [];
  const mismatch = (field: string) => issues.push({ field, key: 'validation.locationMismatch' });
  if (!name) issues.push({ field: 'name', key: 'validation.fieldRequired' });
  if (!reference.country(fields.countryId)) mismatch('countryId');
  else if (fields.cityId !== null && reference.city(fields.cityId)?.countryId !== fields.countryId)
    mismatch('cityId');
  else if (fields.districtId !== null && reference.district(fields.districtId)?.cityId !== fields.cityId)
    mismatch('districtId');
  else if (fields.wardId !== null && reference.ward(fields.wardId)?.districtId !== fields.districtId)
    mismatch('wardId');
  if (fields.sectorId !== null && !reference.sectors.some((s) => s.id === fields.sectorId))
    issues.push({ field: 'sectorId', key: 'validation.sectorRequired' });
  if (issues.length > 0) throw issuesToError(issues);
  return fields;
}

type Actor = Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>;

export async function createFacility(
  db: Db,
  reference: ReferenceCache,
  access: SpaceAccess,
  actor: Actor,
  input: FacilityInput,
): Promise<FacilityRecord> {
  const fields = checkedFacilityFields(input, reference);
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    await lockSpace(tx, spaceId);
    if (await facilityNameTaken(tx, spaceId, fields.name, null)) throw facilityNameTakenError();
    const record = await insertFacility(tx, spaceId, fields);
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId: null,
      entity: 'FACILITY',
      entityId: record.id,
      action: 'FACILITY_CREATED',
      actor,
      before: null,
      after: auditFacility(record),
    });
    return record;
  });
}

export async function editFacility(
  db: Db,
  reference: ReferenceCache,
  access: SpaceAccess,
  actor: Actor,
  id: string,
  input: FacilityInput,
): Promise<FacilityRecord> {
  if (input.version === undefined)
    throw validationFailed([{ field: 'version', message: { group: 'validation', key: 'fieldRequired' } }]);
  const fields = checkedFacilityFields(input, reference);
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    await lockSpace(tx, spaceId);
    const before = await findFacility(tx, spaceId, id, { lock: true });
    if (!before) throw notFound();
    if (before.version !== input.version) throw staleVersion();
    if (await facilityNameTaken(tx, spaceId, fields.name, id)) throw facilityNameTakenError();
    const after = await updateFacility(tx, id, input.version!, { ...fields, status: before.status });
    if (!after) throw staleVersion();
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId: null,
      entity: 'FACILITY',
      entityId: id,
      action: 'FACILITY_UPDATED',
      actor,
      before: auditFacility(before),
      after: auditFacility(after),
    });
    return after;
  });
}

export async function archiveFacility(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  id: string,
  version: number,
): Promise<FacilityRecord> {
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    const before = await findFacility(tx, spaceId, id, { lock: true });
    if (!before) throw notFound();
    if (before.status === 'ARCHIVED') return before;
    if (before.version !== version) throw staleVersion();
    const after = await updateFacility(tx, id, version, { ...before, status: 'ARCHIVED' });
    if (!after) throw staleVersion();
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId: null,
      entity: 'FACILITY',
      entityId: id,
      action: 'FACILITY_ARCHIVED',
      actor,
      before: auditFacility(before),
      after: auditFacility(after),
    });
    return after;
  });
}

/**
 * A new DRAFT inventory for a reporting year: one per year (409 INVENTORY_YEAR_EXISTS), within the plan's
 * GHG_REPORT limit (403 PLAN_LIMIT_REACHED; the usage event is recorded in the same transaction), the base-year
 * mark per domain/inventory/boundary.ts. The space is locked so that concurrent creations cannot pass the limit or
 * take one year twice.
 */
export async function createInventory(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  input: components['schemas']['CreateInventoryRequest'],
  today = new Date(),
): Promise<InventoryRecord> {
  const yearIssue = reportingYearIssue(input.reportingYear, today);
  if (yearIssue) throw issuesToError([yearIssue]);
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    await lockSpace(tx, spaceId);
    if (await hasInventoryForYear(tx, spaceId, input.reportingYear)) throw inventoryYearExists();
    const decision = await checkAccess(tx, spaceId, 'GHG_REPORT', 1);
    if (!decision.allowed) throw planLimitReached();
    const previousBase = await findBaseYearInventoryId(tx, spaceId);
    const base = decideBaseYearOnCreate(input.isBaseYear, previousBase !== null);
    if (base.kind === 'mark' && base.moveFromOther && previousBase) {
      const before = await findInventory(tx, spaceId, previousBase);
      await clearBaseYear(tx, spaceId);
      const after = await findInventory(tx, spaceId, previousBase);
      await insertAuditEvent(tx, {
        spaceId,
        inventoryId: previousBase,
        entity: 'INVENTORY',
        entityId: previousBase,
        action: 'BASE_YEAR_MOVED',
        actor,
        before: before && auditInventory(before),
        after: after && auditInventory(after),
      });
    }
    const id = await insertInventory(tx, {
      spaceId,
      reportingYear: input.reportingYear,
      isBaseYear: base.kind === 'mark',
      consolidationApproach: input.consolidationApproach ?? DEFAULT_CONSOLIDATION_APPROACH,
      gwpSet: input.gwpSet ?? DEFAULT_GWP_SET,
      createdBy: actor.id,
    });
    const record = (await findInventory(tx, spaceId, id))!;
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId: id,
      entity: 'INVENTORY',
      entityId: id,
      action: 'INVENTORY_CREATED',
      actor,
      before: null,
      after: auditInventory(record),
    });
    await recordUsage(tx, {
      spaceId,
      resource: 'GHG_REPORT',
      action: INVENTORY_CREATED_USAGE,
      delta: 1,
      actor,
    });
    return record;
  });
}

/** Loads the inventory for a change: locked, of this workspace (404), still editable (409), at `version` (409). */
async function lockedEditable(
  tx: Db,
  spaceId: string,
  id: string,
  version: number,
): Promise<InventoryRecord> {
  const record = await findInventory(tx, spaceId, id, { lock: true });
  if (!record) throw notFound();
  if (!isInventoryEditable(record.status)) throw inventoryNotEditable();
  if (record.version !== version) throw staleVersion();
  return record;
}

export async function updateInventory(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  id: string,
  input: components['schemas']['UpdateInventoryRequest'],
): Promise<InventoryRecord> {
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    await lockSpace(tx, spaceId);
    const before = await lockedEditable(tx, spaceId, id, input.version);
    const base = decideBaseYearOnUpdate(before.isBaseYear, input.isBaseYear);
    if (base.kind === 'refuse') throw baseYearRequired();
    if (base.kind === 'mark') {
      const previousBase = await findBaseYearInventoryId(tx, spaceId);
      if (previousBase) {
        const previous = await findInventory(tx, spaceId, previousBase);
        await clearBaseYear(tx, spaceId);
        const cleared = await findInventory(tx, spaceId, previousBase);
        await insertAuditEvent(tx, {
          spaceId,
          inventoryId: previousBase,
          entity: 'INVENTORY',
          entityId: previousBase,
          action: 'BASE_YEAR_MOVED',
          actor,
          before: previous && auditInventory(previous),
          after: cleared && auditInventory(cleared),
        });
      }
    }
    const gwpSet: InventoryGwpSet = input.gwpSet ?? before.gwpSet;
    const updated = await updateInventorySettings(tx, id, input.version, {
      gwpSet,
      isBaseYear: base.kind === 'mark' ? true : before.isBaseYear,
      consolidationApproach: before.consolidationApproach,
    });
    if (!updated) throw staleVersion();
    const after = (await findInventory(tx, spaceId, id))!;
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId: id,
      entity: 'INVENTORY',
      entityId: id,
      action: 'INVENTORY_UPDATED',
      actor,
      before: auditInventory(before),
      after: auditInventory(after),
    });
    return after;
  });
}

export async function setBoundary(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  id: string,
  input: components['schemas']['BoundaryRequest'],
): Promise<InventoryRecord> {
  const approach: ConsolidationApproach = input.consolidationApproach;
  const issues = boundaryIssues(approach, input.facilities);
  if (issues.length > 0) throw issuesToError(issues);
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    const before = await lockedEditable(tx, spaceId, id, input.version);
    const ids = input.facilities.map((f) => f.facilityId);
    const active = await activeFacilityIds(tx, spaceId, ids);
    // A facility already in the boundary that was archived since may stay; a new one must be ACTIVE.
    const kept = new Set(before.facilities.map((f) => f.facilityId));
    if (ids.some((facilityId) => !active.has(facilityId) && !kept.has(facilityId))) throw facilityNotActive();
    await replaceBoundary(
      tx,
      id,
      input.facilities.map((f) => ({
        facilityId: f.facilityId,
        equitySharePercent: approach === 'EQUITY_SHARE' ? (f.equitySharePercent ?? null) : null,
      })),
    );
    const updated = await updateInventorySettings(tx, id, input.version, {
      gwpSet: before.gwpSet,
      isBaseYear: before.isBaseYear,
      consolidationApproach: approach,
    });
    if (!updated) throw staleVersion();
    const after = (await findInventory(tx, spaceId, id))!;
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId: id,
      entity: 'BOUNDARY',
      entityId: id,
      action: 'BOUNDARY_REPLACED',
      actor,
      before: auditBoundary(before),
      after: auditBoundary(after),
    });
    return after;
  });
}
