// The session handle views use (src/components/session-context.ts) over a session machine's actor: the server's
// renderer and tests make one over their actor, the browser over the one it starts when needed
// (src/app/session-runtime.ts, through src/app/lazy-session.ts).
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/session/session.machine';
import { selectSessionView } from '../../machines/session/session.selectors';
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
