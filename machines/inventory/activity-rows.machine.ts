// /work-space/inventories/{id}/data (issue 15 item 2): the inventory's activity rows, filtered by facility, period,
// scope and category and paged. It loads the inventory once (its boundary names the facilities, its status says
// whether the data may change), then a page of rows; a filter goes back to page 1, a refresh (after a row was
// saved, deleted or imported) reloads the page it is on and remembers what happened for the view to announce.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { outputOf } from '../kit/failures';
import type { Inventory, Refusal } from './inventory.types';
import type { InventoryInput, LoadRowsInput, RowFilters, RowsPage } from './activity-data.types';
import { refusalOf } from './refusal';

export const ROWS_PER_PAGE = 50;

export type RowsDone = 'created' | 'updated' | 'deleted' | 'imported';

export interface ActivityRowsContext extends InventoryInput {
  inventory: Inventory | null;
  filters: RowFilters;
  page: number;
  rows: RowsPage | null;
  error: Refusal | null;
  done: RowsDone | null;
}

export type ActivityRowsEvent =
  | { type: 'user.filter'; filters: RowFilters }
  | { type: 'user.page'; page: number }
  | { type: 'user.refresh'; done?: RowsDone }
  | { type: 'user.retry' };

export const activityRowsMachine = setup({
  types: {} as { context: ActivityRowsContext; events: ActivityRowsEvent; input: InventoryInput },
  actors: {
    /** GET /inventories/{id} */
    loadInventory: fromPromise<Inventory, InventoryInput>(notProvided('activity-rows', 'loadInventory')),
    /** GET /inventories/{id}/activity-rows with the filters and the page */
    loadRows: fromPromise<RowsPage, LoadRowsInput>(notProvided('activity-rows', 'loadRows')),
  },
  actions: {
    rememberInventory: assign(({ event }) => ({ inventory: outputOf(event) as Inventory, error: null })),
    rememberRows: assign(({ event }) => {
      const rows = outputOf(event) as RowsPage;
      return { rows, page: rows.page, error: null };
    }),
    rememberFailure: assign(({ event }) => ({ error: refusalOf(event) })),
    applyFilters: assign(({ event }) => {
      assertEvent(event, 'user.filter');
      return { filters: event.filters, page: 1, done: null };
    }),
    turnPage: assign(({ event }) => {
      assertEvent(event, 'user.page');
      return { page: Math.max(1, Math.floor(event.page)), done: null };
    }),
    rememberDone: assign(({ event }) => {
      assertEvent(event, 'user.refresh');
      return { done: event.done ?? null };
    }),
  },
}).createMachine({
  id: 'activityRows',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    inventoryId: input.inventoryId,
    inventory: null,
    filters: {},
    page: 1,
    rows: null,
    error: null,
    done: null,
  }),
  initial: 'loadingInventory',
  states: {
    loadingInventory: {
      tags: ['busy'],
      invoke: {
        id: 'loadInventory',
        src: 'loadInventory',
        input: ({ context }) => ({ spaceId: context.spaceId, inventoryId: context.inventoryId }),
        onDone: { target: 'loadingRows', actions: 'rememberInventory' },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    failed: { on: { 'user.retry': 'loadingInventory' } },
    loadingRows: {
      tags: ['busy'],
      invoke: {
        id: 'loadRows',
        src: 'loadRows',
        input: ({ context }) => ({
          spaceId: context.spaceId,
          inventoryId: context.inventoryId,
          filters: context.filters,
          page: context.page,
          take: ROWS_PER_PAGE,
        }),
        onDone: { target: 'ready', actions: 'rememberRows' },
        onError: { target: 'rowsFailed', actions: 'rememberFailure' },
      },
    },
    rowsFailed: {
      on: {
        'user.retry': 'loadingRows',
        'user.filter': { target: 'loadingRows', actions: 'applyFilters' },
      },
    },
    ready: {
      on: {
        'user.filter': { target: 'loadingRows', actions: 'applyFilters' },
        'user.page': { target: 'loadingRows', actions: 'turnPage' },
        'user.refresh': { target: 'loadingRows', actions: 'rememberDone' },
      },
    },
  },
});

export type ActivityRowsSnapshot = SnapshotFrom<typeof activityRowsMachine>;
