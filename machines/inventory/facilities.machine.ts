// /work-space/facilities (issue 15, slice 1): the workspace's facilities; add one, edit one (naming the version it
// saw: a 409 STALE_VERSION reloads the list and says so), archive one. The address comes from the address-picker
// machine inside the form; this machine receives one validated `user.save`.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';
import type { Facility, FacilityValues, Refusal, SpaceInput } from './inventory.types';
import { refusalOf } from './refusal';

/** A sector of GET /sectors, named in the reader's language. */
export interface SectorOption {
  id: number;
  name: string;
}

export interface LoadFacilitiesOutput {
  facilities: Facility[];
  sectors: SectorOption[];
}

export interface FacilitiesContext {
  spaceId: string | null;
  facilities: Facility[];
  sectors: SectorOption[];
  loadError: Refusal | null;
  saveError: Refusal | null;
  /** What was done last (the view announces it). */
  done: { kind: 'created' | 'updated' | 'archived'; id: string } | null;
}

export type SaveFacilityInput = SpaceInput & {
  id: string | null;
  version: number | null;
  values: FacilityValues;
};
export type ArchiveFacilityInput = SpaceInput & { id: string; version: number };

export type FacilitiesEvent =
  | { type: 'user.save'; id: string | null; version: number | null; values: FacilityValues }
  | { type: 'user.archive'; id: string; version: number }
  | { type: 'user.retry' };

export const facilitiesMachine = setup({
  types: {} as { context: FacilitiesContext; events: FacilitiesEvent; input: SpaceInput },
  actors: {
    /** GET /facilities and GET /sectors */
    loadFacilities: fromPromise<LoadFacilitiesOutput, SpaceInput>(
      notProvided('facilities', 'loadFacilities'),
    ),
    /** POST /facilities (id null) or PUT /facilities/{id} */
    saveFacility: fromPromise<Facility, SaveFacilityInput>(notProvided('facilities', 'saveFacility')),
    /** POST /facilities/{id}/archive */
    archiveFacility: fromPromise<Facility, ArchiveFacilityInput>(
      notProvided('facilities', 'archiveFacility'),
    ),
  },
  guards: {
    /** Someone changed it since (409 STALE_VERSION) or it is gone (404): reload. */
    isStale: ({ event }) => {
      const failure = failureOf(event);
      return failure.code === 'STALE_VERSION' || failure.status === 404;
    },
  },
  actions: {
    rememberList: assign(({ event }) => {
      const output = outputOf(event) as LoadFacilitiesOutput;
      return { facilities: output.facilities, sectors: output.sectors, loadError: null };
    }),
    rememberLoadFailure: assign(({ event }) => ({ loadError: refusalOf(event) })),
    startChange: assign({ saveError: null, done: null }),
    rememberSaved: assign(({ context, event }) => {
      const saved = outputOf(event) as Facility;
      const exists = context.facilities.some((f) => f.id === saved.id);
      return {
        facilities: exists
          ? context.facilities.map((f) => (f.id === saved.id ? saved : f))
          : [...context.facilities, saved],
        done: { kind: exists ? ('updated' as const) : ('created' as const), id: saved.id },
      };
    }),
    rememberArchived: assign(({ context, event }) => {
      const saved = outputOf(event) as Facility;
      return {
        facilities: context.facilities.map((f) => (f.id === saved.id ? saved : f)),
        done: { kind: 'archived' as const, id: saved.id },
      };
    }),
    rememberSaveFailure: assign(({ event }) => ({ saveError: refusalOf(event) })),
  },
}).createMachine({
  id: 'facilities',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    facilities: [],
    sectors: [],
    loadError: null,
    saveError: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFacilities',
        src: 'loadFacilities',
        input: ({ context }) => ({ spaceId: context.spaceId }),
        onDone: { target: 'ready', actions: 'rememberList' },
        onError: { target: 'failed', actions: 'rememberLoadFailure' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.save': { target: 'saving', actions: 'startChange' },
            'user.archive': { target: 'archiving', actions: 'startChange' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveFacility',
            src: 'saveFacility',
            input: ({ context, event }) => {
              assertEvent(event, 'user.save');
              return { spaceId: context.spaceId, id: event.id, version: event.version, values: event.values };
            },
            onDone: { target: 'idle', actions: 'rememberSaved' },
            onError: [
              { guard: 'isStale', target: '#facilities.loading', actions: 'rememberSaveFailure' },
              { target: 'idle', actions: 'rememberSaveFailure' },
            ],
          },
        },
        archiving: {
          tags: ['busy'],
          invoke: {
            id: 'archiveFacility',
            src: 'archiveFacility',
            input: ({ context, event }) => {
              assertEvent(event, 'user.archive');
              return { spaceId: context.spaceId, id: event.id, version: event.version };
            },
            onDone: { target: 'idle', actions: 'rememberArchived' },
            onError: [
              { guard: 'isStale', target: '#facilities.loading', actions: 'rememberSaveFailure' },
              { target: 'idle', actions: 'rememberSaveFailure' },
            ],
          },
        },
      },
    },
  },
});

export type FacilitiesSnapshot = SnapshotFrom<typeof facilitiesMachine>;
