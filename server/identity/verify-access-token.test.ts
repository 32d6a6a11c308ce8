import { describe, expect, it } from 'vitest';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { createAccessTokenVerifier, issuerOf, TokenRejectedError } from './verify-access-token';

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
