import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { ownerMe, ownerProfile } from '../../tests/fixtures/session';
import { createApiClient } from '../api/client';
import { clearSession, createSessionActor, createSessionActors } from './actors';
import { createCookieJar } from './cookie-jar.fixture';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeApi(answers: Record<string, () => Response>) {
  const seen: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://app.test/api',
    getLocale: () => 'vi',
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      seen.push(`${request.method} ${path}`);
      return (answers[path] ?? (() => json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' })))();
    },
  });
  return { api, seen };
}

function stubBrowser(cookies: Record<string, string>, stored: Record<string, string> = {}) {
  const jar = createCookieJar(cookies);
  const storage = new Map(Object.entries(stored));
  vi.stubGlobal('document', jar);
  vi.stubGlobal('localStorage', {
    get length() {
      return storage.size;
    },
    key: (i: number) => [...storage.keys()][i] ?? null,
    removeItem: (key: string) => void storage.delete(key),
  });
  return { jar, storage };
}

afterEach(() => vi.unstubAllGlobals());

describe('session actors (real client, fake network)', () => {
  it('fetchMe, fetchProfile and signOut call the contract paths and unwrap `data`', async () => {
    const { api, seen } = fakeApi({
      '/api/auth/me': () => json(200, { data: ownerMe }),
      '/api/users/profile': () => json(200, { data: ownerProfile }),
      '/api/auth/sign-out': () => json(200, { data: { message: 'ok' } }),
    });
    const actors = createSessionActors(api);
    expect(await toPromise(createActor(actors.fetchMe).start())).toEqual(ownerMe);
    expect(await toPromise(createActor(actors.fetchProfile).start())).toEqual(ownerProfile);
    expect(await toPromise(createActor(actors.signOut).start())).toEqual({ message: 'ok' });
    expect(seen).toEqual(['GET /api/auth/me', 'GET /api/users/profile', 'GET /api/auth/sign-out']);
  });

  it('readAccessToken reads the accessToken cookie', async () => {
    stubBrowser({ accessToken: 'tok' });
    const actors = createSessionActors(fakeApi({}).api);
    expect(await toPromise(createActor(actors.readAccessToken).start())).toBe('tok');
  });

  it('clearSession removes the session cookies and the stored login record, and keeps the locale', () => {
    const { jar, storage } = stubBrowser(
      { accessToken: 'a', refreshToken: 'r', sessionToken: 's', userName: 'u', locale: 'en' },
      { 'CognitoIdentityServiceProvider.client.u.accessToken': 'a', locale: 'en' },
    );
    clearSession();
    expect(jar.cookie).toBe('locale=en');
    expect([...storage.keys()]).toEqual(['locale']);
  });

  it('a refused /auth/me clears the session and navigates to /auth/sign-in', async () => {
    const { jar } = stubBrowser({ accessToken: 'expired', userName: 'u' });
    const { api } = fakeApi({
      '/api/auth/me': () => json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'x' }),
    });
    const go = vi.fn();
    const actor = createSessionActor(api, go).start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(go).toHaveBeenCalledWith('/auth/sign-in');
    expect(snapshot.context.error).toMatchObject({ source: 'me', status: 401, code: 'UNAUTHORIZED' });
    expect(jar.cookie).toBe('');
  });
});
