// The results section of /work-space/inventories/{id} (issue 15, item 4): the inventory's results (totals, by
// category and gas, intensity and year-on-year when their denominators and base year exist) and, on request, the
// trace of one category: the rows and factors (with their sources) behind its total
// (GET /inventories/{id}/results?trace=category:<code>). A failed trace leaves the results shown.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../openapi/schema';
import { notProvided } from '../kit/actors';
import { outputOf } from '../kit/failures';
import type { Refusal, SpaceInput } from './inventory.types';
import { refusalOf } from './refusal';

export type InventoryResults = components['schemas']['InventoryResults'];
export type TracedRow = NonNullable<InventoryResults['rows']>[number];

export type ResultsInput = SpaceInput & { inventoryId: string };
export type TraceInput = ResultsInput & { category: string };

export interface ResultsContext {
  spaceId: string | null;
  inventoryId: string;
  results: InventoryResults | null;
  /** The category whose rows are shown (or being loaded), and its rows. */
  traceCategory: string | null;
  traceRows: TracedRow[] | null;
  loadError: Refusal | null;
  traceError: Refusal | null;
}

export type ResultsEvent =
  { type: 'user.trace'; category: string } | { type: 'user.closeTrace' } | { type: 'user.retry' };

export const inventoryResultsMachine = setup({
  types: {} as { context: ResultsContext; events: ResultsEvent; input: ResultsInput },
  actors: {
    /** GET /inventories/{id}/results */
    loadResults: fromPromise<InventoryResults, ResultsInput>(notProvided('inventoryResults', 'loadResults')),
    /** GET /inventories/{id}/results?trace=category:<code> */
    loadTrace: fromPromise<TracedRow[], TraceInput>(notProvided('inventoryResults', 'loadTrace')),
  },
  actions: {
    rememberResults: assign(({ event }) => ({
      results: outputOf(event) as InventoryResults,
      loadError: null,
    })),
    rememberLoadFailure: assign(({ event }) => ({ loadError: refusalOf(event) })),
    startTrace: assign(({ event }) => {
      assertEvent(event, 'user.trace');
      return { traceCategory: event.category, traceRows: null, traceError: null };
    }),
    rememberTrace: assign(({ event }) => ({ traceRows: outputOf(event) as TracedRow[] })),
    rememberTraceFailure: assign(({ event }) => ({ traceError: refusalOf(event) })),
    closeTrace: assign({ traceCategory: null, traceRows: null, traceError: null }),
  },
}).createMachine({
  id: 'inventoryResults',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    inventoryId: input.inventoryId,
    results: null,
    traceCategory: null,
    traceRows: null,
    loadError: null,
    traceError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadResults',
        src: 'loadResults',
        input: ({ context }) => ({ spaceId: context.spaceId, inventoryId: context.inventoryId }),
        onDone: { target: 'ready', actions: 'rememberResults' },
        onError: { target: 'failed', actions: 'rememberLoadFailure' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'user.trace': { target: '.tracing', actions: 'startTrace' },
        'user.closeTrace': { target: '.idle', actions: 'closeTrace' },
      },
      states: {
        idle: {},
        tracing: {
          tags: ['busy'],
          invoke: {
            id: 'loadTrace',
            src: 'loadTrace',
            input: ({ context }) => ({
              spaceId: context.spaceId,
              inventoryId: context.inventoryId,
              category: context.traceCategory!,
            }),
            onDone: { target: 'idle', actions: 'rememberTrace' },
            onError: { target: 'idle', actions: 'rememberTraceFailure' },
          },
        },
      },
    },
  },
});

export type InventoryResultsSnapshot = SnapshotFrom<typeof inventoryResultsMachine>;
