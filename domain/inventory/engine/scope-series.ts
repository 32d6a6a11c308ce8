// The dashboard's series (issue 15, item 6): an inventory's calculated rows summed by scope per month of the
// reporting year and per facility, each row counted at its facility's weight (the equity share, else 1) like every
// total of the engine. Scope 2 has both bases; the months use the engine's spreading (a quarter in thirds, a year
// in twelfths), so the months of a year add up to its scope totals (rows of another year aside).
import type { InventoryResult } from './calculate';

export interface ScopeAmounts {
  scope1: number;
  scope2Location: number;
  scope2Market: number;
  scope3: number;
}

export interface MonthScopes extends ScopeAmounts {
  /** YYYY-MM */
  month: string;
}

export interface FacilityScopes extends ScopeAmounts {
  facilityId: string;
}

const zero = (): ScopeAmounts => ({ scope1: 0, scope2Location: 0, scope2Market: 0, scope3: 0 });

function addTo(target: ScopeAmounts, scope: 1 | 2 | 3, location: number, market: number): void {
  if (scope === 1) target.scope1 += location;
  else if (scope === 2) {
    target.scope2Location += location;
    target.scope2Market += market;
  } else target.scope3 += location;
}

export function scopeSeries(
  result: Pick<InventoryResult, 'rows'>,
  reportingYear: number,
  weightOf: (facilityId: string) => number = () => 1,
): { months: MonthScopes[]; facilities: FacilityScopes[] } {
  const pad = (m: number) => (m < 10 ? `0${m}` : `${m}`);
  const months = new Map<string, MonthScopes>(
    Array.from({ length: 12 }, (_, i) => {
      const month = `${reportingYear}-${pad(i + 1)}`;
      return [month, { month, ...zero() }];
    }),
  );
  const facilities = new Map<string, FacilityScopes>();
  for (const r of result.rows) {
    if (r.status !== 'calculated') continue;
    const { row } = r;
    const w = weightOf(row.facilityId);
    const location = r.tco2e * w;
    const market = (r.tco2eMarket ?? r.tco2e) * w;
    let f = facilities.get(row.facilityId);
    if (!f) facilities.set(row.facilityId, (f = { facilityId: row.facilityId, ...zero() }));
    addTo(f, row.scope, location, market);
    for (const m of r.months) {
      const target = months.get(m.month);
      if (target) addTo(target, row.scope, location * m.share, market * m.share);
    }
  }
  return { months: [...months.values()], facilities: [...facilities.values()] };
}
