// The activity rows' CSV (issue 15 item 2): the export downloads through the API client (the member's token), the
// import sends one file and either creates every line's row or none: a refused file answers 400 with one detail
// per line (`lines.<n>.<column>`), kept for the view's per-line report, and nothing is stored.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { outputOf } from '../kit/failures';
import type { Refusal } from './inventory.types';
import type { InventoryInput } from './activity-data.types';
import { refusalOf } from './refusal';

export type ImportCsvInput = InventoryInput & { csv: string };
export type ImportCsvOutput = { created: number; rowIds: string[] };

export interface ActivityCsvContext extends InventoryInput {
  fileName: string | null;
  created: number | null;
  error: Refusal | null;
}

export type ActivityCsvEvent =
  { type: 'user.export' } | { type: 'user.import'; csv: string; fileName: string } | { type: 'user.dismiss' };

export const activityCsvMachine = setup({
  types: {} as { context: ActivityCsvContext; events: ActivityCsvEvent; input: InventoryInput },
  actors: {
    /** GET /inventories/{id}/activity-rows.csv, saved under the server's file name */
    exportCsv: fromPromise<void, InventoryInput>(notProvided('activity-csv', 'exportCsv')),
    /** POST /inventories/{id}/activity-rows.csv */
    importCsv: fromPromise<ImportCsvOutput, ImportCsvInput>(notProvided('activity-csv', 'importCsv')),
  },
  actions: {
    startImport: assign(({ event }) => {
      assertEvent(event, 'user.import');
      return { fileName: event.fileName, created: null, error: null };
    }),
    rememberImported: assign(({ event }) => ({ created: (outputOf(event) as ImportCsvOutput).created })),
    rememberFailure: assign(({ event }) => ({ error: refusalOf(event) })),
    clear: assign({ fileName: null, created: null, error: null }),
  },
}).createMachine({
  id: 'activityCsv',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    inventoryId: input.inventoryId,
    fileName: null,
    created: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.export': { target: 'exporting', actions: 'clear' },
        'user.import': { target: 'importing', actions: 'startImport' },
      },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => ({ spaceId: context.spaceId, inventoryId: context.inventoryId }),
        onDone: 'idle',
        onError: { target: 'exportFailed', actions: 'rememberFailure' },
      },
    },
    exportFailed: {
      on: {
        'user.export': { target: 'exporting', actions: 'clear' },
        'user.import': { target: 'importing', actions: 'startImport' },
        'user.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'importCsv',
        src: 'importCsv',
        input: ({ context, event }) => {
          assertEvent(event, 'user.import');
          return { spaceId: context.spaceId, inventoryId: context.inventoryId, csv: event.csv };
        },
        onDone: { target: 'imported', actions: 'rememberImported' },
        onError: { target: 'importRefused', actions: 'rememberFailure' },
      },
    },
    imported: {
      on: {
        'user.export': { target: 'exporting', actions: 'clear' },
        'user.import': { target: 'importing', actions: 'startImport' },
        'user.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
    importRefused: {
      on: {
        'user.export': { target: 'exporting', actions: 'clear' },
        'user.import': { target: 'importing', actions: 'startImport' },
        'user.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type ActivityCsvSnapshot = SnapshotFrom<typeof activityCsvMachine>;
