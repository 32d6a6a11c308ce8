// /staff/contact-requests/{id}: one contact request for the sales team. Loads it (with the staff for the owner
// picker) -> ready, where a status and/or owner change is saved (one PATCH) and a note is added (POST .../notes); each
// answer is the whole request again (its notes and history included), so the page shows what the server now holds.
// A blank note is refused here; a longer one than the server takes cannot be typed (the field's maxLength) and
// is refused by the server on `text`. A write the server refuses stays on the request with the reason. 404 (or a malformed id, 400) is `notFound`,
// 403 `forbidden`, anything else `failed` with a retry. Side effects are named actors (src/app/wiring/staff.ts).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { errorNotice, failureOf } from '../kit/failures';
import type { ContactRequestChange, ContactRequestLoad, ContactRequestTypes } from './contact-request.types';
import type { ContactRequestDetail } from './staff.types';

export const contactRequestMachine = setup({
  types: {} as ContactRequestTypes,
  actors: {
    /** GET /staff/contact-requests/{id} and GET /staff/members. */
    loadContactRequest: fromPromise<ContactRequestLoad, { id: string }>(
      notProvided('contactRequest', 'loadContactRequest'),
    ),
    /** PATCH /staff/contact-requests/{id} { status?, ownerId? }. */
    updateContactRequest: fromPromise<ContactRequestDetail, { id: string; change: ContactRequestChange }>(
      notProvided('contactRequest', 'updateContactRequest'),
    ),
    /** POST /staff/contact-requests/{id}/notes { text }. */
    addNote: fromPromise<ContactRequestDetail, { id: string; text: string }>(
      notProvided('contactRequest', 'addNote'),
    ),
  },
  guards: {
    isForbidden: ({ event }) => failureOf(event).status === 403,
    isNotFound: ({ event }) => [400, 404].includes(failureOf(event).status ?? 0),
    isBlankNote: (_, params: { text: string }) => params.text.trim() === '',
    hasNoteFieldError: ({ event }) => 'text' in failureOf(event).fieldErrors,
  },
  actions: {
    storeLoad: assign((_, params: { load: ContactRequestLoad }) => ({
      request: params.load.request,
      members: params.load.members,
      failure: null,
    })),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    storeRequest: assign((_, params: { request: ContactRequestDetail }) => ({ request: params.request })),
    clearMessages: assign({ error: null, noteError: null, notice: null }),
    showError: assign({ error: errorNotice }),
    showNoteFieldError: assign(({ event }) => ({ noteError: failureOf(event).fieldErrors.text ?? null })),
    noteRequired: assign({ noteError: { key: 'validation.fieldRequired', text: null } }),
    noticeSaved: assign({ notice: 'saved' as const }),
    noticeNoteAdded: assign(({ context }) => ({
      notice: 'noteAdded' as const,
      notesAdded: context.notesAdded + 1,
    })),
    forgetNotice: assign({ notice: null, error: null }),
  },
}).createMachine({
  id: 'contactRequest',
  context: ({ input }) => ({
    id: input.id,
    request: null,
    members: [],
    failure: null,
    error: null,
    noteError: null,
    notice: null,
    notesAdded: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContactRequest',
        src: 'loadContactRequest',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeLoad', params: ({ event }) => ({ load: event.output }) },
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'storeFailure' },
          { guard: 'isForbidden', target: 'forbidden', actions: 'storeFailure' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.update': { target: 'saving', actions: 'clearMessages' },
            'user.addNote': [
              {
                guard: { type: 'isBlankNote', params: ({ event }) => ({ text: event.text }) },
                actions: ['clearMessages', 'noteRequired'],
              },
              { target: 'addingNote', actions: 'clearMessages' },
            ],
            'user.dismissNotice': { actions: 'forgetNotice' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'updateContactRequest',
            src: 'updateContactRequest',
            input: ({ context, event }) => {
              assertEvent(event, 'user.update');
              return { id: context.id, change: event.change };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeRequest', params: ({ event }) => ({ request: event.output }) },
                'noticeSaved',
              ],
            },
            onError: { target: 'idle', actions: 'showError' },
          },
        },
        addingNote: {
          tags: ['busy'],
          invoke: {
            id: 'addNote',
            src: 'addNote',
            input: ({ context, event }) => {
              assertEvent(event, 'user.addNote');
              return { id: context.id, text: event.text.trim() };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeRequest', params: ({ event }) => ({ request: event.output }) },
                'noticeNoteAdded',
              ],
            },
            onError: [
              { guard: 'hasNoteFieldError', target: 'idle', actions: 'showNoteFieldError' },
              { target: 'idle', actions: 'showError' },
            ],
          },
        },
      },
    },
    notFound: {},
    /** Signed in but not staff (403). */
    forbidden: {},
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type ContactRequestMachine = typeof contactRequestMachine;
export type ContactRequestSnapshot = SnapshotFrom<ContactRequestMachine>;
