// The most points each factor of the GHG risk score can give (ghg-reference.md, "Risk score"; the rules are the
// model's, domain/ghg-score.ts): the scale of the breakdown chart and the table's "maximum" column. Kept as plain
// numbers so that the result page does not load the model; domain/ghg-score-scale.test.ts checks them against the
// model's own point functions.
import type { ScoreFactorCode } from './ghg-risk';

export const SCORE_FACTOR_MAX_POINTS: Readonly<Record<ScoreFactorCode, number>> = {
  REGULATION: 30,
  CBAM: 35,
  INTENSITY: 15,
  MARKET_PRESSURE: 10,
  DATA_READINESS: 5,
};

/** The longest bar of the chart: the largest of the maxima. */
export const SCORE_SCALE_MAX = Math.max(...Object.values(SCORE_FACTOR_MAX_POINTS));
