// The real actors of the session machine: the access-token cookie, the API calls and the session clean-up.
import { createActor, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionMe, SessionProfile } from '../../machines/session/session.types';
import { unwrap, type ApiClient } from '../api/client';
import { clearSessionCookies, cookieNames, readCookie } from './cookies';
import { paths } from './paths';
import { message } from '../../domain/messages';
import { currentLocale } from './locale';
import { notifySuccess } from './notify';
import { inspectOptions } from './inspection';

/** Keys amazon-cognito-identity-js keeps in localStorage (the stored login record). */
const IDENTITY_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

/** Spec section 9: clearing the session removes the access, refresh, session and user-name cookies and local data. */
export function clearSession(): void {
  clearSessionCookies();
  try {
    if (typeof localStorage === 'undefined') return;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null && key.startsWith(IDENTITY_STORAGE_PREFIX),
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored there either.
  }
}

export interface SessionActorOptions {
  /** Sign-out's token revocation (src/app/wiring/refresh.ts), run after GET /auth/sign-out, before clearing. */
  revokeTokens?: () => Promise<void>;
}

export function createSessionActors(api: ApiClient, options: SessionActorOptions = {}) {
  return {
    readAccessToken: fromPromise<string | null>(async () => readCookie(cookieNames.accessToken)),
    fetchMe: fromPromise<SessionMe>(() => unwrap(api.GET('/auth/me'))),
    fetchProfile: fromPromise<SessionProfile>(() => unwrap(api.GET('/users/profile'))),
    signOut: fromPromise<unknown>(async () => {
      try {
        return await unwrap(api.GET('/auth/sign-out'));
      } finally {
        await options.revokeTokens?.();
      }
    }),
    clearSession: fromPromise<unknown>(async () => clearSession()),
  };
}

/** The session actor of the app (created once, at the root; start it before rendering). */
export function createSessionActor(
  api: ApiClient,
  go: (to: string) => void = navigate,
  options: SessionActorOptions = {},
) {
  return createActor(
    sessionMachine.provide({
      actors: createSessionActors(api, options),
      actions: {
        goToSignIn: () => go(paths.signIn),
        notifySignedOut: () => notifySuccess(message(currentLocale(), 'success', 'signedOut')),
        logError: (_, params) => console.error('[session]', params.error),
      },
    }),
    // The development inspector (`?inspect`) sees the session too: it is created after the inspector started.
    inspectOptions(),
  );
}

export type SessionActor = ReturnType<typeof createSessionActor>;
