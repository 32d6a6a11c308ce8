// Shared set-up of the inventory lifecycle API tests (inventory-lifecycle*.test.ts): a workspace with an OWNER,
// ADMIN, MEMBER, suspended member and AUDITOR, a facility and a DRAFT 2025 inventory with it in the boundary, and
// callers that act in that workspace.
import { addMember } from '../../../server/db/repos/spaces';
import { insertFacility, insertInventory, replaceBoundary } from '../../../server/db/repos/inventory';
import { makeUser, makeWorkspace, useSpacesSuite, type TestUser } from './spaces';

export const ELECTRICITY = (facilityId: string) => ({
  facilityId,
  period: { kind: 'YEAR', year: 2025 },
  category: 'S2_ELECTRICITY',
  inputKind: 'ELECTRICITY',
  quantity: { value: 100, unit: 'MWh', text: '100' },
  factorIds: ['VN-GRID-2023'],
});
export const DIESEL = (facilityId: string, litres: number) => ({
  facilityId,
  period: { kind: 'MONTH', year: 2025, number: 1 },
  category: 'S1_STATIONARY_COMBUSTION',
  inputKind: 'FUEL',
  quantity: { value: litres, unit: 'L' },
  factorIds: [
    'IPCC2006-STATIONARY-DIESEL-CO2',
    'IPCC2006-STATIONARY-DIESEL-CH4',
    'IPCC2006-STATIONARY-DIESEL-N2O',
  ],
});

type Suite = ReturnType<typeof useSpacesSuite>;
type Answer = Awaited<ReturnType<Suite['call']>>;

/** What `step` needs of a caller. */
interface StepCaller {
  get(url: string): Promise<Answer>;
  post(url: string, payload?: unknown): Promise<Answer>;
}

export function lifecycleSetUp({ suite, call }: Suite) {
  async function setUp() {
    const ws = await makeWorkspace(suite.db, 'Life');
    const auditorUser = await makeUser(suite.db, 'Life-auditor');
    await addMember(suite.db, { spaceId: ws.space.id, userId: auditorUser.id, role: 'AUDITOR' });
    const { rows: countries } = await suite.db.query<{ id: number }>(
      `SELECT id FROM countries WHERE code = 'VN'`,
    );
    const plant = await insertFacility(suite.db, ws.space.id, {
      name: 'Nhà máy Phú Mỹ',
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
    const as = (user: TestUser | null) => ({
      get: (url: string) => call(user, { method: 'GET', url: `/api${url}`, space: ws.space.id }),
      post: (url: string, payload?: unknown) =>
        call(user, {
          method: 'POST',
          url: `/api${url}`,
          space: ws.space.id,
          ...(payload === undefined ? {} : { payload: payload as object }),
        }),
      put: (url: string, payload: unknown) =>
        call(user, { method: 'PUT', url: `/api${url}`, space: ws.space.id, payload: payload as object }),
      del: (url: string) => call(user, { method: 'DELETE', url: `/api${url}`, space: ws.space.id }),
    });
    const base = `/inventories/${inventoryId}`;
    return {
      ws,
      plant,
      inventoryId,
      base,
      owner: as(ws.owner),
      admin: as(ws.admin),
      member: as(ws.member),
      auditor: as(auditorUser),
      suspended: as(ws.suspended),
    };
  }

  async function step(who: StepCaller, base: string, event: string, extra: object = {}) {
    const current = (await who.get(base)).body.data;
    return who.post(`${base}/transitions`, { event, version: current.version, ...extra });
  }

  return { setUp, step };
}

export type LifecycleCaller = Awaited<ReturnType<ReturnType<typeof lifecycleSetUp>['setUp']>>['owner'];
