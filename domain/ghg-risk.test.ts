import { describe, expect, it } from 'vitest';
import { assessGhgRisk, type GhgAssessment, type GhgAssessmentInput } from './ghg-risk';
import {
  cbamPoints,
  chooseNextSteps,
  dataReadinessPoints,
  intensityPoints,
  inventoryStatus,
  marketPressurePoints,
  regulationPoints,
  riskLevel,
} from './ghg-score';
import { reasonText, renderGhgReport } from './ghg-report-text';
import { FUEL_FACTORS } from './ghg-factors';

/** The model's assessment of an input it accepts (every input here is valid; refusals: ghg-input-check.test.ts). */
function assess(input: GhgAssessmentInput): GhgAssessment {
  const result = assessGhgRisk(input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.assessment;
}

/** The worked example: a steel-products maker. */
const example: GhgAssessmentInput = {
  sector: 'IRON_STEEL',
  fuels: { dieselLitres: 120_000, lpgKg: 80_000, fuelOilLitres: 300_000 },
  electricityKwh: 9_000_000,
  cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: false }],
  employees: 150,
  revenueVnd: 500_000_000_000,
  previousInventory: false,
};

const scenario = (r: GhgAssessment, code: string) => r.cbam.totals.find((t) => t.scenario === code)!;

describe('worked example (steel-products maker)', () => {
  const r = assess(example);

  it('reproduces Scope 1, Scope 2, S and TOE', () => {
    expect(Math.abs(r.emissions.scope1Tco2e - 1465)).toBeLessThan(1);
    expect(Math.abs(r.emissions.scope2Tco2e - 5933)).toBeLessThan(1);
    expect(Math.abs(r.emissions.totalTco2e - 7398)).toBeLessThan(1);
    expect(Math.abs(r.emissions.toe - 1864)).toBeLessThan(1);
    expect(r.emissions.scope2SensitivityTco2e).toBeCloseTo(6129.9, 1);
  });

  it('meets M1 and M2: likely required, in an ETS quota sector', () => {
    expect(r.inventory.m1).toBe(true);
    expect(r.inventory.m2).toBe(true);
    expect(r.inventory.m3).toBe(false);
    expect(r.inventory.status).toBe('LIKELY_REQUIRED');
    expect(r.inventory.etsQuotaSector).toBe(true);
    expect(r.inventory.ratio).toBeCloseTo(7397.5 / 3000, 2);
  });

  it('reproduces the CBAM figures: 1.249 certificates/t, ≈ €94k, €177k, €230k', () => {
    const y2026 = r.cbam.goods[0].scenarios.find((s) => s.scenario === 'Y2026')!;
    expect(y2026.see).toBeCloseTo(2.585, 3);
    expect(y2026.faa).toBeCloseTo(1.336, 3);
    expect(y2026.certificates / 1000).toBeCloseTo(1.249, 3);
    expect(Math.abs(scenario(r, 'Y2026').costEur - 94_000)).toBeLessThan(500);
    expect(Math.abs(scenario(r, 'Y2030').costEur - 177_000)).toBeLessThan(500);
    expect(Math.abs(scenario(r, 'FULL_EXPOSURE').costEur - 230_000)).toBeLessThan(500);
    expect(r.cbam.applicable).toBe(true);
    expect(r.cbam.exempt).toBe(false);
  });

  it('verified SEE of 2.0 t gives ≈ €50k in 2026', () => {
    const verified = assess({
      ...example,
      cbamExports: [
        { goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: true, verifiedSee: 2 },
      ],
    });
    const y2026 = scenario(verified, 'Y2026');
    expect(Math.abs(y2026.costEur - 50_000)).toBeLessThan(500);
    expect(verified.cbam.goods[0].scenarios[0].markup).toBe(0);
  });

  it('"verified data" without the verified figure is refused on that field (never the default unmarked)', () => {
    const result = assessGhgRisk({
      ...example,
      cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: true }],
    });
    expect(result).toEqual({
      ok: false,
      refusal: {
        kind: 'input',
        issues: [{ field: 'cbamExports.0.verifiedSee', problem: 'verifiedSeeNeeded' }],
      },
    });
  });

  it('scores it and picks the next steps', () => {
    // A 25+5, B: EUR 177k ÷ (500 bn / 30,000) = 1.06% -> 20 + 5, C: 14.8 -> 0, D: EU + revenue > VND 200 bn -> 10, E: 5
    expect(r.scoreFactors.map((f) => [f.factor, f.points])).toEqual([
      ['REGULATION', 30],
      ['CBAM', 25],
      ['INTENSITY', 0],
      ['MARKET_PRESSURE', 10],
      ['DATA_READINESS', 5],
    ]);
    expect(r.score).toBe(70);
    expect(r.level).toBe('HIGH');
    expect(r.nextSteps).toEqual(['FULL_INVENTORY', 'CBAM_DATA', 'ENERGY_AUDIT', 'ACADEMY_COURSE', 'PRICING']);
  });
});

describe('factors', () => {
  it('fuel tCO2e per tonne match the reference table (AR5)', () => {
    const perTonne = Object.fromEntries(
      assess(example).factors.fuels.map((f) => {
        const ff = FUEL_FACTORS.find((x) => x.fuel === f.fuel)!;
        return [f.fuel, f.tco2ePerUnit / ff.tonnesPerUnit];
      }),
    );
    expect(perTonne.DIESEL).toBeCloseTo(3.197, 2);
    expect(perTonne.GASOLINE).toBeCloseTo(3.081, 2);
    expect(perTonne.LPG).toBeCloseTo(2.987, 2);
    expect(perTonne.FUEL_OIL).toBeCloseTo(3.137, 2);
    expect(perTonne.NATURAL_GAS).toBeCloseTo(2.695, 2);
    expect(perTonne.ANTHRACITE).toBeCloseTo(2.643, 2);
    expect(perTonne.BITUMINOUS_COAL).toBeCloseTo(2.458, 2);
  });

  it('AR6 changes combustion emissions only slightly', () => {
    const ar5 = assess(example).emissions.scope1Tco2e;
    const ar6 = assess({ ...example, gwpSet: 'AR6' }).emissions.scope1Tco2e;
    expect(ar6).not.toBe(ar5);
    expect(Math.abs(ar6 - ar5) / ar5).toBeLessThan(0.01);
  });

  it('biomass counts its CH4 and N2O in Scope 1, not its biogenic CO2; grid factor is the DCC 2023 value', () => {
    const r = assess({ ...example, fuels: { biomassTonnes: 5000 }, electricityKwh: 0 });
    // IPCC 2006 Vol. 2: other primary solid biomass NCV 11.6 TJ/Gg (Table 1.2), CH4 30 and N2O 4 kg/TJ (Table 2.3).
    // 5,000 t × 11.6 GJ/t = 58 TJ; CH4 58 × 30 = 1,740 kg × 28 (AR5) = 48.72 t; N2O 58 × 4 = 232 kg × 265 = 61.48 t.
    // Total 110.2 tCO2e; the CO2 (58 TJ × 100,000 kg/TJ = 5,800 t, biogenic) is not counted.
    expect(r.emissions.scope1Tco2e).toBeCloseTo(110.2, 1);
    expect(r.factors.gridFactor).toBe(0.6592);
    expect(r.factors.gridFactorYear).toBe(2023);
    expect(r.factors.gridSensitivityFactor).toBe(0.6811);
    expect(r.factors.cbamPriceEur).toBe(75.36);
  });

  it('CBAM values: CN code within its group; a code of another group or no code is unknown, never €0', () => {
    const good = (goodsGroup: 'IRON_STEEL' | 'ALUMINIUM', cnCode?: string) =>
      assess({
        ...example,
        cbamExports: [{ goodsGroup, ...(cnCode ? { cnCode } : {}), quantity: 30, verifiedData: false }],
      }).cbam;
    expect(good('IRON_STEEL', '72081000').goods[0]).toMatchObject({ defaultSee: 2.35, benchmark: 1.37 });
    const wrongGroup = good('ALUMINIUM', '7208');
    expect(wrongGroup.goods[0]).toMatchObject({
      status: 'UNKNOWN',
      unknownReason: 'NO_DEFAULT',
      scenarios: [],
    });
    expect(wrongGroup.costKnown).toBe(false);
    expect(wrongGroup.exempt).toBe(true);
    expect(good('ALUMINIUM').goods[0]).toMatchObject({ status: 'UNKNOWN', unknownReason: 'CN_CODE_NEEDED' });
  });
});

describe('score factors', () => {
  it('A: regulation', () => {
    expect(regulationPoints('UNLIKELY', false)).toBe(0);
    expect(regulationPoints('APPROACHING', false)).toBe(15);
    expect(regulationPoints('LIKELY_REQUIRED', false)).toBe(25);
    expect(regulationPoints('ON_LIST', true)).toBe(30);
    expect(regulationPoints('UNLIKELY', true)).toBe(5);
  });

  it('inventory status and the 0.7 ratio boundary', () => {
    expect(inventoryStatus(true, false, 0)).toBe('ON_LIST');
    expect(inventoryStatus(false, true, 1.2)).toBe('LIKELY_REQUIRED');
    expect(inventoryStatus(false, false, 0.7)).toBe('APPROACHING');
    expect(inventoryStatus(false, false, 0.6999)).toBe('UNLIKELY');
    // S = 2,100 t (ratio 0.7) from electricity only, in services
    const kwh = (2100 / 0.6592) * 1000;
    const r = assess({
      ...example,
      sector: 'SERVICES',
      fuels: {},
      electricityKwh: kwh,
      cbamExports: [],
    });
    expect(r.inventory.status).toBe('APPROACHING');
  });

  it('M2 needs a named sector; M3 needs 65,000 t of waste', () => {
    const base = { ...example, fuels: {}, cbamExports: [], electricityKwh: 1000 / 0.0001543 };
    expect(assess({ ...base, sector: 'SERVICES' }).inventory.m2).toBe(false);
    expect(assess({ ...base, sector: 'COMMERCIAL_BUILDING' }).inventory.m2).toBe(true);
    const waste = {
      ...example,
      sector: 'WASTE_TREATMENT' as const,
      fuels: {},
      electricityKwh: 0,
      cbamExports: [],
    };
    expect(assess({ ...waste, wasteHandledTonnes: 65_000 }).inventory.m3).toBe(true);
    expect(assess({ ...waste, wasteHandledTonnes: 64_999 }).inventory.m3).toBe(false);
  });

  it('B: CBAM share bands and the default-values bonus', () => {
    expect(cbamPoints(false, null, 0, false)).toBe(0);
    expect(cbamPoints(true, 0.49, 1, false)).toBe(10);
    expect(cbamPoints(true, 0.5, 1, false)).toBe(20);
    expect(cbamPoints(true, 2, 1, false)).toBe(20);
    expect(cbamPoints(true, 2.01, 1, false)).toBe(30);
    expect(cbamPoints(true, 0.1, 1, true)).toBe(15);
    expect(cbamPoints(true, null, 10, false)).toBe(30);
    expect(cbamPoints(true, null, 0, false)).toBe(10);
  });

  it('C: intensity bands', () => {
    expect(intensityPoints(null)).toBe(0);
    expect(intensityPoints(19.99)).toBe(0);
    expect(intensityPoints(20)).toBe(5);
    expect(intensityPoints(49.99)).toBe(5);
    expect(intensityPoints(50)).toBe(10);
    expect(intensityPoints(100)).toBe(10);
    expect(intensityPoints(100.01)).toBe(15);
  });

  it('D: market pressure and E: data readiness', () => {
    expect(marketPressurePoints(false, false)).toBe(0);
    expect(marketPressurePoints(true, false)).toBe(5);
    expect(marketPressurePoints(true, true)).toBe(10);
    expect(dataReadinessPoints(true)).toBe(0);
    expect(dataReadinessPoints(false)).toBe(5);
    const big = assess({ ...example, cbamExports: [], exportMarkets: ['US'], employees: 201 });
    expect(big.scoreFactors[3].points).toBe(10);
    const small = assess({
      ...example,
      cbamExports: [],
      exportMarkets: ['OTHER'],
      employees: 200,
      revenueVnd: 200_000_000_000,
    });
    expect(small.scoreFactors[3].points).toBe(0);
  });

  it('levels at 25, 50 and 75', () => {
    expect(riskLevel(0)).toBe('LOW');
    expect(riskLevel(24)).toBe('LOW');
    expect(riskLevel(25)).toBe('MEDIUM');
    expect(riskLevel(49)).toBe('MEDIUM');
    expect(riskLevel(50)).toBe('HIGH');
    expect(riskLevel(74)).toBe('HIGH');
    expect(riskLevel(75)).toBe('VERY_HIGH');
    expect(riskLevel(100)).toBe('VERY_HIGH');
  });
});

describe('next steps', () => {
  it('are chosen by rule', () => {
    expect(chooseNextSteps('UNLIKELY', false, 999)).toEqual(['ACADEMY_COURSE', 'PRICING']);
    expect(chooseNextSteps('APPROACHING', false, 1000)).toEqual([
      'ENERGY_AUDIT',
      'ACADEMY_COURSE',
      'PRICING',
    ]);
    expect(chooseNextSteps('ON_LIST', true, 0)).toEqual([
      'FULL_INVENTORY',
      'CBAM_DATA',
      'ACADEMY_COURSE',
      'PRICING',
    ]);
    expect(chooseNextSteps('LIKELY_REQUIRED', false, 0)[0]).toBe('FULL_INVENTORY');
  });

  it('a tiny services company: low risk, only the standing steps', () => {
    const r = assess({
      sector: 'SERVICES',
      fuels: { gasolineLitres: 2000 },
      electricityKwh: 50_000,
      employees: 10,
      revenueVnd: 10_000_000_000,
      previousInventory: true,
    });
    expect(r.inventory.status).toBe('UNLIKELY');
    expect(r.emissions.intensity).toBeCloseTo(r.emissions.totalTco2e / 10, 2);
    expect(r.score).toBe(0);
    expect(r.level).toBe('LOW');
    expect(r.nextSteps).toEqual(['ACADEMY_COURSE', 'PRICING']);
    expect(r.cbam).toEqual({
      applicable: false,
      costKnown: true,
      exempt: false,
      goods: [],
      totals: [],
      cost2030ToRevenuePercent: null,
    });
  });
});

describe('texts', () => {
  it('renders reasons and next steps in vi and en', () => {
    const a = assess(example);
    const vi = renderGhgReport(a, 'vi', { id: 'x', createdAt: '2026-01-01T00:00:00.000Z' });
    const en = renderGhgReport(a, 'en', { id: 'x', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(vi.scoreFactors).toHaveLength(5);
    expect(vi.scoreFactors[0].reason).toContain('Nghị định 06/2022/NĐ-CP');
    expect(en.scoreFactors[0].reason).toContain('Decree 06/2022/ND-CP');
    expect(en.nextSteps.map((s) => s.link)).toContain('/solutions/pricing');
    for (const f of [...vi.scoreFactors, ...en.scoreFactors]) expect(f.reason.length).toBeGreaterThan(10);
    expect(reasonText('en', { factor: 'INTENSITY', intensity: null })).toMatch(/revenue is 0/);
  });
});
