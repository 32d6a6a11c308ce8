// Grid emission factors per facility country (tCO2 per MWh), each with its year and the id of its source
// (ghg-sources.ts). Only values found in a public, citable source are here; a country without one has no entry,
// and the assessment then asks for the user's own factor (shown as "your own" on the result), never 0 and never
// Vietnam's value. Server-side data: the form only needs COUNTRIES_WITH_GRID_FACTOR (ghg-countries.ts).
import type { GhgCountry } from './ghg-countries';
import type { GhgSourceId } from './ghg-sources';

export interface GridValue {
  /** tCO2 per MWh (= kgCO2 per kWh). */
  value: number;
  year: number;
  sourceId: GhgSourceId;
}

export interface CountryGridFactors {
  factor: GridValue;
  /** The alternative value of the sensitivity figure; null when no second sourced value exists. */
  sensitivity: GridValue | null;
}

export const GRID_FACTORS_BY_COUNTRY: Readonly<Partial<Record<GhgCountry, CountryGridFactors>>> = {
  // GHG reference notes section 2: DCC 2023 combined margin (default) and the 2024 research estimate.
  VN: {
    factor: { value: 0.6592, year: 2023, sourceId: 'GRID_VN_DCC_2023' },
    sensitivity: { value: 0.6811, year: 2024, sourceId: 'GRID_VN_HUST_2024' },
  },
  // TGO board, Scope 2 factor 0.4750 kgCO2e/kWh from 1 Jan 2026 (nationthailand.com, 30 Nov 2025).
  TH: { factor: { value: 0.475, year: 2026, sourceId: 'GRID_TH_TGO_2026' }, sensitivity: null },
  // EMA, Singapore Energy Statistics 2018: average operating margin 0.4192 kgCO2/kWh in 2017.
  SG: { factor: { value: 0.4192, year: 2017, sourceId: 'GRID_SG_EMA_2017' }, sensitivity: null },
  // DOE Philippines, 2015-2017 NGEF: Luzon-Visayas simple OM 0.7122; Mindanao simple OM 0.7797 (sensitivity).
  PH: {
    factor: { value: 0.7122, year: 2017, sourceId: 'GRID_PH_DOE_LUZON_VISAYAS' },
    sensitivity: { value: 0.7797, year: 2017, sourceId: 'GRID_PH_DOE_MINDANAO' },
  },
  // PLN RUPTL 2015-2024, ch. 6: average grid emission factor 0.867 kgCO2/kWh in 2015.
  ID: { factor: { value: 0.867, year: 2015, sourceId: 'GRID_ID_RUPTL_2015' }, sensitivity: null },
};

export function gridFactorsOf(country: string): CountryGridFactors | null {
  return Object.hasOwn(GRID_FACTORS_BY_COUNTRY, country)
    ? (GRID_FACTORS_BY_COUNTRY[country as GhgCountry] ?? null)
    : null;
}
