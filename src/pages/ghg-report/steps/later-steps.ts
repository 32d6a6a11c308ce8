// The wizard's steps after the first, loaded once the page is live rather than with it: the server renders the first
// step, and a visitor needs the others only after answering it (about 1.5 KB gzip of the page's first load). Each is a
// React.lazy component that renders without suspending once its module is here (as the route table's pages do,
// src/app/App.tsx), which `warmLaterSteps()` (called when the page is live) makes the rule.
import { lazy, type ComponentType } from 'react';
import type { StepProps } from './step-parts';

function lazyStep<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const warm = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return warm().then((component) => ({ default: component }));
    return {
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
    } as Promise<{
      default: ComponentType<P>;
    }>;
  });
  return { Component, warm };
}

const energy = lazyStep<StepProps>(() => import('./energy-step').then((module) => module.EnergyStep));
const cbam = lazyStep<StepProps>(() => import('./cbam-step').then((module) => module.CbamStep));
const review = lazyStep<StepProps & { busy: boolean }>(() =>
  import('./review-step').then((module) => module.ReviewStep),
);

export const EnergyStep = energy.Component;
export const CbamStep = cbam.Component;
export const ReviewStep = review.Component;

/** Loads the later steps (the page calls it once it is live; a failure is retried when a step renders). */
export function warmLaterSteps(): void {
  for (const step of [energy, cbam, review]) step.warm().catch(() => undefined);
}
