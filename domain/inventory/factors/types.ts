// The shape of one emission factor of the library. A factor is data: a value per activity unit, the gas it counts,
// and where it comes from (document, table, row, year), its licence, region and the years it is valid for. The
// engine never reads the library while calculating: a row carries snapshots of the factors it was pinned to.
import type { FuelProperties, Unit } from '../units';

/** Gases the engine weighs with a GWP set; CO2e is for factors already aggregated by their publisher. */
export type Gas =
  | 'CO2'
  | 'CH4'
  | 'N2O'
  | 'HFC-32'
  | 'HFC-125'
  | 'HFC-134a'
  | 'HFC-143a'
  | 'HFC-23'
  | 'SF6'
  | 'R-410A'
  | 'R-404A'
  | 'CO2e';

/**
 * What the factor multiplies:
 * - COMBUSTION: kg of `gas` per TJ of fuel (net calorific basis); the fuel's properties convert L, m3, kg, t to TJ;
 * - PER_UNIT: kg of `gas` per `perUnit` of activity (kWh of electricity, t.km, passenger.km, km, t of waste, L of fuel
 *   upstream, USD spent ...).
 * A refrigerant needs no factor row: the gas released is weighed by its GWP (gwp.ts).
 */
export type FactorKind = 'COMBUSTION' | 'PER_UNIT';

/** Which group of activities a factor serves; categories name the groups they accept (activity-categories.ts). */
export type FactorGroup =
  | 'FUEL_STATIONARY'
  | 'FUEL_MOBILE'
  | 'VEHICLE_DISTANCE'
  | 'GRID_ELECTRICITY'
  | 'FUEL_WTT'
  | 'FREIGHT'
  | 'PASSENGER_TRAVEL'
  | 'WASTE'
  | 'PROCESS'
  | 'SPEND'
  | 'CUSTOM';

export interface FactorSource {
  /** Document, e.g. "2006 IPCC Guidelines for National Greenhouse Gas Inventories, Vol. 2". */
  document: string;
  /** Table or sheet, e.g. "Ch. 1 Table 1.4". */
  table: string;
  /** Row or line identifier inside the table, e.g. "Gas/Diesel Oil" or a DESNZ flat-file ID. */
  row: string;
  /** Year of publication. */
  year: number;
  /** Where the figure was read (address or transcription). */
  readFrom: string;
}

export interface EmissionFactor {
  /** Stable id: never reused for a different figure (a new edition gets a new id). */
  id: string;
  group: FactorGroup;
  /** What the factor describes, as a language-neutral code (e.g. "DIESEL", "HGV_ALL_AVERAGE_LADEN"). */
  activity: string;
  kind: FactorKind;
  value: number;
  /** kg of gas per this unit (PER_UNIT) or per TJ (COMBUSTION). */
  perUnit: Unit;
  gas: Gas;
  /** For CO2e factors: the GWP set the publisher used to aggregate (the inventory's own set cannot re-weigh them). */
  gwpBasis?: 'AR4' | 'AR5';
  /** Biogenic CO2: reported beside the scopes, not inside them (GHG Protocol Corporate Standard, ch. 9). */
  biogenic?: boolean;
  /** For COMBUSTION factors: the fuel's density and net calorific value, with their source. */
  fuel?: FuelProperties;
  /** For SPEND factors: the currency year and price basis of the denominator. */
  money?: { currency: 'USD'; dollarYear: number; priceBasis: string };
  source: FactorSource;
  licence: string;
  /** A workspace's own factor: the id or name of the document that supports it (required for CUSTOM). */
  evidence?: string;
  /** ISO 3166 alpha-2 code, or GLOBAL for IPCC defaults. */
  region: string;
  validFrom: number;
  /** Last year the factor applies to; null = until replaced. */
  validTo: number | null;
}

/** A factor as stored with a row when it was pinned: a frozen copy, independent of later library changes. */
export type FactorSnapshot = Readonly<EmissionFactor> & { pinnedAt?: string };

export function snapshotOf(factor: EmissionFactor, pinnedAt?: string): FactorSnapshot {
  const copy: EmissionFactor = {
    ...factor,
    source: { ...factor.source },
    ...(factor.fuel ? { fuel: { ...factor.fuel } } : {}),
    ...(factor.money ? { money: { ...factor.money } } : {}),
  };
  return Object.freeze(pinnedAt ? { ...copy, pinnedAt } : copy);
}
