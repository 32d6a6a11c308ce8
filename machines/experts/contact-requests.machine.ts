// One box of contact requests on /work-space/expert-requests (issue 13): "sent by my workspaces" (the company's
// side) or "received" (the expert's side). It loads a page (status filter, paging, newest first) and makes the
// decisions its side may make on a request, as domain/experts/contact-lifecycle.ts says: the expert accepts or
// declines (with a reason) a PENDING request, the company withdraws it. A move the table does not allow from the
// request's status, or not this side's move, is not taken (`mayMove`); the server checks the same table (409).
// A 409 or 404 answer means the request changed elsewhere: the box is loaded again.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import {
  CONTACT_REQUEST_EVENT_ACTOR,
  nextContactRequestStatus,
  type ContactRequestEvent,
  type ContactRequestStatus,
} from '../../domain/experts/contact-lifecycle';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';
import type {
  ContactBox,
  ContactRequestsContext,
  ContactRequestsEvent,
  ContactRequestsPage,
  ContactRequestsTypes,
  DecideContactRequestInput,
  ExpertContactRequest,
  LoadContactRequestsInput,
} from './contact-requests.types';

const SIDE: Record<ContactBox, 'requester' | 'expert'> = { sent: 'requester', received: 'expert' };

/** May this box's side make `event` on a request in `status`? (the lifecycle table and who acts) */
export function mayMove(box: ContactBox, status: ContactRequestStatus, event: ContactRequestEvent): boolean {
  return CONTACT_REQUEST_EVENT_ACTOR[event] === SIDE[box] && nextContactRequestStatus(status, event) !== null;
}

const MOVE_OF = {
  'user.accept': 'accept',
  'user.decline': 'decline',
  'user.withdraw': 'withdraw',
} as const satisfies Record<string, ContactRequestEvent>;
type MoveEventType = keyof typeof MOVE_OF;

function moveOf(event: ContactRequestsEvent): DecideContactRequestInput | null {
  if (!(event.type in MOVE_OF)) return null;
  const move = event as Extract<ContactRequestsEvent, { type: MoveEventType }>;
  return { id: move.id, event: MOVE_OF[move.type], reason: move.type === 'user.decline' ? move.reason : '' };
}

function moveAllowed(context: ContactRequestsContext, event: ContactRequestsEvent): boolean {
  const move = moveOf(event);
  const item = move ? context.page?.items.find((request) => request.id === move.id) : undefined;
  return Boolean(move && item && mayMove(context.box, item.status, move.event));
}

export const contactRequestsMachine = setup({
  types: {} as ContactRequestsTypes,
  actors: {
    /** GET /experts/contact-requests?box=...&status=...&page=... */
    loadContactRequests: fromPromise<ContactRequestsPage, LoadContactRequestsInput>(
      notProvided('contactRequests', 'loadContactRequests'),
    ),
    /** POST /experts/contact-requests/{id}/accept | decline | withdraw; answers the request as it is now. */
    decideContactRequest: fromPromise<ExpertContactRequest, DecideContactRequestInput>(
      notProvided('contactRequests', 'decideContactRequest'),
    ),
  },
  guards: {
    mayMove: ({ context, event }) => moveAllowed(context, event),
    /** 409 or 404: the request is no longer what the box shows. */
    isStale: ({ event }) => [404, 409].includes(failureOf(event).status ?? 0),
  },
  actions: {
    filterStatus: assign(({ context, event }) => {
      assertEvent(event, 'user.filterStatus');
      return { query: { ...context.query, status: event.status, page: 1 } };
    }),
    turnPage: assign(({ context, event }) => {
      assertEvent(event, 'user.page');
      return { query: { ...context.query, page: Math.max(1, Math.floor(event.page)) } };
    }),
    rememberPage: assign(({ event }) => {
      const page = outputOf(event) as ContactRequestsPage | undefined;
      if (!page) throw new Error('contactRequests: loadContactRequests answered nothing');
      return { page, loadError: null, acting: null };
    }),
    rememberLoadFailure: assign(({ event }) => ({
      loadError: failureNotice(failureOf(event)),
      acting: null,
    })),
    startMove: assign(({ event }) => {
      const move = moveOf(event);
      return { acting: move ? { id: move.id, event: move.event } : null, actionError: null, done: null };
    }),
    rememberMove: assign(({ context, event }) => {
      const updated = outputOf(event) as ExpertContactRequest | undefined;
      if (!updated || !context.page)
        throw new Error('contactRequests: decideContactRequest answered nothing');
      const items = context.page.items.map((item) => (item.id === updated.id ? updated : item));
      return { page: { ...context.page, items }, done: context.acting, acting: null };
    }),
    showMoveFailure: assign(({ context, event }) => ({
      actionError: context.acting ? { id: context.acting.id, notice: failureNotice(failureOf(event)) } : null,
      acting: null,
    })),
  },
}).createMachine({
  id: 'contactRequests',
  context: ({ input }) => ({
    box: input.box,
    query: { status: null, page: 1 },
    page: null,
    loadError: null,
    acting: null,
    actionError: null,
    done: null,
  }),
  initial: 'loading',
  on: {
    'user.filterStatus': { target: '.loading', actions: 'filterStatus' },
    'user.page': { target: '.loading', actions: 'turnPage' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContactRequests',
        src: 'loadContactRequests',
        input: ({ context }) => ({ box: context.box, ...context.query }),
        onDone: { target: 'ready', actions: 'rememberPage' },
        onError: { target: 'failed', actions: 'rememberLoadFailure' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.accept': { guard: 'mayMove', target: 'deciding', actions: 'startMove' },
            'user.decline': { guard: 'mayMove', target: 'deciding', actions: 'startMove' },
            'user.withdraw': { guard: 'mayMove', target: 'deciding', actions: 'startMove' },
          },
        },
        deciding: {
          tags: ['busy'],
          invoke: {
            id: 'decideContactRequest',
            src: 'decideContactRequest',
            input: ({ event }) => {
              const move = moveOf(event);
              if (!move) throw new Error('contactRequests: no move to make');
              return move;
            },
            onDone: { target: 'idle', actions: 'rememberMove' },
            onError: [
              { guard: 'isStale', target: '#contactRequests.loading', actions: 'showMoveFailure' },
              { target: 'idle', actions: 'showMoveFailure' },
            ],
          },
        },
      },
    },
  },
});

export type ContactRequestsSnapshot = SnapshotFrom<typeof contactRequestsMachine>;
