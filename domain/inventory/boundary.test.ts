// The boundary rules of the GHG inventory (domain/inventory/boundary.ts) and its vocabulary against the migration.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  boundaryIssues,
  decideBaseYearOnCreate,
  decideBaseYearOnUpdate,
  inclusionFactor,
  isValidEquityShare,
  reportingYearBounds,
  reportingYearIssue,
} from './boundary';
import {
  CONSOLIDATION_APPROACHES,
  DEFAULT_CONSOLIDATION_APPROACH,
  DEFAULT_GWP_SET,
  FACILITY_STATUSES,
  GWP_SETS,
  INVENTORY_STATUSES,
  SCOPE_3_CATEGORIES,
  isInventoryEditable,
} from './vocabulary';
import { GWP } from '../ghg-factors';

const today = new Date('2026-11-24T10:00:00Z');

describe('reporting year', () => {
  it('runs from 1990 to the current year', () => {
    expect(reportingYearBounds(today)).toEqual({ min: 1990, max: 2026 });
    expect(reportingYearIssue(1990, today)).toBeNull();
    expect(reportingYearIssue(2026, today)).toBeNull();
    for (const year of [1989, 2027, 2025.5, Number.NaN])
      expect(reportingYearIssue(year, today)).toEqual({
        field: 'reportingYear',
        key: 'validation.reportingYearRange',
        params: { min: 1990, max: 2026 },
      });
  });
});

describe('equity share', () => {
  it('is above 0 and at most 100, with at most two decimals', () => {
    for (const ok of [0.01, 1, 35.5, 49.99, 100]) expect(isValidEquityShare(ok), String(ok)).toBe(true);
    for (const bad of [0, -1, 100.01, 33.333, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isValidEquityShare(bad), String(bad)).toBe(false);
  });

  it('is required for every facility with EQUITY_SHARE, refused with a control approach', () => {
    expect(boundaryIssues('EQUITY_SHARE', [{ facilityId: 'a', equitySharePercent: 60 }])).toEqual([]);
    expect(
      boundaryIssues('EQUITY_SHARE', [{ facilityId: 'a' }, { facilityId: 'b', equitySharePercent: 0 }]),
    ).toEqual([
      { field: 'facilities.0.equitySharePercent', key: 'validation.equityShareRequired' },
      { field: 'facilities.1.equitySharePercent', key: 'validation.equityShareRange' },
    ]);
    expect(
      boundaryIssues('OPERATIONAL_CONTROL', [
        { facilityId: 'a' },
        { facilityId: 'b', equitySharePercent: null },
      ]),
    ).toEqual([]);
    expect(boundaryIssues('FINANCIAL_CONTROL', [{ facilityId: 'a', equitySharePercent: 40 }])).toEqual([
      { field: 'facilities.0.equitySharePercent', key: 'validation.equityShareNotApplicable' },
    ]);
  });

  it('refuses a facility named twice', () => {
    expect(boundaryIssues('OPERATIONAL_CONTROL', [{ facilityId: 'a' }, { facilityId: 'a' }])).toEqual([
      { field: 'facilities.1.facilityId', key: 'validation.facilityRepeated' },
    ]);
  });

  it('decides what share of a facility the inventory takes', () => {
    expect(inclusionFactor('OPERATIONAL_CONTROL', { facilityId: 'a' })).toBe(1);
    expect(inclusionFactor('FINANCIAL_CONTROL', { facilityId: 'a' })).toBe(1);
    expect(inclusionFactor('EQUITY_SHARE', { facilityId: 'a', equitySharePercent: 35.5 })).toBeCloseTo(
      0.355,
      10,
    );
  });
});

describe('base year', () => {
  it('marks the first inventory, moves the mark on request, never leaves none', () => {
    expect(decideBaseYearOnCreate(undefined, false)).toEqual({ kind: 'mark', moveFromOther: false });
    expect(decideBaseYearOnCreate(false, false)).toEqual({ kind: 'mark', moveFromOther: false });
    expect(decideBaseYearOnCreate(undefined, true)).toEqual({ kind: 'keep' });
    expect(decideBaseYearOnCreate(true, true)).toEqual({ kind: 'mark', moveFromOther: true });
    expect(decideBaseYearOnUpdate(true, undefined)).toEqual({ kind: 'keep' });
    expect(decideBaseYearOnUpdate(true, true)).toEqual({ kind: 'keep' });
    expect(decideBaseYearOnUpdate(false, true)).toEqual({ kind: 'mark', moveFromOther: true });
    expect(decideBaseYearOnUpdate(true, false)).toEqual({ kind: 'refuse', reason: 'BASE_YEAR_REQUIRED' });
  });
});

describe('vocabulary', () => {
  const migration = readFileSync(
    new URL('../../server/db/migrations/1100_inventory_boundary.sql', import.meta.url),
    'utf8',
  );
  const checkList = (column: string) => {
    const match = new RegExp(`CHECK \\(${column} IN \\(([^)]*)\\)\\)`).exec(migration);
    return match ? match[1].split(',').map((code) => code.trim().replace(/'/g, '')) : null;
  };

  it('lists the codes the database accepts', () => {
    expect(checkList('consolidation_approach')).toEqual([...CONSOLIDATION_APPROACHES]);
    expect(checkList('gwp_set')).toEqual([...GWP_SETS]);
    expect(checkList('status')?.length).toBeGreaterThan(0);
    expect(migration).toContain(`CHECK (status IN (${INVENTORY_STATUSES.map((s) => `'${s}'`).join(', ')}))`);
    expect(migration).toContain(`CHECK (status IN (${FACILITY_STATUSES.map((s) => `'${s}'`).join(', ')}))`);
  });

  it('defaults to operational control and AR5, a GWP set with sourced values', () => {
    expect(DEFAULT_CONSOLIDATION_APPROACH).toBe('OPERATIONAL_CONTROL');
    expect(DEFAULT_GWP_SET).toBe('AR5');
    for (const set of GWP_SETS) expect(GWP[set].source).toMatch(/IPCC/);
  });

  it('edits only a draft or an inventory sent back for changes', () => {
    expect(INVENTORY_STATUSES.filter(isInventoryEditable)).toEqual(['DRAFT', 'CHANGES_REQUESTED']);
  });

  it('names the 15 scope 3 categories', () => {
    expect(new Set(SCOPE_3_CATEGORIES).size).toBe(15);
  });
});
