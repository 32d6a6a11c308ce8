// Registration's refusals against real pieces (cognito-local with the pool's password policy, maildev, the
// database on PGlite and PostgreSQL): every form message, the accepted notations, broken requests, and a pool whose
// policy is stricter than the form. The happy paths and activation: registration.test.ts.
import { UpdateUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Locale } from '../../domain/messages';
import { LOCAL_POOL_ID } from '../../server/stack/cognito-local';
import { ENGINES } from './harness';
import {
  signUpBody,
  nothing,
  startRegistrationApp,
  useRegistrationStack,
  useRegistrationSuite,
  uniqueEmail,
  type RegistrationApp,
} from './support/registration';

const stack = useRegistrationStack();

type Validation = keyof (typeof messages)['vi']['validation'];
const text = (locale: Locale, key: Validation, params: Record<string, number> = {}) =>
  messages[locale].validation[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

describe.each(ENGINES)('registration and activation on %s', (engine) => {
  const { suite, post, mailTo, traces } = useRegistrationSuite(engine, stack);

  it('shows every form message exactly, in vi and en, and stores nothing for a refused sign-up', async () => {
    const cases: {
      body: (email: string) => Record<string, unknown>;
      field: string;
      key: Validation;
      params?: Record<string, number>;
    }[] = [
      { body: (e) => signUpBody(e, { firstName: '   ' }), field: 'firstName', key: 'firstNameRequired' },
      { body: (e) => signUpBody(e, { lastName: undefined }), field: 'lastName', key: 'lastNameRequired' },
      { body: () => signUpBody(''), field: 'email', key: 'emailRequired' },
      { body: () => signUpBody('not-an-email'), field: 'email', key: 'invalidEmail' },
      { body: (e) => signUpBody(e, { password: '' }), field: 'password', key: 'passwordRequired' },
      {
        body: (e) => signUpBody(e, { password: 'Ab1@', confirmPassword: 'Ab1@' }),
        field: 'password',
        key: 'minLength',
        params: { min: 8 },
      },
      {
        body: (e) => signUpBody(e, { password: `Ab1@${'x'.repeat(61)}`, confirmPassword: 'x' }),
        field: 'password',
        key: 'maxLength',
        params: { max: 64 },
      },
      {
        body: (e) => signUpBody(e, { password: 'ghgtest2026', confirmPassword: 'ghgtest2026' }),
        field: 'password',
        key: 'passwordComplexity',
      },
      {
        body: (e) => signUpBody(e, { confirmPassword: undefined }),
        field: 'confirmPassword',
        key: 'confirmPasswordRequired',
      },
      {
        body: (e) => signUpBody(e, { confirmPassword: 'GhgTest@2027' }),
        field: 'confirmPassword',
        key: 'confirmPasswordMismatch',
      },
      { body: (e) => signUpBody(e, { phone: '' }), field: 'phone', key: 'phoneRequired' },
      { body: (e) => signUpBody(e, { phone: '0123 456 789' }), field: 'phone', key: 'invalidPhone' },
      { body: (e) => signUpBody(e, { phone: '0912345678abc' }), field: 'phone', key: 'invalidPhone' },
      { body: (e) => signUpBody(e, { phone: '+33 1 23 45 67 89' }), field: 'phone', key: 'invalidPhone' },
      {
        body: (e) => signUpBody(e, { organizationName: undefined }),
        field: 'organizationName',
        key: 'organizationNameRequired',
      },
      {
        body: (e) => signUpBody(e, { organizationName: 'A' }),
        field: 'organizationName',
        key: 'minLength',
        params: { min: 2 },
      },
      {
        body: (e) => signUpBody(e, { firstName: '<script>alert(1)</script>' }),
        field: 'firstName',
        key: 'invalidCharacters',
      },
      {
        body: (e) => signUpBody(e, { organizationName: 'Thép <b>Xanh</b>' }),
        field: 'organizationName',
        key: 'invalidCharacters',
      },
      {
        body: (e) => signUpBody(e, { lastName: 'Nguyễn\u202Eevil' }),
        field: 'lastName',
        key: 'invalidCharacters',
      },
      {
        body: (e) => signUpBody(e, { firstName: 'x'.repeat(10 * 1024) }),
        field: 'firstName',
        key: 'maxLength',
        params: { max: 50 },
      },
      {
        body: (e) => signUpBody(e, { organizationName: 'Ô'.repeat(10 * 1024) }),
        field: 'organizationName',
        key: 'maxLength',
        params: { max: 200 },
      },
      {
        body: (e) => signUpBody(e, { phone: '9'.repeat(10 * 1024) }),
        field: 'phone',
        key: 'maxLength',
        params: { max: 250 },
      },
    ];
    for (const testCase of cases) {
      const email = uniqueEmail('refused');
      for (const locale of ['vi', 'en'] as const) {
        const response = await post('/auth/sign-up', testCase.body(email), locale);
        const label = `${testCase.field}/${testCase.key}/${locale}`;
        expect(response.statusCode, label).toBe(400);
        const body = response.json();
        expect(body.code, label).toBe('VALIDATION_FAILED');
        expect(body.message, label).toBe(messages[locale].errors.validationFailed);
        expect(
          body.details.find((d: { field: string }) => d.field === testCase.field),
          `${label}: ${response.body}`,
        ).toEqual({ field: testCase.field, message: text(locale, testCase.key, testCase.params) });
      }
      expect(await traces(email), testCase.key).toEqual(nothing);
    }

    // Every required field at once.
    const empty = await post('/auth/sign-up', {}, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
        { field: 'confirmPassword', message: 'Confirm password is required' },
        { field: 'phone', message: 'Phone number is required' },
        { field: 'organizationName', message: 'Organization name is required' },
      ]),
    );
  });

  it('accepts Unicode names as typed (stored NFC) and phones in the usual notations', async () => {
    const email = uniqueEmail('unicode');
    const decomposed = 'Nguyễn Thị Ánh'.normalize('NFD');
    const response = await post(
      '/auth/sign-up',
      signUpBody(email, { firstName: 'Nguyễn Thị Ánh', lastName: decomposed, phone: '+84 (91) 234-5678' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await suite.env.db.query(
      'SELECT first_name, last_name, phone FROM users WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([
      { first_name: 'Nguyễn Thị Ánh', last_name: 'Nguyễn Thị Ánh'.normalize('NFC'), phone: '+84912345678' },
    ]);
    const [mail] = await mailTo(email);
    expect(mail.text).toMatch(/^Xin chào Nguyễn Thị Ánh,/);
  });

  it('never answers 5xx to broken requests', async () => {
    const cases = [
      {
        payload: '{"email": ',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'MALFORMED_JSON',
      },
      {
        payload: 'email=a@b.vn',
        headers: { 'content-type': 'text/plain' },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        payload: '[]',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        payload: '"text"',
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        payload: JSON.stringify(signUpBody(uniqueEmail('types'), { firstName: 42, phone: null, email: 42 })),
        headers: { 'content-type': 'application/json' },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
    ];
    for (const url of ['/auth/sign-up', '/auth/check-user-activation', '/auth/resend-activation']) {
      for (const testCase of cases) {
        const response = await suite.env.app.inject({
          method: 'POST',
          url: `/api${url}`,
          payload: testCase.payload,
          headers: testCase.headers,
        });
        expect(response.statusCode, `${url} ${testCase.payload}`).toBe(testCase.status);
        expect(response.json().code, `${url} ${testCase.payload}`).toBe(testCase.code);
      }
    }
    const badEmail = await post('/auth/check-user-activation', { email: 'x'.repeat(300) }, 'en');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details).toEqual([{ field: 'email', message: 'Maximum of 254 characters' }]);
  });
});

describe('a pool whose password policy is stricter than the form', () => {
  let env: RegistrationApp;

  beforeAll(async () => {
    env = await startRegistrationApp({
      engine: 'pglite',
      cognito: stack.cognito,
      smtpPort: stack.maildev.smtpPort,
    });
    await setMinimumLength(20);
  });

  afterAll(async () => {
    await setMinimumLength(8);
    await env?.close();
  });

  async function setMinimumLength(length: number) {
    await stack.cognito.sdk.send(
      new UpdateUserPoolCommand({
        UserPoolId: LOCAL_POOL_ID,
        AutoVerifiedAttributes: ['email'],
        MfaConfiguration: 'OPTIONAL',
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        Policies: {
          PasswordPolicy: {
            MinimumLength: length,
            RequireUppercase: true,
            RequireLowercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
            TemporaryPasswordValidityDays: 7,
          },
        },
      }),
    );
  }

  it('answers the pool’s refusal as a translated password problem and stores nothing', async () => {
    const email = uniqueEmail('policy');
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: signUpBody(email),
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid data',
      details: [{ field: 'password', message: messages.en.validation.passwordComplexity }],
    });
    expect(await stack.cognito.admin.getUser(email)).toBeNull();
    const { rows } = await env.db.query('SELECT count(*) AS n FROM users WHERE email = $1', [email]);
    expect(Number(rows[0].n)).toBe(0);
  });
});
