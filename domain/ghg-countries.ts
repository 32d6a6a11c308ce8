// The facility countries the GHG emission-risk assessment offers: the 18 built-in countries of GET /countries
// (server/db/seed-data/countries.json; ghg-countries.test.ts keeps the two in step), and which of them have a
// sourced grid emission factor in domain/ghg-grid-factors.ts (the form needs only this list, not the factors: the
// engine runs on the server). Decree 06/2022/ND-CP is Vietnam's: only a facility in VN gets its verdict.

/** The countries and their names as GET /countries gives them (server/db/seed-data/countries.json), by code. */
const COUNTRY_NAMES = {
  AU: { vi: 'Úc', en: 'Australia' },
  BN: { vi: 'Brunei', en: 'Brunei' },
  CN: { vi: 'Trung Quốc', en: 'China' },
  FR: { vi: 'Pháp', en: 'France' },
  GB: { vi: 'Vương quốc Anh', en: 'United Kingdom' },
  HK: { vi: 'Hồng Kông', en: 'Hong Kong' },
  ID: { vi: 'Indonesia', en: 'Indonesia' },
  JP: { vi: 'Nhật Bản', en: 'Japan' },
  KH: { vi: 'Campuchia', en: 'Cambodia' },
  KR: { vi: 'Hàn Quốc', en: 'South Korea' },
  LA: { vi: 'Lào', en: 'Laos' },
  MM: { vi: 'Myanmar', en: 'Myanmar' },
  MY: { vi: 'Malaysia', en: 'Malaysia' },
  PH: { vi: 'Philippines', en: 'Philippines' },
  SG: { vi: 'Singapore', en: 'Singapore' },
  TH: { vi: 'Thái Lan', en: 'Thailand' },
  US: { vi: 'Hoa Kỳ', en: 'United States' },
  VN: { vi: 'Việt Nam', en: 'Vietnam' },
} as const satisfies Record<string, { vi: string; en: string }>;

export type GhgCountry = keyof typeof COUNTRY_NAMES;
// The codes are the names' keys (one list, not two to keep in step), in the order written: alphabetical.
export const GHG_COUNTRIES = Object.keys(COUNTRY_NAMES) as readonly GhgCountry[];

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

export const isGhgCountry = (code: string): code is GhgCountry => Object.hasOwn(COUNTRY_NAMES, code);

/** The country's name in the reader's language (the code itself for a country not offered). */
export function countryName(code: string, locale: 'vi' | 'en'): string {
  return isGhgCountry(code) ? COUNTRY_NAMES[code][locale] : code;
}
