// Country-aware results (issue 14, item 2) and the factors' sources and GWP choice (item 6): a Thai and a
// Vietnamese plant with the same inputs get different grid factors and verdicts; a country without a sourced grid
// factor needs the user's own (marked as such), never 0 nor Vietnam's value; AR5 vs AR6 on hand-computed cases; the
// vi report carries no English source text; a report stored before countries were asked reads as Vietnam's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assessGhgRisk, type GhgAssessment, type GhgAssessmentInput } from './ghg-risk';
import { reasonText, renderGhgReport } from './ghg-report-text';
import { COUNTRIES_WITH_GRID_FACTOR, GHG_COUNTRIES, type GhgCountry } from './ghg-countries';
import { countryName } from './ghg-country-names';
import ghgVi from '../src/i18n/vi/ghg';
import ghgEn from '../src/i18n/en/ghg';
import { GRID_FACTORS_BY_COUNTRY } from './ghg-grid-factors';
import { GHG_SOURCES } from './ghg-sources';

function assess(input: GhgAssessmentInput): GhgAssessment {
  const result = assessGhgRisk(input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.assessment;
}

/** The reference's worked example (a steel-products maker). */
const example: GhgAssessmentInput = {
  sector: 'IRON_STEEL',
  fuels: { dieselLitres: 120_000, lpgKg: 80_000, fuelOilLitres: 300_000 },
  electricityKwh: 9_000_000,
  cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: false }],
  employees: 150,
  revenueVnd: 500_000_000_000,
  previousInventory: false,
};

const meta = { id: '3f6c2a1e-9b7d-4c1a-8e2f-5d4b3a2c1f00', createdAt: '2026-03-01T08:00:00.000Z' };

describe('a Thai and a Vietnamese plant with the same inputs', () => {
  const vn = assess({ ...example, countryCode: 'VN' });
  const th = assess({ ...example, countryCode: 'TH' });

  it('use their own countries\u2019 grid factors: DCC 2023 0.6592 vs TGO 0.4750', () => {
    expect(vn.factors).toMatchObject({ countryCode: 'VN', gridFactorOrigin: 'SOURCED', gridFactor: 0.6592 });
    expect(vn.factors.gridFactorYear).toBe(2023);
    expect(th.factors).toMatchObject({ countryCode: 'TH', gridFactorOrigin: 'SOURCED', gridFactor: 0.475 });
    expect(th.factors.gridFactorYear).toBe(2026);
    // 9,000 MWh × 0.475 = 4,275 t; × 0.6592 = 5,932.8 t
    expect(th.emissions.scope2Tco2e).toBe(4275);
    expect(vn.emissions.scope2Tco2e).toBe(5932.8);
    expect(th.emissions.scope1Tco2e).toBe(vn.emissions.scope1Tco2e);
    // Thailand has one sourced value only: no sensitivity figure
    expect(th.factors.gridSensitivityFactor).toBeNull();
    expect(th.emissions.scope2SensitivityTco2e).toBeNull();
  });

  it('get Decree 06\u2019s verdict only in Vietnam; the Thai plant scores no regulation points', () => {
    expect(vn.inventory).toMatchObject({
      status: 'LIKELY_REQUIRED',
      m1: true,
      m2: true,
      etsQuotaSector: true,
    });
    expect(th.inventory).toMatchObject({
      status: 'NOT_APPLICABLE',
      m1: false,
      m2: false,
      m3: false,
      etsQuotaSector: false,
    });
    const points = (r: GhgAssessment) => r.scoreFactors.find((f) => f.factor === 'REGULATION')!.points;
    expect(points(vn)).toBe(30);
    expect(points(th)).toBe(0);
    expect(vn.score - th.score).toBe(30);
    expect(th.nextSteps).not.toContain('FULL_INVENTORY');
    expect(vn.nextSteps).toContain('FULL_INVENTORY');
  });

  it('say in the reader\u2019s language that Decree 06 applies in Vietnam and Thailand\u2019s rules are not assessed', () => {
    const reason = th.scoreFactors.find((f) => f.factor === 'REGULATION')!.reason;
    expect(reasonText('vi', reason)).toContain('Nghị định 06/2022/NĐ-CP áp dụng cho cơ sở tại Việt Nam');
    expect(reasonText('vi', reason)).toContain('Thái Lan');
    expect(reasonText('en', reason)).toContain('Decree 06/2022/ND-CP applies to facilities in Vietnam');
    expect(reasonText('en', reason)).toContain('Thailand are not assessed');
  });

  it('still reproduce the reference\u2019s worked example exactly in Vietnam (country left out = VN)', () => {
    const implicit = assess(example);
    expect(implicit).toEqual(vn);
    expect(Math.abs(vn.emissions.scope1Tco2e - 1465)).toBeLessThan(1);
    expect(Math.abs(vn.emissions.totalTco2e - 7398)).toBeLessThan(1);
    expect(Math.abs(vn.emissions.toe - 1864)).toBeLessThan(1);
    expect(vn.emissions.scope2SensitivityTco2e).toBeCloseTo(6129.9, 1);
  });
});

describe('a country without a sourced grid factor', () => {
  it('refuses grid electricity without the user\u2019s own factor (never 0, never Vietnam\u2019s value)', () => {
    expect(assessGhgRisk({ ...example, countryCode: 'LA' })).toEqual({
      ok: false,
      refusal: { kind: 'input', issues: [{ field: 'ownGridFactor', problem: 'gridFactorNeeded' }] },
    });
  });

  it('uses the user\u2019s own factor, marked as their own', () => {
    const r = assess({ ...example, countryCode: 'LA', ownGridFactor: 0.3 });
    expect(r.factors).toMatchObject({ gridFactorOrigin: 'OWN', gridFactor: 0.3, gridFactorYear: null });
    expect(r.emissions.scope2Tco2e).toBe(2700);
    const report = renderGhgReport(r, 'vi', meta);
    expect(report.factors.gridFactorSource).toBe('Hệ số do chính doanh nghiệp nhập');
    expect(renderGhgReport(r, 'en', meta).factors.gridFactorSource).toBe('Your own factor, as entered');
  });

  it('needs no factor without grid electricity, and says none is sourced', () => {
    const r = assess({ ...example, countryCode: 'LA', electricityKwh: 0 });
    expect(r.factors).toMatchObject({ gridFactorOrigin: 'NONE', gridFactor: null });
    expect(r.emissions.scope2Tco2e).toBe(0);
    expect(renderGhgReport(r, 'vi', meta).factors.gridFactorSource).toContain(
      'Chưa có hệ số lưới điện có nguồn cho Lào',
    );
  });

  it('an own factor overrides a sourced one in Vietnam too', () => {
    const r = assess({ ...example, ownGridFactor: 0.5 });
    expect(r.factors.gridFactorOrigin).toBe('OWN');
    expect(r.emissions.scope2Tco2e).toBe(4500);
    expect(r.inventory.status).toBe('LIKELY_REQUIRED');
  });
});

describe('AR5 or AR6', () => {
  it('refrigerant-free and fuel-free (electricity only): the same totals, the chosen GWPs shown', () => {
    const input = { ...example, fuels: {}, cbamExports: [] };
    const ar5 = assess({ ...input, gwpSet: 'AR5' });
    const ar6 = assess({ ...input, gwpSet: 'AR6' });
    expect(ar6.emissions.totalTco2e).toBe(ar5.emissions.totalTco2e);
    expect(ar5.factors.gwp).toEqual({ ch4: 28, n2o: 265 });
    expect(ar6.factors.gwp).toEqual({ ch4: 27.9, n2o: 273 });
  });

  it('fuel only (100,000 L diesel): hand-computed with each set\u2019s CH4 and N2O', () => {
    const input: GhgAssessmentInput = {
      ...example,
      fuels: { dieselLitres: 100_000 },
      electricityKwh: 0,
      cbamExports: [],
    };
    // 84 t × 43 TJ/Gg = 3.612 TJ; AR5: 74,100 + 3×28 + 0.6×265 = 74,343 kg/TJ; AR6: 74,100 + 3×27.9 + 0.6×273 = 74,347.5
    const ar5 = assess({ ...input, gwpSet: 'AR5' });
    const ar6 = assess({ ...input, gwpSet: 'AR6' });
    expect(ar5.emissions.totalTco2e).toBe(268.527);
    expect(ar6.emissions.totalTco2e).toBe(268.543);
    expect(renderGhgReport(ar6, 'en', meta).factors.gwp).toMatchObject({ ch4: 27.9, n2o: 273, year: 2021 });
    expect(renderGhgReport(ar6, 'vi', meta).factors.gwp.source).toContain(
      'Báo cáo đánh giá lần thứ sáu của IPCC',
    );
  });
});

describe('sources in the reader\u2019s language', () => {
  const r = assess(example);

  it('every factor on the vi report has a Vietnamese source and a year', () => {
    const f = renderGhgReport(r, 'vi', meta).factors;
    expect(f.gridFactorSource).toContain('Cục Biến đổi khí hậu');
    expect(f.gridSensitivitySource).toContain('Đại học Bách khoa Hà Nội');
    expect(f.gridSensitivityYear).toBe(2024);
    expect(f.electricityToeSource).toContain('Bộ Công Thương');
    expect(f.cbamPriceSource).toContain('Giá chứng chỉ CBAM quý I/2026');
    expect(f.cbamPriceYear).toBe(2026);
    expect(f.eurVndRateSource).toContain('không có nguồn chính thức');
    for (const fuel of f.fuels) {
      expect(fuel.year).toBe(2006);
      expect(fuel.source).toContain('Hướng dẫn IPCC 2006');
      expect(fuel.source).toMatch(/IPCC 2006, Tập 2, Chương (1, Bảng 1.2, 1.4|3, Bảng 3.2.1)/);
      expect(fuel.source).not.toMatch(/Vol\.|Ch\.|Table/);
    }
    // None of the English descriptions leaks into the vi report
    const english = Object.values(GHG_SOURCES).map((s) => s.description.en);
    const text = JSON.stringify(f);
    for (const sentence of english) expect(text).not.toContain(sentence);
  });

  it('the en report uses the English descriptions', () => {
    const f = renderGhgReport(r, 'en', meta).factors;
    expect(f.gridFactorSource).toContain('Department of Climate Change');
    expect(f.fuels[0].source).toContain('assumed density 0.84 kg/L');
  });
});

describe('a report stored before countries were asked', () => {
  it('reads as Vietnam\u2019s, with its factors\u2019 sources', () => {
    const current = assess(example);
    const {
      gwp: _gwp,
      countryCode: _c,
      gridFactorOrigin: _o,
      gridSourceId: _g,
      ...oldFactors
    } = current.factors;
    const old = {
      ...current,
      input: { ...current.input, countryCode: undefined },
      factors: { ...oldFactors, gridFactorSource: 'DCC (Cục Biến đổi khí hậu), combined margin 2023' },
    } as unknown as GhgAssessment;
    const report = renderGhgReport(old, 'vi', meta);
    expect(report.input.countryCode).toBe('VN');
    expect(report.factors).toMatchObject({
      countryCode: 'VN',
      gridFactorOrigin: 'SOURCED',
      gridFactor: 0.6592,
    });
    expect(report.factors.gridFactorSource).toContain('Cục Biến đổi khí hậu công bố');
    expect(report.factors.gwp).toMatchObject({ ch4: 28, n2o: 265 });
  });
});

describe('the country lists', () => {
  // The assessment's first step reads the names from its dictionary (domain/ghg-country-names.ts says why).
  it('offers the 18 built-in countries of GET /countries, with their names, the same in the dictionary', () => {
    const seed = JSON.parse(readFileSync('server/db/seed-data/countries.json', 'utf8')) as {
      countries: { code: string; name_vi: string; name_en: string }[];
    };
    expect([...GHG_COUNTRIES]).toEqual(seed.countries.map((c) => c.code).sort());
    for (const c of seed.countries) {
      expect(countryName(c.code, 'vi')).toBe(c.name_vi);
      expect(countryName(c.code, 'en')).toBe(c.name_en);
      expect(ghgVi.countries[c.code as GhgCountry]).toBe(c.name_vi);
      expect(ghgEn.countries[c.code as GhgCountry]).toBe(c.name_en);
    }
  });

  it('the form\u2019s list of countries with a sourced factor matches the table, each with its source and year', () => {
    expect([...COUNTRIES_WITH_GRID_FACTOR].sort()).toEqual(Object.keys(GRID_FACTORS_BY_COUNTRY).sort());
    for (const grid of Object.values(GRID_FACTORS_BY_COUNTRY)) {
      for (const value of [grid.factor, grid.sensitivity].filter((v) => v !== null)) {
        expect(GHG_SOURCES[value.sourceId].year).toBe(value.year);
        expect(value.value).toBeGreaterThan(0);
      }
    }
  });
});

describe('properties in every country (seeded walk, 200 inputs)', () => {
  it('more activity never lowers emissions; the score stays in 0..100; every figure is finite', () => {
    let seed = 2026;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const amount = (max: number) => (random() < 0.3 ? 0 : Math.round(10 ** (random() * Math.log10(max))));
    for (let i = 0; i < 200; i += 1) {
      const country = GHG_COUNTRIES[Math.floor(random() * GHG_COUNTRIES.length)];
      const own = COUNTRIES_WITH_GRID_FACTOR.has(country) && random() < 0.7 ? undefined : random() * 1.2;
      const input: GhgAssessmentInput = {
        sector: random() < 0.5 ? 'CEMENT' : 'SERVICES',
        countryCode: country,
        ...(own === undefined ? {} : { ownGridFactor: own }),
        gwpSet: random() < 0.5 ? 'AR5' : 'AR6',
        fuels: { dieselLitres: amount(1e9), gasolineLitres: amount(1e9), bituminousCoalTonnes: amount(1e6) },
        electricityKwh: amount(1e10),
        employees: amount(100_000),
        revenueVnd: amount(1e15),
        previousInventory: random() < 0.5,
      };
      const before = assess(input);
      expect(before.score).toBeGreaterThanOrEqual(0);
      expect(before.score).toBeLessThanOrEqual(100);
      expect(JSON.stringify(before)).not.toMatch(/NaN|Infinity/);
      const more = assess({
        ...input,
        fuels: { ...input.fuels, dieselLitres: (input.fuels.dieselLitres ?? 0) + amount(1e6) + 1 },
        electricityKwh: input.electricityKwh + amount(1e6),
      });
      expect(more.emissions.totalTco2e, JSON.stringify(input)).toBeGreaterThanOrEqual(
        before.emissions.totalTco2e,
      );
      expect(more.emissions.scope1Tco2e).toBeGreaterThan(before.emissions.scope1Tco2e);
    }
  });
});
