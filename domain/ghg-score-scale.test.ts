// The chart's scale against the model: each factor's maximum is what its point function gives at worst, and no
// lower input gives more.
import { describe, expect, it } from 'vitest';
import {
  cbamPoints,
  dataReadinessPoints,
  intensityPoints,
  marketPressurePoints,
  regulationPoints,
} from './ghg-score';
import { SCORE_FACTOR_MAX_POINTS, SCORE_SCALE_MAX } from './ghg-score-scale';

describe('score scale', () => {
  it("matches the model's point functions", () => {
    const statuses = ['ON_LIST', 'LIKELY_REQUIRED', 'APPROACHING', 'UNLIKELY', 'NOT_APPLICABLE'] as const;
    const regulation = statuses.flatMap((s) => [regulationPoints(s, false), regulationPoints(s, true)]);
    expect(Math.max(...regulation)).toBe(SCORE_FACTOR_MAX_POINTS.REGULATION);
    const cbam = [null, 0, 0.4, 1, 2, 5, 50].flatMap((share) =>
      [true, false].flatMap((defaults) => [
        cbamPoints(true, share, 1_000_000, defaults),
        cbamPoints(false, share, 0, defaults),
      ]),
    );
    expect(Math.max(...cbam)).toBe(SCORE_FACTOR_MAX_POINTS.CBAM);
    const intensity = [null, 0, 19, 20, 50, 100, 101, 10_000].map(intensityPoints);
    expect(Math.max(...intensity)).toBe(SCORE_FACTOR_MAX_POINTS.INTENSITY);
    expect(marketPressurePoints(true, true)).toBe(SCORE_FACTOR_MAX_POINTS.MARKET_PRESSURE);
    expect(Math.max(dataReadinessPoints(false), dataReadinessPoints(true))).toBe(
      SCORE_FACTOR_MAX_POINTS.DATA_READINESS,
    );
    expect(SCORE_SCALE_MAX).toBe(35);
  });
});
