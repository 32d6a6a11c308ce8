// A JSON body keeps its types: the request validator coerces only the text parts of a request (path, query,
// headers), never a JSON body. `null` is not 0, "1200" is not 1200, 1 is not true, "EU" is not ["EU"]: each is
// answered 400 VALIDATION_FAILED on its field, and nothing is stored. Shown on POST /ghg-reports (public) and
// POST /subscription/validate-access-subscripiton (signed in), on PGlite and PostgreSQL; query strings are
// still read as their declared types.
import { describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { useSpacesSuite, makeWorkspace } from './support/spaces';

const assessment = {
  sector: 'IRON_STEEL',
  fuels: { dieselLitres: 120_000 },
  electricityKwh: 9_000_000,
  cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: false }],
  exportMarkets: ['EU'],
  employees: 150,
  revenueVnd: 500_000_000_000,
  previousInventory: false,
};

describe.each(ENGINES)('JSON bodies are not coerced, on %s', (engine) => {
  const { suite, call } = useSpacesSuite(engine);

  const reportCount = async () =>
    Number((await suite.db.query<{ n: string }>('SELECT count(*) AS n FROM ghg_reports')).rows[0].n);

  it.each([
    ['a number sent as text', { electricityKwh: '1200' }, 'electricityKwh', 'Must be a number'],
    ['null for a number', { revenueVnd: null }, 'revenueVnd', 'Must be a number'],
    ['null for an integer', { employees: null }, 'employees', 'Must be an integer'],
    ['an integer sent as text', { employees: '150' }, 'employees', 'Must be an integer'],
    [
      'a nested number sent as text',
      { fuels: { dieselLitres: '120000' } },
      'fuels.dieselLitres',
      'Must be a number',
    ],
    ['1 for a boolean', { previousInventory: 1 }, 'previousInventory', 'Must be true or false'],
    ['"false" for a boolean', { previousInventory: 'false' }, 'previousInventory', 'Must be true or false'],
    ['a lone value for a list', { exportMarkets: 'EU' }, 'exportMarkets', 'Wrong type of value'],
    ['a number for a text', { taxCode: 101234567 }, 'taxCode', 'Must be text'],
    ['an empty text for a number', { electricityKwh: '' }, 'electricityKwh', 'Must be a number'],
    [
      'a number beyond its bound',
      { electricityKwh: 1e30 },
      'electricityKwh',
      'Must be at most 10000000000000',
    ],
    ['a negative number', { revenueVnd: -1 }, 'revenueVnd', 'Must be at least 0'],
  ])('POST /ghg-reports refuses %s', async (_name, change, field, message) => {
    const before = await reportCount();
    const res = await call(null, {
      method: 'POST',
      url: '/api/ghg-reports',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ ...assessment, ...change }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(res.body.details).toContainEqual({ field, message });
    expect(await reportCount()).toBe(before);
  });

  it('POST /ghg-reports refuses a number too large to be finite (1e400 parses as Infinity)', async () => {
    const res = await call(null, {
      method: 'POST',
      url: '/api/ghg-reports',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(assessment).replace('"electricityKwh":9000000', '"electricityKwh":1e400'),
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain('electricityKwh');
  });

  it('POST /ghg-reports takes the same body with real numbers', async () => {
    const res = await call(null, { method: 'POST', url: '/api/ghg-reports', payload: assessment });
    expect(res.status).toBe(201);
    expect(res.body.data.input.electricityKwh).toBe(9_000_000);
    expect(Number.isFinite(res.body.data.emissions.totalTco2e)).toBe(true);
  });

  it('validate-access refuses a quantity sent as text or null, and takes a number', async () => {
    const w = await makeWorkspace(suite.db, 'coerce');
    const ask = (quantity: unknown) =>
      call(w.owner, {
        method: 'POST',
        url: '/api/subscription/validate-access-subscripiton',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: JSON.stringify({ spaceId: w.space.id, resource: 'GHG_REPORT', quantity }),
      });
    for (const quantity of ['2', null, true, [2]]) {
      const res = await ask(quantity);
      expect(res.status, JSON.stringify(quantity)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toContainEqual({ field: 'quantity', message: 'Must be an integer' });
    }
    const ok = await ask(2);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ allowed: true });
  });

  it('still reads query strings and path parameters as their declared types', async () => {
    const countries = await call(null, { method: 'GET', url: '/api/countries?take=5&page=1' });
    expect(countries.status).toBe(200);
    expect(countries.body.meta).toMatchObject({ take: 5, page: 1 });
    const vietnam = (await call(null, { method: 'GET', url: '/api/countries?take=100' })).body.data.find(
      (country: { code: string }) => country.code === 'VN',
    );
    const cities = await call(null, {
      method: 'GET',
      url: `/api/countries/${vietnam.id}/cities?take=2&page=2`,
    });
    expect(cities.status).toBe(200);
    expect(cities.body.data).toHaveLength(2);
    expect(cities.body.meta).toMatchObject({ take: 2, page: 2 });
  });
});
