// The facility countries the GHG emission-risk assessment offers: the 18 built-in countries of GET /countries
// (server/db/seed-data/countries.json; ghg-countries.test.ts keeps the two in step), and which of them have a
// sourced grid emission factor in domain/ghg-grid-factors.ts (the form needs only this list, not the factors: the
// engine runs on the server). Decree 06/2022/ND-CP is Vietnam's: only a facility in VN gets its verdict. Their names
// are in ./ghg-country-names.ts.

export const GHG_COUNTRIES = [
  'AU',
  'BN',
  'CN',
  'FR',
  'GB',
  'HK',
  'ID',
  'JP',
  'KH',
  'KR',
  'LA',
  'MM',
  'MY',
  'PH',
  'SG',
  'TH',
  'US',
  'VN',
] as const;
export type GhgCountry = (typeof GHG_COUNTRIES)[number];

/** The default facility country. */
export const DEFAULT_GHG_COUNTRY: GhgCountry = 'VN';

/** Countries with a sourced grid factor (ghg-grid-factors.ts; a test checks the two agree). */
export const COUNTRIES_WITH_GRID_FACTOR: ReadonlySet<string> = new Set<GhgCountry>([
  'ID',
  'PH',
  'SG',
  'TH',
  'VN',
]);

/** Decree 06/2022/ND-CP (and Decree 119/2025's quotas) apply to facilities in Vietnam only. */
export const decree06Applies = (country: string | undefined): boolean =>
  (country ?? DEFAULT_GHG_COUNTRY) === 'VN';
