// The review view of /work-space/inventories/{id} (issue 15): the inventory's activity rows with the engine's result
// of each, a page at a time, for the auditor to read and comment on (each row's comments are their own machine,
// row-comments.machine.ts, handed the comments of the page's rows, loaded in one call with the page: unless the
// inventory has more comments than one answer holds, then each row loads its own). The facility names come with the inventory's boundary. `app.reload` (the lifecycle
// panel moved the inventory) loads the page again.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../openapi/schema';
import { notProvided } from '../kit/actors';
import { outputOf } from '../kit/failures';
import type { Inventory, Refusal, SpaceInput } from './inventory.types';
import { refusalOf } from './refusal';

export type ActivityRow = components['schemas']['ActivityRow'];
export type PageMeta = components['schemas']['PageMeta'];
export type RowComment = components['schemas']['RowComment'];

/** The most comments GET /inventories/{id}/comments answers with (its maxItems): a full answer may miss some. */
export const INVENTORY_COMMENTS_MAX = 2000;

/** The review view's page size. */
export const REVIEW_PAGE_SIZE = 20;

export type ReviewRowsInput = SpaceInput & { inventoryId: string };
export type LoadRowsInput = ReviewRowsInput & { page: number; take: number };
export type LoadRowsOutput = {
  inventory: Inventory;
  rows: ActivityRow[];
  meta: PageMeta;
  /** Every comment of the inventory's rows (oldest first), or null when it may not be all of them. */
  comments: RowComment[] | null;
};

export interface ReviewRowsContext extends ReviewRowsInput {
  page: number;
  inventory: Inventory | null;
  rows: ActivityRow[];
  meta: PageMeta | null;
  /** The comments of the inventory's rows by row id; null: each row loads its own. */
  commentsByRow: Map<string, RowComment[]> | null;
  error: Refusal | null;
}

export type ReviewRowsEvent =
  { type: 'user.page'; page: number } | { type: 'user.retry' } | { type: 'app.reload' };

function commentsByRow(comments: readonly RowComment[]): Map<string, RowComment[]> {
  const byRow = new Map<string, RowComment[]>();
  for (const comment of comments) {
    const list = byRow.get(comment.rowId);
    if (list) list.push(comment);
    else byRow.set(comment.rowId, [comment]);
  }
  return byRow;
}

/** The comments a row starts with: its own from the page's load (none: []), or undefined when it must load them. */
export function preloadedComments(
  context: Pick<ReviewRowsContext, 'commentsByRow'>,
  rowId: string,
): RowComment[] | undefined {
  if (context.commentsByRow === null) return undefined;
  return context.commentsByRow.get(rowId) ?? [];
}

export const reviewRowsMachine = setup({
  types: {} as { context: ReviewRowsContext; events: ReviewRowsEvent; input: ReviewRowsInput },
  actors: {
    /** GET /inventories/{id} and GET /inventories/{id}/activity-rows?page&take */
    loadRows: fromPromise<LoadRowsOutput, LoadRowsInput>(notProvided('reviewRows', 'loadRows')),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'user.page' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page !== context.page &&
      event.page <= Math.max(1, context.meta?.pageCount ?? 1),
  },
  actions: {
    choosePage: assign(({ event }) => (event.type === 'user.page' ? { page: event.page } : {})),
    rememberRows: assign(({ event }) => {
      const output = outputOf(event) as LoadRowsOutput;
      return {
        inventory: output.inventory,
        rows: output.rows,
        meta: output.meta,
        commentsByRow: output.comments === null ? null : commentsByRow(output.comments),
        error: null,
      };
    }),
    rememberFailure: assign(({ event }) => ({ error: refusalOf(event) })),
  },
}).createMachine({
  id: 'reviewRows',
  context: ({ input }) => ({
    ...input,
    page: 1,
    inventory: null,
    rows: [],
    meta: null,
    commentsByRow: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRows',
        src: 'loadRows',
        input: ({ context }) => ({
          spaceId: context.spaceId,
          inventoryId: context.inventoryId,
          page: context.page,
          take: REVIEW_PAGE_SIZE,
        }),
        onDone: { target: 'ready', actions: 'rememberRows' },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    ready: {
      on: {
        'user.page': { guard: 'isOtherPage', target: 'loading', actions: 'choosePage' },
        'app.reload': 'loading',
      },
    },
    failed: { on: { 'user.retry': 'loading', 'app.reload': 'loading' } },
  },
});

export type ReviewRowsSnapshot = SnapshotFrom<typeof reviewRowsMachine>;
