// Model-based paths: every event (with payloads) the session machine knows, including the done/error events of its
// invoked actors, is given to @xstate/graph; the shortest paths to every distinct state must cover every state node
// and every transition (tests/paths/coverage.ts), and each path is then replayed on a real actor whose fake actors
// settle exactly as the path says.
import { NETWORK_ERROR } from '../../domain/failures';
import { describe, expect, it } from 'vitest';
import { replayPath } from '../../tests/paths/replay';
import { stepPaths } from '../../tests/paths/scripted-paths';
import { createActor, type EventObject } from 'xstate';
import { sessionMachine } from './session.machine';
import type { SessionSnapshot } from './session.selectors';
import {
  createControlledActors,
  memberMe,
  ownerMe,
  ownerProfile,
  unauthorized,
} from '../../tests/fixtures/session';
import {
  allStateIds,
  allTransitions,
  describeMissing,
  pathCoverage,
  keyedOnStep,
} from '../../tests/paths/coverage';

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const events: Array<EventObject & Record<string, unknown>> = [
  done('readAccessToken', 'access-token'),
  done('readAccessToken', null),
  failed('readAccessToken', new Error('cookies blocked')),
  done('fetchMe', ownerMe),
  done('fetchMe', memberMe),
  failed('fetchMe', unauthorized),
  failed('fetchMe', { status: 0, code: NETWORK_ERROR, message: 'Network Error' }),
  failed('fetchProfile', unauthorized),
  done('fetchProfile', ownerProfile),
  failed('fetchProfile', { status: 0, code: NETWORK_ERROR, message: 'Network Error' }),
  done('signOut'),
  failed('signOut', { status: 500, code: 'INTERNAL', message: 'Something went wrong!' }),
  done('clearSession'),
  failed('clearSession', new Error('storage blocked')),
  { type: 'session.signedIn' },
  { type: 'user.signOut' },
  { type: 'user.retry' },
  { type: 'session.refreshed' },
  { type: 'session.expired' },
  { type: 'profile.updated', profile: { firstName: 'Mai', bio: 'Kiểm kê viên' } },
];

/** The state value plus the context that matters; refreshCount capped at 1 so the graph stays finite. */
function serializeState(snapshot: SessionSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    user: context.user && {
      id: context.user.id,
      firstName: context.user.firstName ?? null,
      bio: context.user.bio ?? null,
    },
    space: context.space?.id ?? null,
    isLogged: context.isLogged,
    refreshed: Math.min(context.refreshCount, 1),
    me: context.me?.id ?? null,
    error: context.error && context.error.source,
  });
}

const serializeStep = keyedOnStep(serializeState);

/** Offers a state only the events it handles (`can`), so a path never holds an ignored event. */
function modelPaths(modelEvents: EventObject[]) {
  return stepPaths(sessionMachine, { events: modelEvents, serializeStep });
}

const paths = modelPaths(events);

describe('session machine: model paths', () => {
  it('the paths cover every state node and every transition', () => {
    const coverage = pathCoverage(sessionMachine, paths);
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.states.all).toEqual(allStateIds(sessionMachine));
    expect(coverage.states.all).toContain('session.loading.profile');
    expect(coverage.transitions.covered).toHaveLength(allTransitions(sessionMachine).length);
  });

  it('the coverage check fails when an event is missing from the model', () => {
    const withoutSignOut = events.filter((event) => event.type !== 'user.signOut');
    const coverage = pathCoverage(sessionMachine, modelPaths(withoutSignOut));
    // `clearing` is the user's sign-out only (an ended session goes through `expiring`).
    expect(coverage.states.missing).toEqual(['session.signingOut', 'session.clearing']);
    expect(coverage.transitions.missing.map((ref) => ref.id)).toEqual([
      'session.offline --user.signOut[0]--> session.clearing',
      'session.signedIn --user.signOut[0]--> session.signingOut',
      'session.signingOut --xstate.done.actor.signOut[0]--> session.clearing',
      'session.signingOut --xstate.error.actor.signOut[0]--> session.clearing',
      'session.clearing --xstate.done.actor.clearSession[0]--> session.signedOut',
      'session.clearing --xstate.error.actor.clearSession[0]--> session.signedOut',
    ]);
  });

  it(`replays each of the ${paths.length} paths on a real actor and reaches the same states`, async () => {
    for (const path of paths) {
      const controlled = createControlledActors();
      const actor = createActor(
        sessionMachine.provide({
          actors: controlled.actors,
          actions: { goToSignIn: () => {}, notifySignedOut: () => {}, logError: () => {} },
        }),
      ).start();
      await replayPath(actor, path.steps, {
        key: serializeState,
        // The controlled actors settle with the outcome the step names.
        settle: async (event) => {
          const id = event.type.split('.')[3];
          if (event.type.startsWith('xstate.done.actor.'))
            await controlled.resolve(id as never, (event as { output?: unknown }).output);
          else if (event.type.startsWith('xstate.error.actor.'))
            await controlled.reject(id as never, (event as { error?: unknown }).error);
          else return false;
          return true;
        },
      });
      actor.stop();
    }
    // Some 500 paths: seconds on a busy machine.
  }, 30_000);
});
