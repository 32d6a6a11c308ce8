// An inventory's rows to results by gas, scope, category, facility and month, with location- and market-based
// scope 2 totals. Every bucket keeps the ids of the rows it sums, and every row result keeps its trace (factor
// value and source), so any total can be followed down to rows and factors.
import type { CategoryCode, Scope } from '../activity-categories';
import type { Gas } from '../factors/types';
import { calculateRow } from './row';
import type { ActivityRow, CalcOptions, CalculatedRow, RowResult } from './types';

export interface Bucket {
  tco2e: number;
  rowIds: string[];
}

export interface InventoryResult {
  gwpSet: CalcOptions['gwpSet'];
  totals: {
    scope1: number;
    scope2Location: number;
    scope2Market: number;
    scope3: number;
    /** Scope 1 + scope 2 location-based + scope 3. */
    totalLocation: number;
    /** Scope 1 + scope 2 market-based + scope 3. */
    totalMarket: number;
    /** Reported beside the scopes, not in them. */
    biogenicCo2T: number;
  };
  byScope: Record<Scope, Bucket>;
  byCategory: Partial<Record<CategoryCode, Bucket>>;
  byFacility: Record<string, Bucket>;
  /** YYYY-MM, location basis. */
  byMonth: Record<string, Bucket>;
  byGas: Partial<Record<Gas, Bucket>>;
  rows: RowResult[];
  noFactorRowIds: string[];
  invalidRowIds: string[];
}

function add(bucket: Bucket | undefined, tco2e: number, rowId: string): Bucket {
  const b = bucket ?? { tco2e: 0, rowIds: [] };
  b.tco2e += tco2e;
  b.rowIds.push(rowId);
  return b;
}

export function calculateInventory(rows: readonly ActivityRow[], options: CalcOptions): InventoryResult {
  const result: InventoryResult = {
    gwpSet: options.gwpSet,
    totals: {
      scope1: 0,
      scope2Location: 0,
      scope2Market: 0,
      scope3: 0,
      totalLocation: 0,
      totalMarket: 0,
      biogenicCo2T: 0,
    },
    byScope: { 1: { tco2e: 0, rowIds: [] }, 2: { tco2e: 0, rowIds: [] }, 3: { tco2e: 0, rowIds: [] } },
    byCategory: {},
    byFacility: {},
    byMonth: {},
    byGas: {},
    rows: [],
    noFactorRowIds: [],
    invalidRowIds: [],
  };
  for (const row of rows) {
    const r = calculateRow(row, options);
    result.rows.push(r);
    if (r.status === 'noFactor') result.noFactorRowIds.push(row.id);
    if (r.status === 'invalid') result.invalidRowIds.push(row.id);
    if (r.status !== 'calculated') continue;
    addRow(result, r, options.facilityWeight ? options.facilityWeight(row.facilityId) : 1);
  }
  const t = result.totals;
  t.totalLocation = t.scope1 + t.scope2Location + t.scope3;
  t.totalMarket = t.scope1 + t.scope2Market + t.scope3;
  return result;
}

/** Adds a calculated row to every total and bucket at `weight` (the facility's counted share, 1 by default). */
function addRow(result: InventoryResult, r: CalculatedRow, weight: number): void {
  const { row } = r;
  const t = result.totals;
  const tco2e = r.tco2e * weight;
  if (row.scope === 1) t.scope1 += tco2e;
  else if (row.scope === 2) {
    t.scope2Location += tco2e;
    t.scope2Market += (r.tco2eMarket ?? r.tco2e) * weight;
  } else t.scope3 += tco2e;
  t.biogenicCo2T += r.biogenicCo2T * weight;
  add(result.byScope[row.scope], tco2e, row.id);
  result.byCategory[row.category] = add(result.byCategory[row.category], tco2e, row.id);
  result.byFacility[row.facilityId] = add(result.byFacility[row.facilityId], tco2e, row.id);
  for (const m of r.months) result.byMonth[m.month] = add(result.byMonth[m.month], tco2e * m.share, row.id);
  for (const [gas, v] of Object.entries(r.byGas) as [Gas, number][]) {
    result.byGas[gas] = add(result.byGas[gas], v * weight, row.id);
  }
}

/** The calculated rows behind a bucket, with their traces: how a total was reached. */
export function traceBucket(result: InventoryResult, bucket: Bucket): CalculatedRow[] {
  const ids = new Set(bucket.rowIds);
  return result.rows.filter((r): r is CalculatedRow => r.status === 'calculated' && ids.has(r.row.id));
}
