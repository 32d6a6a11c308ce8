// The browser's session handle (src/components/session-context.ts). XState, the session machine, its actors and the
// API client are one dynamic import (`start`, src/app/session-runtime.ts), made at once when an access-token cookie
// exists (the machine then boots from it, as before), and otherwise with the first event sent (a sign-in's
// `session.signedIn`). Until then the view is what the machine's boot would reach without a token, `signedOut`
// (machines/session: booting -> readAccessToken -> signedOut, with nothing else observable on the way), and events
// wait for the actor, in order. This module imports no XState and no selector: it stays in the entry chunk.
import type { SessionView } from '../../machines/session/session.selectors';
import type { SessionEvent } from '../../machines/session/session.types';
import type { SessionHandle } from '../components/session-context';

const signedOut: SessionView = { kind: 'signedOut' };
const checking: SessionView = { kind: 'checking' };

export interface LazySessionOptions {
  /** An access-token cookie exists: start the session at once (it loads me + profile). */
  hasAccessToken: boolean;
  /** Loads the session machine, starts its actor and answers `sessionHandleOf` it (src/app/session-runtime.ts). */
  start: () => Promise<SessionHandle>;
  /** A failed `start` (its chunk could not load). */
  onStartFailed?: (error: unknown) => void;
}

export interface LazySession extends SessionHandle {
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
      (running) => {
        handle = running;
        running.subscribe(notify);
        for (const event of waiting.splice(0)) running.send(event);
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
      // The actor starts by booting (`checking`): say so at once. A sign-in's `session.signedIn` is followed by a
      // navigation to a page that may require a session, which must wait for it rather than see `signedOut`.
      if (pendingView !== checking) {
        pendingView = checking;
        notify();
      }
      void startNow();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getView: () => (handle ? handle.getView() : pendingView),
  };
}
