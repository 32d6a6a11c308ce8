// /staff/expert-applications: the expert review queue, oldest submitted first. Loads a page (GET
// /staff/expert-applications with the status filter) -> ready; a new filter or page is an event that reloads (a
// filter change goes back to page 1), and is told to the app through `queryChanged`, which writes it into the URL
// (`?status=&page=`); the machine starts from the URL's query (`input`). 403 (signed in, not staff) is
// `forbidden`; anything else `failed`, with a retry. Side effects: src/app/wiring/experts.ts.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';
import type { ExpertQueuePage, ExpertQueueQuery, ExpertQueueTypes } from './expert-review.types';

export const EXPERT_QUEUE_PAGE_SIZE = 20;

function reloadOn(reenter: boolean) {
  const to = { target: 'loading', reenter } as const;
  return {
    'user.filterStatus': {
      ...to,
      actions: [
        {
          type: 'filterStatus',
          params: ({ event }: { event: Pick<ExpertQueueQuery, 'status'> }) => ({ status: event.status }),
        },
        'queryChanged',
      ],
    },
    'user.goToPage': {
      ...to,
      actions: [
        { type: 'goToPage', params: ({ event }: { event: { page: number } }) => ({ page: event.page }) },
        'queryChanged',
      ],
    },
  } as const;
}

export const expertQueueMachine = setup({
  types: {} as ExpertQueueTypes,
  actors: {
    /** GET /staff/expert-applications?status=&take=&page=. */
    loadExpertQueue: fromPromise<ExpertQueuePage, ExpertQueueQuery>(
      notProvided('expertQueue', 'loadExpertQueue'),
    ),
  },
  guards: {
    isForbidden: ({ event }) => failureOf(event).status === 403,
  },
  actions: {
    storePage: assign((_, params: { result: ExpertQueuePage }) => ({ result: params.result, failure: null })),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    filterStatus: assign((_, params: Pick<ExpertQueueQuery, 'status'>) => ({
      filters: { status: params.status },
      page: 1,
    })),
    goToPage: assign((_, params: { page: number }) => ({ page: Math.max(1, Math.floor(params.page)) })),
    /** The app writes the new filter and page into the URL (src/app/wiring/experts.ts). */
    queryChanged: () => {},
  },
}).createMachine({
  id: 'expertQueue',
  context: ({ input }) => ({
    filters: { status: null, ...input?.filters },
    page: input?.page ?? 1,
    take: EXPERT_QUEUE_PAGE_SIZE,
    result: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadExpertQueue',
        src: 'loadExpertQueue',
        input: ({ context }) => ({ ...context.filters, page: context.page, take: context.take }),
        onDone: {
          target: 'ready',
          actions: { type: 'storePage', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          { guard: 'isForbidden', target: 'forbidden', actions: 'storeFailure' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
      on: reloadOn(true),
    },
    ready: { on: reloadOn(false) },
    forbidden: {},
    failed: { on: { 'user.retry': 'loading', ...reloadOn(false) } },
  },
});

export type ExpertQueueMachine = typeof expertQueueMachine;
export type ExpertQueueSnapshot = SnapshotFrom<ExpertQueueMachine>;
