import { describe, expect, it, vi } from 'vitest';
import {
  clearSessionData,
  readRefreshCredentials,
  refreshSessionFromCookies,
  storeSessionCookies,
  type CookieStore,
  type LocalData,
} from './cookies';

function memoryStore(initial: Record<string, string> = {}): CookieStore & { cookies: Map<string, string> } {
  const cookies = new Map(Object.entries(initial));
  return {
    cookies,
    read: (name) => cookies.get(name) ?? null,
    write: (name, value) => void cookies.set(name, value),
    remove: (name) => void cookies.delete(name),
  };
}

function memoryLocalData(initial: Record<string, string>): LocalData & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
  };
}

const tokens = {
  idToken: 'id-1',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  userName: 'owner@ghg-demo.vn',
};

describe('session cookies', () => {
  it('stores accessToken, refreshToken, sessionToken (the id token) and userName', () => {
    const store = memoryStore();
    storeSessionCookies(store, tokens);
    expect(Object.fromEntries(store.cookies)).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      sessionToken: 'id-1',
      userName: 'owner@ghg-demo.vn',
    });
  });

  it('clearing removes the access, refresh, session, user-name and idReport cookies and local data, keeping locale', () => {
    const store = memoryStore({
      ...{ accessToken: 'a', refreshToken: 'r', sessionToken: 's', userName: 'u' },
      idReport: '7',
    });
    const local = memoryLocalData({ locale: 'en', loginRecord: '{"accessToken":"a"}', other: 'x' });
    clearSessionData(store, local);
    expect(Object.fromEntries(store.cookies)).toEqual({});
    expect(Object.fromEntries(local.items)).toEqual({ locale: 'en' });
  });

  it('reads the refresh credentials only when both cookies are there', () => {
    expect(readRefreshCredentials(memoryStore({ refreshToken: 'r', userName: 'u' }))).toEqual({
      refreshToken: 'r',
      userName: 'u',
    });
    expect(readRefreshCredentials(memoryStore({ userName: 'u' }))).toBeNull();
    expect(readRefreshCredentials(memoryStore({ refreshToken: 'r' }))).toBeNull();
  });

  it('refreshSessionFromCookies: no refresh cookie -> noRefreshToken, without calling the identity provider', async () => {
    const refreshSession = vi.fn();
    expect(await refreshSessionFromCookies({ refreshSession }, memoryStore())).toEqual({
      kind: 'noRefreshToken',
    });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('refreshSessionFromCookies: refreshes from the cookies and writes the new ones', async () => {
    const store = memoryStore({
      refreshToken: 'refresh-1',
      userName: 'owner@ghg-demo.vn',
      accessToken: 'old',
    });
    const refreshed = { ...tokens, accessToken: 'access-2', idToken: 'id-2' };
    const refreshSession = vi.fn(async () => refreshed);
    expect(await refreshSessionFromCookies({ refreshSession }, store)).toEqual({
      kind: 'refreshed',
      tokens: refreshed,
    });
    expect(refreshSession).toHaveBeenCalledWith({ refreshToken: 'refresh-1', userName: 'owner@ghg-demo.vn' });
    expect(store.cookies.get('accessToken')).toBe('access-2');
    expect(store.cookies.get('sessionToken')).toBe('id-2');
  });

  it('refreshSessionFromCookies: a failure rejects with the identity error and leaves the cookies alone', async () => {
    const store = memoryStore({ refreshToken: 'refresh-1', userName: 'u', accessToken: 'old' });
    const error = Object.assign(new Error('Invalid Refresh Token'), { code: 'NotAuthorizedException' });
    await expect(
      refreshSessionFromCookies({ refreshSession: async () => Promise.reject(error) }, store),
    ).rejects.toBe(error);
    expect(store.cookies.get('accessToken')).toBe('old');
  });
});
