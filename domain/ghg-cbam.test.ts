// CBAM per goods group, hand-computed from the rows of cbam-defaults.ts (Implementing Regulation (EU) 2025/2621,
// Annex I; benchmarks 2025/2620, column B). Price 75.36 EUR (Q1 2026); CBAM factor 0.975 (2026), 0.515 (2030).
import { describe, expect, it } from 'vitest';
import { computeCbamGood, findCbamBenchmark, findCbamDefault, DEFAULT_CBAM_TABLES } from './ghg-cbam';
import { assessGhgRisk, type GhgAssessmentInput } from './ghg-risk';
import { renderGhgReport } from './ghg-report-text';

const PRICE = 75.36;
const y = (r: ReturnType<typeof computeCbamGood>, scenario: string) => {
  const s = r.scenarios.find((x) => x.scenario === scenario);
  if (!s) throw new Error(`no ${scenario}`);
  return s;
};

describe('CBAM per goods group (hand-computed)', () => {
  it('iron and steel, CN 7208 (table "Viet Nam" 2.35, route C; benchmark 1.370 (C))', () => {
    const r = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '72083900', quantity: 100, verifiedData: false },
      PRICE,
    );
    expect(r).toMatchObject({
      status: 'KNOWN',
      defaultSee: 2.35,
      benchmark: 1.37,
      defaultTable: 'VN',
      route: 'C',
    });
    expect(r.indirectCounted).toBe(false);
    // 2026: 2.35 × 1.10 = 2.585; FAA 1.37 × 0.975 = 1.33575; 100 × 1.24925 = 124.925 certificates × 75.36
    expect(y(r, 'Y2026').see).toBeCloseTo(2.585, 6);
    expect(y(r, 'Y2026').faa).toBeCloseTo(1.33575, 6);
    expect(y(r, 'Y2026').certificates).toBeCloseTo(124.925, 3);
    expect(y(r, 'Y2026').costEur).toBeCloseTo(9414.35, 2);
    // 2030: 2.35 × 1.30 = 3.055; FAA 1.37 × 0.515 = 0.70555; 100 × 2.34945 = 234.945
    expect(y(r, 'Y2030').certificates).toBeCloseTo(234.945, 3);
    // 2034: CF 0: 100 × 3.055 = 305.5
    expect(y(r, 'FULL_EXPOSURE').certificates).toBeCloseTo(305.5, 3);
  });

  it('cement, grey clinker 2523 10 00 90: Viet Nam not listed, "Other countries" 1.37 + indirect 0.05; benchmark 0.666 (A)', () => {
    const r = computeCbamGood(
      { goodsGroup: 'CEMENT', cnCode: '2523100090', quantity: 1000, verifiedData: false },
      PRICE,
    );
    expect(r).toMatchObject({
      status: 'KNOWN',
      defaultTable: 'OTHER',
      defaultFallbackReason: 'NOT_LISTED',
      defaultDirect: 1.37,
      defaultIndirect: 0.05,
      indirectCounted: true,
      defaultSee: 1.42,
      benchmark: 0.666,
    });
    // 2026: 1.42 × 1.10 = 1.562; FAA 0.666 × 0.975 = 0.64935; 1000 × 0.91265 = 912.65; × 75.36 = 68,777.30
    expect(y(r, 'Y2026').certificates).toBeCloseTo(912.65, 3);
    expect(y(r, 'Y2026').costEur).toBeCloseTo(68777.3, 1);
  });

  it('fertilisers, urea 3102 10 19: "Viet Nam" 2.31 + indirect 0.12, mark-up 1%; benchmark 0.902', () => {
    const r = computeCbamGood(
      { goodsGroup: 'FERTILISERS', cnCode: '31021019', quantity: 1000, verifiedData: false },
      PRICE,
    );
    expect(r).toMatchObject({ status: 'KNOWN', defaultSee: 2.43, benchmark: 0.902, indirectCounted: true });
    // 2026: 2.43 × 1.01 = 2.4543; FAA 0.902 × 0.975 = 0.87945; 1000 × 1.57485 = 1574.85
    expect(y(r, 'Y2026').markup).toBe(0.01);
    expect(y(r, 'Y2026').certificates).toBeCloseTo(1574.85, 3);
    // 2030: still 1%: 2.4543 − 0.902 × 0.515 (0.46453) = 1.98977 -> 1989.77
    expect(y(r, 'Y2030').markup).toBe(0.01);
    expect(y(r, 'Y2030').certificates).toBeCloseTo(1989.77, 3);
  });

  it('aluminium, foil 7607: "Viet Nam" 2.48 (route L, direct only); benchmark 0.258 (L)', () => {
    const r = computeCbamGood(
      { goodsGroup: 'ALUMINIUM', cnCode: '76071990', quantity: 100, verifiedData: false },
      PRICE,
    );
    expect(r).toMatchObject({ status: 'KNOWN', defaultSee: 2.48, benchmark: 0.258, indirectCounted: false });
    // 2026: 2.48 × 1.10 = 2.728; FAA 0.258 × 0.975 = 0.25155; 100 × 2.47645 = 247.645
    expect(y(r, 'Y2026').certificates).toBeCloseTo(247.645, 3);
  });

  it('hydrogen, no CN code needed (the one code 2804 10 00): "Viet Nam" 10.82; benchmark 5.089', () => {
    const r = computeCbamGood({ goodsGroup: 'HYDROGEN', quantity: 10, verifiedData: false }, PRICE);
    expect(r).toMatchObject({ status: 'KNOWN', defaultSee: 10.82, benchmark: 5.089 });
    // 2026: 10.82 × 1.10 = 11.902; FAA 5.089 × 0.975 = 4.961775; 10 × 6.940225 = 69.40225
    expect(y(r, 'Y2026').certificates).toBeCloseTo(69.402, 3);
  });

  it('electricity: no default value for electricity from Viet Nam -> unknown', () => {
    const r = computeCbamGood({ goodsGroup: 'ELECTRICITY', quantity: 500, verifiedData: false }, PRICE);
    expect(r).toMatchObject({ status: 'UNKNOWN', unknownReason: 'NO_ELECTRICITY_DEFAULT', scenarios: [] });
  });

  it('stainless bars 7221: Viet Nam listed without a value -> "Other countries" 4.82; no benchmark row -> unknown', () => {
    const r = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '72210010', quantity: 100, verifiedData: false },
      PRICE,
    );
    expect(r).toMatchObject({
      status: 'UNKNOWN',
      unknownReason: 'NO_BENCHMARK',
      defaultSee: 4.82,
      defaultTable: 'OTHER',
      defaultFallbackReason: 'NO_VALUE',
    });
  });

  it('unknowns: no CN code, a code too short for differing rows, a code with no row', () => {
    expect(findCbamDefault(DEFAULT_CBAM_TABLES, 'CEMENT', undefined)).toEqual({
      ok: false,
      reason: 'CN_CODE_NEEDED',
    });
    expect(findCbamDefault(DEFAULT_CBAM_TABLES, 'CEMENT', '2523')).toEqual({
      ok: false,
      reason: 'CN_CODE_TOO_SHORT',
    });
    expect(findCbamDefault(DEFAULT_CBAM_TABLES, 'IRON_STEEL', '73041100')).toEqual({
      ok: false,
      reason: 'NO_DEFAULT',
    });
    // 7318 covers 7318 15 (2.75) and 7318 16 (2.96): the full code is needed.
    expect(findCbamDefault(DEFAULT_CBAM_TABLES, 'IRON_STEEL', '7318')).toEqual({
      ok: false,
      reason: 'CN_CODE_TOO_SHORT',
    });
    // Rows under a short code that agree give that value (7217 10/20/30/90 are all 2.35, route C).
    const wire = findCbamDefault(DEFAULT_CBAM_TABLES, 'IRON_STEEL', '7217');
    expect(wire.ok && wire.row.direct).toBe(2.35);
    // A "C/F" default with benchmarks for both routes would be ambiguous: no single benchmark.
    expect(
      findCbamBenchmark(
        {
          defaults: [],
          benchmarks: [
            { cn: '7205', route: 'C', value: 1 },
            { cn: '7205', route: 'F', value: 2 },
          ],
        },
        '72051000',
        'C/F',
      ),
    ).toBeNull();
  });

  it('verified figure: no mark-up, replaces the default (7208, verified 2.0)', () => {
    const r = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: true, verifiedSee: 2 },
      PRICE,
    );
    // 2026: 2.0 − 1.33575 = 0.66425 × 1000 = 664.25 certificates; × 75.36 = 50,057.88
    expect(y(r, 'Y2026').markup).toBe(0);
    expect(y(r, 'Y2026').see).toBe(2);
    expect(y(r, 'Y2026').costEur).toBeCloseTo(50057.88, 2);
  });

  it('a verified figure still needs a benchmark: a code with none stays unknown', () => {
    const r = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '73041100', quantity: 10, verifiedData: true, verifiedSee: 1.5 },
      PRICE,
    );
    expect(r).toMatchObject({ status: 'UNKNOWN', unknownReason: 'NO_BENCHMARK' });
  });
});

describe('the assessment with an unknown CBAM good', () => {
  const input: GhgAssessmentInput = {
    sector: 'CEMENT',
    fuels: {},
    electricityKwh: 0,
    employees: 50,
    revenueVnd: 100_000_000_000,
    previousInventory: true,
    cbamExports: [{ goodsGroup: 'CEMENT', quantity: 5000, verifiedData: false }],
  };

  it('scores the unknown exposure at the highest band (30 + 5 on defaults), never as a €0 cost', () => {
    const result = assessGhgRisk(input);
    if (!result.ok) throw new Error('refused');
    const { cbam, scoreFactors } = result.assessment;
    expect(cbam.costKnown).toBe(false);
    expect(cbam.cost2030ToRevenuePercent).toBeNull();
    const b = scoreFactors.find((f) => f.factor === 'CBAM');
    expect(b?.points).toBe(35);
    expect(b?.reason).toMatchObject({ unknownGoods: 1, unknownReason: 'CN_CODE_NEEDED' });
    for (const locale of ['vi', 'en'] as const) {
      const report = renderGhgReport(result.assessment, locale, {
        id: 'x',
        createdAt: '2026-01-01T00:00:00Z',
      });
      const reason = report.scoreFactors.find((f) => f.factor === 'CBAM')?.reason ?? '';
      expect(reason).not.toMatch(/€0\b/);
      expect(reason).toMatch(locale === 'vi' ? /Chưa tính được/ : /cannot be computed/);
      const rows = report.factors.cbamFactors.filter((r) => r.good === 0);
      expect(rows.map((r) => [r.kind, r.value])).toEqual([
        ['DEFAULT_VALUE', null],
        ['BENCHMARK', null],
      ]);
    }
  });

  it('lists each factor with value, unit, year and a source in the reader language', () => {
    const result = assessGhgRisk({
      ...input,
      cbamExports: [{ goodsGroup: 'FERTILISERS', cnCode: '31021019', quantity: 1000, verifiedData: false }],
    });
    if (!result.ok) throw new Error('refused');
    const vi = renderGhgReport(result.assessment, 'vi', { id: 'x', createdAt: '2026-01-01T00:00:00Z' });
    const en = renderGhgReport(result.assessment, 'en', { id: 'x', createdAt: '2026-01-01T00:00:00Z' });
    const kinds = (r: typeof vi) => r.factors.cbamFactors.map((f) => [f.kind, f.value, f.unit, f.year]);
    expect(kinds(en)).toEqual([
      ['DEFAULT_VALUE', 2.43, 'tCO2e/t', 2026],
      ['BENCHMARK', 0.902, 'tCO2e/t', 2026],
      ['MARKUP', 1, '%', 2026],
      ['MARKUP', 1, '%', 2030],
      ['MARKUP', 1, '%', 2034],
      ['CBAM_FACTOR', 0.975, '', 2026],
      ['CBAM_FACTOR', 0.515, '', 2030],
      ['CBAM_FACTOR', 0, '', 2034],
    ]);
    expect(kinds(vi)).toEqual(kinds(en));
    expect(en.factors.cbamFactors[0].source).toContain('Implementing Regulation (EU) 2025/2621, Annex I');
    expect(en.factors.cbamFactors[0].source).toContain('table "Viet Nam", row CN 31021019');
    expect(vi.factors.cbamFactors[0].source).toContain('Quy định thực thi (EU) 2025/2621, Phụ lục I');
    expect(vi.factors.cbamFactors[0].source).toContain('dòng CN 31021019');
    expect(vi.factors.cbamFactors[1].source).toContain('cột B');
    expect(vi.factors.cbamFactors[0].source).not.toMatch(/Default values|direct/);
  });
});

describe('more rows, hand-computed', () => {
  it('wire rod 7213 91 (2.35, C; benchmark 1.364) and primary aluminium 7601 (0.36, L; benchmark 0.091)', () => {
    const rod = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '72139110', quantity: 100, verifiedData: false },
      PRICE,
    );
    // 2026: 2.585 − 1.364 × 0.975 (1.3299) = 1.2551 × 100 = 125.51
    expect(y(rod, 'Y2026').certificates).toBeCloseTo(125.51, 3);
    const ingot = computeCbamGood(
      { goodsGroup: 'ALUMINIUM', cnCode: '76011010', quantity: 100, verifiedData: false },
      PRICE,
    );
    // 2026: 0.36 × 1.10 = 0.396 − 0.091 × 0.975 (0.088725) = 0.307275 × 100 = 30.7275
    expect(y(ingot, 'Y2026').certificates).toBeCloseTo(30.728, 3);
  });
});

describe('coated flat steel', () => {
  it('galvanised sheet 7210 49 00 ("Viet Nam" 7210: 2.37, C; benchmark 1.491)', () => {
    const r = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '72104900', quantity: 1000, verifiedData: false },
      PRICE,
    );
    // 2026: 2.37 × 1.10 = 2.607 − 1.491 × 0.975 (1.453725) = 1.153275 × 1000 = 1153.275
    expect(y(r, 'Y2026').certificates).toBeCloseTo(1153.275, 3);
    // 7210 11 (tinplate >= 0.5 mm): its benchmark row is not transcribed -> unknown, not €0
    expect(
      computeCbamGood(
        { goodsGroup: 'IRON_STEEL', cnCode: '72101100', quantity: 1, verifiedData: false },
        PRICE,
      ),
    ).toMatchObject({ status: 'UNKNOWN', unknownReason: 'NO_BENCHMARK' });
  });
});

describe('rebar', () => {
  it('7214 20 00 ("Viet Nam" 2.35, C; benchmark 1.364); forged bars 7214 10 00 (2.33; 1.629)', () => {
    const rebar = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '72142000', quantity: 1000, verifiedData: false },
      PRICE,
    );
    // 2030: 2.35 × 1.30 = 3.055 − 1.364 × 0.515 (0.70246) = 2.35254 × 1000 = 2352.54
    expect(y(rebar, 'Y2030').certificates).toBeCloseTo(2352.54, 3);
    const forged = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '72141000', quantity: 1000, verifiedData: false },
      PRICE,
    );
    // 2026: 2.33 × 1.10 = 2.563 − 1.629 × 0.975 (1.588275) = 0.974725 × 1000 = 974.725
    expect(y(forged, 'Y2026').certificates).toBeCloseTo(974.725, 3);
  });
});

describe('fasteners', () => {
  it('hexagon bolts 7318 15 88 ("Viet Nam" 7318 15: 2.75, C; benchmark 1.364); stainless 7318 15 35 unknown', () => {
    const bolts = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '73181588', quantity: 200, verifiedData: false },
      PRICE,
    );
    // 2026: 2.75 × 1.10 = 3.025 − 1.364 × 0.975 (1.3299) = 1.6951 × 200 = 339.02
    expect(y(bolts, 'Y2026').certificates).toBeCloseTo(339.02, 3);
    // Stainless: the benchmark has routes (1) and (2), the default row gives route C: no single benchmark.
    expect(
      computeCbamGood(
        { goodsGroup: 'IRON_STEEL', cnCode: '73181535', quantity: 1, verifiedData: false },
        PRICE,
      ),
    ).toMatchObject({ status: 'UNKNOWN', unknownReason: 'NO_BENCHMARK' });
  });
});

describe('steel structures', () => {
  it('7308 90 98 ("Viet Nam" 7308: 2.84, C; benchmark 1.491); bridges 7308 10 00 stay unknown (row not read)', () => {
    const r = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '73089098', quantity: 500, verifiedData: false },
      PRICE,
    );
    // 2026: 2.84 × 1.10 = 3.124 − 1.491 × 0.975 (1.453725) = 1.670275 × 500 = 835.1375
    expect(y(r, 'Y2026').certificates).toBeCloseTo(835.1375, 2);
    expect(
      computeCbamGood(
        { goodsGroup: 'IRON_STEEL', cnCode: '73081000', quantity: 1, verifiedData: false },
        PRICE,
      ),
    ).toMatchObject({ status: 'UNKNOWN', unknownReason: 'NO_BENCHMARK', defaultSee: 2.84 });
  });
});

describe('tubes and fittings', () => {
  it('square welded tubes 7306 61 92 (2.37, C; 1.491) and cast-iron fittings 7307 11 10 (2.23, no route; 1.409)', () => {
    const tubes = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '73066192', quantity: 100, verifiedData: false },
      PRICE,
    );
    // 2026: 2.607 − 1.453725 = 1.153275 × 100 = 115.3275
    expect(y(tubes, 'Y2026').certificates).toBeCloseTo(115.3275, 2);
    const fittings = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '73071110', quantity: 100, verifiedData: false },
      PRICE,
    );
    // 2026: 2.23 × 1.10 = 2.453 − 1.409 × 0.975 (1.373775) = 1.079225 × 100 = 107.9225
    expect(y(fittings, 'Y2026').certificates).toBeCloseTo(107.9225, 2);
  });
});

describe('wire and sections', () => {
  it('zinc-coated wire 7217 20 30 ("Viet Nam" 7217 20: 2.35, C; benchmark 1.397); H sections 7216 33 10 (2.35; 1.364)', () => {
    const wire = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '72172030', quantity: 100, verifiedData: false },
      PRICE,
    );
    // 2026: 2.585 − 1.397 × 0.975 (1.362075) = 1.222925 × 100 = 122.2925
    expect(y(wire, 'Y2026').certificates).toBeCloseTo(122.2925, 2);
    const beams = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '72163310', quantity: 100, verifiedData: false },
      PRICE,
    );
    // 2026: 2.585 − 1.3299 = 1.2551 × 100 = 125.51
    expect(y(beams, 'Y2026').certificates).toBeCloseTo(125.51, 2);
  });
});

describe('a short code where the benchmark rows are finer', () => {
  it('7216: the default is the heading row (2.35) but the benchmark needs the 8-digit code', () => {
    const r = computeCbamGood(
      { goodsGroup: 'IRON_STEEL', cnCode: '7216', quantity: 1, verifiedData: false },
      PRICE,
    );
    expect(r).toMatchObject({ status: 'UNKNOWN', unknownReason: 'CN_CODE_TOO_SHORT', defaultSee: 2.35 });
  });
});
