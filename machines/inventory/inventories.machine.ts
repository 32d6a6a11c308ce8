// /work-space/inventories (issue 15, slice 1): the workspace's inventories, newest year first, and starting the
// inventory of a reporting year. A refusal (the year exists, the plan's limit, a bad year) stays beside the form;
// the list reloads after a creation so it shows what the server holds.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { outputOf } from '../kit/failures';
import type { CreateInventoryValues, Inventory, Refusal, SpaceInput } from './inventory.types';
import { refusalOf } from './refusal';

export interface InventoriesContext {
  spaceId: string | null;
  inventories: Inventory[];
  loadError: Refusal | null;
  createError: Refusal | null;
  /** The inventory just created (the view links to it). */
  created: Inventory | null;
}

export type InventoriesEvent =
  { type: 'user.create'; values: CreateInventoryValues } | { type: 'user.retry' };

export const inventoriesMachine = setup({
  types: {} as { context: InventoriesContext; events: InventoriesEvent; input: SpaceInput },
  actors: {
    /** GET /inventories */
    loadInventories: fromPromise<Inventory[], SpaceInput>(notProvided('inventories', 'loadInventories')),
    /** POST /inventories */
    createInventory: fromPromise<Inventory, SpaceInput & { values: CreateInventoryValues }>(
      notProvided('inventories', 'createInventory'),
    ),
  },
  actions: {
    rememberList: assign(({ event }) => ({
      inventories: (outputOf(event) as Inventory[]) ?? [],
      loadError: null,
    })),
    rememberLoadFailure: assign(({ event }) => ({ loadError: refusalOf(event) })),
    startCreate: assign({ createError: null, created: null }),
    rememberCreated: assign(({ event }) => ({ created: (outputOf(event) as Inventory) ?? null })),
    rememberCreateFailure: assign(({ event }) => ({ createError: refusalOf(event) })),
  },
}).createMachine({
  id: 'inventories',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    inventories: [],
    loadError: null,
    createError: null,
    created: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInventories',
        src: 'loadInventories',
        input: ({ context }) => ({ spaceId: context.spaceId }),
        onDone: { target: 'ready', actions: 'rememberList' },
        onError: { target: 'failed', actions: 'rememberLoadFailure' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.create': { target: 'creating', actions: 'startCreate' } } },
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createInventory',
            src: 'createInventory',
            input: ({ context, event }) => {
              assertEvent(event, 'user.create');
              return { spaceId: context.spaceId, values: event.values };
            },
            onDone: { target: '#inventories.loading', actions: 'rememberCreated' },
            onError: { target: 'idle', actions: 'rememberCreateFailure' },
          },
        },
      },
    },
  },
});

export type InventoriesSnapshot = SnapshotFrom<typeof inventoriesMachine>;
