// The HTTP contract of the foundation, on PGlite and on PostgreSQL: location and sector lists with paging, the one
// error shape in both languages, bad input answered 4xx (never 5xx), response validation against the OpenAPI
// document. The SPA served with a history fallback: spa.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { RouteModule } from '../../server/context';
import { PageMemo } from '../../server/db/reference-cache';
import { ApiError } from '../../server/errors';
import { ROUTES } from '../../server/routes';
import { ENGINES, openSeededDb, testConfig } from './harness';
import { isErrorBody } from './support/error-body';

const COUNTRY_CODES = [
  'AU',
  'BN',
  'CN',
  'FR',
  'GB',
  'HK',
  'ID',
  'JP',
  'KH',
  'KR',
  'LA',
  'MM',
  'MY',
  'PH',
  'SG',
  'TH',
  'US',
  'VN',
];

/** Routes with a JSON body (none exists in the document yet), to exercise body parsing and validation. */
const testRoutes: RouteModule = (app, { db }) => {
  app.post(
    '/api/__test/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'email'],
          properties: {
            name: { type: 'string', minLength: 2, maxLength: 20 },
            email: { type: 'string', format: 'email' },
          },
        },
      },
    },
    async (request) => ({ data: request.body }),
  );
  app.get('/api/__test/crash', async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/__test/conflict', async () => {
    await db.query(
      `INSERT INTO countries (code, name_vi, name_en, longitude, latitude) VALUES ('VN', 'x', 'x', 0, 0)`,
    );
    return { data: null };
  });
  app.get('/api/__test/forbidden', async () => {
    throw new ApiError(403, 'FORBIDDEN', 'forbidden');
  });
};

describe.each(ENGINES)('API on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openSeededDb(engine);
    app = await buildApp({ db: handle.db, config: testConfig(), routes: [...ROUTES, testRoutes] });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  describe('locations', () => {
    it('GET /api/countries?take=100000 answers exactly the 18 countries with their fields', async () => {
      const res = await get('/api/countries?take=100000');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toEqual({ page: 1, take: 100000, total: 18, pageCount: 1 });
      expect(body.data.map((c: any) => c.code)).toEqual(COUNTRY_CODES);
      for (const country of body.data) {
        expect(Object.keys(country).sort()).toEqual([
          'code',
          'id',
          'latitude',
          'longitude',
          'name_en',
          'name_vi',
        ]);
        expect(Number.isInteger(country.id)).toBe(true);
        expect(typeof country.longitude).toBe('number');
        expect(country.latitude).toBeGreaterThanOrEqual(-90);
        expect(country.latitude).toBeLessThanOrEqual(90);
      }
      expect(body.data.find((c: any) => c.code === 'VN')).toMatchObject({
        name_vi: 'Việt Nam',
        name_en: 'Vietnam',
      });
    });

    it('walks Vietnam -> its 63 cities -> Hà Nội districts -> wards, with paging meta', async () => {
      const countries = (await get('/api/countries?take=100000')).json().data;
      const vietnam = countries.find((c: any) => c.code === 'VN');

      const cities = await get(`/api/countries/${vietnam.id}/cities?take=100000`);
      expect(cities.statusCode).toBe(200);
      expect(cities.json().meta).toEqual({ page: 1, take: 100000, total: 63, pageCount: 1 });
      const hanoi = cities.json().data.find((c: any) => c.code === '01');
      expect(hanoi).toMatchObject({
        countryId: vietnam.id,
        name: 'Thành phố Hà Nội',
        type: 'Thành phố Trung ương',
      });

      const districts = await get(`/api/cities/${hanoi.id}/districts?take=50`);
      expect(districts.statusCode).toBe(200);
      expect(districts.json().meta).toEqual({ page: 1, take: 50, total: 30, pageCount: 1 });
      const hoanKiem = districts.json().data.find((d: any) => d.name === 'Quận Hoàn Kiếm');
      expect(hoanKiem).toMatchObject({ cityId: hanoi.id, code: '002', type: 'Quận' });

      const wards = await get(`/api/districts/${hoanKiem.id}/wards?page=1&take=50`);
      expect(wards.statusCode).toBe(200);
      expect(wards.json().meta).toEqual({ page: 1, take: 50, total: 18, pageCount: 1 });
      expect(wards.json().data[0]).toEqual({
        id: expect.any(Number),
        districtId: hoanKiem.id,
        code: '00037',
        name: 'Phường Phúc Tân',
        type: 'Phường',
      });

      const page2 = (await get(`/api/districts/${hoanKiem.id}/wards?page=2&take=10`)).json();
      expect(page2.meta).toEqual({ page: 2, take: 10, total: 18, pageCount: 2 });
      expect(page2.data).toHaveLength(8);
      expect(page2.data[0]).toEqual(wards.json().data[10]);
    });

    it('pages: default take 50, a page past the end is empty, a country without cities is an empty list', async () => {
      const vietnam = (await get('/api/countries?take=100000')).json().data.find((c: any) => c.code === 'VN');
      const first = (await get(`/api/countries/${vietnam.id}/cities`)).json();
      expect(first.meta).toEqual({ page: 1, take: 50, total: 63, pageCount: 2 });
      expect(first.data).toHaveLength(50);
      const second = (await get(`/api/countries/${vietnam.id}/cities?page=2`)).json();
      expect(second.data).toHaveLength(13);
      expect(new Set([...first.data, ...second.data].map((c: any) => c.id)).size).toBe(63);
      const past = (await get(`/api/countries/${vietnam.id}/cities?page=9`)).json();
      expect(past).toEqual({ data: [], meta: { page: 9, take: 50, total: 63, pageCount: 2 } });

      const japan = (await get('/api/countries?take=100000')).json().data.find((c: any) => c.code === 'JP');
      const none = await get(`/api/countries/${japan.id}/cities?take=100000`);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ data: [], meta: { page: 1, take: 100000, total: 0, pageCount: 0 } });
    });

    it('answers 404 NOT_FOUND (Error schema) for unknown parent ids', async () => {
      for (const url of [
        '/api/countries/9999/cities',
        '/api/cities/9999/districts',
        '/api/districts/99999/wards',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        isErrorBody(res.json(), 404, 'NOT_FOUND');
        expect(res.json().message).toBe('Không tìm thấy dữ liệu');
      }
    });

    it('lists the sectors: the six inventory sectors and the CBAM goods sectors, vi and en', async () => {
      const res = await get('/api/sectors?take=100');
      expect(res.statusCode).toBe(200);
      const codes = res.json().data.map((s: any) => s.code);
      expect(codes.slice(0, 6)).toEqual([
        'ENERGY',
        'TRANSPORT',
        'CONSTRUCTION',
        'INDUSTRIAL_PROCESSES',
        'AFOLU',
        'WASTE',
      ]);
      expect(codes).toEqual(
        expect.arrayContaining([
          'IRON_STEEL',
          'ALUMINIUM',
          'FERTILISERS',
          'CEMENT',
          'ELECTRICITY',
          'HYDROGEN',
        ]),
      );
      expect(res.json().data[0]).toEqual({
        id: expect.any(Number),
        code: 'ENERGY',
        name_vi: 'Năng lượng',
        name_en: 'Energy',
      });
    });
  });

  describe('memoised pages', () => {
    it('answers the same page identically from memory, and unknown ids stay 404', async () => {
      const first = await get('/api/cities/1/districts?take=7&page=2');
      const second = await get('/api/cities/1/districts?take=7&page=2');
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.body).toBe(first.body);
      expect(first.json().meta).toEqual({ page: 2, take: 7, total: 30, pageCount: 5 });
      expect((await get('/api/cities/9999/districts?take=7')).statusCode).toBe(404);
      expect((await get('/api/cities/9999/districts?take=7')).statusCode).toBe(404);
    });

    it('keeps the memo bounded', () => {
      const memo = new PageMemo(3);
      for (let i = 0; i < 10; i++) memo.get(`k${i}`, () => ({ i }));
      expect(memo.size).toBeLessThanOrEqual(3);
      expect(memo.get('k9', () => ({ i: -1 }))).toBe('{"i":9}');
      expect(() =>
        memo.get('boom', () => {
          throw new Error('no');
        }),
      ).toThrow('no');
      expect(memo.get('boom', () => 'ok')).toBe('"ok"');
    });
  });

  describe('bad input answers 4xx with the Error schema, never 5xx', () => {
    it.each([
      ['/api/countries?take=abc', 'take'],
      ['/api/countries?take=0', 'take'],
      ['/api/countries?take=1.5', 'take'],
      ['/api/countries?take=100001', 'take'],
      ['/api/countries?take=', 'take'],
      ['/api/countries?page=-1', 'page'],
      ['/api/countries?page=0', 'page'],
      ['/api/countries/abc/cities', 'id'],
      ['/api/cities/0/districts', 'id'],
      ['/api/districts/99999999999/wards', 'id'],
    ])('%s -> 400 VALIDATION_FAILED on %s', async (url, field) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      isErrorBody(body, 400, 'VALIDATION_FAILED');
      expect(body.message).toBe('Dữ liệu không hợp lệ');
      expect(body.details).toEqual([{ field, message: expect.any(String) }]);
    });

    it('translates messages and details by Accept-Language (vi default, en)', async () => {
      const vi = (await get('/api/countries?take=abc')).json();
      const en = (await get('/api/countries?take=abc', { 'accept-language': 'en-US,en;q=0.9' })).json();
      const fr = (await get('/api/countries?take=abc', { 'accept-language': 'fr-FR' })).json();
      expect(vi.message).toBe('Dữ liệu không hợp lệ');
      expect(vi.details[0].message).toBe('Phải là số nguyên');
      expect(en.message).toBe('Invalid data');
      expect(en.details[0].message).toBe('Must be an integer');
      expect(fr.message).toBe(vi.message);
      expect(
        (await get('/api/countries?take=0', { 'accept-language': 'en' })).json().details[0].message,
      ).toBe('Must be at least 1');
      expect((await get('/api/nope', { 'accept-language': 'en' })).json().message).toBe(
        'API route not found',
      );
      expect((await get('/api/cities/9999/districts', { 'accept-language': 'en' })).json().message).toBe(
        'Not found',
      );
    });

    it('unknown /api routes answer 404 ROUTE_NOT_FOUND', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['GET', '/api'],
        ['POST', '/api/countries'],
        ['DELETE', '/api/sectors'],
      ] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        isErrorBody(res.json(), 404, 'ROUTE_NOT_FOUND');
        expect(res.json().message).toBe('Không tìm thấy đường dẫn API');
      }
    });

    it('malformed and empty JSON bodies answer 400 MALFORMED_JSON', async () => {
      for (const payload of ['{"name": "An",', '', '{"__proto__": {"x": 1}}']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/__test/echo',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        isErrorBody(res.json(), 400, 'MALFORMED_JSON');
      }
      const en = await app.inject({
        method: 'POST',
        url: '/api/__test/echo',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: '{',
      });
      expect(en.json().message).toBe('The JSON body is malformed');
    });

    it('a body over 1 MiB answers 413 PAYLOAD_TOO_LARGE', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/__test/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'An', email: 'an@example.com', pad: 'x'.repeat(1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      isErrorBody(res.json(), 413, 'PAYLOAD_TOO_LARGE');
      expect(res.json().message).toBe('Dữ liệu gửi lên quá lớn');
    });

    it('a body of another content type answers 415', async () => {
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/__test/echo',
          headers: { 'content-type': type },
          payload: 'name=An',
        });
        expect(res.statusCode, type).toBe(415);
        isErrorBody(res.json(), 415, 'UNSUPPORTED_MEDIA_TYPE');
      }
    });

    it('body validation lists every field with a translated message', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/__test/echo',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: { email: 'not-an-email' },
      });
      expect(res.statusCode).toBe(400);
      isErrorBody(res.json(), 400, 'VALIDATION_FAILED');
      expect(res.json().details).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'Field is required' },
          { field: 'email', message: 'Invalid email' },
        ]),
      );
      const short = await app.inject({
        method: 'POST',
        url: '/api/__test/echo',
        payload: { name: 'A', email: 'an@example.com' },
      });
      expect(short.json().details).toEqual([{ field: 'name', message: 'Tối thiểu 2 ký tự' }]);
      const ok = await app.inject({
        method: 'POST',
        url: '/api/__test/echo',
        payload: { name: 'An', email: 'an@example.com' },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('a unique violation in the database answers 409 CONFLICT', async () => {
      const res = await get('/api/__test/conflict');
      expect(res.statusCode).toBe(409);
      isErrorBody(res.json(), 409, 'CONFLICT');
    });

    it('ApiError thrown by a route keeps its status and code', async () => {
      const res = await get('/api/__test/forbidden', { 'accept-language': 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'You are not allowed to do this',
      });
    });

    it('a real fault answers 500 INTERNAL with the generic message and no internal detail', async () => {
      const res = await get('/api/__test/crash');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Đã có lỗi xảy ra!' });
      expect(res.body).not.toContain('secret');
    });
  });

  describe('service routes', () => {
    it('GET /api/health reports the database engine', async () => {
      const res = await get('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: 'ok', db: engine } });
    });

    it('GET /api/config gives the identity configuration and site URL', async () => {
      const res = await get('/api/config');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          identity: {
            region: 'ap-southeast-1',
            userPoolId: 'ap-southeast-1_LocalDev01',
            clientId: '7k1nd3vl0ca1c1i3nt0000000a',
            endpoint: null,
            hostedUiDomain: null,
          },
          siteUrl: 'http://localhost:8080',
          defaultLocale: 'vi',
          locales: ['vi', 'en'],
        },
      });
    });
  });

  describe('response validation against the OpenAPI document', () => {
    it('an answer that breaks the contract is logged and answered 500 when validateResponses is on', async () => {
      const broken: RouteModule = (instance, { api }) => {
        api.route(instance, 'get', '/config', async () => ({
          data: {
            identity: { region: 'r', userPoolId: 'p', clientId: 'c', endpoint: null, hostedUiDomain: null },
            siteUrl: 'http://localhost',
            defaultLocale: 'fr' as 'vi',
            locales: ['vi' as const],
          },
        }));
      };
      const strict = await buildApp({ db: handle.db, config: testConfig(), routes: [broken] });
      const lax = await buildApp({
        db: handle.db,
        config: testConfig({ validateResponses: false }),
        routes: [broken],
      });
      try {
        const res = await strict.inject({ method: 'GET', url: '/api/config' });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toMatchObject({ statusCode: 500, code: 'INTERNAL', message: 'Đã có lỗi xảy ra!' });
        expect(res.json().details).toEqual([{ field: '/data/defaultLocale', message: expect.any(String) }]);
        // Off (production, benchmark): the answer goes out as the handler wrote it.
        const unchecked = await lax.inject({ method: 'GET', url: '/api/config' });
        expect(unchecked.statusCode).toBe(200);
        expect(unchecked.json().data.defaultLocale).toBe('fr');
      } finally {
        await strict.close();
        await lax.close();
      }
    });

    it('every answer of the real routes passes the check (errors included)', async () => {
      // `app` validates responses: the tests above would have seen 500s otherwise. One more of each kind:
      expect((await get('/api/sectors')).statusCode).toBe(200);
      expect((await get('/api/countries/9999/cities')).statusCode).toBe(404);
      expect((await get('/api/countries?take=abc')).statusCode).toBe(400);
    });
  });
});
