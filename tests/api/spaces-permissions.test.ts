// Every workspace call, made by every kind of caller (OWNER, ADMIN, MEMBER, AUDITOR, suspended member, non-member,
// signed out), answers the status the permission table (domain/workspace-permissions.ts) says, on PGlite and
// PostgreSQL. Each cell gets fresh workspaces: A (the one acted on), B (another workspace, whose ADMIN is the
// "non-member" of A) and C (which invites every caller, for the joining calls). No call changes B, no answer
// carries B's data, and a refused call changes nothing in A.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { addMember, type Space } from '../../server/db/repos/spaces';
import { insertGhgReport, setGhgReportShareToken } from '../../server/db/repos/ghg-reports';
import { assessGhgRisk, type GhgAssessmentInput } from '../../domain/ghg-risk';
import { insertFacility, insertInventory, replaceBoundary } from '../../server/db/repos/inventory';
import { insertActivityRow } from '../../server/db/repos/inventory-activity';
import { insertRowComment } from '../../server/db/repos/inventory-review';
import {
  CALLERS,
  PERMISSIONS,
  callerMayCall,
  scopesOf,
  type CallerKind,
  type PermissionKey,
} from '../../domain/workspace-permissions';
import { ENGINES, openSeededDb } from './harness';
import {
  buildSpacesApp,
  makeInvite,
  makeSpace,
  makeUser,
  makeWorkspace,
  snapshotSpace,
  type TestUser,
  type Workspace,
} from './support/spaces';

interface Fixture {
  a: Workspace & {
    target: TestUser;
    inviteId: string;
    inviteParam: string;
    /** A GHG report of A (shared), and an unclaimed one (for the claim). */
    reportId: string;
    shareToken: string;
    unclaimedReportId: string;
    /** A facility and an inventory of A (the GHG inventory's calls act on them), and a country id. */
    facilityId: string;
    inventoryId: string;
    countryId: number;
    /** An activity row of the inventory (the facility is in its boundary), and an open comment on it. */
    rowId: string;
    commentId: string;
    /** An AUDITOR of A. */
    auditor: TestUser;
  };
  kind: CallerKind;
  b: { space: Space; owner: TestUser; admin: TestUser };
  c: { space: Space; owner: TestUser };
  caller: TestUser | null;
  /** The caller's invitation into C, when there is a caller. */
  callerInvite: { param: string } | null;
}

async function buildFixture(db: Db, kind: CallerKind): Promise<Fixture> {
  const a = await makeWorkspace(db, 'A');
  const target = await makeUser(db, 'A-target');
  await addMember(db, { spaceId: a.space.id, userId: target.id, role: 'MEMBER' });
  const pending = await makeInvite(db, {
    space: a.space,
    inviter: a.owner,
    email: `pending-${target.sub}@ghg.test`,
  });
  const { rows: countries } = await db.query<{ id: number }>(`SELECT id FROM countries WHERE code = 'VN'`);
  const countryId = countries[0].id;
  const facility = await insertFacility(db, a.space.id, {
    name: 'Nhà máy A',
    countryId,
    cityId: null,
    districtId: null,
    wardId: null,
    street: null,
    sectorId: null,
  });
  const inventoryId = await insertInventory(db, {
    spaceId: a.space.id,
    reportingYear: 2025,
    isBaseYear: true,
    consolidationApproach: 'OPERATIONAL_CONTROL',
    gwpSet: 'AR5',
    createdBy: a.owner.id,
  });
  await replaceBoundary(db, inventoryId, [{ facilityId: facility.id, equitySharePercent: null }]);
  const row = await insertActivityRow(db, inventoryId, a.space.id, a.owner.id, {
    ...ROW_FIELDS,
    factors: [],
    facilityId: facility.id,
  });
  const auditor = await makeUser(db, 'A-auditor');
  await addMember(db, { spaceId: a.space.id, userId: auditor.id, role: 'AUDITOR' });
  const comment = await insertRowComment(db, {
    inventoryId,
    rowId: row.id,
    spaceId: a.space.id,
    body: 'Số điện tháng 1 có khớp hoá đơn không?',
    requestedChanges: false,
    author: { id: auditor.id, email: auditor.email, role: 'AUDITOR' },
  });
  // The lifecycle's own rule decides per event: the data side submits a DRAFT, the review side starts reviewing
  // a SUBMITTED one (transitionInventory's request sends the event the caller's role may send).
  if (kind === 'AUDITOR')
    await db.query(`UPDATE inventories SET status = 'SUBMITTED' WHERE id = $1`, [inventoryId]);
  const b = await makeSpace(db, 'B');
  const bAdmin = await makeUser(db, 'B-admin');
  await addMember(db, { spaceId: b.space.id, userId: bAdmin.id, role: 'ADMIN' });
  const c = await makeSpace(db, 'C');
  const caller: TestUser | null = {
    OWNER: a.owner,
    ADMIN: a.admin,
    MEMBER: a.member,
    AUDITOR: auditor,
    SUSPENDED: a.suspended,
    NON_MEMBER: bAdmin,
    SIGNED_OUT: null,
  }[kind];
  const callerInvite = caller
    ? await makeInvite(db, { space: c.space, inviter: c.owner, email: caller.email })
    : null;
  const report = await insertGhgReport(db, { ...GHG, spaceId: a.space.id, userId: a.owner.id });
  const shareToken = 'T'.repeat(11) + report.id.replace(/-/g, '');
  await setGhgReportShareToken(db, report.id, shareToken);
  const unclaimed = await insertGhgReport(db, { ...GHG, userId: null });
  return {
    a: {
      ...a,
      target,
      inviteId: pending.invite.id,
      inviteParam: pending.param,
      reportId: report.id,
      shareToken,
      unclaimedReportId: unclaimed.id,
      facilityId: facility.id,
      inventoryId,
      countryId,
      rowId: row.id,
      commentId: comment.id,
      auditor,
    },
    kind,
    b: { ...b, admin: bAdmin },
    c,
    caller,
    callerInvite,
  };
}

/** A row of 1,000 kWh in January 2025 without a factor (listed as "no factor", counted nowhere). */
const ROW_FIELDS = {
  periodKind: 'MONTH',
  periodYear: 2025,
  periodNumber: 1,
  scope: 2,
  category: 'S2_ELECTRICITY',
  inputKind: 'ELECTRICITY',
  enteredValue: 1000,
  enteredUnit: 'kWh',
  enteredText: '1.000',
  factors: [],
  exchangeRate: null,
  refrigerant: null,
  instruments: null,
  note: null,
} as const;

const ROW_INPUT = (facilityId: string) => ({
  facilityId,
  period: { kind: 'MONTH', year: 2025, number: 2 },
  category: 'S2_ELECTRICITY',
  inputKind: 'ELECTRICITY',
  quantity: { value: 1500, unit: 'kWh' },
  factorIds: ['VN-GRID-2023'],
});

const CONTACT = {
  firstName: 'An',
  lastName: 'Nguyễn',
  email: 'an.nguyen@example.vn',
  phone: '0912345678',
  companyName: 'Công ty TNHH Thép Xanh',
  career: 'Sản xuất thép',
  companySize: '51-200',
  requirement: 'Kiểm kê khí nhà kính theo Nghị định 06',
  agreePrivacy: true,
};

const GHG_INPUT: GhgAssessmentInput = {
  companyName: 'Công ty A',
  sector: 'SERVICES',
  fuels: {},
  electricityKwh: 1000,
  employees: 10,
  revenueVnd: 1_000_000_000,
  previousInventory: false,
};
const ghgModel = assessGhgRisk(GHG_INPUT);
if (!ghgModel.ok) throw new Error('the model refused the fixture input');
const GHG = { input: GHG_INPUT, result: ghgModel.assessment, locale: 'vi' };

/** The request of each call, acting on workspace A (or C for the joining calls). */
const REQUESTS: Record<PermissionKey, (fx: Fixture) => InjectOptions> = {
  createSpace: () => ({ method: 'POST', url: '/api/spaces', payload: { name: 'Công ty mới' } }),
  getTenant: (fx) => ({ method: 'GET', url: '/api/tenant', headers: { 'x-space-id': fx.a.space.id } }),
  joinTenant: (fx) => ({ method: 'POST', url: `/api/tenant/${fx.c.space.id}/join` }),
  listMembers: (fx) => ({
    method: 'GET',
    url: '/api/spaces/management',
    headers: { 'x-space-id': fx.a.space.id },
  }),
  changeUserStatus: (fx) => ({
    method: 'PUT',
    url: '/api/spaces/change-user-status',
    headers: { 'x-space-id': fx.a.space.id },
    payload: { userId: fx.a.target.id, status: 'SUSPENDED' },
  }),
  deleteUser: (fx) => ({
    method: 'DELETE',
    url: `/api/spaces/delete-user/${fx.a.target.id}`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  inviteUser: (fx) => ({
    method: 'POST',
    url: '/api/spaces/invite-user',
    headers: { 'x-space-id': fx.a.space.id },
    payload: { email: `new-${fx.a.target.sub}@ghg.test`, role: 'MEMBER' },
  }),
  listPendingInvites: (fx) => ({
    method: 'GET',
    url: '/api/spaces/user-invited-pending',
    headers: { 'x-space-id': fx.a.space.id },
  }),
  deletePendingInvite: (fx) => ({
    method: 'DELETE',
    url: `/api/spaces/delete-pending-invite/${fx.a.inviteId}`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  resendInvite: (fx) => ({
    method: 'POST',
    url: `/api/spaces/resend-invite/${fx.a.inviteId}`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  joinSpaceByInvitation: (fx) => ({
    method: 'POST',
    url: `/api/spaces/user-join-space?param=${fx.callerInvite?.param ?? fx.a.inviteParam}`,
  }),
  getInviteInfo: (fx) => ({
    method: 'GET',
    url: `/api/spaces/invite-info?param=${fx.callerInvite?.param ?? fx.a.inviteParam}`,
  }),
  sendContactSale: () => ({ method: 'POST', url: '/api/spaces/sent-contact-sale', payload: CONTACT }),
  listPlans: () => ({ method: 'GET', url: '/api/subscription/plans' }),
  validateAccess: (fx) => ({
    method: 'POST',
    url: '/api/subscription/validate-access-subscripiton',
    payload: { spaceId: fx.a.space.id, resource: 'MEMBER_SEAT' },
  }),
  resourceHistory: (fx) => ({ method: 'GET', url: `/api/subscription/resource-history/${fx.a.space.id}` }),
  // Made in the caller's default space (none for the suspended member and the signed-out caller): no header, so
  // that every kind of caller may make one.
  createGhgReport: () => ({ method: 'POST', url: '/api/ghg-reports', payload: GHG_INPUT }),
  getGhgReport: (fx) => ({ method: 'GET', url: `/api/ghg-reports/${fx.a.reportId}` }),
  getGhgReportPdf: (fx) => ({ method: 'GET', url: `/api/ghg-reports/${fx.a.reportId}/pdf?lang=vi` }),
  getSharedGhgReport: (fx) => ({ method: 'GET', url: `/api/ghg-shared-reports/${fx.a.shareToken}` }),
  listGhgReports: (fx) => ({
    method: 'GET',
    url: '/api/ghg-reports',
    headers: { 'x-space-id': fx.a.space.id },
  }),
  claimGhgReport: (fx) => ({
    method: 'POST',
    url: `/api/ghg-reports/${fx.a.unclaimedReportId}/claim`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  shareGhgReport: (fx) => ({
    method: 'POST',
    url: `/api/ghg-reports/${fx.a.reportId}/share`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  unshareGhgReport: (fx) => ({
    method: 'DELETE',
    url: `/api/ghg-reports/${fx.a.reportId}/share`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  listInventories: (fx) => ({
    method: 'GET',
    url: '/api/inventories',
    headers: { 'x-space-id': fx.a.space.id },
  }),
  createInventory: (fx) => ({
    method: 'POST',
    url: '/api/inventories',
    headers: { 'x-space-id': fx.a.space.id },
    payload: { reportingYear: 2024 },
  }),
  getInventory: (fx) => ({
    method: 'GET',
    url: `/api/inventories/${fx.a.inventoryId}`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  updateInventory: (fx) => ({
    method: 'PUT',
    url: `/api/inventories/${fx.a.inventoryId}`,
    headers: { 'x-space-id': fx.a.space.id },
    payload: { version: 1, gwpSet: 'AR6' },
  }),
  replaceInventoryBoundary: (fx) => ({
    method: 'PUT',
    url: `/api/inventories/${fx.a.inventoryId}/boundary`,
    headers: { 'x-space-id': fx.a.space.id },
    payload: {
      version: 1,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: fx.a.facilityId }],
    },
  }),
  listFacilities: (fx) => ({
    method: 'GET',
    url: '/api/facilities',
    headers: { 'x-space-id': fx.a.space.id },
  }),
  createFacility: (fx) => ({
    method: 'POST',
    url: '/api/facilities',
    headers: { 'x-space-id': fx.a.space.id },
    payload: { name: 'Nhà máy mới', countryId: fx.a.countryId },
  }),
  getFacility: (fx) => ({
    method: 'GET',
    url: `/api/facilities/${fx.a.facilityId}`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  updateFacility: (fx) => ({
    method: 'PUT',
    url: `/api/facilities/${fx.a.facilityId}`,
    headers: { 'x-space-id': fx.a.space.id },
    payload: { name: 'Nhà máy A (đổi tên)', countryId: fx.a.countryId, version: 1 },
  }),
  archiveFacility: (fx) => ({
    method: 'POST',
    url: `/api/facilities/${fx.a.facilityId}/archive`,
    headers: { 'x-space-id': fx.a.space.id },
    payload: { version: 1 },
  }),
  listEmissionFactors: (fx) => ({
    method: 'GET',
    url: '/api/emission-factors?category=S2_ELECTRICITY',
    headers: { 'x-space-id': fx.a.space.id },
  }),
  createEmissionFactor: (fx) => ({
    method: 'POST',
    url: '/api/emission-factors',
    headers: { 'x-space-id': fx.a.space.id },
    payload: {
      code: 'EVN-SUPPLIER-2025',
      value: 0.5,
      perUnit: 'kWh',
      gas: 'CO2',
      group: 'GRID_ELECTRICITY',
      document: 'Hợp đồng mua bán điện số 12/2025',
      year: 2025,
      evidence: 'HĐ-12/2025',
      region: 'VN',
      validFrom: 2025,
    },
  }),
  listActivityRows: (fx) => ({
    method: 'GET',
    url: `/api/inventories/${fx.a.inventoryId}/activity-rows`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  createActivityRow: (fx) => ({
    method: 'POST',
    url: `/api/inventories/${fx.a.inventoryId}/activity-rows`,
    headers: { 'x-space-id': fx.a.space.id },
    payload: ROW_INPUT(fx.a.facilityId),
  }),
  updateActivityRow: (fx) => ({
    method: 'PUT',
    url: `/api/inventories/${fx.a.inventoryId}/activity-rows/${fx.a.rowId}`,
    headers: { 'x-space-id': fx.a.space.id },
    payload: { ...ROW_INPUT(fx.a.facilityId), version: 1 },
  }),
  deleteActivityRow: (fx) => ({
    method: 'DELETE',
    url: `/api/inventories/${fx.a.inventoryId}/activity-rows/${fx.a.rowId}?version=1`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  getInventoryResults: (fx) => ({
    method: 'GET',
    url: `/api/inventories/${fx.a.inventoryId}/results`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  getInventoryDenominators: (fx) => ({
    method: 'GET',
    url: `/api/inventories/${fx.a.inventoryId}/denominators`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  updateInventoryDenominators: (fx) => ({
    method: 'PUT',
    url: `/api/inventories/${fx.a.inventoryId}/denominators`,
    headers: { 'x-space-id': fx.a.space.id },
    payload: {
      version: 1,
      denominators: {
        revenue: { value: 500_000_000_000, currency: 'VND' },
        productTonnes: 12_000,
        employees: 150,
      },
    },
  }),
  listInventoryAuditEvents: (fx) => ({
    method: 'GET',
    url: `/api/inventories/${fx.a.inventoryId}/audit-events`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  importActivityRowsCsv: (fx) => ({
    method: 'POST',
    url: `/api/inventories/${fx.a.inventoryId}/activity-rows.csv`,
    headers: { 'x-space-id': fx.a.space.id, 'content-type': 'text/csv' },
    payload:
      'id,facility,period,scope,category,input kind,typed,value,unit,factor ids\r\n' +
      ',Nhà máy A,2025-03,,S2_ELECTRICITY,ELECTRICITY,"2.000",,kWh,VN-GRID-2023\r\n',
  }),
  exportActivityRowsCsv: (fx) => ({
    method: 'GET',
    url: `/api/inventories/${fx.a.inventoryId}/activity-rows.csv`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  transitionInventory: (fx) => ({
    method: 'POST',
    url: `/api/inventories/${fx.a.inventoryId}/transitions`,
    headers: { 'x-space-id': fx.a.space.id },
    payload: { event: fx.kind === 'AUDITOR' ? 'START_REVIEW' : 'SUBMIT', version: 1 },
  }),
  listInventoryVersions: (fx) => ({
    method: 'GET',
    url: `/api/inventories/${fx.a.inventoryId}/versions`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  listInventoryComments: (fx) => ({
    method: 'GET',
    url: `/api/inventories/${fx.a.inventoryId}/comments?state=OPEN`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  listRowComments: (fx) => ({
    method: 'GET',
    url: `/api/inventories/${fx.a.inventoryId}/activity-rows/${fx.a.rowId}/comments`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
  createRowComment: (fx) => ({
    method: 'POST',
    url: `/api/inventories/${fx.a.inventoryId}/activity-rows/${fx.a.rowId}/comments`,
    headers: { 'x-space-id': fx.a.space.id },
    payload: { body: 'Đã đối chiếu với hoá đơn EVN tháng 1.' },
  }),
  resolveRowComment: (fx) => ({
    method: 'POST',
    url: `/api/inventories/${fx.a.inventoryId}/activity-rows/${fx.a.rowId}/comments/${fx.a.commentId}/resolve`,
    headers: { 'x-space-id': fx.a.space.id },
  }),
};

const SUCCESS: Record<PermissionKey, number> = {
  createSpace: 201,
  getTenant: 200,
  joinTenant: 200,
  listMembers: 200,
  changeUserStatus: 200,
  deleteUser: 200,
  inviteUser: 201,
  listPendingInvites: 200,
  deletePendingInvite: 200,
  resendInvite: 200,
  joinSpaceByInvitation: 200,
  getInviteInfo: 200,
  sendContactSale: 201,
  listPlans: 200,
  validateAccess: 200,
  resourceHistory: 200,
  createGhgReport: 201,
  getGhgReport: 200,
  getGhgReportPdf: 200,
  getSharedGhgReport: 200,
  listGhgReports: 200,
  claimGhgReport: 200,
  shareGhgReport: 200,
  unshareGhgReport: 200,
  listInventories: 200,
  createInventory: 201,
  getInventory: 200,
  updateInventory: 200,
  replaceInventoryBoundary: 200,
  listFacilities: 200,
  createFacility: 201,
  getFacility: 200,
  updateFacility: 200,
  archiveFacility: 200,
  listEmissionFactors: 200,
  createEmissionFactor: 201,
  listActivityRows: 200,
  createActivityRow: 201,
  updateActivityRow: 200,
  deleteActivityRow: 200,
  getInventoryResults: 200,
  getInventoryDenominators: 200,
  updateInventoryDenominators: 200,
  listInventoryAuditEvents: 200,
  importActivityRowsCsv: 201,
  exportActivityRowsCsv: 200,
  transitionInventory: 200,
  listInventoryVersions: 200,
  listInventoryComments: 200,
  listRowComments: 200,
  createRowComment: 201,
  resolveRowComment: 200,
};

/**
 * Outcomes that are business rules of the call rather than permissions: the OWNER of A already owns a space, and
 * a user owns at most one (409 CONFLICT); a workspace's GHG report is public in the table (an unclaimed one is),
 * but A's report (and its PDF) answers only A's active members: anyone else gets 404, as if it did not exist.
 */
const BUSINESS_OUTCOMES: Partial<Record<PermissionKey, Partial<Record<CallerKind, number>>>> = {
  createSpace: { OWNER: 409 },
  getGhgReport: { SUSPENDED: 404, NON_MEMBER: 404, SIGNED_OUT: 404 },
  getGhgReportPdf: { SUSPENDED: 404, NON_MEMBER: 404, SIGNED_OUT: 404 },
};

/** The status the table implies for a caller, on the fixture's standard target (another MEMBER of A). */
function expectedStatus(key: PermissionKey, kind: CallerKind): number {
  const override = BUSINESS_OUTCOMES[key]?.[kind];
  if (override) return override;
  if (callerMayCall(key, kind)) {
    const audience = PERMISSIONS[key].audience;
    if (audience.kind !== 'space' || kind === 'SUSPENDED' || kind === 'NON_MEMBER' || kind === 'SIGNED_OUT')
      return SUCCESS[key];
    const scopes = scopesOf(key, kind);
    return scopes.includes('any') || scopes.includes('memberTargets') ? SUCCESS[key] : 403;
  }
  return kind === 'SIGNED_OUT' ? 401 : 403;
}

const CODE_OF: Record<number, string> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

const cells = (Object.keys(PERMISSIONS) as PermissionKey[]).flatMap((key) =>
  CALLERS.map((kind) => ({ key, kind, status: expectedStatus(key, kind) })),
);

describe.each(ENGINES)('workspace permissions on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let db: Db;
  let app: FastifyInstance;
  let tokenOf: Awaited<ReturnType<typeof buildSpacesApp>>['tokenOf'];

  beforeAll(async () => {
    handle = await openSeededDb(engine);
    db = handle.db;
    ({ app, tokenOf } = await buildSpacesApp(db));
  });

  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  it('the matrix covers every call of the table and every kind of caller', () => {
    expect(cells).toHaveLength(Object.keys(PERMISSIONS).length * CALLERS.length);
    // Both sides of the table occur: the test can tell an allowed call from a refused one.
    expect(new Set(cells.map((cell) => cell.status))).toEqual(new Set([200, 201, 401, 403, 404, 409]));
  });

  it.each(cells)('$key as $kind answers $status', async ({ key, kind, status }) => {
    const fx = await buildFixture(db, kind);
    const request = REQUESTS[key](fx);
    const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
    if (fx.caller) headers.authorization = `Bearer ${await tokenOf(fx.caller)}`;
    const beforeA = await snapshotSpace(db, fx.a.space.id);
    const beforeB = await snapshotSpace(db, fx.b.space.id);

    const response = await app.inject({ ...request, headers });

    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(response.json().code).toBe(CODE_OF[status]);
      expect(await snapshotSpace(db, fx.a.space.id)).toBe(beforeA);
    }
    // Nothing of workspace B changes, and no answer carries it.
    expect(await snapshotSpace(db, fx.b.space.id)).toBe(beforeB);
    expect(response.body).not.toContain(fx.b.space.id);
    expect(response.body).not.toContain(fx.b.owner.email);
  });
});
