// Number and date formats of the GHG report screens, per locale (Intl): "3.551,96" in vi-VN, "3,551.96" in en-US.
// Plain numbers are the shared kernel's (domain/numbers.ts), so that what is shown is what a field reads.
import type { Locale } from '../../../domain/messages';
import { formatNumber, intlLocale } from '../../../domain/numbers';

export { formatNumber, intlLocale };

/** A number the user entered, with every decimal they gave (the review shows what will be computed). */
export function formatEntered(value: number, locale: Locale): string {
  return formatNumber(value, locale, 20);
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
