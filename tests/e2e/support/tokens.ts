// Access tokens signed with cognito-local's own key (published in its npm package), to put the browser in states
// a journey cannot reach quickly: e.g. an access token that expired an hour ago, next to a real refresh token.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, decodeJwt, type JWK } from 'jose';
import { E2E } from '../env';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID } from './cognito';

const KEY_FILE = path.resolve('node_modules/cognito-local/lib/keys/cognitoLocal.private.json');
const KEY_ID = 'CognitoLocal';

export const issuer = `${E2E.cognitoEndpoint}/${LOCAL_POOL_ID}`;

/** The claims of a JWT (no verification). */
export function jwtClaims(token: string): Record<string, unknown> {
  return decodeJwt(token) as Record<string, unknown>;
}

/**
 * An access token for a real user (`sub`, `username` from one of their tokens), valid in every respect but time:
 * issued `ageSeconds` ago, expired `ageSeconds - lifetimeSeconds` ago.
 */
export async function signExpiredAccessToken(
  user: { sub: string; username: string },
  { ageSeconds = 7200, lifetimeSeconds = 3600 }: { ageSeconds?: number; lifetimeSeconds?: number } = {},
): Promise<string> {
  const { jwk } = JSON.parse(readFileSync(KEY_FILE, 'utf8')) as { jwk: JWK };
  const key = await importJWK(jwk, 'RS256');
  const issuedAt = Math.floor(Date.now() / 1000) - ageSeconds;
  return new SignJWT({
    sub: user.sub,
    client_id: LOCAL_CLIENT_ID,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: issuedAt,
    event_id: randomUUID(),
    jti: randomUUID(),
    username: user.username,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(key);
}
