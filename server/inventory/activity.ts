// The GHG inventory's activity data (issue 15, slice 2): rows entered per facility and period, their factors pinned
// as snapshots when written, the engine's results over the stored rows, the workspace's own factors, the audit
// trail's pages and the CSV export. Every change runs in one transaction with its audit event; writes are allowed
// while the inventory is DRAFT or CHANGES_REQUESTED (409 CONFLICT otherwise). Things of another workspace are as
// unknown as missing ones (404). The engine's row rules decide what is valid (400 with per-field details).
import { calculateRow } from '../../domain/inventory/engine/row';
import { categoryOf, type CategoryCode } from '../../domain/inventory/activity-categories';
import { FACTOR_LIBRARY, factorById } from '../../domain/inventory/factors/library';
import { snapshotOf, type EmissionFactor, type FactorSnapshot } from '../../domain/inventory/factors/types';
import { workspaceFactor } from '../../domain/inventory/factors/workspace-factor';
import { isInventoryEditable, type InventoryGwpSet } from '../../domain/inventory/vocabulary';
import type { Locale } from '../../domain/messages';
import type { Db } from '../db/client';
import { findInventory, insertAuditEvent, listFacilities, type InventoryRecord } from '../db/repos/inventory';
import {
  allActivityRows,
  deleteActivityRow,
  factorCodeTaken,
  findDenominators,
  updateDenominators,
  type DenominatorsRecord,
  findActivityRow,
  insertActivityRow,
  insertWorkspaceFactor,
  listActivityRows,
  pageAuditEvents,
  updateActivityRow,
  workspaceFactors,
  workspaceFactorsByIds,
  type ActivityRowFilter,
} from '../db/repos/inventory-activity';
import type { User } from '../db/repos/users';
import { ApiError, notFound, validationFailed, type ErrorDetail } from '../errors';
import type { SpaceAccess } from '../spaces/access';
import { inventoryNotEditable } from './lifecycle-errors';
import type { components } from '../../openapi/schema';
import {
  activityRowView,
  auditRow,
  factorDetail,
  factorView,
  inputIssues,
  notInBoundaryDetail,
  rowFields,
  rowIssueDetails,
  toEngineRow,
  workspaceFactorDetails,
  type ActivityRowInput,
  type ActivityRowView,
  type EmissionFactorView,
  type StoredActivityRow,
} from './activity-mapping';
import { staleVersion } from './boundary';
import { importLines, MAX_IMPORT_LINES, parseCsv } from './activity-csv';
import { calculateRows } from './results';

type Actor = Pick<User, 'id' | 'email'>;

export const factorCodeTakenError = () => new ApiError(409, 'FACTOR_CODE_TAKEN', 'factorCodeTaken');

/** Loads the inventory for a change of its data: locked, of this workspace (404), still editable (409). */
async function editableInventory(tx: Db, spaceId: string, id: string): Promise<InventoryRecord> {
  const record = await findInventory(tx, spaceId, id, { lock: true });
  if (!record) throw notFound();
  if (!isInventoryEditable(record.status)) throw inventoryNotEditable();
  return record;
}

async function readableInventory(db: Db, spaceId: string, id: string): Promise<InventoryRecord> {
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
async function checkedFields(
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

export interface FactorFilter {
  category?: string;
  group?: string;
  activity?: string;
  q?: string;
}

export async function pageEmissionFactors(
  db: Db,
  spaceId: string,
  filter: FactorFilter,
  page: number,
  take: number,
): Promise<{ data: EmissionFactorView[]; meta: components['schemas']['PageMeta'] }> {
  const own = await workspaceFactors(db, spaceId);
  const groups = filter.category
    ? new Set((categoryOf(filter.category)?.inputs ?? []).flatMap((r) => r.factorGroups))
    : null;
  const q = filter.q?.trim().toLowerCase();
  const all = [...FACTOR_LIBRARY, ...own].filter(
    (f) =>
      (!groups || groups.has(f.group)) &&
      (!filter.group || f.group === filter.group) &&
      (!filter.activity || f.activity === filter.activity) &&
      (!q ||
        f.id.toLowerCase().includes(q) ||
        f.activity.toLowerCase().includes(q) ||
        f.source.document.toLowerCase().includes(q)),
  );
  const start = (page - 1) * take;
  return {
    data: all.slice(start, start + take).map(factorView),
    meta: { page, take, total: all.length, pageCount: Math.ceil(all.length / take) },
  };
}

export async function createEmissionFactor(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  input: components['schemas']['WorkspaceFactorInput'],
): Promise<EmissionFactorView> {
  const spaceId = access.space.id;
  const made = workspaceFactor({
    workspaceId: spaceId,
    code: input.code,
    value: input.value,
    perUnit: input.perUnit,
    gas: input.gas,
    group: input.group,
    document: input.document,
    table: input.table,
    row: input.row,
    year: input.year,
    evidence: input.evidence,
    region: input.region,
    validFrom: input.validFrom,
    validTo: input.validTo ?? null,
  });
  if (!made.ok) throw validationFailed(workspaceFactorDetails(made.issues));
  return db.transaction(async (tx) => {
    if (await factorCodeTaken(tx, spaceId, input.code.trim())) throw factorCodeTakenError();
    const { id, factor } = await insertWorkspaceFactor(tx, spaceId, input.code.trim(), made.factor, actor.id);
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId: null,
      entity: 'FACTOR',
      entityId: id,
      action: 'FACTOR_CREATED',
      actor,
      before: null,
      after: factor,
    });
    return factorView(factor);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// CSV

const CSV_TITLES: Record<Locale, readonly string[]> = {
  vi: [
    'Mã dòng',
    'Cơ sở',
    'Kỳ',
    'Phạm vi',
    'Danh mục',
    'Kiểu dữ liệu',
    'Số đã nhập',
    'Giá trị',
    'Đơn vị',
    'Mã hệ số',
    'Nguồn hệ số',
    'tCO2e',
    'tCO2e (theo thị trường)',
    'Trạng thái',
    'Ghi chú',
  ],
  en: [
    'Row id',
    'Facility',
    'Period',
    'Scope',
    'Category',
    'Input kind',
    'Typed',
    'Value',
    'Unit',
    'Factor ids',
    'Factor sources',
    'tCO2e',
    'tCO2e (market-based)',
    'Status',
    'Note',
  ],
};

const TOTAL_LABEL: Record<Locale, string> = { vi: 'Tổng', en: 'Total' };

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break; a leading = + - @ is defused. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = typeof value === 'number' ? String(value) : value;
  // A text starting with a formula character would run in a spreadsheet (CSV injection): prefix a quote mark.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function periodLabel(row: StoredActivityRow): string {
  if (row.periodKind === 'YEAR') return String(row.periodYear);
  if (row.periodKind === 'QUARTER') return `${row.periodYear}-Q${row.periodNumber}`;
  return `${row.periodYear}-${String(row.periodNumber).padStart(2, '0')}`;
}

export async function activityRowsCsv(
  db: Db,
  spaceId: string,
  inventoryId: string,
  locale: Locale,
): Promise<{ csv: string; fileName: string }> {
  const inventory = await readableInventory(db, spaceId, inventoryId);
  const rows = await allActivityRows(db, inventory.id);
  const { result } = calculateRows(inventory, inventory.gwpSet, rows.map(toEngineRow));
  const names = new Map((await listFacilities(db, spaceId)).map((f) => [f.id, f.name]));
  const byId = new Map(result.rows.map((r) => [r.row.id, r]));
  const lines: string[] = [CSV_TITLES[locale].map(csvField).join(',')];
  for (const row of rows) {
    const r = byId.get(row.id);
    const factors = [...row.factors, ...(row.instruments ?? []).flatMap((i) => (i.factor ? [i.factor] : []))];
    const status = r ? r.status : 'outsideBoundary';
    lines.push(
      [
        row.id,
        names.get(row.facilityId) ?? row.facilityId,
        periodLabel(row),
        row.scope,
        row.category as CategoryCode,
        row.inputKind,
        row.enteredText,
        row.enteredValue,
        row.enteredUnit,
        factors.map((f) => f.id).join(' | '),
        factors.map((f) => `${f.source.document}, ${f.source.table}, ${f.source.year}`).join(' | '),
        r?.status === 'calculated' ? r.tco2e : null,
        r?.status === 'calculated' ? r.tco2eMarket : null,
        status,
        row.note,
      ]
        .map(csvField)
        .join(','),
    );
  }
  const t = result.totals;
  const total = Array<string | number | null>(CSV_TITLES[locale].length).fill(null);
  total[0] = TOTAL_LABEL[locale];
  total[11] = t.totalLocation;
  total[12] = t.totalMarket;
  lines.push(total.map(csvField).join(','));
  return {
    csv: `\uFEFF${lines.join('\r\n')}\r\n`,
    fileName: `inventory-${inventory.reportingYear}-activity-rows.csv`,
  };
}

/**
 * Imports a CSV of rows (the export's columns) into the inventory: every line is checked as a row entered by hand
 * (the boundary, the factors pinned, the engine's rules); when any line is refused the answer is 400 with details
 * per line (`lines.<n>.<column or field>`) and nothing is stored. Otherwise every line becomes a new row, each with
 * its audit event, in one transaction.
 */
export async function importActivityRows(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  inventoryId: string,
  text: string,
  locale: Locale,
): Promise<{ created: number; rowIds: string[] }> {
  const records = parseCsv(text);
  if (!records || records.length < 2)
    throw validationFailed([{ field: 'body', message: { group: 'field', key: 'csvMalformed' } }]);
  if (records.length - 1 > MAX_IMPORT_LINES)
    throw validationFailed([
      { field: 'body', message: { group: 'field', key: 'tooManyLines', params: { max: MAX_IMPORT_LINES } } },
    ]);
  const spaceId = access.space.id;
  return db.transaction(async (tx) => {
    const inventory = await editableInventory(tx, spaceId, inventoryId);
    const byName = new Map(inventory.facilities.map((f) => [f.name.trim().toLowerCase(), f.facilityId]));
    const { lines, details } = importLines(records, locale, (name) => byName.get(name.toLowerCase()));
    const checked: { input: ActivityRowInput; fields: Awaited<ReturnType<typeof checkedFields>> }[] = [];
    for (const { line, input } of lines) {
      try {
        checked.push({ input, fields: await checkedFields(tx, inventory, input, locale, []) });
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
        for (const d of error.details ?? []) details.push({ ...d, field: `lines.${line}.${d.field}` });
      }
    }
    if (details.length > 0) throw validationFailed(details.slice(0, 200));
    const rowIds: string[] = [];
    for (const { fields } of checked) {
      const row = await insertActivityRow(tx, inventoryId, spaceId, actor.id, fields);
      rowIds.push(row.id);
      await insertAuditEvent(tx, {
        spaceId,
        inventoryId,
        entity: 'ACTIVITY_ROW',
        entityId: row.id,
        action: 'ACTIVITY_ROW_CREATED',
        actor,
        before: null,
        after: { ...auditRow(row), importedFrom: 'csv' },
      });
    }
    return { created: rowIds.length, rowIds };
  });
}
