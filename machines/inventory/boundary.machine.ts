// /work-space/inventories/{id} (issue 15, slice 1): one inventory's boundary. It loads the inventory and the
// workspace's facilities; the owner or an admin sets the consolidation approach and the included facilities (with
// equity shares under EQUITY_SHARE) in one `user.saveBoundary`, or marks the inventory as the base year. Each save
// names the version it saw; a 409 STALE_VERSION reloads and says so. Members see the boundary read-only (`canManage`
// comes from the permission table, read by the page).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';
import type { BoundaryValues, Facility, Inventory, Refusal, SpaceInput } from './inventory.types';
import { refusalOf } from './refusal';

export interface BoundaryContext {
  spaceId: string | null;
  inventoryId: string;
  inventory: Inventory | null;
  facilities: Facility[];
  loadError: Refusal | null;
  saveError: Refusal | null;
  saved: boolean;
}

export type BoundaryInput = SpaceInput & { inventoryId: string };
export type LoadBoundaryOutput = { inventory: Inventory; facilities: Facility[] };
export type SaveBoundaryInput = BoundaryInput & { version: number; values: BoundaryValues };
export type MarkBaseYearInput = BoundaryInput & { version: number };

export type BoundaryEvent =
  | { type: 'user.saveBoundary'; values: BoundaryValues }
  | { type: 'user.markBaseYear' }
  | { type: 'user.retry' };

export const boundaryMachine = setup({
  types: {} as { context: BoundaryContext; events: BoundaryEvent; input: BoundaryInput },
  actors: {
    /** GET /inventories/{id} and GET /facilities */
    loadBoundary: fromPromise<LoadBoundaryOutput, BoundaryInput>(notProvided('boundary', 'loadBoundary')),
    /** PUT /inventories/{id}/boundary */
    saveBoundary: fromPromise<Inventory, SaveBoundaryInput>(notProvided('boundary', 'saveBoundary')),
    /** PUT /inventories/{id} { isBaseYear: true } */
    markBaseYear: fromPromise<Inventory, MarkBaseYearInput>(notProvided('boundary', 'markBaseYear')),
  },
  guards: {
    isStale: ({ event }) => {
      const failure = failureOf(event);
      return failure.code === 'STALE_VERSION' || failure.status === 404;
    },
    notBaseYear: ({ context }) => context.inventory !== null && !context.inventory.isBaseYear,
  },
  actions: {
    rememberLoaded: assign(({ event }) => {
      const output = outputOf(event) as LoadBoundaryOutput;
      return { inventory: output.inventory, facilities: output.facilities, loadError: null };
    }),
    rememberLoadFailure: assign(({ event }) => ({ loadError: refusalOf(event) })),
    startSave: assign({ saveError: null, saved: false }),
    rememberSaved: assign(({ event }) => ({ inventory: outputOf(event) as Inventory, saved: true })),
    rememberSaveFailure: assign(({ event }) => ({ saveError: refusalOf(event) })),
  },
}).createMachine({
  id: 'boundary',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    inventoryId: input.inventoryId,
    inventory: null,
    facilities: [],
    loadError: null,
    saveError: null,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBoundary',
        src: 'loadBoundary',
        input: ({ context }) => ({ spaceId: context.spaceId, inventoryId: context.inventoryId }),
        onDone: { target: 'ready', actions: 'rememberLoaded' },
        onError: { target: 'failed', actions: 'rememberLoadFailure' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.saveBoundary': { target: 'saving', actions: 'startSave' },
            'user.markBaseYear': { guard: 'notBaseYear', target: 'markingBaseYear', actions: 'startSave' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveBoundary',
            src: 'saveBoundary',
            input: ({ context, event }) => {
              assertEvent(event, 'user.saveBoundary');
              return {
                spaceId: context.spaceId,
                inventoryId: context.inventoryId,
                version: context.inventory!.version,
                values: event.values,
              };
            },
            onDone: { target: 'idle', actions: 'rememberSaved' },
            onError: [
              { guard: 'isStale', target: '#boundary.loading', actions: 'rememberSaveFailure' },
              { target: 'idle', actions: 'rememberSaveFailure' },
            ],
          },
        },
        markingBaseYear: {
          tags: ['busy'],
          invoke: {
            id: 'markBaseYear',
            src: 'markBaseYear',
            input: ({ context }) => ({
              spaceId: context.spaceId,
              inventoryId: context.inventoryId,
              version: context.inventory!.version,
            }),
            onDone: { target: 'idle', actions: 'rememberSaved' },
            onError: [
              { guard: 'isStale', target: '#boundary.loading', actions: 'rememberSaveFailure' },
              { target: 'idle', actions: 'rememberSaveFailure' },
            ],
          },
        },
      },
    },
  },
});

export type BoundarySnapshot = SnapshotFrom<typeof boundaryMachine>;
