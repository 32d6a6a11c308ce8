// What an inventory still misses (issue 15, item 6): the facilities of its boundary without any row, and per
// facility the months of the reporting year that no row covers. A month row covers its month, a quarter row its
// three months, a year row all twelve (the engine spreads them the same way: engine/periods.ts). Rows of another
// year cover nothing of this one. Pure: the server feeds it the distinct periods of the stored rows.
import type { Period } from './engine/types';

export interface RowPeriod {
  facilityId: string;
  period: Period;
}

export interface FacilityGap {
  facilityId: string;
  /** 1-12, ascending: the months of the reporting year without any row of this facility. */
  months: number[];
}

export interface InventoryCoverage {
  /** Facilities of the boundary (in the boundary's order) without any row at all. */
  facilitiesWithoutData: string[];
  /** Facilities with rows but with months of the reporting year no row covers (in the boundary's order). */
  missingMonths: FacilityGap[];
}

/** The months (1-12) of `year` a period covers. */
export function monthsCovered(period: Period, year: number): number[] {
  if (period.year !== year) return [];
  if (period.kind === 'month') return [period.month];
  if (period.kind === 'quarter') return [0, 1, 2].map((i) => (period.quarter - 1) * 3 + 1 + i);
  return Array.from({ length: 12 }, (_, i) => i + 1);
}

export function inventoryCoverage(input: {
  reportingYear: number;
  boundaryFacilityIds: readonly string[];
  periods: Iterable<RowPeriod>;
}): InventoryCoverage {
  const withRows = new Set<string>();
  const covered = new Map<string, Set<number>>();
  for (const { facilityId, period } of input.periods) {
    withRows.add(facilityId);
    const months = monthsCovered(period, input.reportingYear);
    if (months.length === 0) continue;
    let set = covered.get(facilityId);
    if (!set) covered.set(facilityId, (set = new Set()));
    for (const m of months) set.add(m);
  }
  const facilitiesWithoutData: string[] = [];
  const missingMonths: FacilityGap[] = [];
  for (const facilityId of input.boundaryFacilityIds) {
    if (!withRows.has(facilityId)) {
      facilitiesWithoutData.push(facilityId);
      continue;
    }
    const set = covered.get(facilityId);
    const months = Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => !set?.has(m));
    if (months.length > 0) missingMonths.push({ facilityId, months });
  }
  return { facilitiesWithoutData, missingMonths };
}
