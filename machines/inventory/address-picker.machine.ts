// The cascading address picker of the facility form (issue 15, slice 1): country -> city -> district -> ward, each
// list loaded from the location calls once its parent is picked (GET /countries, /countries/{id}/cities,
// /cities/{id}/districts?take=50, /districts/{id}/wards?page=1&take=50: the spec's page sizes; the wiring pages on
// when a list is longer). Picking a level clears the levels below it. Started with a saved address (editing), it
// loads the chain down to the saved ward. The form reads the selection when it sends its one `user.save`.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { outputOf } from '../kit/failures';
import type { Refusal } from './inventory.types';
import { refusalOf } from './refusal';

export type AddressLevel = 'country' | 'city' | 'district' | 'ward';

export interface PlaceOption {
  id: number;
  name: string;
}

export interface AddressSelection {
  countryId: number | null;
  cityId: number | null;
  districtId: number | null;
  wardId: number | null;
}

export interface LoadPlacesInput {
  level: AddressLevel;
  /** The parent's id (null for countries). */
  parentId: number | null;
}

export interface AddressPickerContext {
  selection: AddressSelection;
  options: Record<AddressLevel, PlaceOption[]>;
  error: Refusal | null;
}

export type AddressPickerEvent =
  | { type: 'user.pickCountry'; id: number | null }
  | { type: 'user.pickCity'; id: number | null }
  | { type: 'user.pickDistrict'; id: number | null }
  | { type: 'user.pickWard'; id: number | null }
  | { type: 'user.retry' };

const EMPTY: AddressSelection = { countryId: null, cityId: null, districtId: null, wardId: null };

export const addressPickerMachine = setup({
  types: {} as {
    context: AddressPickerContext;
    events: AddressPickerEvent;
    input: { selection?: Partial<AddressSelection> } | undefined;
  },
  actors: {
    /** One level's list under its parent. */
    loadPlaces: fromPromise<PlaceOption[], LoadPlacesInput>(notProvided('addressPicker', 'loadPlaces')),
  },
  guards: {
    hasCountry: ({ context }) => context.selection.countryId !== null,
    hasCity: ({ context }) => context.selection.cityId !== null,
    hasDistrict: ({ context }) => context.selection.districtId !== null,
    pickedSomething: ({ event }) => 'id' in event && event.id !== null,
  },
  actions: {
    rememberCountries: assign(({ context, event }) => ({
      options: { ...context.options, country: (outputOf(event) as PlaceOption[]) ?? [] },
    })),
    rememberCities: assign(({ context, event }) => ({
      options: { ...context.options, city: (outputOf(event) as PlaceOption[]) ?? [] },
    })),
    rememberDistricts: assign(({ context, event }) => ({
      options: { ...context.options, district: (outputOf(event) as PlaceOption[]) ?? [] },
    })),
    rememberWards: assign(({ context, event }) => ({
      options: { ...context.options, ward: (outputOf(event) as PlaceOption[]) ?? [] },
    })),
    rememberFailure: assign(({ event }) => ({ error: refusalOf(event) })),
    clearError: assign({ error: null }),
    pickCountry: assign(({ context, event }) => {
      assertEvent(event, 'user.pickCountry');
      return {
        selection: { ...EMPTY, countryId: event.id },
        options: { ...context.options, city: [], district: [], ward: [] },
      };
    }),
    pickCity: assign(({ context, event }) => {
      assertEvent(event, 'user.pickCity');
      return {
        selection: { ...context.selection, cityId: event.id, districtId: null, wardId: null },
        options: { ...context.options, district: [], ward: [] },
      };
    }),
    pickDistrict: assign(({ context, event }) => {
      assertEvent(event, 'user.pickDistrict');
      return {
        selection: { ...context.selection, districtId: event.id, wardId: null },
        options: { ...context.options, ward: [] },
      };
    }),
    pickWard: assign(({ context, event }) => {
      assertEvent(event, 'user.pickWard');
      return { selection: { ...context.selection, wardId: event.id } };
    }),
  },
}).createMachine({
  id: 'addressPicker',
  context: ({ input }) => ({
    selection: { ...EMPTY, ...(input?.selection ?? {}) },
    options: { country: [], city: [], district: [], ward: [] },
    error: null,
  }),
  initial: 'loadingCountries',
  states: {
    loadingCountries: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'loadCountries',
        src: 'loadPlaces',
        input: () => ({ level: 'country' as const, parentId: null }),
        onDone: [
          { guard: 'hasCountry', target: 'loadingCities', actions: 'rememberCountries' },
          { target: 'ready', actions: 'rememberCountries' },
        ],
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    loadingCities: {
      tags: ['busy'],
      invoke: {
        id: 'loadCities',
        src: 'loadPlaces',
        input: ({ context }) => ({ level: 'city' as const, parentId: context.selection.countryId }),
        onDone: [
          { guard: 'hasCity', target: 'loadingDistricts', actions: 'rememberCities' },
          { target: 'ready', actions: 'rememberCities' },
        ],
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    loadingDistricts: {
      tags: ['busy'],
      invoke: {
        id: 'loadDistricts',
        src: 'loadPlaces',
        input: ({ context }) => ({ level: 'district' as const, parentId: context.selection.cityId }),
        onDone: [
          { guard: 'hasDistrict', target: 'loadingWards', actions: 'rememberDistricts' },
          { target: 'ready', actions: 'rememberDistricts' },
        ],
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    loadingWards: {
      tags: ['busy'],
      invoke: {
        id: 'loadWards',
        src: 'loadPlaces',
        input: ({ context }) => ({ level: 'ward' as const, parentId: context.selection.districtId }),
        onDone: { target: 'ready', actions: 'rememberWards' },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    /** A list failed to load: retrying reloads the chain down to the selection. */
    failed: { on: { 'user.retry': 'loadingCountries' } },
    ready: {
      on: {
        'user.pickCountry': [
          { guard: 'pickedSomething', target: 'loadingCities', actions: 'pickCountry' },
          { actions: 'pickCountry' },
        ],
        'user.pickCity': [
          { guard: 'pickedSomething', target: 'loadingDistricts', actions: 'pickCity' },
          { actions: 'pickCity' },
        ],
        'user.pickDistrict': [
          { guard: 'pickedSomething', target: 'loadingWards', actions: 'pickDistrict' },
          { actions: 'pickDistrict' },
        ],
        'user.pickWard': { actions: 'pickWard' },
      },
    },
  },
});

export type AddressPickerSnapshot = SnapshotFrom<typeof addressPickerMachine>;
