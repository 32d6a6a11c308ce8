// Reading an activity-rows CSV for import (issue 15, slice 2): the file the export writes
// (server/inventory/activity-transfer.ts `activityRowsCsv`), or any file with its columns. Pure: RFC 4180 records,
// then one ActivityRowInput per line, or per-line details of what is wrong. Quantities are read from the "typed"
// column with the house number rules (domain/numbers.ts) in the request's language: an ambiguous figure ("1,000" in
// Vietnamese) is refused, never guessed; an empty typed column falls back to the machine-readable value column
// (digits and a dot only).
import { categoryOf, type InputKind } from '../../domain/inventory/activity-categories';
import { isUnit } from '../../domain/inventory/units';
import type { Locale } from '../../domain/messages';
import { readNumber } from '../../domain/numbers';
import type { ErrorDetail } from '../errors';
import type { ActivityRowInput } from './activity-mapping';

/** The export's columns, by position (titles differ by language; positions do not). */
export const CSV_COLUMNS = {
  id: 0,
  facility: 1,
  period: 2,
  scope: 3,
  category: 4,
  inputKind: 5,
  typed: 6,
  value: 7,
  unit: 8,
  factorIds: 9,
  factorSources: 10,
  tco2e: 11,
  tco2eMarket: 12,
  status: 13,
  note: 14,
} as const;

export const MAX_IMPORT_LINES = 5_000;

/** RFC 4180 records (quotes, doubled quotes, CRLF or LF, a leading byte-order mark); null when a quote is open. */
export function parseCsv(text: string): string[][] | null {
  const s = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let fieldText = '';
  let quoted = false;
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          fieldText += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else fieldText += c;
      i += 1;
      continue;
    }
    if (c === '"' && fieldText === '') quoted = true;
    else if (c === ',') {
      record.push(fieldText);
      fieldText = '';
    } else if (c === '\n' || c === '\r') {
      record.push(fieldText);
      records.push(record);
      record = [];
      fieldText = '';
      if (c === '\r' && s[i + 1] === '\n') i += 1;
    } else fieldText += c;
    i += 1;
  }
  if (quoted) return null;
  if (fieldText !== '' || record.length > 0) {
    record.push(fieldText);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0].trim() === ''));
}

const INPUT_KINDS: readonly InputKind[] = [
  'FUEL',
  'DISTANCE',
  'REFRIGERANT',
  'ELECTRICITY',
  'ACTIVITY',
  'SPEND',
  'CUSTOM',
];

function periodOf(text: string): ActivityRowInput['period'] | null {
  const t = text.trim();
  let m = /^(\d{4})$/.exec(t);
  if (m) return { kind: 'YEAR', year: Number(m[1]) };
  m = /^(\d{4})-Q([1-4])$/i.exec(t);
  if (m) return { kind: 'QUARTER', year: Number(m[1]), number: Number(m[2]) };
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m) return { kind: 'MONTH', year: Number(m[1]), number: Number(m[2]) };
  return null;
}

const detail = (field: string, key: ImportKey, params?: Record<string, string | number>): ErrorDetail => ({
  field,
  message: { group: 'field', key, ...(params ? { params } : {}) },
});

type ImportKey =
  | 'invalidValue'
  | 'invalidPeriod'
  | 'unknownUnit'
  | 'ambiguousNumber'
  | 'notANumberText'
  | 'minimum'
  | 'unknownFacility'
  | 'csvColumns';

/**
 * The inputs of a file's data lines (the first line is the titles; a last line whose value columns are empty and
 * whose first cell is a total label is skipped), keyed by their line number (1-based, as a spreadsheet shows it).
 */
export function importLines(
  records: string[][],
  locale: Locale,
  facilityIdOf: (name: string) => string | undefined,
): { lines: { line: number; input: ActivityRowInput }[]; details: ErrorDetail[] } {
  const lines: { line: number; input: ActivityRowInput }[] = [];
  const details: ErrorDetail[] = [];
  records.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const at = (name: string) => `lines.${line}.${name}`;
    const cell = (k: keyof typeof CSV_COLUMNS) => (cells[CSV_COLUMNS[k]] ?? '').trim();
    // The export's total line: no facility, period or category.
    if (cell('facility') === '' && cell('period') === '' && cell('category') === '') return;
    if (cells.length < CSV_COLUMNS.unit + 1) {
      details.push(detail(at('columns'), 'csvColumns', { min: CSV_COLUMNS.unit + 1 }));
      return;
    }
    const before = details.length;
    const facilityId = facilityIdOf(cell('facility'));
    if (!facilityId) details.push(detail(at('facility'), 'unknownFacility'));
    const period = periodOf(cell('period'));
    if (!period) details.push(detail(at('period'), 'invalidPeriod'));
    const category = cell('category');
    if (!categoryOf(category)) details.push(detail(at('category'), 'invalidValue'));
    const inputKind = cell('inputKind') as InputKind;
    if (!INPUT_KINDS.includes(inputKind)) details.push(detail(at('inputKind'), 'invalidValue'));
    const unit = cell('unit');
    if (!isUnit(unit)) details.push(detail(at('unit'), 'unknownUnit'));
    let value: number | null = null;
    const typed = cell('typed');
    if (typed !== '') {
      const entry = readNumber(typed, locale, { min: 0 });
      if (entry.kind === 'number') value = entry.value;
      else if (entry.kind === 'refused' && entry.refusal.problem === 'ambiguous')
        details.push(detail(at('typed'), 'ambiguousNumber', { typed }));
      else if (entry.kind === 'refused' && entry.refusal.problem === 'belowMin')
        details.push(detail(at('typed'), 'minimum', { min: 0 }));
      else details.push(detail(at('typed'), 'notANumberText', { typed }));
    } else if (/^\d+(\.\d+)?$/.test(cell('value'))) value = Number(cell('value'));
    else details.push(detail(at('value'), 'notANumberText', { typed: cell('value') }));
    if (details.length > before) return;
    const factorIds = cell('factorIds')
      .split('|')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    const note = cell('note');
    lines.push({
      line,
      input: {
        facilityId: facilityId!,
        period: period!,
        category: category as ActivityRowInput['category'],
        inputKind,
        quantity: {
          value: value!,
          unit: unit as ActivityRowInput['quantity']['unit'],
          ...(typed !== '' ? { text: typed } : {}),
        },
        factorIds,
        ...(note !== '' ? { note } : {}),
      },
    });
  });
  return { lines, details };
}
