// The GHG inventory's activity data (issue 15, slice 2) on PGlite and PostgreSQL: rows created, listed, filtered,
// replaced and deleted with optimistic versions; the boundary and the inventory's status guard the writes; MEMBERs
// enter data, other workspaces see nothing; the results are the engine's over the stored rows (hand-checked), a
// row without a factor is listed and not counted, pinned factors survive a library change; the audit trail gets
// every change and cannot be edited; the CSV keeps what was typed; bad input answers 400, never 500.
import { describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { buildSpacesApp, makeWorkspace, useSpacesSuite, type TestUser } from './support/spaces';
import { createRateLimiter } from '../../server/rate-limit';
import { insertFacility, insertInventory, replaceBoundary } from '../../server/db/repos/inventory';
import type { Db } from '../../server/db/client';
import { FACTOR_LIBRARY } from '../../domain/inventory/factors/library';
import type { EmissionFactor } from '../../domain/inventory/factors/types';
import { calculateInventory } from '../../domain/inventory/engine/calculate';
import { pin, pinFuel, row as engineRow } from '../../domain/inventory/engine/test-rows';

async function vnCountry(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM countries WHERE code = 'VN'`);
  return rows[0].id;
}

const DIESEL = [
  'IPCC2006-STATIONARY-DIESEL-CO2',
  'IPCC2006-STATIONARY-DIESEL-CH4',
  'IPCC2006-STATIONARY-DIESEL-N2O',
];

/** The five hand-checked rows (AR5), January 2025. */
const rowsFor = (facilityId: string) => ({
  // Scope 1, stationary: 1,000 L diesel (IPCC 2006 Vol. 2 Ch. 1 Tables 1.2/1.4, Ch. 2 Table 2.3; density 0.84 kg/L,
  // NCV 43.0 GJ/t): 0.03612 TJ × (74,100 CO2 + 3 × 28 CH4 + 0.6 × 265 N2O) kg/TJ = 2,685.26916 kg = 2.68526916 t.
  diesel: {
    facilityId,
    period: { kind: 'MONTH', year: 2025, number: 1 },
    category: 'S1_STATIONARY_COMBUSTION',
    inputKind: 'FUEL',
    quantity: { value: 1000, unit: 'L', text: '1.000' },
    factorIds: DIESEL,
  },
  // Scope 2: 100 MWh at Vietnam's 2023 grid factor 0.6592 tCO2/MWh (DCC 2023) = 65.92 t location-based; 40 MWh
  // covered by renewable certificates: market-based 60 MWh × 0.6592 = 39.552 t.
  electricity: {
    facilityId,
    period: { kind: 'YEAR', year: 2025 },
    category: 'S2_ELECTRICITY',
    inputKind: 'ELECTRICITY',
    quantity: { value: 100, unit: 'MWh', text: '100' },
    factorIds: ['VN-GRID-2023'],
    instruments: [{ kind: 'RENEWABLE_CERTIFICATE', quantity: 40, evidence: 'I-REC VN-2025-0001' }],
  },
  // Scope 1, fugitive: 10 kg R-410A topped up × GWP AR5 1,924 (GHG Protocol GWP list, Aug 2024) = 19.24 t.
  refrigerant: {
    facilityId,
    period: { kind: 'QUARTER', year: 2025, number: 2 },
    category: 'S1_FUGITIVE_REFRIGERANTS',
    inputKind: 'REFRIGERANT',
    quantity: { value: 10, unit: 'kg' },
    refrigerant: { gas: 'R-410A', method: 'TOP_UP' },
  },
  // Scope 3 cat 4: 10,000 t.km by average-laden diesel HGV (DESNZ 2025, 27_304_3140_14_1: 0.10163 kg/t.km) = 1.0163 t.
  freight: {
    facilityId,
    period: { kind: 'MONTH', year: 2025, number: 3 },
    category: 'S3_04_UPSTREAM_TRANSPORT',
    inputKind: 'ACTIVITY',
    quantity: { value: 10000, unit: 't.km' },
    factorIds: ['DESNZ2025-FREIGHT-HGV_DIESEL_AVERAGE_LADEN'],
  },
  // Scope 3 cat 5: 12 t commercial and industrial waste to landfill (DESNZ 2025, 20_507_5313_15_1: 520.5327 kg/t)
  // = 6.2463924 t.
  waste: {
    facilityId,
    period: { kind: 'MONTH', year: 2025, number: 3 },
    category: 'S3_05_WASTE',
    inputKind: 'ACTIVITY',
    quantity: { value: 12, unit: 't' },
    factorIds: ['DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL'],
  },
});

describe.each(ENGINES)('GHG inventory activity data on %s', (engine) => {
  const { suite, call } = useSpacesSuite(engine);

  async function setUp(options: { year?: number; base?: boolean } = {}) {
    const ws = await makeWorkspace(suite.db, 'Act');
    const countryId = await vnCountry(suite.db);
    const facility = (name: string) =>
      insertFacility(suite.db, ws.space.id, {
        name,
        countryId,
        cityId: null,
        districtId: null,
        wardId: null,
        street: null,
        sectorId: null,
      });
    const plant = await facility('Nhà máy Phú Mỹ');
    const outside = await facility('Kho Bình Dương');
    const inventoryId = await insertInventory(suite.db, {
      spaceId: ws.space.id,
      reportingYear: options.year ?? 2025,
      isBaseYear: options.base ?? true,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      gwpSet: 'AR5',
      createdBy: ws.owner.id,
    });
    await replaceBoundary(suite.db, inventoryId, [{ facilityId: plant.id, equitySharePercent: null }]);
    const as = (user: TestUser | null, space = ws.space.id) => ({
      get: (url: string) => call(user, { method: 'GET', url: `/api${url}`, space }),
      post: (url: string, payload: unknown) =>
        call(user, { method: 'POST', url: `/api${url}`, space, payload: payload as object }),
      put: (url: string, payload: unknown) =>
        call(user, { method: 'PUT', url: `/api${url}`, space, payload: payload as object }),
      del: (url: string) => call(user, { method: 'DELETE', url: `/api${url}`, space }),
    });
    const rowsUrl = `/inventories/${inventoryId}/activity-rows`;
    return {
      ws,
      plant,
      outside,
      inventoryId,
      rowsUrl,
      rows: rowsFor(plant.id),
      owner: as(ws.owner),
      admin: as(ws.admin),
      member: as(ws.member),
      as,
    };
  }

  it('creates, lists, filters, replaces and deletes rows (MEMBER included), with versions and audit events', async () => {
    const { inventoryId, rowsUrl, rows, member, owner, ws } = await setUp();
    const created = await member.post(rowsUrl, rows.diesel);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const diesel = created.body.data;
    expect(diesel).toMatchObject({
      inventoryId,
      scope: 1,
      category: 'S1_STATIONARY_COMBUSTION',
      quantity: { value: 1000, unit: 'L', text: '1.000' },
      version: 1,
      result: { status: 'calculated' },
    });
    expect(diesel.factors.map((f: { id: string }) => f.id)).toEqual(DIESEL);
    expect(diesel.factors[0]).toMatchObject({ origin: 'LIBRARY', pinnedAt: expect.any(String) });
    expect(diesel.factors[0].source.document).toContain('IPCC');
    expect(diesel.result.tco2e).toBeCloseTo(2.68526916, 9);

    const waste = (await owner.post(rowsUrl, rows.waste)).body.data;
    const refrigerant = (await owner.post(rowsUrl, rows.refrigerant)).body.data;

    const all = await member.get(rowsUrl);
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ page: 1, take: 100, total: 3, pageCount: 1 });
    // Period order: January, March, then the second quarter.
    expect(all.body.data.map((r: { id: string }) => r.id)).toEqual([diesel.id, waste.id, refrigerant.id]);
    expect((await member.get(`${rowsUrl}?scope=3`)).body.data.map((r: { id: string }) => r.id)).toEqual([
      waste.id,
    ]);
    expect(
      (await member.get(`${rowsUrl}?category=S1_FUGITIVE_REFRIGERANTS`)).body.data.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([refrigerant.id]);
    expect((await member.get(`${rowsUrl}?periodKind=MONTH&periodNumber=1`)).body.meta.total).toBe(1);
    expect((await member.get(`${rowsUrl}?take=1&page=2`)).body).toMatchObject({
      data: [{ id: waste.id }],
      meta: { page: 2, take: 1, total: 3, pageCount: 3 },
    });

    const replaced = await member.put(`${rowsUrl}/${diesel.id}`, {
      ...rows.diesel,
      quantity: { value: 2000, unit: 'L', text: '2.000' },
      version: 1,
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data).toMatchObject({ version: 2, quantity: { value: 2000 } });
    expect(replaced.body.data.result.tco2e).toBeCloseTo(2 * 2.68526916, 9);
    // The kept factors keep their snapshots (same pinnedAt).
    expect(replaced.body.data.factors[0].pinnedAt).toBe(diesel.factors[0].pinnedAt);

    const stale = await owner.put(`${rowsUrl}/${diesel.id}`, { ...rows.diesel, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await owner.del(`${rowsUrl}/${diesel.id}?version=1`)).status).toBe(409);

    const deleted = await member.del(`${rowsUrl}/${diesel.id}?version=2`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: diesel.id, deleted: true });
    expect((await member.get(rowsUrl)).body.meta.total).toBe(2);
    expect((await member.del(`${rowsUrl}/${diesel.id}?version=2`)).status).toBe(404);

    const trail = await member.get(`/inventories/${inventoryId}/audit-events`);
    expect(trail.status).toBe(200);
    const events = trail.body.data as {
      action: string;
      entityId: string;
      before: any;
      after: any;
      actor: { userId: string; email: string };
    }[];
    // Newest first: delete, update, the two owner creations, the member's creation.
    expect(events.map((e) => e.action)).toEqual([
      'ACTIVITY_ROW_DELETED',
      'ACTIVITY_ROW_UPDATED',
      'ACTIVITY_ROW_CREATED',
      'ACTIVITY_ROW_CREATED',
      'ACTIVITY_ROW_CREATED',
    ]);
    expect(events[0]).toMatchObject({ entityId: diesel.id, after: null, before: { enteredValue: 2000 } });
    expect(events[1]).toMatchObject({ before: { enteredValue: 1000 }, after: { enteredValue: 2000 } });
    expect(events[4].actor).toEqual({ userId: ws.member.id, email: ws.member.email });
    expect(events[4].after.factors[0].id).toBe(DIESEL[0]);
    expect((await member.get(`/inventories/${inventoryId}/audit-events?take=2`)).body.meta).toEqual({
      page: 1,
      take: 2,
      total: 5,
      pageCount: 3,
    });
    // Filtered by kind (the audit screen's filter): the rows' events only; none of the boundary; an unknown kind
    // is refused.
    const rowsOnly = await member.get(`/inventories/${inventoryId}/audit-events?entity=ACTIVITY_ROW&take=2`);
    expect(rowsOnly.body.meta).toEqual({ page: 1, take: 2, total: 5, pageCount: 3 });
    const boundaryOnly = await member.get(`/inventories/${inventoryId}/audit-events?entity=FACTOR`);
    expect(boundaryOnly.body).toEqual({ data: [], meta: { page: 1, take: 50, total: 0, pageCount: 0 } });
    expect((await member.get(`/inventories/${inventoryId}/audit-events?entity=NOPE`)).status).toBe(400);
  });

  it('computes the results the engine computes over the same rows, hand-checked; no factor is not 0', async () => {
    const { inventoryId, rowsUrl, rows, owner, plant } = await setUp();
    const ids: Record<string, string> = {};
    for (const [name, payload] of Object.entries(rows)) {
      const response = await owner.post(rowsUrl, payload);
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(201);
      ids[name] = response.body.data.id;
    }
    // Electricity of February with no factor chosen yet: stored, listed, never counted as 0.
    const noFactor = await owner.post(rowsUrl, {
      facilityId: plant.id,
      period: { kind: 'MONTH', year: 2025, number: 2 },
      category: 'S2_ELECTRICITY',
      inputKind: 'ELECTRICITY',
      quantity: { value: 5000, unit: 'kWh' },
    });
    expect(noFactor.status).toBe(201);
    expect(noFactor.body.data.result).toMatchObject({ status: 'noFactor', tco2e: null });

    const response = await owner.get(`/inventories/${inventoryId}/results?employees=10&trace=all`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const r = response.body.data;
    // By hand (see rowsFor): scope 1 = 2.68526916 + 19.24; scope 2 = 65.92 / 39.552; scope 3 = 1.0163 + 6.2463924.
    expect(r.totals.scope1).toBeCloseTo(21.92526916, 9);
    expect(r.totals.scope2Location).toBeCloseTo(65.92, 9);
    expect(r.totals.scope2Market).toBeCloseTo(39.552, 9);
    expect(r.totals.scope3).toBeCloseTo(7.2626924, 9);
    expect(r.totals.totalLocation).toBeCloseTo(21.92526916 + 65.92 + 7.2626924, 9);
    expect(r.totals.totalMarket).toBeCloseTo(21.92526916 + 39.552 + 7.2626924, 9);
    expect(r.noFactorRowIds).toEqual([noFactor.body.data.id]);
    expect(r.invalidRowIds).toEqual([]);
    expect(r.byScope.find((b: { key: string }) => b.key === '2').rowIds).not.toContain(noFactor.body.data.id);
    expect(r.intensity.perEmployee).toBeCloseTo(r.totals.totalLocation / 10, 9);
    expect(r.intensity.perProductTonne).toBeNull();
    expect(r.yearOnYear).toBeNull();

    // The same rows through the engine directly.
    const direct = calculateInventory(
      [
        engineRow('S1_STATIONARY_COMBUSTION', 'FUEL', 1000, 'L', pinFuel('IPCC2006-STATIONARY-DIESEL')),
        engineRow('S2_ELECTRICITY', 'ELECTRICITY', 100, 'MWh', [pin('VN-GRID-2023')], {
          period: { kind: 'year', year: 2025 },
          instruments: [{ kind: 'RENEWABLE_CERTIFICATE', quantity: 40, evidence: 'I-REC' }],
        }),
        engineRow('S1_FUGITIVE_REFRIGERANTS', 'REFRIGERANT', 10, 'kg', [], {
          period: { kind: 'quarter', year: 2025, quarter: 2 },
          refrigerant: { gas: 'R-410A', method: 'TOP_UP' },
        }),
        engineRow(
          'S3_04_UPSTREAM_TRANSPORT',
          'ACTIVITY',
          10000,
          't.km',
          [pin('DESNZ2025-FREIGHT-HGV_DIESEL_AVERAGE_LADEN')],
          { period: { kind: 'month', year: 2025, month: 3 } },
        ),
        engineRow(
          'S3_05_WASTE',
          'ACTIVITY',
          12,
          't',
          [pin('DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL')],
          {
            period: { kind: 'month', year: 2025, month: 3 },
          },
        ),
      ],
      { gwpSet: 'AR5' },
    );
    for (const key of Object.keys(direct.totals) as (keyof typeof direct.totals)[])
      expect(r.totals[key], key).toBeCloseTo(direct.totals[key], 9);
    const months = Object.fromEntries(r.byMonth.map((b: { key: string; tco2e: number }) => [b.key, b.tco2e]));
    expect(Object.keys(months).sort()).toEqual(Object.keys(direct.byMonth).sort());
    for (const [month, bucket] of Object.entries(direct.byMonth))
      expect(months[month]).toBeCloseTo(bucket.tco2e, 9);
    const gases = Object.fromEntries(r.byGas.map((b: { key: string; tco2e: number }) => [b.key, b.tco2e]));
    for (const [gas, bucket] of Object.entries(direct.byGas))
      expect(gases[gas]).toBeCloseTo(bucket!.tco2e, 9);
    expect(r.byFacility).toEqual([
      { key: plant.id, tco2e: expect.any(Number), rowCount: 5, rowIds: expect.any(Array) },
    ]);
    expect(r.byFacility[0].tco2e).toBeCloseTo(r.totals.totalLocation, 9);

    // The trace: the waste total down to its row and factor, with the factor's source.
    const wasteBucket = r.byCategory.find((b: { key: string }) => b.key === 'S3_05_WASTE');
    expect(wasteBucket.rowIds).toEqual([ids.waste]);
    const wasteRow = r.rows.find((x: { rowId: string }) => x.rowId === ids.waste);
    expect(wasteRow.trace).toHaveLength(1);
    expect(wasteRow.trace[0]).toMatchObject({
      factorId: 'DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL',
      factorValue: 520.5327,
      quantity: 12,
    });
    expect(wasteRow.trace[0].source.document).toMatch(/conversion factors/i);

    // Without `trace` the answer carries the totals only; with one total, the rows behind it.
    const summary = (await owner.get(`/inventories/${inventoryId}/results`)).body.data;
    expect(summary.rows).toBeUndefined();
    expect(summary.byCategory.find((b: { key: string }) => b.key === 'S3_05_WASTE')).toEqual({
      key: 'S3_05_WASTE',
      tco2e: wasteBucket.tco2e,
      rowCount: 1,
    });
    expect(summary.totals).toEqual(r.totals);
    const one = (await owner.get(`/inventories/${inventoryId}/results?trace=category:S3_05_WASTE`)).body.data;
    expect(one.rows.map((x: { rowId: string }) => x.rowId)).toEqual([ids.waste]);
    const scope2 = (await owner.get(`/inventories/${inventoryId}/results?trace=scope:2`)).body.data;
    expect(scope2.rows.map((x: { rowId: string }) => x.rowId)).toEqual([ids.electricity]);
    expect(scope2.rows[0].trace.map((l: { basis: string }) => l.basis)).toEqual(['location', 'market']);
    expect((await owner.get(`/inventories/${inventoryId}/results?trace=nonsense`)).status).toBe(400);
  });

  it('keeps a pinned factor when the library changes afterwards', async () => {
    const { inventoryId, rowsUrl, rows, owner } = await setUp();
    expect((await owner.post(rowsUrl, rows.electricity)).status).toBe(201);
    const before = (await owner.get(`/inventories/${inventoryId}/results`)).body.data.totals;
    expect(before.scope2Location).toBeCloseTo(65.92, 9);
    const inLibrary = FACTOR_LIBRARY.find((f) => f.id === 'VN-GRID-2023') as EmissionFactor;
    const original = inLibrary.value;
    try {
      inLibrary.value = 9.99;
      const after = (await owner.get(`/inventories/${inventoryId}/results`)).body.data.totals;
      expect(after.scope2Location).toBe(before.scope2Location);
      expect(after.scope2Market).toBe(before.scope2Market);
      // A row pinned now does see the change: the library did change.
      const later = await owner.post(rowsUrl, { ...rows.electricity, instruments: [] });
      expect(later.body.data.result.tco2e).toBeCloseTo(999, 6);
    } finally {
      inLibrary.value = original;
    }
  });

  it('refuses a facility outside the boundary and writes to an inventory that is not editable', async () => {
    const { ws, inventoryId, rowsUrl, rows, owner, member, outside } = await setUp();
    const refused = await owner.post(rowsUrl, { ...rows.diesel, facilityId: outside.id });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ field: 'facilityId', message: expect.any(String) }]);

    const stored = (await owner.post(rowsUrl, rows.waste)).body.data;
    for (const status of ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'LOCKED']) {
      await suite.db.query('UPDATE inventories SET status = $2 WHERE id = $1', [inventoryId, status]);
      expect((await member.post(rowsUrl, rows.diesel)).status, status).toBe(409);
      expect((await member.put(`${rowsUrl}/${stored.id}`, { ...rows.waste, version: 1 })).status).toBe(409);
      expect((await member.del(`${rowsUrl}/${stored.id}?version=1`)).status).toBe(409);
      // Reading still works.
      expect((await member.get(`/inventories/${inventoryId}/results`)).status).toBe(200);
    }
    await suite.db.query(`UPDATE inventories SET status = 'CHANGES_REQUESTED' WHERE id = $1`, [inventoryId]);
    expect((await member.post(rowsUrl, rows.diesel)).status).toBe(201);
    const { rows: count } = await suite.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM inventory_activity_rows WHERE space_id = $1',
      [ws.space.id],
    );
    expect(count[0].n).toBe(2);
  });

  it('shows nothing to another workspace: a non-member gets 403, another workspace’s ids are 404', async () => {
    const a = await setUp();
    const b = await setUp();
    const row = (await a.owner.post(a.rowsUrl, a.rows.waste)).body.data;
    // B's owner naming A's space: not a member.
    const asB = a.as(b.ws.owner);
    expect((await asB.get(a.rowsUrl)).status).toBe(403);
    expect((await asB.post(a.rowsUrl, a.rows.waste)).status).toBe(403);
    // B's owner in B's space, naming A's inventory and row.
    expect((await b.owner.get(a.rowsUrl)).status).toBe(404);
    expect((await b.owner.get(`/inventories/${a.inventoryId}/results`)).status).toBe(404);
    expect((await b.owner.get(`/inventories/${a.inventoryId}/audit-events`)).status).toBe(404);
    expect((await b.owner.put(`${b.rowsUrl}/${row.id}`, { ...b.rows.waste, version: 1 })).status).toBe(404);
    expect((await b.owner.del(`${b.rowsUrl}/${row.id}?version=1`)).status).toBe(404);
    // A facility of A named in B's inventory is outside B's boundary.
    expect((await b.owner.post(b.rowsUrl, a.rows.waste)).status).toBe(400);
    expect((await a.owner.get(a.rowsUrl)).body.data).toHaveLength(1);
  });

  it('keeps the audit trail append-only', async () => {
    const { inventoryId, rowsUrl, rows, owner } = await setUp();
    expect((await owner.post(rowsUrl, rows.waste)).status).toBe(201);
    await expect(
      suite.db.query(`UPDATE inventory_audit_events SET action = 'X' WHERE inventory_id = $1`, [inventoryId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      suite.db.query('DELETE FROM inventory_audit_events WHERE inventory_id = $1', [inventoryId]),
    ).rejects.toThrow(/append-only/);
    const trail = (await owner.get(`/inventories/${inventoryId}/audit-events`)).body.data;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['ACTIVITY_ROW_CREATED']);
  });

  it('exports the rows as CSV with what was typed, the factors with their sources and the total', async () => {
    const { ws, inventoryId, rowsUrl, rows, owner } = await setUp();
    expect(
      (
        await owner.post(rowsUrl, {
          ...rows.diesel,
          quantity: { value: 1000.5, unit: 'L', text: '1.000,5' },
          note: 'Máy phát, "dự phòng"',
        })
      ).status,
    ).toBe(201);
    expect((await owner.post(rowsUrl, rows.waste)).status).toBe(201);
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/inventories/${inventoryId}/activity-rows.csv`,
      headers: { authorization: `Bearer ${await suite.tokenOf(ws.member)}`, 'x-space-id': ws.space.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('inventory-2025-activity-rows.csv');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Số đã nhập');
    expect(lines[1]).toContain('Nhà máy Phú Mỹ');
    expect(lines[1]).toContain('"1.000,5"');
    expect(lines[1]).toContain('1000.5');
    expect(lines[1]).toContain(DIESEL.join(' | '));
    expect(lines[1]).toContain('2006 IPCC Guidelines');
    expect(lines[1]).toContain('"Máy phát, ""dự phòng"""');
    expect(lines[2]).toContain('DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL');
    const results = (await owner.get(`/inventories/${inventoryId}/results`)).body.data;
    expect(lines[3].startsWith('Tổng,')).toBe(true);
    expect(lines[3]).toContain(String(results.totals.totalLocation));
  });

  it('imports the exported CSV again, all lines or none, refusing ambiguous numbers', async () => {
    const { ws, inventoryId, rowsUrl, rows, owner } = await setUp();
    expect(
      (await owner.post(rowsUrl, { ...rows.diesel, quantity: { value: 1000.5, unit: 'L', text: '1.000,5' } }))
        .status,
    ).toBe(201);
    expect((await owner.post(rowsUrl, rows.waste)).status).toBe(201);
    const token = await suite.tokenOf(ws.member);
    const headers = { authorization: `Bearer ${token}`, 'x-space-id': ws.space.id };
    const csvUrl = `/api/inventories/${inventoryId}/activity-rows.csv`;
    const exported = (await suite.app.inject({ method: 'GET', url: csvUrl, headers })).body;
    const importCsv = (body: string, lang = 'vi') =>
      suite.app.inject({
        method: 'POST',
        url: csvUrl,
        headers: { ...headers, 'content-type': 'text/csv', 'accept-language': lang },
        payload: body,
      });
    const before = (await owner.get(`/inventories/${inventoryId}/results`)).body.data.totals;

    const imported = await importCsv(exported);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().data.created).toBe(2);
    const after = (await owner.get(`/inventories/${inventoryId}/results`)).body.data.totals;
    expect(after.totalLocation).toBeCloseTo(2 * before.totalLocation, 9);
    const list = (await owner.get(rowsUrl)).body.data as {
      quantity: { value: number; text: string | null };
    }[];
    expect(list.filter((r) => r.quantity.text === '1.000,5').map((r) => r.quantity.value)).toEqual([
      1000.5, 1000.5,
    ]);

    const lines = exported.replace(/^\uFEFF/, '').split('\r\n');
    const head = lines[0];
    const countRows = async () =>
      (
        await suite.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM inventory_activity_rows WHERE inventory_id = $1',
          [inventoryId],
        )
      ).rows[0].n;
    // "1,000" reads as one (a decimal) or a thousand in Vietnamese: refused, and the good line is not stored either.
    const ambiguous = `${head}\r\n,Nhà máy Phú Mỹ,2025-04,,S3_05_WASTE,ACTIVITY,"1,000",,t,DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL\r\n${lines[2]}\r\n`;
    const refused = await importCsv(ambiguous);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'lines.2.typed', message: expect.stringContaining('1,000') },
    ]);
    expect(await countRows()).toBe(4);
    // Unknown facility, wrong unit for the category (the engine's rule), and a malformed file.
    const bad = `${head}\r\n,Kho không có,2025-04,,S3_05_WASTE,ACTIVITY,12,,t,\r\n,Nhà máy Phú Mỹ,2025-04,,S3_05_WASTE,ACTIVITY,12,,kWh,DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL\r\n`;
    const badAnswer = await importCsv(bad);
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json().details.map((d: { field: string }) => d.field)).toEqual([
      'lines.2.facility',
      'lines.3.quantity.unit',
    ]);
    expect((await importCsv('"unclosed')).statusCode).toBe(400);
    expect((await importCsv('')).statusCode).toBe(400);
    expect(await countRows()).toBe(4);

    await suite.db.query(`UPDATE inventories SET status = 'APPROVED' WHERE id = $1`, [inventoryId]);
    expect((await importCsv(exported)).statusCode).toBe(409);
    expect(await countRows()).toBe(4);
  });

  it('answers bad input with 400 and per-field details, never 500, storing nothing', async () => {
    const { ws, rowsUrl, rows, owner } = await setUp();
    const cases: [string, unknown, string][] = [
      ['NaN', { ...rows.diesel, quantity: { value: 'NaN', unit: 'L' } }, 'quantity.value'],
      ['negative', { ...rows.diesel, quantity: { value: -1, unit: 'L' } }, 'quantity.value'],
      ['1e30', { ...rows.diesel, quantity: { value: 1e30, unit: 'L' } }, 'quantity.value'],
      ['empty', {}, 'facilityId'],
      ['unit of another category', { ...rows.waste, quantity: { value: 12, unit: 'kWh' } }, 'quantity.unit'],
      ['unknown unit', { ...rows.waste, quantity: { value: 12, unit: 'gallon' } }, 'quantity.unit'],
      [
        'text typed differently',
        { ...rows.waste, quantity: { value: 12, unit: 't', text: '21' } },
        'quantity.text',
      ],
      ['unknown factor', { ...rows.waste, factorIds: ['NO-SUCH-FACTOR'] }, 'factorIds.0'],
      ['factor of another group', { ...rows.waste, factorIds: ['VN-GRID-2023'] }, 'factorIds.0'],
      ['year with a number', { ...rows.waste, period: { kind: 'YEAR', year: 2025, number: 3 } }, 'period'],
      ['quarter 5', { ...rows.waste, period: { kind: 'QUARTER', year: 2025, number: 5 } }, 'period'],
      ['refrigerant missing', { ...rows.refrigerant, refrigerant: undefined }, 'refrigerant'],
      [
        'certificates above the quantity',
        {
          ...rows.electricity,
          instruments: [{ kind: 'RENEWABLE_CERTIFICATE', quantity: 150, evidence: 'x' }],
        },
        'instruments',
      ],
      [
        'certificate without evidence',
        {
          ...rows.electricity,
          instruments: [{ kind: 'RENEWABLE_CERTIFICATE', quantity: 10, evidence: ' ' }],
        },
        'instruments.0.evidence',
      ],
      [
        'spend without a rate',
        {
          ...rows.waste,
          category: 'S3_01_PURCHASED_GOODS_SERVICES',
          inputKind: 'SPEND',
          quantity: { value: 1e9, unit: 'VND' },
          factorIds: ['USEEIO-1.2-NAICS-331110'],
        },
        'exchangeRate',
      ],
    ];
    for (const [name, payload, field] of cases) {
      const response = await owner.post(rowsUrl, payload);
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body.code, name).toBe('VALIDATION_FAILED');
      expect(
        response.body.details.map((d: { field: string }) => d.field),
        `${name}: ${JSON.stringify(response.body.details)}`,
      ).toContain(field);
    }
    // Translated: the same refusal in English.
    const en = await call(ws.owner, {
      method: 'POST',
      url: `/api${rowsUrl}`,
      space: ws.space.id,
      headers: { 'accept-language': 'en' },
      payload: { ...rows.waste, quantity: { value: 12, unit: 'kWh' } },
    });
    expect(en.body.details[0].message).toBe('This category does not take the unit kWh');
    const { rows: count } = await suite.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM inventory_activity_rows WHERE space_id = $1',
      [ws.space.id],
    );
    expect(count[0].n).toBe(0);
  });

  it('lists the library with the workspace’s own factors and pins a supplier factor for market-based scope 2', async () => {
    const { ws, inventoryId, rowsUrl, rows, owner, member } = await setUp();
    const factor = {
      code: 'PPA-SOLAR-2025',
      value: 0.5,
      perUnit: 'kWh',
      gas: 'CO2',
      group: 'GRID_ELECTRICITY',
      document: 'Hợp đồng PPA số 07/2025',
      year: 2025,
      evidence: 'https://example.vn/ppa-07-2025.pdf',
      region: 'VN',
      validFrom: 2025,
      validTo: null,
    };
    expect((await member.post('/emission-factors', factor)).status).toBe(403);
    const noEvidence = await owner.post('/emission-factors', { ...factor, evidence: '  ' });
    expect(noEvidence.status).toBe(400);
    expect(noEvidence.body.details.map((d: { field: string }) => d.field)).toEqual(['evidence']);
    expect((await owner.post('/emission-factors', { ...factor, value: 0 })).status).toBe(400);
    const created = await owner.post('/emission-factors', factor);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ id: `WS-${ws.space.id}-PPA-SOLAR-2025`, origin: 'WORKSPACE' });
    const taken = await owner.post('/emission-factors', factor);
    expect(taken.body.code, JSON.stringify(taken.body)).toBe('FACTOR_CODE_TAKEN');

    const listed = await member.get('/emission-factors?category=S2_ELECTRICITY&take=500');
    expect(listed.status).toBe(200);
    const listedIds = listed.body.data.map((f: { id: string }) => f.id);
    expect(listedIds).toContain('VN-GRID-2023');
    expect(listedIds).toContain(id);
    expect(
      listed.body.data.every((f: { group: string }) => ['GRID_ELECTRICITY', 'CUSTOM'].includes(f.group)),
    ).toBe(true);
    for (const f of listed.body.data) expect(f.source.year).toEqual(expect.any(Number));
    expect((await member.get('/emission-factors?q=diesel&take=5')).body.meta.total).toBeGreaterThan(3);

    // 100,000 kWh: 30,000 at the supplier's 0.5 kg/kWh + 70,000 at the grid's 0.6592 = 61.144 t market-based.
    const response = await member.post(rowsUrl, {
      ...rows.electricity,
      quantity: { value: 100000, unit: 'kWh' },
      instruments: [{ kind: 'SUPPLIER_FACTOR', quantity: 30000, factorId: id, evidence: 'PPA 07/2025' }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data.instruments[0].factor).toMatchObject({ id, value: 0.5 });
    expect(response.body.data.result.tco2eMarket).toBeCloseTo(61.144, 9);

    // Another workspace cannot pin it.
    const other = await setUp();
    const refused = await other.owner.post(other.rowsUrl, {
      ...other.rows.electricity,
      instruments: [{ kind: 'SUPPLIER_FACTOR', quantity: 10, factorId: id, evidence: 'x' }],
    });
    expect(refused.status).toBe(400);
    expect(
      (await other.owner.get('/emission-factors?take=500')).body.data.map((f: { id: string }) => f.id),
    ).not.toContain(id);
    expect((await owner.get(`/inventories/${inventoryId}/results`)).status).toBe(200);
  });

  it('counts each facility at its equity share under the equity share approach', async () => {
    const { inventoryId, rowsUrl, rows, owner, plant, outside } = await setUp();
    // Both facilities in the boundary: the plant at 40 %, the warehouse at 100 %.
    await replaceBoundary(suite.db, inventoryId, [
      { facilityId: plant.id, equitySharePercent: 40 },
      { facilityId: outside.id, equitySharePercent: 100 },
    ]);
    await suite.db.query(`UPDATE inventories SET consolidation_approach = 'EQUITY_SHARE' WHERE id = $1`, [
      inventoryId,
    ]);
    expect((await owner.post(rowsUrl, rows.waste)).status).toBe(201);
    expect((await owner.post(rowsUrl, { ...rows.waste, facilityId: outside.id })).status).toBe(201);
    const r = (await owner.get(`/inventories/${inventoryId}/results?trace=category:S3_05_WASTE`)).body.data;
    expect(r.equityShareApplied).toBe(true);
    // 6.2463924 t × 0.4 + 6.2463924 t × 1 (DESNZ 2025 landfill, see rowsFor).
    expect(r.totals.scope3).toBeCloseTo(6.2463924 * 1.4, 9);
    expect(r.totals.totalLocation).toBeCloseTo(6.2463924 * 1.4, 9);
    const byFacility = Object.fromEntries(
      r.byFacility.map((b: { key: string; tco2e: number }) => [b.key, b.tco2e]),
    );
    expect(byFacility[plant.id]).toBeCloseTo(6.2463924 * 0.4, 9);
    expect(r.rows.map((x: { share: number; tco2e: number }) => [x.share, x.tco2e])).toEqual(
      expect.arrayContaining([
        [0.4, expect.closeTo(6.2463924, 9)],
        [1, expect.closeTo(6.2463924, 9)],
      ]),
    );
  });

  it('rate-limits row writes per user (rule inventoryDataWrite), storing nothing past the limit', async () => {
    const { ws, rowsUrl, rows } = await setUp();
    // The rule scaled down to 2 writes an hour per user (2,000 × 0.001), in an app of its own.
    const limited = await buildSpacesApp(suite.db, undefined, createRateLimiter({ limitScale: 0.001 }));
    try {
      const headers = {
        authorization: `Bearer ${await limited.tokenOf(ws.member)}`,
        'x-space-id': ws.space.id,
      };
      const post = () =>
        limited.app.inject({ method: 'POST', url: `/api${rowsUrl}`, headers, payload: rows.waste });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await limited.app.inject({ method: 'GET', url: `/api${rowsUrl}`, headers })).json().meta.total,
      ).toBe(2);
    } finally {
      await limited.app.close();
    }
  });

  it('stores the intensity denominators on the inventory (OWNER and ADMIN), the query overriding them', async () => {
    const { inventoryId, rowsUrl, rows, owner, admin, member } = await setUp();
    expect((await owner.post(rowsUrl, rows.waste)).status).toBe(201);
    const url = `/inventories/${inventoryId}/denominators`;
    expect((await member.get(url)).body.data).toEqual({
      denominators: { revenue: null, productTonnes: null, employees: null },
      version: 1,
    });
    const denominators = { revenue: { value: 2_000_000, currency: 'USD' }, productTonnes: 500, employees: 4 };
    expect((await member.put(url, { version: 1, denominators })).status).toBe(403);
    const set = await admin.put(url, { version: 1, denominators });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toEqual({ denominators, version: 2 });
    expect((await owner.put(url, { version: 1, denominators })).body.code).toBe('STALE_VERSION');
    expect(
      (await owner.put(url, { version: 2, denominators: { ...denominators, employees: 0 } })).status,
    ).toBe(400);
    // 6.2463924 t (DESNZ 2025 landfill, 12 t): per USD million 6.2463924 / 2 = 3.1231962; per tonne / 500; per
    // employee / 4.
    const r = (await member.get(`/inventories/${inventoryId}/results`)).body.data;
    expect(r.intensity.perMillionRevenue).toEqual({ value: expect.closeTo(3.1231962, 9), currency: 'USD' });
    expect(r.intensity.perProductTonne).toBeCloseTo(6.2463924 / 500, 9);
    expect(r.intensity.perEmployee).toBeCloseTo(6.2463924 / 4, 9);
    const q = (await member.get(`/inventories/${inventoryId}/results?employees=2`)).body.data;
    expect(q.intensity.perEmployee).toBeCloseTo(6.2463924 / 2, 9);
    expect(q.intensity.perProductTonne).toBeCloseTo(6.2463924 / 500, 9);
    const trail = (await member.get(`/inventories/${inventoryId}/audit-events`)).body.data;
    expect(trail[0]).toMatchObject({
      action: 'INVENTORY_UPDATED',
      before: { denominators: { employees: null } },
      after: { denominators: { employees: 4 } },
    });
    // Cleared.
    const cleared = await owner.put(url, {
      version: 2,
      denominators: { revenue: null, productTonnes: null, employees: null },
    });
    expect(cleared.body.data.version).toBe(3);
    expect((await member.get(`/inventories/${inventoryId}/results`)).body.data.intensity).toBeNull();
  });

  it('compares with the base year', async () => {
    const { ws, rows, owner, plant, inventoryId: baseId } = await setUp();
    expect((await owner.post(`/inventories/${baseId}/activity-rows`, rows.waste)).status).toBe(201);
    const current = await insertInventory(suite.db, {
      spaceId: ws.space.id,
      reportingYear: 2026,
      isBaseYear: false,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      gwpSet: 'AR5',
      createdBy: ws.owner.id,
    });
    await replaceBoundary(suite.db, current, [{ facilityId: plant.id, equitySharePercent: null }]);
    const twice = {
      ...rows.waste,
      period: { kind: 'MONTH', year: 2026, number: 3 },
      quantity: { value: 24, unit: 't' },
    };
    expect((await owner.post(`/inventories/${current}/activity-rows`, twice)).status).toBe(201);
    const r = (await owner.get(`/inventories/${current}/results`)).body.data;
    expect(r.yearOnYear).toMatchObject({ baseInventoryId: baseId, baseYear: 2025, gwpSetsDiffer: false });
    expect(r.yearOnYear.scope3.base).toBeCloseTo(6.2463924, 9);
    expect(r.yearOnYear.scope3.current).toBeCloseTo(12.4927848, 9);
    expect(r.yearOnYear.scope3.changePercent).toBeCloseTo(100, 9);
    expect(r.yearOnYear.scope1.changePercent).toBeNull();
  });
});
