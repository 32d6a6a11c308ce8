// The pricing page (/solutions/pricing): loads the plans (GET /subscription/plans, public) -> shows them, or says
// why it could not and offers to try again. A language switch reloads them (their texts come in the request's
// language) while the plans already shown stay on screen. A server-rendered page starts with the plans the server
// fetched (input `preloaded`): shown at once, no second request.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import type { Plan, PricingTypes } from './pricing.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

export const pricingMachine = setup({
  types: {} as PricingTypes,
  actors: {
    /** GET /subscription/plans; rejects with the API error body. */
    loadPlans: fromPromise<Plan[], void>(notProvided('pricing', 'loadPlans')),
  },
  guards: {
    /** The answer is a list of plans (anything else is reported as a failure, never shown half-empty). */
    isPlanList: (_, params: { plans: unknown }) => Array.isArray(params.plans),
    /** The server rendered the page with the plans (an empty or malformed list is loaded again). */
    hasPreloadedPlans: ({ context }) => Array.isArray(context.plans) && context.plans.length > 0,
  },
  actions: {
    rememberPlans: assign((_, params: { plans: Plan[] }) => ({
      plans: params.plans,
      error: null,
    })),
    rememberMalformedAnswer: assign({ error: { key: 'errors.generic', text: null } }),
    rememberFailure: assign(({ event }) => ({
      error: failureNotice(failureOf(event)),
    })),
  },
}).createMachine({
  id: 'pricing',
  context: ({ input }) => ({ plans: input?.preloaded ?? [], error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'hasPreloadedPlans',
          target: 'loaded',
        },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        onDone: [
          {
            guard: { type: 'isPlanList', params: ({ event }) => ({ plans: event.output }) },
            target: 'loaded',
            actions: { type: 'rememberPlans', params: ({ event }) => ({ plans: event.output }) },
          },
          { target: 'failed', actions: 'rememberMalformedAnswer' },
        ],
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
      on: { 'app.localeChanged': { target: 'loading', reenter: true } },
    },
    failed: {
      on: {
        'user.retry': { target: 'loading' },
        'app.localeChanged': { target: 'loading' },
      },
    },
    loaded: {
      on: { 'app.localeChanged': { target: 'loading' } },
    },
  },
});

export type PricingSnapshot = SnapshotFrom<typeof pricingMachine>;

// The page's selector lives beside the machine (./pricing.selectors.ts), so that the page can show the first view
// before the machine has loaded; the machine's tests read it from here as before.
export { selectPricingView } from './pricing.selectors';
