// The GHG emission-risk assessment over HTTP, on PGlite and on PostgreSQL: POST /ghg-reports computes with the
// domain model and stores the report, GET /ghg-reports/{id} returns the same result (texts in the reader's
// language); bad input is 400 with the error shape, an unknown id 404, never 5xx. Responses are validated against
// the OpenAPI document (testConfig), so a contract drift fails here.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ROUTES } from '../../server/routes';
import { assessGhgRisk } from '../../domain/ghg-risk';
import { insertGhgReport } from '../../server/db/repos/ghg-reports';
import type { GhgAssessment } from '../../domain/ghg-risk';
import { ENGINES, openSeededDb, testConfig } from './harness';

const example = {
  companyName: 'Công ty TNHH Thép Xanh Demo',
  taxCode: '0101234567',
  sector: 'IRON_STEEL',
  fuels: { dieselLitres: 120_000, lpgKg: 80_000, fuelOilLitres: 300_000 },
  electricityKwh: 9_000_000,
  cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: false }],
  exportMarkets: ['EU'],
  employees: 150,
  revenueVnd: 500_000_000_000,
  previousInventory: false,
};

const isErrorBody = (body: any, statusCode: number, code: string) => {
  expect(body).toMatchObject({ statusCode, code });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(Object.keys(body).every((k) => ['statusCode', 'code', 'message', 'details'].includes(k))).toBe(true);
};

describe.each(ENGINES)('GHG reports on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openSeededDb(engine);
    app = await buildApp({ db: handle.db, config: testConfig(), routes: ROUTES });
  });

  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  const create = (payload: unknown, language = 'vi') =>
    app.inject({
      method: 'POST',
      url: '/api/ghg-reports',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      payload: JSON.stringify(payload),
    });

  it('creates a report with the model result, then returns the same result by id', async () => {
    const res = await create(example);
    expect(res.statusCode).toBe(201);
    const report = res.json().data;
    expect(report.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(report.emissions.scope1Tco2e - 1465)).toBeLessThan(1);
    expect(Math.abs(report.emissions.scope2Tco2e - 5933)).toBeLessThan(1);
    expect(report.inventory).toMatchObject({ status: 'LIKELY_REQUIRED', m1: true, m2: true });
    const y2026 = report.cbam.totals.find((t: any) => t.scenario === 'Y2026');
    expect(Math.abs(y2026.costEur - 94_000)).toBeLessThan(500);
    // the defaults are filled in and stored with the input
    expect(report.input).toMatchObject({ countryCode: 'VN', gwpSet: 'AR5', sector: 'IRON_STEEL' });
    const model = assessGhgRisk(report.input);
    if (!model.ok) throw new Error('the model refused the stored input');
    expect(report.score).toBe(model.assessment.score);
    expect(report.level).toBe(model.assessment.level);
    expect(report.scoreFactors[0].reason).toContain('Nghị định 06/2022/NĐ-CP');

    const got = await app.inject({
      method: 'GET',
      url: `/api/ghg-reports/${report.id}`,
      headers: { 'accept-language': 'vi' },
    });
    expect(got.statusCode).toBe(200);
    // The same report; GET adds its workspace (null: made signed out, unclaimed).
    expect(got.json().data).toEqual({ ...report, workspace: null });

    const en = await app.inject({
      method: 'GET',
      url: `/api/ghg-reports/${report.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(200);
    const english = en.json().data;
    expect(english.scoreFactors[0].reason).toContain('Decree 06/2022/ND-CP');
    expect(english.emissions).toEqual(report.emissions);
    expect(english.cbam).toEqual(report.cbam);
    expect(english.score).toBe(report.score);
  });

  it('accepts the minimal input (no fuels, no exports, revenue 0)', async () => {
    const res = await create({
      sector: 'SERVICES',
      fuels: {},
      electricityKwh: 0,
      employees: 0,
      revenueVnd: 0,
      previousInventory: true,
    });
    expect(res.statusCode).toBe(201);
    const report = res.json().data;
    expect(report.emissions.intensity).toBeNull();
    expect(report.cbam.cost2030ToRevenuePercent).toBeNull();
    expect(report.level).toBe('LOW');
  });

  it('answers bad input with 400 and the error shape, never 5xx', async () => {
    const bad: unknown[] = [
      {},
      { ...example, sector: 'NOPE' },
      { ...example, electricityKwh: -1 },
      { ...example, employees: 1.5 },
      { ...example, taxCode: '12ab' },
      { ...example, fuels: { dieselLitres: 'a lot' } },
      {
        ...example,
        cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '72', quantity: 1, verifiedData: false }],
      },
      { ...example, previousInventory: undefined },
      [],
      'text',
    ];
    for (const payload of bad) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      isErrorBody(res.json(), 400, res.json().code);
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/ghg-reports',
      headers: { 'content-type': 'application/json' },
      payload: '{"sector":',
    });
    expect(malformed.statusCode).toBe(400);
    isErrorBody(malformed.json(), 400, malformed.json().code);
  });

  it("a Thai plant: TGO grid factor, no Decree 06 verdict, said in the reader's language", async () => {
    const res = await create({ ...example, countryCode: 'TH' });
    expect(res.statusCode).toBe(201);
    const report = res.json().data;
    expect(report.factors).toMatchObject({
      countryCode: 'TH',
      gridFactorOrigin: 'SOURCED',
      gridFactor: 0.475,
    });
    expect(report.factors.gridFactorSource).toContain('Thái Lan');
    expect(report.emissions.scope2Tco2e).toBe(4275);
    expect(report.emissions.scope2SensitivityTco2e).toBeNull();
    expect(report.inventory.status).toBe('NOT_APPLICABLE');
    expect(report.scoreFactors[0]).toMatchObject({ factor: 'REGULATION', points: 0 });
    expect(report.scoreFactors[0].reason).toContain('Thái Lan');
    const en = await app.inject({
      method: 'GET',
      url: `/api/ghg-reports/${report.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().data.scoreFactors[0].reason).toContain('the rules of Thailand are not assessed');
    expect(en.json().data.factors.gridFactorSource).toContain(
      'Thailand Greenhouse Gas Management Organization',
    );
  });

  it("a country without a sourced grid factor needs the user's own (400 on ownGridFactor), then marks it", async () => {
    const refused = await create({ ...example, countryCode: 'LA' });
    expect(refused.statusCode).toBe(400);
    isErrorBody(refused.json(), 400, 'VALIDATION_FAILED');
    expect(refused.json().details).toEqual([
      { field: 'ownGridFactor', message: expect.stringContaining('hệ số của chính doanh nghiệp') },
    ]);
    const own = await create({ ...example, countryCode: 'LA', ownGridFactor: 0.3 }, 'en');
    expect(own.statusCode).toBe(201);
    expect(own.json().data.factors).toMatchObject({
      gridFactorOrigin: 'OWN',
      gridFactor: 0.3,
      gridFactorSource: 'Your own factor, as entered',
    });
    for (const payload of [
      { ...example, countryCode: 'ZZ' },
      { ...example, ownGridFactor: -1 },
      { ...example, ownGridFactor: '0.5' },
      { ...example, ownGridFactor: null },
      { ...example, gwpSet: 'AR4' },
    ]) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('"verified data" without the verified figure is refused on that field (400), with it the figure is used', async () => {
    const good = { goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: true };
    const refused = await create({ ...example, cbamExports: [{ ...good, quantity: 10 }, good] }, 'en');
    expect(refused.statusCode).toBe(400);
    isErrorBody(refused.json(), 400, 'VALIDATION_FAILED');
    expect(refused.json().details).toEqual([
      {
        field: 'cbamExports.0.verifiedSee',
        message: 'With verified data, enter the verified embedded emissions (tCO2e per tonne)',
      },
      {
        field: 'cbamExports.1.verifiedSee',
        message: 'With verified data, enter the verified embedded emissions (tCO2e per tonne)',
      },
    ]);
    const vi = await create({ ...example, cbamExports: [good] });
    expect(vi.json().details[0].message).toContain('đã kiểm chứng');
    const ok = await create({ ...example, cbamExports: [{ ...good, verifiedSee: 2 }] }, 'en');
    expect(ok.statusCode).toBe(201);
    const stored = ok.json().data.cbam.goods[0];
    expect(stored).toMatchObject({ status: 'KNOWN', verifiedSee: 2, defaultSee: 2.35, benchmark: 1.37 });
    expect(stored.scenarios[0]).toMatchObject({ markup: 0, see: 2 });
    // A good without a sourced value: answered, unknown, with its factor rows saying so.
    const unknown = await create(
      { ...example, cbamExports: [{ goodsGroup: 'CEMENT', quantity: 5000, verifiedData: false }] },
      'en',
    );
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().data.cbam).toMatchObject({ costKnown: false, cost2030ToRevenuePercent: null });
    expect(unknown.json().data.factors.cbamFactors[0]).toMatchObject({
      kind: 'DEFAULT_VALUE',
      value: null,
      source: 'the CN code is needed to pick the default value',
    });
  });

  it('a report stored before countries were asked reads as made in Vietnam', async () => {
    const model = assessGhgRisk(example as never);
    if (!model.ok) throw new Error('refused');
    const {
      gwp: _g,
      countryCode: _c,
      gridFactorOrigin: _o,
      gridSourceId: _s,
      ...factors
    } = model.assessment.factors;
    const old = {
      ...model.assessment,
      input: { ...model.assessment.input, countryCode: undefined, gwpSet: undefined },
      factors: {
        ...factors,
        gridFactorSource: 'DCC (Cục Biến đổi khí hậu), combined margin 2023, CDM grid tool',
      },
    } as unknown as GhgAssessment;
    const stored = await insertGhgReport(handle.db, {
      userId: null,
      input: example as never,
      result: old,
      locale: 'vi',
    });
    const got = await app.inject({
      method: 'GET',
      url: `/api/ghg-reports/${stored.id}`,
      headers: { 'accept-language': 'vi' },
    });
    expect(got.statusCode).toBe(200);
    const report = got.json().data;
    expect(report.input.countryCode).toBe('VN');
    expect(report.factors).toMatchObject({ countryCode: 'VN', gridFactor: 0.6592, gridFactorYear: 2023 });
    expect(report.factors.gridFactorSource).toContain('Cục Biến đổi khí hậu công bố');
    expect(report.inventory.status).toBe('LIKELY_REQUIRED');
  });

  it('answers an unknown id with 404 NOT_FOUND and a malformed id with 400', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/ghg-reports/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    isErrorBody(missing.json(), 404, 'NOT_FOUND');

    const malformed = await app.inject({ method: 'GET', url: '/api/ghg-reports/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    isErrorBody(malformed.json(), 400, malformed.json().code);
  });
});
