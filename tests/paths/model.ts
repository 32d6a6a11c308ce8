// Model paths of a registry machine (tests/paths/registry/index.ts), shared by `npm run paths`, the registry test and the
// model-driven browser tests (tests/e2e/model/harness.ts). The registry test replays them on a real actor through
// tests/paths/replay.ts.
//
// The model offers, in each state, the entry's events that the state handles (`snapshot.can`) plus the outcomes
// of the actors running there: scripted outcomes listed in the entry, or the fake backend's answer to the request
// each running actor was started with. @xstate/graph then traverses the machine with XState's pure transitions.
//
// - shortest: one shortest path through every transition (the graph is keyed on the state AND the step that led to
//   it, so a transition into an already-reached state still gets its path), then the fewest of those paths that
//   together take every transition the model can take (a path that is a prefix of another adds nothing).
// - simple: every path that visits no state (value) twice, to every state, up to a limit per start (many more
//   paths, for exploratory testing; they need not take every transition).
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { MachineEntry, MachineStart } from './registry/entry';
import { allStateIds, allTransitions, pathCoverage, type TransitionRef } from './coverage';

export type PathKind = 'shortest' | 'simple';

export interface ModelStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  start: MachineStart;
  steps: ModelStep[];
  /** The state the path ends in. */
  state: AnyMachineSnapshot;
}

export interface ModelCoverage {
  states: { all: string[]; missing: string[] };
  transitions: { all: TransitionRef[]; missing: TransitionRef[] };
}

/** The model of a machine: a registry entry, or one derived from it (the browser tests narrow its events). */
export type MachineModel = Pick<MachineEntry, 'machine' | 'events' | 'actors' | 'starts' | 'serializeState'>;

const DEFAULT_START: MachineStart = { label: 'start', input: undefined };

export function startsOf(model: MachineModel): MachineStart[] {
  return model.starts?.length ? model.starts : [DEFAULT_START];
}

/** The input an invoked actor was started with (kept on the actor ref in pure snapshots). */
function inputOf(child: unknown): unknown {
  return (child as { options?: { input?: unknown } } | undefined)?.options?.input;
}

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;

/** The default state key: value, context and the requests in flight (the backend's answer depends on them). */
export function defaultSerializeState(snapshot: AnyMachineSnapshot): string {
  const pending = Object.entries(snapshot.children as Record<string, unknown>).map(([id, child]) => [
    id,
    inputOf(child) ?? null,
  ]);
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, pending });
}

/** The events the model offers in a state: the handled user events, then the running actors' outcomes. */
export function offeredEvents(model: MachineModel): (snapshot: AnyMachineSnapshot) => EventObject[] {
  const { actors } = model;
  return (snapshot) => {
    const children = snapshot.children as Record<string, unknown>;
    const user = model.events.filter((event) => snapshot.can(event));
    if (actors.kind === 'scripted') {
      const outcomes = actors.outcomes.filter((event) => {
        const match = ACTOR_EVENT.exec(event.type);
        return (match ? match[2] in children : true) && snapshot.can(event);
      });
      return [...user, ...outcomes];
    }
    const outcomes = Object.entries(children).flatMap(([id, child]) => {
      const answer = actors.answer[id];
      const request = inputOf(child);
      if (!answer) return [];
      const outcome = answer(request as never);
      return [
        outcome.ok
          ? { type: `xstate.done.actor.${id}`, output: outcome.output }
          : { type: `xstate.error.actor.${id}`, error: outcome.error },
      ];
    });
    return [...user, ...outcomes];
  };
}

/** Which transition definitions an event takes (source, event, position among the guarded alternatives). */
function takenTransitions(model: MachineModel, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  return model.machine.getTransitionData(snapshot, event).map((definition) => {
    const alternatives = definition.source.transitions.get(definition.eventType) ?? [];
    return `${definition.source.id}|${definition.eventType}|${alternatives.indexOf(definition)}`;
  });
}

/** The key of simple paths: the state value and the requests in flight (context would multiply the paths). */
function valueAndRequests(snapshot: AnyMachineSnapshot): string {
  const pending = Object.entries(snapshot.children as Record<string, unknown>).map(([id, child]) => [
    id,
    inputOf(child) ?? null,
  ]);
  return JSON.stringify({ value: snapshot.value, pending });
}

function traversal(model: MachineModel, start: MachineStart, keyOnStep: boolean) {
  const key = keyOnStep ? (model.serializeState ?? defaultSerializeState) : valueAndRequests;
  const serializeState = (
    snapshot: AnyMachineSnapshot,
    event?: EventObject,
    previous?: AnyMachineSnapshot,
  ) =>
    keyOnStep && previous && event
      ? JSON.stringify([key(snapshot), key(previous), takenTransitions(model, previous, event)])
      : key(snapshot);
  return { input: start.input, events: offeredEvents(model), serializeState } as never;
}

function coveredBy(model: MachineModel, path: ModelPath): { states: Set<string>; transitions: Set<string> } {
  const coverage = pathCoverage(model.machine, [path], { input: path.start.input });
  return {
    states: new Set(coverage.states.covered),
    transitions: new Set(coverage.transitions.covered.map((ref) => ref.id)),
  };
}

/** The fewest paths (greedy) that cover every state and transition the given paths cover together. */
function fewestCovering(model: MachineModel, paths: ModelPath[]): ModelPath[] {
  const scored = paths.map((path) => ({ path, ...coveredBy(model, path) }));
  const states = new Set(scored.flatMap((entry) => [...entry.states]));
  const transitions = new Set(scored.flatMap((entry) => [...entry.transitions]));
  const chosen: typeof scored = [];
  while (states.size > 0 || transitions.size > 0) {
    let best: (typeof scored)[number] | undefined;
    let bestGain = 0;
    for (const entry of scored) {
      const gain =
        [...entry.transitions].filter((id) => transitions.has(id)).length +
        [...entry.states].filter((id) => states.has(id)).length;
      if (
        gain > bestGain ||
        (gain === bestGain && best && gain > 0 && entry.path.steps.length < best.path.steps.length)
      ) {
        best = entry;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    best.states.forEach((id) => states.delete(id));
    best.transitions.forEach((id) => transitions.delete(id));
  }
  const starts = startsOf(model);
  return chosen
    .map((entry) => entry.path)
    .sort(
      (a, b) =>
        starts.indexOf(a.start) - starts.indexOf(b.start) ||
        a.steps.length - b.steps.length ||
        paths.indexOf(a) - paths.indexOf(b),
    );
}

interface AdjacencyNode {
  state: AnyMachineSnapshot;
  transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
}

/**
 * Every simple path (no state visited twice) from the start to every state, depth first, at most `limit` of them
 * (@xstate/graph's getSimplePaths has no cap, and a machine with many challenges has millions).
 */
function simplePaths(model: MachineModel, start: MachineStart, limit: number): ModelPath[] {
  const adjacency = getAdjacencyMap(model.machine, traversal(model, start, false)) as Record<
    string,
    AdjacencyNode
  >;
  const key = valueAndRequests;
  const [initialKey] = Object.keys(adjacency);
  const paths: ModelPath[] = [];
  const visited = new Set<string>([initialKey]);
  const steps: ModelStep[] = [];
  const walk = (nodeKey: string) => {
    for (const { event, state } of Object.values(adjacency[nodeKey]?.transitions ?? {})) {
      if (paths.length >= limit) return;
      if (model.machine.getTransitionData(adjacency[nodeKey].state, event).length === 0) continue;
      const next = key(state);
      if (visited.has(next)) continue;
      steps.push({ event, state });
      paths.push({ start, steps: [...steps], state });
      visited.add(next);
      walk(next);
      visited.delete(next);
      steps.pop();
    }
  };
  walk(initialKey);
  return paths;
}

export interface GenerateOptions {
  /** Simple paths only: the most paths listed per start (default 500). */
  limit?: number;
}

/** Generates the model's paths from every start. */
export function generatePaths(
  model: MachineModel,
  kind: PathKind = 'shortest',
  options: GenerateOptions = {},
): ModelPath[] {
  const paths: ModelPath[] = [];
  for (const start of startsOf(model)) {
    if (kind === 'simple') {
      paths.push(...simplePaths(model, start, options.limit ?? 500));
      continue;
    }
    const generated = getShortestPaths(model.machine, traversal(model, start, true)) as Array<{
      steps: ModelStep[];
      state: AnyMachineSnapshot;
    }>;
    const before = paths.length;
    for (const path of generated) {
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      if (steps.length) paths.push({ start, steps, state: path.state });
    }
    // A start where nothing can happen (e.g. a link without its parameter, settled at once in a final or
    // waiting state) is a path of its own: opening it is the whole walk-through, and it covers its initial steps.
    if (paths.length === before) {
      paths.push({ start, steps: [], state: initialTransition(model.machine, start.input as never)[0] });
    }
  }
  return kind === 'shortest' ? fewestCovering(model, paths).map((path) => settled(model, path)) : paths;
}

/**
 * A path that ends while an actor runs (a request in flight) is extended with the first outcome the model offers,
 * until it rests: a person walking it, or a browser test, then ends on a screen that waits for them.
 */
function settled(model: MachineModel, path: ModelPath): ModelPath {
  const offered = offeredEvents(model);
  const steps = [...path.steps];
  let state = path.state;
  for (let i = 0; i < 10 && state.status === 'active'; i++) {
    const outcome = offered(state).find((event) => event.type.startsWith('xstate.'));
    if (!outcome) break;
    const next = transition(model.machine, state, outcome)[0];
    steps.push({ event: outcome, state: next });
    state = next;
  }
  return { ...path, steps, state };
}

/** Coverage of the paths over all the model's starts. */
export function modelCoverage(model: MachineModel, paths: readonly ModelPath[]): ModelCoverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const start of startsOf(model)) {
    const coverage = pathCoverage(
      model.machine,
      paths.filter((path) => path.start === start),
      { input: start.input },
    );
    // A start with no path still enters its initial states.
    coverage.states.covered.forEach((id) => states.add(id));
    coverage.transitions.covered.forEach((ref) => transitions.add(ref.id));
  }
  const allStates = allStateIds(model.machine);
  const all = allTransitions(model.machine);
  return {
    states: { all: allStates, missing: allStates.filter((id) => !states.has(id)) },
    transitions: { all, missing: all.filter((ref) => !transitions.has(ref.id)) },
  };
}

// ---- presentation ---------------------------------------------------------------------------------------------------

/** A state value as dotted paths: `mfa.sms.waiting`; parallel regions joined with ` + `. */
export function stateName(snapshot: AnyMachineSnapshot): string {
  const flatten = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
          flatten(child).map((rest) => `${key}.${rest}`),
        );
  const name = flatten(snapshot.value).join(' + ');
  return snapshot.status === 'done' ? `${name} (final)` : name;
}

/** Errors serialise as `{}`: keep their name, message and code. */
function plain(value: unknown): unknown {
  if (value instanceof Error) {
    const { code } = value as { code?: unknown };
    return { name: value.name, message: value.message, ...(code ? { code } : {}) };
  }
  return value;
}

export interface DescribedEvent {
  /** `user` (or app) event, an actor's `answer` / `failure`, or a `delay`. */
  kind: 'event' | 'answer' | 'failure' | 'delay';
  /** The event type, the actor id or the delay. */
  name: string;
  /** The payload (without `type`), the actor's output or error; undefined when there is none. */
  payload: unknown;
}

export function describeEvent(event: EventObject): DescribedEvent {
  const actor = ACTOR_EVENT.exec(event.type);
  if (actor) {
    const isDone = actor[1] === 'done';
    const payload = plain((event as { output?: unknown; error?: unknown })[isDone ? 'output' : 'error']);
    return { kind: isDone ? 'answer' : 'failure', name: actor[2], payload };
  }
  const delay = /^xstate\.after\.(\d+)\./.exec(event.type);
  if (delay) return { kind: 'delay', name: `${delay[1]} ms`, payload: undefined };
  const { type, ...payload } = event;
  return { kind: 'event', name: type, payload: Object.keys(payload).length ? payload : undefined };
}

/** One line: `user.submit {"email":...}`, `initiateAuth answers {...}`, `after 2000 ms`. */
export function eventLine(event: EventObject): string {
  const { kind, name, payload } = describeEvent(event);
  const json = payload === undefined ? '' : ` ${JSON.stringify(payload)}`;
  if (kind === 'answer') return `${name} answers${json}`;
  if (kind === 'failure') return `${name} fails${json}`;
  if (kind === 'delay') return `after ${name}`;
  return `${name}${json}`;
}
