// The identity adapter against recorded-style Cognito answers: a fake `fetch` answers each Cognito operation (one
// fixture per challenge), so the mapping from the library's callbacks to AuthAnswer is checked end to end,
// including answers the library itself cannot read (intercepted).
import { NETWORK_ERROR } from '../../domain/failures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityConfig } from '../../domain/identity-config';
import {
  createIdentity,
  createMemoryStorage,
  IdentityError,
  LIBRARY_RETRY,
  memoizeIdentity,
  NetworkError,
  retryOnNetworkError,
  toIdentityError,
} from './cognito';

const config: IdentityConfig = {
  region: 'ap-southeast-1',
  userPoolId: 'ap-southeast-1_LocalDev01',
  clientId: '7k1nd3vl0ca1c1i3nt0000000a',
  endpoint: 'http://127.0.0.1:9329/',
  hostedUiDomain: null,
};

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', kid: 'k' })}.${encode(payload)}.signature`;
}

const now = Math.floor(Date.now() / 1000);
const accessToken = jwt({ sub: 'u-1', username: 'u-1', exp: now + 3600, iat: now, origin_jti: 'o-1' });
const idToken = jwt({ sub: 'u-1', email: 'owner@ghg-demo.vn', exp: now + 3600, iat: now });
const authenticationResult = {
  AuthenticationResult: {
    AccessToken: accessToken,
    IdToken: idToken,
    RefreshToken: 'refresh-1',
    ExpiresIn: 3600,
  },
};
const challenge = (name: string, parameters: Record<string, string> = {}) => ({
  ChallengeName: name,
  ChallengeParameters: parameters,
  Session: `session-${name}`,
});

type Answer = { status?: number; body: unknown } | Error;
type Queued = Answer | Promise<Answer>;
interface Call {
  url: string;
  operation: string;
  body: Record<string, any>;
}

/** A fake Cognito endpoint: answers queued per operation, every request recorded. */
function fakeCognito() {
  const queues = new Map<string, Queued[]>();
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: { headers: Record<string, string>; body: string }) => {
    const operation = init.headers['X-Amz-Target'].replace('AWSCognitoIdentityProviderService.', '');
    calls.push({ url, operation, body: JSON.parse(init.body) });
    const answer = await queues.get(operation)?.shift();
    if (!answer) throw new Error(`fake Cognito: no answer queued for ${operation}`);
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return {
    fetch,
    calls,
    answer(operation: string, ...answers: Queued[]) {
      queues.set(operation, [...(queues.get(operation) ?? []), ...answers]);
    },
    ok: (body: unknown): Answer => ({ body }),
    fail: (type: string, message: string): Answer => ({ status: 400, body: { __type: type, message } }),
  };
}

let cognito: ReturnType<typeof fakeCognito>;
beforeEach(() => {
  cognito = fakeCognito();
  vi.stubGlobal('fetch', cognito.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const signIn = { email: 'owner@ghg-demo.vn', password: 'GhgDemo@2026' };
const tokens = { idToken, accessToken, refreshToken: 'refresh-1', userName: 'owner@ghg-demo.vn' };

describe('createIdentity: sign-in answers', () => {
  it('signs in with USER_PASSWORD_AUTH against the configured endpoint', async () => {
    cognito.answer('InitiateAuth', cognito.ok(authenticationResult));
    const identity = createIdentity(config);
    expect(await identity.initiateAuth(signIn)).toEqual({ kind: 'signedIn', tokens });
    expect(cognito.calls).toEqual([
      {
        url: 'http://127.0.0.1:9329/',
        operation: 'InitiateAuth',
        body: expect.objectContaining({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: config.clientId,
          AuthParameters: { USERNAME: 'owner@ghg-demo.vn', PASSWORD: 'GhgDemo@2026' },
        }),
      },
    ]);
    expect(identity.currentUser()).toEqual({ userName: 'owner@ghg-demo.vn' });
  });

  it('uses the regional AWS endpoint when the config has none', async () => {
    cognito.answer('InitiateAuth', cognito.ok(authenticationResult));
    await createIdentity({ ...config, endpoint: null }).initiateAuth(signIn);
    expect(cognito.calls[0].url).toBe('https://cognito-idp.ap-southeast-1.amazonaws.com/');
  });

  it.each([
    ['SMS_MFA', { CODE_DELIVERY_DESTINATION: '+84*******89', CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS' }],
    ['SOFTWARE_TOKEN_MFA', {}],
    ['SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' }],
    ['MFA_SETUP', { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' }],
    ['CUSTOM_CHALLENGE', { question: '6 x 7?' }],
    // Not read by the library: intercepted and passed on by name.
    ['DEVICE_SRP_AUTH', {}],
    ['EMAIL_OTP', { CODE_DELIVERY_DESTINATION: 'o***@ghg-demo.vn' }],
  ])('maps the %s challenge', async (name, parameters) => {
    cognito.answer('InitiateAuth', cognito.ok(challenge(name, parameters)));
    expect(await createIdentity(config).initiateAuth(signIn)).toEqual({
      kind: 'challenge',
      name,
      parameters,
    });
  });

  it('maps NEW_PASSWORD_REQUIRED with the user attributes and the still-required ones', async () => {
    cognito.answer(
      'InitiateAuth',
      cognito.ok(
        challenge('NEW_PASSWORD_REQUIRED', {
          userAttributes: JSON.stringify({ email: 'new@ghg-demo.vn', email_verified: 'true' }),
          requiredAttributes: JSON.stringify(['userAttributes.given_name']),
        }),
      ),
    );
    const identity = createIdentity(config);
    expect(await identity.initiateAuth({ email: 'new@ghg-demo.vn', password: 'Temp@12345' })).toEqual({
      kind: 'challenge',
      name: 'NEW_PASSWORD_REQUIRED',
      parameters: {},
      userAttributes: { email: 'new@ghg-demo.vn', email_verified: 'true' },
      requiredAttributes: ['given_name'],
    });

    cognito.answer('RespondToAuthChallenge', cognito.ok(authenticationResult));
    const answer = await identity.completeNewPassword({
      newPassword: 'N3w@Passw0rd',
      attributes: { given_name: 'Lan' },
    });
    expect(answer).toEqual({ kind: 'signedIn', tokens: { ...tokens, userName: 'new@ghg-demo.vn' } });
    expect(cognito.calls[1].body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'session-NEW_PASSWORD_REQUIRED',
      ChallengeResponses: {
        NEW_PASSWORD: 'N3w@Passw0rd',
        USERNAME: 'new@ghg-demo.vn',
        'userAttributes.given_name': 'Lan',
      },
    });
  });

  it('passes Cognito errors through with their code and message unchanged', async () => {
    cognito.answer('InitiateAuth', cognito.fail('NotAuthorizedException', 'Incorrect username or password.'));
    const error = await createIdentity(config)
      .initiateAuth(signIn)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({
      code: 'NotAuthorizedException',
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('a network failure is a coded NetworkError', async () => {
    cognito.answer('InitiateAuth', new TypeError('fetch failed'));
    const error = await createIdentity(config)
      .initiateAuth(signIn)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: NETWORK_ERROR, message: 'Network Error' });
  });

  it('a late answer of an abandoned sign-in goes to that sign-in, not to the next one', async () => {
    let answerFirst!: (answer: Answer) => void;
    cognito.answer('InitiateAuth', new Promise<Answer>((resolve) => (answerFirst = resolve)));
    cognito.answer('InitiateAuth', cognito.ok(authenticationResult));
    const identity = createIdentity(config);
    const abandoned = identity.initiateAuth({ email: 'first@ghg-demo.vn', password: 'x' });
    await vi.waitFor(() => expect(cognito.calls).toHaveLength(1));
    const second = identity.initiateAuth(signIn);
    await vi.waitFor(() => expect(cognito.calls).toHaveLength(2));
    answerFirst(cognito.ok(challenge('EMAIL_OTP')));
    expect(await abandoned).toMatchObject({ kind: 'challenge', name: 'EMAIL_OTP' });
    expect(await second).toEqual({ kind: 'signedIn', tokens });
  });

  it('challenge steps without a sign-in in progress: "User is not authenticated"', async () => {
    const identity = createIdentity(config);
    await expect(identity.sendMfaCode({ code: '1', mfaType: 'SMS_MFA' })).rejects.toMatchObject({
      code: 'NotAuthenticated',
      message: 'User is not authenticated',
    });
    await expect(identity.associateSoftwareToken()).rejects.toMatchObject({ code: 'NotAuthenticated' });
    expect(cognito.calls).toEqual([]);
  });
});

describe('createIdentity: answering challenges', () => {
  it('sends a TOTP code and signs in', async () => {
    cognito.answer('InitiateAuth', cognito.ok(challenge('SOFTWARE_TOKEN_MFA')));
    cognito.answer('RespondToAuthChallenge', cognito.ok(authenticationResult));
    const identity = createIdentity(config);
    await identity.initiateAuth(signIn);
    expect(await identity.sendMfaCode({ code: '123456', mfaType: 'SOFTWARE_TOKEN_MFA' })).toEqual({
      kind: 'signedIn',
      tokens,
    });
    expect(cognito.calls[1].body).toMatchObject({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'session-SOFTWARE_TOKEN_MFA',
      ChallengeResponses: { USERNAME: 'owner@ghg-demo.vn', SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
  });

  it('a challenge after an MFA code reaches the machine (the library alone would crash on it)', async () => {
    cognito.answer('InitiateAuth', cognito.ok(challenge('SMS_MFA')));
    cognito.answer('RespondToAuthChallenge', cognito.ok(challenge('CUSTOM_CHALLENGE', { question: 'q' })));
    cognito.answer('RespondToAuthChallenge', cognito.ok(authenticationResult));
    const identity = createIdentity(config);
    await identity.initiateAuth(signIn);
    expect(await identity.sendMfaCode({ code: '424242', mfaType: 'SMS_MFA' })).toEqual({
      kind: 'challenge',
      name: 'CUSTOM_CHALLENGE',
      parameters: { question: 'q' },
    });
    expect(await identity.sendCustomChallengeAnswer({ answer: '42' })).toEqual({ kind: 'signedIn', tokens });
    // The intercepted answer's session is the one the next step sends.
    expect(cognito.calls[2].body).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: 'session-CUSTOM_CHALLENGE',
      ChallengeResponses: { ANSWER: '42' },
    });
  });

  it('selects an MFA type and gets its challenge', async () => {
    cognito.answer('InitiateAuth', cognito.ok(challenge('SELECT_MFA_TYPE')));
    cognito.answer('RespondToAuthChallenge', cognito.ok(challenge('SOFTWARE_TOKEN_MFA')));
    const identity = createIdentity(config);
    await identity.initiateAuth(signIn);
    expect(await identity.selectMfaType({ mfaType: 'SOFTWARE_TOKEN_MFA' })).toEqual({
      kind: 'challenge',
      name: 'SOFTWARE_TOKEN_MFA',
      parameters: {},
    });
    expect(cognito.calls[1].body).toMatchObject({
      ChallengeName: 'SELECT_MFA_TYPE',
      ChallengeResponses: { ANSWER: 'SOFTWARE_TOKEN_MFA' },
    });
  });

  it('MFA setup: associates a secret, verifies the first code, signs in', async () => {
    cognito.answer('InitiateAuth', cognito.ok(challenge('MFA_SETUP')));
    cognito.answer(
      'AssociateSoftwareToken',
      cognito.ok({ SecretCode: 'JBSWY3DPEHPK3PXP', Session: 'session-2' }),
    );
    cognito.answer('VerifySoftwareToken', cognito.ok({ Status: 'SUCCESS', Session: 'session-3' }));
    cognito.answer('RespondToAuthChallenge', cognito.ok(authenticationResult));
    const identity = createIdentity(config, { totpDeviceName: 'GHG Platform' });
    await identity.initiateAuth(signIn);
    expect(await identity.associateSoftwareToken()).toEqual({ secretCode: 'JBSWY3DPEHPK3PXP' });
    expect(await identity.verifySoftwareToken({ code: '123456' })).toEqual({ kind: 'signedIn', tokens });
    expect(cognito.calls.map((call) => call.operation)).toEqual([
      'InitiateAuth',
      'AssociateSoftwareToken',
      'VerifySoftwareToken',
      'RespondToAuthChallenge',
    ]);
    expect(cognito.calls[1].body).toEqual({ Session: 'session-MFA_SETUP' });
    expect(cognito.calls[2].body).toMatchObject({
      Session: 'session-2',
      UserCode: '123456',
      FriendlyDeviceName: 'GHG Platform',
    });
    expect(cognito.calls[3].body).toMatchObject({ ChallengeName: 'MFA_SETUP', Session: 'session-3' });
  });
});

describe('createIdentity: refresh and sign-out', () => {
  it('refreshes with REFRESH_TOKEN_AUTH and keeps the refresh token Cognito does not resend', async () => {
    const { RefreshToken: _omitted, ...withoutRefresh } = authenticationResult.AuthenticationResult;
    cognito.answer('InitiateAuth', cognito.ok({ AuthenticationResult: withoutRefresh }));
    const identity = createIdentity(config);
    expect(
      await identity.refreshSession({ userName: 'owner@ghg-demo.vn', refreshToken: 'refresh-1' }),
    ).toEqual(tokens);
    expect(cognito.calls[0].body).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
  });

  it('a refused refresh rejects with NotAuthorizedException after ONE call (Cognito answered: no retry)', async () => {
    // The library's own retry would ask five more times over six seconds; the adapter retries network failures only.
    for (let i = 0; i < 10; i++)
      cognito.answer('InitiateAuth', cognito.fail('NotAuthorizedException', 'Invalid Refresh Token'));
    const sleep = vi.fn(async () => {});
    await expect(
      createIdentity(config, { libraryRetry: { sleep } }).refreshSession({
        userName: 'owner@ghg-demo.vn',
        refreshToken: 'stale',
      }),
    ).rejects.toMatchObject({ code: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    expect(cognito.calls.filter((call) => call.operation === 'InitiateAuth')).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("a refresh that meets a network failure is retried, within the library's ~6 s", async () => {
    const { RefreshToken: _omitted, ...withoutRefresh } = authenticationResult.AuthenticationResult;
    cognito.answer(
      'InitiateAuth',
      new TypeError('fetch failed'),
      cognito.ok({ AuthenticationResult: withoutRefresh }),
    );
    const sleep = vi.fn(async () => {});
    const identity = createIdentity(config, { libraryRetry: { ...LIBRARY_RETRY, sleep, random: () => 0 } });
    expect(
      await identity.refreshSession({ userName: 'owner@ghg-demo.vn', refreshToken: 'refresh-1' }),
    ).toEqual(tokens);
    expect(sleep.mock.calls).toEqual([[200]]);
    // Offline for good: a NetworkError once the waits would pass 6.5 s (200 + 400 + 800 + 1600 + 3200 ms).
    for (let i = 0; i < 10; i++) cognito.answer('InitiateAuth', new TypeError('fetch failed'));
    sleep.mockClear();
    await expect(
      identity.refreshSession({ userName: 'owner@ghg-demo.vn', refreshToken: 'refresh-1' }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(sleep.mock.calls).toEqual([[200], [400], [800], [1600], [3200]]);
  });

  it('signs out by revoking the refresh token, retrying network failures only', async () => {
    cognito.answer(
      'RevokeToken',
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      cognito.ok({}),
    );
    const sleep = vi.fn(async () => {});
    const storage = createMemoryStorage();
    const identity = createIdentity(config, { storage, revokeRetry: { sleep, random: () => 0.5 } });
    cognito.answer('InitiateAuth', cognito.ok(authenticationResult));
    await identity.initiateAuth(signIn);
    await identity.signOut({ accessToken, refreshToken: 'refresh-1' });
    const revokes = cognito.calls.filter((call) => call.operation === 'RevokeToken');
    expect(revokes).toHaveLength(3);
    expect(revokes[0].body).toEqual({ Token: 'refresh-1', ClientId: config.clientId });
    expect(sleep.mock.calls).toEqual([[150], [250]]);
    expect(identity.currentUser()).toBeNull();
  });

  it('sign-out rethrows a refused revocation without retrying it', async () => {
    cognito.answer('RevokeToken', cognito.fail('UnauthorizedException', 'Token revocation is not enabled'));
    const sleep = vi.fn(async () => {});
    const identity = createIdentity(config, { revokeRetry: { sleep } });
    await expect(identity.signOut({ accessToken, refreshToken: 'refresh-1' })).rejects.toMatchObject({
      code: 'UnauthorizedException',
    });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not call RevokeToken for a session that cannot be revoked (no origin_jti) or has no refresh token', async () => {
    const identity = createIdentity(config);
    await identity.signOut({ accessToken: jwt({ sub: 'u-1', exp: now + 60 }), refreshToken: 'refresh-1' });
    await identity.signOut({ accessToken, refreshToken: null });
    expect(cognito.calls).toEqual([]);
  });
});

describe('helpers', () => {
  it('retryOnNetworkError: base 100 ms doubling plus up to 100 ms jitter, waits capped at 300000 ms in total', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const attempt = vi.fn(async () => {
      throw new NetworkError();
    });
    await expect(retryOnNetworkError(attempt, { sleep, random: () => 1 })).rejects.toBeInstanceOf(
      NetworkError,
    );
    const waits = sleep.mock.calls.map(([ms]) => ms);
    expect(waits.slice(0, 4)).toEqual([200, 300, 500, 900]);
    const total = waits.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeLessThanOrEqual(300_000);
    // One more doubling would have crossed the cap.
    expect(total + 100 * 2 ** waits.length + 100).toBeGreaterThan(300_000);
    expect(attempt).toHaveBeenCalledTimes(waits.length + 1);
  });

  it('toIdentityError keeps codes and messages, and codes network failures', () => {
    const networkFromLibrary = Object.assign(new Error('Network error'), { code: 'NetworkError' });
    expect(toIdentityError(networkFromLibrary)).toBeInstanceOf(NetworkError);
    expect(toIdentityError(Object.assign(new Error('x'), { code: 'LimitExceededException' }))).toMatchObject({
      code: 'LimitExceededException',
      message: 'x',
    });
    expect(toIdentityError(new Error('PASSWORD parameter is required'))).toMatchObject({
      code: 'Error',
      message: 'PASSWORD parameter is required',
    });
  });

  it('memoizeIdentity keeps one adapter per pool, client and endpoint', () => {
    const identityFor = memoizeIdentity();
    expect(identityFor(config)).toBe(identityFor({ ...config }));
    expect(identityFor(config)).not.toBe(identityFor({ ...config, endpoint: null }));
  });

  it('the memory storage forgets everything on clear', () => {
    const storage = createMemoryStorage();
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    storage.clear();
    expect(storage.getItem('a')).toBeNull();
  });
});
