// Every workspace call, made by every kind of caller (OWNER, ADMIN, MEMBER, suspended member, non-member,
// signed out), answers the status the permission table (domain/workspace-permissions.ts) says, on PGlite and
// PostgreSQL. Each cell gets fresh workspaces: A (the one acted on), B (another workspace, whose ADMIN is the
// "non-member" of A) and C (which invites every caller, for the joining calls). No call changes B, no answer
// carries B's data, and a refused call changes nothing in A.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { addMember, type Space } from '../../server/db/repos/spaces';
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
  a: Workspace & { target: TestUser; inviteId: string; inviteParam: string };
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
  const b = await makeSpace(db, 'B');
  const bAdmin = await makeUser(db, 'B-admin');
  await addMember(db, { spaceId: b.space.id, userId: bAdmin.id, role: 'ADMIN' });
  const c = await makeSpace(db, 'C');
  const caller: TestUser | null = {
    OWNER: a.owner,
    ADMIN: a.admin,
    MEMBER: a.member,
    SUSPENDED: a.suspended,
    NON_MEMBER: bAdmin,
    SIGNED_OUT: null,
  }[kind];
  const callerInvite = caller
    ? await makeInvite(db, { space: c.space, inviter: c.owner, email: caller.email })
    : null;
  return {
    a: { ...a, target, inviteId: pending.invite.id, inviteParam: pending.param },
    b: { ...b, admin: bAdmin },
    c,
    caller,
    callerInvite,
  };
}

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
};

/**
 * Outcomes that are business rules of the call rather than permissions: the OWNER of A already owns a space, and
 * a user owns at most one (409 CONFLICT).
 */
const BUSINESS_OUTCOMES: Partial<Record<PermissionKey, Partial<Record<CallerKind, number>>>> = {
  createSpace: { OWNER: 409 },
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

const CODE_OF: Record<number, string> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 409: 'CONFLICT' };

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
    expect(new Set(cells.map((cell) => cell.status))).toEqual(new Set([200, 201, 401, 403, 409]));
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
    const body = response.json();
    if (status >= 400) {
      expect(body.code).toBe(CODE_OF[status]);
      expect(await snapshotSpace(db, fx.a.space.id)).toBe(beforeA);
    }
    // Nothing of workspace B changes, and no answer carries it.
    expect(await snapshotSpace(db, fx.b.space.id)).toBe(beforeB);
    expect(response.body).not.toContain(fx.b.space.id);
    expect(response.body).not.toContain(fx.b.owner.email);
  });
});
