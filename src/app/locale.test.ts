import { describe, expect, it } from 'vitest';
import { applyLocale, currentLocale, readInitialLocale, type LocaleEnvironment } from './locale';
import { createCookieJar } from './cookie-jar.fixture';

function environment(stored: string | null, cookies: Record<string, string> = {}) {
  const storage = new Map<string, string>(stored === null ? [] : [['locale', stored]]);
  const env: LocaleEnvironment = {
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    jar: createCookieJar(cookies),
    root: { lang: 'vi' },
  };
  return { env, storage, jar: env.jar as ReturnType<typeof createCookieJar>, root: env.root! };
}

describe('locale', () => {
  it('starts from localStorage, then the cookie, then vi', () => {
    expect(readInitialLocale(environment('en', { locale: 'vi' }).env)).toBe('en');
    expect(readInitialLocale(environment(null, { locale: 'en' }).env)).toBe('en');
    expect(readInitialLocale(environment('fr', { locale: 'de' }).env)).toBe('vi');
    expect(readInitialLocale(environment(null).env)).toBe('vi');
  });

  it('survives blocked storage', () => {
    const { env } = environment(null, { locale: 'en' });
    env.storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readInitialLocale(env)).toBe('en');
    expect(() => applyLocale('vi', { persist: true }, env)).not.toThrow();
  });

  it('switching writes localStorage and a one-year Lax cookie, and sets <html lang>', () => {
    const { env, storage, jar, root } = environment(null);
    applyLocale('en', { persist: true }, env);
    expect(currentLocale()).toBe('en');
    expect(root.lang).toBe('en');
    expect(storage.get('locale')).toBe('en');
    expect(jar.written).toEqual(['locale=en; Path=/; SameSite=Lax; Max-Age=31536000']);
    expect(readInitialLocale(env)).toBe('en');
  });

  it('applying without persisting only sets the current locale and <html lang>', () => {
    const { env, storage, jar, root } = environment(null);
    applyLocale('vi', {}, env);
    expect(currentLocale()).toBe('vi');
    expect(root.lang).toBe('vi');
    expect(storage.size).toBe(0);
    expect(jar.written).toEqual([]);
  });
});
