// Token refresh-and-retry (spec sections 8 and 9, ARCHITECTURE "Session"):
// - a 401 (first time for a request) refreshes the session once and the request is retried;
// - 401s that arrive while a refresh runs join it: ONE refresh settles every waiting request;
// - no refresh-token cookie, or a failed refresh: the session is cleared and the requests are rejected;
// - NotAuthorizedException from the refresh also clears the identity library's cached user;
// - every refresh failure logs "Lỗi khi làm mới session";
// - a network failure during the refresh is "offline", not "signed out": reject, keep the session;
// - a 401 whose body code is ACCOUNT_NOT_ACTIVATED: toast, clear the session, wait 2000 ms, reject.
// Requests are identified by id only; `refresh-coordinator.ts` turns the emitted `requests.settled` events into
// the promises the HTTP middleware awaits. "Retry at most once per request" is the coordinator's rule.
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { NETWORK_ERROR } from '../../domain/failures';
import { messages } from '../../domain/messages';
import {
  ACCOUNT_NOT_ACTIVATED,
  ACCOUNT_NOT_ACTIVATED_DELAY_MS,
  type LogParams,
  type NotifyParams,
  type RefreshedParams,
  type RefreshOutcome,
  type RefreshSessionOutput,
  type RefreshTypes,
  type RequestsSettled,
} from './refresh.types';
import { notProvided } from '../kit/actors';
import { errorCode, errorOf, messageOf, outputOf as outputOfEvent } from '../kit/failures';

/** A refresh answer is an object with a `kind` (the adapter's RefreshSessionOutput). */
function isRefreshAnswer(value: unknown): value is RefreshSessionOutput {
  return typeof value === 'object' && value !== null && 'kind' in value && typeof value.kind === 'string';
}

function outputOf(event: { type: string }): RefreshSessionOutput {
  const output = outputOfEvent(event);
  if (!isRefreshAnswer(output)) {
    throw new Error(`refresh: ${event.type} carries no refresh answer`);
  }
  return output;
}

function describeError(error: unknown): RequestsSettled['error'] {
  if (error === undefined) return null;
  return { message: messageOf(error), code: errorCode(error) };
}

export const REFRESH_FAILED_LOG = messages.vi.errors.refreshFailed;

export const refreshMachine = setup({
  types: {} as RefreshTypes,
  actors: {
    refreshSession: fromPromise<RefreshSessionOutput>(notProvided('refresh', 'refreshSession')),
  },
  guards: {
    isAccountNotActivated: ({ event }) => event.code === ACCOUNT_NOT_ACTIVATED,
    isRefreshed: ({ event }) => outputOf(event).kind === 'refreshed',
    isOffline: ({ event }) => errorCode(errorOf(event)) === NETWORK_ERROR,
    isNotAuthorized: ({ event }) => errorCode(errorOf(event)) === 'NotAuthorizedException',
  },
  actions: {
    // Injected by the app root (tests provide spies). Defaults do nothing so the machine stays pure.
    /** Removes the access, refresh, session and user-name cookies and local data (spec section 9). */
    clearSession: () => {},
    /** Clears amazon-cognito-identity-js's cached user (spec section 8, NotAuthorizedException on refresh). */
    clearCachedUser: () => {},
    /** Shows a toast with the given catalogue text. */
    notify: (_, _params: NotifyParams) => {},
    log: (_, _params: LogParams) => {},
    /** Reports the new refresh count (session `countRefeshToken`) and tokens. */
    onRefreshed: (_, _params: RefreshedParams) => {},

    enqueue: assign(({ context, event }) => ({
      waiting: context.waiting.includes(event.requestId)
        ? context.waiting
        : [...context.waiting, event.requestId],
    })),
    countRefresh: assign(({ context }) => ({ refreshCount: context.refreshCount + 1 })),
    settle: emit(({ context, event }, params: { outcome: RefreshOutcome }) => ({
      type: 'requests.settled' as const,
      requestIds: context.waiting,
      outcome: params.outcome,
      error: describeError(errorOf(event)),
    })),
    forgetWaiting: assign((_, params: { outcome: RefreshOutcome }) => ({
      waiting: [],
      lastOutcome: params.outcome,
    })),
  },
}).createMachine({
  id: 'refresh',
  context: ({ input }) => ({
    waiting: [],
    refreshCount: (input ? input.refreshCount : undefined) ?? 0,
    lastOutcome: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'request.unauthorized': [
          { guard: 'isAccountNotActivated', target: 'accountNotActivated', actions: 'enqueue' },
          { target: 'refreshing', actions: 'enqueue' },
        ],
      },
    },
    refreshing: {
      on: {
        'request.unauthorized': [
          // The account is refused outright: the refresh is abandoned, its waiters are rejected with this one.
          { guard: 'isAccountNotActivated', target: 'accountNotActivated', actions: 'enqueue' },
          // Joins the running refresh.
          { actions: 'enqueue' },
        ],
      },
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: [
          {
            guard: 'isRefreshed',
            target: 'idle',
            actions: [
              'countRefresh',
              {
                type: 'onRefreshed',
                params: ({ context, event }) => {
                  const output = outputOf(event);
                  if (output.kind !== 'refreshed') throw new Error('refresh: onRefreshed needs new tokens');
                  return { refreshCount: context.refreshCount, tokens: output.tokens };
                },
              },
              { type: 'settle', params: { outcome: 'refreshed' } },
              { type: 'forgetWaiting', params: { outcome: 'refreshed' } },
            ],
          },
          {
            target: 'idle',
            actions: [
              'clearSession',
              { type: 'settle', params: { outcome: 'noRefreshToken' } },
              { type: 'forgetWaiting', params: { outcome: 'noRefreshToken' } },
            ],
          },
        ],
        onError: [
          {
            guard: 'isOffline',
            target: 'idle',
            actions: [
              { type: 'log', params: ({ event }) => ({ message: REFRESH_FAILED_LOG, error: event.error }) },
              { type: 'settle', params: { outcome: 'offline' } },
              { type: 'forgetWaiting', params: { outcome: 'offline' } },
            ],
          },
          {
            guard: 'isNotAuthorized',
            target: 'idle',
            actions: [
              { type: 'log', params: ({ event }) => ({ message: REFRESH_FAILED_LOG, error: event.error }) },
              'clearCachedUser',
              'clearSession',
              { type: 'settle', params: { outcome: 'refreshFailed' } },
              { type: 'forgetWaiting', params: { outcome: 'refreshFailed' } },
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'log', params: ({ event }) => ({ message: REFRESH_FAILED_LOG, error: event.error }) },
              'clearSession',
              { type: 'settle', params: { outcome: 'refreshFailed' } },
              { type: 'forgetWaiting', params: { outcome: 'refreshFailed' } },
            ],
          },
        ],
      },
    },
    accountNotActivated: {
      entry: [{ type: 'notify', params: { key: 'accountNotActivated' } }, 'clearSession'],
      on: {
        // The session is gone: anything else refused meanwhile is settled with the same outcome.
        'request.unauthorized': { actions: 'enqueue' },
      },
      after: {
        [ACCOUNT_NOT_ACTIVATED_DELAY_MS]: {
          target: 'idle',
          actions: [
            { type: 'settle', params: { outcome: 'accountNotActivated' } },
            { type: 'forgetWaiting', params: { outcome: 'accountNotActivated' } },
          ],
        },
      },
    },
  },
});

export type RefreshActorRef = ActorRefFrom<typeof refreshMachine>;
export type RefreshSnapshot = SnapshotFrom<typeof refreshMachine>;
