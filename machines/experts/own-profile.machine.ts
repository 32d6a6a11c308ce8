// /expert/my-profile: an approved expert edits their published profile (GET/PUT /experts/me/profile). Loads the
// profile with the form's lists -> ready (idle | cities | saving). A save publishes everything at once except
// changed credentials, which the server sends back to staff review as a CREDENTIALS application: the answer's
// `pendingCredentials` (with its status) is what the page shows as pending. 404 (not an expert) is `notExpert`;
// 409 (a credentials change is already with staff and differs again) is `conflict`, which reloads; field errors
// stay by their fields; anything else keeps the form with the reason. Side effects: src/app/wiring/experts.ts.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { errorNotice, failureOf } from '../kit/failures';
import type { CityList, ExpertOwnProfile, ExpertProfileUpdate } from './experts.types';
import type { OwnProfileLoad, OwnProfileTypes } from './own-profile.types';

export const ownProfileMachine = setup({
  types: {} as OwnProfileTypes,
  actors: {
    /** GET /experts/me/profile, GET /sectors, GET /countries, GET /countries/{id}/cities. */
    loadOwnProfile: fromPromise<OwnProfileLoad>(notProvided('ownProfile', 'loadOwnProfile')),
    /** GET /countries/{id}/cities. */
    loadCities: fromPromise<CityList, { countryId: number | null }>(notProvided('ownProfile', 'loadCities')),
    /** PUT /experts/me/profile. */
    saveOwnProfile: fromPromise<ExpertOwnProfile, ExpertProfileUpdate>(
      notProvided('ownProfile', 'saveOwnProfile'),
    ),
  },
  guards: {
    isNotExpert: ({ event }) => failureOf(event).status === 404,
    isConflict: ({ event }) => failureOf(event).status === 409,
    hasFieldErrors: ({ event }) => Object.keys(failureOf(event).fieldErrors).length > 0,
  },
  actions: {
    storeLoad: assign((_, params: { load: OwnProfileLoad }) => ({
      profile: params.load.profile,
      reference: params.load.reference,
      cities: params.load.cities,
      failure: null,
      error: null,
      fieldErrors: {},
      notice: null,
    })),
    storeProfile: assign(({ context }, params: { profile: ExpertOwnProfile }) => ({
      profile: params.profile,
      error: null,
      fieldErrors: {},
      notice: 'saved' as const,
      saves: context.saves + 1,
    })),
    storeCities: assign((_, params: { cities: CityList }) => ({ cities: params.cities })),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    showError: assign({ error: errorNotice }),
    showFieldErrors: assign(({ event }) => ({ fieldErrors: failureOf(event).fieldErrors, error: null })),
    clearMessages: assign({ error: null, notice: null }),
    forgetFieldError: assign(({ context }, params: { field: string }) => {
      if (!(params.field in context.fieldErrors)) return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[params.field];
      return { fieldErrors };
    }),
  },
}).createMachine({
  id: 'ownProfile',
  context: {
    profile: null,
    reference: null,
    cities: { countryId: null, cities: [] },
    failure: null,
    error: null,
    fieldErrors: {},
    notice: null,
    saves: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOwnProfile',
        src: 'loadOwnProfile',
        onDone: {
          target: 'ready',
          actions: { type: 'storeLoad', params: ({ event }) => ({ load: event.output }) },
        },
        onError: [
          { guard: 'isNotExpert', target: 'notExpert', actions: 'storeFailure' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.save': { target: 'saving', actions: 'clearMessages' },
            'user.chooseCountry': { target: 'cities', actions: 'clearMessages' },
            'user.editField': {
              actions: { type: 'forgetFieldError', params: ({ event }) => ({ field: event.field }) },
            },
            'user.dismissNotice': { actions: 'clearMessages' },
          },
        },
        cities: {
          invoke: {
            id: 'loadCities',
            src: 'loadCities',
            input: ({ event }) => {
              assertEvent(event, 'user.chooseCountry');
              return { countryId: event.countryId };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storeCities', params: ({ event }) => ({ cities: event.output }) },
            },
            onError: { target: 'idle', actions: 'showError' },
          },
          on: { 'user.chooseCountry': { target: 'cities', reenter: true } },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveOwnProfile',
            src: 'saveOwnProfile',
            input: ({ event }) => {
              assertEvent(event, 'user.save');
              return event.data;
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
            },
            onError: [
              { guard: 'isConflict', target: '#ownProfile.conflict', actions: 'storeFailure' },
              { guard: 'hasFieldErrors', target: 'idle', actions: 'showFieldErrors' },
              { target: 'idle', actions: 'showError' },
            ],
          },
        },
      },
    },
    /** Signed in, but not an expert (404). */
    notExpert: {},
    conflict: { on: { 'user.reload': 'loading' } },
    failed: { on: { 'user.retry': 'loading' } },
  },
});

export type OwnProfileMachine = typeof ownProfileMachine;
export type OwnProfileSnapshot = SnapshotFrom<OwnProfileMachine>;
