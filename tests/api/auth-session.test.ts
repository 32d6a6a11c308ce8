// The signed-in session against a real (patched) cognito-local and both database engines: GET /auth/me, the
// access-token checks every protected route makes (forged, expired, other client, id token, malformed, missing,
// disabled, unknown, not activated), GET /auth/sign-out (the refresh token stops working at Cognito) and
// POST /auth/change-password (form texts, Cognito's answers, the new password works, the mail is in the outbox, the
// per-user rate limit).
// Two-step verification (/auth/mfa): auth-mfa.test.ts.
import { generateKeyPair, SignJWT } from 'jose';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createSpace } from '../../server/db/repos/spaces';
import { findUserBySub, setUserStatus, upsertUserByCognitoSub } from '../../server/db/repos/users';
import { LOCAL_CLIENT_ID } from '../../server/stack/cognito-local';
import { message } from '../../domain/messages';
import { rateLimitRules } from '../../server/rate-limit/rules';
import { ENGINES } from './harness';
import { useCognitoLocal, useSessionSuite } from './support/session-suite';
import { expectError } from './support/error-body';

const PASSWORD = 'GhgTest@2026';
const NEW_PASSWORD = 'GhgNew#2027x';

const stack = useCognitoLocal();

describe.each(ENGINES)('session on %s', (engine) => {
  const { suite, email, call } = useSessionSuite(engine, stack);

  describe('GET /auth/me', () => {
    it('answers the user (provisioned from the pool on first sight, activated) with their spaces, owner first', async () => {
      const sub = await stack.cognito.createUser({
        email: email('owner'),
        password: PASSWORD,
        givenName: 'An',
        familyName: 'Nguyễn',
      });
      const { accessToken } = await stack.cognito.signIn(email('owner'), PASSWORD);

      const first = await call({ method: 'GET', url: '/api/auth/me', token: accessToken });
      expect(first.statusCode).toBe(200);
      const user = await findUserBySub(suite.handle.db, sub);
      expect(user).toMatchObject({
        email: email('owner'),
        status: 'ACTIVE',
        activatedAt: expect.any(String),
      });
      expect(first.json().data).toMatchObject({
        id: user!.id,
        email: email('owner'),
        firstName: 'An',
        lastName: 'Nguyễn',
        phone: null,
        avatarUrl: null,
        locale: 'vi',
        spaces: [],
      });

      // A space where the user is a member (joined first), then their own.
      const other = await upsertUserByCognitoSub(suite.handle.db, {
        sub: `other-${engine}`,
        email: email('other'),
        firstName: 'B',
        lastName: 'C',
      });
      const theirs = await createSpace(suite.handle.db, { name: 'Công ty B', ownerUserId: other.id });
      await addMember(suite.handle.db, {
        spaceId: theirs.id,
        userId: user!.id,
        role: 'MEMBER',
        status: 'SUSPENDED',
      });
      const mine = await createSpace(suite.handle.db, {
        name: 'Công ty TNHH Thép Xanh',
        ownerUserId: user!.id,
      });

      const res = await call({ method: 'GET', url: '/api/auth/me', token: accessToken });
      expect(res.statusCode).toBe(200);
      const body = res.json().data;
      expect(body.spaces).toEqual([
        { id: mine.id, name: 'Công ty TNHH Thép Xanh', role: 'OWNER', status: 'ACTIVE' },
        { id: theirs.id, name: 'Công ty B', role: 'MEMBER', status: 'SUSPENDED' },
      ]);
      // The profile only: no internal fields (roles: the token's groups, none for this user).
      expect(body.roles).toEqual([]);
      expect(Object.keys(body).sort()).toEqual(
        [
          'avatarUrl',
          'bio',
          'createdAt',
          'email',
          'firstName',
          'id',
          'lastName',
          'locale',
          'location',
          'organizationName',
          'phone',
          'profession',
          'roles',
          'spaces',
        ].sort(),
      );
    });

    it('accepts a token signed with the pool key and refuses the same token once expired', async () => {
      const sub = await stack.cognito.createUser({ email: email('clock'), password: PASSWORD });
      const { accessToken } = await stack.cognito.signIn(email('clock'), PASSWORD);
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8'));
      expect(claims.sub).toBe(sub);
      const now = Math.floor(Date.now() / 1000);

      const fresh = await stack.cognito.signToken({ sub, username: claims.username });
      expect((await call({ method: 'GET', url: '/api/auth/me', token: fresh })).statusCode).toBe(200);

      const expired = await stack.cognito.signToken(
        { sub, username: claims.username },
        { issuedAt: now - 7200, expiresAt: now - 3600 },
      );
      const res = await call({ method: 'GET', url: '/api/auth/me', token: expired, locale: 'en' });
      expect(expectError(res, 401, 'UNAUTHORIZED').message).toBe(message('en', 'errors', 'unauthorized'));
    });

    it('refuses a forged, foreign, id, malformed or missing token with 401 UNAUTHORIZED', async () => {
      await stack.cognito.createUser({ email: email('victim'), password: PASSWORD });
      const tokens = await stack.cognito.signIn(email('victim'), PASSWORD);
      const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1], 'base64url').toString('utf8'));

      // Same claims, issuer and key id, but signed by a key that is not the pool's.
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
        .sign(privateKey);
      const otherClient = await stack.cognito.signToken({
        sub: claims.sub,
        username: claims.username,
        client_id: 'someotherclient000000000aa',
      });
      const otherIssuer = await new SignJWT({ ...claims, iss: 'https://evil.example/ap-southeast-1_Evil' })
        .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
        .sign((await import('./support/cognito-local').then((m) => m.cognitoLocalSigningKey())).key);
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${tokens.accessToken.split('.')[1]}.`;
      // The control: the real token is accepted.
      expect((await call({ method: 'GET', url: '/api/auth/me', token: tokens.accessToken })).statusCode).toBe(
        200,
      );

      const refused: [string, Record<string, string>][] = [
        ['forged signature', { authorization: `Bearer ${forged}` }],
        ['other app client', { authorization: `Bearer ${otherClient}` }],
        ['other issuer', { authorization: `Bearer ${otherIssuer}` }],
        ['id token', { authorization: `Bearer ${tokens.idToken}` }],
        ['refresh token', { authorization: `Bearer ${tokens.refreshToken}` }],
        ['alg none', { authorization: `Bearer ${unsigned}` }],
        ['malformed', { authorization: 'Bearer not.a.jwt' }],
        ['garbage', { authorization: 'Bearer %%%' }],
        ['huge', { authorization: `Bearer ${'a'.repeat(9000)}` }],
        ['basic scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
        ['empty bearer', { authorization: 'Bearer ' }],
        ['missing', {}],
      ];
      for (const [what, headers] of refused) {
        const res = await suite.app.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect({ what, status: res.statusCode, code: res.json().code }).toEqual({
          what,
          status: 401,
          code: 'UNAUTHORIZED',
        });
      }
      const vi = await call({ method: 'GET', url: '/api/users/profile' });
      expect(expectError(vi, 401, 'UNAUTHORIZED').message).toBe(message('vi', 'errors', 'unauthorized'));
    });

    it('refuses a user of another pool record (unknown sub) and a user disabled here', async () => {
      const unknown = await stack.cognito.signToken({
        sub: '00000000-0000-4000-8000-00000000dead',
        username: 'ghost',
      });
      expectError(await call({ method: 'GET', url: '/api/auth/me', token: unknown }), 401, 'UNAUTHORIZED');

      await stack.cognito.createUser({ email: email('disabled'), password: PASSWORD });
      const { accessToken } = await stack.cognito.signIn(email('disabled'), PASSWORD);
      expect((await call({ method: 'GET', url: '/api/auth/me', token: accessToken })).statusCode).toBe(200);
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8'));
      const user = await findUserBySub(suite.handle.db, claims.sub);
      await setUserStatus(suite.handle.db, user!.id, 'DISABLED');
      expectError(
        await call({ method: 'GET', url: '/api/auth/me', token: accessToken }),
        401,
        'UNAUTHORIZED',
      );
      expectError(
        await call({ method: 'GET', url: '/api/users/profile', token: accessToken }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('answers 401 ACCOUNT_NOT_ACTIVATED for an account whose activation link was not used', async () => {
      const sub = await stack.cognito.createUser({ email: email('pending'), password: PASSWORD });
      // Registered through our sign-up: the row exists, activated_at is null.
      await upsertUserByCognitoSub(suite.handle.db, {
        sub,
        email: email('pending'),
        firstName: 'P',
        lastName: 'Q',
      });
      const { accessToken } = await stack.cognito.signIn(email('pending'), PASSWORD);

      for (const locale of ['vi', 'en'] as const) {
        const res = await call({ method: 'GET', url: '/api/auth/me', token: accessToken, locale });
        expect(expectError(res, 401, 'ACCOUNT_NOT_ACTIVATED').message).toBe(
          message(locale, 'errors', 'accountNotActivated'),
        );
      }
      expectError(
        await call({ method: 'GET', url: '/api/users/profile', token: accessToken }),
        401,
        'ACCOUNT_NOT_ACTIVATED',
      );
      // Signing out stays possible.
      expect((await call({ method: 'GET', url: '/api/auth/sign-out', token: accessToken })).statusCode).toBe(
        200,
      );
    });
  });

  describe('GET /auth/sign-out', () => {
    it('revokes the refresh token at Cognito', async () => {
      await stack.cognito.createUser({ email: email('leaver'), password: PASSWORD });
      const tokens = await stack.cognito.signIn(email('leaver'), PASSWORD);
      // The control: before signing out, the refresh token works.
      const refreshed = await stack.cognito.refresh(tokens.refreshToken);
      expect(refreshed.accessToken).toEqual(expect.any(String));

      const res = await call({
        method: 'GET',
        url: '/api/auth/sign-out',
        token: tokens.accessToken,
        locale: 'en',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { message: message('en', 'success', 'signedOut') } });

      const error = await stack.cognito.refresh(tokens.refreshToken).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'NotAuthorizedException' });
      // A new sign-in works again.
      expect((await stack.cognito.signIn(email('leaver'), PASSWORD)).refreshToken).toEqual(
        expect.any(String),
      );
    });

    it('needs a token', async () => {
      expectError(await call({ method: 'GET', url: '/api/auth/sign-out' }), 401, 'UNAUTHORIZED');
    });
  });

  describe('POST /auth/change-password', () => {
    let accessToken: string;
    let userId: string;

    beforeAll(async () => {
      await stack.cognito.createUser({ email: email('changer'), password: PASSWORD, givenName: 'Chi' });
      ({ accessToken } = await stack.cognito.signIn(email('changer'), PASSWORD));
      // The account's language is English: the mail must be in English whatever the request's language.
      const res = await call({
        method: 'PUT',
        url: '/api/users/profile',
        token: accessToken,
        payload: { locale: 'en' },
      });
      expect(res.statusCode).toBe(200);
      userId = res.json().data.id;
    });

    const change = (
      payload: unknown,
      extra: Partial<InjectOptions> & { locale?: 'vi' | 'en'; token?: string } = {},
    ) =>
      call({
        method: 'POST',
        url: '/api/auth/change-password',
        token: accessToken,
        payload: payload as any,
        ...extra,
      });

    it('refuses bad bodies with 4xx and the form’s texts, never 5xx', async () => {
      const empty = expectError(
        await change({ previousPassword: '', proposedPassword: '' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(empty.details).toEqual([
        { field: 'previousPassword', message: message('vi', 'validation', 'passwordRequired') },
        { field: 'proposedPassword', message: message('vi', 'validation', 'passwordRequired') },
      ]);
      const weak = expectError(
        await change({ previousPassword: PASSWORD, proposedPassword: 'weakpassword' }, { locale: 'en' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(weak.details).toEqual([
        { field: 'proposedPassword', message: message('en', 'validation', 'passwordComplexity') },
      ]);
      const short = expectError(
        await change({ previousPassword: PASSWORD, proposedPassword: 'Ab1!' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(short.details).toEqual([{ field: 'proposedPassword', message: 'Tối thiểu 8 ký tự' }]);
      expectError(await change({ previousPassword: PASSWORD }), 400, 'VALIDATION_FAILED');
      expectError(await change([1, 2]), 400, 'VALIDATION_FAILED');
      expectError(
        await change('{"previousPassword": ', { headers: { 'content-type': 'application/json' } }),
        400,
        'MALFORMED_JSON',
      );
      expectError(
        await change(
          JSON.stringify({ previousPassword: 'x'.repeat(10 * 1024 * 1024), proposedPassword: NEW_PASSWORD }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expectError(
        await change('previousPassword=a', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      // Without a token, the body is not even looked at.
      expectError(
        await call({ method: 'POST', url: '/api/auth/change-password', payload: { previousPassword: '' } }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('a wrong previous password is 400 INCORRECT_PREVIOUS_PASSWORD (not 401)', async () => {
      for (const locale of ['vi', 'en'] as const) {
        const res = await change(
          { previousPassword: 'Wrong@12345', proposedPassword: NEW_PASSWORD },
          { locale },
        );
        expect(expectError(res, 400, 'INCORRECT_PREVIOUS_PASSWORD').message).toBe(
          message(locale, 'errors', 'incorrectPreviousPassword'),
        );
      }
      // Nothing changed at Cognito.
      expect((await stack.cognito.signIn(email('changer'), PASSWORD)).accessToken).toEqual(
        expect.any(String),
      );
    });

    it('changes the password at Cognito and queues the password-changed mail in the account’s language', async () => {
      const res = await change(
        { previousPassword: PASSWORD, proposedPassword: NEW_PASSWORD },
        { locale: 'vi' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { message: message('vi', 'success', 'passwordChanged') } });

      expect((await stack.cognito.signIn(email('changer'), NEW_PASSWORD)).accessToken).toEqual(
        expect.any(String),
      );
      const old = await stack.cognito.signIn(email('changer'), PASSWORD).catch((e: unknown) => e);
      expect(old).toMatchObject({ name: 'NotAuthorizedException' });

      const { rows } = await suite.handle.db.query<{
        to_address: string;
        locale: string;
        template: string;
        payload: any;
        status: string;
      }>(`SELECT to_address, locale, template, payload, status FROM mail_outbox WHERE to_address = $1`, [
        email('changer'),
      ]);
      expect(rows).toEqual([
        {
          to_address: email('changer'),
          locale: 'en',
          template: 'password-changed',
          payload: { firstName: 'Chi' },
          status: 'PENDING',
        },
      ]);
      expect(userId).toEqual(expect.any(String));
    });

    it(`takes ${rateLimitRules.changePassword.perUser.limit} attempts per user an hour; the next is 429 before Cognito is asked`, async () => {
      const { limit, windowMs } = rateLimitRules.changePassword.perUser;
      await stack.cognito.createUser({ email: email('guesser'), password: PASSWORD, givenName: 'Gia' });
      const { accessToken: token } = await stack.cognito.signIn(email('guesser'), PASSWORD);
      for (let i = 1; i <= limit; i++) {
        const res = await change(
          { previousPassword: `Wrong@${i}2345`, proposedPassword: NEW_PASSWORD },
          { token },
        );
        expect(res.statusCode, `attempt ${i}: ${res.body}`).toBe(400);
      }
      // Even the right password is refused now, in the request's language, and nothing changes or is mailed.
      const refused = await change(
        { previousPassword: PASSWORD, proposedPassword: NEW_PASSWORD },
        { token, locale: 'en' },
      );
      expect(expectError(refused, 429, 'RATE_LIMITED').message).toBe(message('en', 'errors', 'rateLimited'));
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      expect((await stack.cognito.signIn(email('guesser'), PASSWORD)).accessToken).toEqual(
        expect.any(String),
      );
      const { rows } = await suite.handle.db.query(`SELECT 1 FROM mail_outbox WHERE to_address = $1`, [
        email('guesser'),
      ]);
      expect(rows).toEqual([]);
      // Another user is not affected.
      expectError(
        await change({ previousPassword: 'Wrong@12345', proposedPassword: NEW_PASSWORD }),
        400,
        'INCORRECT_PREVIOUS_PASSWORD',
      );
    });
  });
});

describe('token claims the emulator issues', () => {
  it('are those the verifier checks (client id, token use)', async () => {
    await stack.cognito.createUser({ email: 'claims@ghg.test', password: PASSWORD });
    const { accessToken } = await stack.cognito.signIn('claims@ghg.test', PASSWORD);
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      client_id: LOCAL_CLIENT_ID,
      token_use: 'access',
      iss: `${stack.cognito.endpoint}/${stack.cognito.config.userPoolId}`,
    });
  });
});
