// Registration and activation against real pieces: cognito-local (patched, with the pool's password policy),
// maildev (SMTP + REST inbox), and the database on PGlite and PostgreSQL. The refusals (form messages, broken
// requests, a stricter pool): registration-refusals.test.ts.
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { insertInvite } from '../../server/db/repos/invites';
import { hashInviteParam, newInviteParam } from '../../server/spaces/invites';
import { ENGINES } from './harness';
import {
  activationTokenOf,
  signUpBody,
  SITE_URL,
  nothing,
  useRegistrationStack,
  useRegistrationSuite,
  uniqueEmail,
} from './support/registration';

const stack = useRegistrationStack();

describe.each(ENGINES)('registration and activation on %s', (engine) => {
  const { suite, post, mailTo, traces } = useRegistrationSuite(engine, stack);
  const activate = (token: string, locale?: string) =>
    suite.env.app.inject({
      method: 'GET',
      url: `/api/auth/activate?token=${encodeURIComponent(token)}`,
      headers: locale ? { 'accept-language': locale } : {},
    });

  async function signUpAndGetToken(email: string, locale?: string): Promise<string> {
    const response = await post('/auth/sign-up', signUpBody(email), locale);
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await mailTo(email);
    return activationTokenOf(mail);
  }

  it('signs up (vi by default), e-mails the activation link, activates once, then the user signs in', async () => {
    const email = uniqueEmail('anh');
    const response = await post('/auth/sign-up', signUpBody(email.toUpperCase()));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      data: { message: 'Đăng ký thành công, vui lòng kiểm tra email', activationRequired: true },
    });

    // The user row (keyed by the pool's sub, e-mail lower-cased, phone as E.164), the owner space, the token.
    const identity = await stack.cognito.admin.getUser(email);
    expect(identity).toMatchObject({
      email,
      status: 'UNCONFIRMED',
      givenName: 'Ánh',
      familyName: 'Nguyễn Thị',
    });
    const { rows: users } = await suite.env.db.query(
      'SELECT id, cognito_sub, phone, locale, activated_at, organization_name FROM users WHERE email = $1',
      [email],
    );
    expect(users).toEqual([
      {
        id: expect.any(String),
        cognito_sub: identity!.sub,
        phone: '+84912345678',
        locale: 'vi',
        activated_at: null,
        organization_name: 'Công ty TNHH Thép Xanh',
      },
    ]);
    const { rows: spaces } = await suite.env.db.query(
      `SELECT s.name, s.plan, m.role FROM spaces s JOIN space_members m ON m.space_id = s.id WHERE m.user_id = $1`,
      [users[0].id],
    );
    expect(spaces).toEqual([{ name: 'Công ty TNHH Thép Xanh', plan: 'FREE', role: 'OWNER' }]);
    const { rows: tokens } = await suite.env.db.query(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 3600) AS hours
       FROM activation_tokens WHERE user_id = $1`,
      [users[0].id],
    );
    expect(tokens).toHaveLength(1);
    expect(Number(tokens[0].hours)).toBe(24);

    // The e-mail, in Vietnamese, with the link to the SPA's activation page; only the token's hash is stored.
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Kích hoạt tài khoản GHG Platform của bạn');
    expect(mails[0].text).toMatch(/^Xin chào Ánh,/);
    expect(mails[0].text).toContain(`${SITE_URL}/auth/activate?token=`);
    const token = activationTokenOf(mails[0]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens[0].token_hash).not.toContain(token);

    // Not activated yet: Cognito refuses the sign-in and the sign-in screen's question says so.
    await expect(stack.cognito.signIn(email, 'GhgTest@2026')).rejects.toMatchObject({
      name: 'UserNotConfirmedException',
    });
    const before = await post('/auth/check-user-activation', { email });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      data: { activated: false, message: 'Tài khoản chưa được kích hoạt, vui lòng kiểm tra email' },
    });

    const activated = await activate(token);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({
      data: { message: 'Tài khoản của bạn đã được kích hoạt thành công, vui lòng đăng nhập' },
    });
    expect((await stack.cognito.admin.getUser(email))?.status).toBe('CONFIRMED');
    const signedIn = await stack.cognito.signIn(email, 'GhgTest@2026');
    expect(signedIn.accessToken).toEqual(expect.any(String));

    const after = await post('/auth/check-user-activation', { email }, 'en');
    expect(after.json()).toEqual({
      data: { activated: true, message: 'Your account has been successfully activated, please log in' },
    });

    // The link again: used.
    const again = await activate(token, 'en');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      statusCode: 410,
      code: 'ACTIVATION_TOKEN_USED',
      message: 'This activation link has already been used',
    });
  });

  it('writes in English when the request asks for it, or when the form chooses it', async () => {
    const byHeader = uniqueEmail('en-header');
    const response = await post('/auth/sign-up', signUpBody(byHeader), 'en-US,en;q=0.9');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.message).toBe('Registered successfully, please check your email');
    const [mail] = await mailTo(byHeader);
    expect(mail.subject).toBe('Activate your GHG Platform account');
    expect(mail.text).toMatch(/^Hello Ánh,/);
    const token = activationTokenOf(mail);
    const activated = await activate(token, 'en');
    expect(activated.json()).toEqual({
      data: { message: 'Your account has been successfully activated, please log in' },
    });

    const byForm = uniqueEmail('en-form');
    const formResponse = await post('/auth/sign-up', signUpBody(byForm, { locale: 'en' }), 'vi');
    expect(formResponse.json().data.message).toBe('Đăng ký thành công, vui lòng kiểm tra email');
    expect((await mailTo(byForm))[0].subject).toBe('Activate your GHG Platform account');
    const { rows } = await suite.env.db.query('SELECT locale FROM users WHERE email = $1', [byForm]);
    expect(rows).toEqual([{ locale: 'en' }]);
  });

  it('refuses an expired link, and a new link replaces the old one', async () => {
    const email = uniqueEmail('expired');
    const token = await signUpAndGetToken(email);
    await suite.env.db.query(
      `UPDATE activation_tokens SET expires_at = now() - interval '1 minute'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const expired = await activate(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      statusCode: 410,
      code: 'ACTIVATION_TOKEN_EXPIRED',
      message: 'Liên kết kích hoạt đã hết hạn',
    });

    const resent = await post('/auth/resend-activation', { email }, 'en');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      data: { message: 'A new activation link has been sent, please check your email' },
    });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    const fresh = activationTokenOf(mails.find((m) => activationTokenOf(m) !== token)!);

    // The replaced link no longer works; the new one does.
    expect((await activate(token)).json().code).toBe('ACTIVATION_TOKEN_INVALID');
    expect((await activate(fresh)).statusCode).toBe(200);
    expect((await activate(fresh)).json().code).toBe('ACTIVATION_TOKEN_USED');
    // Once the account is active, the old link says "used" too (the page offers sign-in).
    expect((await activate(token)).json().code).toBe('ACTIVATION_TOKEN_USED');
  });

  it('a resend revokes the earlier link: it answers INVALID while the account is not active', async () => {
    const email = uniqueEmail('resend');
    const first = await signUpAndGetToken(email);
    expect((await post('/auth/resend-activation', { email })).statusCode).toBe(200);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    const second = activationTokenOf(mails.find((m) => activationTokenOf(m) !== first)!);
    const revoked = await activate(first);
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toMatchObject({
      code: 'ACTIVATION_TOKEN_INVALID',
      message: 'Liên kết kích hoạt không hợp lệ',
    });
    expect((await activate(second)).statusCode).toBe(200);
  });

  it('answers resend and check-user-activation the same for unknown e-mails and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const resend = await post('/auth/resend-activation', { email: unknown });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({
      data: { message: 'Đã gửi liên kết kích hoạt mới, vui lòng kiểm tra email' },
    });
    const check = await post('/auth/check-user-activation', { email: unknown });
    expect(check.json()).toEqual({
      data: { activated: false, message: 'Tài khoản chưa được kích hoạt, vui lòng kiểm tra email' },
    });
    expect(await mailTo(unknown)).toEqual([]);
    expect(await traces(unknown)).toEqual(nothing);

    // An activated account gets no new link either.
    const active = uniqueEmail('active');
    expect((await activate(await signUpAndGetToken(active))).statusCode).toBe(200);
    expect((await post('/auth/resend-activation', { email: active })).json()).toEqual(resend.json());
    expect(await mailTo(active)).toHaveLength(1);
  });

  it('refuses forged, malformed and oversized tokens with a clear 4xx', async () => {
    const forged = await activate('A'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      statusCode: 400,
      code: 'ACTIVATION_TOKEN_INVALID',
      message: 'Liên kết kích hoạt không hợp lệ',
    });
    expect((await activate('not a token!', 'en')).json()).toEqual({
      statusCode: 400,
      code: 'ACTIVATION_TOKEN_INVALID',
      message: 'This activation link is invalid',
    });
    const long = await activate('x'.repeat(300));
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_FAILED');
    const missing = await suite.env.app.inject({ method: 'GET', url: '/api/auth/activate' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
  });

  it('a double click activates once: the second request finds the link used', async () => {
    const email = uniqueEmail('double');
    const token = await signUpAndGetToken(email);
    const answers = await Promise.all([activate(token), activate(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect(answers.find((a) => a.statusCode === 410)!.json().code).toBe('ACTIVATION_TOKEN_USED');
    const { rows } = await suite.env.db.query(
      `SELECT count(*) FILTER (WHERE used_at IS NOT NULL) AS used FROM activation_tokens t
       JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [email],
    );
    expect(Number(rows[0].used)).toBe(1);
  });

  it('a registered e-mail is 409 CONFLICT with a translated detail on email, and nothing new is stored', async () => {
    const email = uniqueEmail('taken');
    await signUpAndGetToken(email);
    const before = await traces(email);
    for (const locale of ['vi', 'en'] as const) {
      const again = await post('/auth/sign-up', signUpBody(email, { firstName: 'Other' }), locale);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        statusCode: 409,
        code: 'CONFLICT',
        message: messages[locale].errors.emailAlreadyRegistered,
        details: [{ field: 'email', message: messages[locale].errors.emailAlreadyRegistered }],
      });
    }
    expect(await traces(email)).toEqual(before);

    // Known to the pool only (created there by someone else): the same answer, and no row of ours.
    const poolOnly = uniqueEmail('pool-only');
    await stack.cognito.createUser({ email: poolOnly, password: 'GhgTest@2026' });
    const conflict = await post('/auth/sign-up', signUpBody(poolOnly), 'en');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().details).toEqual([
      { field: 'email', message: messages.en.errors.emailAlreadyRegistered },
    ]);
    expect(await traces(poolOnly)).toEqual({ ...nothing, identity: true });
  });

  describe('sign-up by invitation', () => {
    /** An owner with a space, and a PENDING invitation of `email` into it; returns the link's param. */
    async function invitation(email: string, role: 'ADMIN' | 'MEMBER' = 'MEMBER') {
      const ownerEmail = uniqueEmail('inviter');
      expect((await activate(await signUpAndGetToken(ownerEmail))).statusCode).toBe(200);
      const { rows } = await suite.env.db.query(
        `SELECT u.id, u.email, u.first_name, u.last_name, m.space_id
         FROM users u JOIN space_members m ON m.user_id = u.id WHERE u.email = $1`,
        [ownerEmail],
      );
      const param = newInviteParam();
      await insertInvite(suite.env.db, {
        spaceId: rows[0].space_id,
        email,
        role,
        paramHash: hashInviteParam(param),
        inviter: {
          id: rows[0].id,
          email: rows[0].email,
          firstName: rows[0].first_name,
          lastName: rows[0].last_name,
        },
        locale: 'vi',
        expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
      });
      return { param, spaceId: rows[0].space_id as string };
    }

    it('creates an active account that is a member of the inviting space, with no activation e-mail', async () => {
      const email = uniqueEmail('invited');
      const { param, spaceId } = await invitation(email, 'ADMIN');
      const response = await post('/auth/sign-up', signUpBody(email, { inviteParam: param }), 'en');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        data: {
          message: 'Your account has been successfully activated, please log in',
          activationRequired: false,
        },
      });
      expect((await stack.cognito.admin.getUser(email))?.status).toBe('CONFIRMED');
      expect((await stack.cognito.signIn(email, 'GhgTest@2026')).accessToken).toEqual(expect.any(String));
      const { rows } = await suite.env.db.query(
        `SELECT m.space_id, m.role, m.status, u.activated_at IS NOT NULL AS activated
         FROM users u JOIN space_members m ON m.user_id = u.id WHERE u.email = $1`,
        [email],
      );
      expect(rows).toEqual([{ space_id: spaceId, role: 'ADMIN', status: 'ACTIVE', activated: true }]);
      expect(await traces(email)).toMatchObject({ users: 1, outbox: 0, tokens: 0, identity: true });

      // The invitation is used up.
      const again = await post('/auth/sign-up', signUpBody(uniqueEmail('late'), { inviteParam: param }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'INVITE_ACCEPTED', message: 'Lời mời đã được chấp nhận' });
    });

    it('refuses another e-mail and unknown invitations, storing nothing', async () => {
      const invited = uniqueEmail('invited-only');
      const { param } = await invitation(invited);
      const intruder = uniqueEmail('intruder');
      const wrongEmail = await post('/auth/sign-up', signUpBody(intruder, { inviteParam: param }), 'en');
      expect(wrongEmail.statusCode).toBe(400);
      expect(wrongEmail.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid data',
        details: [{ field: 'email', message: messages.en.errors.inviteEmailMismatch }],
      });
      expect(await traces(intruder)).toEqual(nothing);

      const unknown = await post(
        '/auth/sign-up',
        signUpBody(intruder, { inviteParam: 'Zm9yZ2VkLWludml0YXRpb24' }),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        statusCode: 404,
        code: 'INVITE_NOT_FOUND',
        message: 'Không tìm thấy lời mời',
      });
      expect(await traces(intruder)).toEqual(nothing);
      expect(await traces(invited)).toEqual(nothing);
    });
  });

  it('undoes the pool user when the database part of a sign-up fails (compensation)', async () => {
    const email = uniqueEmail('compensated');
    await suite.env.db.exec(
      `ALTER TABLE spaces ADD CONSTRAINT test_refuse_org CHECK (name <> 'Refused Org')`,
    );
    try {
      const response = await post('/auth/sign-up', signUpBody(email, { organizationName: 'Refused Org' }));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'INTERNAL', message: 'Đã có lỗi xảy ra!' });
    } finally {
      await suite.env.db.exec('ALTER TABLE spaces DROP CONSTRAINT test_refuse_org');
    }
    expect(await traces(email)).toEqual(nothing);
    // And the e-mail is free to sign up again.
    expect((await post('/auth/sign-up', signUpBody(email))).statusCode).toBe(201);
  });
});
