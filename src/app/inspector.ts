// Development only: src/main.tsx imports this module behind `import.meta.env.DEV`, so the production build never
// contains it (scripts/check-no-inspector.ts checks the built files after every `npm test` build).
//
// Switch: open the app with `?inspect` (remembered for the tab in sessionStorage; `?inspect=off` turns it off).
// Then every machine the app runs (the session actor, and each page machine created with `useInspectedMachine`)
// reports to two places:
// - the machine dev panel (bottom right): each machine's current state and its last events. It works offline.
// - @statelyai/inspect: the panel's "Stately inspector" button opens https://stately.ai/inspect in a new window
//   (a click, so the popup is not blocked) and replays what happened so far. Without internet that window stays
//   empty; the app and the panel keep working.
import { createBrowserInspector } from '@statelyai/inspect';
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { setInspectionObserver } from './inspection';

/** A marker the production-bundle check looks for (scripts/check-no-inspector.ts). */
export const INSPECTOR_MARKER = 'ghg-machine-inspector';
const STORAGE_KEY = 'ghg-machine-inspector';
const MAX_EVENTS = 8;

export interface InspectedEvent {
  type: string;
  /** Milliseconds since the page loaded. */
  at: number;
}

export interface InspectedMachine {
  sessionId: string;
  /** The actor's id (invoke id, systemId or `x:N`) and its machine's id. */
  id: string;
  machineId: string;
  state: string;
  status: string;
  /** Newest first. */
  events: InspectedEvent[];
}

/** What the dev panel shows: every machine actor seen, in order of appearance. */
export class InspectionStore {
  private machines = new Map<string, InspectedMachine>();
  private listeners = new Set<() => void>();
  private list: InspectedMachine[] = [];

  readonly observer: Observer<InspectionEvent> = {
    next: (event) => this.record(event),
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): InspectedMachine[] => this.list;

  private record(event: InspectionEvent): void {
    const snapshot =
      event.type === '@xstate.snapshot'
        ? event.snapshot
        : event.type === '@xstate.actor'
          ? event.actorRef.getSnapshot()
          : null;
    if (!snapshot || !('value' in (snapshot as object))) return;
    const actor = event.actorRef as AnyActorRef & { logic?: { id?: string } };
    const previous = this.machines.get(actor.sessionId);
    const value = (snapshot as { value: unknown }).value;
    const caused = event.type === '@xstate.snapshot' ? event.event.type : null;
    this.machines.set(actor.sessionId, {
      sessionId: actor.sessionId,
      id: actor.id,
      machineId: actor.logic?.id ?? actor.id,
      state: stateText(value),
      status: (snapshot as { status?: string }).status ?? 'active',
      events: caused
        ? [{ type: caused, at: Math.round(performance.now()) }, ...(previous?.events ?? [])].slice(
            0,
            MAX_EVENTS,
          )
        : (previous?.events ?? []),
    });
    this.list = [...this.machines.values()];
    this.listeners.forEach((listener) => listener());
  }
}

export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => `${key}.${stateText(child)}`)
    .join(' + ');
}

/** Whether the inspector is on for this tab: `?inspect` turns it on, `?inspect=off` off. */
export function inspectorEnabled(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  const params = new URLSearchParams(search);
  if (params.has('inspect')) {
    if (params.get('inspect') === 'off') storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, 'on');
  }
  return storage.getItem(STORAGE_KEY) === 'on';
}

export interface RunningInspector {
  store: InspectionStore;
  /** Opens the Stately inspector window (call from a click). */
  openStately: () => void;
}

/**
 * Attaches the inspector to the given root actors (created, not yet started) and to every actor created later
 * with `inspectOptions()` / `useInspectedMachine`, and mounts the dev panel. Does nothing when the switch is off.
 */
export async function startInspector(roots: AnyActorRef[]): Promise<RunningInspector | null> {
  if (!inspectorEnabled(window.location.search, window.sessionStorage)) return null;
  const store = new InspectionStore();
  const stately = createBrowserInspector({ autoStart: false });
  const observer: Observer<InspectionEvent> = {
    next: (event) => {
      store.observer.next?.(event);
      stately.inspect.next?.(event);
    },
  };
  setInspectionObserver(observer);
  for (const actor of roots) {
    // The root's own registration happened in createActor, before this observer existed.
    observer.next?.({ type: '@xstate.actor', actorRef: actor, rootId: actor.sessionId });
    actor.system.inspect(observer);
  }
  let opened = false;
  const running: RunningInspector = {
    store,
    openStately: () => {
      if (opened) return;
      opened = true;
      stately.start();
    },
  };
  const { mountDevPanel } = await import('../components/dev-panel');
  mountDevPanel(running);
  console.info(`[${INSPECTOR_MARKER}] on: machine dev panel mounted; ?inspect=off turns it off`);
  return running;
}
