// The workspace's inventory at a glance (GET /inventory-summary, issue 15 item 6) and the stored result summary
// behind it and behind GET /inventories/{id}/results, on PGlite and PostgreSQL: the current inventory (latest year,
// latest version), totals by scope, months and facilities, what is missing, the plan's GHG_REPORT usage moving with
// each inventory created; and every kind of write (row create/replace/delete, CSV import, boundary and equity
// shares, GWP set, base-year rows, denominators) followed by a read shows the new figures, while a read without a
// change recalculates nothing.
import { describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { makeWorkspace, useSpacesSuite, type TestUser } from './support/spaces';
import { summaryStats } from '../../server/inventory/results';
import type { Db } from '../../server/db/client';

async function vnCountry(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM countries WHERE code = 'VN'`);
  return rows[0].id;
}

const DIESEL_T = 2.68526916; // 1,000 L diesel, AR5 (tests/api/inventory-activity.test.ts)
const GRID_T = 65.92; // 100 MWh at 0.6592 t/MWh (VN 2023)

const diesel = (facilityId: string, month: number, litres = 1000) => ({
  facilityId,
  period: { kind: 'MONTH', year: 2025, number: month },
  category: 'S1_STATIONARY_COMBUSTION',
  inputKind: 'FUEL',
  quantity: { value: litres, unit: 'L' },
  factorIds: [
    'IPCC2006-STATIONARY-DIESEL-CO2',
    'IPCC2006-STATIONARY-DIESEL-CH4',
    'IPCC2006-STATIONARY-DIESEL-N2O',
  ],
});
const electricityQ1 = (facilityId: string) => ({
  facilityId,
  period: { kind: 'QUARTER', year: 2025, number: 1 },
  category: 'S2_ELECTRICITY',
  inputKind: 'ELECTRICITY',
  quantity: { value: 100, unit: 'MWh' },
  factorIds: ['VN-GRID-2023'],
});
const refrigerant = (facilityId: string) => ({
  facilityId,
  period: { kind: 'YEAR', year: 2025 },
  category: 'S1_FUGITIVE_REFRIGERANTS',
  inputKind: 'REFRIGERANT',
  quantity: { value: 10, unit: 'kg' },
  refrigerant: { gas: 'R-410A', method: 'TOP_UP' },
});
const noFactor = (facilityId: string) => ({
  facilityId,
  period: { kind: 'MONTH', year: 2025, number: 2 },
  category: 'S3_04_UPSTREAM_TRANSPORT',
  inputKind: 'ACTIVITY',
  quantity: { value: 10, unit: 't.km' },
});

describe.each(ENGINES)('the inventory summary on %s', (engine) => {
  const { suite, call } = useSpacesSuite(engine);

  async function setUp() {
    const ws = await makeWorkspace(suite.db, 'Dash');
    const as = (user: TestUser) => ({
      get: (url: string) => call(user, { method: 'GET', url: `/api${url}`, space: ws.space.id }),
      post: (url: string, payload: unknown) =>
        call(user, { method: 'POST', url: `/api${url}`, space: ws.space.id, payload: payload as object }),
      put: (url: string, payload: unknown) =>
        call(user, { method: 'PUT', url: `/api${url}`, space: ws.space.id, payload: payload as object }),
      del: (url: string) => call(user, { method: 'DELETE', url: `/api${url}`, space: ws.space.id }),
    });
    const owner = as(ws.owner);
    const countryId = await vnCountry(suite.db);
    const a = (await owner.post('/facilities', { name: 'Nhà máy A', countryId })).body.data;
    const b = (await owner.post('/facilities', { name: 'Nhà máy B', countryId })).body.data;
    return { ws, owner, member: as(ws.member), a, b };
  }

  const summaryOf = async (reader: { get: (url: string) => Promise<any> }) => {
    const answer = await reader.get('/inventory-summary');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };

  it('says there is no inventory yet, then follows the current one, its gaps and the GHG_REPORT usage', async () => {
    const { owner, member, a, b } = await setUp();
    const empty = await summaryOf(member);
    expect(empty).toEqual({
      inventory: null,
      inventoryCount: 0,
      usage: { resource: 'GHG_REPORT', used: 0, limit: expect.any(Number) },
    });

    const older = (await owner.post('/inventories', { reportingYear: 2024 })).body.data;
    const inventory = (await owner.post('/inventories', { reportingYear: 2025 })).body.data;
    expect(older.id).toBeDefined();
    const boundary = await owner.put(`/inventories/${inventory.id}/boundary`, {
      version: inventory.version,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: a.id }, { facilityId: b.id }],
    });
    expect(boundary.status, JSON.stringify(boundary.body)).toBe(200);

    const bare = await summaryOf(member);
    expect(bare.inventoryCount).toBe(2);
    expect(bare.usage).toEqual({ resource: 'GHG_REPORT', used: 2, limit: empty.usage.limit });
    expect(bare.inventory).toMatchObject({
      id: inventory.id,
      reportingYear: 2025,
      versionNo: 1,
      status: 'DRAFT',
      chosenAs: 'LATEST_YEAR_LATEST_VERSION',
      rowCount: 0,
      totals: { scope1: 0, totalLocation: 0 },
      missing: {
        facilitiesWithoutData: [
          { facilityId: a.id, name: 'Nhà máy A' },
          { facilityId: b.id, name: 'Nhà máy B' },
        ],
        missingMonths: [],
        noFactorRowCount: 0,
      },
    });
    expect(bare.inventory.months.map((m: { month: string }) => m.month)).toHaveLength(12);

    const rowsUrl = `/inventories/${inventory.id}/activity-rows`;
    expect((await member.post(rowsUrl, diesel(a.id, 1))).status).toBe(201);
    expect((await member.post(rowsUrl, electricityQ1(a.id))).status).toBe(201);
    expect((await member.post(rowsUrl, noFactor(a.id))).status).toBe(201);
    const filled = (await summaryOf(member)).inventory;
    expect(filled.rowCount).toBe(2);
    expect(filled.totals.scope1).toBeCloseTo(DIESEL_T, 9);
    expect(filled.totals.scope2Location).toBeCloseTo(GRID_T, 9);
    expect(filled.months[0].scope1).toBeCloseTo(DIESEL_T, 9);
    expect(filled.months[1].scope2Location).toBeCloseTo(GRID_T / 3, 9);
    expect(filled.months[3].scope2Location).toBe(0);
    expect(filled.facilities).toEqual([
      expect.objectContaining({ facilityId: a.id, name: 'Nhà máy A' }),
      { facilityId: b.id, name: 'Nhà máy B', scope1: 0, scope2Location: 0, scope2Market: 0, scope3: 0 },
    ]);
    expect(filled.facilities[0].scope2Market).toBeCloseTo(GRID_T, 9);
    expect(filled.missing).toEqual({
      facilitiesWithoutData: [{ facilityId: b.id, name: 'Nhà máy B' }],
      // The quarter covers January to March; the row without a factor covers February too.
      missingMonths: [{ facilityId: a.id, name: 'Nhà máy A', months: [4, 5, 6, 7, 8, 9, 10, 11, 12] }],
      noFactorRowCount: 1,
      invalidRowCount: 0,
      outsideBoundaryRowCount: 0,
    });
  });

  it("gives any inventory's results its own month and facility series, the dashboard's for the current one", async () => {
    const { owner, member, a, b } = await setUp();
    const older = (await owner.post('/inventories', { reportingYear: 2024 })).body.data;
    const current = (await owner.post('/inventories', { reportingYear: 2025 })).body.data;
    for (const inventory of [older, current]) {
      const boundary = await owner.put(`/inventories/${inventory.id}/boundary`, {
        version: inventory.version,
        consolidationApproach: 'OPERATIONAL_CONTROL',
        facilities: [{ facilityId: a.id }, { facilityId: b.id }],
      });
      expect(boundary.status, JSON.stringify(boundary.body)).toBe(200);
    }
    const march2024 = { ...diesel(b.id, 3), period: { kind: 'MONTH', year: 2024, number: 3 } };
    expect((await member.post(`/inventories/${older.id}/activity-rows`, march2024)).status).toBe(201);
    expect((await member.post(`/inventories/${current.id}/activity-rows`, electricityQ1(a.id))).status).toBe(
      201,
    );
    const resultsOf = async (id: string, query = '') => {
      const answer = await member.get(`/inventories/${id}/results${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };

    // The earlier year: its own twelve months and its boundary's facilities, not the current inventory's.
    const past = await resultsOf(older.id);
    expect(past.months.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
    );
    expect(past.months[2].scope1).toBeCloseTo(DIESEL_T, 9);
    expect(past.months.reduce((sum: number, m: { scope1: number }) => sum + m.scope1, 0)).toBeCloseTo(
      past.totals.scope1,
      9,
    );
    expect(past.months.every((m: { scope2Location: number }) => m.scope2Location === 0)).toBe(true);
    expect(past.facilities).toEqual([
      { facilityId: a.id, name: 'Nhà máy A', scope1: 0, scope2Location: 0, scope2Market: 0, scope3: 0 },
      expect.objectContaining({ facilityId: b.id, name: 'Nhà máy B', scope2Location: 0, scope3: 0 }),
    ]);
    expect(past.facilities[1].scope1).toBeCloseTo(DIESEL_T, 9);
    // A traced read draws the same series as the stored summary.
    const traced = await resultsOf(older.id, '?trace=all');
    expect(traced.months).toEqual(past.months);
    expect(traced.facilities).toEqual(past.facilities);

    // The current inventory: the page's series are the dashboard's.
    const now = await resultsOf(current.id);
    const dashboard = (await summaryOf(member)).inventory;
    expect(dashboard.id).toBe(current.id);
    expect(now.months).toEqual(dashboard.months);
    expect(now.facilities).toEqual(dashboard.facilities);
    expect(now.months[0].scope2Location).toBeCloseTo(GRID_T / 3, 9);
  });

  it('recalculates after every kind of write and never on a read without a change', async () => {
    const { ws, owner, member, a, b } = await setUp();
    const base = (await owner.post('/inventories', { reportingYear: 2024 })).body.data;
    const inventory = (await owner.post('/inventories', { reportingYear: 2025 })).body.data;
    const boundaryUrl = `/inventories/${inventory.id}/boundary`;
    let version = (
      await owner.put(boundaryUrl, {
        version: inventory.version,
        consolidationApproach: 'OPERATIONAL_CONTROL',
        facilities: [{ facilityId: a.id }, { facilityId: b.id }],
      })
    ).body.data.version;
    const rowsUrl = `/inventories/${inventory.id}/activity-rows`;
    const resultsUrl = `/inventories/${inventory.id}/results`;
    const results = async () => (await member.get(resultsUrl)).body.data;
    const total = async () => (await summaryOf(member)).inventory.totals.totalLocation as number;

    // Create.
    const row = (await member.post(rowsUrl, diesel(a.id, 1))).body.data;
    expect(await total()).toBeCloseTo(DIESEL_T, 9);
    // A read without a change recalculates nothing (summary and results share the stored summary; the first
    // results read also stores the base year's, for the year-on-year).
    expect((await results()).totals.scope1).toBeCloseTo(DIESEL_T, 9);
    const before = summaryStats.recalculated;
    expect(await total()).toBeCloseTo(DIESEL_T, 9);
    expect((await results()).totals.scope1).toBeCloseTo(DIESEL_T, 9);
    expect(summaryStats.recalculated).toBe(before);
    // Replace.
    const replaced = await member.put(`${rowsUrl}/${row.id}`, { ...diesel(a.id, 1, 2000), version: 1 });
    expect(replaced.status).toBe(200);
    expect(await total()).toBeCloseTo(2 * DIESEL_T, 9);
    // Delete.
    expect((await member.del(`${rowsUrl}/${row.id}?version=2`)).status).toBe(200);
    expect(await total()).toBe(0);
    // CSV import.
    const csv =
      'id,facility,period,scope,category,input kind,typed,value,unit,factor ids\r\n' +
      ',Nhà máy B,2025-03,,S2_ELECTRICITY,ELECTRICITY,"100",,MWh,VN-GRID-2023\r\n';
    const imported = await suite.app.inject({
      method: 'POST',
      url: `/api${rowsUrl}.csv`,
      headers: {
        authorization: `Bearer ${await suite.tokenOf(ws.member)}`,
        'x-space-id': ws.space.id,
        'content-type': 'text/csv',
      },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await total()).toBeCloseTo(GRID_T, 9);
    expect((await member.del(`${rowsUrl}/${imported.json().data.rowIds[0]}?version=1`)).status).toBe(200);
    expect(await total()).toBe(0);
    // Boundary: equity shares halve B's figures; then B leaves the boundary (its rows are set apart).
    expect((await member.post(rowsUrl, electricityQ1(b.id))).status).toBe(201);
    expect(await total()).toBeCloseTo(GRID_T, 9);
    const equity = await owner.put(boundaryUrl, {
      version,
      consolidationApproach: 'EQUITY_SHARE',
      facilities: [
        { facilityId: a.id, equitySharePercent: 100 },
        { facilityId: b.id, equitySharePercent: 50 },
      ],
    });
    expect(equity.status, JSON.stringify(equity.body)).toBe(200);
    version = equity.body.data.version;
    expect(await total()).toBeCloseTo(GRID_T / 2, 9);
    const without = await owner.put(boundaryUrl, {
      version,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: a.id }],
    });
    expect(without.status).toBe(200);
    version = without.body.data.version;
    const outside = (await summaryOf(member)).inventory;
    expect(outside.totals.totalLocation).toBe(0);
    expect(outside.missing.outsideBoundaryRowCount).toBe(1);
    // GWP set: R-410A weighs 1,924 (AR5) or 2,256 (AR6).
    expect((await member.post(rowsUrl, refrigerant(a.id))).status).toBe(201);
    expect(await total()).toBeCloseTo(19.24, 9);
    const ar6 = await owner.put(`/inventories/${inventory.id}`, { version, gwpSet: 'AR6' });
    expect(ar6.status, JSON.stringify(ar6.body)).toBe(200);
    version = ar6.body.data.version;
    expect(await total()).toBeCloseTo(22.56, 9);
    // Denominators: the intensity follows at once.
    const denominators = await owner.put(`/inventories/${inventory.id}/denominators`, {
      version,
      denominators: { revenue: null, productTonnes: null, employees: 4 },
    });
    expect(denominators.status, JSON.stringify(denominators.body)).toBe(200);
    expect((await results()).intensity.perEmployee).toBeCloseTo(22.56 / 4, 9);
    // The base year's rows move this inventory's year-on-year.
    expect((await results()).yearOnYear).toMatchObject({
      baseInventoryId: base.id,
      totalLocation: { base: 0 },
    });
    await owner.put(`/inventories/${base.id}/boundary`, {
      version: base.version,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: a.id }],
    });
    const baseRow = { ...refrigerant(a.id), period: { kind: 'YEAR', year: 2024 } };
    expect((await member.post(`/inventories/${base.id}/activity-rows`, baseRow)).status).toBe(201);
    const yoy = (await results()).yearOnYear;
    // Like for like: the base year weighed with this inventory's AR6.
    expect(yoy.totalLocation.base).toBeCloseTo(22.56, 9);
    expect(yoy.totalLocation.change).toBeCloseTo(0, 9);
  });
});
