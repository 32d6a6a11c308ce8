// Forgotten password against real pieces: cognito-local (patched: the pool's password policy applies), maildev
// (SMTP + REST inbox), and the database on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { ENGINES } from './harness';
import { startCognitoLocal, type CognitoLocal } from './support/cognito-local';
import {
  activationTokenOf,
  deliveredTo,
  resetOf,
  signUpBody,
  SITE_URL,
  startRegistrationApp,
  uniqueEmail,
  type RegistrationApp,
} from './support/registration';
import { Maildev, type ReceivedEmail } from './support/maildev';

const OLD_PASSWORD = 'GhgTest@2026';
const NEW_PASSWORD = 'Nguyen#Moi2027';

let cognito: CognitoLocal;
let maildev: Maildev;

beforeAll(async () => {
  cognito = await startCognitoLocal();
  maildev = await Maildev.onFreePorts();
  await maildev.start();
});

afterAll(async () => {
  await maildev?.dispose();
  await cognito?.stop();
});

describe.each(ENGINES)('password reset on %s', (engine) => {
  let env: RegistrationApp;

  beforeAll(async () => {
    env = await startRegistrationApp({ engine, cognito, smtpPort: maildev.smtpPort });
  });

  afterAll(async () => {
    await env?.close();
  });

  const post = (url: string, body?: unknown, locale?: string) =>
    env.app.inject({
      method: 'POST',
      url: `/api${url}`,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      headers: locale ? { 'accept-language': locale } : {},
    });

  const mailTo = (email: string): Promise<ReceivedEmail[]> => deliveredTo(env, maildev, email);

  /** The newest password-reset e-mail of `email`. */
  async function lastReset(email: string) {
    const mails = (await mailTo(email)).filter((m) => /\/auth\/reset-password\?/.test(m.text));
    expect(mails.length).toBeGreaterThan(0);
    return { mail: mails[mails.length - 1], ...resetOf(mails[mails.length - 1]) };
  }

  /** A signed-up account, activated by its link unless told otherwise. */
  async function account(label: string, options: { activate?: boolean; locale?: 'vi' | 'en' } = {}) {
    const email = uniqueEmail(label);
    const response = await post('/auth/sign-up', signUpBody(email, { locale: options.locale }));
    expect(response.statusCode, response.body).toBe(201);
    if (options.activate !== false) {
      const [mail] = await mailTo(email);
      const activated = await env.app.inject({
        method: 'GET',
        url: `/api/auth/activate?token=${activationTokenOf(mail)}`,
      });
      expect(activated.statusCode).toBe(200);
    }
    return email;
  }

  const resetCodeInvalid = (locale: 'vi' | 'en') => ({
    statusCode: 400,
    code: 'RESET_CODE_INVALID',
    message: messages[locale].errors.resetCodeInvalid,
  });

  it('e-mails a code and a link, resets with the code, and the new password signs in', async () => {
    const email = await account('reset-code');
    const requested = await post('/auth/forgot-password-request', { email });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      data: { message: 'Nếu email này đã đăng ký tài khoản, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu' },
    });

    const reset = await lastReset(email);
    expect(reset.mail.subject).toBe('Đặt lại mật khẩu GHG Platform');
    expect(reset.mail.text).toContain('60 phút');
    expect(reset.code).toMatch(/^\d{6}$/);
    expect(reset.link.startsWith(`${SITE_URL}/auth/reset-password?token=`)).toBe(true);
    expect(reset.email).toBe(email);
    const { rows } = await env.db.query(
      `SELECT r.code_hash, r.token_hash, round(extract(epoch FROM r.expires_at - r.created_at) / 60) AS minutes
       FROM password_reset_codes r JOIN users u ON u.id = r.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].minutes)).toBe(60);
    expect(rows[0].code_hash).not.toContain(reset.code);
    expect(rows[0].token_hash).not.toContain(reset.token);

    const done = await post(
      '/auth/reset-password',
      { email, code: reset.code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'en',
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { message: 'Password reset successful, please log in again' } });

    expect((await cognito.signIn(email, NEW_PASSWORD)).accessToken).toEqual(expect.any(String));
    await expect(cognito.signIn(email, OLD_PASSWORD)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });

    // Single use: the code, and the link of the same e-mail.
    const again = await post('/auth/reset-password', {
      email,
      code: reset.code,
      password: OLD_PASSWORD,
      confirmPassword: OLD_PASSWORD,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(resetCodeInvalid('vi'));
    const byLink = await post('/auth/reset-password', {
      token: reset.token,
      password: OLD_PASSWORD,
      confirmPassword: OLD_PASSWORD,
    });
    expect(byLink.json()).toEqual(resetCodeInvalid('vi'));
  });

  it('resets with the link token (?email= form of forgot-password), in the account’s language', async () => {
    const email = await account('reset-link', { locale: 'en' });
    const requested = await env.app.inject({
      method: 'POST',
      url: `/api/auth/forgot-password?email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data.message).toBe(messages.vi.success.resetCodeSent);

    const reset = await lastReset(email);
    expect(reset.mail.subject).toBe('Reset your GHG Platform password');
    expect(reset.mail.text).toContain(`Your verification code is: ${reset.code}`);
    const done = await post('/auth/reset-password', {
      token: reset.token,
      email: reset.email,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { message: 'Đặt lại mật khẩu thành công, vui lòng đăng nhập lại' } });
    expect((await cognito.signIn(email, NEW_PASSWORD)).idToken).toEqual(expect.any(String));

    const replay = await post('/auth/reset-password', {
      token: reset.token,
      password: OLD_PASSWORD,
      confirmPassword: OLD_PASSWORD,
    });
    expect(replay.json()).toEqual(resetCodeInvalid('vi'));
  });

  it('takes the e-mail from the body or the query of /auth/forgot-password, never two different ones', async () => {
    const email = await account('forgot-forms');
    const inBody = await post('/auth/forgot-password', { email }, 'en');
    expect(inBody.json()).toEqual({ data: { message: messages.en.success.resetCodeSent } });
    const both = await env.app.inject({
      method: 'POST',
      url: `/api/auth/forgot-password?email=${encodeURIComponent(email)}`,
      payload: { email: email.toUpperCase() },
    });
    expect(both.statusCode).toBe(200);
    const differ = await env.app.inject({
      method: 'POST',
      url: `/api/auth/forgot-password?email=other@ghg.test`,
      payload: { email },
      headers: { 'accept-language': 'en' },
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'email' }] });
    const neither = await post('/auth/forgot-password', undefined, 'en');
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid data',
      details: [{ field: 'email', message: 'Email is required' }],
    });
    expect(await mailTo(email)).toHaveLength(3); // activation + two resets
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const known = await account('known');
    const unknown = uniqueEmail('unknown');
    for (const url of ['/auth/forgot-password-request', '/auth/forgot-password']) {
      for (const locale of ['vi', 'en']) {
        const a = await post(url, { email: known }, locale);
        const b = await post(url, { email: unknown }, locale);
        expect(b.statusCode).toBe(a.statusCode);
        expect(b.body).toBe(a.body);
      }
    }
    expect(await mailTo(unknown)).toEqual([]);
    const { rows } = await env.db.query('SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1', [
      unknown,
    ]);
    expect(Number(rows[0].n)).toBe(0);
    // And a reset for it is the one refusal.
    const reset = await post('/auth/reset-password', {
      email: unknown,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.json()).toEqual(resetCodeInvalid('vi'));
  });

  it('voids the code (and its link) after 5 wrong codes', async () => {
    const email = await account('wrong-codes');
    await post('/auth/forgot-password-request', { email });
    const reset = await lastReset(email);
    const wrong = reset.code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post(
        '/auth/reset-password',
        { email, code: wrong, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        'en',
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      expect(response.json()).toEqual(resetCodeInvalid('en'));
    }
    const right = await post('/auth/reset-password', {
      email,
      code: reset.code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(right.json()).toEqual(resetCodeInvalid('vi'));
    const link = await post('/auth/reset-password', {
      token: reset.token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(link.json()).toEqual(resetCodeInvalid('vi'));
    await expect(cognito.signIn(email, OLD_PASSWORD)).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
    // A new request starts over.
    await post('/auth/forgot-password-request', { email });
    const fresh = await lastReset(email);
    const ok = await post('/auth/reset-password', {
      email,
      code: fresh.code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('accepts a wrong code fewer than 5 times, then the right one', async () => {
    const email = await account('typo');
    await post('/auth/forgot-password-request', { email });
    const reset = await lastReset(email);
    const wrong = reset.code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const body = { email, code: wrong, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      expect((await post('/auth/reset-password', body)).statusCode).toBe(400);
    }
    const body = { email, code: reset.code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await post('/auth/reset-password', body)).statusCode).toBe(200);
  });

  it('refuses an expired code, and a new request replaces the earlier code', async () => {
    const email = await account('expiry');
    await post('/auth/forgot-password-request', { email });
    const first = await lastReset(email);
    await post('/auth/forgot-password', { email });
    const second = await lastReset(email);
    expect(second.token).not.toBe(first.token);
    const replaced = await post('/auth/reset-password', {
      token: first.token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(replaced.json()).toEqual(resetCodeInvalid('vi'));

    await env.db.query(
      `UPDATE password_reset_codes SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const expired = await post('/auth/reset-password', {
      email,
      code: second.code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(expired.json()).toEqual(resetCodeInvalid('vi'));
  });

  it('activates an account that was never activated (the mailbox is proven)', async () => {
    const email = await account('unactivated', { activate: false });
    const [activation] = await mailTo(email);
    await post('/auth/forgot-password-request', { email });
    const reset = await lastReset(email);
    const done = await post('/auth/reset-password', {
      email,
      code: reset.code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await cognito.admin.getUser(email))?.status).toBe('CONFIRMED');
    expect((await post('/auth/check-user-activation', { email })).json().data.activated).toBe(true);
    expect((await cognito.signIn(email, NEW_PASSWORD)).accessToken).toEqual(expect.any(String));
    const link = await env.app.inject({
      method: 'GET',
      url: `/api/auth/activate?token=${activationTokenOf(activation)}`,
    });
    expect(link.statusCode).toBe(410);
    expect(link.json().code).toBe('ACTIVATION_TOKEN_USED');
  });

  it('validates the new password with the form’s texts, in vi and en, and keeps the code usable', async () => {
    const email = await account('validation');
    await post('/auth/forgot-password-request', { email });
    const reset = await lastReset(email);
    const cases: {
      body: Record<string, unknown>;
      field: string;
      key: keyof typeof messages.vi.validation;
    }[] = [
      {
        body: { email, code: reset.code, password: NEW_PASSWORD, confirmPassword: 'Other#Pass2027' },
        field: 'confirmPassword',
        key: 'confirmPasswordMismatch',
      },
      {
        body: { email, code: reset.code, password: 'weakpassword', confirmPassword: 'weakpassword' },
        field: 'password',
        key: 'passwordComplexity',
      },
      {
        body: { email, code: '12ab', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        field: 'code',
        key: 'invalidCode',
      },
      {
        body: { email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        field: 'code',
        key: 'fieldRequired',
      },
      {
        body: { code: reset.code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        field: 'email',
        key: 'emailRequired',
      },
      {
        body: { email, code: reset.code, confirmPassword: NEW_PASSWORD },
        field: 'password',
        key: 'passwordRequired',
      },
    ];
    for (const testCase of cases) {
      for (const locale of ['vi', 'en'] as const) {
        const response = await post('/auth/reset-password', testCase.body, locale);
        expect(response.statusCode, `${testCase.key}/${locale}`).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
        expect(
          response.json().details.find((d: { field: string }) => d.field === testCase.field),
          response.body,
        ).toEqual({ field: testCase.field, message: messages[locale].validation[testCase.key] });
      }
    }
    // Both proofs at once is not one of the two forms.
    const both = await post('/auth/reset-password', {
      email,
      code: reset.code,
      token: reset.token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('VALIDATION_FAILED');
    // A forged token.
    const forged = await post('/auth/reset-password', {
      token: 'A'.repeat(43),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(forged.json()).toEqual(resetCodeInvalid('vi'));

    // None of that used the code up.
    const ok = await post('/auth/reset-password', {
      email,
      code: reset.code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
