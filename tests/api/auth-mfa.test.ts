// Two-step verification with an authenticator app (/auth/mfa) against a real (patched) cognito-local and both
// database engines: every call needs a valid token, set-up with the secret and the otpauth URI, a wrong code
// refused, sign-in asking for the code, and turning it off. The rest of the session: auth-session.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../domain/messages';
import { ENGINES } from './harness';
import { useCognitoLocal, useSessionSuite } from './support/session-suite';
import { expectError } from './support/error-body';
import { totpCode, wrongTotpCode } from '../support/totp';

const PASSWORD = 'GhgTest@2026';

const stack = useCognitoLocal();

describe.each(ENGINES)('two-step verification on %s', (engine) => {
  const { email, call } = useSessionSuite(engine, stack);

  describe('two-step verification with an authenticator app (/auth/mfa)', () => {
    let accessToken: string;

    beforeAll(async () => {
      await stack.cognito.createUser({ email: email('totp'), password: PASSWORD, givenName: 'Tú' });
      ({ accessToken } = await stack.cognito.signIn(email('totp'), PASSWORD));
    });

    const status = async () => {
      const res = await call({ method: 'GET', url: '/api/auth/mfa', token: accessToken });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const verify = (payload: unknown, locale: 'vi' | 'en' = 'vi') =>
      call({
        method: 'POST',
        url: '/api/auth/mfa/totp/verify',
        token: accessToken,
        payload: payload as any,
        locale,
      });

    it('needs a valid token for every call', async () => {
      for (const [method, url] of [
        ['GET', '/api/auth/mfa'],
        ['POST', '/api/auth/mfa/totp'],
        ['POST', '/api/auth/mfa/totp/verify'],
        ['DELETE', '/api/auth/mfa/totp'],
      ] as const) {
        expectError(await call({ method, url, payload: { code: '123456' } }), 401, 'UNAUTHORIZED');
        expectError(await call({ method, url, token: 'not.a.jwt', payload: {} }), 401, 'UNAUTHORIZED');
      }
    });

    it('sets up the app: secret + otpauth URI, a wrong code refused, the right one turns it on for sign-in', async () => {
      expect(await status()).toEqual({ totpEnabled: false, smsEnabled: false, preferred: null });
      // Verifying before any secret was associated: the set-up has to start (409), not a 5xx.
      expectError(await verify({ code: '123456' }), 409, 'CONFLICT');

      const started = await call({ method: 'POST', url: '/api/auth/mfa/totp', token: accessToken });
      expect(started.statusCode).toBe(200);
      const { secretCode, otpauthUri } = started.json().data;
      expect(secretCode).toMatch(/^[A-Z2-7]+=*$/);
      const uri = new URL(otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe(`/GHG Platform:${email('totp')}`);
      expect(uri.searchParams.get('secret')).toBe(secretCode);
      expect(uri.searchParams.get('issuer')).toBe('GHG Platform');

      // Bad bodies are 4xx; a wrong code is MFA_CODE_INVALID in the request's language.
      expectError(await verify({}), 400, 'VALIDATION_FAILED');
      expectError(await verify({ code: '' }), 400, 'VALIDATION_FAILED');
      expectError(await verify({ code: 'x'.repeat(10_000) }), 400, 'VALIDATION_FAILED');
      for (const code of ['   ', '12345', 'abcdef', '<script>']) {
        const notSixDigits = expectError(await verify({ code }, 'en'), 400, 'VALIDATION_FAILED');
        expect(notSixDigits.details).toEqual([
          { field: 'code', message: message('en', 'validation', 'invalidCode') },
        ]);
      }
      for (const locale of ['vi', 'en'] as const) {
        const wrong = expectError(
          await verify({ code: wrongTotpCode(secretCode) }, locale),
          400,
          'MFA_CODE_INVALID',
        );
        expect(wrong.message).toBe(message(locale, 'errors', 'mfaCodeInvalid'));
      }
      expect((await status()).totpEnabled).toBe(false);

      // Spaces as people type them ("123 456") are fine.
      const spaced = totpCode(secretCode).replace(/^(\d{3})/, '$1 ');
      const ok = await verify({ code: spaced, friendlyDeviceName: 'Điện thoại của Tú' }, 'en');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        data: {
          totpEnabled: true,
          smsEnabled: false,
          preferred: 'SOFTWARE_TOKEN_MFA',
          message: message('en', 'success', 'totpEnabled'),
        },
      });
      // The next sign-in asks for the app's code.
      await expect(stack.cognito.signIn(email('totp'), PASSWORD)).rejects.toThrow(
        'challenge (SOFTWARE_TOKEN_MFA)',
      );
    });

    it('turns the app off: sign-in asks for the password only again', async () => {
      const res = await call({ method: 'DELETE', url: '/api/auth/mfa/totp', token: accessToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          totpEnabled: false,
          smsEnabled: false,
          preferred: null,
          message: message('vi', 'success', 'totpDisabled'),
        },
      });
      expect((await stack.cognito.signIn(email('totp'), PASSWORD)).accessToken).toEqual(expect.any(String));
    });
  });
});
