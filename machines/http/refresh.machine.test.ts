import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../../domain/failures';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { refreshMachine, REFRESH_FAILED_LOG } from './refresh.machine';
import {
  createRefreshCoordinator,
  createUnauthorizedHook,
  markRetried,
  RefreshOfflineError,
  RETRY_MARK_HEADER,
  unauthorizedCode,
  wasRetried,
  type RefreshDecision,
} from './refresh-coordinator';
import type { RefreshedTokens, RefreshSessionOutput } from './refresh.types';

const tokens: RefreshedTokens = {
  idToken: 'id-2',
  accessToken: 'access-2',
  refreshToken: 'refresh-1',
  userName: 'owner@ghg-demo.vn',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function codedError(code: string, message = code) {
  return Object.assign(new Error(message), { code, name: code });
}

/** A refresh machine with spies for every injected action and a refresh that the test settles. */
function setupRefresh() {
  const refresh = deferred<RefreshSessionOutput>();
  const refreshSession = vi.fn(() => refresh.promise);
  const spies = {
    clearSession: vi.fn(),
    clearCachedUser: vi.fn(),
    notify: vi.fn(),
    log: vi.fn(),
    onRefreshed: vi.fn(),
  };
  const clock = new SimulatedClock();
  const machine = refreshMachine.provide({
    actors: { refreshSession: fromPromise(refreshSession) },
    actions: {
      clearSession: () => spies.clearSession(),
      clearCachedUser: () => spies.clearCachedUser(),
      notify: (_, params) => spies.notify(params),
      log: (_, params) => spies.log(params),
      onRefreshed: (_, params) => spies.onRefreshed(params),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const coordinator = createRefreshCoordinator(actor);
  return { actor, coordinator, refresh, refreshSession, spies, clock };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Which promises have settled so far, and how. */
function track(promises: Promise<RefreshDecision>[]) {
  const results: Array<RefreshDecision | { rejected: unknown } | 'pending'> = promises.map(() => 'pending');
  promises.forEach((promise, i) =>
    promise.then(
      (decision) => (results[i] = decision),
      (error) => (results[i] = { rejected: error }),
    ),
  );
  return results;
}

describe('refresh machine + coordinator', () => {
  it('shares ONE refresh between five concurrent 401s and lets all five retry', async () => {
    const { actor, coordinator, refresh, refreshSession, spies } = setupRefresh();
    const decisions = ['a', 'b', 'c', 'd', 'e'].map((id) =>
      coordinator.handleUnauthorized(id, { code: null }),
    );
    await tick();
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.waiting).toEqual(['a', 'b', 'c', 'd', 'e']);

    refresh.resolve({ kind: 'refreshed', tokens });
    expect(await Promise.all(decisions)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      refreshCount: 1,
      waiting: [],
      lastOutcome: 'refreshed',
    });
    expect(spies.onRefreshed).toHaveBeenCalledExactlyOnceWith({ refreshCount: 1, tokens });
    expect(spies.clearSession).not.toHaveBeenCalled();
    expect(spies.log).not.toHaveBeenCalled();
  });

  it('never retries the same request twice: its second 401 is rejected without a refresh', async () => {
    const { coordinator, refresh, refreshSession, actor } = setupRefresh();
    const first = coordinator.handleUnauthorized('r1');
    refresh.resolve({ kind: 'refreshed', tokens });
    expect(await first).toBe('retry');
    expect(await coordinator.handleUnauthorized('r1')).toBe('reject');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('counts every refresh and reports the running count', async () => {
    const refreshes = [deferred<RefreshSessionOutput>(), deferred<RefreshSessionOutput>()];
    const onRefreshed = vi.fn();
    let call = 0;
    const actor = createActor(
      refreshMachine.provide({
        actors: { refreshSession: fromPromise(() => refreshes[call++].promise) },
        actions: { onRefreshed: (_, params) => onRefreshed(params.refreshCount) },
      }),
      { input: { refreshCount: 3 } },
    ).start();
    const coordinator = createRefreshCoordinator(actor);
    const first = coordinator.handleUnauthorized('x');
    refreshes[0].resolve({ kind: 'refreshed', tokens });
    await first;
    const second = coordinator.handleUnauthorized('y');
    refreshes[1].resolve({ kind: 'refreshed', tokens });
    await second;
    expect(onRefreshed.mock.calls).toEqual([[4], [5]]);
    expect(actor.getSnapshot().context.refreshCount).toBe(5);
  });

  it('without a refresh-token cookie clears the session and rejects every waiting request', async () => {
    const { coordinator, refresh, spies, actor } = setupRefresh();
    const decisions = [coordinator.handleUnauthorized('a'), coordinator.handleUnauthorized('b')];
    refresh.resolve({ kind: 'noRefreshToken' });
    expect(await Promise.all(decisions)).toEqual(['reject', 'reject']);
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(spies.clearCachedUser).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ refreshCount: 0, lastOutcome: 'noRefreshToken' });
  });

  it('NotAuthorizedException from the refresh: logs, clears the cached user and the session, rejects', async () => {
    const { coordinator, refresh, spies } = setupRefresh();
    const decisions = [coordinator.handleUnauthorized('a'), coordinator.handleUnauthorized('b')];
    const error = codedError('NotAuthorizedException', 'Refresh Token has been revoked');
    refresh.reject(error);
    expect(await Promise.all(decisions)).toEqual(['reject', 'reject']);
    expect(REFRESH_FAILED_LOG).toBe('Lỗi khi làm mới session');
    expect(spies.log).toHaveBeenCalledExactlyOnceWith({ message: 'Lỗi khi làm mới session', error });
    expect(spies.clearCachedUser).toHaveBeenCalledTimes(1);
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(spies.onRefreshed).not.toHaveBeenCalled();
  });

  it('any other refresh failure: logs, clears the session (not the cached user), rejects', async () => {
    const { coordinator, refresh, spies, actor } = setupRefresh();
    const decision = coordinator.handleUnauthorized('a');
    refresh.reject(codedError('InternalErrorException'));
    expect(await decision).toBe('reject');
    expect(spies.log).toHaveBeenCalledTimes(1);
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(spies.clearCachedUser).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.lastOutcome).toBe('refreshFailed');
  });

  it('a network failure during the refresh is "offline": rejects with a NetworkError, keeps the session', async () => {
    const { coordinator, refresh, spies, actor } = setupRefresh();
    const decisions = [coordinator.handleUnauthorized('a'), coordinator.handleUnauthorized('b')];
    const results = track(decisions);
    refresh.reject(codedError(NETWORK_ERROR, 'Network error'));
    await tick();
    for (const result of results) {
      expect(result).toEqual({ rejected: expect.any(RefreshOfflineError) });
      const error = (result as { rejected: RefreshOfflineError }).rejected;
      expect(error.code).toBe(NETWORK_ERROR);
      expect(error.message).toBe('Network Error');
    }
    expect(spies.log).toHaveBeenCalledTimes(1);
    expect(spies.clearSession).not.toHaveBeenCalled();
    expect(spies.clearCachedUser).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.lastOutcome).toBe('offline');
  });

  it('ACCOUNT_NOT_ACTIVATED: toast, session cleared, rejected only after 2000 ms, no refresh', async () => {
    const { coordinator, refreshSession, spies, clock, actor } = setupRefresh();
    const first = track([coordinator.handleUnauthorized('a', { code: 'ACCOUNT_NOT_ACTIVATED' })]);
    await tick();
    expect(actor.getSnapshot().value).toBe('accountNotActivated');
    expect(spies.notify).toHaveBeenCalledExactlyOnceWith({ key: 'accountNotActivated' });
    expect(spies.clearSession).toHaveBeenCalledTimes(1);

    // Another 401 meanwhile waits for the same outcome.
    const second = track([coordinator.handleUnauthorized('b')]);
    clock.increment(1999);
    await tick();
    expect([...first, ...second]).toEqual(['pending', 'pending']);
    clock.increment(1);
    await tick();
    expect([...first, ...second]).toEqual(['reject', 'reject']);
    expect(refreshSession).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ACCOUNT_NOT_ACTIVATED during a refresh abandons the refresh; everyone is rejected after the wait', async () => {
    const { coordinator, refresh, spies, clock, actor } = setupRefresh();
    const results = track([
      coordinator.handleUnauthorized('a'),
      coordinator.handleUnauthorized('b', { code: 'ACCOUNT_NOT_ACTIVATED' }),
    ]);
    await tick();
    expect(actor.getSnapshot().value).toBe('accountNotActivated');
    refresh.resolve({ kind: 'refreshed', tokens }); // too late: that actor was stopped
    clock.increment(2000);
    await tick();
    expect(results).toEqual(['reject', 'reject']);
    expect(spies.onRefreshed).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.refreshCount).toBe(0);
  });

  it('rejects loudly when the refreshSession actor is not provided', async () => {
    const log = vi.fn();
    const actor = createActor(
      refreshMachine.provide({ actions: { log: (_, params) => log(params) } }),
    ).start();
    expect(await createRefreshCoordinator(actor).handleUnauthorized('a')).toBe('reject');
    expect(log.mock.calls[0][0].error.message).toMatch(/refreshSession" is not provided/);
  });

  it('dispose rejects the requests still waiting', async () => {
    const { coordinator } = setupRefresh();
    const pending = coordinator.handleUnauthorized('a');
    coordinator.dispose();
    await expect(pending).rejects.toThrow(/disposed/);
  });
});

describe('helpers for the HTTP middleware', () => {
  it('marks a retried request through its headers', () => {
    const headers = new Headers({ Authorization: 'Bearer x' });
    expect(wasRetried(headers)).toBe(false);
    markRetried(headers);
    expect(headers.get(RETRY_MARK_HEADER)).toBe('1');
    expect(wasRetried(headers)).toBe(true);
  });

  it('reads the error code of a 401 body (code, or the spec\'s "message ACCOUNT_NOT_ACTIVATED")', async () => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 401 });
    expect(
      await unauthorizedCode(json({ statusCode: 401, code: 'ACCOUNT_NOT_ACTIVATED', message: '...' })),
    ).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(await unauthorizedCode(json({ message: 'ACCOUNT_NOT_ACTIVATED' }))).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(await unauthorizedCode(json({ statusCode: 401, code: 'UNAUTHORIZED' }))).toBe('UNAUTHORIZED');
    expect(await unauthorizedCode(new Response('not json', { status: 401 }))).toBeNull();
  });

  it('the onUnauthorized hook retries after a refresh, keeps the 401 otherwise, maps offline', async () => {
    const refreshed = setupRefresh();
    const hook = createUnauthorizedHook(refreshed.coordinator);
    const retry = vi.fn(async () => 'retried response');
    const answer = hook({ response: new Response('{}', { status: 401 }), retry });
    await tick();
    refreshed.refresh.resolve({ kind: 'refreshed', tokens });
    expect(await answer).toBe('retried response');
    expect(retry).toHaveBeenCalledTimes(1);

    const refused = setupRefresh();
    const keep = createUnauthorizedHook(refused.coordinator)({
      response: new Response('{}', { status: 401 }),
      retry,
    });
    await tick();
    refused.refresh.resolve({ kind: 'noRefreshToken' });
    expect(await keep).toBeUndefined();
    expect(retry).toHaveBeenCalledTimes(1);

    const offline = setupRefresh();
    const mapped = new Error('client network error');
    const offlineHook = createUnauthorizedHook(offline.coordinator, { offlineError: () => mapped });
    const failing = offlineHook({ response: new Response('{}', { status: 401 }), retry });
    await tick();
    offline.refresh.reject(codedError(NETWORK_ERROR));
    await expect(failing).rejects.toBe(mapped);
  });
});
