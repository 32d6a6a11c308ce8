import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCookies, cookieNames, deleteCookie, readCookie, writeCookie } from './cookies';
import { createCookieJar } from './cookie-jar.fixture';

describe('cookies', () => {
  it('reads a cookie by exact name, decoded; null when absent', () => {
    const jar = createCookieJar({ accessToken: 'eyJ.a%2Bb', refreshToken: 'r', xaccessToken: 'no' });
    expect(readCookie(cookieNames.accessToken, jar)).toBe('eyJ.a+b');
    expect(readCookie(cookieNames.userName, jar)).toBeNull();
  });

  it('writes with Path=/ and SameSite=Lax, encoded, with Max-Age when given', () => {
    const jar = createCookieJar();
    writeCookie(cookieNames.userName, 'lan@ghg-demo.vn', { maxAge: 60, secure: false }, jar);
    expect(jar.written[0]).toBe('userName=lan%40ghg-demo.vn; Path=/; SameSite=Lax; Max-Age=60');
    expect(readCookie(cookieNames.userName, jar)).toBe('lan@ghg-demo.vn');
    writeCookie(cookieNames.idReport, '7', { secure: true }, jar);
    expect(jar.written[1]).toBe('idReport=7; Path=/; SameSite=Lax; Secure');
  });

  // The spec's cookie contract: the SPA reads and refreshes these tokens itself, so they cannot be HttpOnly (the
  // Content-Security-Policy is what keeps scripts of others from reading them). SameSite=Lax keeps them off
  // cross-site POSTs; Secure keeps them off plain http whenever the site is on https.
  describe('by default (the session cookies are written without options)', () => {
    afterEach(() => vi.unstubAllGlobals());
    it.each([
      ['https:', '; Secure'],
      ['http:', ''],
    ])('on a %s page: SameSite=Lax, Secure only on https', (protocol, secure) => {
      vi.stubGlobal('location', { protocol });
      const jar = createCookieJar();
      for (const name of [cookieNames.accessToken, cookieNames.refreshToken, cookieNames.sessionToken]) {
        writeCookie(name, 'eyJ', { maxAge: 3600 }, jar);
      }
      expect(jar.written).toEqual([
        `accessToken=eyJ; Path=/; SameSite=Lax; Max-Age=3600${secure}`,
        `refreshToken=eyJ; Path=/; SameSite=Lax; Max-Age=3600${secure}`,
        `sessionToken=eyJ; Path=/; SameSite=Lax; Max-Age=3600${secure}`,
      ]);
    });
  });

  it('deletes a cookie', () => {
    const jar = createCookieJar({ idReport: '7' });
    deleteCookie(cookieNames.idReport, {}, jar);
    expect(readCookie(cookieNames.idReport, jar)).toBeNull();
  });

  it('clearing the session removes access, refresh, session, user-name and idReport cookies, and keeps locale', () => {
    const jar = createCookieJar({
      accessToken: 'a',
      refreshToken: 'r',
      sessionToken: 's',
      userName: 'u',
      idReport: '7',
      locale: 'en',
    });
    clearSessionCookies(jar);
    expect(jar.cookie).toBe('locale=en');
  });

  it('does nothing without a document', () => {
    expect(readCookie(cookieNames.accessToken)).toBeNull();
    expect(() => writeCookie(cookieNames.accessToken, 'x')).not.toThrow();
  });
});
