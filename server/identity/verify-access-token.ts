// Verifies a Cognito access token against the user pool's JWKS: signature (RS256), issuer, expiry,
// `token_use = access` and the app client id. Used by every protected route.
//
// Expiry: a token without `exp` is refused (it would never expire), and an expired one is refused once the clock
// has passed `exp` by more than CLOCK_SKEW_SECONDS.
//
// Verified tokens are remembered by their exact text until their `exp` (a small LRU, default 1,000 tokens): the
// RSA signature check costs about half a millisecond of CPU, and a browser sends the same token on every call for
// its hour of life. This changes no outcome: the same bytes verify the same way until `exp`, an entry never outlives
// `exp` (not even by jose's clock tolerance), and a rejected token is never remembered. Verification never asked
// Cognito whether a token was revoked, so revocation stays what it was: sign-out revokes the refresh tokens, and a
// group change (staff removal) takes effect when the access token expires (README, "Staff console").
import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';

export interface IdentityPoolConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Cognito-compatible endpoint (cognito-local); null/undefined = AWS. */
  endpoint?: string | null;
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  username: string;
  client_id: string;
  token_use: 'access';
  'cognito:groups'?: string[];
}

export class TokenRejectedError extends Error {
  constructor(
    readonly reason: string,
    readonly expired = false,
  ) {
    super(`access token rejected: ${reason}`);
    this.name = 'TokenRejectedError';
  }
}

export function issuerOf(config: IdentityPoolConfig): string {
  const base = config.endpoint
    ? config.endpoint.replace(/\/+$/, '')
    : `https://cognito-idp.${config.region}.amazonaws.com`;
  return `${base}/${config.userPoolId}`;
}

/**
 * The clock difference tolerated between Cognito (which stamps `exp`) and this server: 1 s. Both keep NTP time, so
 * their clocks agree to well under a second; one second absorbs the rounding of `exp` to whole seconds and no more.
 * The SPA refreshes its tokens itself, so a token refused a little early costs one refresh, never a sign-out.
 */
export const CLOCK_SKEW_SECONDS = 1;

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims>;

export interface VerifiedTokenCacheOptions {
  /** How many verified tokens are remembered (least recently used first out); 0 turns the cache off. */
  size?: number;
  /** The clock, in milliseconds since the epoch (tests). */
  now?: () => number;
}

export const VERIFIED_TOKEN_CACHE_SIZE = 1000;

/**
 * One verifier per pool: the JWKS is fetched once and cached (refetched by jose on an unknown `kid`), and verified
 * tokens are remembered until their expiry (see the top of this file).
 */
export function createAccessTokenVerifier(
  config: IdentityPoolConfig,
  jwks: Parameters<typeof jwtVerify>[1] = createRemoteJWKSet(
    new URL(`${issuerOf(config)}/.well-known/jwks.json`),
    { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 },
  ),
  cacheOptions: VerifiedTokenCacheOptions = {},
): AccessTokenVerifier {
  const verify = createUncachedVerifier(config, jwks);
  const size = cacheOptions.size ?? VERIFIED_TOKEN_CACHE_SIZE;
  if (size <= 0) return verify;
  const now = cacheOptions.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return async (token: string) => {
    const hit = verified.get(token);
    if (hit) {
      verified.delete(token);
      if (now() < hit.expiresAtMs) {
        verified.set(token, hit);
        return hit.claims;
      }
    }
    const claims = await verify(token);
    // `exp` is required (verification refuses a token without it); the check stays for the type.
    const expiresAtMs = typeof claims.exp === 'number' ? claims.exp * 1000 : Number.NaN;
    if (now() < expiresAtMs) {
      if (verified.size >= size) verified.delete(verified.keys().next().value!);
      // Shared by every request with this token: read-only.
      if (Array.isArray(claims['cognito:groups'])) Object.freeze(claims['cognito:groups']);
      verified.set(token, { claims: Object.freeze(claims), expiresAtMs });
    }
    return claims;
  };
}

function createUncachedVerifier(
  config: IdentityPoolConfig,
  jwks: Parameters<typeof jwtVerify>[1],
): AccessTokenVerifier {
  const issuer = issuerOf(config);
  return async (token: string) => {
    if (typeof token !== 'string' || token.length === 0 || token.length > 8192) {
      throw new TokenRejectedError('malformed');
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks as any, {
        issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp'],
        clockTolerance: CLOCK_SKEW_SECONDS,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenRejectedError('expired', true);
      if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'exp')
        throw new TokenRejectedError('no expiry');
      if (error instanceof joseErrors.JOSEError) throw new TokenRejectedError(error.code);
      throw new TokenRejectedError('unverifiable');
    }
    if (payload.token_use !== 'access') throw new TokenRejectedError('not an access token');
    if (payload.client_id !== config.clientId) throw new TokenRejectedError('wrong client');
    if (typeof payload.sub !== 'string' || payload.sub.length === 0)
      throw new TokenRejectedError('no subject');
    return payload as AccessClaims;
  };
}
