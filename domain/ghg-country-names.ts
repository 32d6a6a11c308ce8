// The names of the assessment's facility countries (./ghg-countries.ts) in both languages, as GET /countries gives
// them (server/db/seed-data/countries.json), for the server's report texts and the result page. Not beside the codes:
// the assessment's first step, which lists them, reads them from its dictionary (`ghg.countries`, in the reader's
// language only; ghg-country.test.ts checks that the texts are the same), so that its first load carries neither
// this table nor the other language's names.
import type { GhgCountry } from './ghg-countries';

const COUNTRY_NAMES: Record<GhgCountry, { vi: string; en: string }> = {
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
};

export const isGhgCountry = (code: string): code is GhgCountry => Object.hasOwn(COUNTRY_NAMES, code);

/** The country's name in the reader's language (the code itself for a country not offered). */
export function countryName(code: string, locale: 'vi' | 'en'): string {
  return isGhgCountry(code) ? COUNTRY_NAMES[code][locale] : code;
}
