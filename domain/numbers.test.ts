import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatNumberInput,
  numberEcho,
  parseNumber,
  readNumber,
  type NumberReading,
} from './numbers';
import type { Locale } from './messages';

type Expected =
  | number
  | 'empty'
  | 'notANumber'
  | 'exponent'
  | 'malformed'
  | 'grouping'
  | 'tooPrecise'
  | { otherLocale: number }
  | { ambiguous: [asDecimal: number, asThousands: number] };

const outcome = (reading: NumberReading): Expected => {
  if (reading.ok) return reading.value;
  if (reading.empty) return 'empty';
  if (reading.problem === 'otherLocale') return { otherLocale: reading.value };
  if (reading.problem === 'ambiguous') return { ambiguous: [reading.asDecimal, reading.asThousands] };
  return reading.problem;
};

const cases: Record<Locale, [string, Expected][]> = {
  vi: [
    ['120.000', 120_000],
    ['120,000', { ambiguous: [120, 120_000] }],
    ['4.500.000', 4_500_000],
    ['4,500,000', { otherLocale: 4_500_000 }],
    ['1.234.567,5', 1_234_567.5],
    ['1,234,567.5', { otherLocale: 1_234_567.5 }],
    ['0,6592', 0.6592],
    ['1e5', 'exponent'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notANumber'],
    ['NaN', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['1..2', 'malformed'],
    ['12.34.5', 'grouping'],
    ['1.234,56.7', 'grouping'],
    ['1200', 1200],
    ['12,5', 12.5],
    ['1,5', 1.5],
    ['1,500', { ambiguous: [1.5, 1500] }],
    ['0,500', 0.5],
    [',5', 0.5],
    ['1.5', { otherLocale: 1.5 }],
    ['1.2345', { otherLocale: 1.2345 }],
    ['2 000 000', 2_000_000],
    ['2\u00a0000\u00a0000,25', 2_000_000.25],
    ['2\u202f000', 2000],
    ['1 000.000', { otherLocale: 1000 }],
    ['0.500', { otherLocale: 0.5 }],
    ['12,', 'malformed'],
    ['1.000.', 'malformed'],
    [',', 'malformed'],
    ['1,2,3', 'malformed'],
    ['+1.000', 1000],
    ['-1.000', -1000],
    ['\u22122,5', -2.5],
    ['-0', 0],
    ['--1', 'notANumber'],
    ['1 000,5 ', 1000.5],
    ['1234567890123456', 'tooPrecise'],
    ['123456789012345', 123_456_789_012_345],
    ['0,000000000000001', 1e-15],
  ],
  en: [
    ['120.000', { ambiguous: [120, 120_000] }],
    ['120,000', 120_000],
    ['4.500.000', { otherLocale: 4_500_000 }],
    ['4,500,000', 4_500_000],
    ['1.234.567,5', { otherLocale: 1_234_567.5 }],
    ['1,234,567.5', 1_234_567.5],
    ['0,6592', { otherLocale: 0.6592 }],
    ['1e5', 'exponent'],
    ['1E-3', 'exponent'],
    ['', 'empty'],
    ['abc', 'notANumber'],
    ['1..2', 'malformed'],
    ['12.34.5', 'malformed'],
    ['1200', 1200],
    ['12.5', 12.5],
    ['1.500', { ambiguous: [1.5, 1500] }],
    ['0.500', 0.5],
    ['.5', 0.5],
    ['1,5', { otherLocale: 1.5 }],
    ['12,34,567', 'grouping'],
    ['1,234.5', 1234.5],
    ['1.234.5', 'malformed'],
    ['2 000 000', 2_000_000],
    ['2\u00a0000.5', 2000.5],
    ['1,000 000', 'grouping'],
    ['1,234.5.6', 'malformed'],
    ['-3.25', -3.25],
    ['+7', 7],
    ['1,000,000,000,000,000', 1e15],
    ['1,234,567,890,123,456', 'tooPrecise'],
    ['1.234.5', 'malformed'],
  ],
};

describe.each(['vi', 'en'] as const)('parseNumber in %s', (locale) => {
  it.each(cases[locale])('%j reads as %j', (typed, expected) => {
    expect(outcome(parseNumber(typed, locale))).toEqual(expected);
  });
});

describe('readNumber', () => {
  it('applies the field rules after reading, with the typed text for the message', () => {
    expect(readNumber('', 'vi', { min: 0 })).toEqual({ kind: 'empty' });
    expect(readNumber('4.500.000', 'vi', { min: 0 })).toEqual({ kind: 'number', value: 4_500_000 });
    expect(readNumber('-1', 'en', { min: 0 })).toEqual({
      kind: 'refused',
      refusal: { problem: 'belowMin', typed: '-1', min: 0 },
    });
    expect(readNumber('1,5', 'vi', { integer: true })).toEqual({
      kind: 'refused',
      refusal: { problem: 'notInteger', typed: '1,5' },
    });
    expect(readNumber('2.000', 'vi', { max: 1000 })).toEqual({
      kind: 'refused',
      refusal: { problem: 'aboveMax', typed: '2.000', max: 1000 },
    });
    expect(readNumber('120,000', 'vi')).toEqual({
      kind: 'refused',
      refusal: { problem: 'ambiguous', typed: '120,000', asDecimal: 120, asThousands: 120_000 },
    });
    // The field's maximum settles it, for this language's own reading only.
    expect(readNumber('1,234', 'vi', { min: 0, max: 1000 })).toEqual({ kind: 'number', value: 1.234 });
    expect(readNumber('-1,234', 'vi', { min: 0, max: 1000 })).toMatchObject({
      refusal: { problem: 'belowMin' },
    });
    expect(readNumber('1e30', 'en', { min: 0, max: 1e12 })).toEqual({
      kind: 'refused',
      refusal: { problem: 'exponent', typed: '1e30' },
    });
  });
});

describe('writing numbers', () => {
  it('groups and marks decimals the language way', () => {
    expect(formatNumber(1_234_567.5, 'vi')).toBe('1.234.567,5');
    expect(formatNumber(1_234_567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(0.6592, 'vi', 4)).toBe('0,6592');
    expect(formatNumberInput(1_234_567.123456, 'en')).toBe('1,234,567.123456');
    expect(formatNumberInput(1.234, 'vi')).toBe('1,2340');
    expect(formatNumberInput(120.5, 'en')).toBe('120.5');
  });

  it('echoes the value with its size in words from 1,000 on', () => {
    expect(numberEcho(120_000, 'vi')).toEqual({ value: '120.000', words: '120 nghìn', approximate: false });
    expect(numberEcho(120_000, 'en')).toEqual({
      value: '120,000',
      words: '120 thousand',
      approximate: false,
    });
    expect(numberEcho(4_500_000, 'vi')).toEqual({
      value: '4.500.000',
      words: '4,5 triệu',
      approximate: false,
    });
    expect(numberEcho(1_234_567.5, 'en')).toEqual({
      value: '1,234,567.5',
      words: '1.23 million',
      approximate: true,
    });
    expect(numberEcho(120, 'vi')).toEqual({ value: '120', words: null, approximate: false });
  });

  // A seeded walk: whatever is written for a field reads back to the same value, in both languages.
  it('reads back every number it writes (seeded, 2,000 values a language)', () => {
    let seed = 20261124;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const locale of ['vi', 'en'] as const) {
      for (let i = 0; i < 2000; i += 1) {
        const digits = Math.floor(random() * 4);
        const value = Math.round(random() * 10 ** Math.floor(random() * 13) * 10 ** digits) / 10 ** digits;
        const written = formatNumberInput(value, locale);
        expect(parseNumber(written, locale), `${locale} ${written}`).toEqual({ ok: true, value });
      }
    }
  });
});
