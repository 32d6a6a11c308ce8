// Property (issue 15 item 5): changing or adding a factor — in the library or the workspace's own — never changes a
// LOCKED inventory's results, because its rows read only the factor snapshots pinned when they were written. A
// seeded generator (fast-check is not installed) draws a sequence of factor changes; after every one the locked
// inventory's results (totals, buckets, per-row figures) are exactly the ones it had when it was locked. A reopened
// copy starts from the same figures. On PGlite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { makeUser, makeWorkspace, useSpacesSuite, type TestUser } from './support/spaces';
import { addMember } from '../../server/db/repos/spaces';
import { insertFacility, insertInventory, replaceBoundary } from '../../server/db/repos/inventory';
import { FACTOR_LIBRARY } from '../../domain/inventory/factors/library';
import type { EmissionFactor } from '../../domain/inventory/factors/types';

/** mulberry32: a small seeded generator, so a failure replays. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

const PINNED_LIBRARY_IDS = [
  'VN-GRID-2023',
  'IPCC2006-STATIONARY-DIESEL-CO2',
  'IPCC2006-STATIONARY-DIESEL-CH4',
  'IPCC2006-STATIONARY-DIESEL-N2O',
  'DESNZ2025-WASTE-COMMERCIAL_INDUSTRIAL_LANDFILL',
];

describe.each(ENGINES)('a locked inventory under factor changes on %s', (engine) => {
  const { suite, call } = useSpacesSuite(engine);
  const saved = new Map<EmissionFactor, EmissionFactor>();

  afterEach(() => {
    for (const [factor, original] of saved) Object.assign(factor, original);
    saved.clear();
  });

  /** The library's factor of this id, its original kept to be put back after the test. */
  const libraryFactor = (id: string) => {
    const factor = FACTOR_LIBRARY.find((f) => f.id === id) as EmissionFactor;
    if (!saved.has(factor)) saved.set(factor, { ...factor, source: { ...factor.source } });
    return factor;
  };

  it('keeps its results whatever factor changes come after the lock', async () => {
    const ws = await makeWorkspace(suite.db, 'Prop');
    const auditorUser = await makeUser(suite.db, 'Prop-auditor');
    await addMember(suite.db, { spaceId: ws.space.id, userId: auditorUser.id, role: 'AUDITOR' });
    const { rows: countries } = await suite.db.query<{ id: number }>(
      `SELECT id FROM countries WHERE code = 'VN'`,
    );
    const plant = await insertFacility(suite.db, ws.space.id, {
      name: 'Nhà máy Hiệp Phước',
      countryId: countries[0].id,
      cityId: null,
      districtId: null,
      wardId: null,
      street: null,
      sectorId: null,
    });
    const inventoryId = await insertInventory(suite.db, {
      spaceId: ws.space.id,
      reportingYear: 2025,
      isBaseYear: true,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      gwpSet: 'AR5',
      createdBy: ws.owner.id,
    });
    await replaceBoundary(suite.db, inventoryId, [{ facilityId: plant.id, equitySharePercent: null }]);
    const as = (user: TestUser) => ({
      get: (url: string) => call(user, { method: 'GET', url: `/api${url}`, space: ws.space.id }),
      post: (url: string, payload: object) =>
        call(user, { method: 'POST', url: `/api${url}`, space: ws.space.id, payload }),
    });
    const owner = as(ws.owner);
    const auditor = as(auditorUser);
    const base = `/inventories/${inventoryId}`;
    const step = async (who: ReturnType<typeof as>, event: string) => {
      const { version } = (await who.get(base)).body.data;
      const response = await who.post(`${base}/transitions`, { event, version });
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      return response.body.data;
    };

    const supplier = await owner.post('/emission-factors', {
      code: 'PPA-WIND-2025',
      value: 0.4,
      perUnit: 'kWh',
      gas: 'CO2',
      group: 'GRID_ELECTRICITY',
      document: 'Hợp đồng PPA điện gió số 03/2025',
      year: 2025,
      evidence: 'PPA-03/2025',
      region: 'VN',
      validFrom: 2025,
      validTo: null,
    });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    const rows = [
      {
        period: { kind: 'YEAR', year: 2025 },
        category: 'S2_ELECTRICITY',
        inputKind: 'ELECTRICITY',
        quantity: { value: 250_000, unit: 'kWh' },
        factorIds: ['VN-GRID-2023'],
        instruments: [
          {
            kind: 'SUPPLIER_FACTOR',
            quantity: 50_000,
            factorId: supplier.body.data.id,
            evidence: 'PPA 03/2025',
          },
        ],
      },
      {
        period: { kind: 'MONTH', year: 2025, number: 4 },
        category: 'S1_STATIONARY_COMBUSTION',
        inputKind: 'FUEL',
        quantity: { value: 2_500, unit: 'L' },
        factorIds: PINNED_LIBRARY_IDS.slice(1, 4),
      },
      {
        period: { kind: 'MONTH', year: 2025, number: 6 },
        category: 'S3_05_WASTE',
        inputKind: 'ACTIVITY',
        quantity: { value: 8, unit: 't' },
        factorIds: [PINNED_LIBRARY_IDS[4]],
      },
    ];
    for (const row of rows) {
      const created = await owner.post(`${base}/activity-rows`, { facilityId: plant.id, ...row });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    await step(owner, 'SUBMIT');
    await step(auditor, 'START_REVIEW');
    await step(auditor, 'APPROVE');
    await step(owner, 'LOCK');
    const results = async () => (await auditor.get(`${base}/results`)).body.data;
    const rowFigures = async () =>
      (await auditor.get(`${base}/activity-rows`)).body.data.map((r: { id: string; result: unknown }) => [
        r.id,
        r.result,
      ]);
    const locked = await results();
    const lockedRows = await rowFigures();
    expect(locked.totals.totalLocation).toBeGreaterThan(0);

    const random = generator(15_2025);
    let code = 0;
    for (let i = 0; i < 24; i += 1) {
      const change = random.pick([
        'libraryValue',
        'libraryEdition',
        'workspaceNew',
        'workspaceValue',
      ] as const);
      const value = Math.round((0.01 + random.next() * 50) * 1000) / 1000;
      if (change === 'libraryValue') {
        libraryFactor(random.pick(PINNED_LIBRARY_IDS)).value = value;
      } else if (change === 'libraryEdition') {
        // A new edition of a pinned factor under the same id: another value, source year and unit of reference.
        const factor = libraryFactor(random.pick(PINNED_LIBRARY_IDS));
        Object.assign(factor, { value, source: { ...factor.source, year: 2030 + i } });
      } else if (change === 'workspaceNew') {
        code += 1;
        const created = await owner.post('/emission-factors', {
          code: `SUPPLIER-${code}`,
          value,
          perUnit: 'kWh',
          gas: 'CO2',
          group: 'GRID_ELECTRICITY',
          document: `Hợp đồng cung cấp điện số ${code}`,
          year: 2025,
          evidence: `HĐ-${code}`,
          region: 'VN',
          validFrom: 2025,
          validTo: null,
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
      } else {
        // Workspace factors are never edited through the API; even a changed stored row must not reach the lock.
        await suite.db.query('UPDATE workspace_emission_factors SET value = $2 WHERE factor_id = $1', [
          supplier.body.data.id,
          value,
        ]);
      }
      expect(await results(), `after change ${i} (${change})`).toEqual(locked);
      expect(await rowFigures(), `rows after change ${i} (${change})`).toEqual(lockedRows);
    }

    // A reopened copy starts from the locked figures, whatever the library says now.
    const reopened = await step(owner, 'REOPEN');
    const copy = (await auditor.get(`/inventories/${reopened.id}/results`)).body.data;
    expect(copy.totals).toEqual(locked.totals);
  });
});
