// The one replay of a model path on a real actor, for every machine test and the registry test. Path generation stays
// where it is (tests/paths/model.ts for the registry, tests/paths/scripted-paths.ts for the machine tests); a test
// creates its actor with its own fake actors, hands the path's steps to `replayPath`, and keeps its own assertions in
// `onStep`.
//
// @xstate/graph lists what invoked actors and delays do as events (`xstate.done.actor.<id>`,
// `xstate.error.actor.<id>`, `xstate.after.<ms>.<state id>`). A real actor cannot be sent those: a delay is a tick of
// the SimulatedClock the actor was created with, an actor outcome is either settled by the test (`scriptedActors`:
// fake actors that wait for the step that names their outcome) or produced by a fake backend by itself.
import {
  fromPromise,
  waitFor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type EventObject,
  type SimulatedClock,
  type SnapshotFrom,
} from 'xstate';

/** A step of a path: the event, and the state the model says it reaches. */
export interface ReplayStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export interface ReplayOptions<TSnapshot, TStep extends ReplayStep> {
  /** The SimulatedClock the actor was created with; needed when a step is an `xstate.after.<ms>.*` delay. */
  clock?: SimulatedClock;
  /** Settles the fake actor an `xstate.*` outcome names; false when the fake backend produces it by itself. */
  settle?: (event: EventObject) => boolean | Promise<boolean>;
  /** What must be equal between the reached snapshot and the step's state (default: the state value as JSON). */
  key?: (snapshot: TSnapshot) => string;
  /** How long to wait for the step's state (default 500 ms). */
  timeoutMs?: number;
  /** Runs before a step's event is delivered (not for the start step, `xstate.init`). */
  beforeStep?: (step: TStep, index: number) => void;
  /** The test's own checks of the snapshot that matched the step's key (view, context, actions, invariants). */
  onStep?: (reached: TSnapshot, step: TStep, index: number) => void | Promise<void>;
  /** Prefixes the error, e.g. the machine and the start of the path. */
  label?: string;
}

const valueKey = (snapshot: unknown) => JSON.stringify((snapshot as AnyMachineSnapshot).value);

/**
 * Replays the steps on the (started) actor: each event is sent, ticked on the clock or settled, then the actor must
 * reach the step's state (by `key`) within the timeout, or the error says after which events, what was expected and
 * what was reached.
 */
export async function replayPath<TActor extends AnyActorRef, TStep extends ReplayStep>(
  actor: TActor,
  steps: readonly TStep[],
  options: ReplayOptions<SnapshotFrom<TActor>, TStep> = {},
): Promise<void> {
  const { clock, settle, timeoutMs = 500, beforeStep, onStep, label } = options;
  const key = (options.key ?? valueKey) as (snapshot: SnapshotFrom<TActor>) => string;
  const trail: string[] = [];
  for (const [index, step] of steps.entries()) {
    const { event } = step;
    trail.push(event.type);
    if (event.type !== 'xstate.init') {
      beforeStep?.(step, index);
      // Awaited only when something was settled: a fake backend must not answer before the state is checked.
      const delivering = deliver(actor, event, clock, settle);
      if (delivering) await delivering;
    }
    const expected = key(step.state as SnapshotFrom<TActor>);
    const reached = (await waitFor(actor, (snapshot) => key(snapshot) === expected, {
      timeout: timeoutMs,
    }).catch(() => {
      throw new Error(
        `${label ? `${label}: ` : ''}after ${trail.join(' → ')}\n` +
          `expected ${expected}\nreached  ${key(actor.getSnapshot())}`,
      );
    })) as SnapshotFrom<TActor>;
    const checking = onStep?.(reached, step, index);
    if (checking) await checking;
  }
}

/** Delivers a step's event; a promise only when an actor was settled and the replay must let it run. */
function deliver(
  actor: AnyActorRef,
  event: EventObject,
  clock: SimulatedClock | undefined,
  settle: ReplayOptions<unknown, ReplayStep>['settle'],
): Promise<void> | undefined {
  const delay = /^xstate\.after\.(\d+)\./.exec(event.type);
  if (delay) {
    if (!clock) throw new Error(`${event.type}: the replay needs the actor's SimulatedClock`);
    clock.increment(Number(delay[1]));
  } else if (event.type.startsWith('xstate.')) {
    // Unless `settle` handles it, the outcome is the fake backend's own.
    const handled = settle?.(event);
    if (handled instanceof Promise) return handled.then((done) => (done ? settled() : undefined));
    if (handled) return settled();
  } else actor.send(event);
  return undefined;
}

interface Call {
  src: string;
  id: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Fake actors (fromPromise) that stay pending until `settle` gives them the outcome of a path's step. */
export function scriptedActors<Name extends string>(names: readonly Name[]) {
  const pending: Call[] = [];
  const calls: Array<{ src: Name; id: string; input: unknown }> = [];
  const actors = Object.fromEntries(
    names.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, self, signal }) =>
          new Promise((resolve, reject) => {
            const call = { src, id: self.id, input, resolve, reject };
            calls.push({ src, id: self.id, input });
            pending.push(call);
            // A stopped actor (its state was left) can no longer be settled.
            signal.addEventListener('abort', () => {
              const index = pending.indexOf(call);
              if (index !== -1) pending.splice(index, 1);
            });
          }),
      ),
    ]),
  ) as Record<Name, ReturnType<typeof fromPromise<unknown, unknown>>>;

  return {
    actors,
    calls,
    /** True when the event is an actor outcome; then the running actor with that invoke id is settled with it. */
    settle(event: EventObject): boolean {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (!match) return false;
      const index = pending.findIndex((call) => call.id === match[2]);
      if (index === -1) throw new Error(`no running actor "${match[2]}" to settle with ${event.type}`);
      const [call] = pending.splice(index, 1);
      if (match[1] === 'done') call.resolve((event as { output?: unknown }).output);
      else call.reject((event as { error?: unknown }).error);
      return true;
    },
  };
}

/** Lets promise callbacks and the actors' messages run. */
export function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
