// The dashboard charts' geometry (inventory-chart-data.ts).
import { describe, expect, it } from 'vitest';
import { stackedBars } from './inventory-chart-data';

const item = (key: string, scope1: number, scope2Location: number, scope3: number) => ({
  key,
  label: key.toUpperCase(),
  scope1,
  scope2Location,
  scope3,
});

describe('stackedBars', () => {
  it('puts every bar on the scale of the largest total, segments end to end in scope order', () => {
    const { bars, max } = stackedBars([item('a', 30, 10, 0), item('b', 10, 0, 10)], 200);
    expect(max).toBe(40);
    expect(bars[0]).toEqual({
      key: 'a',
      label: 'A',
      total: 40,
      segments: [
        { scope: 'scope1', value: 30, start: 0, length: 150 },
        { scope: 'scope2Location', value: 10, start: 150, length: 50 },
      ],
    });
    expect(bars[1].segments).toEqual([
      { scope: 'scope1', value: 10, start: 0, length: 50 },
      { scope: 'scope3', value: 10, start: 50, length: 50 },
    ]);
  });

  it('draws nothing (and divides by nothing) when every amount is zero', () => {
    const { bars, max } = stackedBars([item('a', 0, 0, 0), item('b', 0, 0, 0)], 200);
    expect(max).toBe(0);
    expect(bars.map((b) => [b.total, b.segments.length])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('ignores amounts that are not positive finite numbers', () => {
    const { bars } = stackedBars([item('a', Number.NaN, -5, 8)], 100);
    expect(bars[0].total).toBe(8);
    expect(bars[0].segments).toEqual([{ scope: 'scope3', value: 8, start: 0, length: 100 }]);
  });
});
