// Numbers as people write them, per language: reading what a user types and writing numbers back.
//
//   vi: 1.234.567,5   (point between thousands, comma before the decimals)
//   en: 1,234,567.5   (comma between thousands, point before the decimals)
//
// Reading is strict, never a guess, and never silently off by a factor of 1,000:
// - the language's own marks are read the language's way: vi "120.000" = 120000, vi "0,6592" = 0.6592,
//   en "120,000" = 120000, en "4,500,000" = 4500000;
// - thousands separators (the language's mark, a space, a no-break space U+00A0/U+202F or a thin space U+2009)
//   must split the whole part into groups of three after a first group of one to three digits that does not
//   start with 0 ("1.234.567", "2 000 000"); "12.34.5", "1.2345" (vi) or "1.000 000" (two kinds) are refused;
// - at most one decimal mark, with digits after it ("12," and "1..2" are refused); no thousands mark after it;
// - AMBIGUOUS, refused with both readings: one decimal mark of the language followed by exactly three digits,
//   after a whole part of 1-3 digits not starting with 0 — where the other language would read a thousands
//   separator: vi "120,000" (120 here, 120000 in English), en "120.000", vi "1,500", en "1.500". The user
//   types "120.000" / "120" (vi) to say which. "0,500" is not ambiguous (0.5): no one groups a leading zero.
//   A field's rules may settle it, only ever for this language's own reading: when the thousands reading breaks
//   them (vi "1,234" tCO2e/t with a maximum of 1,000 is 1.234; "-1,234" with a minimum of 0 is below it);
//   a field shows such a value with a fourth decimal ("1,2340"), so that what it shows reads back;
// - a text that is wrong in this language but right in the other (mixed marks in the other order, vi
//   "1,234,567.5", en "1.234.567,5", en "0,6592") is refused, with the number written this language's way;
// - a leading "+", "-" or "−" (U+2212) gives the sign; whether a negative is allowed is the field's rule
//   (readNumber); exponents ("1e5"), words ("abc", "NaN", "Infinity") and more than 15 significant digits
//   (which a double cannot keep exactly) are refused.
// Writing uses Intl.NumberFormat with vi-VN / en-US, whose output reads back to the same value (tests).
import type { Locale } from './messages';

export const NUMBER_MARKS = {
  vi: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
} as const satisfies Record<Locale, { decimal: string; group: string }>;

const otherLocale = (locale: Locale): Locale => (locale === 'vi' ? 'en' : 'vi');

/** Why a text is not a number; `typed` is the text as the user wrote it (for the message). */
export type NumberProblem =
  | { problem: 'notANumber' | 'exponent' | 'malformed' | 'grouping' | 'tooPrecise'; typed: string }
  /** Wrong in this language, right in the other: `value` is what the other language reads. */
  | { problem: 'otherLocale'; typed: string; value: number }
  /** `asDecimal`: this language's decimal reading; `asThousands`: the other language's thousands reading. */
  | { problem: 'ambiguous'; typed: string; asDecimal: number; asThousands: number };

export type NumberReading = { ok: true; value: number } | { ok: false; empty: true } | NumberProblemReading;
type NumberProblemReading = { ok: false; empty?: false } & NumberProblem;

const SPACES = /[\s\u00a0\u202f\u2009]/g;
const MINUS = /^[+\-\u2212]/;
const MAX_SIGNIFICANT_DIGITS = 15;

type Core = { ok: true; value: number } | { ok: false; problem: 'malformed' | 'grouping' | 'tooPrecise' };

/** Reads an unsigned text (digits, the two marks, single spaces) with one language's marks. */
function readWith(text: string, marks: { decimal: string; group: string }): Core {
  const parts = text.split(marks.decimal);
  if (parts.length > 2) return { ok: false, problem: 'malformed' };
  const [whole, fraction] = parts;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) {
    return { ok: false, problem: /^[\d.,\s]*$/.test(fraction) && fraction !== '' ? 'grouping' : 'malformed' };
  }
  let digits: string;
  if (/^\d*$/.test(whole)) {
    if (whole === '' && fraction === undefined) return { ok: false, problem: 'malformed' };
    digits = whole;
  } else {
    const separators = new Set(whole.replace(/\d/g, ''));
    if (separators.size !== 1) return { ok: false, problem: 'grouping' };
    const [separator] = [...separators];
    if (separator !== marks.group && separator !== ' ') return { ok: false, problem: 'malformed' };
    const groups = whole.split(separator);
    const [first, ...rest] = groups;
    if (!/^[1-9]\d{0,2}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) {
      return { ok: false, problem: 'grouping' };
    }
    digits = groups.join('');
  }
  const significant = (digits + (fraction ?? '')).replace(/^0+/, '').replace(/0+$/, '');
  if (significant.length > MAX_SIGNIFICANT_DIGITS) return { ok: false, problem: 'tooPrecise' };
  return { ok: true, value: Number(`${digits || '0'}.${fraction ?? '0'}`) };
}

/** Reads what a user typed in `locale` (see the rules at the top of this file). */
export function parseNumber(typed: string, locale: Locale): NumberReading {
  let text = typed.replace(SPACES, ' ').trim();
  if (text === '') return { ok: false, empty: true };
  const negative = MINUS.test(text) && text[0] !== '+';
  if (MINUS.test(text)) text = text.slice(1);
  if (!/^[\d.,\s]+$/.test(text)) {
    const exponent = /^[\d.,\s]*\d[eE][+\-\u2212]?\d+$/.test(text);
    return { ok: false, problem: exponent ? 'exponent' : 'notANumber', typed };
  }
  // Two marks in a row, a mark at either end, or a space next to a mark: never a number.
  if (!/^\d/.test(text.replace(/^[.,]\d/, '0')) || /[.,\s]{2,}/.test(text) || /[.,\s]$/.test(text)) {
    return { ok: false, problem: 'malformed', typed };
  }
  const signed = (value: number) => (negative && value !== 0 ? -value : value);
  const own = NUMBER_MARKS[locale];
  const ambiguous = new RegExp(`^[1-9]\\d{0,2}\\${own.decimal}\\d{3}$`).test(text);
  if (ambiguous) {
    const [whole, fraction] = text.split(own.decimal);
    return {
      ok: false,
      problem: 'ambiguous',
      typed,
      asDecimal: signed(Number(`${whole}.${fraction}`)),
      asThousands: signed(Number(`${whole}${fraction}`)),
    };
  }
  const mine = readWith(text, own);
  if (mine.ok) return { ok: true, value: signed(mine.value) };
  if (mine.problem === 'tooPrecise') return { ok: false, problem: 'tooPrecise', typed };
  const theirs = readWith(text, NUMBER_MARKS[otherLocale(locale)]);
  if (theirs.ok) return { ok: false, problem: 'otherLocale', typed, value: signed(theirs.value) };
  return { ok: false, problem: mine.problem, typed };
}

/** What a number field allows beyond being a number. */
export interface NumberRules {
  /** The smallest value allowed (0 for most quantities); none by default. */
  min?: number;
  max?: number;
  integer?: boolean;
}

export type NumberRefusal =
  | NumberProblem
  | { problem: 'belowMin'; typed: string; min: number }
  | { problem: 'aboveMax'; typed: string; max: number }
  | { problem: 'notInteger'; typed: string };

/** A field's text: empty, a number that keeps the rules, or why not. */
export type NumberEntry =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'refused'; refusal: NumberRefusal };

/** Reads a field's text in `locale` and checks it against the field's rules. */
export function readNumber(typed: string, locale: Locale, rules: NumberRules = {}): NumberEntry {
  const reading = parseNumber(typed, locale);
  if (reading.ok) return checkRules(reading.value, typed, rules);
  if (reading.empty) return { kind: 'empty' };
  if (reading.problem === 'ambiguous') {
    // Settled by the rules only towards this language's own (decimal) reading, when the other breaks them.
    const asDecimal = checkRules(reading.asDecimal, typed, rules);
    if (checkRules(reading.asThousands, typed, rules).kind === 'refused') return asDecimal;
  }
  const { ok: _ok, empty: _empty, ...refusal } = reading;
  return { kind: 'refused', refusal: refusal as NumberProblem };
}

function checkRules(value: number, typed: string, rules: NumberRules): NumberEntry {
  if (rules.min !== undefined && value < rules.min)
    return { kind: 'refused', refusal: { problem: 'belowMin', typed, min: rules.min } };
  if (rules.max !== undefined && value > rules.max)
    return { kind: 'refused', refusal: { problem: 'aboveMax', typed, max: rules.max } };
  if (rules.integer && !Number.isInteger(value))
    return { kind: 'refused', refusal: { problem: 'notInteger', typed } };
  return { kind: 'number', value };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

export const intlLocale = (locale: Locale) => (locale === 'vi' ? 'vi-VN' : 'en-US');

/** A number for reading, grouped the language's way: vi 1.234.567,5, en 1,234,567.5. */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }).format(value);
}

/** A number exactly as a field shows it (every digit kept), which parseNumber reads back to the same value. */
export function formatNumberInput(value: number, locale: Locale): string {
  const written = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 20 }).format(value);
  // "1,234" (vi) / "1.234" (en) would read as ambiguous: a fourth decimal says it is a decimal.
  return parseNumber(written, locale).ok ? written : `${written}0`;
}

/**
 * The echo of a typed number: the value written the language's way and, from 1,000 on, its size in words
 * ("120 nghìn", "4.5 million"); `approximate` when the words round it (more than 3 significant digits).
 */
export function numberEcho(
  value: number,
  locale: Locale,
): { value: string; words: string | null; approximate: boolean } {
  const written = formatNumberInput(value, locale);
  if (Math.abs(value) < 1000) return { value: written, words: null, approximate: false };
  const words = new Intl.NumberFormat(intlLocale(locale), {
    notation: 'compact',
    compactDisplay: 'long',
    maximumSignificantDigits: 3,
  }).format(value);
  const significant = String(Math.abs(value)).replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return { value: written, words, approximate: significant.length > 3 };
}
