// The factor picker of the row form (issue 15 items 2-3): the emission factors a category accepts (GET
// /emission-factors?category=: the library's, with their source, year and licence, then the workspace's own), and
// adding a workspace factor with its source and evidence (POST /emission-factors, OWNER and ADMIN). Changing the
// category reloads the list; a new factor joins the list and is remembered as `added` so the form can pick it; the
// server's 400 details stay beside the factor form's fields.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { outputOf } from '../kit/failures';
import type { Refusal, SpaceInput } from './inventory.types';
import type { ActivityCategoryCode, EmissionFactor, WorkspaceFactorValues } from './activity-data.types';
import { refusalOf } from './refusal';

export type FactorPickerInput = SpaceInput & { category: ActivityCategoryCode };
export type LoadFactorsInput = SpaceInput & { category: ActivityCategoryCode };
export type AddFactorInput = SpaceInput & { values: WorkspaceFactorValues };

export interface FactorPickerContext extends SpaceInput {
  category: ActivityCategoryCode;
  factors: EmissionFactor[];
  loadError: Refusal | null;
  addError: Refusal | null;
  added: EmissionFactor | null;
}

export type FactorPickerEvent =
  | { type: 'user.category'; category: ActivityCategoryCode }
  | { type: 'user.addFactor'; values: WorkspaceFactorValues }
  | { type: 'user.retry' };

export const factorPickerMachine = setup({
  types: {} as { context: FactorPickerContext; events: FactorPickerEvent; input: FactorPickerInput },
  actors: {
    /** GET /emission-factors?category= (every page) */
    loadFactors: fromPromise<EmissionFactor[], LoadFactorsInput>(notProvided('factor-picker', 'loadFactors')),
    /** POST /emission-factors */
    addFactor: fromPromise<EmissionFactor, AddFactorInput>(notProvided('factor-picker', 'addFactor')),
  },
  actions: {
    setCategory: assign(({ event }) => {
      assertEvent(event, 'user.category');
      return { category: event.category, added: null, addError: null };
    }),
    rememberFactors: assign(({ event }) => ({
      factors: outputOf(event) as EmissionFactor[],
      loadError: null,
    })),
    rememberLoadFailure: assign(({ event }) => ({ loadError: refusalOf(event) })),
    startAdding: assign({ addError: null, added: null }),
    rememberAdded: assign(({ context, event }) => {
      const factor = outputOf(event) as EmissionFactor;
      return { factors: [...context.factors, factor], added: factor };
    }),
    rememberAddFailure: assign(({ event }) => ({ addError: refusalOf(event) })),
  },
}).createMachine({
  id: 'factorPicker',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    category: input.category,
    factors: [],
    loadError: null,
    addError: null,
    added: null,
  }),
  initial: 'loading',
  on: { 'user.category': { target: '.loading', actions: 'setCategory' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFactors',
        src: 'loadFactors',
        input: ({ context }) => ({ spaceId: context.spaceId, category: context.category }),
        onDone: { target: 'ready', actions: 'rememberFactors' },
        onError: { target: 'failed', actions: 'rememberLoadFailure' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      on: { 'user.addFactor': { target: 'adding', actions: 'startAdding' } },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addFactor',
        src: 'addFactor',
        input: ({ context, event }) => {
          assertEvent(event, 'user.addFactor');
          return { spaceId: context.spaceId, values: event.values };
        },
        onDone: { target: 'ready', actions: 'rememberAdded' },
        onError: { target: 'ready', actions: 'rememberAddFailure' },
      },
    },
  },
});

export type FactorPickerSnapshot = SnapshotFrom<typeof factorPickerMachine>;
