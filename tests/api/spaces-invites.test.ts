// The invitation lifecycle through the API (pending -> accepted | deleted | expired, resend), the invite e-mail in
// the outbox, the tenant calls, sign-up by invitation (the service functions the registration route calls), the
// member rules (suspension, removal, last owner), plans and usage, contact-sales, and workspace isolation, on
// PGlite and PostgreSQL.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { upsertUserByCognitoSub } from '../../server/db/repos/users';
import { acceptInvitationForNewUser, validateInvitationForSignUp } from '../../server/spaces/invites';
import { ENGINES, openSeededDb } from './harness';
import {
  buildSpacesApp,
  makeInvite,
  makeUser,
  makeWorkspace,
  snapshotSpace,
  SITE_URL,
  type TestUser,
} from './support/spaces';

describe.each(ENGINES)('workspace invitations and members on %s', (engine) => {
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

  async function call(user: TestUser | null, request: InjectOptions & { space?: string }) {
    const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
    if (user) headers.authorization = `Bearer ${await tokenOf(user)}`;
    if (request.space) headers['x-space-id'] = request.space;
    const response = await app.inject({ ...request, headers });
    return { status: response.statusCode, body: response.json() };
  }

  async function lastMailTo(email: string) {
    const { rows } = await db.query<{ template: string; locale: string; payload: any; subject: string }>(
      `SELECT template, locale, payload, subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return rows[0];
  }

  const paramOf = (link: string) => new URL(link).searchParams.get('param')!;

  it('invites by e-mail: a pending invitation, the invite mail with the sign-up link, the info page', async () => {
    const w = await makeWorkspace(db, 'inv');
    const email = `Invitee-${w.space.id.slice(0, 8)}@GHG.test`;
    const invited = await call(w.owner, {
      method: 'POST',
      url: '/api/spaces/invite-user',
      space: w.space.id,
      headers: { 'accept-language': 'en' },
      payload: { email, role: 'ADMIN' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({
      email: email.toLowerCase(),
      role: 'ADMIN',
      status: 'PENDING',
      invitedBy: { userId: w.owner.id, email: w.owner.email },
    });
    const days = (Date.parse(invited.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await lastMailTo(email.toLowerCase());
    expect(mail).toMatchObject({
      template: 'invite',
      locale: 'en',
      payload: { role: 'ADMIN', expiresInDays: 7 },
    });
    expect(mail.payload.link).toMatch(
      new RegExp(`^${SITE_URL}/auth/sign-up-invitation\\?param=[A-Za-z0-9_-]{43}$`),
    );

    const info = await call(null, {
      method: 'GET',
      url: `/api/spaces/invite-info?param=${paramOf(mail.payload.link)}`,
    });
    expect(info).toMatchObject({
      status: 200,
      body: {
        data: {
          email: email.toLowerCase(),
          spaceId: w.space.id,
          spaceName: w.space.name,
          role: 'ADMIN',
          status: 'PENDING',
          accountExists: false,
        },
      },
    });

    const listed = await call(w.admin, {
      method: 'GET',
      url: '/api/spaces/user-invited-pending',
      space: w.space.id,
    });
    expect(listed.body.data.map((i: { id: string }) => i.id)).toEqual([invited.body.data.id]);

    // The same e-mail again, or a member's e-mail: 409 CONFLICT. An ADMIN cannot invite an ADMIN.
    for (const payload of [
      { email, role: 'MEMBER' },
      { email: w.member.email, role: 'MEMBER' },
    ]) {
      const again = await call(w.owner, {
        method: 'POST',
        url: '/api/spaces/invite-user',
        space: w.space.id,
        payload,
      });
      expect(again).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    }
    const adminInvitesAdmin = await call(w.admin, {
      method: 'POST',
      url: '/api/spaces/invite-user',
      space: w.space.id,
      payload: { email: `x-${email}`, role: 'ADMIN' },
    });
    expect(adminInvitesAdmin).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('accepts once: an existing user joins with the link, then the link says INVITE_ACCEPTED', async () => {
    const w = await makeWorkspace(db, 'acc');
    const invitee = await makeUser(db, 'acc-invitee');
    const other = await makeUser(db, 'acc-other');
    const { param } = await makeInvite(db, { space: w.space, inviter: w.owner, email: invitee.email });

    const info = await call(null, { method: 'GET', url: `/api/spaces/invite-info?param=${param}` });
    expect(info.body.data.accountExists).toBe(true);

    const stranger = await call(other, { method: 'POST', url: `/api/spaces/user-join-space?param=${param}` });
    expect(stranger).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });

    const joined = await call(invitee, {
      method: 'POST',
      url: `/api/spaces/user-join-space?param=${param}`,
      headers: { 'accept-language': 'en' },
    });
    expect(joined).toMatchObject({
      status: 200,
      body: {
        data: {
          message: 'Joined successfully',
          space: { id: w.space.id, name: w.space.name, role: 'MEMBER', status: 'ACTIVE' },
        },
      },
    });
    // Idempotent for the same user; the info page now says ACCEPTED.
    const again = await call(invitee, { method: 'POST', url: `/api/spaces/user-join-space?param=${param}` });
    expect(again.status).toBe(200);
    expect(again.body.data.message).toBe('Tham gia thành công');
    const after = await call(null, { method: 'GET', url: `/api/spaces/invite-info?param=${param}` });
    expect(after.body.data.status).toBe('ACCEPTED');

    // An accepted invitation cannot be deleted or resent, and cannot serve anybody else.
    const { rows } = await db.query<{ id: string }>('SELECT id FROM space_invites WHERE email = $1', [
      invitee.email,
    ]);
    const del = await call(w.owner, {
      method: 'DELETE',
      url: `/api/spaces/delete-pending-invite/${rows[0].id}`,
      space: w.space.id,
    });
    expect(del).toMatchObject({ status: 409, body: { code: 'INVITE_ACCEPTED' } });
    const resend = await call(w.owner, {
      method: 'POST',
      url: `/api/spaces/resend-invite/${rows[0].id}`,
      space: w.space.id,
    });
    expect(resend).toMatchObject({ status: 409, body: { code: 'INVITE_ACCEPTED' } });
    await db.query('DELETE FROM space_members WHERE space_id = $1 AND user_id = $2', [
      w.space.id,
      invitee.id,
    ]);
    const reuse = await call(invitee, { method: 'POST', url: `/api/spaces/user-join-space?param=${param}` });
    expect(reuse).toMatchObject({ status: 409, body: { code: 'INVITE_ACCEPTED' } });
  });

  it('a deleted invitation stops working (410 INVITE_DELETED), deleting again is idempotent', async () => {
    const w = await makeWorkspace(db, 'del');
    const invitee = await makeUser(db, 'del-invitee');
    const { invite, param } = await makeInvite(db, {
      space: w.space,
      inviter: w.owner,
      email: invitee.email,
    });
    const del = () =>
      call(w.admin, {
        method: 'DELETE',
        url: `/api/spaces/delete-pending-invite/${invite.id}`,
        space: w.space.id,
      });
    expect(await del()).toMatchObject({ status: 200, body: { data: { message: 'Đã thu hồi lời mời' } } });
    expect((await del()).status).toBe(200);
    const join = await call(invitee, { method: 'POST', url: `/api/spaces/user-join-space?param=${param}` });
    expect(join).toMatchObject({
      status: 410,
      body: { code: 'INVITE_DELETED', message: 'Lời mời đã bị thu hồi' },
    });
    const resend = await call(w.owner, {
      method: 'POST',
      url: `/api/spaces/resend-invite/${invite.id}`,
      space: w.space.id,
    });
    expect(resend).toMatchObject({ status: 410, body: { code: 'INVITE_DELETED' } });
    const tenantJoin = await call(invitee, { method: 'POST', url: `/api/tenant/${w.space.id}/join` });
    expect(tenantJoin).toMatchObject({ status: 410, body: { code: 'INVITE_DELETED' } });
    const pending = await call(w.owner, {
      method: 'GET',
      url: '/api/spaces/user-invited-pending',
      space: w.space.id,
    });
    expect(pending.body.data).toEqual([]);
  });

  it('an expired invitation says INVITE_EXPIRED; a resend sends a new link and the old one stops working', async () => {
    const w = await makeWorkspace(db, 'exp');
    const invitee = await makeUser(db, 'exp-invitee');
    const { invite, param } = await makeInvite(db, {
      space: w.space,
      inviter: w.owner,
      email: invitee.email,
      expiresAt: new Date(Date.now() - 1000),
    });
    const join = await call(invitee, { method: 'POST', url: `/api/spaces/user-join-space?param=${param}` });
    expect(join).toMatchObject({ status: 410, body: { code: 'INVITE_EXPIRED' } });
    const tenant = await call(invitee, { method: 'GET', url: '/api/tenant' });
    expect(tenant.body.data.invitations).toEqual([]);
    const pending = await call(w.owner, {
      method: 'GET',
      url: '/api/spaces/user-invited-pending',
      space: w.space.id,
    });
    expect(pending.body.data).toMatchObject([{ id: invite.id, status: 'EXPIRED' }]);
    const { rows } = await db.query<{ status: string }>('SELECT status FROM space_invites WHERE id = $1', [
      invite.id,
    ]);
    expect(rows[0].status).toBe('EXPIRED');

    const resent = await call(w.owner, {
      method: 'POST',
      url: `/api/spaces/resend-invite/${invite.id}`,
      space: w.space.id,
    });
    expect(resent).toMatchObject({ status: 200, body: { data: { id: invite.id, status: 'PENDING' } } });
    const mail = await lastMailTo(invitee.email);
    const newParam = paramOf(mail.payload.link);
    expect(newParam).not.toBe(param);
    const old = await call(null, { method: 'GET', url: `/api/spaces/invite-info?param=${param}` });
    expect(old).toMatchObject({ status: 404, body: { code: 'INVITE_NOT_FOUND' } });

    // The tenant screen lists it; joining the tenant accepts it.
    const overview = await call(invitee, { method: 'GET', url: '/api/tenant' });
    expect(overview.body.data).toMatchObject({
      current: null,
      invitations: [{ id: invite.id, spaceId: w.space.id, spaceName: w.space.name, role: 'MEMBER' }],
    });
    const joined = await call(invitee, { method: 'POST', url: `/api/tenant/${w.space.id}/join` });
    expect(joined).toMatchObject({
      status: 200,
      body: { data: { space: { id: w.space.id, role: 'MEMBER' } } },
    });
    const now = await call(invitee, { method: 'GET', url: '/api/tenant' });
    expect(now.body.data.current).toMatchObject({
      id: w.space.id,
      role: 'MEMBER',
      plan: 'STANDARD',
      memberCount: 5,
    });
    const unknown = await call(invitee, {
      method: 'POST',
      url: '/api/spaces/user-join-space?param=AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'INVITE_NOT_FOUND' } });
  });

  it('sign-up by invitation: validate first, then the new user becomes a member inside the sign-up transaction', async () => {
    const w = await makeWorkspace(db, 'sup');
    const email = `newcomer-${w.space.id.slice(0, 8)}@ghg.test`;
    const { param } = await makeInvite(db, { space: w.space, inviter: w.owner, email, role: 'ADMIN' });
    await expect(validateInvitationForSignUp(db, param, 'someone-else@ghg.test')).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(validateInvitationForSignUp(db, param, email.toUpperCase())).resolves.toMatchObject({
      spaceId: w.space.id,
      role: 'ADMIN',
    });
    const membership = await db.transaction(async (tx) => {
      const user = await upsertUserByCognitoSub(tx, {
        sub: `sub-${email}`,
        email,
        firstName: 'Lan',
        lastName: 'Trần',
      });
      return acceptInvitationForNewUser(tx, { inviteParam: param, userId: user.id, email });
    });
    expect(membership).toEqual({ id: w.space.id, name: w.space.name, role: 'ADMIN', status: 'ACTIVE' });
    await expect(validateInvitationForSignUp(db, param, email)).rejects.toMatchObject({
      statusCode: 409,
      code: 'INVITE_ACCEPTED',
    });
    await expect(validateInvitationForSignUp(db, 'BBBBBBBBBBBBBBBBBBBBBB', email)).rejects.toMatchObject({
      code: 'INVITE_NOT_FOUND',
    });
  });

  it('suspension takes access away at once; the last owner cannot be suspended or leave', async () => {
    const w = await makeWorkspace(db, 'sus');
    const check = (user: TestUser) =>
      call(user, {
        method: 'POST',
        url: '/api/subscription/validate-access-subscripiton',
        payload: { spaceId: w.space.id, resource: 'GHG_REPORT' },
      });
    expect((await check(w.member)).status).toBe(200);
    const suspend = await call(w.admin, {
      method: 'PUT',
      url: '/api/spaces/change-user-status',
      space: w.space.id,
      payload: { userId: w.member.id, status: 'SUSPENDED' },
    });
    expect(suspend).toMatchObject({
      status: 200,
      body: { data: { userId: w.member.id, status: 'SUSPENDED' } },
    });
    expect(await check(w.member)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const reactivate = await call(w.owner, {
      method: 'PUT',
      url: '/api/spaces/change-user-status',
      space: w.space.id,
      payload: { userId: w.member.id, status: 'ACTIVE' },
    });
    expect(reactivate.body.data.status).toBe('ACTIVE');
    expect((await check(w.member)).status).toBe(200);

    const own = await call(w.admin, {
      method: 'PUT',
      url: '/api/spaces/change-user-status',
      space: w.space.id,
      payload: { userId: w.admin.id, status: 'SUSPENDED' },
    });
    expect(own).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const suspendOwner = await call(w.admin, {
      method: 'PUT',
      url: '/api/spaces/change-user-status',
      space: w.space.id,
      payload: { userId: w.owner.id, status: 'SUSPENDED' },
    });
    expect(suspendOwner).toMatchObject({ status: 409, body: { code: 'LAST_OWNER' } });
    const ownerLeaves = await call(w.owner, {
      method: 'DELETE',
      url: `/api/spaces/delete-user/${w.owner.id}`,
      space: w.space.id,
    });
    expect(ownerLeaves).toMatchObject({ status: 409, body: { code: 'LAST_OWNER' } });
    const adminRemovesAdmin = await call(w.admin, {
      method: 'DELETE',
      url: `/api/spaces/delete-user/${w.owner.id}`,
      space: w.space.id,
    });
    expect(adminRemovesAdmin.status).toBe(409);
    const memberLeaves = await call(w.member, {
      method: 'DELETE',
      url: `/api/spaces/delete-user/${w.member.id}`,
      space: w.space.id,
    });
    expect(memberLeaves.status).toBe(200);
    const list = await call(w.owner, { method: 'GET', url: '/api/spaces/management', space: w.space.id });
    expect(list.body.data.map((m: { role: string; status: string }) => `${m.role}:${m.status}`)).toEqual([
      'OWNER:ACTIVE',
      'ADMIN:ACTIVE',
      'MEMBER:SUSPENDED',
    ]);
  });

  it('the FREE plan allows 3 seats: the next invitation is 403 PLAN_LIMIT_REACHED; usage is recorded', async () => {
    const owner = await makeUser(db, 'plan-owner');
    const created = await call(owner, {
      method: 'POST',
      url: '/api/spaces',
      payload: { name: '  Công ty Gói  ' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { data: { name: 'Công ty Gói', role: 'OWNER', status: 'ACTIVE' } },
    });
    const spaceId = created.body.data.id;
    const second = await call(owner, { method: 'POST', url: '/api/spaces', payload: { name: 'Thứ hai' } });
    expect(second).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    const invite = (n: number) =>
      call(owner, {
        method: 'POST',
        url: '/api/spaces/invite-user',
        payload: { email: `seat${n}-${spaceId.slice(0, 8)}@ghg.test`, role: 'MEMBER' },
      });
    expect((await invite(1)).status).toBe(201);
    const two = await invite(2);
    expect(two.status).toBe(201);
    const full = await invite(3);
    expect(full).toMatchObject({ status: 403, body: { code: 'PLAN_LIMIT_REACHED' } });
    const decision = await call(owner, {
      method: 'POST',
      url: '/api/subscription/validate-access-subscripiton',
      payload: { resource: 'MEMBER_SEAT' },
    });
    expect(decision.body.data).toEqual({
      allowed: false,
      reason: 'PLAN_LIMIT_REACHED',
      limit: 3,
      used: 3,
      plan: 'FREE',
    });
    const cbam = await call(owner, {
      method: 'POST',
      url: '/api/subscription/validate-access-subscripiton',
      payload: { resource: 'CBAM_REPORT' },
    });
    expect(cbam.body.data).toEqual({
      allowed: false,
      reason: 'NOT_IN_PLAN',
      limit: 0,
      used: 0,
      plan: 'FREE',
    });

    // Withdrawing one frees a seat.
    await call(owner, { method: 'DELETE', url: `/api/spaces/delete-pending-invite/${two.body.data.id}` });
    expect((await invite(3)).status).toBe(201);

    const history = await call(owner, {
      method: 'GET',
      url: `/api/subscription/resource-history/${spaceId}?resource=MEMBER_SEAT&take=2`,
    });
    expect(history.body.meta).toEqual({ page: 1, take: 2, total: 5, pageCount: 3 });
    expect(
      history.body.data.map((e: { action: string; delta: number; usedAfter: number }) => [
        e.action,
        e.delta,
        e.usedAfter,
      ]),
    ).toEqual([
      ['INVITE_SENT', 1, 3],
      ['INVITE_DELETED', -1, 2],
    ]);
    const missing = await call(owner, {
      method: 'GET',
      url: '/api/subscription/resource-history/00000000-0000-4000-8000-000000000000',
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('lists the plans of the pricing page in the request language', async () => {
    const plans = await call(null, {
      method: 'GET',
      url: '/api/subscription/plans',
      headers: { 'accept-language': 'en' },
    });
    expect(plans.body.data.map((p: { code: string; name: string }) => `${p.code}:${p.name}`)).toEqual([
      'FREE:Free',
      'STANDARD:Standard',
      'ENTERPRISE:Enterprise',
    ]);
    expect(plans.body.data[0].limits).toEqual([
      { resource: 'MEMBER_SEAT', limit: 3 },
      { resource: 'COURSE', limit: 3 },
      { resource: 'GHG_REPORT', limit: 1 },
      { resource: 'CBAM_REPORT', limit: 0 },
    ]);
    const vi = await call(null, { method: 'GET', url: '/api/subscription/plans' });
    expect(vi.body.data[0].name).toBe('Miễn phí');
  });

  it('contact sales: validated, stored, the contact-received mail enqueued', async () => {
    const payload = {
      firstName: 'An',
      lastName: 'Nguyễn',
      email: `sales-${Date.now()}@example.vn`,
      phone: '0912345678',
      companyName: 'Công ty TNHH Thép Xanh',
      career: 'Sản xuất thép',
      companySize: '51-200',
      requirement: 'Kiểm kê khí nhà kính theo Nghị định 06',
      agreePrivacy: true,
    };
    const sent = await call(null, {
      method: 'POST',
      url: '/api/spaces/sent-contact-sale',
      headers: { 'accept-language': 'en' },
      payload,
    });
    expect(sent).toMatchObject({
      status: 201,
      body: { data: { message: 'We have received your contact!' } },
    });
    const { rows } = await db.query(
      'SELECT email, company_size, locale FROM contact_requests WHERE id = $1',
      [sent.body.data.id],
    );
    expect(rows).toEqual([{ email: payload.email, company_size: '51-200', locale: 'en' }]);
    expect(await lastMailTo(payload.email)).toMatchObject({ template: 'contact-received', locale: 'en' });

    const bad = await call(null, {
      method: 'POST',
      url: '/api/spaces/sent-contact-sale',
      headers: { 'accept-language': 'en' },
      payload: { ...payload, phone: '0123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['phone']);
  });

  it('never acts on another workspace: ids of B through A are unknown, and B is unchanged', async () => {
    const a = await makeWorkspace(db, 'isoA');
    const b = await makeWorkspace(db, 'isoB');
    const { invite } = await makeInvite(db, {
      space: b.space,
      inviter: b.owner,
      email: `iso-${b.space.id}@ghg.test`,
    });
    const before = await snapshotSpace(db, b.space.id);
    const attempts = [
      { method: 'DELETE', url: `/api/spaces/delete-user/${b.member.id}`, code: 'NOT_FOUND' },
      {
        method: 'PUT',
        url: '/api/spaces/change-user-status',
        payload: { userId: b.member.id, status: 'SUSPENDED' },
        code: 'NOT_FOUND',
      },
      { method: 'DELETE', url: `/api/spaces/delete-pending-invite/${invite.id}`, code: 'INVITE_NOT_FOUND' },
      { method: 'POST', url: `/api/spaces/resend-invite/${invite.id}`, code: 'INVITE_NOT_FOUND' },
    ] as const;
    for (const { code, ...request } of attempts) {
      const answer = await call(a.owner, { ...request, space: a.space.id });
      expect(answer.body.code, `${request.method} ${request.url}`).toBe(code);
    }
    // Naming B's id is 403 for every space call of A's owner.
    for (const url of ['/api/spaces/management', '/api/spaces/user-invited-pending', '/api/tenant']) {
      expect((await call(a.owner, { method: 'GET', url, space: b.space.id })).status).toBe(403);
    }
    expect(
      (await call(a.owner, { method: 'GET', url: `/api/subscription/resource-history/${b.space.id}` }))
        .status,
    ).toBe(403);
    const list = await call(a.owner, { method: 'GET', url: '/api/spaces/management', space: a.space.id });
    expect(JSON.stringify(list.body)).not.toContain(b.owner.email);
    expect(await snapshotSpace(db, b.space.id)).toBe(before);
  });
});
