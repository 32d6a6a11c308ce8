// Intensities and the year-on-year comparison against the base year. A denominator that is missing or not a
// positive finite number gives null (shown as "not given"), never a division by zero.
import type { InventoryResult } from './calculate';

export interface Denominators {
  /** Revenue of the reporting year in one currency. */
  revenue?: { value: number; currency: 'VND' | 'USD' };
  productTonnes?: number;
  employees?: number;
}

export interface Intensity {
  /** tCO2e (location basis) per million of the revenue currency. */
  perMillionRevenue: { value: number; currency: 'VND' | 'USD' } | null;
  perProductTonne: number | null;
  perEmployee: number | null;
  basis: 'location';
}

const usable = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v) && v > 0;

export function intensities(result: Pick<InventoryResult, 'totals'>, d: Denominators): Intensity {
  const total = result.totals.totalLocation;
  return {
    perMillionRevenue:
      d.revenue && usable(d.revenue.value)
        ? { value: total / (d.revenue.value / 1_000_000), currency: d.revenue.currency }
        : null,
    perProductTonne: usable(d.productTonnes) ? total / d.productTonnes : null,
    perEmployee: usable(d.employees) ? total / d.employees : null,
    basis: 'location',
  };
}

export interface Change {
  current: number;
  base: number;
  change: number;
  /** null when the base is 0. */
  changePercent: number | null;
}

export interface YearOnYear {
  scope1: Change;
  scope2Location: Change;
  scope2Market: Change;
  scope3: Change;
  totalLocation: Change;
  totalMarket: Change;
}

function change(current: number, base: number): Change {
  return {
    current,
    base,
    change: current - base,
    changePercent: base === 0 ? null : ((current - base) / base) * 100,
  };
}

/** The current inventory against the base year's; both should use the same GWP set (checked by the caller). */
export function yearOnYear(
  current: Pick<InventoryResult, 'totals'>,
  base: Pick<InventoryResult, 'totals'>,
): YearOnYear {
  const c = current.totals;
  const b = base.totals;
  return {
    scope1: change(c.scope1, b.scope1),
    scope2Location: change(c.scope2Location, b.scope2Location),
    scope2Market: change(c.scope2Market, b.scope2Market),
    scope3: change(c.scope3, b.scope3),
    totalLocation: change(c.totalLocation, b.totalLocation),
    totalMarket: change(c.totalMarket, b.totalMarket),
  };
}
