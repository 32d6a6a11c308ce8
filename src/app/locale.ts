// The current locale: localStorage `locale`, then the `locale` cookie, then vi. Switching writes both (the cookie
// for one year, SameSite=Lax) and sets <html lang>. The API client reads `currentLocale()` for Accept-Language.
import { defaultLocale, locales, type Locale } from '../../domain/locales';
import { cookieNames, ONE_YEAR_SECONDS, readCookie, writeCookie, type CookieJar } from './cookies';

export const LOCALE_STORAGE_KEY = 'locale';

/** Where the locale is kept; the defaults are the browser's, tests pass fakes. */
export interface LocaleEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  jar: CookieJar | null;
  root: { lang: string } | null;
}

function browserEnvironment(): LocaleEnvironment {
  let storage: LocaleEnvironment['storage'] = null;
  try {
    storage = typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings): fall back to the cookie.
  }
  const hasDocument = typeof document !== 'undefined';
  return { storage, jar: hasDocument ? document : null, root: hasDocument ? document.documentElement : null };
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function readInitialLocale(env: LocaleEnvironment = browserEnvironment()): Locale {
  let stored: string | null;
  try {
    stored = env.storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isLocale(stored)) return stored;
  const fromCookie = readCookie(cookieNames.locale, env.jar);
  if (isLocale(fromCookie)) return fromCookie;
  return defaultLocale;
}

let active: Locale = defaultLocale;

export function currentLocale(): Locale {
  return active;
}

/** Makes `locale` current and sets <html lang>; with `persist`, also writes localStorage and the cookie. */
export function applyLocale(
  locale: Locale,
  { persist = false }: { persist?: boolean } = {},
  env: LocaleEnvironment = browserEnvironment(),
): void {
  active = locale;
  if (env.root) env.root.lang = locale;
  if (!persist) return;
  try {
    env.storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Blocked storage: the cookie below still carries the choice.
  }
  writeCookie(cookieNames.locale, locale, { maxAge: ONE_YEAR_SECONDS, path: '/', sameSite: 'Lax' }, env.jar);
}
