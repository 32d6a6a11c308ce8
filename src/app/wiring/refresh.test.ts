// The refresh wiring: the API client's 401 hook over the refresh machine, with fake identity and cookies.
import { NETWORK_ERROR } from '../../../domain/failures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnauthorizedContext } from '../../api/client';
import { createRefresh, createUnauthorizedHandler } from './refresh';

const tokens = { idToken: 'id-2', accessToken: 'access-2', refreshToken: 'refresh-1', userName: 'lan@x.vn' };

function unauthorized(id: string, sentToken: string, body: unknown = { code: 'UNAUTHORIZED' }) {
  const retry = vi.fn(async () => new Response('{"data":{}}', { status: 200 }));
  const context: UnauthorizedContext = {
    id,
    request: new Request('http://app.test/api/auth/me', {
      headers: { Authorization: `Bearer ${sentToken}` },
    }),
    response: new Response(JSON.stringify(body), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    }),
    retry,
  };
  return { context, retry };
}

function setup(refreshSession: () => Promise<never> | Promise<{ kind: 'refreshed'; tokens: typeof tokens }>) {
  let cookie = 'access-1';
  const sent: string[] = [];
  const cleared = vi.fn();
  const notify = vi.fn();
  const refresh = vi.fn(async () => {
    const answer = await refreshSession();
    cookie = answer.tokens.accessToken;
    return answer;
  });
  const { coordinator, actor } = createRefresh(
    { send: (event) => void sent.push(event.type) },
    { refreshSession: refresh, clearSession: cleared, clearCachedUser: vi.fn(), notify },
  );
  const handler = createUnauthorizedHandler(coordinator, () => cookie);
  return { handler, refresh, sent, cleared, notify, actor };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('refresh wiring', () => {
  it('concurrent 401s share ONE refresh and are each retried once', async () => {
    const { handler, refresh, sent } = setup(async () => ({ kind: 'refreshed', tokens }));
    const calls = ['a', 'b', 'c', 'd', 'e'].map((id) => unauthorized(id, 'access-1'));
    await Promise.all(calls.map(({ context }) => handler(context)));
    expect(refresh).toHaveBeenCalledTimes(1);
    for (const { retry } of calls) expect(retry).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['session.refreshed']);
  });

  it('a 401 that arrives after the refresh (sent with the old token) is retried without a second refresh', async () => {
    const { handler, refresh } = setup(async () => ({ kind: 'refreshed', tokens }));
    await handler(unauthorized('first', 'access-1').context);
    const late = unauthorized('late', 'access-1');
    await handler(late.context);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(late.retry).toHaveBeenCalledTimes(1);
  });

  it('a refused refresh clears the session, tells the session it expired, and keeps the 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('Refresh Token has expired'), { code: 'NotAuthorizedException' });
    const { handler, sent, cleared } = setup(() => Promise.reject(refused));
    const call = unauthorized('x', 'access-1');
    expect(await handler(call.context)).toBeUndefined();
    expect(call.retry).not.toHaveBeenCalled();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['session.expired']);
  });

  it('N concurrent 401s with a refused refresh make exactly ONE refresh call; late 401s do not ask again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('Invalid Refresh Token'), { code: 'NotAuthorizedException' });
    let refuse: (error: unknown) => void = () => undefined;
    const { handler, refresh, sent, cleared } = setup(
      () => new Promise<never>((_, reject) => (refuse = reject)),
    );
    const calls = Array.from({ length: 6 }, (_, i) => unauthorized(`c${i}`, 'access-1'));
    const answers = calls.map(({ context }) => handler(context));
    // Every call reaches the machine (the body is read first) before Cognito answers.
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    refuse(refused);
    expect(await Promise.all(answers)).toEqual(calls.map(() => undefined));
    // The answers of requests sent with the same refused session arrive later: no second refresh.
    const late = ['l1', 'l2'].map((id) => unauthorized(id, 'access-1'));
    expect(await Promise.all(late.map(({ context }) => handler(context)))).toEqual([undefined, undefined]);
    expect(refresh).toHaveBeenCalledTimes(1);
    for (const { retry } of [...calls, ...late]) expect(retry).not.toHaveBeenCalled();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['session.expired']);
  });

  it('offline during the refresh is a network error, never a sign-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offline = Object.assign(new Error('Network error'), { code: NETWORK_ERROR });
    const { handler, sent, cleared } = setup(() => Promise.reject(offline));
    await expect(handler(unauthorized('x', 'access-1').context)).rejects.toMatchObject({
      code: NETWORK_ERROR,
    });
    expect(cleared).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('ACCOUNT_NOT_ACTIVATED: the toast, the session cleared, 2 s later the 401 is kept (no refresh)', async () => {
    vi.useFakeTimers();
    const { handler, refresh, notify, cleared, sent } = setup(async () => ({ kind: 'refreshed', tokens }));
    const call = unauthorized('x', 'access-1', { code: 'ACCOUNT_NOT_ACTIVATED', message: 'x' });
    const answer = handler(call.context);
    await vi.advanceTimersByTimeAsync(10);
    expect(notify).toHaveBeenCalledWith('Tài khoản chưa được kích hoạt, vui lòng kiểm tra email');
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['session.expired']);
    let settledAnswer: unknown = 'pending';
    void answer.then((value) => (settledAnswer = value));
    await vi.advanceTimersByTimeAsync(1900);
    expect(settledAnswer).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(settledAnswer).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
    expect(call.retry).not.toHaveBeenCalled();
  });
});
