import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import {
  CLOCK_SKEW_SECONDS,
  createAccessTokenVerifier,
  issuerOf,
  TokenRejectedError,
} from './verify-access-token';

const pool = {
  region: 'ap-southeast-1',
  userPoolId: 'ap-southeast-1_LocalDev01',
  clientId: '7k1nd3vl0ca1c1i3nt0000000a',
  endpoint: 'http://127.0.0.1:9329',
};

async function keys(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk };
}

async function sign(
  privateKey: CryptoKey,
  kid: string,
  claims: Record<string, unknown>,
  opts: { issuer?: string; exp?: string | number | null } = {},
) {
  const jwt = new SignJWT({ token_use: 'access', client_id: pool.clientId, username: 'u1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject('0b8e1a2c-1111-4222-8333-444455556666')
    .setIssuer(opts.issuer ?? issuerOf(pool))
    .setIssuedAt();
  // `exp: null`: a token without an expiry.
  if (opts.exp !== null) jwt.setExpirationTime(opts.exp ?? '1h');
  return jwt.sign(privateKey);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('access-token verification against the pool JWKS', async () => {
  const good = await keys('pool-key');
  const other = await keys('pool-key'); // same kid, different key: a forged token
  const verify = createAccessTokenVerifier(pool, createLocalJWKSet({ keys: [good.jwk] }));

  it('derives the issuer from the endpoint or the AWS region', () => {
    expect(issuerOf(pool)).toBe('http://127.0.0.1:9329/ap-southeast-1_LocalDev01');
    expect(issuerOf({ ...pool, endpoint: null })).toBe(
      'https://cognito-idp.ap-southeast-1.amazonaws.com/ap-southeast-1_LocalDev01',
    );
  });

  it('accepts a valid access token and returns its claims', async () => {
    const claims = await verify(await sign(good.privateKey, 'pool-key', {}));
    expect(claims.sub).toBe('0b8e1a2c-1111-4222-8333-444455556666');
    expect(claims.client_id).toBe(pool.clientId);
  });

  it('still accepts a token in its last seconds', async () => {
    const claims = await verify(await sign(good.privateKey, 'pool-key', {}, { exp: nowSeconds() + 5 }));
    expect(claims.exp).toBeGreaterThan(nowSeconds());
  });

  it.each([
    [
      'a token signed by another key',
      async () => sign(other.privateKey, 'pool-key', {}),
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    ],
    [
      'an expired token',
      async () => sign(good.privateKey, 'pool-key', {}, { exp: nowSeconds() - 60 }),
      'expired',
    ],
    [
      'a token expired a second ago (the tolerated clock skew is 1 s)',
      async () => sign(good.privateKey, 'pool-key', {}, { exp: nowSeconds() - 1 }),
      'expired',
    ],
    [
      'a token without an expiry',
      async () => sign(good.privateKey, 'pool-key', {}, { exp: null }),
      'no expiry',
    ],
    [
      'another issuer',
      async () => sign(good.privateKey, 'pool-key', {}, { issuer: 'http://evil/pool' }),
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    ],
    [
      'an id token',
      async () => sign(good.privateKey, 'pool-key', { token_use: 'id' }),
      'not an access token',
    ],
    [
      'another app client',
      async () => sign(good.privateKey, 'pool-key', { client_id: 'someoneelse' }),
      'wrong client',
    ],
    ['garbage', async () => 'not.a.jwt', 'ERR_JWS_INVALID'],
    ['an empty string', async () => '', 'malformed'],
    ['a 10 KB string', async () => 'x'.repeat(10_000), 'malformed'],
  ])('rejects %s', async (_name, make, reason) => {
    const token = await make();
    const error = await verify(token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenRejectedError);
    expect((error as TokenRejectedError).reason).toBe(reason);
  });
});

describe('verified tokens are remembered until their expiry', async () => {
  const good = await keys('pool-key');
  const other = await keys('pool-key');
  const localJwks = createLocalJWKSet({ keys: [good.jwk] });
  /** A verifier whose JWKS lookups are counted: one lookup = one full verification. */
  const counted = (size?: number) => {
    const lookups = { count: 0 };
    const jwks: Parameters<typeof createAccessTokenVerifier>[1] = (header, token) => {
      lookups.count++;
      return localJwks(header, token);
    };
    return { lookups, verify: createAccessTokenVerifier(pool, jwks, { size }) };
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies a token once, answers the same claims until its exp, and verifies it again from exp on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await sign(good.privateKey, 'pool-key', {}, { exp });
    const { lookups, verify } = counted();

    const first = await verify(token);
    expect(await verify(token)).toBe(first);
    vi.setSystemTime(exp * 1000 - 1);
    expect(await verify(token)).toBe(first);
    expect(lookups.count).toBe(1);

    // At exp the entry is gone: verified again (jose still accepts it within CLOCK_SKEW_SECONDS).
    vi.setSystemTime(exp * 1000);
    expect((await verify(token)).sub).toBe(first.sub);
    expect(lookups.count).toBe(2);
    // Past the tolerance it is rejected, cache or not.
    vi.setSystemTime(exp * 1000 + (CLOCK_SKEW_SECONDS + 5) * 1000);
    const error = await verify(token).catch((e: unknown) => e);
    expect((error as TokenRejectedError).reason).toBe('expired');
  });

  it('never remembers a rejected token', async () => {
    const { lookups, verify } = counted();
    const forged = await sign(other.privateKey, 'pool-key', {});
    for (let i = 0; i < 2; i++) {
      const error = await verify(forged).catch((e: unknown) => e);
      expect((error as TokenRejectedError).reason).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
    }
    expect(lookups.count).toBe(2);
  });

  it('keeps at most `size` tokens, dropping the least recently used', async () => {
    const { lookups, verify } = counted(2);
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((name) => sign(good.privateKey, 'pool-key', { username: name })),
    );
    await verify(a);
    await verify(b);
    await verify(a); // a is now the most recently used
    await verify(c); // drops b
    expect(lookups.count).toBe(3);
    await verify(a);
    await verify(c);
    expect(lookups.count).toBe(3);
    await verify(b);
    expect(lookups.count).toBe(4);
  });

  it('verifies every time with size 0, and hands out read-only claims when remembering', async () => {
    const token = await sign(good.privateKey, 'pool-key', { 'cognito:groups': ['staff'] });
    const uncached = counted(0);
    await uncached.verify(token);
    await uncached.verify(token);
    expect(uncached.lookups.count).toBe(2);

    const claims = await counted().verify(token);
    expect(Object.isFrozen(claims)).toBe(true);
    expect(Object.isFrozen(claims['cognito:groups'])).toBe(true);
  });
});
