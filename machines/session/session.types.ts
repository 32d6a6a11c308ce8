// Types of the session machine: context, events, tags and the contracts of its named actors.
// The shapes of `GET /auth/me` and `GET /users/profile` come from the contract (openapi/schema.d.ts).
import type { components } from '../../openapi/schema';

/** A workspace (tenant/space) the user belongs to, with the user's role in it. */
export type SessionSpace = components['schemas']['SpaceMembership'];

/** `GET /auth/me` → data: the user plus `spaces`, each with a role (spec section 3). */
export type SessionMe = components['schemas']['Me'];

/** `GET /users/profile` → data (also the answer of `PUT /users/profile`). */
export type SessionProfile = components['schemas']['User'];

/** The signed-in user: the profile merged over me (me's spaces kept). */
export type SessionUser = SessionMe;

/** Which step failed; `error` in context reports it (sign-out errors are "logged and rethrown" this way). */
export type SessionErrorSource = 'readAccessToken' | 'me' | 'profile' | 'signOut' | 'clearSession';

export interface SessionError {
  source: SessionErrorSource;
  /** HTTP status when the failure was an API answer (0 for a network failure), null otherwise. */
  status: number | null;
  code: string | null;
  message: string;
}

export interface SessionContext {
  user: SessionUser | null;
  /** The space whose role is OWNER, else null. */
  space: SessionSpace | null;
  isLogged: boolean;
  /** Token refreshes seen in this session (spec: countRefeshToken). */
  refreshCount: number;
  /** The me answer, kept to re-merge when the profile changes. */
  me: SessionMe | null;
  error: SessionError | null;
}

export type SessionEvent =
  /** A sign-in stored fresh tokens: load me and profile again. */
  | { type: 'session.signedIn' }
  | { type: 'user.signOut' }
  /** Offline while loading the session: try again. */
  | { type: 'user.retry' }
  /** The HTTP layer refreshed the tokens. */
  | { type: 'session.refreshed' }
  /** The HTTP layer gave up (refresh failed, account not activated): clear the session. */
  | { type: 'session.expired' }
  /** The profile was saved (PUT /users/profile answered); fields given replace the user's. */
  | { type: 'profile.updated'; profile: Partial<SessionProfile> };

/** `busy`: a call is running (boot, loading, signing out, clearing); views show progress from it. */
export type SessionTag = 'busy';

/** Contracts of the named actors (provided by src/app/actors.ts, and by fakes in tests). None takes input. */
export interface SessionActorContracts {
  /** The access-token cookie, or null. */
  readAccessToken: { output: string | null };
  fetchMe: { output: SessionMe };
  fetchProfile: { output: SessionProfile };
  /** GET /auth/sign-out. */
  signOut: { output: unknown };
  /** Removes the session cookies (access, refresh, session, user name) and the stored login record. */
  clearSession: { output: unknown };
}

export interface SessionTypes {
  context: SessionContext;
  events: SessionEvent;
  tags: SessionTag;
}
