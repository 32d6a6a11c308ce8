import { describe, expect, it } from 'vitest';
import { formatRoundedCount, groupDigits, roundDownCount } from './round-count';

describe('roundDownCount', () => {
  it.each([
    [0, 0],
    [99, 99],
    [100, 100],
    [137, 130],
    [4213, 4200],
    [4000, 4000],
    [12_999, 12_000],
    [1_234_567, 1_200_000],
  ])('%i -> %i (never above the true count)', (count, expected) => {
    expect(roundDownCount(count)).toBe(expected);
    expect(roundDownCount(count)).toBeLessThanOrEqual(count);
  });

  it('refuses nonsense', () => {
    expect(roundDownCount(-5)).toBe(0);
    expect(roundDownCount(Number.NaN)).toBe(0);
  });
});

describe('formatRoundedCount', () => {
  it('groups digits the reader’s way', () => {
    expect(formatRoundedCount(4213, 'vi')).toBe('4.200');
    expect(formatRoundedCount(4213, 'en')).toBe('4,200');
    expect(groupDigits(1_234_567, 'vi')).toBe('1.234.567');
    expect(groupDigits(999, 'en')).toBe('999');
  });
});
