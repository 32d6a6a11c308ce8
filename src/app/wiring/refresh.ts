// Token refresh-and-retry wired into the API client (spec sections 8 and 9): a 401 refreshes the session through
// REFRESH_TOKEN_AUTH (refresh token + user name from the cookies) and the request is retried once; concurrent
// 401s share one refresh (the refresh machine + coordinator); ACCOUNT_NOT_ACTIVATED shows its toast, clears the
// session and waits 2 s; a refresh that fails for lack of network is a network error, never a sign-out.
// The session actor hears `session.refreshed` / `session.expired`. Also the token revocation of sign-out.
import { createActor, fromPromise } from 'xstate';
import { refreshMachine } from '../../../machines/http/refresh.machine';
import {
  createRefreshCoordinator,
  unauthorizedCode,
  type RefreshCoordinator,
} from '../../../machines/http/refresh-coordinator';
import { ACCOUNT_NOT_ACTIVATED } from '../../../machines/http/refresh.types';
import type { UnauthorizedContext } from '../../api/client';
import { message } from '../../../domain/messages';
import { refreshSessionFromCookies, sessionCookieNames } from '../../identity/cookies';
import { clearSession } from '../actors';
import { setUnauthorizedHandler } from '../api';
import { currentLocale } from '../locale';
import { notifyError } from '../notify';
import { identityFor, loadIdentityConfig, sessionCookieStore } from './identity';
import { inspectOptions } from '../inspection';

/** What the refresh wiring tells the session (the session actor, or a fake in tests). */
export interface SessionSink {
  send(event: { type: 'session.refreshed' } | { type: 'session.expired' }): void;
}

export interface RefreshWiringOptions {
  /** REFRESH_TOKEN_AUTH + new cookies; defaults to the identity adapter with the session cookies. */
  refreshSession?: () => ReturnType<typeof refreshSessionFromCookies>;
  clearSession?: () => void;
  clearCachedUser?: () => void;
  notify?: (text: string) => void;
  /** The access token the next request would carry. */
  readAccessToken?: () => string | null;
}

async function refreshFromCookies() {
  const identity = await identityFor(await loadIdentityConfig());
  return refreshSessionFromCookies(identity, sessionCookieStore);
}

async function clearCachedIdentityUser(): Promise<void> {
  (await identityFor(await loadIdentityConfig())).clearCachedUser();
}

/** The refresh actor and its coordinator, with the real actions (or those of `options`). */
export function createRefresh(session: SessionSink, options: RefreshWiringOptions = {}) {
  const actor = createActor(
    refreshMachine.provide({
      actors: {
        refreshSession: fromPromise(() => (options.refreshSession ?? refreshFromCookies)()),
      },
      actions: {
        clearSession: () => {
          (options.clearSession ?? clearSession)();
          session.send({ type: 'session.expired' });
        },
        clearCachedUser: () => {
          if (options.clearCachedUser) options.clearCachedUser();
          else void clearCachedIdentityUser().catch(() => undefined);
        },
        notify: (_, params) =>
          (options.notify ?? notifyError)(message(currentLocale(), 'errors', params.key)),
        // A warning, not an error: an expired session is an expected event, not a defect.
        log: (_, params) => console.warn(params.message, params.error),
        onRefreshed: () => session.send({ type: 'session.refreshed' }),
      },
    }),
    inspectOptions(),
  ).start();
  return { actor, coordinator: createRefreshCoordinator(actor) };
}

/**
 * The API client's 401 hook. A request that was sent with an older access token than the cookie holds now was
 * overtaken by a refresh that already happened (its 401 arrived late): it is retried at once instead of starting a
 * second refresh. A request sent with a token whose refresh was already refused keeps its 401 at once: that
 * session is over, and asking again (its 401 arrived after the others') would only repeat the refusal. Everything
 * else goes through the coordinator (one shared refresh, one retry per request).
 */
export function createUnauthorizedHandler(
  coordinator: RefreshCoordinator,
  readAccessToken: () => string | null = () => sessionCookieStore.read(sessionCookieNames.accessToken),
) {
  /** The Authorization header of the last session whose refresh gave up (refused, no refresh token, ...). */
  let refusedAuthorization: string | null = null;
  return async (context: UnauthorizedContext): Promise<Response | undefined> => {
    const code = await unauthorizedCode(context.response);
    const current = readAccessToken();
    const sent = context.request.headers.get('Authorization');
    if (code !== ACCOUNT_NOT_ACTIVATED && current && sent !== `Bearer ${current}`) return context.retry();
    if (sent && sent === refusedAuthorization) return undefined;
    const decision = await coordinator.handleUnauthorized(context.id, { code });
    if (decision === 'retry') return context.retry();
    if (sent) refusedAuthorization = sent;
    return undefined;
  };
}

/** Wires refresh-and-retry into the app's API client (src/main.tsx, once). */
export function installRefresh(session: SessionSink, options: RefreshWiringOptions = {}) {
  const refresh = createRefresh(session, options);
  setUnauthorizedHandler(createUnauthorizedHandler(refresh.coordinator, options.readAccessToken));
  return refresh;
}

/**
 * Sign-out's token revocation (RevokeToken of the refresh token, retried on network failures per spec section 9),
 * done before the cookies are cleared. Never throws: the session is cleared whatever happens here.
 */
export async function revokeSessionTokens(): Promise<void> {
  const accessToken = sessionCookieStore.read(sessionCookieNames.accessToken);
  const refreshToken = sessionCookieStore.read(sessionCookieNames.refreshToken);
  if (!accessToken) return;
  try {
    const identity = await identityFor(await loadIdentityConfig());
    await identity.signOut({ accessToken, refreshToken });
  } catch (error) {
    console.warn('[sign-out] token revocation failed', error);
  }
}
