// The `inspect` option for the actors the app creates. The development inspector (src/app/inspector.ts, loaded by
// src/main.tsx only when `import.meta.env.DEV`) sets it at boot, before anything renders; in production it is never
// set, so actors are created exactly as without it.
//
// Pages create their machines with `useInspectedMachine(machine, options)` instead of `useActorRef(machine, options)`
// so that the inspector (`?inspect`) sees them too.
import { useActorRef } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, AnyStateMachine, InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | undefined;

export function setInspectionObserver(next: Observer<InspectionEvent> | undefined): void {
  observer = next;
}

/** `{ inspect }` while the development inspector runs, else `{}`: spread it into `createActor` options. */
export function inspectOptions(): { inspect?: Observer<InspectionEvent> } {
  return observer ? { inspect: observer } : {};
}

/** `useActorRef` with the inspector's `inspect` option when it runs. */
export function useInspectedMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
): ActorRefFrom<TMachine> {
  return useActorRef(
    machine as AnyStateMachine,
    { ...options, ...inspectOptions() } as never,
  ) as ActorRefFrom<TMachine>;
}
