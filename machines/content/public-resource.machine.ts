// One public read (an article, a list of articles, a success story, the platform's figures): loading -> shown,
// `missing` when the server answers 404 (or 400 for a malformed slug), `failed` with a retry for anything else.
// When the server rendered the page it hands its answer over as `preloaded`: the first snapshot is already `shown`
// (or `missing`) and nothing is fetched again, which is also what the server renders (an unstarted actor's snapshot).
// The fetch is the named actor `load` (src/app/wiring/content.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';
import type {
  PublicResourceContext,
  PublicResourceEvent,
  PublicResourceInput,
} from './public-resource.types';

export const publicResourceMachine = setup({
  types: {} as {
    context: PublicResourceContext<unknown>;
    input: PublicResourceInput<unknown>;
    events: PublicResourceEvent;
    tags: 'busy';
  },
  actors: {
    /** The page's GET call; rejects with the API failure. */
    load: fromPromise<unknown>(notProvided('publicResource', 'load')),
  },
  guards: {
    isPreloaded: ({ context }) => context.data !== null,
    isPreloadedMissing: ({ context }) => context.preloadedMissing,
    isMissing: ({ event }) => [400, 404].includes(failureOf(event).status ?? 0),
  },
  actions: {
    store: assign((_, params: { data: unknown }) => ({ data: params.data, failure: null })),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
  },
}).createMachine({
  id: 'publicResource',
  context: ({ input }) => ({
    data: input.preloaded?.kind === 'found' ? input.preloaded.data : null,
    failure: null,
    preloadedMissing: input.preloaded?.kind === 'missing',
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isPreloaded', target: 'shown' },
        { guard: 'isPreloadedMissing', target: 'missing' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'shown',
          actions: { type: 'store', params: ({ event }) => ({ data: event.output }) },
        },
        onError: [
          { guard: 'isMissing', target: 'missing', actions: 'storeFailure' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    shown: {},
    missing: {},
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type PublicResourceSnapshot = SnapshotFrom<typeof publicResourceMachine>;
