// The wizard's steps after the first (energy, CBAM exports, review), in one module the page loads once it is live
// rather than with it: the server renders the first step, and a visitor needs the others only after answering it.
// The page shows them as one later part (src/app/later-part.tsx, with their texts, the `ghgLater` namespace), so
// that neither the three steps nor the code choosing among them is in the first load.
import { CbamStep } from './cbam-step';
import { EnergyStep } from './energy-step';
import { ReviewStep } from './review-step';
import type { LaterStepProps } from './step-parts';

export function LaterStep({ step, busy, ...props }: LaterStepProps) {
  if (step === 'energy') return <EnergyStep {...props} />;
  if (step === 'cbam') return <CbamStep {...props} />;
  return <ReviewStep {...props} busy={busy} />;
}
