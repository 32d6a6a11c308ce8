// What the sign-in, refresh and sign-out wirings share: the runtime identity config (GET /config, loaded once),
// one identity adapter per config, and the session cookies as the adapter's CookieStore.
import { parseIdentityConfig, type IdentityConfig } from '../../../domain/identity-config';
import { unwrap } from '../../api/client';
import type { Identity } from '../../identity/cognito';
import type { CookieStore } from '../../identity/cookies';
import { api } from '../api';
import { deleteCookie, readCookie, writeCookie, type CookieName } from '../cookies';

/** The session cookies live as long as the refresh token (30 days, the pool's RefreshTokenValidity). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const sessionCookieStore: CookieStore = {
  read: (name) => readCookie(name as CookieName),
  write: (name, value) => writeCookie(name as CookieName, value, { maxAge: SESSION_COOKIE_MAX_AGE_SECONDS }),
  remove: (name) => deleteCookie(name as CookieName),
};

let rawConfig: Promise<unknown> | null = null;

/** The `identity` part of GET /config as the server sent it (validated by the machines). Retried after a failure. */
export function loadRawIdentityConfig(): Promise<unknown> {
  if (!rawConfig) {
    rawConfig = unwrap(api.GET('/config')).then(
      (config) => config.identity,
      (error: unknown) => {
        rawConfig = null;
        throw error;
      },
    );
  }
  return rawConfig;
}

/** The validated config; rejects with the issues when it is unusable. */
export async function loadIdentityConfig(): Promise<IdentityConfig> {
  const result = parseIdentityConfig(await loadRawIdentityConfig());
  if (!result.ok) throw new Error(`identity configuration: ${result.issues.join('; ')}`);
  return result.config;
}

let adapters: Promise<(config: IdentityConfig) => Identity> | null = null;

/**
 * One adapter per config: a sign-in's CognitoUser survives from the password step to the challenge answers.
 * amazon-cognito-identity-js is loaded on first use (its own chunk), so pages that never sign in or refresh
 * don't download it.
 */
export async function identityFor(config: IdentityConfig): Promise<Identity> {
  adapters ??= import('../../identity/cognito').then(({ memoizeIdentity }) => memoizeIdentity());
  return (await adapters)(config);
}
