// The session actor, shared with every page. Created once at the root (src/main.tsx) and provided by App.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/session/session.machine';

export type SessionActorRef = ActorRefFrom<SessionMachine>;

export const SessionContext = createContext<SessionActorRef | null>(null);

/** The session actor; read its state with `useSelector(ref, selectSessionView)` and send it events. */
export function useSessionActor(): SessionActorRef {
  const ref = useContext(SessionContext);
  if (!ref) throw new Error('useSessionActor: no <SessionContext.Provider> above this component');
  return ref;
}
