// A tiny framework-free bridge between the HTTP middleware (src/api/client.ts) and the refresh machine.
//
// API (what the openapi-fetch middleware calls):
//
//   const refresh = createActor(refreshMachine.provide({ actors: { refreshSession }, actions: { ... } })).start();
//   const coordinator = createRefreshCoordinator(refresh);
//
//   coordinator.handleUnauthorized(requestId, { code }): Promise<'retry' | 'reject'>
//     requestId  the middleware's unique request id (openapi-fetch passes `id` to onRequest/onResponse);
//     code       the `code` of the 401's JSON error body ({ statusCode, code, message }), or null.
//     resolves   'retry'  -> the session was refreshed: re-send the request ONCE with the new access-token cookie;
//                'reject' -> do not retry: return/throw the 401 (session cleared, account not activated after the
//                            2000 ms wait, no refresh token, refresh refused, or this request was already retried);
//     rejects    with RefreshOfflineError (code NETWORK_ERROR) when the refresh failed for lack of network: the
//                session is KEPT; surface it as a network error ("Network Error" toast), never as "signed out".
//
//   Retrying at most once: the coordinator answers 'reject' (without refreshing) to a second 401 for a request id
//   it already allowed to retry. When the retry is sent as a NEW request (a new id, e.g. through `fetch` or the
//   client again), mark it so the middleware skips it:
//     const headers = new Headers(original.headers); markRetried(headers);  // sets RETRY_MARK_HEADER
//     ... on a 401: if (wasRetried(response.request?.headers ?? request.headers)) return response;
//
//   Concurrency: any number of simultaneous 401s share ONE refresh; each gets its own promise, all settled by the
//   same outcome.
import { NETWORK_ERROR } from '../../domain/failures';
import type { RefreshActorRef } from './refresh.machine';
import type { RefreshOutcome, RequestsSettled } from './refresh.types';

export type RefreshDecision = 'retry' | 'reject';

export interface UnauthorizedResponseInfo {
  /** The error body's `code`, e.g. 'ACCOUNT_NOT_ACTIVATED'; null or absent when the body has none. */
  code?: string | null;
}

export interface RefreshCoordinator {
  handleUnauthorized(requestId: string, response?: UnauthorizedResponseInfo): Promise<RefreshDecision>;
  /** Stops listening; pending promises reject. */
  dispose(): void;
}

/** The refresh failed because the network is unreachable: a network error, not a sign-out. */
export class RefreshOfflineError extends Error {
  readonly code = NETWORK_ERROR;
  override readonly name = 'NetworkError';
  constructor(cause?: unknown) {
    super('Network Error', { cause });
  }
}

/** Header the middleware puts on a retried request so a second 401 is never refreshed again. */
export const RETRY_MARK_HEADER = 'x-auth-retry';

export function markRetried(headers: { set(name: string, value: string): void }): void {
  headers.set(RETRY_MARK_HEADER, '1');
}

export function wasRetried(headers: { get(name: string): string | null }): boolean {
  return headers.get(RETRY_MARK_HEADER) === '1';
}

interface Waiter {
  resolve: (decision: RefreshDecision) => void;
  reject: (error: unknown) => void;
}

/** How many retried request ids to remember (a request's second 401 arrives within seconds). */
const RETRIED_MEMORY = 500;

export function createRefreshCoordinator(actorRef: RefreshActorRef): RefreshCoordinator {
  const waiters = new Map<string, Waiter[]>();
  const retried = new Set<string>();

  function rememberRetried(requestId: string): void {
    retried.add(requestId);
    if (retried.size > RETRIED_MEMORY) retried.delete(retried.values().next().value as string);
  }

  function settle(requestId: string, outcome: RefreshOutcome, error: RequestsSettled['error']): void {
    const list = waiters.get(requestId) ?? [];
    waiters.delete(requestId);
    for (const waiter of list) {
      if (outcome === 'refreshed') {
        rememberRetried(requestId);
        waiter.resolve('retry');
      } else if (outcome === 'offline') {
        waiter.reject(new RefreshOfflineError(error));
      } else {
        waiter.resolve('reject');
      }
    }
  }

  const subscription = actorRef.on('requests.settled', (event) => {
    for (const requestId of event.requestIds) settle(requestId, event.outcome, event.error);
  });

  return {
    handleUnauthorized(requestId, response = {}) {
      if (retried.has(requestId)) return Promise.resolve('reject');
      return new Promise<RefreshDecision>((resolve, reject) => {
        const list = waiters.get(requestId) ?? [];
        list.push({ resolve, reject });
        waiters.set(requestId, list);
        actorRef.send({ type: 'request.unauthorized', requestId, code: response.code ?? null });
      });
    },
    dispose() {
      subscription.unsubscribe();
      for (const [requestId, list] of waiters) {
        for (const waiter of list)
          waiter.reject(new Error(`refresh coordinator disposed before ${requestId} settled`));
      }
      waiters.clear();
    },
  };
}

/** The `code` of a 401's JSON error body; the spec's wording ("401 with message ACCOUNT_NOT_ACTIVATED") is read too. */
export async function unauthorizedCode(response: {
  clone(): { json(): Promise<unknown> };
}): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { code?: unknown; message?: unknown } | null;
    if (body && typeof body.code === 'string' && body.code) return body.code;
    if (body && body.message === 'ACCOUNT_NOT_ACTIVATED') return 'ACCOUNT_NOT_ACTIVATED';
  } catch {
    // Not JSON: an ordinary 401.
  }
  return null;
}

export interface UnauthorizedHookOptions {
  /** Turns the offline outcome into the client's own network error (e.g. its ApiError with status 0). */
  offlineError?: (error: RefreshOfflineError) => unknown;
}

/**
 * Ready-made `onUnauthorized` hook for src/api/client.ts (`{ response, retry }` → retried response, or undefined to
 * keep the 401). The client never passes a retried request through the hook again, so each hook call is a new
 * request id.
 */
export function createUnauthorizedHook(
  coordinator: RefreshCoordinator,
  options: UnauthorizedHookOptions = {},
) {
  let sequence = 0;
  return async <R>(context: {
    response: { clone(): { json(): Promise<unknown> } };
    retry: () => Promise<R>;
  }): Promise<R | undefined> => {
    const code = await unauthorizedCode(context.response);
    let decision: RefreshDecision;
    try {
      decision = await coordinator.handleUnauthorized(`unauthorized-${++sequence}`, { code });
    } catch (error) {
      if (error instanceof RefreshOfflineError && options.offlineError) throw options.offlineError(error);
      throw error;
    }
    return decision === 'retry' ? context.retry() : undefined;
  };
}
