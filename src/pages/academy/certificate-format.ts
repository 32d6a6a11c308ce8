// Dates on the certificate screens, in the reader's language (vi: 24/11/2026, en: 24 Nov 2026), in Vietnam's time.
import type { Locale } from '../../../domain/messages';

export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    day: 'numeric',
    month: locale === 'vi' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(iso));
}
