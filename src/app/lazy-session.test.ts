// The browser's session handle before and after the session machine has loaded: what it shows meanwhile, that
// events wait for the actor in order, and that a failed load does not leave it `checking`.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionMe, SessionProfile } from '../../machines/session/session.types';
import { ownerMe, ownerProfile } from '../../tests/fixtures/session';
import { createLazySession } from './lazy-session';
import { sessionHandleOf } from './session-handle';

function sessionWith(token: () => string | null) {
  return createActor(
    sessionMachine.provide({
      actors: {
        readAccessToken: fromPromise<string | null>(async () => token()),
        fetchMe: fromPromise<SessionMe>(async () => ownerMe),
        fetchProfile: fromPromise<SessionProfile>(async () => ownerProfile),
      },
    }),
  );
}

describe('createLazySession', () => {
  it('without a token: signed out, loads nothing until an event, which then reaches the started actor', async () => {
    let token: string | null = null;
    const actor = sessionWith(() => token);
    const start = vi.fn(async () => sessionHandleOf(actor.start()));
    const session = createLazySession({ hasAccessToken: false, start });
    await session.ready;
    expect(session.getView()).toEqual({ kind: 'signedOut' });
    expect(start).not.toHaveBeenCalled();

    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getView().kind));
    token = 'fresh.access.token';
    session.send({ type: 'session.signedIn' });
    // At once: the machine is about to boot, so a page requiring a session waits instead of seeing `signedOut`.
    expect(session.getView()).toEqual({ kind: 'checking' });
    expect(start).toHaveBeenCalledTimes(1);
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(session.getView()).toMatchObject({ kind: 'signedIn', user: { email: ownerMe.email } });
    expect(seen[0]).toBe('checking');
    expect(seen.at(-1)).toBe('signedIn');
  });

  it('with a token: starts at once, `checking` until the actor runs, and ready once it does', async () => {
    const actor = sessionWith(() => 'access.token');
    const session = createLazySession({
      hasAccessToken: true,
      start: async () => sessionHandleOf(actor.start()),
    });
    expect(session.getView()).toEqual({ kind: 'checking' });
    await session.ready;
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(session.getView().kind).toBe('signedIn');
  });

  it('events sent before the actor runs reach it in order', async () => {
    const sent: string[] = [];
    let resolveStart: (handle: ReturnType<typeof sessionHandleOf>) => void = () => {};
    const session = createLazySession({
      hasAccessToken: false,
      start: () => new Promise((resolve) => (resolveStart = resolve)),
    });
    session.send({ type: 'session.signedIn' });
    session.send({ type: 'user.retry' });
    const handle = sessionHandleOf(sessionWith(() => null));
    resolveStart({ ...handle, send: (event) => sent.push(event.type) });
    await session.ready;
    await Promise.resolve();
    expect(sent).toEqual(['session.signedIn', 'user.retry']);
  });

  it('a session that cannot load shows signed out again, and the next event tries again', async () => {
    const onStartFailed = vi.fn();
    const start = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    const session = createLazySession({ hasAccessToken: true, start, onStartFailed });
    await session.ready;
    expect(session.getView()).toEqual({ kind: 'signedOut' });
    expect(onStartFailed).toHaveBeenCalledTimes(1);
    session.send({ type: 'session.signedIn' });
    expect(start).toHaveBeenCalledTimes(2);
  });
});
