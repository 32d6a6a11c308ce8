// "4,000+": a count shown as a floor that is true today, rounded down to two significant figures (4,213 -> 4,200;
// 137 -> 130; 99 -> 99), grouped the reader's way (vi 4.200, en 4,200). Spelled by hand so the server's and the
// browser's text are the same (no ICU differences).
import type { Locale } from './messages';

export function roundDownCount(count: number): number {
  if (!Number.isFinite(count) || count < 0) return 0;
  const whole = Math.floor(count);
  if (whole < 100) return whole;
  const unit = 10 ** (String(whole).length - 2);
  return Math.floor(whole / unit) * unit;
}

export function groupDigits(value: number, locale: Locale): string {
  const separator = locale === 'vi' ? '.' : ',';
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export function formatRoundedCount(count: number, locale: Locale): string {
  return groupDigits(roundDownCount(count), locale);
}
