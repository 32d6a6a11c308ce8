// /staff/contact-requests: the contact requests sent through /contact, newest first, for the sales team. Loads a
// page (GET /staff/contact-requests with the search, status and owner filters, and GET /staff/members for the owner
// filter) -> ready; a new search, filter or page is an event that reloads (a filter change goes back to page 1).
// 403 (signed in, not staff) is `forbidden`; anything else `failed`, with a retry. Each new search, filter or page
// is also told to the app through the action `queryChanged`, which writes it into the URL (`?q=&status=&owner=&page=`)
// so the list can be reloaded, shared and bookmarked as it is; the machine starts from the URL's query (`input`).
// Side effects: the named actor `loadContactRequests` (src/app/wiring/staff.ts; fakes in tests).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PIPELINE_PAGE_SIZE } from '../../domain/contact-pipeline';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';
import type { ContactPipelineTypes, PipelinePage, PipelineQuery } from './contact-pipeline.types';

/** A new search, filter or page: back to `loading` with it (from `loading` too: the last one asked wins). */
function reloadOn(reenter: boolean) {
  const to = { target: 'loading', reenter } as const;
  return {
    'user.search': {
      ...to,
      actions: [{ type: 'search', params: ({ event }: { event: { q: string } }) => event }, 'queryChanged'],
    },
    'user.filterStatus': {
      ...to,
      actions: [
        {
          type: 'filterStatus',
          params: ({ event }: { event: Pick<PipelineQuery, 'status'> }) => ({ status: event.status }),
        },
        'queryChanged',
      ],
    },
    'user.filterOwner': {
      ...to,
      actions: [
        {
          type: 'filterOwner',
          params: ({ event }: { event: Pick<PipelineQuery, 'owner'> }) => ({ owner: event.owner }),
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

export const contactPipelineMachine = setup({
  types: {} as ContactPipelineTypes,
  actors: {
    /** GET /staff/contact-requests?q=&status=&owner=&take=&page= and GET /staff/members. */
    loadContactRequests: fromPromise<PipelinePage, PipelineQuery>(
      notProvided('contactPipeline', 'loadContactRequests'),
    ),
  },
  guards: {
    isForbidden: ({ event }) => failureOf(event).status === 403,
  },
  actions: {
    storePage: assign((_, params: { result: PipelinePage }) => ({ result: params.result, failure: null })),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    search: assign(({ context }, params: { q: string }) => ({
      filters: { ...context.filters, q: params.q.trim() },
      page: 1,
    })),
    filterStatus: assign(({ context }, params: { status: PipelineQuery['status'] }) => ({
      filters: { ...context.filters, status: params.status },
      page: 1,
    })),
    filterOwner: assign(({ context }, params: { owner: PipelineQuery['owner'] }) => ({
      filters: { ...context.filters, owner: params.owner },
      page: 1,
    })),
    goToPage: assign((_, params: { page: number }) => ({ page: Math.max(1, Math.floor(params.page)) })),
    /** The app writes the new filters and page into the URL (src/app/wiring/staff.ts). */
    queryChanged: () => {},
  },
}).createMachine({
  id: 'contactPipeline',
  context: ({ input }) => ({
    filters: { q: '', status: null, owner: null, ...input?.filters },
    page: input?.page ?? 1,
    take: PIPELINE_PAGE_SIZE,
    result: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContactRequests',
        src: 'loadContactRequests',
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
    /** Signed in but not staff (403): the console is not theirs; nothing to send. */
    forbidden: {},
    failed: {
      on: { 'user.retry': 'loading', ...reloadOn(false) },
    },
  },
});

export type ContactPipelineMachine = typeof contactPipelineMachine;
export type ContactPipelineSnapshot = SnapshotFrom<ContactPipelineMachine>;
