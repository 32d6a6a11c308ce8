// Model paths for the machine tests (the registry's paths, `npm run paths` and the browser model tests use
// tests/paths/model.ts): `stepPaths` for every machine test's shortest paths, and `transitionPaths` /
// `expectedSteps` (one path per transition, with the model's exact account of each step). Every machine test
// replays these paths on a real actor through tests/paths/replay.ts (`replayPath`, and `scriptedActors` for fake
// actors that settle with the outcome a step names).
//
// @xstate/graph traverses a machine with pure transitions: invoked actors never run there, so their outcomes are
// listed as events (`xstate.done.actor.<id>` with an `output`, `xstate.error.actor.<id>` with an `error`,
// `xstate.after.<ms>.<state id>` for delays) next to the user's events.
import { getAdjacencyMap, getShortestPaths, type StatePath } from '@xstate/graph';
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';

export interface StepPathOptions<S extends AnyMachineSnapshot> {
  input?: unknown;
  /** The user's (or the app's) events; a state is offered those it handles (`can`) and `offer` accepts. */
  events: readonly EventObject[];
  offer?: (snapshot: S, event: EventObject) => boolean;
  /** The outcomes of the actors running in the snapshot (`xstate.done.actor.*` / `xstate.error.actor.*`). */
  outcomes?: (snapshot: S) => EventObject[];
  /** The graph key of a step; e.g. `keyedOnStep(serializeState)` (tests/paths/coverage.ts). */
  serializeStep: (snapshot: S, event?: EventObject, previous?: S) => string;
}

/**
 * The machine tests' model paths: shortest paths over the offered events and actor outcomes, keyed on each step so
 * there is a path through every transition (not only to every state).
 */
export function stepPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: StepPathOptions<SnapshotFrom<TMachine>>,
): StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>[] {
  const { events, offer, outcomes, serializeStep } = options;
  return getShortestPaths(machine, {
    input: options.input,
    events: ((snapshot: SnapshotFrom<TMachine>) => [
      ...events.filter(
        (event) => (snapshot as AnyMachineSnapshot).can(event) && (offer?.(snapshot, event) ?? true),
      ),
      ...(outcomes?.(snapshot) ?? []),
    ]) as never,
    serializeState: serializeStep as never,
  } as never) as StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>[];
}

export interface ModelOptions {
  events: EventObject[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  input?: unknown;
}

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * One path per transition the events can take: the shortest path to the transition's source state, then the
 * transition (getShortestPaths alone reaches every state, but not every transition into an already-reached one,
 * such as "cancel back to the form" or a failed attempt that stays on the form).
 */
export function transitionPaths(machine: AnyStateMachine, options: ModelOptions): ModelPath[] {
  const traversal = { events: options.events, serializeState: options.serializeState, input: options.input };
  const shortest = new Map<string, ModelPath>();
  for (const path of getShortestPaths(machine, traversal as never) as ModelPath[]) {
    shortest.set(options.serializeState(path.state), path);
  }
  const adjacency = getAdjacencyMap(machine, traversal as never) as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
    }
  >;
  const paths: ModelPath[] = [];
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(key);
    if (!head) throw new Error(`model paths: no shortest path to ${key}`);
    for (const { event, state: next } of Object.values(transitions)) {
      // Events the state does not handle change nothing and are not transitions.
      if (machine.getTransitionData(state, event).length === 0) continue;
      paths.push({ state: next, weight: head.weight + 1, steps: [...head.steps, { event, state: next }] });
    }
  }
  return paths;
}

export interface ExpectedStep {
  event: EventObject;
  /** The exact snapshot the step reaches. */
  state: AnyMachineSnapshot;
  /** Types of the actions the step executes (named actions such as `clearSession`, built-ins as `xstate.*`). */
  actions: string[];
}

/**
 * The model's own account of a path: its events replayed with XState's pure `initialTransition`/`transition`.
 * With `serializeState` keyed on the state value, a path's recorded snapshots may come from another visit of the
 * same value (other context); these are exact, so a real actor's context and actions can be compared with them.
 */
export function expectedSteps(machine: AnyStateMachine, path: ModelPath, input?: unknown): ExpectedStep[] {
  const types = (actions: Array<{ type: string }>) => actions.map((action) => action.type);
  const [initial, initialActions] = initialTransition(machine, input as never);
  const steps: ExpectedStep[] = [
    {
      event: { type: 'xstate.init' },
      state: initial,
      actions: types(initialActions as Array<{ type: string }>),
    },
  ];
  let snapshot = initial;
  for (const { event } of path.steps) {
    if (event.type === 'xstate.init') continue;
    const [next, actions] = transition(machine, snapshot, event);
    steps.push({ event, state: next, actions: types(actions as Array<{ type: string }>) });
    snapshot = next;
  }
  return steps;
}
