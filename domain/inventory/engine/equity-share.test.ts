// Equity shares (GHG Protocol Corporate Standard ch. 3): with `facilityWeight` the engine counts each facility at
// the workspace's share in it. With every share at 1 it is the unweighted result; with shares, every total is the
// sum of its weighted rows, and each row's own result stays whole.
import { describe, expect, it } from 'vitest';
import { calculateInventory } from './calculate';
import { generatedRows, seeded } from './generated-rows';

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('facility weights (equity share)', () => {
  const rows = generatedRows(2_000, seeded(7));
  const whole = calculateInventory(rows, { gwpSet: 'AR5' });

  it('a weight of 1 everywhere is the unweighted result', () => {
    const same = calculateInventory(rows, { gwpSet: 'AR5', facilityWeight: () => 1 });
    for (const [key, value] of Object.entries(whole.totals))
      expect(close(same.totals[key as keyof typeof same.totals], value), key).toBe(true);
    for (const [month, bucket] of Object.entries(whole.byMonth))
      expect(close(same.byMonth[month].tco2e, bucket.tco2e), month).toBe(true);
    expect(same.byFacility.f0.rowIds).toEqual(whole.byFacility.f0.rowIds);
  });

  it('counts each facility at its share; totals stay the sum of the weighted rows; rows stay whole', () => {
    const shares: Record<string, number> = { f0: 0.4, f1: 1, f2: 0.5, f3: 0.25, f4: 1 };
    const weighted = calculateInventory(rows, { gwpSet: 'AR5', facilityWeight: (f) => shares[f] });
    for (const f of Object.keys(shares))
      expect(close(weighted.byFacility[f].tco2e, whole.byFacility[f].tco2e * shares[f]), f).toBe(true);
    const sum = Object.values(weighted.byFacility).reduce((s, b) => s + b.tco2e, 0);
    expect(close(weighted.totals.totalLocation, sum)).toBe(true);
    const months = Object.values(weighted.byMonth).reduce((s, b) => s + b.tco2e, 0);
    expect(close(weighted.totals.totalLocation, months)).toBe(true);
    const gases = Object.values(weighted.byGas).reduce((s, b) => s + b.tco2e, 0);
    expect(close(weighted.totals.totalLocation, gases)).toBe(true);
    expect(weighted.totals.totalLocation).toBeLessThan(whole.totals.totalLocation);
    expect(weighted.rows).toEqual(whole.rows);
  });
});
