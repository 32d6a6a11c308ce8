// Coverage of model paths (from @xstate/graph getShortestPaths / getSimplePaths) over a machine's statechart:
// which state nodes (nested included) and which transition definitions the paths exercise. Machine tests assert
// that `pathCoverage(machine, paths)` reports nothing missing, so a path set that skips a state or a transition
// fails the test.
//
//   const paths = getShortestPaths(machine, { events, serializeState });
//   const coverage = pathCoverage(machine, paths);
//   expect(coverage.states.missing).toEqual([]);
//   expect(coverage.transitions.missing.map((t) => t.id)).toEqual([]);
//
// The paths are replayed here with XState's pure functions (no actors run); the transitions taken by each event
// come from `machine.getTransitionData`. Eventless (`always`) transitions are attributed by looking at which of the
// active states' `always` transitions leads to the next microstep's states (first match in document order).
// Delayed (`after`) transitions count when the path lists their `xstate.after.*` event.
import {
  getInitialMicrosteps,
  getMicrosteps,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';

export interface TransitionRef {
  /** Readable and unique: `session.signedIn --user.signOut[0]--> session.signingOut`. */
  id: string;
  /** Id of the state node that declares the transition. */
  source: string;
  /** Event type; '' for an eventless (`always`) transition. */
  event: string;
  /** Position among the source's transitions for that event (guarded alternatives). */
  index: number;
  /** Target state node ids; empty for a targetless transition (actions only). */
  targets: string[];
}

export interface PathCoverage {
  states: { all: string[]; covered: string[]; missing: string[] };
  transitions: { all: TransitionRef[]; covered: TransitionRef[]; missing: TransitionRef[] };
}

/** What a path needs to offer: its steps' events, in order (the first may be `xstate.init`). */
export interface PathLike {
  steps: ReadonlyArray<{ event: EventObject }>;
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode))];
}

/** Every state node id of the machine, the root and nested states included, in document order. */
export function allStateIds(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root).map((node) => node.id);
}

function describe(source: AnyStateNode, event: string, index: number, definition: AnyTransitionDefinition) {
  const targets = (definition.target ?? []).map((target) => target.id);
  const label = event === '' ? 'always' : event;
  return {
    id: `${source.id} --${label}[${index}]--> ${targets.length ? targets.join(', ') : '(no target)'}`,
    source: source.id,
    event,
    index,
    targets,
  };
}

function transitionIndex(machine: AnyStateMachine): Map<AnyTransitionDefinition, TransitionRef> {
  const index = new Map<AnyTransitionDefinition, TransitionRef>();
  for (const node of stateNodes(machine.root)) {
    for (const [event, definitions] of node.transitions) {
      definitions.forEach((definition, i) => index.set(definition, describe(node, event, i, definition)));
    }
    (node.always ?? []).forEach((definition, i) => index.set(definition, describe(node, '', i, definition)));
  }
  return index;
}

/** Every transition definition of the machine (`on`, invoke `onDone`/`onError`, `after`, `always`). */
export function allTransitions(machine: AnyStateMachine): TransitionRef[] {
  return [...transitionIndex(machine).values()];
}

function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
}

/** The `always` transition that best explains the move from one microstep's snapshot to the next. */
function eventlessTransition(before: AnyMachineSnapshot, after: AnyMachineSnapshot) {
  const activeAfter = new Set(activeNodes(after).map((node) => node.id));
  for (const node of activeNodes(before)) {
    for (const definition of node.always ?? []) {
      const targets: ReadonlyArray<AnyStateNode> = definition.target ?? [];
      if (targets.every((target) => activeAfter.has(target.id))) return definition;
    }
  }
  return undefined;
}

export interface PathCoverageOptions {
  /** The input the paths started with (for machines whose first step depends on it). */
  input?: unknown;
}

/** Replays the paths on the machine and reports the covered and missing states and transitions. */
export function pathCoverage(
  machine: AnyStateMachine,
  paths: readonly PathLike[],
  options: PathCoverageOptions = {},
): PathCoverage {
  const index = transitionIndex(machine);
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<TransitionRef>();

  const visit = (microsteps: Array<[AnyMachineSnapshot, unknown]>, start: AnyMachineSnapshot | null) => {
    let previous = start;
    microsteps.forEach(([snapshot], i) => {
      for (const node of activeNodes(snapshot)) coveredStates.add(node.id);
      if (i > 0 && previous) {
        const definition = eventlessTransition(previous, snapshot);
        const ref = definition && index.get(definition);
        if (ref) coveredTransitions.add(ref);
      }
      previous = snapshot;
    });
  };

  for (const path of paths) {
    const initial = getInitialMicrosteps(machine, options.input as never) as Array<
      [AnyMachineSnapshot, unknown]
    >;
    visit(initial, null);
    let snapshot = initial[initial.length - 1][0];
    for (const { event } of path.steps) {
      if (event.type === 'xstate.init') continue;
      for (const definition of machine.getTransitionData(snapshot, event)) {
        const ref = index.get(definition);
        if (ref) coveredTransitions.add(ref);
      }
      const microsteps = getMicrosteps(machine, snapshot, event) as Array<[AnyMachineSnapshot, unknown]>;
      visit(microsteps, snapshot);
      if (microsteps.length) snapshot = microsteps[microsteps.length - 1][0];
    }
  }

  const allStates = allStateIds(machine);
  const all = [...index.values()];
  return {
    states: {
      all: allStates,
      covered: allStates.filter((id) => coveredStates.has(id)),
      missing: allStates.filter((id) => !coveredStates.has(id)),
    },
    transitions: {
      all,
      covered: all.filter((ref) => coveredTransitions.has(ref)),
      missing: all.filter((ref) => !coveredTransitions.has(ref)),
    },
  };
}

/** One line per missing state or transition, for assertion messages. */
export function describeMissing(coverage: PathCoverage): string {
  return [
    ...coverage.states.missing.map((id) => `state not reached: ${id}`),
    ...coverage.transitions.missing.map((ref) => `transition not taken: ${ref.id}`),
  ].join('\n');
}

/**
 * A graph key for `getShortestPaths`' `serializeState`: the state plus the step that led to it (previous state value
 * and event type). Keyed on the state alone, shortest paths reach every state but skip transitions into states
 * already reached another way; keyed on the step, there is a shortest path through every transition.
 */
export function keyedOnStep<S extends { value: unknown }>(
  serializeState: (snapshot: S) => string,
): (snapshot: S, event?: { type: string }, previous?: S) => string {
  return (snapshot, event, previous) => {
    const key = serializeState(snapshot);
    return previous && event ? JSON.stringify([key, previous.value, event.type]) : key;
  };
}
