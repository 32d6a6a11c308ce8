// Period spreading: a row entered for a month counts in that month; for a quarter, a third in each of its months;
// for a year, a twelfth in each month (equal shares, not by days: activity data rarely say more, and equal shares
// keep every month's figure reproducible by hand).
import type { MonthShare, Period } from './types';

const pad = (m: number) => (m < 10 ? `0${m}` : `${m}`);

export function isValidPeriod(p: Period): boolean {
  if (!Number.isInteger(p.year) || p.year < 1990 || p.year > 2100) return false;
  if (p.kind === 'month') return Number.isInteger(p.month) && p.month >= 1 && p.month <= 12;
  if (p.kind === 'quarter') return Number.isInteger(p.quarter) && p.quarter >= 1 && p.quarter <= 4;
  return p.kind === 'year';
}

const CACHE = new Map<string, readonly MonthShare[]>();

/** The months a period counts in, with their shares (shared, frozen arrays: callers never modify them). */
export function monthsOf(p: Period): readonly MonthShare[] {
  const key =
    p.kind === 'month'
      ? `m${p.year}-${p.month}`
      : p.kind === 'quarter'
        ? `q${p.year}-${p.quarter}`
        : `y${p.year}`;
  let months = CACHE.get(key);
  if (!months) {
    months = Object.freeze(spread(p).map((m) => Object.freeze(m)));
    CACHE.set(key, months);
  }
  return months;
}

function spread(p: Period): MonthShare[] {
  if (p.kind === 'month') return [{ month: `${p.year}-${pad(p.month)}`, share: 1 }];
  if (p.kind === 'quarter') {
    const first = (p.quarter - 1) * 3 + 1;
    return [0, 1, 2].map((i) => ({ month: `${p.year}-${pad(first + i)}`, share: 1 / 3 }));
  }
  return Array.from({ length: 12 }, (_, i) => ({ month: `${p.year}-${pad(i + 1)}`, share: 1 / 12 }));
}
