// A page's machine whose code (the machine, XState, the API client its actors call) loads after the page is live
// instead of with the page: the page renders `initialView` (the view of the machine's first snapshot, which the
// server renders too, so hydration matches), the actor is created and started by an effect once its module has
// loaded, and from then on the view is `select` of its snapshots. Events sent before are kept and sent, in order,
// as soon as it runs. With `create: null` no actor is needed (the view can never change): nothing loads.
//
// Why: a visitor reads the page before acting on it, and the machine only matters from the first action on. Keeping
// the machines out of the first load keeps XState (about 13 KB gzip) out of every public page's budget (README
// "Performance budgets"). An event sent in between (a submit in the first milliseconds) is not lost: it waits.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

type EventOf<TActor extends AnyActorRef> = Parameters<TActor['send']>[0];

export interface LazyActorOptions<TActor extends AnyActorRef, TView> {
  /** Creates the actor, not started (a dynamic import of the module that builds it); null: none is needed. */
  create: (() => Promise<TActor>) | null;
  /** The view of a snapshot (the machine's selector). */
  select: (snapshot: SnapshotFrom<TActor>) => TView;
  /** The view of the machine's first snapshot, before its code has loaded (and on the server). */
  initialView: TView;
}

export interface LazyActor<TActor extends AnyActorRef, TView> {
  view: TView;
  /** Sends now when the actor runs, else as soon as it does. */
  send: (event: EventOf<TActor>) => void;
  /** The running actor (null until its code has loaded, and always when `create` is null). */
  actor: TActor | null;
}

const noSubscription = () => () => {};

export function useLazyActor<TActor extends AnyActorRef, TView>({
  create,
  select,
  initialView,
}: LazyActorOptions<TActor, TView>): LazyActor<TActor, TView> {
  const [actor, setActor] = useState<TActor | null>(null);
  // The first `create` and `initialView` only: like useActorRef, the actor is the component's for its whole life.
  const [creator] = useState(() => create);
  const [firstView] = useState(() => initialView);
  const waiting = useRef<EventOf<TActor>[]>([]);
  // The running actor, read by `send` at call time: a `send` from a render before the actor existed (a click
  // handled between the actor's start and the next render) must reach the actor, not a queue already flushed.
  const running = useRef<TActor | null>(null);
  const selectRef = useRef(select);
  selectRef.current = select;
  const memo = useRef<{ snapshot: unknown; view: TView } | null>(null);

  useEffect(() => {
    if (!creator) return;
    let cancelled = false;
    creator().then(
      (created) => {
        if (cancelled) return;
        created.start();
        running.current = created;
        for (const event of waiting.current.splice(0)) created.send(event);
        // The page re-renders from the machine's view. A plain update, not a transition: a transition can be held
        // behind the page's hydration (src/main.tsx, src/app/App.tsx `DictionarySync`), and the view must follow the
        // machine at once. Events sent meanwhile already reach the running actor.
        setActor(created);
      },
      (error: unknown) => console.error('[machine] could not load', error),
    );
    return () => {
      cancelled = true;
      running.current?.stop();
      running.current = null;
      setActor(null);
    };
  }, [creator]);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const getView = useCallback((): TView => {
    if (!actor) return firstView;
    const snapshot: unknown = actor.getSnapshot();
    let memoised = memo.current;
    if (!memoised || memoised.snapshot !== snapshot) {
      memoised = { snapshot, view: selectRef.current(snapshot as SnapshotFrom<TActor>) };
      memo.current = memoised;
    }
    return memoised.view;
  }, [actor, firstView]);
  const view = useSyncExternalStore(subscribe, getView, getView);

  const send = useCallback((event: EventOf<TActor>) => {
    if (running.current) running.current.send(event);
    else waiting.current.push(event);
  }, []);
  return { view, send, actor };
}
