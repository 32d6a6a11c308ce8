// GET /ghg-reports/{id}/pdf on PGlite and on PostgreSQL: a stored report as a PDF in `?lang=` or the request's
// language (the company name and the total read back from the PDF's text, the total written that language's way),
// offered as an attachment; an unknown id 404, a malformed id 400 (error shape, never 5xx), and at most
// `ghgReportPdf` PDFs an hour per client address. Responses are validated against the OpenAPI document.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ROUTES } from '../../server/routes';
import { rateLimitRules } from '../../server/rate-limit/rules';
import { ENGINES, openSeededDb, testConfig } from './harness';
import { pdfText } from './support/pdf-text';

const example = {
  companyName: 'Công ty TNHH Thép Xanh Đồng Nai',
  sector: 'IRON_STEEL',
  fuels: { dieselLitres: 120_000, lpgKg: 80_000, fuelOilLitres: 300_000 },
  electricityKwh: 9_000_000,
  cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: false }],
  exportMarkets: ['EU'],
  employees: 150,
  revenueVnd: 500_000_000_000,
  previousInventory: false,
};

const written = (value: number, locale: 'vi' | 'en') =>
  new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 }).format(value);

describe.each(ENGINES)('GHG report PDF on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let app: FastifyInstance;
  let report: { id: string; emissions: { totalTco2e: number } };
  let address = 0;
  /** A fresh client address per test, so that the per-IP limit of one test does not reach another. */
  const nextIp = () => `198.18.${engine === 'pglite' ? 1 : 2}.${++address}`;

  beforeAll(async () => {
    handle = await openSeededDb(engine);
    app = await buildApp({ db: handle.db, config: testConfig(), routes: ROUTES });
    const created = await app.inject({
      method: 'POST',
      url: '/api/ghg-reports',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(example),
    });
    expect(created.statusCode).toBe(201);
    report = created.json().data;
  });

  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  const getPdf = (url: string, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
    app.inject({ method: 'GET', url, headers, remoteAddress });

  it('prints the report in Vietnamese by default: company name and total as 1.234,5', async () => {
    const res = await getPdf(`/api/ghg-reports/${report.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="danh-gia-rui-ro-ghg-${new Date().toISOString().slice(0, 10)}-${report.id.slice(0, 8)}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Công ty TNHH Thép Xanh Đồng Nai');
    expect(report.emissions.totalTco2e).toBeGreaterThan(1000);
    expect(written(report.emissions.totalTco2e, 'vi')).toContain('.');
    expect(text).toContain(`${written(report.emissions.totalTco2e, 'vi')} tCO₂e`);
    expect(text).toContain('Tổng phát thải');
    expect(text).toContain('Biểu đồ điểm rủi ro theo từng yếu tố');
  });

  it('follows Accept-Language, and ?lang= wins over it', async () => {
    const byHeader = await getPdf(`/api/ghg-reports/${report.id}/pdf`, { 'accept-language': 'en' });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.headers['content-disposition']).toContain('ghg-risk-assessment-');
    const english = pdfText(byHeader.rawPayload);
    expect(english).toContain('Công ty TNHH Thép Xanh Đồng Nai');
    expect(english).toContain(`${written(report.emissions.totalTco2e, 'en')} tCO₂e`);
    expect(english).toContain('Total emissions');
    expect(english).not.toContain('Tổng phát thải');

    const byQuery = await getPdf(`/api/ghg-reports/${report.id}/pdf?lang=vi`, { 'accept-language': 'en' });
    expect(byQuery.statusCode).toBe(200);
    expect(pdfText(byQuery.rawPayload)).toContain('Tổng phát thải');
    expect(byQuery.headers['content-language']).toBe('vi');
  });

  it('answers an unknown id with 404, a malformed id or language with 400, never 5xx', async () => {
    const unknown = await getPdf('/api/ghg-reports/3f6c2a1e-9b7d-4c1a-8e2f-5d4b3a2c1f00/pdf', {
      'accept-language': 'en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });

    for (const url of [
      '/api/ghg-reports/not-a-uuid/pdf',
      `/api/ghg-reports/${report.id}/pdf?lang=fr`,
      "/api/ghg-reports/1'%20OR%201=1/pdf",
    ]) {
      const bad = await getPdf(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json()).toMatchObject({ statusCode: 400 });
      expect(typeof bad.json().message).toBe('string');
    }
  });

  it(`makes at most ${rateLimitRules.ghgReportPdf.perIp.limit} PDFs an hour per address; then 429 with Retry-After`, async () => {
    const { limit } = rateLimitRules.ghgReportPdf.perIp;
    const ip = nextIp();
    // The unknown id costs no PDF but counts: the limit is on the requests, checked before the lookup.
    for (let i = 1; i <= limit; i++) {
      const res = await getPdf('/api/ghg-reports/3f6c2a1e-9b7d-4c1a-8e2f-5d4b3a2c1f00/pdf', {}, ip);
      expect(res.statusCode, `request ${i}`).toBe(404);
    }
    const limited = await getPdf(`/api/ghg-reports/${report.id}/pdf`, { 'accept-language': 'en' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still may.
    expect((await getPdf(`/api/ghg-reports/${report.id}/pdf`)).statusCode).toBe(200);
  });
});
