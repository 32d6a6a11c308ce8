// The wizard's steps after the first, loaded once the page is live rather than with it: the server renders the first
// step, and a visitor needs the others only after answering it. Their texts (the `ghgLater` namespace) are not in the
// first load either: later parts of the page (src/app/later-part.tsx), each rendering without suspending once its
// module and texts are here, which `warmLaterSteps()` (called when the page is live) makes the rule.
import { laterPart } from '../../../app/later-part';
import type { StepProps } from './step-parts';

const energy = laterPart<StepProps>(
  () => import('./energy-step').then((module) => module.EnergyStep),
  ['ghgLater'],
);
const cbam = laterPart<StepProps>(
  () => import('./cbam-step').then((module) => module.CbamStep),
  ['ghgLater'],
);
const review = laterPart<StepProps & { busy: boolean }>(
  () => import('./review-step').then((module) => module.ReviewStep),
  ['ghgLater'],
);

export const EnergyStep = energy.Component;
export const CbamStep = cbam.Component;
export const ReviewStep = review.Component;

/** Loads the later steps (the page calls it once it is live; a failure is retried when a step renders). */
export function warmLaterSteps(): void {
  for (const step of [energy, cbam, review]) step.warm().catch(() => undefined);
}
