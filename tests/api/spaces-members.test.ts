// Workspaces through the API beyond invitations: the member rules (suspension, removal, last owner), plans and
// usage, contact-sales, and workspace isolation, on PGlite and PostgreSQL. Invitations: spaces-invites.test.ts.
import { describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import {
  useSpacesSuite,
  makeInvite,
  makeUser,
  makeWorkspace,
  snapshotSpace,
  type TestUser,
} from './support/spaces';

describe.each(ENGINES)('workspace members, plans and isolation on %s', (engine) => {
  const { suite, call, lastMailTo } = useSpacesSuite(engine);

  it('suspension takes access away at once; the last owner cannot be suspended or leave', async () => {
    const w = await makeWorkspace(suite.db, 'sus');
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
    const owner = await makeUser(suite.db, 'plan-owner');
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
      { resource: 'RISK_ASSESSMENT', limit: null },
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
    const { rows } = await suite.db.query(
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
    const a = await makeWorkspace(suite.db, 'isoA');
    const b = await makeWorkspace(suite.db, 'isoB');
    const { invite } = await makeInvite(suite.db, {
      space: b.space,
      inviter: b.owner,
      email: `iso-${b.space.id}@ghg.test`,
    });
    const before = await snapshotSpace(suite.db, b.space.id);
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
    expect(await snapshotSpace(suite.db, b.space.id)).toBe(before);
  });
});
