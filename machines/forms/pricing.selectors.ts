// What the pricing page shows for a pricing snapshot, and for the machine's first snapshot without the machine (the
// page renders that before the machine's code has loaded, src/app/lazy-actor.ts).
import type { PricingSnapshot } from './pricing.machine';
import type { Plan, PricingView } from './pricing.types';

/** What the pricing page shows. */
export function selectPricingView(snapshot: PricingSnapshot): PricingView {
  const { context } = snapshot;
  if (snapshot.matches('loaded')) return { kind: 'loaded', plans: context.plans, refreshing: false };
  if (snapshot.matches('failed')) {
    return { kind: 'failed', error: context.error ?? { key: 'errors.generic', text: null } };
  }
  // Reloading in another language: keep showing the plans already loaded.
  if (context.plans.length > 0) return { kind: 'loaded', plans: context.plans, refreshing: true };
  return { kind: 'loading' };
}

/**
 * `selectPricingView` of the machine's first snapshot for the plans the server preloaded (`starting` -> `loaded` with
 * them, or `loading` without). pricing.machine.test.ts checks it against the machine.
 */
export function selectFirstPricingView(preloaded: Plan[] | null): PricingView {
  return preloaded && preloaded.length > 0
    ? { kind: 'loaded', plans: preloaded, refreshing: false }
    : { kind: 'loading' };
}
