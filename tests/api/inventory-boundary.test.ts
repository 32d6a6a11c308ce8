// The GHG inventory's boundary (issue 15, slice 1) on PGlite and PostgreSQL: facilities and inventories CRUD, one
// base year per workspace, the equity-share rules, optimistic versions (409 STALE_VERSION), another workspace's
// things (404 / 403), MEMBERs read but do not manage, the plan's GHG_REPORT limit, the audit trail written with
// every change, and the trigger that keeps it append-only. Bad input answers 400, never 500.
import { describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { buildSpacesApp, makeSpace, makeWorkspace, useSpacesSuite, type TestUser } from './support/spaces';
import { createRateLimiter } from '../../server/rate-limit';
import { rateLimitRules } from '../../server/rate-limit/rules';
import { listAuditEvents } from '../../server/db/repos/inventory';
import type { Db } from '../../server/db/client';

interface Address {
  countryId: number;
  cityId: number;
  districtId: number;
  wardId: number;
  otherCityId: number;
}

/** A Vietnamese city with a district that has a ward, and another city of the country. */
async function pickAddress(db: Db): Promise<Address> {
  const { rows } = await db.query<{
    country_id: number;
    city_id: number;
    district_id: number;
    ward_id: number;
  }>(
    `SELECT c.id AS country_id, ci.id AS city_id, d.id AS district_id, w.id AS ward_id
       FROM countries c JOIN cities ci ON ci.country_id = c.id JOIN districts d ON d.city_id = ci.id
       JOIN wards w ON w.district_id = d.id
      WHERE c.code = 'VN' ORDER BY ci.id, d.id, w.id LIMIT 1`,
  );
  const row = rows[0];
  const { rows: others } = await db.query<{ id: number }>(
    'SELECT id FROM cities WHERE country_id = $1 AND id <> $2 ORDER BY id LIMIT 1',
    [row.country_id, row.city_id],
  );
  return {
    countryId: row.country_id,
    cityId: row.city_id,
    districtId: row.district_id,
    wardId: row.ward_id,
    otherCityId: others[0].id,
  };
}

describe.each(ENGINES)('GHG inventory boundary on %s', (engine) => {
  const { suite, call } = useSpacesSuite(engine);

  async function setUp() {
    const ws = await makeWorkspace(suite.db, 'Inv');
    const address = await pickAddress(suite.db);
    const as = (user: TestUser | null) => ({
      get: (url: string) => call(user, { method: 'GET', url: `/api${url}`, space: ws.space.id }),
      post: (url: string, payload: unknown) =>
        call(user, { method: 'POST', url: `/api${url}`, space: ws.space.id, payload: payload as object }),
      put: (url: string, payload: unknown) =>
        call(user, { method: 'PUT', url: `/api${url}`, space: ws.space.id, payload: payload as object }),
    });
    return { ws, address, owner: as(ws.owner), admin: as(ws.admin), member: as(ws.member) };
  }

  it('creates, reads, edits and archives a facility with a picked address, auditing each change', async () => {
    const { ws, address, owner, member } = await setUp();
    const created = await owner.post('/facilities', {
      name: '  Nhà máy cán thép Phú Mỹ  ',
      countryId: address.countryId,
      cityId: address.cityId,
      districtId: address.districtId,
      wardId: address.wardId,
      street: 'KCN Phú Mỹ I',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const facility = created.body.data;
    expect(facility).toMatchObject({
      name: 'Nhà máy cán thép Phú Mỹ',
      status: 'ACTIVE',
      version: 1,
      illustrative: false,
      address: { countryId: address.countryId, wardId: address.wardId, street: 'KCN Phú Mỹ I' },
    });
    expect(facility.address.countryName).toBe('Việt Nam');
    expect(facility.address.wardName).toEqual(expect.any(String));

    const read = await member.get(`/facilities/${facility.id}`);
    expect(read.status).toBe(200);
    expect((await member.get('/facilities')).body.data.map((f: { id: string }) => f.id)).toEqual([
      facility.id,
    ]);

    const edited = await owner.put(`/facilities/${facility.id}`, {
      name: 'Nhà máy Phú Mỹ',
      countryId: address.countryId,
      cityId: address.cityId,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Nhà máy Phú Mỹ', version: 2, address: { wardId: null } });

    // A stale version changes nothing.
    const stale = await owner.put(`/facilities/${facility.id}`, {
      name: 'Tên khác',
      countryId: address.countryId,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');

    const archived = await owner.post(`/facilities/${facility.id}/archive`, { version: 2 });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ status: 'ARCHIVED', version: 3 });

    const events = await listAuditEvents(suite.db, ws.space.id);
    expect(events.map((e) => e.action)).toEqual([
      'FACILITY_CREATED',
      'FACILITY_UPDATED',
      'FACILITY_ARCHIVED',
    ]);
    expect(events[0]).toMatchObject({ entity: 'FACILITY', entityId: facility.id, actorUserId: ws.owner.id });
    expect(events[0].before).toBeNull();
    expect(events[1].before).toMatchObject({ name: 'Nhà máy cán thép Phú Mỹ', version: 1 });
    expect(events[1].after).toMatchObject({ name: 'Nhà máy Phú Mỹ', version: 2 });
  });

  it('refuses bad facility input with 400 (never 500), a repeated name with 409', async () => {
    const { address, owner } = await setUp();
    const bad = [
      {},
      { name: '', countryId: address.countryId },
      { name: 'X', countryId: 'VN' },
      { name: 'X', countryId: address.countryId, cityId: address.cityId, wardId: address.wardId },
      {
        name: 'X',
        countryId: address.countryId,
        cityId: address.otherCityId,
        districtId: address.districtId,
      },
      { name: 'X', countryId: 999_999 },
      { name: 'x'.repeat(201), countryId: address.countryId },
      { name: 'X', countryId: address.countryId, sectorId: 999_999 },
    ];
    for (const payload of bad) {
      const answer = await owner.post('/facilities', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    const mismatch = await owner.post('/facilities', {
      name: 'X',
      countryId: address.countryId,
      cityId: address.otherCityId,
      districtId: address.districtId,
    });
    expect(mismatch.body.details).toEqual([
      { field: 'districtId', message: 'Địa chỉ không khớp: hãy chọn lại từ quốc gia' },
    ]);
    expect(
      (await owner.post('/facilities', { name: 'Kho Bình Dương', countryId: address.countryId })).status,
    ).toBe(201);
    const repeated = await owner.post('/facilities', {
      name: 'kho bình dương',
      countryId: address.countryId,
    });
    expect(repeated.status).toBe(409);
    expect(repeated.body.code).toBe('FACILITY_NAME_TAKEN');
    const missingVersion = await owner.put(`/facilities/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, {
      name: 'Y',
      countryId: address.countryId,
    });
    expect(missingVersion.status).toBe(400);
  });

  it('keeps exactly one base year: the first inventory, then the one marked; unmarking is refused', async () => {
    const { ws, owner, admin } = await setUp();
    const first = await owner.post('/inventories', { reportingYear: 2023 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      reportingYear: 2023,
      isBaseYear: true,
      status: 'DRAFT',
      versionNo: 1,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      gwpSet: 'AR5',
      facilities: [],
    });
    const second = await admin.post('/inventories', { reportingYear: 2024, gwpSet: 'AR6' });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ isBaseYear: false, gwpSet: 'AR6' });

    const again = await owner.post('/inventories', { reportingYear: 2024 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVENTORY_YEAR_EXISTS');

    const unmark = await owner.put(`/inventories/${first.body.data.id}`, { version: 1, isBaseYear: false });
    expect(unmark.status).toBe(409);
    expect(unmark.body.code).toBe('BASE_YEAR_REQUIRED');

    const moved = await owner.put(`/inventories/${second.body.data.id}`, { version: 1, isBaseYear: true });
    expect(moved.status).toBe(200);
    const list = (await owner.get('/inventories')).body.data as {
      reportingYear: number;
      isBaseYear: boolean;
    }[];
    expect(list.map((i) => [i.reportingYear, i.isBaseYear])).toEqual([
      [2024, true],
      [2023, false],
    ]);

    const third = await owner.post('/inventories', { reportingYear: 2025, isBaseYear: true });
    expect(third.body.data.isBaseYear).toBe(true);
    const bases = (await owner.get('/inventories')).body.data.filter(
      (i: { isBaseYear: boolean }) => i.isBaseYear,
    );
    expect(bases).toHaveLength(1);

    // The database itself holds at most one base year per workspace.
    await expect(
      suite.db.query('UPDATE inventories SET is_base_year = true WHERE space_id = $1', [ws.space.id]),
    ).rejects.toThrow();

    const year = new Date().getUTCFullYear();
    for (const reportingYear of [1989, year + 1, 2023.5, '2023']) {
      const answer = await owner.post('/inventories', { reportingYear });
      expect(answer.status, String(reportingYear)).toBe(400);
    }
    const actions = (await listAuditEvents(suite.db, ws.space.id)).map((e) => e.action);
    expect(actions).toEqual([
      'INVENTORY_CREATED',
      'INVENTORY_CREATED',
      'BASE_YEAR_MOVED',
      'INVENTORY_UPDATED',
      'BASE_YEAR_MOVED',
      'INVENTORY_CREATED',
    ]);
  });

  it('sets the boundary with the approach: equity shares only and always with EQUITY_SHARE', async () => {
    const { ws, address, owner } = await setUp();
    const a = (await owner.post('/facilities', { name: 'Nhà máy A', countryId: address.countryId })).body
      .data;
    const b = (await owner.post('/facilities', { name: 'Nhà máy B', countryId: address.countryId })).body
      .data;
    const inventory = (await owner.post('/inventories', { reportingYear: 2025 })).body.data;
    const url = `/inventories/${inventory.id}/boundary`;

    const control = await owner.put(url, {
      version: 1,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: b.id }, { facilityId: a.id }],
    });
    expect(control.status, JSON.stringify(control.body)).toBe(200);
    expect(control.body.data.facilities).toEqual([
      { facilityId: a.id, name: 'Nhà máy A', status: 'ACTIVE', equitySharePercent: null },
      { facilityId: b.id, name: 'Nhà máy B', status: 'ACTIVE', equitySharePercent: null },
    ]);

    const refusals: [unknown, string][] = [
      [{ facilities: [{ facilityId: a.id }] }, 'Nhập tỷ lệ vốn góp của cơ sở'],
      [
        { facilities: [{ facilityId: a.id, equitySharePercent: 0 }] },
        expect.stringContaining('lớn hơn 0') as never,
      ],
      [
        { facilities: [{ facilityId: a.id, equitySharePercent: 100.01 }] },
        expect.stringContaining('100') as never,
      ],
      [
        { facilities: [{ facilityId: a.id, equitySharePercent: 33.333 }] },
        expect.stringContaining('thập phân') as never,
      ],
      [
        {
          facilities: [
            { facilityId: a.id, equitySharePercent: 50 },
            { facilityId: a.id, equitySharePercent: 50 },
          ],
        },
        'Cơ sở này đã có trong ranh giới',
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await owner.put(url, {
        version: 2,
        consolidationApproach: 'EQUITY_SHARE',
        ...(body as object),
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.details[0].message).toEqual(message);
    }
    const shareUnderControl = await owner.put(url, {
      version: 2,
      consolidationApproach: 'FINANCIAL_CONTROL',
      facilities: [{ facilityId: a.id, equitySharePercent: 40 }],
    });
    expect(shareUnderControl.status).toBe(400);

    const equity = await owner.put(url, {
      version: 2,
      consolidationApproach: 'EQUITY_SHARE',
      facilities: [
        { facilityId: a.id, equitySharePercent: 100 },
        { facilityId: b.id, equitySharePercent: 35.5 },
      ],
    });
    expect(equity.status).toBe(200);
    expect(equity.body.data.consolidationApproach).toBe('EQUITY_SHARE');
    expect(
      equity.body.data.facilities.map((f: { equitySharePercent: number }) => f.equitySharePercent),
    ).toEqual([100, 35.5]);

    const stale = await owner.put(url, {
      version: 2,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');

    // An archived facility joins no boundary, but stays in one that already includes it.
    await owner.post(`/facilities/${b.id}/archive`, { version: 1 });
    const kept = await owner.put(url, {
      version: 3,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: b.id }],
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.facilities).toEqual([
      { facilityId: b.id, name: 'Nhà máy B', status: 'ARCHIVED', equitySharePercent: null },
    ]);
    const other = (await owner.post('/inventories', { reportingYear: 2024 })).body.data;
    const archivedJoin = await owner.put(`/inventories/${other.id}/boundary`, {
      version: 1,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: b.id }],
    });
    expect(archivedJoin.status).toBe(409);
    expect(archivedJoin.body.code).toBe('FACILITY_NOT_ACTIVE');

    const boundaryEvents = (await listAuditEvents(suite.db, ws.space.id)).filter(
      (e) => e.entity === 'BOUNDARY',
    );
    expect(boundaryEvents).toHaveLength(3);
    expect(boundaryEvents[1].before).toEqual({
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [
        { facilityId: a.id, equitySharePercent: null },
        { facilityId: b.id, equitySharePercent: null },
      ],
    });
    expect(boundaryEvents[1].after).toMatchObject({ consolidationApproach: 'EQUITY_SHARE' });
  });

  it('keeps another workspace out (404 for its things, 403 for its header) and MEMBERs from managing', async () => {
    const { ws, address, owner, member } = await setUp();
    const facility = (await owner.post('/facilities', { name: 'Nhà máy', countryId: address.countryId })).body
      .data;
    const inventory = (await owner.post('/inventories', { reportingYear: 2025 })).body.data;
    const other = await makeWorkspace(suite.db, 'Other');
    const outsider = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      call(other.owner, { method, url: `/api${url}`, space: other.space.id, payload });
    expect((await outsider('GET', `/facilities/${facility.id}`)).status).toBe(404);
    expect((await outsider('GET', `/inventories/${inventory.id}`)).status).toBe(404);
    expect(
      (
        await outsider('PUT', `/facilities/${facility.id}`, {
          name: 'X',
          countryId: address.countryId,
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect((await outsider('GET', '/inventories')).body.data).toEqual([]);
    // Another workspace's facility cannot enter a boundary.
    const foreign = (await outsider('GET', '/facilities')).body.data;
    expect(foreign).toEqual([]);
    const otherFacility = (
      await call(other.owner, {
        method: 'POST',
        url: '/api/facilities',
        space: other.space.id,
        payload: { name: 'Nhà máy khác', countryId: address.countryId },
      })
    ).body.data;
    const join = await owner.put(`/inventories/${inventory.id}/boundary`, {
      version: 1,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: otherFacility.id }],
    });
    expect(join.status).toBe(409);
    // The other owner naming our workspace: 403.
    const header = await call(other.owner, { method: 'GET', url: '/api/inventories', space: ws.space.id });
    expect(header.status).toBe(403);

    expect((await member.get('/inventories')).status).toBe(200);
    expect((await member.post('/inventories', { reportingYear: 2024 })).status).toBe(403);
    expect((await member.post('/facilities', { name: 'M', countryId: address.countryId })).status).toBe(403);
    expect(
      (
        await member.put(`/inventories/${inventory.id}/boundary`, {
          version: 1,
          consolidationApproach: 'OPERATIONAL_CONTROL',
          facilities: [],
        })
      ).status,
    ).toBe(403);
  });

  it("consumes the plan's GHG_REPORT: FREE allows one inventory a year, then 403 PLAN_LIMIT_REACHED", async () => {
    const { space, owner } = await makeSpace(suite.db, 'Free');
    const create = (reportingYear: number) =>
      call(owner, { method: 'POST', url: '/api/inventories', space: space.id, payload: { reportingYear } });
    expect((await create(2025)).status).toBe(201);
    const refused = await create(2024);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLAN_LIMIT_REACHED');
    const { rows } = await suite.db.query(
      `SELECT resource, action, delta, used_after FROM space_usage_events WHERE space_id = $1 AND resource = 'GHG_REPORT'`,
      [space.id],
    );
    expect(rows).toEqual([{ resource: 'GHG_REPORT', action: 'INVENTORY_CREATED', delta: 1, used_after: 1 }]);
    const { rows: inventories } = await suite.db.query('SELECT 1 FROM inventories WHERE space_id = $1', [
      space.id,
    ]);
    expect(inventories).toHaveLength(1);
  });

  it('keeps the audit trail append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const { ws, address, owner } = await setUp();
    await owner.post('/facilities', { name: 'Nhà máy', countryId: address.countryId });
    const before = await listAuditEvents(suite.db, ws.space.id);
    expect(before).toHaveLength(1);
    await expect(
      suite.db.query(`UPDATE inventory_audit_events SET action = 'X' WHERE space_id = $1`, [ws.space.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      suite.db.query('DELETE FROM inventory_audit_events WHERE space_id = $1', [ws.space.id]),
    ).rejects.toThrow(/append-only/);
    await expect(suite.db.exec('TRUNCATE inventory_audit_events')).rejects.toThrow(/append-only/);
    expect(await listAuditEvents(suite.db, ws.space.id)).toEqual(before);
  });

  it('writes nothing when a change fails: the audit event shares the transaction', async () => {
    const { ws, address, owner } = await setUp();
    await owner.post('/facilities', { name: 'Trùng', countryId: address.countryId });
    const count = (await listAuditEvents(suite.db, ws.space.id)).length;
    expect((await owner.post('/facilities', { name: 'TRÙNG', countryId: address.countryId })).status).toBe(
      409,
    );
    expect(await listAuditEvents(suite.db, ws.space.id)).toHaveLength(count);
  });

  it('limits the writes per user (rule inventoryWrite), reads stay open, a refused write stores nothing', async () => {
    // The rule's numbers scaled down (as RATE_LIMIT_SCALE does), so that the limit is reached in a few calls.
    const scale = 3 / rateLimitRules.inventoryWrite.perUser.limit;
    const limiter = createRateLimiter({ limitScale: scale });
    const { app, tokenOf } = await buildSpacesApp(suite.db, undefined, limiter);
    try {
      const ws = await makeWorkspace(suite.db, 'Limited');
      const { rows } = await suite.db.query<{ id: number }>(`SELECT id FROM countries WHERE code = 'VN'`);
      const headers = { authorization: `Bearer ${await tokenOf(ws.owner)}`, 'x-space-id': ws.space.id };
      const create = (name: string) =>
        app.inject({
          method: 'POST',
          url: '/api/facilities',
          headers,
          payload: { name, countryId: rows[0].id },
        });
      for (const name of ['A', 'B', 'C']) expect((await create(name)).statusCode).toBe(201);
      const refused = await create('D');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      const list = await app.inject({ method: 'GET', url: '/api/facilities', headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((f: { name: string }) => f.name)).toEqual(['A', 'B', 'C']);
    } finally {
      await app.close();
      await limiter.close();
    }
  });
});
