// Inventory-level behaviour: aggregation and trace, period spreading, pinning, intensities, year-on-year, and
// properties over generated rows (a seeded generator: fast-check is not installed).
import { describe, expect, it } from 'vitest';
import { FACTOR_LIBRARY } from '../factors/library';
import type { EmissionFactor } from '../factors/types';
import { calculateInventory, traceBucket } from './calculate';
import { intensities, yearOnYear } from './intensity';
import { generatedRows, seeded } from './generated-rows';
import { customFactor, pin, pinFuel, row } from './test-rows';
import type { ActivityRow } from './types';

const AR5 = { gwpSet: 'AR5' as const };

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('aggregation and trace', () => {
  const rows: ActivityRow[] = [
    row('S1_STATIONARY_COMBUSTION', 'FUEL', 1000, 'L', pinFuel('IPCC2006-STATIONARY-DIESEL'), {
      facilityId: 'a',
    }),
    row('S2_ELECTRICITY', 'ELECTRICITY', 100, 'MWh', [pin('VN-GRID-2023')], {
      facilityId: 'b',
      period: { kind: 'year', year: 2025 },
      instruments: [{ kind: 'RENEWABLE_CERTIFICATE', quantity: 40, evidence: 'I-REC 1' }],
    }),
    row('S3_05_WASTE', 'ACTIVITY', 12, 't', [pin('DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL')], {
      facilityId: 'b',
      period: { kind: 'quarter', year: 2025, quarter: 2 },
    }),
    row('S3_04_UPSTREAM_TRANSPORT', 'ACTIVITY', 5, 't.km', [], { facilityId: 'a' }),
  ];
  const result = calculateInventory(rows, AR5);

  it('sums scopes, both scope 2 bases, facilities; a row without factor is listed, not counted', () => {
    // 2.68526916 (diesel) + 65.92 (grid, location) + 6.2463924 (waste); market: 39.552 instead of 65.92
    expect(result.totals.scope1).toBeCloseTo(2.68526916, 9);
    expect(result.totals.scope2Location).toBeCloseTo(65.92, 9);
    expect(result.totals.scope2Market).toBeCloseTo(39.552, 9);
    expect(result.totals.totalLocation).toBeCloseTo(2.68526916 + 65.92 + 6.2463924, 9);
    expect(result.totals.totalMarket).toBeCloseTo(2.68526916 + 39.552 + 6.2463924, 9);
    expect(result.byFacility.b.tco2e).toBeCloseTo(65.92 + 6.2463924, 9);
    expect(result.noFactorRowIds).toEqual([rows[3].id]);
    expect(result.byGas.CO2e?.tco2e).toBeCloseTo(6.2463924, 9);
  });

  it('spreads a year over 12 months and a quarter over its 3 months', () => {
    // January: the diesel month + 65.92 / 12; May: 65.92 / 12 + 6.2463924 / 3
    expect(result.byMonth['2025-01'].tco2e).toBeCloseTo(2.68526916 + 65.92 / 12, 9);
    expect(result.byMonth['2025-05'].tco2e).toBeCloseTo(65.92 / 12 + 6.2463924 / 3, 9);
    expect(Object.keys(result.byMonth)).toHaveLength(12);
    expect(result.byMonth['2025-07'].rowIds).toEqual([rows[1].id]);
  });

  it('traces a total down to rows, what the user typed and the factors with their sources', () => {
    const [r] = traceBucket(result, result.byCategory.S3_05_WASTE!);
    expect(r.row.entered).toEqual({ value: 12, unit: 't' });
    expect(r.trace[0]).toMatchObject({
      factorId: 'DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL',
      factorValue: 520.5327,
    });
    expect(r.trace[0].source.row).toContain('20_507_5313_15_1');
  });
});

describe('pinning', () => {
  it('a later library change does not change a pinned row', () => {
    const r = row('S2_ELECTRICITY', 'ELECTRICITY', 1000, 'kWh', [pin('VN-GRID-2023')]);
    const before = calculateInventory([r], AR5).totals.totalLocation;
    const inLibrary = FACTOR_LIBRARY.find((f) => f.id === 'VN-GRID-2023') as EmissionFactor;
    const original = inLibrary.value;
    try {
      inLibrary.value = 9.99;
      expect(calculateInventory([r], AR5).totals.totalLocation).toBe(before);
      // a row pinned after the change does see it: the library did change
      const later = row('S2_ELECTRICITY', 'ELECTRICITY', 1000, 'kWh', [pin('VN-GRID-2023')]);
      expect(calculateInventory([later], AR5).totals.totalLocation).toBeCloseTo(9.99, 9);
    } finally {
      inLibrary.value = original;
    }
    expect(before).toBeCloseTo(0.6592, 9);
  });

  it('snapshots are frozen copies', () => {
    const s = pin('VN-GRID-2023');
    expect(Object.isFrozen(s)).toBe(true);
    expect(s).not.toBe(FACTOR_LIBRARY.find((f) => f.id === 'VN-GRID-2023'));
  });
});

describe('intensities and year-on-year', () => {
  const current = calculateInventory(
    [row('S3_05_WASTE', 'CUSTOM', 10, 't', [customFactor({ id: 'w', value: 1000, perUnit: 't' })])],
    AR5,
  );
  const base = calculateInventory(
    [row('S3_05_WASTE', 'CUSTOM', 8, 't', [customFactor({ id: 'w', value: 1000, perUnit: 't' })])],
    AR5,
  );

  it('per million revenue, per product tonne and per employee; missing or zero denominators give null', () => {
    // 10 t; revenue VND 5 bn = 5,000 million → 0.002 t per million VND; 200 t product → 0.05; 4 employees → 2.5
    const i = intensities(current, {
      revenue: { value: 5e9, currency: 'VND' },
      productTonnes: 200,
      employees: 4,
    });
    expect(i.perMillionRevenue).toEqual({ value: 0.002, currency: 'VND' });
    expect(i.perProductTonne).toBe(0.05);
    expect(i.perEmployee).toBe(2.5);
    const none = intensities(current, { employees: 0, productTonnes: Number.NaN });
    expect(none).toMatchObject({ perMillionRevenue: null, perProductTonne: null, perEmployee: null });
  });

  it('against the base year: 10 t now, 8 t in the base year → +2 t, +25%', () => {
    const y = yearOnYear(current, base);
    expect(y.scope3).toEqual({ current: 10, base: 8, change: 2, changePercent: 25 });
    expect(y.scope1.changePercent).toBeNull();
  });
});

describe('properties over generated rows', () => {
  it('totals equal the sum of rows; every figure is finite', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const rows = generatedRows(200, seeded(seed));
      const result = calculateInventory(rows, AR5);
      let sum = 0;
      let months = 0;
      for (const r of result.rows) {
        if (r.status !== 'calculated') continue;
        expect(Number.isFinite(r.tco2e)).toBe(true);
        sum += r.tco2e;
      }
      for (const b of Object.values(result.byMonth)) months += b.tco2e;
      const t = result.totals;
      expect(close(t.totalLocation, sum)).toBe(true);
      expect(close(months, sum)).toBe(true);
      expect(
        close(
          Object.values(result.byFacility).reduce((s, b) => s + b.tco2e, 0),
          sum,
        ),
      ).toBe(true);
      expect(
        close(
          Object.values(result.byGas).reduce((s, b) => s + b!.tco2e, 0),
          sum,
        ),
      ).toBe(true);
      expect(Object.values(t).every(Number.isFinite)).toBe(true);
    }
  });

  it('more activity never lowers emissions', () => {
    const rng = seeded(7);
    for (const r of generatedRows(300, rng)) {
      const more = { ...r, entered: { ...r.entered, value: r.entered.value * (1 + rng()) } };
      const a = calculateInventory([r], AR5).totals;
      const b = calculateInventory([more], AR5).totals;
      expect(b.totalLocation).toBeGreaterThanOrEqual(a.totalLocation);
      expect(b.totalMarket).toBeGreaterThanOrEqual(a.totalMarket);
    }
  });

  it('recalculates 100,000 rows (the benchmark prints the time: scripts/inventory-engine-bench.ts)', () => {
    const result = calculateInventory(generatedRows(100_000, seeded(42)), AR5);
    expect(result.rows).toHaveLength(100_000);
    expect(result.invalidRowIds).toEqual([]);
    expect(Number.isFinite(result.totals.totalLocation)).toBe(true);
  });
});
