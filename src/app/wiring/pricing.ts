// The pricing machine with its real actor: GET /subscription/plans through the one API client `api` (public; the
// client sends Accept-Language, so the plans' texts come in the reader's language).
import { createActor, fromPromise } from 'xstate';
import { pricingMachine } from '../../../machines/forms/pricing.machine';
import type { Plan } from '../../../machines/forms/pricing.types';
import { unwrap, type ApiClient } from '../../api/client';
import { api as defaultApi } from '../api';
import { inspectOptions } from '../inspection';
import { toMachineError } from './machine-error';

export function createPricingLogic(api: ApiClient = defaultApi) {
  return pricingMachine.provide({
    actors: {
      loadPlans: fromPromise<Plan[], void>(async () => {
        try {
          return await unwrap(api.GET('/subscription/plans'));
        } catch (error) {
          throw toMachineError(error);
        }
      }),
    },
  });
}

/** The pricing page's actor (created, not started), loaded once the page is live (src/app/lazy-actor.ts). */
export function createPricingActor(preloaded: Plan[] | null) {
  return createActor(createPricingLogic(), { input: { preloaded }, ...inspectOptions() });
}
