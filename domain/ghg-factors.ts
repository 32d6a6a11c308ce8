// The factor tables of the GHG emission-risk assessment, as data: every value carries its source and year. Copied
// from the project's GHG reference notes (sections 2-4); the project never reads those notes at run time. Values
// marked "verify" are shown with their source and stay configurable (pass other tables to assessGhgRisk).

import type { GhgSourceId } from './ghg-sources';

export type FuelCode =
  | 'VEHICLE_DIESEL'
  | 'VEHICLE_GASOLINE'
  | 'DIESEL'
  | 'GASOLINE'
  | 'LPG'
  | 'FUEL_OIL'
  | 'NATURAL_GAS'
  | 'ANTHRACITE'
  | 'BITUMINOUS_COAL'
  | 'BIOMASS';
export type FuelUnit = 'L' | 'kg' | 'm3' | 't';
export type GwpSet = 'AR5' | 'AR6';
export type CbamGoods = 'IRON_STEEL' | 'ALUMINIUM' | 'FERTILISERS' | 'CEMENT' | 'ELECTRICITY' | 'HYDROGEN';
export type CbamScenarioCode = 'Y2026' | 'Y2030' | 'FULL_EXPOSURE';

/** A value with where it comes from. */
export interface Sourced<T> {
  value: T;
  year: number;
  source: string;
}

export interface GwpValues {
  ch4: number;
  n2o: number;
}

/** GWP-100 of CH4 and N2O (IPCC AR5 and AR6 WG1 Table 7.15 / 7.SM.7). */
export const GWP: Readonly<Record<GwpSet, Sourced<GwpValues>>> = {
  AR5: { value: { ch4: 28, n2o: 265 }, year: 2014, source: 'IPCC AR5 WG1, GWP-100' },
  AR6: { value: { ch4: 27.9, n2o: 273 }, year: 2021, source: 'IPCC AR6 WG1 Table 7.15, GWP-100' },
};

export interface FuelFactor {
  fuel: FuelCode;
  /** The unit the assessment asks for. */
  unit: FuelUnit;
  /** Tonnes of fuel per input unit (density or heating-value assumption; overridable). */
  tonnesPerUnit: number;
  /** Net calorific value, TJ/Gg (= GJ/t). */
  ncvTjPerGg: number;
  /** Emission factors, kg per TJ. */
  co2KgPerTj: number;
  ch4KgPerTj: number;
  n2oKgPerTj: number;
  /** Tonnes of oil equivalent per input unit. */
  toePerUnit: number;
  source: string;
  year: number;
  /** Vehicles (mobile combustion: IPCC 2006 Vol. 2 Ch. 3) rather than stationary combustion. */
  mobile?: boolean;
}

const IPCC = 'IPCC 2006 GL Vol. 2 Ch. 1 Tables 1.2/1.4 (NCV, CO2), Ch. 2 Table 2.3 (CH4, N2O)';
const MOIT = 'MOIT letter 3505/BCT-KHCN (19 Apr 2011) TOE factors';
const IPCC_ROAD = 'IPCC 2006 GL Vol. 2 Ch. 3 Table 3.2.1 (CO2), Table 3.2.2 (road transport CH4, N2O)';

/**
 * Fuel factors. Natural gas in Sm3 at 36 MJ/m3 (0.75 kg/m3 at 48 GJ/t). Coal TOE: IPCC NCV ÷ 41.868 GJ/TOE,
 * inside MOIT's 0.5-0.75 TOE/t range by grade.
 */
export const FUEL_FACTORS: readonly FuelFactor[] = [
  {
    fuel: 'DIESEL',
    unit: 'L',
    tonnesPerUnit: 0.84 / 1000,
    ncvTjPerGg: 43.0,
    co2KgPerTj: 74100,
    ch4KgPerTj: 3,
    n2oKgPerTj: 0.6,
    toePerUnit: 0.88 / 1000,
    source: `${IPCC}; density 0.84 kg/L; ${MOIT}: 0.88 TOE per 1,000 L`,
    year: 2006,
  },
  {
    fuel: 'GASOLINE',
    unit: 'L',
    tonnesPerUnit: 0.74 / 1000,
    ncvTjPerGg: 44.3,
    co2KgPerTj: 69300,
    ch4KgPerTj: 3,
    n2oKgPerTj: 0.6,
    toePerUnit: 0.83 / 1000,
    source: `${IPCC}; density 0.74 kg/L; ${MOIT}: 0.83 TOE per 1,000 L`,
    year: 2006,
  },
  {
    fuel: 'LPG',
    unit: 'kg',
    tonnesPerUnit: 1 / 1000,
    ncvTjPerGg: 47.3,
    co2KgPerTj: 63100,
    ch4KgPerTj: 1,
    n2oKgPerTj: 0.1,
    toePerUnit: 1.09 / 1000,
    source: `${IPCC}; ${MOIT}: 1.09 TOE per t`,
    year: 2006,
  },
  {
    fuel: 'FUEL_OIL',
    unit: 'L',
    tonnesPerUnit: 0.96 / 1000,
    ncvTjPerGg: 40.4,
    co2KgPerTj: 77400,
    ch4KgPerTj: 3,
    n2oKgPerTj: 0.6,
    toePerUnit: 0.94 / 1000,
    source: `${IPCC} (residual fuel oil); density 0.96 kg/L; ${MOIT}: 0.94 TOE per 1,000 L`,
    year: 2006,
  },
  {
    fuel: 'NATURAL_GAS',
    unit: 'm3',
    tonnesPerUnit: 0.036 / 48.0,
    ncvTjPerGg: 48.0,
    co2KgPerTj: 56100,
    ch4KgPerTj: 1,
    n2oKgPerTj: 0.1,
    toePerUnit: 0.9 / 1000,
    source: `${IPCC}; 36 MJ/Sm3; ${MOIT}: 0.90 TOE per 1,000 m3`,
    year: 2006,
  },
  // Vehicles: IPCC 2006 Vol. 2 Ch. 3, Table 3.2.1 (CO2, as stationary) and Table 3.2.2 (road transport CH4 / N2O:
  // gas/diesel oil 3.9 / 3.9 kg/TJ; motor gasoline, uncontrolled, 33 / 3.2 kg/TJ). With AR5 GWPs and the same
  // densities these give 2.72 kgCO2e/L (diesel) and 2.33 kgCO2e/L (gasoline), the road-transport values of the GHG
  // reference notes (section 4).
  {
    fuel: 'VEHICLE_DIESEL',
    unit: 'L',
    tonnesPerUnit: 0.84 / 1000,
    ncvTjPerGg: 43.0,
    co2KgPerTj: 74100,
    ch4KgPerTj: 3.9,
    n2oKgPerTj: 3.9,
    toePerUnit: 0.88 / 1000,
    source: `${IPCC_ROAD}; density 0.84 kg/L; ${MOIT}: 0.88 TOE per 1,000 L`,
    year: 2006,
    mobile: true,
  },
  {
    fuel: 'VEHICLE_GASOLINE',
    unit: 'L',
    tonnesPerUnit: 0.74 / 1000,
    ncvTjPerGg: 44.3,
    co2KgPerTj: 69300,
    ch4KgPerTj: 33,
    n2oKgPerTj: 3.2,
    toePerUnit: 0.83 / 1000,
    source: `${IPCC_ROAD}; density 0.74 kg/L; ${MOIT}: 0.83 TOE per 1,000 L`,
    year: 2006,
    mobile: true,
  },
  {
    fuel: 'ANTHRACITE',
    unit: 't',
    tonnesPerUnit: 1,
    ncvTjPerGg: 26.7,
    co2KgPerTj: 98300,
    ch4KgPerTj: 10,
    n2oKgPerTj: 1.5,
    toePerUnit: 26.7 / 41.868,
    source: `${IPCC}; TOE = NCV ÷ 41.868 GJ (MOIT range 0.5-0.75 TOE/t)`,
    year: 2006,
  },
  {
    fuel: 'BITUMINOUS_COAL',
    unit: 't',
    tonnesPerUnit: 1,
    ncvTjPerGg: 25.8,
    co2KgPerTj: 94600,
    ch4KgPerTj: 10,
    n2oKgPerTj: 1.5,
    toePerUnit: 25.8 / 41.868,
    source: `${IPCC} (other bituminous coal); TOE = NCV ÷ 41.868 GJ (MOIT range 0.5-0.75 TOE/t)`,
    year: 2006,
  },
  {
    // Solid biomass: its CO2 is biogenic (IPCC 2006 Vol. 2 Ch. 2 §2.3.3.4: reported as a memo item, not in the
    // energy sector's totals), so it counts 0 here; its CH4 and N2O belong in scope 1. "Other primary solid
    // biomass" of Table 1.2 (NCV 11.6 TJ/Gg) and Table 2.3 (manufacturing industries: CH4 30, N2O 4 kg/TJ), the
    // same rows as the inventory's library (domain/inventory/factors/ipcc-combustion.ts).
    fuel: 'BIOMASS',
    unit: 't',
    tonnesPerUnit: 1,
    ncvTjPerGg: 11.6,
    co2KgPerTj: 0,
    ch4KgPerTj: 30,
    n2oKgPerTj: 4,
    toePerUnit: 11.6 / 41.868,
    source: `${IPCC} (other primary solid biomass; biogenic CO2 not counted); TOE = NCV ÷ 41.868 GJ`,
    year: 2006,
  },
];

/** TOE per kWh of electricity (MOIT letter 3505/BCT-KHCN). */
export const ELECTRICITY_TOE_PER_KWH: Sourced<number> = { value: 0.0001543, year: 2011, source: MOIT };

/** Decree 06/2022/ND-CP mandatory-inventory thresholds. */
export const DECREE_06_THRESHOLDS = {
  tco2e: 3000,
  toe: 1000,
  wasteTonnes: 65000,
  /** The "approaching" band starts at this ratio. */
  approachingRatio: 0.7,
  year: 2022,
  source: 'Decree 06/2022/ND-CP; Decision 13/2024/QD-TTg lists',
} as const;

export { DECISION_13_2024_TAX_CODES, DECISION_13_2024_LIST_LOADED } from './decision-13-list';

/** Mark-ups on default values (Regulation 2025/2621): +10% 2026, +20% 2027, +30% from 2028. */
export const CBAM_MARKUP_BY_YEAR: Readonly<Record<number, number>> = { 2026: 0.1, 2027: 0.2, 2028: 0.3 };

/** CBAM factor: share of free allocation still granted (Directive 2003/87/EC Art. 10a(1a), as amended). */
export const CBAM_FACTOR_BY_YEAR: Readonly<Record<number, number>> = {
  2026: 0.975,
  2027: 0.95,
  2028: 0.9,
  2029: 0.775,
  2030: 0.515,
  2031: 0.39,
  2032: 0.265,
  2033: 0.14,
  2034: 0,
};

export function cbamMarkup(year: number): number {
  if (year <= 2026) return CBAM_MARKUP_BY_YEAR[2026];
  if (year === 2027) return CBAM_MARKUP_BY_YEAR[2027];
  return CBAM_MARKUP_BY_YEAR[2028];
}

export function cbamFactor(year: number): number {
  if (year <= 2026) return CBAM_FACTOR_BY_YEAR[2026];
  if (year >= 2034) return 0;
  return CBAM_FACTOR_BY_YEAR[year];
}

/** The three scenarios shown: 2026, 2030 and full exposure (CBAM factor 0, 2034). */
export const CBAM_SCENARIOS: readonly { scenario: CbamScenarioCode; year: number }[] = [
  { scenario: 'Y2026', year: 2026 },
  { scenario: 'Y2030', year: 2030 },
  { scenario: 'FULL_EXPOSURE', year: 2034 },
];

/** CBAM certificate price, EUR/tCO2e: Q1 2026 (published 7 Apr 2026), with a EUR 60-100 band. */
export const CBAM_PRICE_EUR: Sourced<number> & {
  band: { low: number; high: number };
  sourceId: GhgSourceId;
} = {
  value: 75.36,
  year: 2026,
  source: 'CBAM certificate price Q1 2026, Implementing Regulation (EU) 2025/2548 (fendlersalva.com)',
  sourceId: 'CBAM_PRICE_Q1_2026',
  band: { low: 60, high: 100 },
};

/** Importers bringing in at most this many tonnes a year are exempt (Regulation (EU) 2025/2083). */
export const CBAM_EXEMPT_TONNES = 50;

/** VND per EUR, to compare the CBAM cost with revenue: an approximate 2026 rate (verify; configurable). */
export const EUR_VND_RATE: Sourced<number> & { sourceId: GhgSourceId } = {
  value: 30000,
  year: 2026,
  source: 'Approximate EUR/VND rate, 2026 (verify)',
  sourceId: 'EUR_VND_APPROX',
};

/**
 * Decree 80/2021/ND-CP, Art. 5(3): a medium enterprise has at most these many employees (average per year, in social
 * insurance) and revenue at most this (or total capital at most VND 100 bn, which the assessment does not ask, so a
 * revenue above the limit counts as larger). Sources: htlaw.vn "Criteria to determine small and medium enterprises";
 * en.expertis.vn (Decree 80/2021/ND-CP, in force 15 Oct 2021).
 */
export type SmeField = 'INDUSTRY' | 'TRADE_SERVICES';
export const SME_LIMITS_BY_FIELD: Readonly<Record<SmeField, { employees: number; revenueVnd: number }>> = {
  /** Agriculture, forestry, fisheries; industry and construction. */
  INDUSTRY: { employees: 200, revenueVnd: 200_000_000_000 },
  /** Trade and services. */
  TRADE_SERVICES: { employees: 100, revenueVnd: 300_000_000_000 },
};
/** Industry thresholds (kept for callers of the earlier single table). */
export const SME_LIMITS = { ...SME_LIMITS_BY_FIELD.INDUSTRY, source: 'Decree 80/2021/ND-CP' } as const;
