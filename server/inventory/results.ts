// The inventory's results (issue 15, item 4) and their stored summary (item 6 and the benchmark). Reading the
// results of 100,000 rows must not recalculate them each time: a summary (totals, buckets without row ids, the
// lists of rows without factor / invalid / outside the boundary, the scope series and the periods each facility
// has rows for) is stored per inventory and GWP set, valid while the inventory's version and data revision are
// those it was calculated at (server/db/migrations/1500_inventory_result_summaries.sql: triggers bump the revision
// with every change of rows or boundary). The first read after a change recalculates it. A trace (the rows and
// factors behind a total) is always calculated from the rows, on request.
import {
  calculateInventory,
  traceBucket,
  type Bucket,
  type InventoryResult,
} from '../../domain/inventory/engine/calculate';
import { intensities, yearOnYear, type Denominators } from '../../domain/inventory/engine/intensity';
import {
  scopeSeries,
  type FacilityScopes,
  type MonthScopes,
} from '../../domain/inventory/engine/scope-series';
import type { ActivityRow, RowResult } from '../../domain/inventory/engine/types';
import type { CategoryCode } from '../../domain/inventory/activity-categories';
import type { InventoryGwpSet } from '../../domain/inventory/vocabulary';
import type { Db } from '../db/client';
import { findBaseYearInventoryId, findInventory, type InventoryRecord } from '../db/repos/inventory';
import { findDenominators } from '../db/repos/inventory-activity';
import {
  engineRowsOf,
  findResultSummary,
  resultCacheKey,
  storeResultSummary,
} from '../db/repos/inventory-results';
import { notFound } from '../errors';
import type { components } from '../../openapi/schema';

type ResultsView = components['schemas']['InventoryResults'];
type FacilityView = components['schemas']['InventoryFacilityScopes'];
type BucketView = ResultsView['byScope'][number];

/** The engine's result over an inventory's stored rows; rows of a facility outside the boundary are set apart. */
export async function calculateStored(db: Db, inventory: InventoryRecord, gwpSet: InventoryGwpSet) {
  return calculateRows(inventory, gwpSet, await engineRowsOf(db, inventory.id));
}

/** The engine over given rows of the inventory (the boundary sets apart the rows of other facilities). */
export function calculateRows(
  inventory: InventoryRecord,
  gwpSet: InventoryGwpSet,
  rows: readonly ActivityRow[],
): { result: InventoryResult; outside: string[]; shareOf: (facilityId: string) => number } {
  const inBoundary = new Set(inventory.facilities.map((f) => f.facilityId));
  const outside: string[] = [];
  const counted = [];
  for (const row of rows) {
    if (inBoundary.has(row.facilityId)) counted.push(row);
    else outside.push(row.id);
  }
  if (inventory.consolidationApproach !== 'EQUITY_SHARE')
    return { result: calculateInventory(counted, { gwpSet }), outside, shareOf: () => 1 };
  // Each facility counts at the workspace's equity share in it (the engine weighs every total and bucket).
  const shares = new Map(
    inventory.facilities.map((f) => [f.facilityId, (f.equitySharePercent ?? 100) / 100]),
  );
  const shareOf = (facilityId: string) => shares.get(facilityId) ?? 1;
  return { result: calculateInventory(counted, { gwpSet, facilityWeight: shareOf }), outside, shareOf };
}

const buckets = (record: Partial<Record<string, Bucket>>, withIds: boolean): BucketView[] =>
  Object.entries(record)
    .filter((entry): entry is [string, Bucket] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, b]) => ({
      key,
      tco2e: b.tco2e,
      rowCount: b.rowIds.length,
      ...(withIds ? { rowIds: b.rowIds } : {}),
    }));

/** Each facility of the boundary, in its order, with its name and figures by scope (0 where it has none). */
export function boundaryFacilityScopes(
  inventory: InventoryRecord,
  facilities: readonly FacilityScopes[],
): FacilityView[] {
  const byFacility = new Map(facilities.map((f) => [f.facilityId, f]));
  return inventory.facilities.map((f) => {
    const s = byFacility.get(f.facilityId);
    return {
      facilityId: f.facilityId,
      name: f.name,
      scope1: s?.scope1 ?? 0,
      scope2Location: s?.scope2Location ?? 0,
      scope2Market: s?.scope2Market ?? 0,
      scope3: s?.scope3 ?? 0,
    };
  });
}

/** What is stored of an inventory's results (no row ids in the buckets, no trace). */
export interface StoredSummary {
  totals: InventoryResult['totals'];
  byScope: BucketView[];
  byCategory: BucketView[];
  byFacility: BucketView[];
  byMonth: BucketView[];
  byGas: BucketView[];
  noFactorRowIds: string[];
  invalidRowIds: string[];
  outsideBoundaryRowIds: string[];
  months: MonthScopes[];
  facilities: FacilityScopes[];
  /** The distinct periods each facility has rows for (inside the boundary or not). */
  periods: { facilityId: string; kind: 'month' | 'quarter' | 'year'; year: number; number: number | null }[];
}

function summaryOfResult(
  inventory: InventoryRecord,
  calculated: ReturnType<typeof calculateRows>,
  periods: StoredSummary['periods'],
): StoredSummary {
  const { result, outside, shareOf } = calculated;
  const series = scopeSeries(result, inventory.reportingYear, shareOf);
  return {
    totals: { ...result.totals },
    byScope: buckets(result.byScope as unknown as Record<string, Bucket>, false),
    byCategory: buckets(result.byCategory, false),
    byFacility: buckets(result.byFacility, false),
    byMonth: buckets(result.byMonth, false),
    byGas: buckets(result.byGas, false),
    noFactorRowIds: result.noFactorRowIds,
    invalidRowIds: result.invalidRowIds,
    outsideBoundaryRowIds: outside,
    months: series.months,
    facilities: series.facilities,
    periods,
  };
}

function distinctPeriods(rows: readonly ActivityRow[]): StoredSummary['periods'] {
  const seen = new Map<string, StoredSummary['periods'][number]>();
  for (const row of rows) {
    const p = row.period;
    const number = p.kind === 'month' ? p.month : p.kind === 'quarter' ? p.quarter : null;
    const key = `${row.facilityId}|${p.kind}|${p.year}|${number}`;
    if (!seen.has(key)) seen.set(key, { facilityId: row.facilityId, kind: p.kind, year: p.year, number });
  }
  return [...seen.values()];
}

/** How many summaries were recalculated (read by the tests: a cached read recalculates nothing). */
export const summaryStats = { recalculated: 0 };

/**
 * The stored summary of an inventory's results under `gwpSet`, recalculated (and stored) when the inventory
 * changed since. The key is read before the rows: a write landing in between leaves a summary newer than its key,
 * which the next read replaces, never an older one kept.
 */
export async function resultSummary(
  db: Db,
  spaceId: string,
  inventoryId: string,
  gwpSet: InventoryGwpSet,
): Promise<StoredSummary> {
  const key = await resultCacheKey(db, inventoryId);
  if (key) {
    const stored = await findResultSummary<StoredSummary>(db, inventoryId, gwpSet, key);
    if (stored) return stored;
  }
  // Read after the key, so that the boundary and settings used are at least as new as the key says.
  const inventory = await findInventory(db, spaceId, inventoryId);
  if (!inventory) throw notFound();
  summaryStats.recalculated += 1;
  const rows = await engineRowsOf(db, inventory.id);
  const calculated = calculateRows(inventory, gwpSet, rows);
  const summary = summaryOfResult(inventory, calculated, distinctPeriods(rows));
  if (key) {
    try {
      await storeResultSummary(db, inventory.id, gwpSet, key, summary);
    } catch (error) {
      // Not stored (e.g. the inventory was deleted meanwhile): the answer stands, the next read recalculates.
      console.error('[inventory] result summary not stored', error);
    }
  }
  return summary;
}

/** `all`, or one total as `<dimension>:<key>` (the results' `trace` query). */
export type TraceRequest =
  'all' | { dimension: 'scope' | 'category' | 'facility' | 'month' | 'gas'; key: string };

export function traceRequestOf(text: string | undefined): TraceRequest | null {
  if (!text) return null;
  if (text === 'all') return 'all';
  const i = text.indexOf(':');
  return { dimension: text.slice(0, i) as Exclude<TraceRequest, 'all'>['dimension'], key: text.slice(i + 1) };
}

function tracedRows(result: InventoryResult, trace: TraceRequest): RowResult[] {
  if (trace === 'all') return result.rows;
  const table: Record<string, Bucket | undefined> = {
    scope: (result.byScope as unknown as Record<string, Bucket>)[trace.key],
    category: result.byCategory[trace.key as CategoryCode],
    facility: result.byFacility[trace.key],
    month: result.byMonth[trace.key],
    gas: (result.byGas as Record<string, Bucket | undefined>)[trace.key],
  };
  const bucket = Object.hasOwn(table, trace.dimension) ? table[trace.dimension] : undefined;
  return bucket ? traceBucket(result, bucket) : [];
}

function rowEntry(r: RowResult, share: number): NonNullable<ResultsView['rows']>[number] {
  const base = { rowId: r.row.id, facilityId: r.row.facilityId, category: r.row.category, share };
  if (r.status === 'calculated')
    return {
      ...base,
      status: 'calculated',
      tco2e: r.tco2e,
      tco2eMarket: r.tco2eMarket,
      biogenicCo2T: r.biogenicCo2T,
      notes: [...r.notes],
      issues: [],
      trace: r.trace.map((l) => ({ ...l, source: { ...l.source } })),
    };
  return {
    ...base,
    status: r.status,
    tco2e: null,
    tco2eMarket: null,
    biogenicCo2T: null,
    notes: [],
    issues: r.status === 'invalid' ? r.issues.map((i) => i.kind) : [],
    trace: [],
  };
}

/** The results' figures: from the stored summary, or from a fresh calculation when a trace is asked for. */
async function figures(
  db: Db,
  inventory: InventoryRecord,
  trace: TraceRequest | null,
): Promise<
  Pick<
    ResultsView,
    | 'totals'
    | 'byScope'
    | 'byCategory'
    | 'byFacility'
    | 'byMonth'
    | 'byGas'
    | 'rows'
    | 'noFactorRowIds'
    | 'invalidRowIds'
    | 'outsideBoundaryRowIds'
    | 'months'
  > & { facilityScopes: FacilityScopes[] }
> {
  if (!trace) {
    const s = await resultSummary(db, inventory.spaceId, inventory.id, inventory.gwpSet);
    return {
      totals: s.totals,
      byScope: s.byScope,
      byCategory: s.byCategory,
      byFacility: s.byFacility,
      byMonth: s.byMonth,
      byGas: s.byGas,
      noFactorRowIds: s.noFactorRowIds,
      invalidRowIds: s.invalidRowIds,
      outsideBoundaryRowIds: s.outsideBoundaryRowIds,
      months: s.months,
      facilityScopes: s.facilities,
    };
  }
  const { result, outside, shareOf } = await calculateStored(db, inventory, inventory.gwpSet);
  const withIds = trace === 'all';
  const series = scopeSeries(result, inventory.reportingYear, shareOf);
  return {
    totals: { ...result.totals },
    byScope: buckets(result.byScope as unknown as Record<string, Bucket>, withIds),
    byCategory: buckets(result.byCategory, withIds),
    byFacility: buckets(result.byFacility, withIds),
    byMonth: buckets(result.byMonth, withIds),
    byGas: buckets(result.byGas, withIds),
    rows: tracedRows(result, trace).map((r) => rowEntry(r, shareOf(r.row.facilityId))),
    noFactorRowIds: result.noFactorRowIds,
    invalidRowIds: result.invalidRowIds,
    outsideBoundaryRowIds: outside,
    months: series.months,
    facilityScopes: series.facilities,
  };
}

/** The base year's totals weighed with `gwpSet` (like for like), and which inventory it is; null without one. */
export async function baseYearTotals(db: Db, spaceId: string, inventoryId: string, gwpSet: InventoryGwpSet) {
  const baseId = await findBaseYearInventoryId(db, spaceId);
  if (!baseId || baseId === inventoryId) return null;
  const base = await findInventory(db, spaceId, baseId);
  if (!base) return null;
  const summary = await resultSummary(db, spaceId, base.id, gwpSet);
  return { base, totals: summary.totals };
}

export async function inventoryResults(
  db: Db,
  spaceId: string,
  inventoryId: string,
  denominators: Denominators,
  trace: TraceRequest | null = null,
): Promise<ResultsView> {
  const inventory = await findInventory(db, spaceId, inventoryId);
  if (!inventory) throw notFound();
  const { facilityScopes, ...f } = await figures(db, inventory, trace);
  // The query's denominators, else the inventory's stored ones (each on its own).
  const stored = await findDenominators(db, inventoryId);
  const d: Denominators = {
    ...(stored.revenue ? { revenue: stored.revenue } : {}),
    ...(stored.productTonnes !== null ? { productTonnes: stored.productTonnes } : {}),
    ...(stored.employees !== null ? { employees: stored.employees } : {}),
    ...denominators,
  };
  const given = d.revenue !== undefined || d.productTonnes !== undefined || d.employees !== undefined;
  const base = await baseYearTotals(db, spaceId, inventoryId, inventory.gwpSet);
  return {
    inventoryId,
    reportingYear: inventory.reportingYear,
    gwpSet: inventory.gwpSet,
    ...f,
    facilities: boundaryFacilityScopes(inventory, facilityScopes),
    equityShareApplied: inventory.consolidationApproach === 'EQUITY_SHARE',
    intensity: given ? intensities({ totals: f.totals }, d) : null,
    yearOnYear: base
      ? {
          baseInventoryId: base.base.id,
          baseYear: base.base.reportingYear,
          gwpSetsDiffer: base.base.gwpSet !== inventory.gwpSet,
          ...yearOnYear({ totals: f.totals }, { totals: base.totals }),
        }
      : null,
  };
}
