// The invitation lifecycle through the API (pending -> accepted | deleted | expired, resend), the invite e-mail in
// the outbox, the tenant calls and sign-up by invitation (the service functions the registration route calls), on
// PGlite and PostgreSQL. The member rules, plans and usage, contact-sales and isolation: spaces-members.test.ts.
import { describe, expect, it } from 'vitest';
import { upsertUserByCognitoSub } from '../../server/db/repos/users';
import { acceptInvitationForNewUser, validateInvitationForSignUp } from '../../server/spaces/invites';
import { ENGINES } from './harness';
import { useSpacesSuite, makeInvite, makeUser, makeWorkspace, SITE_URL } from './support/spaces';

describe.each(ENGINES)('workspace invitations and members on %s', (engine) => {
  const { suite, call, lastMailTo } = useSpacesSuite(engine);

  const paramOf = (link: string) => new URL(link).searchParams.get('param')!;

  it('invites by e-mail: a pending invitation, the invite mail with the sign-up link, the info page', async () => {
    const w = await makeWorkspace(suite.db, 'inv');
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
    const w = await makeWorkspace(suite.db, 'acc');
    const invitee = await makeUser(suite.db, 'acc-invitee');
    const other = await makeUser(suite.db, 'acc-other');
    const { param } = await makeInvite(suite.db, { space: w.space, inviter: w.owner, email: invitee.email });

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
    const { rows } = await suite.db.query<{ id: string }>('SELECT id FROM space_invites WHERE email = $1', [
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
    await suite.db.query('DELETE FROM space_members WHERE space_id = $1 AND user_id = $2', [
      w.space.id,
      invitee.id,
    ]);
    const reuse = await call(invitee, { method: 'POST', url: `/api/spaces/user-join-space?param=${param}` });
    expect(reuse).toMatchObject({ status: 409, body: { code: 'INVITE_ACCEPTED' } });
  });

  it('a deleted invitation stops working (410 INVITE_DELETED), deleting again is idempotent', async () => {
    const w = await makeWorkspace(suite.db, 'del');
    const invitee = await makeUser(suite.db, 'del-invitee');
    const { invite, param } = await makeInvite(suite.db, {
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
    const w = await makeWorkspace(suite.db, 'exp');
    const invitee = await makeUser(suite.db, 'exp-invitee');
    const { invite, param } = await makeInvite(suite.db, {
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
    const { rows } = await suite.db.query<{ status: string }>(
      'SELECT status FROM space_invites WHERE id = $1',
      [invite.id],
    );
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
    const w = await makeWorkspace(suite.db, 'sup');
    const email = `newcomer-${w.space.id.slice(0, 8)}@ghg.test`;
    const { param } = await makeInvite(suite.db, { space: w.space, inviter: w.owner, email, role: 'ADMIN' });
    await expect(validateInvitationForSignUp(suite.db, param, 'someone-else@ghg.test')).rejects.toMatchObject(
      {
        statusCode: 403,
      },
    );
    await expect(validateInvitationForSignUp(suite.db, param, email.toUpperCase())).resolves.toMatchObject({
      spaceId: w.space.id,
      role: 'ADMIN',
    });
    const membership = await suite.db.transaction(async (tx) => {
      const user = await upsertUserByCognitoSub(tx, {
        sub: `sub-${email}`,
        email,
        firstName: 'Lan',
        lastName: 'Trần',
      });
      return acceptInvitationForNewUser(tx, { inviteParam: param, userId: user.id, email });
    });
    expect(membership).toEqual({ id: w.space.id, name: w.space.name, role: 'ADMIN', status: 'ACTIVE' });
    await expect(validateInvitationForSignUp(suite.db, param, email)).rejects.toMatchObject({
      statusCode: 409,
      code: 'INVITE_ACCEPTED',
    });
    await expect(
      validateInvitationForSignUp(suite.db, 'BBBBBBBBBBBBBBBBBBBBBB', email),
    ).rejects.toMatchObject({
      code: 'INVITE_NOT_FOUND',
    });
  });
});
