// One activity row's form (issue 15 item 2): a new row, or a stored one to edit or delete. The fields stay in the
// view, which reads the typed numbers in the reader's language and sends one `user.submit` with the values and
// what it could not read (`issues`, field -> problem): `validating` refuses those before anything is sent, then
// `saving` creates (POST) or replaces (PUT with the version it loaded). The server's 400 details stay beside their
// fields (`refused`); a version someone else changed meanwhile (409 STALE_VERSION, or the row gone: 404) is a
// `conflict` the view explains, with a reload of the latest row. Deleting asks for a confirmation first.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';
import type { Refusal } from './inventory.types';
import type { ActivityRow, ActivityRowValues, InventoryInput } from './activity-data.types';
import { refusalOf } from './refusal';

export type RowFormInput = InventoryInput & { row: ActivityRow | null };

export type SaveRowInput = InventoryInput & {
  rowId: string | null;
  version: number | null;
  values: ActivityRowValues;
};
export type DeleteRowInput = InventoryInput & { rowId: string; version: number };
export type LoadRowInput = InventoryInput & { rowId: string };

/** What the view found wrong before sending: field name -> a problem it translates (and shows beside the field). */
export type FormIssues = Record<string, string>;

export interface RowFormContext extends InventoryInput {
  row: ActivityRow | null;
  submission: { values: ActivityRowValues; issues: FormIssues } | null;
  issues: FormIssues;
  error: Refusal | null;
}

export type RowFormEvent =
  | { type: 'user.submit'; values: ActivityRowValues; issues: FormIssues }
  | { type: 'user.delete' }
  | { type: 'user.confirmDelete' }
  | { type: 'user.cancel' }
  | { type: 'user.reload' };

export const activityRowFormMachine = setup({
  types: {} as {
    context: RowFormContext;
    events: RowFormEvent;
    input: RowFormInput;
  },
  actors: {
    /** POST /inventories/{id}/activity-rows (new) or PUT .../activity-rows/{rowId} (with its version) */
    saveRow: fromPromise<ActivityRow, SaveRowInput>(notProvided('activity-row-form', 'saveRow')),
    /** DELETE /inventories/{id}/activity-rows/{rowId}?version= */
    deleteRow: fromPromise<unknown, DeleteRowInput>(notProvided('activity-row-form', 'deleteRow')),
    /** GET /inventories/{id}/activity-rows/{rowId} (the latest, after a conflict) */
    loadRow: fromPromise<ActivityRow, LoadRowInput>(notProvided('activity-row-form', 'loadRow')),
  },
  guards: {
    hasIssues: ({ context }) => Object.keys(context.submission?.issues ?? {}).length > 0,
    isStored: ({ context }) => context.row !== null,
    /** Someone changed the row since it was loaded (409 STALE_VERSION) or deleted it (404). */
    isConflict: ({ event }) => {
      const failure = failureOf(event);
      return failure.code === 'STALE_VERSION' || failure.status === 404;
    },
  },
  actions: {
    rememberSubmission: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { submission: { values: event.values, issues: event.issues }, error: null };
    }),
    rememberIssues: assign(({ context }) => ({ issues: context.submission?.issues ?? {} })),
    clearIssues: assign({ issues: {}, error: null }),
    rememberRefusal: assign(({ event }) => ({ error: refusalOf(event) })),
    rememberSaved: assign(({ event }) => ({ row: outputOf(event) as ActivityRow, error: null })),
    rememberLatest: assign(({ event }) => ({ row: outputOf(event) as ActivityRow, error: null, issues: {} })),
  },
}).createMachine({
  id: 'activityRowForm',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    inventoryId: input.inventoryId,
    row: input.row,
    submission: null,
    issues: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.submit': { target: 'validating', actions: 'rememberSubmission' },
        'user.delete': { guard: 'isStored', target: 'confirmingDelete' },
      },
    },
    validating: {
      always: [
        { guard: 'hasIssues', target: 'refused', actions: 'rememberIssues' },
        { target: 'saving', actions: 'clearIssues' },
      ],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveRow',
        src: 'saveRow',
        input: ({ context }) => ({
          spaceId: context.spaceId,
          inventoryId: context.inventoryId,
          rowId: context.row?.id ?? null,
          version: context.row?.version ?? null,
          values: context.submission!.values,
        }),
        onDone: { target: 'saved', actions: 'rememberSaved' },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'rememberRefusal' },
          { target: 'refused', actions: 'rememberRefusal' },
        ],
      },
    },
    refused: {
      on: {
        'user.submit': { target: 'validating', actions: 'rememberSubmission' },
        'user.delete': { guard: 'isStored', target: 'confirmingDelete' },
      },
    },
    conflict: {
      on: { 'user.reload': { guard: 'isStored', target: 'reloading' } },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRow',
        src: 'loadRow',
        input: ({ context }) => ({
          spaceId: context.spaceId,
          inventoryId: context.inventoryId,
          rowId: context.row!.id,
        }),
        onDone: { target: 'editing', actions: 'rememberLatest' },
        onError: { target: 'gone', actions: 'rememberRefusal' },
      },
    },
    /** The row no longer exists (deleted elsewhere): nothing to edit. */
    gone: { type: 'final' },
    confirmingDelete: {
      on: { 'user.confirmDelete': 'deleting', 'user.cancel': 'editing' },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteRow',
        src: 'deleteRow',
        input: ({ context }) => ({
          spaceId: context.spaceId,
          inventoryId: context.inventoryId,
          rowId: context.row!.id,
          version: context.row!.version,
        }),
        onDone: 'deleted',
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'rememberRefusal' },
          { target: 'refused', actions: 'rememberRefusal' },
        ],
      },
    },
    saved: { type: 'final' },
    deleted: { type: 'final' },
  },
});

export type RowFormSnapshot = SnapshotFrom<typeof activityRowFormMachine>;
