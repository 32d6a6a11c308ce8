// Sector-correct SME thresholds (issue 14, item 6): Decree 80/2021/ND-CP Art. 5(3) sets at most 200 employees and
// VND 200 bn revenue for agriculture, forestry, fisheries, industry and construction, and at most 100 employees and
// VND 300 bn for trade and services; "larger than an SME" adds 5 market-pressure points.
import { describe, expect, it } from 'vitest';
import { assessGhgRisk, type GhgAssessmentInput, type GhgSector } from './ghg-risk';
import { smeFieldOf } from './ghg-score';
import { reasonText } from './ghg-report-text';

const base = (sector: GhgSector, employees: number, revenueVnd: number): GhgAssessmentInput => ({
  sector,
  fuels: {},
  electricityKwh: 0,
  employees,
  revenueVnd,
  previousInventory: true,
});

function marketPressure(input: GhgAssessmentInput) {
  const result = assessGhgRisk(input);
  if (!result.ok) throw new Error('refused');
  return result.assessment.scoreFactors.find((f) => f.factor === 'MARKET_PRESSURE')!;
}

describe('SME thresholds by field (Decree 80/2021/ND-CP, Art. 5)', () => {
  it('maps the sectors to their fields', () => {
    expect(smeFieldOf('SERVICES')).toBe('TRADE_SERVICES');
    expect(smeFieldOf('FREIGHT_TRANSPORT')).toBe('TRADE_SERVICES');
    expect(smeFieldOf('COMMERCIAL_BUILDING')).toBe('TRADE_SERVICES');
    expect(smeFieldOf('IRON_STEEL')).toBe('INDUSTRY');
    expect(smeFieldOf('AGRICULTURE_FORESTRY')).toBe('INDUSTRY');
  });

  it.each([
    // sector, employees, revenue (VND bn), larger than an SME
    ['OTHER_MANUFACTURING', 150, 150, false],
    ['OTHER_MANUFACTURING', 201, 150, true],
    ['OTHER_MANUFACTURING', 150, 250, true],
    ['SERVICES', 150, 150, true],
    ['SERVICES', 90, 250, false],
    ['SERVICES', 90, 301, true],
    ['AGRICULTURE_FORESTRY', 200, 200, false],
  ] as const)(
    '%s with %i employees and VND %i bn: larger than an SME = %s',
    (sector, employees, bn, larger) => {
      const factor = marketPressure(base(sector, employees, bn * 1e9));
      expect(factor.points).toBe(larger ? 5 : 0);
    },
  );

  it('the reason names the field and its thresholds, in the reader\u2019s language', () => {
    const reason = marketPressure(base('SERVICES', 150, 1e9)).reason;
    expect(reasonText('vi', reason)).toContain(
      'lĩnh vực thương mại và dịch vụ: trên 100 lao động hoặc doanh thu trên 300 tỷ đồng',
    );
    expect(reasonText('en', reason)).toContain(
      'trade and services: more than 100 employees or revenue above VND 300 billion',
    );
    const industry = marketPressure(base('CEMENT', 250, 1e9)).reason;
    expect(reasonText('vi', industry)).toContain('trên 200 lao động hoặc doanh thu trên 200 tỷ đồng');
  });
});
