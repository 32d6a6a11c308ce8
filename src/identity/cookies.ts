// The session as the spec keeps it in cookies (section 3: accessToken, refreshToken, sessionToken, idReport,
// userName; section 9: clearing removes the access, refresh, session and user-name cookies and local data).
// The cookie primitives themselves (document.cookie, attributes) are src/app/cookies.ts; these helpers take a
// small store so they stay testable and the machines' actors can be built from them:
//
//   storeSession:    fromPromise(async ({ input }) => storeSessionCookies(store, input.tokens))
//   refreshSession:  fromPromise(() => refreshSessionFromCookies(identity, store))
//   clearSession:    () => clearSessionData(store, localStorage)
import type { SessionTokens } from '../../machines/auth/sign-in.types';
import type { RefreshSessionOutput } from '../../machines/http/refresh.types';
import type { Identity } from './cognito';

export const sessionCookieNames = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  /** The id token (spec section 3 lists idToken in the session and `sessionToken` among the cookies). */
  sessionToken: 'sessionToken',
  idReport: 'idReport',
  userName: 'userName',
} as const;

/**
 * Cleared with the session (spec section 9), and `idReport` with them: the last assessment of the person who signs
 * out must not open for the next person on this browser (issue 14).
 */
export const clearedSessionCookies = [
  sessionCookieNames.accessToken,
  sessionCookieNames.refreshToken,
  sessionCookieNames.sessionToken,
  sessionCookieNames.userName,
  sessionCookieNames.idReport,
] as const;

export interface CookieStore {
  read(name: string): string | null;
  write(name: string, value: string): void;
  remove(name: string): void;
}

/** The part of `Storage` (localStorage) that clearing needs. */
export interface LocalData {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/** Local data that is not session data: the chosen language survives sign-out (spec: localStorage `locale`). */
export const KEPT_LOCAL_KEYS: readonly string[] = ['locale'];

export function storeSessionCookies(store: CookieStore, tokens: SessionTokens): void {
  store.write(sessionCookieNames.accessToken, tokens.accessToken);
  store.write(sessionCookieNames.refreshToken, tokens.refreshToken);
  store.write(sessionCookieNames.sessionToken, tokens.idToken);
  store.write(sessionCookieNames.userName, tokens.userName);
}

/**
 * What a refresh needs (spec section 4: the refresh token and the user name, both from cookies); null when either
 * is missing: an incomplete session cannot be refreshed and is cleared like a missing refresh token.
 */
export function readRefreshCredentials(
  store: CookieStore,
): { userName: string; refreshToken: string } | null {
  const refreshToken = store.read(sessionCookieNames.refreshToken);
  const userName = store.read(sessionCookieNames.userName);
  if (!refreshToken || !userName) return null;
  return { refreshToken, userName };
}

/** Removes the access, refresh, session and user-name cookies and the local data (except KEPT_LOCAL_KEYS). */
export function clearSessionData(store: CookieStore, localData?: LocalData | null): void {
  for (const name of clearedSessionCookies) store.remove(name);
  if (!localData) return;
  const keys: string[] = [];
  for (let i = 0; i < localData.length; i++) {
    const key = localData.key(i);
    if (key !== null && !KEPT_LOCAL_KEYS.includes(key)) keys.push(key);
  }
  for (const key of keys) localData.removeItem(key);
}

/**
 * The refresh machine's `refreshSession` actor: no refresh-token (or user-name) cookie -> `noRefreshToken`; otherwise
 * REFRESH_TOKEN_AUTH, new cookies written, `refreshed`. Failures reject with the identity error (NetworkError,
 * NotAuthorizedException, ...) for the machine's guard table.
 */
export async function refreshSessionFromCookies(
  identity: Pick<Identity, 'refreshSession'>,
  store: CookieStore,
): Promise<RefreshSessionOutput> {
  const credentials = readRefreshCredentials(store);
  if (!credentials) return { kind: 'noRefreshToken' };
  const tokens = await identity.refreshSession(credentials);
  storeSessionCookies(store, tokens);
  return { kind: 'refreshed', tokens };
}
