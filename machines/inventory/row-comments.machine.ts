// The comments on one activity row (issue 15): the review's conversation about a row, for the auditor's review view
// and the data-entry page alike. It loads the row's comments (oldest first); someone who may comment (`canComment`:
// a member of a role that comments, on a version that is not locked) adds one or resolves an open one. A refusal
// (a locked version, a rate limit, a blank or marked-up text) stays beside the form; the list stays as it was.
// The review view loads the comments of a whole page of rows in one call and hands each row its own (`preloaded`):
// the machine then starts ready, without a call of its own.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../openapi/schema';
import { notProvided } from '../kit/actors';
import { outputOf } from '../kit/failures';
import type { Refusal, SpaceInput } from './inventory.types';
import { refusalOf } from './refusal';

export type RowComment = components['schemas']['RowComment'];

export type RowCommentsInput = SpaceInput & {
  inventoryId: string;
  rowId: string;
  canComment: boolean;
  /** The row's comments, already loaded with its page (oldest first); absent: the machine loads them. */
  preloaded?: readonly RowComment[];
};
export type RowRef = SpaceInput & { inventoryId: string; rowId: string };
export type AddCommentInput = RowRef & { body: string };
export type ResolveCommentInput = RowRef & { commentId: string };

export interface RowCommentsContext extends RowCommentsInput {
  comments: RowComment[];
  loadError: Refusal | null;
  refusal: Refusal | null;
  /** How many comments this viewer added (the view clears its text field when it grows). */
  added: number;
}

export type RowCommentsEvent =
  { type: 'user.add'; body: string } | { type: 'user.resolve'; commentId: string } | { type: 'user.retry' };

const ref = (context: RowCommentsContext): RowRef => ({
  spaceId: context.spaceId,
  inventoryId: context.inventoryId,
  rowId: context.rowId,
});

export const rowCommentsMachine = setup({
  types: {} as { context: RowCommentsContext; events: RowCommentsEvent; input: RowCommentsInput },
  actors: {
    /** GET /inventories/{id}/activity-rows/{rowId}/comments */
    loadComments: fromPromise<RowComment[], RowRef>(notProvided('rowComments', 'loadComments')),
    /** POST /inventories/{id}/activity-rows/{rowId}/comments */
    addComment: fromPromise<RowComment, AddCommentInput>(notProvided('rowComments', 'addComment')),
    /** POST /inventories/{id}/activity-rows/{rowId}/comments/{commentId}/resolve */
    resolveComment: fromPromise<RowComment, ResolveCommentInput>(
      notProvided('rowComments', 'resolveComment'),
    ),
  },
  guards: {
    hasPreloaded: ({ context }) => context.preloaded !== undefined,
    mayAdd: ({ context, event }) =>
      context.canComment && event.type === 'user.add' && event.body.trim() !== '',
    mayResolve: ({ context, event }) =>
      context.canComment &&
      event.type === 'user.resolve' &&
      context.comments.some((c) => c.id === event.commentId && !c.resolved),
  },
  actions: {
    rememberComments: assign(({ event }) => ({
      comments: (outputOf(event) as RowComment[]) ?? [],
      loadError: null,
    })),
    rememberLoadFailure: assign(({ event }) => ({ loadError: refusalOf(event) })),
    clearRefusal: assign({ refusal: null }),
    rememberAdded: assign(({ context, event }) => ({
      comments: [...context.comments, outputOf(event) as RowComment],
      added: context.added + 1,
    })),
    rememberResolved: assign(({ context, event }) => {
      const resolved = outputOf(event) as RowComment;
      return { comments: context.comments.map((c) => (c.id === resolved.id ? resolved : c)) };
    }),
    rememberRefusal: assign(({ event }) => ({ refusal: refusalOf(event) })),
  },
}).createMachine({
  id: 'rowComments',
  context: ({ input }) => ({
    ...input,
    comments: [...(input.preloaded ?? [])],
    loadError: null,
    refusal: null,
    added: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasPreloaded', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadComments',
        src: 'loadComments',
        input: ({ context }) => ref(context),
        onDone: { target: 'ready', actions: 'rememberComments' },
        onError: { target: 'failed', actions: 'rememberLoadFailure' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.add': { guard: 'mayAdd', target: 'adding', actions: 'clearRefusal' },
            'user.resolve': { guard: 'mayResolve', target: 'resolving', actions: 'clearRefusal' },
          },
        },
        adding: {
          tags: ['busy'],
          invoke: {
            id: 'addComment',
            src: 'addComment',
            input: ({ context, event }) => ({
              ...ref(context),
              body: event.type === 'user.add' ? event.body.trim() : '',
            }),
            onDone: { target: 'idle', actions: 'rememberAdded' },
            onError: { target: 'idle', actions: 'rememberRefusal' },
          },
        },
        resolving: {
          tags: ['busy'],
          invoke: {
            id: 'resolveComment',
            src: 'resolveComment',
            input: ({ context, event }) => ({
              ...ref(context),
              commentId: event.type === 'user.resolve' ? event.commentId : '',
            }),
            onDone: { target: 'idle', actions: 'rememberResolved' },
            onError: { target: 'idle', actions: 'rememberRefusal' },
          },
        },
      },
    },
  },
});

export type RowCommentsSnapshot = SnapshotFrom<typeof rowCommentsMachine>;
