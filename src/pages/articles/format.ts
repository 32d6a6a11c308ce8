// Dates on the article pages, the same on the server and in every browser: the calendar day in Vietnam's time zone
// (UTC+7, no daylight saving), spelled by hand rather than by Intl, whose wording differs between ICU versions
// (the server's Node and the reader's browser) and would make hydration fail.
import type { Locale } from '../../../domain/messages';

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `24/11/2026` (vi) or `24 Nov 2026` (en); the ISO text itself when it is not a date. */
export function formatDay(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const day = new Date(time + VIETNAM_OFFSET_MS);
  const d = day.getUTCDate();
  const m = day.getUTCMonth();
  const y = day.getUTCFullYear();
  if (locale === 'vi') return `${String(d).padStart(2, '0')}/${String(m + 1).padStart(2, '0')}/${y}`;
  return `${d} ${EN_MONTHS[m]} ${y}`;
}

/** The machine-readable date of a <time> element (the same calendar day). */
export function isoDay(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}
