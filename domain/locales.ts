// The product's languages: Vietnamese first (the default), English. Apart from the message catalogue
// (./messages.ts) so that what only needs the languages (the browser's entry) does not load the catalogue.
export const locales = ['vi', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'vi';

export function toLocale(value: string | null | undefined): Locale {
  const tag = (value ?? '').trim().toLowerCase();
  if (tag.startsWith('en')) return 'en';
  return 'vi';
}

/** Picks the first supported language of an Accept-Language header (vi by default). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('vi')) return 'vi';
    if (tag.startsWith('en')) return 'en';
  }
  return defaultLocale;
}
