// What an inventory still misses (domain/inventory/coverage.ts): facilities without rows and uncovered months.
import { describe, expect, it } from 'vitest';
import { inventoryCoverage, monthsCovered } from './coverage';

describe('monthsCovered', () => {
  it('covers a month, a quarter in three months and a year in twelve, of the same year only', () => {
    expect(monthsCovered({ kind: 'month', year: 2025, month: 7 }, 2025)).toEqual([7]);
    expect(monthsCovered({ kind: 'quarter', year: 2025, quarter: 2 }, 2025)).toEqual([4, 5, 6]);
    expect(monthsCovered({ kind: 'quarter', year: 2025, quarter: 4 }, 2025)).toEqual([10, 11, 12]);
    expect(monthsCovered({ kind: 'year', year: 2025 }, 2025)).toHaveLength(12);
    expect(monthsCovered({ kind: 'month', year: 2024, month: 7 }, 2025)).toEqual([]);
    expect(monthsCovered({ kind: 'year', year: 2026 }, 2025)).toEqual([]);
  });
});

describe('inventoryCoverage', () => {
  const boundary = ['A', 'B', 'C'];

  it('lists every facility of the boundary as without data when there is no row', () => {
    expect(inventoryCoverage({ reportingYear: 2025, boundaryFacilityIds: boundary, periods: [] })).toEqual({
      facilitiesWithoutData: ['A', 'B', 'C'],
      missingMonths: [],
    });
  });

  it('lists per facility the months no month, quarter or year row covers, in the boundary order', () => {
    const coverage = inventoryCoverage({
      reportingYear: 2025,
      boundaryFacilityIds: boundary,
      periods: [
        { facilityId: 'C', period: { kind: 'year', year: 2025 } },
        { facilityId: 'A', period: { kind: 'month', year: 2025, month: 1 } },
        { facilityId: 'A', period: { kind: 'quarter', year: 2025, quarter: 2 } },
        { facilityId: 'A', period: { kind: 'month', year: 2025, month: 12 } },
        { facilityId: 'A', period: { kind: 'month', year: 2025, month: 1 } },
      ],
    });
    expect(coverage.facilitiesWithoutData).toEqual(['B']);
    expect(coverage.missingMonths).toEqual([{ facilityId: 'A', months: [2, 3, 7, 8, 9, 10, 11] }]);
  });

  it('counts a facility with rows of another year only as having data, with every month missing', () => {
    const coverage = inventoryCoverage({
      reportingYear: 2025,
      boundaryFacilityIds: ['A'],
      periods: [{ facilityId: 'A', period: { kind: 'year', year: 2024 } }],
    });
    expect(coverage).toEqual({
      facilitiesWithoutData: [],
      missingMonths: [{ facilityId: 'A', months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }],
    });
  });

  it('ignores rows of facilities outside the boundary', () => {
    const coverage = inventoryCoverage({
      reportingYear: 2025,
      boundaryFacilityIds: ['A'],
      periods: [
        { facilityId: 'Z', period: { kind: 'year', year: 2025 } },
        { facilityId: 'A', period: { kind: 'year', year: 2025 } },
      ],
    });
    expect(coverage).toEqual({ facilitiesWithoutData: [], missingMonths: [] });
  });
});
