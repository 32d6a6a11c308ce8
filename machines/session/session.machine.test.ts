import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { mergeUser, ownerSpace, sessionMachine, toSessionError } from './session.machine';
import { displayName, selectIsBusy, selectSessionView } from './session.selectors';
import {
  createControlledActors,
  memberMe,
  memberProfile,
  ownerMe,
  ownerProfile,
  unauthorized,
} from '../../tests/fixtures/session';
import type { SessionActorContracts } from './session.types';

type Overrides = Partial<{
  [K in keyof SessionActorContracts]: () => Promise<SessionActorContracts[K]['output']>;
}>;

/** A started session actor with immediate fake actors (override any with a function). */
function start(overrides: Overrides = {}) {
  const calls: string[] = [];
  const goToSignIn = vi.fn();
  const notifySignedOut = vi.fn();
  const logError = vi.fn();
  const fake = <K extends keyof SessionActorContracts>(name: K, fallback: () => Promise<unknown>) =>
    fromPromise(async () => {
      calls.push(name);
      return (overrides[name] ?? fallback)() as Promise<SessionActorContracts[K]['output']>;
    });
  const machine = sessionMachine.provide({
    actors: {
      readAccessToken: fake('readAccessToken', async () => 'access-token'),
      fetchMe: fake('fetchMe', async () => ownerMe),
      fetchProfile: fake('fetchProfile', async () => ownerProfile),
      signOut: fake('signOut', async () => undefined),
      clearSession: fake('clearSession', async () => undefined),
    },
    actions: { goToSignIn, notifySignedOut, logError },
  });
  const actor = createActor(machine).start();
  return { actor, calls, goToSignIn, notifySignedOut, logError };
}

describe('session machine', () => {
  it('without an access token, ends signed out without calling the API', async () => {
    const { actor, calls } = start({ readAccessToken: async () => null });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toEqual(['readAccessToken']);
    expect(snapshot.context).toMatchObject({ user: null, space: null, isLogged: false, error: null });
    expect(selectIsBusy(snapshot)).toBe(false);
  });

  it('with a token, loads me then profile and stores the user, the owner space and isLogged', async () => {
    const controlled = createControlledActors();
    const actor = createActor(sessionMachine.provide({ actors: controlled.actors })).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await controlled.resolve('readAccessToken', 'access-token');
    expect(actor.getSnapshot().matches({ loading: 'me' })).toBe(true);
    expect(selectSessionView(actor.getSnapshot())).toEqual({ kind: 'checking' });
    await controlled.resolve('fetchMe', ownerMe);
    expect(actor.getSnapshot().matches({ loading: 'profile' })).toBe(true);
    await controlled.resolve('fetchProfile', ownerProfile);
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(controlled.calls).toEqual(['readAccessToken', 'fetchMe', 'fetchProfile']);
    expect(snapshot.context.isLogged).toBe(true);
    expect(snapshot.context.space).toEqual(ownerMe.spaces[0]);
    expect(snapshot.context.user).toMatchObject({
      id: ownerMe.id,
      email: ownerMe.email,
      firstName: 'Lan',
      lastName: 'Nguyễn',
    });
    expect(snapshot.context.user?.spaces).toEqual(ownerMe.spaces);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(selectSessionView(snapshot)).toMatchObject({ kind: 'signedIn', displayName: 'Lan Nguyễn' });
  });

  it('keeps space null when no space is owned', async () => {
    const { actor } = start({ fetchMe: async () => memberMe, fetchProfile: async () => memberProfile });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.space).toBeNull();
    expect(selectSessionView(snapshot)).toMatchObject({
      kind: 'signedIn',
      displayName: 'member@ghg-demo.vn',
    });
  });

  it('on any failure of /auth/me, clears the session and goes to sign-in', async () => {
    const { actor, calls, goToSignIn } = start({
      fetchMe: async () => {
        throw unauthorized;
      },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toEqual(['readAccessToken', 'fetchMe', 'clearSession']);
    expect(goToSignIn).toHaveBeenCalledTimes(1);
    expect(snapshot.context).toMatchObject({ user: null, space: null, isLogged: false });
    expect(snapshot.context.error).toEqual({ source: 'me', ...unauthorized });
  });

  it('treats a failure of /users/profile like a failure of /auth/me', async () => {
    const { actor, calls, goToSignIn } = start({
      fetchProfile: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toEqual(['readAccessToken', 'fetchMe', 'fetchProfile', 'clearSession']);
    expect(goToSignIn).toHaveBeenCalledTimes(1);
    expect(snapshot.context.error).toMatchObject({
      source: 'profile',
      message: 'Failed to fetch',
      status: null,
    });
    expect(snapshot.context.me).toBeNull();
  });

  it('still goes to sign-in (and logs) when clearing a refused session fails', async () => {
    const { actor, goToSignIn, logError } = start({
      fetchMe: async () => {
        throw unauthorized;
      },
      clearSession: async () => {
        throw new Error('storage blocked');
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(goToSignIn).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('signs out: calls the API, clears the session, resets user, space and isLogged', async () => {
    const controlled = createControlledActors();
    const actor = createActor(sessionMachine.provide({ actors: controlled.actors })).start();
    await controlled.resolve('readAccessToken', 'access-token');
    await controlled.resolve('fetchMe', ownerMe);
    await controlled.resolve('fetchProfile', ownerProfile);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'user.signOut' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(selectSessionView(actor.getSnapshot())).toEqual({ kind: 'signingOut' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await controlled.resolve('signOut');
    await waitFor(actor, (s) => s.matches('clearing'));
    await controlled.resolve('clearSession');
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toMatchObject({
      user: null,
      space: null,
      isLogged: false,
      me: null,
      error: null,
    });
    expect(controlled.calls.slice(-2)).toEqual(['signOut', 'clearSession']);
  });

  it('a network failure while loading is offline, never signed out: cookies kept, retry loads again', async () => {
    let online = false;
    const { actor, calls, goToSignIn } = start({
      fetchMe: async () => {
        if (!online) throw { status: 0, code: 'NETWORK_ERROR', message: 'Network Error' };
        return ownerMe;
      },
    });
    const offline = await waitFor(actor, (s) => s.matches('offline'));
    expect(offline.context.error).toMatchObject({ source: 'me', code: 'NETWORK_ERROR' });
    expect(calls).not.toContain('clearSession');
    expect(goToSignIn).not.toHaveBeenCalled();
    online = true;
    actor.send({ type: 'user.retry' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context).toMatchObject({ isLogged: true, error: null });
  });

  it('a sign-out error is logged, reported in context, and the session is cleared all the same', async () => {
    const failure = { status: 0, code: 'NETWORK_ERROR', message: 'Network Error' };
    const { actor, calls, logError, goToSignIn } = start({
      signOut: async () => {
        throw failure;
      },
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'user.signOut' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls.slice(-2)).toEqual(['signOut', 'clearSession']);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0][1]).toEqual({ error: failure });
    expect(goToSignIn).not.toHaveBeenCalled();
    expect(snapshot.context.error).toEqual({ source: 'signOut', ...failure });
    expect(snapshot.context).toMatchObject({ user: null, isLogged: false });
  });

  it('reloads me and profile after a sign-in stored tokens (from signed out)', async () => {
    let token: string | null = null;
    const { actor, calls } = start({ readAccessToken: async () => token });
    await waitFor(actor, (s) => s.matches('signedOut'));
    token = 'fresh-token';
    actor.send({ type: 'session.signedIn' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls).toEqual(['readAccessToken', 'fetchMe', 'fetchProfile']);
    expect(snapshot.context.isLogged).toBe(true);
  });

  it('reloads me and profile on session.signedIn while signed in, and clears an old error', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.signedIn' });
    expect(actor.getSnapshot().matches({ loading: 'me' })).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls.filter((name) => name === 'fetchMe')).toHaveLength(2);
  });

  it('counts token refreshes in any state and resets the count when the session ends', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.refreshed' });
    actor.send({ type: 'session.refreshed' });
    expect(actor.getSnapshot().context.refreshCount).toBe(2);
    actor.send({ type: 'user.signOut' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.refreshCount).toBe(0);
    actor.send({ type: 'session.refreshed' });
    expect(actor.getSnapshot().context.refreshCount).toBe(1);
  });

  it('session.expired ends the session: cleared, state `ended` (not signedOut), no navigation, no toast', async () => {
    const { actor, calls, goToSignIn, notifySignedOut } = start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches('expiring')).toBe(true);
    expect(selectSessionView(actor.getSnapshot())).toEqual({ kind: 'signingOut' });
    const snapshot = await waitFor(actor, (s) => s.matches('ended'));
    // Views see "signed out" with `ended`: no silent redirect, the notice and its sign-in link instead.
    expect(selectSessionView(snapshot)).toEqual({ kind: 'signedOut', ended: true });
    expect(calls).not.toContain('signOut');
    expect(calls.at(-1)).toBe('clearSession');
    expect(goToSignIn).not.toHaveBeenCalled();
    expect(notifySignedOut).not.toHaveBeenCalled();
    expect(snapshot.context.isLogged).toBe(false);
    // Signing in again leaves `ended`.
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('session.expired while loading (the refresh of /auth/me was refused) ends the session, no redirect', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const { actor, goToSignIn } = start({
      fetchMe: () => new Promise((_, reject) => (refuse = reject)),
    });
    await waitFor(actor, (s) => s.matches({ loading: 'me' }));
    // The refresh wiring tells the session first; /auth/me's own 401 comes after and is no longer heard.
    actor.send({ type: 'session.expired' });
    await waitFor(actor, (s) => s.matches('ended'));
    refuse({ status: 401, code: 'UNAUTHORIZED', message: 'expired' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('ended')).toBe(true);
    expect(goToSignIn).not.toHaveBeenCalled();
  });

  it('signing out says "signed out" once the session is cleared', async () => {
    const { actor, notifySignedOut } = start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'user.signOut' });
    expect(notifySignedOut).not.toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(notifySignedOut).toHaveBeenCalledTimes(1);
  });

  it('profile.updated merges the new profile into the user and keeps the spaces', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'profile.updated', profile: { firstName: 'Mai', bio: 'Kiểm kê viên' } });
    const { user } = actor.getSnapshot().context;
    expect(user).toMatchObject({
      firstName: 'Mai',
      lastName: 'Nguyễn',
      bio: 'Kiểm kê viên',
      phone: '0912345678',
    });
    expect(user?.spaces).toEqual(ownerMe.spaces);
  });

  it('ignores events that do not apply (sign-out while signed out, profile update while signed out)', async () => {
    const { actor, calls } = start({ readAccessToken: async () => null });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'user.signOut' });
    actor.send({ type: 'profile.updated', profile: { firstName: 'X' } });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls).toEqual(['readAccessToken']);
  });

  it('a failure to read the token leaves the user signed out with the error reported', async () => {
    const { actor, calls } = start({
      readAccessToken: async () => {
        throw new Error('cookies blocked');
      },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toEqual(['readAccessToken']);
    expect(snapshot.context.error).toMatchObject({ source: 'readAccessToken', message: 'cookies blocked' });
  });

  it('without provided actors, fails loudly instead of pretending', async () => {
    const actor = createActor(sessionMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.error?.message).toBe(
      'session machine: the actor "readAccessToken" is not provided',
    );
  });
});

describe('session helpers', () => {
  it('ownerSpace picks the OWNER space, else null', () => {
    expect(ownerSpace(ownerMe.spaces)).toEqual(ownerMe.spaces[0]);
    expect(ownerSpace(memberMe.spaces)).toBeNull();
    expect(ownerSpace(undefined)).toBeNull();
  });

  it('mergeUser lays the profile over me, skipping undefined fields, keeping me.spaces', () => {
    const user = mergeUser(ownerMe, { email: undefined, firstName: 'Lan', spaces: [] } as never);
    expect(user.email).toBe(ownerMe.email);
    expect(user.firstName).toBe('Lan');
    expect(user.spaces).toEqual(ownerMe.spaces);
  });

  it('toSessionError reads ApiError-like objects, Errors and strings', () => {
    expect(toSessionError('me', unauthorized)).toEqual({ source: 'me', ...unauthorized });
    expect(toSessionError('signOut', new Error('x'))).toEqual({
      source: 'signOut',
      status: null,
      code: null,
      message: 'x',
    });
    expect(toSessionError('profile', 'boom')).toMatchObject({ message: 'boom' });
  });

  it('displayName uses first and last name, else the e-mail', () => {
    expect(displayName({ firstName: 'Lan', lastName: 'Nguyễn', email: 'a@b.vn' })).toBe('Lan Nguyễn');
    expect(displayName({ firstName: ' ', lastName: '', email: 'a@b.vn' })).toBe('a@b.vn');
  });
});
