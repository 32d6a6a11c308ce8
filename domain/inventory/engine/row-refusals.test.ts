// Rows the engine refuses or annotates: typed issues and "no factor", never a silent 0.
import { describe, expect, it } from 'vitest';
import { calculateRow } from './row';
import { pin, pinFuel, row } from './test-rows';

const AR5 = { gwpSet: 'AR5' as const };

describe('refusals', () => {
  const diesel = () => pinFuel('IPCC2006-STATIONARY-DIESEL');

  it('no pinned factor: a typed "no factor" result, never 0', () => {
    const r = calculateRow(row('S3_04_UPSTREAM_TRANSPORT', 'ACTIVITY', 100, 't.km', []), AR5);
    expect(r).toMatchObject({ status: 'noFactor', missing: 'factor' });
  });

  it('negative, NaN and infinite quantities are refused with typed issues', () => {
    for (const [value, kind] of [
      [-1, 'negativeQuantity'],
      [Number.NaN, 'nonFiniteQuantity'],
      [Number.POSITIVE_INFINITY, 'nonFiniteQuantity'],
    ] as const) {
      const r = calculateRow(row('S1_STATIONARY_COMBUSTION', 'FUEL', value, 'L', diesel()), AR5);
      expect(r.status).toBe('invalid');
      if (r.status === 'invalid') expect(r.issues).toContainEqual({ kind, field: 'entered.value' });
    }
  });

  it('a spend in VND without a rate is refused (no guessed exchange rate)', () => {
    const r = calculateRow(
      row('S3_01_PURCHASED_GOODS_SERVICES', 'SPEND', 1e9, 'VND', [pin('USEEIO-1.2-NAICS-331110')]),
      AR5,
    );
    expect(r.status).toBe('invalid');
    if (r.status === 'invalid')
      expect(r.issues[0]).toMatchObject({ kind: 'conversion', refusal: { kind: 'missingExchangeRate' } });
  });

  it('a spend year other than the factor dollar year is noted', () => {
    const r = calculateRow(
      row('S3_01_PURCHASED_GOODS_SERVICES', 'SPEND', 24_000, 'VND', [pin('USEEIO-1.2-NAICS-331110')], {
        exchangeRate: { from: 'USD', to: 'VND', rate: 24_000, year: 2025, source: 'user' },
      }),
      AR5,
    );
    expect(r.status === 'calculated' && r.notes).toEqual(['spendYear:2025:factorDollarYear:2021']);
  });

  it('a factor outside its valid years is used as pinned, with a note', () => {
    const r = calculateRow(
      row('S2_ELECTRICITY', 'ELECTRICITY', 1, 'MWh', [pin('VN-GRID-2023')], {
        period: { kind: 'year', year: 2025 },
      }),
      AR5,
    );
    expect(r.status === 'calculated' && r.notes).toEqual(['factorYears:VN-GRID-2023:2023-2023:rowYear:2025']);
  });

  it('LPG in litres is refused: the library has no sourced LPG density', () => {
    const r = calculateRow(
      row('S1_STATIONARY_COMBUSTION', 'FUEL', 100, 'L', pinFuel('IPCC2006-STATIONARY-LPG')),
      AR5,
    );
    expect(r.status === 'invalid' && r.issues[0]).toMatchObject({
      refusal: { kind: 'missingProperty', property: 'densityKgPerL' },
    });
  });

  it('a factor from another group, a wrong unit, certificates above the quantity and a negative balance are refused', () => {
    const wrongGroup = calculateRow(
      row('S1_STATIONARY_COMBUSTION', 'FUEL', 1, 'L', [pin('VN-GRID-2023')]),
      AR5,
    );
    expect(wrongGroup.status === 'invalid' && wrongGroup.issues[0].kind).toBe('factorNotAllowed');
    const wrongUnit = calculateRow(
      row('S3_05_WASTE', 'ACTIVITY', 1, 'km', [pin('DESNZ2025-WASTE-GLASS_LANDFILL')]),
      AR5,
    );
    expect(wrongUnit.status === 'invalid' && wrongUnit.issues[0].kind).toBe('unitNotAllowed');
    const tooMany = calculateRow(
      row('S2_ELECTRICITY', 'ELECTRICITY', 10, 'MWh', [pin('VN-GRID-2023')], {
        instruments: [{ kind: 'DIRECT_PPA', quantity: 11, evidence: 'PPA' }],
      }),
      AR5,
    );
    expect(tooMany.status === 'invalid' && tooMany.issues[0].kind).toBe('instrumentsExceedQuantity');
    const negative = calculateRow(
      row('S1_FUGITIVE_REFRIGERANTS', 'REFRIGERANT', 0, 'kg', [], {
        refrigerant: {
          gas: 'HFC-32',
          method: 'MASS_BALANCE',
          balance: {
            stockStart: 0,
            stockEnd: 10,
            purchased: 0,
            soldOrReturned: 0,
            retiredCapacity: 0,
            newCapacity: 0,
          },
        },
      }),
      AR5,
    );
    expect(negative.status === 'invalid' && negative.issues[0].kind).toBe('negativeMassBalance');
  });

  it('mixed fuels or a gas counted twice on one row are refused', () => {
    const mixed = [pin('IPCC2006-STATIONARY-DIESEL-CO2'), pin('IPCC2006-STATIONARY-GASOLINE-CH4')];
    const r1 = calculateRow(row('S1_STATIONARY_COMBUSTION', 'FUEL', 1, 'L', mixed), AR5);
    expect(r1.status === 'invalid' && r1.issues).toEqual([{ kind: 'mixedFactors' }]);
    const twice = [pin('IPCC2006-STATIONARY-DIESEL-CO2'), pin('IPCC2006-STATIONARY-DIESEL-CO2')];
    const r2 = calculateRow(row('S1_STATIONARY_COMBUSTION', 'FUEL', 1, 'L', twice), AR5);
    expect(r2.status === 'invalid' && r2.issues).toEqual([{ kind: 'duplicateGas', gas: 'CO2' }]);
  });
});
