// /staff/articles and /staff/success-stories: the staff list of one kind of content, newest change first. Loads a
// page (GET /staff/articles or /staff/success-stories with the search, status and, for articles, category filters)
// -> ready; a new search, filter or page is an event that reloads (a filter change goes back to page 1) and tells the
// app the new query through the injected action `queryChanged`, which writes it into the URL (`?status=&q=&page=`),
// so the list can be reloaded, shared and bookmarked as it is. The machine starts from the URL's query (`input`).
// 403 (signed in, not staff) is `forbidden`; anything else `failed`, with a retry. Side effects: the named actor
// `loadContentList` (src/app/wiring/staff-content.ts; fakes in tests).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { CONTENT_PAGE_SIZE, CONTENT_SEARCH_MAX_LENGTH } from '../../domain/content/content-rules';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';
import type {
  ContentListFilters,
  ContentListPage,
  ContentListQuery,
  ContentListTypes,
} from './content-list.types';

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
          type: 'filter',
          params: ({ event }: { event: Pick<ContentListFilters, 'status'> }) => ({ status: event.status }),
        },
        'queryChanged',
      ],
    },
    'user.filterCategory': {
      ...to,
      actions: [
        {
          type: 'filter',
          params: ({ event }: { event: Pick<ContentListFilters, 'category'> }) => ({
            category: event.category,
          }),
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

export const contentListMachine = setup({
  types: {} as ContentListTypes,
  actors: {
    /** GET /staff/articles or /staff/success-stories ?q=&status=&category=&take=&page=. */
    loadContentList: fromPromise<ContentListPage, ContentListQuery>(
      notProvided('contentList', 'loadContentList'),
    ),
  },
  guards: {
    isForbidden: ({ event }) => failureOf(event).status === 403,
  },
  actions: {
    /** Injected by the app: writes the filters and the page into the URL's query (replacing the history entry). */
    queryChanged: () => {},
    storePage: assign((_, params: { result: ContentListPage }) => ({ result: params.result, failure: null })),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    search: assign(({ context }, params: { q: string }) => ({
      filters: { ...context.filters, q: params.q.trim().slice(0, CONTENT_SEARCH_MAX_LENGTH) },
      page: 1,
    })),
    filter: assign(({ context }, params: Partial<ContentListFilters>) => ({
      filters: {
        ...context.filters,
        ...params,
        // Stories have no category.
        ...(context.kind === 'story' ? { category: null } : {}),
      },
      page: 1,
    })),
    goToPage: assign((_, params: { page: number }) => ({ page: Math.max(1, Math.floor(params.page) || 1) })),
  },
}).createMachine({
  id: 'contentList',
  context: ({ input }) => ({
    kind: input.kind,
    filters: {
      q: input.filters?.q ?? '',
      status: input.filters?.status ?? null,
      category: input.kind === 'article' ? (input.filters?.category ?? null) : null,
    },
    page: Math.max(1, Math.floor(input.page ?? 1) || 1),
    take: CONTENT_PAGE_SIZE,
    result: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContentList',
        src: 'loadContentList',
        input: ({ context }) => ({
          kind: context.kind,
          ...context.filters,
          page: context.page,
          take: context.take,
        }),
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

export type ContentListMachine = typeof contentListMachine;
export type ContentListSnapshot = SnapshotFrom<ContentListMachine>;
