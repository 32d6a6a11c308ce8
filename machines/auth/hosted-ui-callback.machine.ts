// The Hosted UI (Google / Facebook) callback: the URL's `code` and `state` -> runtime config -> the PKCE verifier
// stored for that `state` -> the code exchanged at https://<hostedUiDomain>/oauth2/token -> session stored ->
// signed in. Every way it can go wrong ends in `failed` with a reason the view explains; none falls through.
// Side effects are named actors provided by src/app/wiring/sign-in.ts; their defaults reject loudly.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { parseIdentityConfig } from '../../domain/identity-config';
import type {
  ExchangeCodeInput,
  HostedUiCallbackInput,
  HostedUiCallbackTypes,
  HostedUiCallbackView,
  HostedUiFailure,
  LoadConfigOutput,
  StoreSessionInput,
  TakeVerifierInput,
  TakeVerifierOutput,
} from './hosted-ui-callback.types';
import type { SessionTokens } from './sign-in.types';
import { notProvided } from '../kit/actors';
import { errorOf, messageOf, outputOf } from '../kit/failures';

/**
 * What is wrong with the callback URL, or null: the provider's `error` (with its description), no `code`, or no
 * `state` (a code without state cannot be tied to a sign-in this browser started).
 */
export function queryFailure(query: HostedUiCallbackInput): HostedUiFailure | null {
  if (query.error !== null) {
    return {
      reason: 'providerError',
      detail: [query.error, query.errorDescription].filter(Boolean).join(': '),
    };
  }
  if (!query.code) return { reason: 'missingCode', detail: null };
  if (!query.state) return { reason: 'stateMismatch', detail: null };
  return null;
}

export const hostedUiCallbackMachine = setup({
  types: {} as HostedUiCallbackTypes,
  actors: {
    loadConfig: fromPromise<LoadConfigOutput>(notProvided('hosted-ui-callback', 'loadConfig')),
    takeVerifier: fromPromise<TakeVerifierOutput, TakeVerifierInput>(
      notProvided('hosted-ui-callback', 'takeVerifier'),
    ),
    exchangeCode: fromPromise<SessionTokens, ExchangeCodeInput>(
      notProvided('hosted-ui-callback', 'exchangeCode'),
    ),
    storeSession: fromPromise<void, StoreSessionInput>(notProvided('hosted-ui-callback', 'storeSession')),
  },
  guards: {
    canRetry: ({ context }) => context.failure?.reason === 'notConfigured',
    isQueryUnusable: ({ context }) => queryFailure(context) !== null,
    isConfigUsable: ({ event }) => {
      const result = parseIdentityConfig(outputOf(event));
      return result.ok && result.config.hostedUiDomain !== null;
    },
    hasVerifier: ({ event }) => {
      const verifier = outputOf(event);
      return typeof verifier === 'string' && verifier !== '';
    },
  },
  actions: {
    /** Tells the session the user is signed in; provided by the app root. */
    notifySignedIn: (_, _params: { tokens: SessionTokens }) => {},
    fail: assign((_, failure: HostedUiFailure) => ({ failure })),
    clearFailure: assign({ failure: null }),
    failQuery: assign(({ context }) => ({ failure: queryFailure(context) })),
    failConfig: assign(({ event }) => {
      const result = parseIdentityConfig(outputOf(event));
      return {
        failure: { reason: 'notConfigured' as const, detail: result.ok ? null : result.issues.join('; ') },
      };
    }),
    failConfigLoad: assign(({ event }) => ({
      failure: { reason: 'notConfigured' as const, detail: messageOf(errorOf(event)) },
    })),
    failExchange: assign(({ event }) => ({
      failure: { reason: 'exchangeFailed' as const, detail: messageOf(errorOf(event)) },
      tokens: null,
    })),
    rememberConfig: assign(({ event }) => {
      const result = parseIdentityConfig(outputOf(event));
      return { config: result.ok ? result.config : null };
    }),
    rememberVerifier: assign((_, params: { verifier: TakeVerifierOutput }) => ({
      verifier: params.verifier,
    })),
    rememberTokens: assign((_, params: { tokens: SessionTokens }) => ({ tokens: params.tokens })),
  },
}).createMachine({
  id: 'hostedUiCallback',
  context: ({ input }) => ({ ...input, config: null, verifier: null, tokens: null, failure: null }),
  initial: 'checkingQuery',
  states: {
    checkingQuery: {
      always: [
        { guard: 'isQueryUnusable', target: 'failed', actions: 'failQuery' },
        { target: 'loadingConfig' },
      ],
    },
    loadingConfig: {
      tags: ['busy'],
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: [
          { guard: 'isConfigUsable', target: 'takingVerifier', actions: 'rememberConfig' },
          { target: 'failed', actions: 'failConfig' },
        ],
        onError: { target: 'failed', actions: 'failConfigLoad' },
      },
    },
    takingVerifier: {
      tags: ['busy'],
      invoke: {
        id: 'takeVerifier',
        src: 'takeVerifier',
        input: ({ context }) => ({ state: context.state ?? '' }),
        onDone: [
          {
            guard: 'hasVerifier',
            target: 'exchanging',
            actions: { type: 'rememberVerifier', params: ({ event }) => ({ verifier: event.output }) },
          },
          { target: 'failed', actions: { type: 'fail', params: { reason: 'stateMismatch', detail: null } } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: { reason: 'stateMismatch', detail: null } },
        },
      },
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => {
          if (!context.config || !context.code || !context.verifier)
            throw new Error('hosted-ui-callback: exchange without config, code or verifier');
          return { config: context.config, code: context.code, verifier: context.verifier };
        },
        onDone: {
          target: 'storingSession',
          actions: { type: 'rememberTokens', params: ({ event }) => ({ tokens: event.output }) },
        },
        onError: { target: 'failed', actions: 'failExchange' },
      },
    },
    storingSession: {
      tags: ['busy'],
      invoke: {
        id: 'storeSession',
        src: 'storeSession',
        input: ({ context }) => {
          if (!context.tokens) throw new Error('hosted-ui-callback: no tokens to store');
          return { tokens: context.tokens };
        },
        onDone: 'signedIn',
        onError: { target: 'failed', actions: 'failExchange' },
      },
    },
    failed: {
      on: { 'user.retry': { guard: 'canRetry', target: 'loadingConfig', actions: 'clearFailure' } },
    },
    signedIn: {
      type: 'final',
      entry: {
        type: 'notifySignedIn',
        params: ({ context }) => {
          if (!context.tokens) throw new Error('hosted-ui-callback: signed in without tokens');
          return { tokens: context.tokens };
        },
      },
    },
  },
});

export type HostedUiCallbackSnapshot = SnapshotFrom<typeof hostedUiCallbackMachine>;

export function selectHostedUiCallbackView(snapshot: HostedUiCallbackSnapshot): HostedUiCallbackView {
  if (snapshot.matches('signedIn')) return { kind: 'signedIn' };
  if (snapshot.matches('failed')) {
    const failure = snapshot.context.failure ?? { reason: 'exchangeFailed' as const, detail: null };
    return { kind: 'failed', failure, canRetry: failure.reason === 'notConfigured' };
  }
  return { kind: 'working' };
}
