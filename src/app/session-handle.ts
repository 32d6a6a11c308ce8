// The session handle views use (src/components/session-context.ts), over the session machine's actor.
//
// `sessionHandleOf(actor)`: over an actor that exists already (the server's renderer, tests).
// `createLazySession(...)`: the browser's. XState, the machine, its actors and the API client are one dynamic
// import (`start`), made at once when an access-token cookie exists (the machine then boots from it, as before), and
// otherwise with the first event sent (a sign-in's `session.signedIn`). Until then the view is what the machine's
// boot would reach without a token, `signedOut` (machines/session: booting -> readAccessToken -> signedOut, with
// nothing else observable on the way), and events wait for the actor, in order.
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/session/session.machine';
import { selectSessionView, type SessionView } from '../../machines/session/session.selectors';
import type { SessionEvent } from '../../machines/session/session.types';
import type { SessionHandle } from '../components/session-context';

export type SessionActorRef = ActorRefFrom<SessionMachine>;

/** A handle over `actor` (started or not): its view is `selectSessionView` of its snapshot, memoised per snapshot. */
export function sessionHandleOf(actor: SessionActorRef): SessionHandle {
  let snapshot = actor.getSnapshot();
  let view = selectSessionView(snapshot);
  return {
    send: (event) => actor.send(event),
    subscribe(listener) {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    getView() {
      const next = actor.getSnapshot();
      if (next !== snapshot) {
        snapshot = next;
        view = selectSessionView(next);
      }
      return view;
    },
  };
}

const signedOut: SessionView = { kind: 'signedOut' };
const checking: SessionView = { kind: 'checking' };

export interface LazySessionOptions {
  /** An access-token cookie exists: start the session at once (it loads me + profile). */
  hasAccessToken: boolean;
  /** Loads the session machine and answers its actor, started. */
  start: () => Promise<SessionActorRef>;
  /** A failed `start` (its chunk could not load). */
  onStartFailed?: (error: unknown) => void;
}

export interface LazySession extends SessionHandle {
  /** The started actor, once it is (null before). */
  actor(): SessionActorRef | null;
  /**
   * Settles once the actor runs when it was started at once (a token cookie), at once otherwise. Never rejects.
   * The browser renders after it, so that a signed-in visit's session is running before any page calls the API,
   * exactly as when the actor was created with the entry.
   */
  ready: Promise<void>;
}

export function createLazySession({ hasAccessToken, start, onStartFailed }: LazySessionOptions): LazySession {
  const listeners = new Set<() => void>();
  const waiting: SessionEvent[] = [];
  let handle: SessionHandle | null = null;
  let started: SessionActorRef | null = null;
  let starting = false;
  // Before the actor: with a token cookie the machine would be booting / loading (`checking`), else signed out.
  let pendingView: SessionView = hasAccessToken ? checking : signedOut;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const startNow = (): Promise<void> => {
    if (starting) return Promise.resolve();
    starting = true;
    return start().then(
      (actor) => {
        started = actor;
        handle = sessionHandleOf(actor);
        handle.subscribe(notify);
        for (const event of waiting.splice(0)) actor.send(event);
        notify();
      },
      (error: unknown) => {
        // The view must not stay `checking` for good: signed out, and the next event tries again.
        starting = false;
        waiting.length = 0;
        pendingView = signedOut;
        notify();
        onStartFailed?.(error);
      },
    );
  };

  const ready = hasAccessToken ? startNow() : Promise.resolve();

  return {
    ready,
    send(event) {
      if (handle) {
        handle.send(event);
        return;
      }
      waiting.push(event);
      void startNow();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getView: () => (handle ? handle.getView() : pendingView),
    actor: () => started,
  };
}
