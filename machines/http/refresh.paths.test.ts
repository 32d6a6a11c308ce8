// Model-based paths of the refresh machine: generated from every event (requests, the refresh actor's outcomes,
// the account-not-activated delay), checked to cover every state and transition, then replayed on a real actor.
import { NETWORK_ERROR } from '../../domain/failures';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { refreshMachine } from './refresh.machine';
import { ACCOUNT_NOT_ACTIVATED_DELAY_MS, type RefreshSessionOutput } from './refresh.types';

const tokens = {
  idToken: 'id',
  accessToken: 'access',
  refreshToken: 'refresh',
  userName: 'owner@ghg-demo.vn',
};
const coded = (code: string) => ({ name: code, code, message: code });
const done = (output: RefreshSessionOutput) => ({ type: 'xstate.done.actor.refreshSession', output });
const failed = (code: string) => ({ type: 'xstate.error.actor.refreshSession', error: coded(code) });
const AFTER = `xstate.after.${ACCOUNT_NOT_ACTIVATED_DELAY_MS}.refresh.accountNotActivated`;

const events = [
  { type: 'request.unauthorized', requestId: 'r1', code: null },
  { type: 'request.unauthorized', requestId: 'r2', code: 'ACCOUNT_NOT_ACTIVATED' },
  done({ kind: 'refreshed', tokens }),
  done({ kind: 'noRefreshToken' }),
  failed(NETWORK_ERROR),
  failed('NotAuthorizedException'),
  failed('InternalErrorException'),
  { type: AFTER },
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

/** What must hold after every step, independently of the model's own transitions (spec sections 8 and 9). */
function checkInvariants(snapshot: AnyMachineSnapshot, event: EventObject, executed: string[]): void {
  const { waiting } = snapshot.context as { waiting: string[] };
  // Requests wait only while something is pending; idle means everyone was settled.
  expect(waiting.length === 0).toBe(snapshot.matches('idle'));
  const error = (event as { error?: { code?: string } }).error;
  if (error?.code === NETWORK_ERROR) expect(executed).toEqual(['log']); // offline: never signed out
  if (error?.code === 'NotAuthorizedException')
    expect(executed).toEqual(['log', 'clearCachedUser', 'clearSession']);
  if (event.type === 'xstate.error.actor.refreshSession' && error?.code === 'InternalErrorException') {
    expect(executed).toEqual(['log', 'clearSession']);
  }
  const output = (event as { output?: RefreshSessionOutput }).output;
  if (output?.kind === 'refreshed') expect(executed).toEqual(['onRefreshed']);
  if (output?.kind === 'noRefreshToken') expect(executed).toEqual(['clearSession']);
  // The toast and the clearing come together, on entering the 2000 ms wait.
  if (executed.includes('notify')) {
    expect(snapshot.value).toBe('accountNotActivated');
    expect(executed).toEqual(['notify', 'clearSession']);
  }
}

describe('refresh machine: model paths', () => {
  const paths = transitionPaths(refreshMachine, { events, serializeState });

  it('the delayed event named in the model is the machine’s own', () => {
    const node = refreshMachine.getStateNodeById('refresh.accountNotActivated');
    expect([...node.transitions.keys()]).toContain(AFTER);
  });

  it('cover every state and every transition', () => {
    const coverage = pathCoverage(refreshMachine, paths);
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.states.covered).toHaveLength(coverage.states.all.length);
    expect(coverage.transitions.covered).toHaveLength(coverage.transitions.all.length);
  });

  it('the coverage check fails when the model misses events (it can fail)', () => {
    const partial = transitionPaths(refreshMachine, {
      events: events.filter((event) => event.type !== AFTER && !event.type.startsWith('xstate.error')),
      serializeState,
    });
    const missing = describeMissing(pathCoverage(refreshMachine, partial));
    expect(missing).toContain('xstate.error.actor.refreshSession');
    expect(missing).toContain(AFTER);
  });

  const injected = ['clearSession', 'clearCachedUser', 'notify', 'log', 'onRefreshed'] as const;

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors(['refreshSession'] as const);
      const clock = new SimulatedClock();
      const executed: string[] = [];
      const actions = Object.fromEntries(injected.map((name) => [name, () => void executed.push(name)]));
      const actor = createActor(refreshMachine.provide({ actors: script.actors as never, actions }), {
        clock,
      }).start();
      await replayPath(actor, expectedSteps(refreshMachine, path), {
        clock,
        settle: script.settle,
        beforeStep: () => {
          executed.length = 0;
        },
        onStep: (snapshot, step) => {
          expect(snapshot.status).toBe('active');
          expect(snapshot.value).toEqual(step.state.value);
          expect(snapshot.context).toEqual(step.state.context);
          expect(executed).toEqual(
            step.actions.filter((type) => (injected as readonly string[]).includes(type)),
          );
          checkInvariants(snapshot, step.event, executed);
        },
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    },
  );
});
