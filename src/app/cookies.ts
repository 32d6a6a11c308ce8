// Cookie helpers for the session and locale cookies the spec names. Browser only: without a document (server
// rendering, node tests) reads give null and writes do nothing, unless a jar is passed in (tests).

export const cookieNames = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  sessionToken: 'sessionToken',
  idReport: 'idReport',
  userName: 'userName',
  locale: 'locale',
} as const;

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames];

/** What the helpers need from `document`: its `cookie` accessor. */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  /** Lifetime in seconds; omitted = a session cookie. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages. */
  secure?: boolean;
}

/**
 * The cookies cleared on sign-out or when the session fails: the session's (spec section 9) and `idReport`, so that
 * the next person on this browser does not open the last assessment of the one who signed out (issue 14).
 */
export const sessionCookieNames: readonly CookieName[] = [
  cookieNames.accessToken,
  cookieNames.refreshToken,
  cookieNames.sessionToken,
  cookieNames.userName,
  cookieNames.idReport,
];

/** How long `idReport` keeps the last assessment (as the cookie policy says: up to 30 days). */
export const ID_REPORT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function browserJar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function readCookie(name: CookieName, jar: CookieJar | null = browserJar()): string | null {
  if (!jar) return null;
  for (const part of jar.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export function writeCookie(
  name: CookieName,
  value: string,
  options: CookieOptions = {},
  jar: CookieJar | null = browserJar(),
): void {
  if (!jar) return;
  const { maxAge, path = '/', sameSite = 'Lax', secure = isHttps() } = options;
  let cookie = `${name}=${encodeURIComponent(value)}; Path=${path}; SameSite=${sameSite}`;
  if (maxAge !== undefined) cookie += `; Max-Age=${Math.floor(maxAge)}`;
  if (secure) cookie += '; Secure';
  jar.cookie = cookie;
}

export function deleteCookie(
  name: CookieName,
  options: Pick<CookieOptions, 'path'> = {},
  jar = browserJar(),
): void {
  if (!jar) return;
  jar.cookie = `${name}=; Path=${options.path ?? '/'}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function clearSessionCookies(jar: CookieJar | null = browserJar()): void {
  for (const name of sessionCookieNames) deleteCookie(name, {}, jar);
}
