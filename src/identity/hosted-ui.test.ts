import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityConfig } from '../../domain/identity-config';
import {
  beginHostedUiSignIn,
  exchangeAuthorizationCode,
  hostedUiAuthorizeUrl,
  pkceChallenge,
  takePkceVerifier,
} from './hosted-ui';

const config: IdentityConfig = {
  region: 'ap-southeast-1',
  userPoolId: 'ap-southeast-1_LocalDev01',
  clientId: 'client-1',
  endpoint: null,
  hostedUiDomain: 'https://auth.example.com/',
};
const redirectUri = 'https://app.example/auth/sign-in/callback';

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('PKCE', () => {
  it('derives the S256 challenge as BASE64URL(SHA-256(verifier))', async () => {
    const verifier = 'a-verifier-of-forty-three-characters-0123456';
    expect(await pkceChallenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('sends the browser straight to the provider with the challenge and the state', () => {
    const url = new URL(
      hostedUiAuthorizeUrl({ config, provider: 'Google', redirectUri, state: 's1', challenge: 'c1' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.example.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: redirectUri,
      identity_provider: 'Google',
      scope: 'openid email profile aws.cognito.signin.user.admin',
      state: 's1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
    });
  });

  it('takes a bare domain as https', () => {
    const url = hostedUiAuthorizeUrl({
      config: { ...config, hostedUiDomain: 'auth.example.com' },
      provider: 'Facebook',
      redirectUri,
      state: 's',
      challenge: 'c',
    });
    expect(url.startsWith('https://auth.example.com/oauth2/authorize?')).toBe(true);
  });

  it('refuses a config without a Hosted UI domain', () => {
    expect(() =>
      hostedUiAuthorizeUrl({
        config: { ...config, hostedUiDomain: null },
        provider: 'Facebook',
        redirectUri,
        state: 's',
        challenge: 'c',
      }),
    ).toThrow('Hosted UI sign-in needs hostedUiDomain');
  });
});

describe('start and callback', () => {
  const items = new Map<string, string>();
  const assign = vi.fn<(url: string) => void>();

  beforeEach(() => {
    items.clear();
    assign.mockReset();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    vi.stubGlobal('window', { location: { assign } });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function start(next: string | null) {
    await beginHostedUiSignIn({ config, provider: 'Google', next, redirectUri });
    const url = new URL(assign.mock.calls[0][0]);
    return { state: url.searchParams.get('state') ?? '', challenge: url.searchParams.get('code_challenge') };
  }

  it('keeps the verifier for the callback of the same state, once', async () => {
    const { state, challenge } = await start('/work-space');
    const taken = takePkceVerifier(state);
    expect(taken).toEqual({ verifier: expect.any(String), next: '/work-space' });
    expect(await pkceChallenge(taken!.verifier)).toBe(challenge);
    expect(takePkceVerifier(state)).toBeNull();
  });

  it('gives nothing for another state, and spends the verifier all the same', async () => {
    const { state } = await start(null);
    expect(takePkceVerifier(`${state}x`)).toBeNull();
    expect(takePkceVerifier(state)).toBeNull();
  });

  it('gives nothing when no sign-in was started here', () => {
    expect(takePkceVerifier('s1')).toBeNull();
  });
});

describe('exchangeAuthorizationCode', () => {
  const idToken = `h.${base64UrlJson({ email: 'anh@ghg-demo.vn', sub: 'u-1' })}.sig`;

  it('posts the code with its verifier and answers the session tokens', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      Response.json({ id_token: idToken, access_token: 'at', refresh_token: 'rt' }),
    );
    const tokens = await exchangeAuthorizationCode({
      config,
      code: 'c0de',
      verifier: 'v1',
      redirectUri,
      fetchImpl,
    });
    expect(tokens).toEqual({ idToken, accessToken: 'at', refreshToken: 'rt', userName: 'anh@ghg-demo.vn' });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://auth.example.com/oauth2/token');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'client-1',
      code: 'c0de',
      redirect_uri: redirectUri,
      code_verifier: 'v1',
    });
  });

  it("fails with the token endpoint's reason", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      Response.json({ error: 'invalid_grant', error_description: 'code expired' }, { status: 400 }),
    );
    await expect(
      exchangeAuthorizationCode({ config, code: 'old', verifier: 'v1', redirectUri, fetchImpl }),
    ).rejects.toThrow('code expired');
  });
});
