// The activity rows as a CSV file (issue 15, slice 2): the export (the rows with their results and a total line, in
// the request's language, spreadsheet-safe fields) and the import of such a file (its reading: activity-csv.ts), all
// lines or none.
import type { CategoryCode } from '../../domain/inventory/activity-categories';
import type { Locale } from '../../domain/messages';
import type { Db } from '../db/client';
import { insertAuditEvent, listFacilities } from '../db/repos/inventory';
import { allActivityRows, insertActivityRow } from '../db/repos/inventory-activity';
import { ApiError, validationFailed } from '../errors';
import type { SpaceAccess } from '../spaces/access';
import { auditRow, toEngineRow, type ActivityRowInput, type StoredActivityRow } from './activity-mapping';
import { importLines, MAX_IMPORT_LINES, parseCsv } from './activity-csv';
import { checkedFields, editableInventory, readableInventory, type Actor } from './activity';
import { calculateRows } from './results';

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
