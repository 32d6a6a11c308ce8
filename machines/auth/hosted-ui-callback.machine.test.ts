// The Hosted UI callback machine: model paths over every query shape and actor outcome (every state and every
// transition covered, each path replayed on a real actor), plus the behaviour the page relies on.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { hostedUiCallbackMachine, selectHostedUiCallbackView } from './hosted-ui-callback.machine';
import type { HostedUiCallbackInput } from './hosted-ui-callback.types';
import type { SessionTokens } from './sign-in.types';

const config = {
  region: 'ap-southeast-1',
  userPoolId: 'ap-southeast-1_LocalDev01',
  clientId: '7k1nd3vl0ca1c1i3nt0000000a',
  endpoint: null,
  hostedUiDomain: 'auth.ghg.example',
};
const tokens: SessionTokens = {
  idToken: 'id',
  accessToken: 'access',
  refreshToken: 'refresh',
  userName: 'lan@x.vn',
};

const inputs: Record<string, HostedUiCallbackInput> = {
  ok: { code: 'c0de', state: 's1', error: null, errorDescription: null },
  providerError: { code: null, state: 's1', error: 'access_denied', errorDescription: 'User cancelled' },
  noCode: { code: null, state: 's1', error: null, errorDescription: null },
  noState: { code: 'c0de', state: null, error: null, errorDescription: null },
};

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

const events: EventObject[] = [
  { type: 'user.retry' },
  done('loadConfig', config),
  done('loadConfig', { ...config, hostedUiDomain: null }),
  done('loadConfig', { userPoolId: 'bad id' }),
  failed('loadConfig', new Error('HTTP 503')),
  done('takeVerifier', 'v'.repeat(64)),
  done('takeVerifier', null),
  failed('takeVerifier', new Error('storage blocked')),
  done('exchangeCode', tokens),
  failed('exchangeCode', new Error('invalid_grant')),
  done('storeSession', undefined),
  failed('storeSession', new Error('cookies blocked')),
];
const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const actorNames = ['loadConfig', 'takeVerifier', 'exchangeCode', 'storeSession'] as const;

describe('hosted UI callback machine: model paths', () => {
  const runs = Object.entries(inputs).map(([name, input]) => ({
    name,
    input,
    paths: transitionPaths(hostedUiCallbackMachine, { events, serializeState, input }),
  }));

  it('cover every state and every transition (over all query shapes)', () => {
    // A query that fails at once ends in a final state: its only path is the start itself (no steps).
    const coverages = runs.map((run) =>
      pathCoverage(hostedUiCallbackMachine, [...run.paths, { steps: [] }], { input: run.input }),
    );
    const coveredStates = new Set(coverages.flatMap((c) => c.states.covered));
    const coveredTransitions = new Set(coverages.flatMap((c) => c.transitions.covered.map((t) => t.id)));
    const all = coverages[0];
    expect(all.states.all.filter((id) => !coveredStates.has(id))).toEqual([]);
    expect(all.transitions.all.map((t) => t.id).filter((id) => !coveredTransitions.has(id))).toEqual([]);
  });

  it('the coverage check can fail (without the token answer, signedIn is never reached)', () => {
    const paths = transitionPaths(hostedUiCallbackMachine, {
      events: events.filter((event) => event.type !== 'xstate.done.actor.exchangeCode'),
      serializeState,
      input: inputs.ok,
    });
    expect(describeMissing(pathCoverage(hostedUiCallbackMachine, paths, { input: inputs.ok }))).toContain(
      'state not reached: hostedUiCallback.signedIn',
    );
  });

  const cases = runs.flatMap((run) =>
    run.paths.map(
      (path) =>
        [
          `${run.name}: ${path.steps.map((step) => step.event.type).join(' → ') || '(start)'}`,
          run.input,
          path,
        ] as const,
    ),
  );
  it.each(cases)('replays on a real actor: %s', async (_, input, path) => {
    const script = scriptedActors(actorNames);
    const signedIn: SessionTokens[] = [];
    const actor = createActor(
      hostedUiCallbackMachine.provide({
        actors: script.actors as never,
        actions: { notifySignedIn: (_, params) => void signedIn.push(params.tokens) },
      }),
      { input },
    ).start();
    await replayPath(actor, expectedSteps(hostedUiCallbackMachine, path, input), {
      // Every step but the retry is an actor outcome, and the scripted actors settle each one.
      settle: (event) => {
        const handled = script.settle(event);
        expect(handled).toBe(true);
        return handled;
      },
      onStep: (snapshot, step) => {
        expect(snapshot.error).toBeUndefined();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        const view = selectHostedUiCallbackView(snapshot);
        if (view.kind === 'failed') expect(view.canRetry).toBe(view.failure.reason === 'notConfigured');
        // Invariants: busy exactly while working; a failure always says why; tokens only reach the session once.
        expect(view.kind === 'working').toBe(snapshot.hasTag('busy'));
        if (view.kind === 'failed') expect(view.failure.reason).toBeTruthy();
        expect(signedIn.length).toBe(view.kind === 'signedIn' ? 1 : 0);
      },
    });
    actor.stop();
  });
});

describe('hosted UI callback machine: behaviour', () => {
  function run(input: HostedUiCallbackInput, verifier: string | null = 'verifier-1') {
    const exchanged: unknown[] = [];
    const stored: unknown[] = [];
    const actor = createActor(
      hostedUiCallbackMachine.provide({
        actors: {
          loadConfig: fromPromise<unknown>(async () => config),
          takeVerifier: fromPromise(async ({ input: { state } }) => (state === 's1' ? verifier : null)),
          exchangeCode: fromPromise(async ({ input: request }) => {
            exchanged.push(request);
            return tokens;
          }),
          storeSession: fromPromise(async ({ input: request }) => void stored.push(request)),
        },
      }),
      { input },
    ).start();
    return { actor, exchanged, stored };
  }

  it('exchanges the code with the verifier stored for the state, then stores the session', async () => {
    const { actor, exchanged, stored } = run(inputs.ok);
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectHostedUiCallbackView(actor.getSnapshot())).toEqual({ kind: 'signedIn' });
    expect(exchanged).toEqual([{ config, code: 'c0de', verifier: 'verifier-1' }]);
    expect(stored).toEqual([{ tokens }]);
  });

  it('never exchanges a code whose state has no stored verifier', async () => {
    const { actor, exchanged } = run({ ...inputs.ok, state: 'forged' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHostedUiCallbackView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      failure: { reason: 'stateMismatch', detail: null },
      canRetry: false,
    });
    expect(exchanged).toEqual([]);
  });

  it.each([
    ['noCode', { reason: 'missingCode', detail: null }],
    ['noState', { reason: 'stateMismatch', detail: null }],
  ] as const)('explains an unusable query (%s) without loading anything', (name, failure) => {
    const { actor, exchanged } = run(inputs[name]);
    expect(selectHostedUiCallbackView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      failure,
      canRetry: false,
    });
    expect(exchanged).toEqual([]);
  });

  it("reports the provider's error and description", async () => {
    const { actor } = run(inputs.providerError);
    expect(selectHostedUiCallbackView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      failure: { reason: 'providerError', detail: 'access_denied: User cancelled' },
      canRetry: false,
    });
  });
});
