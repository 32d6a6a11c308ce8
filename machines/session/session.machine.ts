// The session: boots from the access-token cookie, loads `/auth/me` then `/users/profile`, keeps the user, the
// owner space, isLogged and the refresh count, and signs out. Spec sections 2 ("on load, if an access-token cookie
// exists, the current user is fetched"), 3 (auth state), 4 (logged out <-> logged in) and 8 (any failure of
// auth/me: clear the session and go to sign-in; a logout error is logged and reported).
//
// Side effects are the named actors of SessionActorContracts (provided by src/app/actors.ts) and three injected
// actions: `goToSignIn` (navigation; machines never touch window.location), `notifySignedOut` (the "Signed out
// successfully" toast) and `logError`.
//
// Two ways out of a session: the user signs out (`signingOut` -> `clearing` -> `signedOut`, with the toast), or the
// session ends by itself because the HTTP layer could not refresh it (`session.expired`, from signed in, loading or
// offline: `expiring` -> `ended`). `ended` is signed out too, but views say so and offer sign-in with a way back
// instead of redirecting silently (a refused refresh token used to bounce people to the sign-in page unexplained).
//
// Failure of /users/profile after /auth/me succeeded is treated like a failure of /auth/me: the spec only stores
// the user once both calls succeeded, and a half-signed-in state (token kept, no profile) would leave views guessing.
// Except a NETWORK failure of either: that is `offline`, never "signed out" (the server did not refuse anything).
// The cookies are kept and `user.retry` (or a sign-in) loads the session again.
import { assign, fromPromise, setup } from 'xstate';
import type {
  SessionActorContracts,
  SessionError,
  SessionErrorSource,
  SessionMe,
  SessionProfile,
  SessionSpace,
  SessionTypes,
  SessionUser,
} from './session.types';
import { NETWORK_ERROR } from '../../domain/failures';
import { notProvided } from '../kit/actors';

type Contract<K extends keyof SessionActorContracts> = SessionActorContracts[K];

function unprovided<K extends keyof SessionActorContracts>(name: K) {
  return fromPromise<Contract<K>['output']>(notProvided('session', name));
}

/** The space whose role is OWNER, else null. */
export function ownerSpace(spaces: readonly SessionSpace[] | null | undefined): SessionSpace | null {
  return spaces?.find((space) => space.role === 'OWNER') ?? null;
}

/** The profile merged over me; absent profile fields keep me's values, me's spaces are kept. */
export function mergeUser(me: SessionMe, profile: Partial<SessionProfile>): SessionUser {
  const defined = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
  return { ...me, ...defined, spaces: me.spaces };
}

/** True when an actor failed because the network is down, not because the server answered. */
export function isNetworkFailure(error: unknown): boolean {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return record.code === NETWORK_ERROR || record.status === 0;
}

/** Reads status / code / message from whatever an actor rejected with (ApiError, Error, string). */
export function toSessionError(source: SessionErrorSource, error: unknown): SessionError {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const status = typeof record.status === 'number' ? record.status : null;
  const code = typeof record.code === 'string' ? record.code : null;
  const message =
    typeof record.message === 'string' ? record.message : typeof error === 'string' ? error : String(error);
  return { source, status, code, message };
}

export const sessionMachine = setup({
  types: {} as SessionTypes,
  actors: {
    readAccessToken: unprovided('readAccessToken'),
    fetchMe: unprovided('fetchMe'),
    fetchProfile: unprovided('fetchProfile'),
    signOut: unprovided('signOut'),
    clearSession: unprovided('clearSession'),
  },
  guards: {
    hasAccessToken: (_, params: { token: string | null }) =>
      typeof params.token === 'string' && params.token !== '',
    isNetworkFailure: (_, params: { error: unknown }) => isNetworkFailure(params.error),
  },
  actions: {
    storeMe: assign((_, params: { me: SessionMe }) => ({ me: params.me })),
    storeUser: assign(({ context }, params: { profile: SessionProfile }) => {
      // `me` is always set here: the profile is only fetched after me succeeded.
      const me = context.me as SessionMe;
      return {
        user: mergeUser(me, params.profile),
        space: ownerSpace(me.spaces),
        isLogged: true,
        error: null,
      };
    }),
    updateProfile: assign(({ context }, params: { profile: Partial<SessionProfile> }) =>
      context.me ? { user: mergeUser(context.me, { ...context.user, ...params.profile }) } : {},
    ),
    recordError: assign((_, params: { source: SessionErrorSource; error: unknown }) => ({
      error: toSessionError(params.source, params.error),
    })),
    clearError: assign({ error: null }),
    resetSession: assign({ user: null, space: null, isLogged: false, me: null, refreshCount: 0 }),
    countRefresh: assign({ refreshCount: ({ context }) => context.refreshCount + 1 }),
    // Injected at the app root: navigate to /auth/sign-in.
    goToSignIn: () => {},
    // Injected at the app root: the "Signed out successfully" toast after the user signed out.
    notifySignedOut: () => {},
    // Injected at the app root (console.error there); the default logs too, so nothing is lost when not provided.
    logError: (_, params: { error: unknown }) => {
      console.error('[session]', params.error);
    },
  },
}).createMachine({
  id: 'session',
  initial: 'booting',
  context: { user: null, space: null, isLogged: false, refreshCount: 0, me: null, error: null },
  on: {
    'session.refreshed': { actions: 'countRefresh' },
  },
  states: {
    booting: {
      tags: 'busy',
      invoke: {
        id: 'readAccessToken',
        src: 'readAccessToken',
        onDone: [
          {
            guard: { type: 'hasAccessToken', params: ({ event }) => ({ token: event.output }) },
            target: 'loading',
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: {
            type: 'recordError',
            params: ({ event }) => ({ source: 'readAccessToken', error: event.error }),
          },
        },
      },
    },
    loading: {
      tags: 'busy',
      entry: 'clearError',
      // The refresh of a call of this load was refused: the session ended (the call's own failure comes later and is
      // no longer heard).
      on: { 'session.expired': 'expiring' },
      initial: 'me',
      states: {
        me: {
          invoke: {
            id: 'fetchMe',
            src: 'fetchMe',
            onDone: {
              target: 'profile',
              actions: { type: 'storeMe', params: ({ event }) => ({ me: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
                target: '#session.offline',
                actions: {
                  type: 'recordError',
                  params: ({ event }) => ({ source: 'me', error: event.error }),
                },
              },
              {
                target: '#session.rejecting',
                actions: {
                  type: 'recordError',
                  params: ({ event }) => ({ source: 'me', error: event.error }),
                },
              },
            ],
          },
        },
        profile: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            onDone: {
              target: '#session.signedIn',
              actions: { type: 'storeUser', params: ({ event }) => ({ profile: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
                target: '#session.offline',
                actions: {
                  type: 'recordError',
                  params: ({ event }) => ({ source: 'profile', error: event.error }),
                },
              },
              {
                target: '#session.rejecting',
                actions: {
                  type: 'recordError',
                  params: ({ event }) => ({ source: 'profile', error: event.error }),
                },
              },
            ],
          },
        },
      },
    },
    // The server could not be reached while loading the session: keep the cookies, offer a retry.
    offline: {
      on: {
        'user.retry': 'loading',
        'session.signedIn': 'loading',
        'user.signOut': 'clearing',
        'session.expired': 'expiring',
      },
    },
    // The server refused the session (me or profile failed): clear it, then send the user to sign-in.
    rejecting: {
      tags: 'busy',
      invoke: {
        id: 'clearSession',
        src: 'clearSession',
        onDone: { target: 'signedOut', actions: ['resetSession', 'goToSignIn'] },
        onError: {
          target: 'signedOut',
          actions: [
            'resetSession',
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            'goToSignIn',
          ],
        },
      },
    },
    signedIn: {
      on: {
        'session.signedIn': 'loading',
        'user.signOut': 'signingOut',
        'session.expired': 'expiring',
        'profile.updated': {
          actions: { type: 'updateProfile', params: ({ event }) => ({ profile: event.profile }) },
        },
      },
    },
    // GET /auth/sign-out. Its failure is logged and reported in `error`; the session is cleared all the same.
    signingOut: {
      tags: 'busy',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: 'clearing',
        onError: {
          target: 'clearing',
          actions: [
            { type: 'recordError', params: ({ event }) => ({ source: 'signOut', error: event.error }) },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    // The user signed out: clear the session, then say so.
    clearing: {
      tags: 'busy',
      invoke: {
        id: 'clearSession',
        src: 'clearSession',
        onDone: { target: 'signedOut', actions: ['resetSession', 'notifySignedOut'] },
        onError: {
          target: 'signedOut',
          actions: [
            'resetSession',
            { type: 'recordError', params: ({ event }) => ({ source: 'clearSession', error: event.error }) },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    signedOut: {
      on: {
        'session.signedIn': 'loading',
      },
    },
    // The session ended by itself (its refresh was refused): clear it; views then say so (state `ended`).
    expiring: {
      tags: 'busy',
      invoke: {
        id: 'clearSession',
        src: 'clearSession',
        onDone: { target: 'ended', actions: 'resetSession' },
        onError: {
          target: 'ended',
          actions: [
            'resetSession',
            { type: 'recordError', params: ({ event }) => ({ source: 'clearSession', error: event.error }) },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    // Signed out because the session ended, not because the user asked: "Your session has ended" + sign-in link.
    ended: {
      on: {
        'session.signedIn': 'loading',
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
