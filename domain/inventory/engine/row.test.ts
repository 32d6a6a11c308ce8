// One hand-computed case per category offered, with the factor's source and the arithmetic. AR5 unless stated.
import { describe, expect, it } from 'vitest';
import { calculateRow } from './row';
import { customFactor, pin, pinFuel, row } from './test-rows';
import type { CalculatedRow, RowResult } from './types';

function calc(r: Parameters<typeof calculateRow>[0], gwpSet: 'AR5' | 'AR6' = 'AR5'): CalculatedRow {
  const result: RowResult = calculateRow(r, { gwpSet });
  if (result.status !== 'calculated') throw new Error(JSON.stringify(result));
  return result;
}

describe('scope 1', () => {
  it('stationary: 1,000 L diesel (IPCC 2006 Vol. 2 Ch. 1 Tables 1.2/1.4, Ch. 2 Table 2.3)', () => {
    // 1,000 L × 0.84 kg/L = 840 kg = 0.84 t; × 43.0 GJ/t = 36.12 GJ = 0.03612 TJ
    // CO2 0.03612 × 74,100 = 2,676.492 kg; CH4 0.03612 × 3 × 28 = 3.03408; N2O 0.03612 × 0.6 × 265 = 5.74308
    // = 2,685.26916 kg CO2e = 2.68526916 t (cf. GHG reference notes: 3.197 tCO2e/t × 0.84 t)
    const r = calc(row('S1_STATIONARY_COMBUSTION', 'FUEL', 1000, 'L', pinFuel('IPCC2006-STATIONARY-DIESEL')));
    expect(r.tco2e).toBeCloseTo(2.68526916, 9);
    expect(r.byGas.CO2).toBeCloseTo(2.676492, 9);
    expect(r.trace[0].source.table).toContain('Table 1.4');
    expect(r.row.entered).toEqual({ value: 1000, unit: 'L' });
  });

  it('stationary, entered in GJ: 36.12 GJ of diesel is the same 2.68526916 t (no density needed)', () => {
    const r = calc(
      row('S1_STATIONARY_COMBUSTION', 'FUEL', 36.12, 'GJ', pinFuel('IPCC2006-STATIONARY-DIESEL')),
    );
    expect(r.tco2e).toBeCloseTo(2.68526916, 9);
  });

  it('mobile, fuel-based: 1,000 L vehicle diesel (IPCC 2006 Vol. 2 Ch. 3 Tables 3.2.1, 3.2.2)', () => {
    // 0.03612 TJ; CO2 2,676.492; CH4 0.03612 × 3.9 × 28 = 3.944304; N2O 0.03612 × 3.9 × 265 = 37.33002
    // = 2,717.766324 kg = 2.717766324 t
    const r = calc(row('S1_MOBILE_COMBUSTION', 'FUEL', 1000, 'L', pinFuel('IPCC2006-MOBILE-VEHICLE_DIESEL')));
    expect(r.tco2e).toBeCloseTo(2.717766324, 9);
  });

  it('mobile, distance-based: 10,000 km by an average-laden diesel HGV (DESNZ 2025, 27_304_3140_4_1)', () => {
    // 10,000 km × 0.89121 kg CO2e/km = 8,912.1 kg = 8.9121 t
    const r = calc(
      row('S1_MOBILE_COMBUSTION', 'DISTANCE', 10_000, 'km', [
        pin('DESNZ2025-VEHICLE_DISTANCE-HGV_DIESEL_AVERAGE_LADEN'),
      ]),
    );
    expect(r.tco2e).toBeCloseTo(8.9121, 9);
  });

  it('fugitive, top-up: 10 kg R-410A (GWP AR5 1,924; AR6 2,256, GHG reference notes section 4)', () => {
    // 10 kg × 1,924 = 19,240 kg = 19.24 t (AR5); 10 × 2,256 = 22.56 t (AR6)
    const r = row('S1_FUGITIVE_REFRIGERANTS', 'REFRIGERANT', 10, 'kg', [], {
      refrigerant: { gas: 'R-410A', method: 'TOP_UP' },
    });
    expect(calc(r).tco2e).toBeCloseTo(19.24, 9);
    expect(calc(r, 'AR6').tco2e).toBeCloseTo(22.56, 9);
  });

  it('fugitive, mass balance: HFC-134a (GHG Protocol HFC tool; GWP AR5 1,300)', () => {
    // (100 − 90) + (20 − 5) + (0 − 15) = 10 kg released; × 1,300 = 13 t
    const r = row('S1_FUGITIVE_REFRIGERANTS', 'REFRIGERANT', 0, 'kg', [], {
      refrigerant: {
        gas: 'HFC-134a',
        method: 'MASS_BALANCE',
        balance: {
          stockStart: 100,
          stockEnd: 90,
          purchased: 20,
          soldOrReturned: 5,
          retiredCapacity: 0,
          newCapacity: 15,
        },
      },
    });
    expect(calc(r).tco2e).toBeCloseTo(13, 9);
  });

  it('process: a workspace factor with its evidence (no library method yet)', () => {
    // 1,000 t × 520 kg CO2/t = 520,000 kg = 520 t
    const f = customFactor({ id: 'ws-clinker', value: 520, perUnit: 't' });
    expect(calc(row('S1_PROCESS', 'CUSTOM', 1000, 't', [f])).tco2e).toBeCloseTo(520, 9);
  });

  it('process: 1,000 t clinker (IPCC 2006 Vol. 3 Ch. 2 Tier 2, Eq. 2.4: 0.65 CaO × 0.7848 t CO2/t CaO)', () => {
    // 1,000 t × 510.12 kg/t = 510,120 kg = 510.12 t CO2
    const r = calc(row('S1_PROCESS', 'ACTIVITY', 1000, 't', [pin('IPCC2006-PROCESS-CEMENT_CLINKER-CO2')]));
    expect(r.tco2e).toBeCloseTo(510.12, 9);
  });

  it('biomass: 10 t wood, biogenic CO2 beside the scopes, CH4 and N2O inside (IPCC 2006 Tables 1.2/1.4, 2.3)', () => {
    // 10 t × 15.6 GJ/t = 156 GJ = 0.156 TJ; CO2 0.156 × 112,000 = 17,472 kg = 17.472 t biogenic
    // CH4 0.156 × 30 = 4.68 kg × 28 = 131.04; N2O 0.156 × 4 = 0.624 kg × 265 = 165.36 → 296.4 kg = 0.2964 t
    const r = calc(row('S1_STATIONARY_COMBUSTION', 'FUEL', 10, 't', pinFuel('IPCC2006-STATIONARY-WOOD')));
    expect(r.biogenicCo2T).toBeCloseTo(17.472, 9);
    expect(r.tco2e).toBeCloseTo(0.2964, 9);
    expect(r.byGas.CO2).toBeUndefined();
  });

  it('lignite: 100 t (IPCC 2006 Table 1.2 NCV 11.9, Table 1.4 CO2 101,000, Table 2.3 CH4 10 / N2O 1.5)', () => {
    // 100 t × 11.9 = 1,190 GJ = 1.19 TJ; CO2 1.19 × 101,000 = 120,190 kg; CH4 1.19 × 10 × 28 = 333.2;
    // N2O 1.19 × 1.5 × 265 = 473.025 → 120,996.225 kg = 120.996225 t
    const r = calc(row('S1_STATIONARY_COMBUSTION', 'FUEL', 100, 't', pinFuel('IPCC2006-STATIONARY-LIGNITE')));
    expect(r.tco2e).toBeCloseTo(120.996225, 9);
  });
});

describe('scope 2', () => {
  const grid = () => [pin('VN-GRID-2023')];

  it('location-based: 100 MWh at Vietnam 2023 grid factor 0.6592 tCO2/MWh (DCC 2023)', () => {
    // 100 MWh = 100,000 kWh × 0.6592 kg/kWh = 65,920 kg = 65.92 t
    const r = calc(row('S2_ELECTRICITY', 'ELECTRICITY', 100, 'MWh', grid()));
    expect(r.tco2e).toBeCloseTo(65.92, 9);
    expect(r.tco2eMarket).toBeCloseTo(65.92, 9);
  });

  it('market-based: 40 of 100 MWh covered by renewable certificates', () => {
    // certificates: 40 MWh × 0 = 0; the rest at the grid factor (no VN residual mix): 60,000 kWh × 0.6592 = 39.552 t
    const r = calc(
      row('S2_ELECTRICITY', 'ELECTRICITY', 100, 'MWh', grid(), {
        instruments: [{ kind: 'RENEWABLE_CERTIFICATE', quantity: 40, evidence: 'I-REC VN-2025-0001' }],
      }),
    );
    expect(r.tco2e).toBeCloseTo(65.92, 9);
    expect(r.tco2eMarket).toBeCloseTo(39.552, 9);
  });

  it('market-based: 30,000 of 100,000 kWh at a supplier factor of 0.5 kg/kWh', () => {
    // 30,000 × 0.5 = 15,000 kg + 70,000 × 0.6592 = 46,144 kg → 61.144 t
    const supplier = customFactor({ id: 'ws-ppa', value: 0.5, perUnit: 'kWh', group: 'GRID_ELECTRICITY' });
    const r = calc(
      row('S2_ELECTRICITY', 'ELECTRICITY', 100_000, 'kWh', grid(), {
        instruments: [
          { kind: 'SUPPLIER_FACTOR', quantity: 30_000, factor: supplier, evidence: 'PPA 2025/07' },
        ],
      }),
    );
    expect(r.tco2eMarket).toBeCloseTo(61.144, 9);
  });
});

describe('scope 3', () => {
  it('cat 1 by spend: VND 2.4 bn of steel at a user rate of 24,000 VND/USD (USEEIO v1.2 NAICS 331110)', () => {
    // 2,400,000,000 / 24,000 = 100,000 USD × 0.979 kg/USD = 97,900 kg = 97.9 t
    const r = calc(
      row('S3_01_PURCHASED_GOODS_SERVICES', 'SPEND', 2_400_000_000, 'VND', [pin('USEEIO-1.2-NAICS-331110')], {
        exchangeRate: { from: 'USD', to: 'VND', rate: 24_000, year: 2021, source: 'user' },
      }),
    );
    expect(r.tco2e).toBeCloseTo(97.9, 9);
    expect(r.notes).toEqual([]);
  });

  it('cat 2 by spend: USD 50,000 of machinery (USEEIO v1.2 NAICS 423830, 0.117 kg/USD) = 5.85 t', () => {
    const r = calc(row('S3_02_CAPITAL_GOODS', 'SPEND', 50_000, 'USD', [pin('USEEIO-1.2-NAICS-423830')]));
    expect(r.tco2e).toBeCloseTo(5.85, 9);
  });

  it('cat 3: well-to-tank of 1,000 L diesel (DESNZ 2025 WTT fuels, 11_101_1012_8_1: 0.62409 kg/L) = 0.62409 t', () => {
    const r = calc(
      row('S3_03_FUEL_ENERGY_RELATED', 'ACTIVITY', 1000, 'L', [pin('DESNZ2025-FUEL_WTT-DIESEL')]),
    );
    expect(r.tco2e).toBeCloseTo(0.62409, 9);
  });

  it('cat 4: 20 t over 500 km by HGV (DESNZ 2025, 27_304_3140_14_1: 0.10163 kg/t.km)', () => {
    // 10,000 t.km × 0.10163 = 1,016.3 kg = 1.0163 t
    const r = calc(
      row('S3_04_UPSTREAM_TRANSPORT', 'ACTIVITY', 10_000, 't.km', [
        pin('DESNZ2025-FREIGHT-HGV_DIESEL_AVERAGE_LADEN'),
      ]),
    );
    expect(r.tco2e).toBeCloseTo(1.0163, 9);
  });

  it('cat 5: 12 t commercial and industrial waste to landfill (DESNZ 2025, 20_507_5313_15_1: 520.5327 kg/t)', () => {
    // 12 × 520.5327 = 6,246.3924 kg = 6.2463924 t
    const r = calc(
      row('S3_05_WASTE', 'ACTIVITY', 12, 't', [pin('DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL')]),
    );
    expect(r.tco2e).toBeCloseTo(6.2463924, 9);
  });

  it('cat 6: 2,300 passenger.km economy flights with RF (DESNZ 2025, 21_316_3180_11_1: 0.10916)', () => {
    // 2,300 × 0.10916 = 251.068 kg = 0.251068 t
    const r = calc(
      row('S3_06_BUSINESS_TRAVEL', 'ACTIVITY', 2300, 'passenger.km', [
        pin('DESNZ2025-PASSENGER_TRAVEL-AIR_INTERNATIONAL_ECONOMY_WITH_RF'),
      ]),
    );
    expect(r.tco2e).toBeCloseTo(0.251068, 9);
  });

  it('cat 7: 220,000 km by motorbike (DESNZ 2025, 25_302_3080_4_1: 0.11367 kg/km) = 25.0074 t', () => {
    const r = calc(
      row('S3_07_EMPLOYEE_COMMUTING', 'DISTANCE', 220_000, 'km', [
        pin('DESNZ2025-VEHICLE_DISTANCE-MOTORBIKE_AVERAGE'),
      ]),
    );
    expect(r.tco2e).toBeCloseTo(25.0074, 9);
  });

  it('cat 9: 1,000,000 t.km by container ship (DESNZ 2025, 27_320_3235_14_1: 0.01612) = 16.12 t', () => {
    const r = calc(
      row('S3_09_DOWNSTREAM_TRANSPORT', 'ACTIVITY', 1_000_000, 't.km', [
        pin('DESNZ2025-FREIGHT-SEA_CONTAINER_AVERAGE'),
      ]),
    );
    expect(r.tco2e).toBeCloseTo(16.12, 9);
  });

  it('cat 12: 5,000 kg plastics to landfill (DESNZ 2025, 20_505_5383_15_1: 8.98311 kg/t) = 0.04491555 t', () => {
    const r = calc(
      row('S3_12_END_OF_LIFE_SOLD_PRODUCTS', 'ACTIVITY', 5000, 'kg', [
        pin('DESNZ2025-WASTE-PLASTICS_AVERAGE_LANDFILL'),
      ]),
    );
    expect(r.tco2e).toBeCloseTo(0.04491555, 12);
  });
});
