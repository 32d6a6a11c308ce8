// The public-resource machine's actor (machines/content/public-resource), loaded by usePublicResource only when the
// page has to read through the API itself (no answer from the server's render, or a retry): with XState.
import { createActor, fromPromise } from 'xstate';
import { publicResourceMachine } from '../../machines/content/public-resource.machine';
import type { Preloaded } from '../../machines/content/public-resource.types';
import { inspectOptions } from '../app/inspection';

export function createPublicResourceActor<T>(load: () => Promise<T>, preloaded: Preloaded<T> | null) {
  return createActor(publicResourceMachine.provide({ actors: { load: fromPromise<unknown>(load) } }), {
    input: { preloaded },
    ...inspectOptions(),
  });
}
