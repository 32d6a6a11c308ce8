// Account activation from the e-mailed link: `/auth/activate?token=...` starts this machine with `input: { token }`.
// The call answers activated, or one of the link problems (expired / used / invalid), from which the user can ask
// for a new link; anything else is a failure that can be retried. No token at all: the link is invalid at once.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice, type Notice } from '../../domain/failures';
import type {
  ActivateRequest,
  ActivationTypes,
  ActivationView,
  LinkProblem,
  ResendActivationRequest,
} from './activation.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

/** The API's error code for each link problem. */
export const LINK_PROBLEM_CODES = {
  expired: 'ACTIVATION_TOKEN_EXPIRED',
  used: 'ACTIVATION_TOKEN_USED',
  invalid: 'ACTIVATION_TOKEN_INVALID',
} as const satisfies Record<LinkProblem, string>;

const LINK_PROBLEM_NOTICES: Record<LinkProblem, Notice> = {
  expired: { key: 'errors.activationLinkExpired', text: null },
  used: { key: 'errors.activationLinkUsed', text: null },
  invalid: { key: 'errors.activationLinkInvalid', text: null },
};

const linkProblemState = (problem: LinkProblem) => ({
  tags: ['error' as const],
  entry: { type: 'noteProblem' as const, params: { problem } },
  on: { 'user.requestNewLink': { target: 'resending', actions: 'startResend' as const } },
});

export const activationMachine = setup({
  types: {} as ActivationTypes,
  actors: {
    /** GET /auth/activate?token=...; rejects with the API error body. */
    activate: fromPromise<unknown, ActivateRequest>(notProvided('activation', 'activate')),
    /** Asks for a new activation link by e-mail. */
    resendActivation: fromPromise<unknown, ResendActivationRequest>(
      notProvided('activation', 'resendActivation'),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasCode: ({ event }, params: { code: string }) => failureOf(event).code === params.code,
  },
  actions: {
    noteProblem: assign((_, params: { problem: LinkProblem }) => ({ problem: params.problem, error: null })),
    startResend: assign(({ event }) => {
      assertEvent(event, 'user.requestNewLink');
      return { email: event.email, error: null };
    }),
    clearError: assign({ error: null }),
    showFailure: assign(({ event }) => ({ error: failureNotice(failureOf(event)) })),
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({ token: input?.token?.trim() || null, problem: null, email: null, error: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'hasToken', target: 'activating' }, { target: 'invalid' }],
    },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'activated' },
        onError: [
          { guard: { type: 'hasCode', params: { code: LINK_PROBLEM_CODES.expired } }, target: 'expired' },
          { guard: { type: 'hasCode', params: { code: LINK_PROBLEM_CODES.used } }, target: 'used' },
          { guard: { type: 'hasCode', params: { code: LINK_PROBLEM_CODES.invalid } }, target: 'invalid' },
          { target: 'failed', actions: 'showFailure' },
        ],
      },
    },
    activated: { type: 'final' },
    expired: linkProblemState('expired'),
    used: linkProblemState('used'),
    invalid: linkProblemState('invalid'),
    failed: {
      tags: ['error'],
      on: { 'user.retry': { target: 'activating', actions: 'clearError' } },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendActivation',
        src: 'resendActivation',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: { target: 'resent' },
        onError: { target: 'resendRejected', actions: 'showFailure' },
      },
    },
    resendRejected: {
      tags: ['error'],
      on: { 'user.requestNewLink': { target: 'resending', actions: 'startResend' } },
    },
    resent: { type: 'final' },
  },
});

export type ActivationSnapshot = SnapshotFrom<typeof activationMachine>;

function assertNever(value: never): never {
  throw new Error(`activation: unexpected state ${JSON.stringify(value)}`);
}

/** What the activation page shows. */
export function selectActivationView(snapshot: ActivationSnapshot): ActivationView {
  const { context } = snapshot;
  const value = snapshot.value;
  switch (value) {
    case 'checkingLink':
    case 'activating':
      return { kind: 'activating' };
    case 'activated':
      return { kind: 'activated', notice: { key: 'success.activated', text: null } };
    case 'expired':
    case 'used':
    case 'invalid':
    case 'resending':
    case 'resendRejected': {
      const problem = context.problem ?? 'invalid';
      return {
        kind: 'linkProblem',
        problem,
        notice: LINK_PROBLEM_NOTICES[problem],
        busy: snapshot.hasTag('busy'),
        error: value === 'resendRejected' ? context.error : null,
      };
    }
    case 'failed':
      return { kind: 'failed', error: context.error ?? { key: 'errors.generic', text: null } };
    case 'resent':
      return {
        kind: 'resent',
        email: context.email ?? '',
        notice: { key: 'success.activationLinkSent', text: null },
      };
    default:
      return assertNever(value);
  }
}
