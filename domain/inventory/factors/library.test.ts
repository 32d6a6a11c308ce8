// The library's integrity: every factor sourced, licensed and finite, ids unique, the shared figures equal to the
// risk assessment's (one truth), Vietnam's grid by year, and every category's factor groups served.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../activity-categories';
import { FUEL_FACTORS, GWP } from '../../ghg-factors';
import { GRID_FACTORS_BY_COUNTRY } from '../../ghg-grid-factors';
import { GWP_TABLES, REFRIGERANT_GASES } from './gwp';
import { vnGridFactorFor } from './grid-vn';
import { FACTOR_LIBRARY, factorById, factorsFor } from './library';

describe('factor library', () => {
  it('every factor has a unique id, a finite non-negative value, a source, a licence, a region and years', () => {
    const ids = new Set<string>();
    for (const f of FACTOR_LIBRARY) {
      expect(ids.has(f.id), f.id).toBe(false);
      ids.add(f.id);
      expect(Number.isFinite(f.value) && f.value >= 0, f.id).toBe(true);
      expect(f.source.document.length > 0 && f.source.table.length > 0 && f.source.row.length > 0, f.id).toBe(
        true,
      );
      expect(f.source.year).toBeGreaterThan(2000);
      expect(f.licence.length, f.id).toBeGreaterThan(0);
      expect(f.region.length, f.id).toBeGreaterThan(0);
      expect(f.validTo === null || f.validTo >= f.validFrom, f.id).toBe(true);
      if (f.kind === 'COMBUSTION') expect(f.fuel?.ncvTjPerGg, f.id).toBeGreaterThan(0);
      if (f.gas === 'CO2e') expect(f.gwpBasis, f.id).toBeDefined();
    }
  });

  it('combustion figures are the risk assessment’s (domain/ghg-factors.ts), not copies', () => {
    // The assessment's BIOMASS counts no CO2 (biogenic); the library's solid biomass keeps it, marked biogenic.
    for (const fuel of FUEL_FACTORS.filter((f) => f.fuel !== 'BIOMASS')) {
      const prefix = fuel.mobile ? 'MOBILE' : 'STATIONARY';
      const [co2, ch4, n2o] = ['CO2', 'CH4', 'N2O'].map((g) =>
        factorById(`IPCC2006-${prefix}-${fuel.fuel}-${g}`),
      );
      expect(co2?.value).toBe(fuel.co2KgPerTj);
      expect(ch4?.value).toBe(fuel.ch4KgPerTj);
      expect(n2o?.value).toBe(fuel.n2oKgPerTj);
      expect(co2?.fuel?.ncvTjPerGg).toBe(fuel.ncvTjPerGg);
    }
    const biomass = FUEL_FACTORS.find((f) => f.fuel === 'BIOMASS')!;
    expect(factorById('IPCC2006-STATIONARY-OTHER_SOLID_BIOMASS-CH4')?.value).toBe(biomass.ch4KgPerTj);
    expect(factorById('IPCC2006-STATIONARY-OTHER_SOLID_BIOMASS-N2O')?.value).toBe(biomass.n2oKgPerTj);
    expect(factorById('IPCC2006-STATIONARY-OTHER_SOLID_BIOMASS-CO2')?.biogenic).toBe(true);
    expect(factorsFor('FUEL_STATIONARY', 'DIESEL')).toHaveLength(3);
  });

  it('GWPs: CH4 and N2O from the assessment; refrigerants from the reference notes', () => {
    expect(GWP_TABLES.AR5.values.CH4).toBe(GWP.AR5.value.ch4);
    expect(GWP_TABLES.AR6.values.N2O).toBe(GWP.AR6.value.n2o);
    expect(GWP_TABLES.AR5.values['R-410A']).toBe(1924);
    expect(GWP_TABLES.AR6.values['HFC-32']).toBe(771);
    for (const gas of REFRIGERANT_GASES)
      expect(GWP_TABLES.AR6.values[gas]).toBeGreaterThan(GWP_TABLES.AR5.values[gas] * 0.5);
  });

  it('Vietnam grid factor by year, 2023 from the assessment; no value for a year without one', () => {
    expect(vnGridFactorFor(2023)?.value).toBe(GRID_FACTORS_BY_COUNTRY.VN!.factor.value);
    expect(vnGridFactorFor(2019)?.value).toBe(0.8458);
    expect(vnGridFactorFor(2024)?.source.row).toContain('research estimate');
    expect(vnGridFactorFor(2013)).toBeNull();
  });

  it('every category that claims library factors has at least one factor for each of its groups', () => {
    for (const c of CATEGORIES) {
      if (!c.hasLibraryFactors) continue;
      for (const rule of c.inputs) {
        for (const g of rule.factorGroups) {
          if (g === 'CUSTOM') continue;
          expect(
            FACTOR_LIBRARY.some((f) => f.group === g),
            `${c.code} ${g}`,
          ).toBe(true);
        }
      }
    }
    expect(CATEGORIES.filter((c) => c.scope === 3).map((c) => c.scope3Number)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
  });
});
