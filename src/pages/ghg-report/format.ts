// Number and date formats of the GHG report screens, per locale (Intl): "3.551,96" in vi-VN, "3,551.96" in en-US.
import type { Locale } from '../../../domain/messages';

export const intlLocale = (locale: Locale) => (locale === 'vi' ? 'vi-VN' : 'en-US');

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }).format(value);
}

export function formatEur(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(value);
}

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(date);
}
