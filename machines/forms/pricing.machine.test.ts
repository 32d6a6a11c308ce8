import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { noticeText } from '../../domain/failures';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { pricingMachine, selectPricingView } from './pricing.machine';
import { selectFirstPricingView } from './pricing.selectors';
import type { Plan } from './pricing.types';

const limits = (seats: number | null): Plan['limits'] => [
  { resource: 'MEMBER_SEAT', limit: seats },
  { resource: 'COURSE', limit: seats },
  { resource: 'GHG_REPORT', limit: seats === null ? null : 1 },
  { resource: 'CBAM_REPORT', limit: seats === null ? null : 0 },
];
const plan = (code: string, priceVnd: number | null, seats: number | null): Plan => ({
  code,
  name: code,
  description: `${code} plan`,
  priceVnd,
  billingPeriod: priceVnd === null ? 'YEAR' : 'MONTH',
  features: [`${seats ?? 'Unlimited'} members`],
  limits: limits(seats),
  highlighted: code === 'STANDARD',
  contactSales: priceVnd === null,
});
const plansVi = [plan('FREE', 0, 3), plan('STANDARD', 2_490_000, 15), plan('ENTERPRISE', null, null)];
const plansEn = plansVi.map((item) => ({ ...item, name: `${item.name} (en)` }));
const offline = { code: 'ERR_NETWORK', message: 'Network Error' };
const serverFault = { statusCode: 500, code: 'INTERNAL', message: 'Đã có lỗi xảy ra!' };

describe('pricing machine', () => {
  it('starts in selectFirstPricingView, the view the page shows before the machine has loaded', () => {
    for (const preloaded of [null, [], plansVi]) {
      const actor = createActor(pricingMachine, { input: { preloaded } });
      expect(selectPricingView(actor.getSnapshot())).toEqual(selectFirstPricingView(preloaded));
    }
  });

  it('loads the plans and shows them', async () => {
    const actor = createActor(
      pricingMachine.provide({ actors: { loadPlans: fromPromise(async () => plansVi) } }),
      { input: {} },
    ).start();
    expect(selectPricingView(actor.getSnapshot())).toEqual({ kind: 'loading' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectPricingView(loaded)).toEqual({ kind: 'loaded', plans: plansVi, refreshing: false });
  });

  it('says why the plans could not load, and loads them again on retry', async () => {
    let answer: () => Promise<Plan[]> = () => Promise.reject(offline);
    const actor = createActor(
      pricingMachine.provide({ actors: { loadPlans: fromPromise(() => answer()) } }),
      { input: {} },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    const view = selectPricingView(failed);
    expect(view).toEqual({ kind: 'failed', error: { key: 'errors.networkError', text: null } });
    if (view.kind === 'failed') expect(noticeText(view.error, 'en')).toBe('Network Error');
    answer = () => Promise.resolve(plansVi);
    actor.send({ type: 'user.retry' });
    expect(selectPricingView(actor.getSnapshot())).toEqual({ kind: 'loading' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reloads on a language switch while the plans already shown stay on screen', async () => {
    let plans = plansVi;
    const actor = createActor(
      pricingMachine.provide({ actors: { loadPlans: fromPromise(async () => plans) } }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    plans = plansEn;
    actor.send({ type: 'app.localeChanged' });
    expect(selectPricingView(actor.getSnapshot())).toEqual({
      kind: 'loaded',
      plans: plansVi,
      refreshing: true,
    });
    const reloaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectPricingView(reloaded)).toEqual({ kind: 'loaded', plans: plansEn, refreshing: false });
  });

  it('refuses an answer that is not a list of plans, as a failure', async () => {
    const actor = createActor(
      pricingMachine.provide({ actors: { loadPlans: fromPromise(async () => ({}) as unknown as Plan[]) } }),
      { input: {} },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectPricingView(failed)).toEqual({
      kind: 'failed',
      error: { key: 'errors.generic', text: null },
    });
  });

  it('starts with the plans the server rendered the page with, without loading them again', async () => {
    let calls = 0;
    const actor = createActor(
      pricingMachine.provide({
        actors: {
          loadPlans: fromPromise(async () => {
            calls += 1;
            return plansEn;
          }),
        },
      }),
      { input: { preloaded: plansVi } },
    ).start();
    expect(selectPricingView(actor.getSnapshot())).toEqual({
      kind: 'loaded',
      plans: plansVi,
      refreshing: false,
    });
    expect(calls).toBe(0);
    // A language switch still loads them in the new language.
    actor.send({ type: 'app.localeChanged' });
    const reloaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectPricingView(reloaded)).toEqual({ kind: 'loaded', plans: plansEn, refreshing: false });
    expect(calls).toBe(1);
  });

  it('loads the plans when the server rendered none (an empty preloaded list)', async () => {
    const actor = createActor(
      pricingMachine.provide({ actors: { loadPlans: fromPromise(async () => plansVi) } }),
      { input: { preloaded: [] } },
    ).start();
    expect(selectPricingView(actor.getSnapshot())).toEqual({ kind: 'loading' });
    await waitFor(actor, (s) => s.matches('loaded'));
  });

  it('fails loudly, as a generic error, when the app forgot to provide the actor', async () => {
    const actor = createActor(pricingMachine, { input: {} }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectPricingView(failed)).toEqual({
      kind: 'failed',
      error: { key: 'errors.generic', text: null },
    });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const events = [
  { type: 'user.retry' },
  { type: 'app.localeChanged' },
  { type: 'xstate.done.actor.loadPlans', output: plansVi },
  { type: 'xstate.done.actor.loadPlans', output: { data: plansVi } },
  { type: 'xstate.error.actor.loadPlans', error: offline },
  { type: 'xstate.error.actor.loadPlans', error: serverFault },
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot.context as { error: unknown }).error]);

/** Opened in the app (nothing preloaded) and server-rendered (the plans preloaded). */
const starts = [{}, { preloaded: plansVi }];

/** What the paths of every start leave uncovered together (a line missing from one start's paths only is covered). */
function missingOverStarts(pathEvents: EventObject[]): string[] {
  const perStart = starts.map((input) => {
    const startPaths = transitionPaths(pricingMachine, { events: pathEvents, serializeState, input });
    return describeMissing(pathCoverage(pricingMachine, startPaths, { input }))
      .split('\n')
      .filter(Boolean);
  });
  return perStart[0].filter((line) => perStart.every((missing) => missing.includes(line)));
}

describe('pricing machine: model paths', () => {
  const paths = transitionPaths(pricingMachine, { events, serializeState, input: {} });

  it('cover every state and every transition (both starts)', () => {
    expect(missingOverStarts(events)).toEqual([]);
  });

  it('the coverage check fails when the model lacks the failure (it can fail)', () => {
    // retry, language switch, the plans: no failure at all
    const missing = missingOverStarts(events.slice(0, 3)).join('\n');
    expect(missing).toContain('state not reached: pricing.failed');
    expect(missing).toContain('xstate.error.actor.loadPlans');
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors(['loadPlans'] as const);
      const actor = createActor(pricingMachine.provide({ actors: script.actors as never }), {
        input: {},
      }).start();
      await replayPath(actor, expectedSteps(pricingMachine, path), {
        settle: script.settle,
        onStep: (snapshot, step) => {
          expect(snapshot.value).toEqual(step.state.value);
          expect(snapshot.context).toEqual(step.state.context);
          expect(selectPricingView(snapshot)).toEqual(selectPricingView(step.state as never));
        },
      });
      // One request per entry into `loading`; a language switch mid-load abandons the one in flight.
      const entries = expectedSteps(pricingMachine, path).filter((step) =>
        step.actions.includes('xstate.spawnChild'),
      ).length;
      expect(script.calls).toHaveLength(entries);
      actor.stop();
    },
  );
});
