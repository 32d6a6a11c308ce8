// The dashboard's series (scope-series.ts): by scope per month and per facility, adding up to the engine's totals.
import { describe, expect, it } from 'vitest';
import { calculateInventory } from './calculate';
import { scopeSeries } from './scope-series';
import { pin, pinFuel, row } from './test-rows';

const rows = [
  row('S1_STATIONARY_COMBUSTION', 'FUEL', 1200, 'L', pinFuel('IPCC2006-STATIONARY-DIESEL'), {
    facilityId: 'a',
    period: { kind: 'quarter', year: 2025, quarter: 1 },
  }),
  row('S2_ELECTRICITY', 'ELECTRICITY', 120, 'MWh', [pin('VN-GRID-2023')], {
    facilityId: 'b',
    period: { kind: 'year', year: 2025 },
  }),
  row('S3_05_WASTE', 'ACTIVITY', 12, 't', [pin('DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL')], {
    facilityId: 'a',
    period: { kind: 'month', year: 2025, month: 6 },
  }),
  row('S3_04_UPSTREAM_TRANSPORT', 'ACTIVITY', 5, 't.km', [], { facilityId: 'a' }),
];

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('scopeSeries', () => {
  it('gives the twelve months of the reporting year, spreading quarters and years, summing to the totals', () => {
    const result = calculateInventory(rows, { gwpSet: 'AR5' });
    const { months } = scopeSeries(result, 2025);
    expect(months.map((m) => m.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    expect(sum(months.map((m) => m.scope1))).toBeCloseTo(result.totals.scope1, 9);
    expect(sum(months.map((m) => m.scope2Location))).toBeCloseTo(result.totals.scope2Location, 9);
    expect(sum(months.map((m) => m.scope2Market))).toBeCloseTo(result.totals.scope2Market, 9);
    expect(sum(months.map((m) => m.scope3))).toBeCloseTo(result.totals.scope3, 9);
    expect(months[0].scope1).toBeCloseTo(result.totals.scope1 / 3, 9);
    expect(months[3].scope1).toBe(0);
    expect(months[5].scope3).toBeCloseTo(result.totals.scope3, 9);
    expect(months[11].scope2Location).toBeCloseTo(result.totals.scope2Location / 12, 9);
  });

  it('sums per facility by scope, rows without a factor counting nowhere', () => {
    const result = calculateInventory(rows, { gwpSet: 'AR5' });
    const { facilities } = scopeSeries(result, 2025);
    const a = facilities.find((f) => f.facilityId === 'a')!;
    const b = facilities.find((f) => f.facilityId === 'b')!;
    expect(a.scope1).toBeCloseTo(result.totals.scope1, 9);
    expect(a.scope3).toBeCloseTo(result.totals.scope3, 9);
    expect(a.scope2Location).toBe(0);
    expect(b.scope2Location).toBeCloseTo(result.totals.scope2Location, 9);
    expect(b.scope1 + b.scope3).toBe(0);
  });

  it('weighs each facility like the engine (equity share) and leaves months of other years out', () => {
    const weight = (id: string) => (id === 'a' ? 0.5 : 1);
    const other = row('S1_STATIONARY_COMBUSTION', 'FUEL', 100, 'L', pinFuel('IPCC2006-STATIONARY-DIESEL'), {
      facilityId: 'b',
      period: { kind: 'month', year: 2024, month: 5 },
    });
    const result = calculateInventory([...rows, other], { gwpSet: 'AR5', facilityWeight: weight });
    const { months, facilities } = scopeSeries(result, 2025, weight);
    const otherTco2e = result.rows.find((r) => r.row.id === other.id)!;
    expect(otherTco2e.status).toBe('calculated');
    const inYear = sum(months.map((m) => m.scope1));
    expect(inYear).toBeCloseTo(facilities.find((f) => f.facilityId === 'a')!.scope1, 9);
    expect(sum(facilities.map((f) => f.scope1))).toBeCloseTo(result.totals.scope1, 9);
    expect(inYear).toBeLessThan(result.totals.scope1);
  });
});
