// The GHG emission-risk assessment over HTTP, on PGlite and on PostgreSQL: POST /ghg-reports computes with the
// domain model and stores the report, GET /ghg-reports/{id} returns the same result (texts in the reader's
// language); bad input is 400 with the error shape, an unknown id 404, never 5xx. Responses are validated against
// the OpenAPI document (testConfig), so a contract drift fails here.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ROUTES } from '../../server/routes';
import { assessGhgRisk } from '../../domain/ghg-risk';
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
    expect(got.json().data).toEqual(report);

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
