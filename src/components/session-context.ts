// The session as views see it: one view model (machines/session/session.selectors `SessionView`) and the events
// they send. Provided once by App; behind it is the session machine's actor (src/app/session-handle.ts), which the
// browser starts when an access-token cookie exists or with the first event (a sign-in), so that an anonymous visit
// never downloads XState for the header.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionView } from '../../machines/session/session.selectors';
import type { SessionEvent } from '../../machines/session/session.types';

export interface SessionHandle {
  /** Sends an event to the session actor (starting it first when it has not started yet). */
  send(event: SessionEvent): void;
  subscribe(listener: () => void): () => void;
  /** The current view; the same object until the session's state changes. */
  getView(): SessionView;
}

export const SessionContext = createContext<SessionHandle | null>(null);

/** The session, to send it events (`session.send({ type: 'user.signOut' })`). */
export function useSession(): SessionHandle {
  const handle = useContext(SessionContext);
  if (!handle) throw new Error('useSession: no <SessionContext.Provider> above this component');
  return handle;
}

/** What the session shows now (re-renders when it changes). */
export function useSessionView(): SessionView {
  const handle = useSession();
  return useSyncExternalStore(handle.subscribe, handle.getView, handle.getView);
}
