// The lifecycle panel of /work-space/inventories/{id} (issue 15): the inventory's status, the lifecycle actions the
// viewer's role may take now, and the versions of its reporting year. Which actions are offered is the shared
// lifecycle definition's answer (domain/inventory/lifecycle.ts `availableEvents`), never a copied list. A request
// for changes needs a reason; locking and reopening ask for a confirmation first. Every step names the version it
// saw: a stale version (409) reloads and says so; any other refusal (403, 409 not allowed, 400) stays beside the
// actions. After a step the panel reloads the inventory and its versions (a reopening created a new version: the
// panel keeps it to link to it).
import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  availableEvents,
  EVENTS_NEEDING_REASON,
  type LifecycleEvent,
} from '../../domain/inventory/lifecycle';
import type { SpaceRole } from '../../domain/membership-lifecycle';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';
import type { Inventory, Refusal, SpaceInput } from './inventory.types';
import { refusalOf } from './refusal';

/** The steps that ask "are you sure?" first: they cannot be undone in place. */
export const CONFIRMED_EVENTS: readonly LifecycleEvent[] = ['LOCK', 'REOPEN'];

export type ReviewPanelInput = SpaceInput & { inventoryId: string; role: SpaceRole | null };
export type LoadLifecycleInput = SpaceInput & { inventoryId: string };
export type LoadLifecycleOutput = { inventory: Inventory; versions: Inventory[] };
export type TransitionInput = SpaceInput & {
  inventoryId: string;
  version: number;
  event: LifecycleEvent;
  reason: string | null;
};

export interface ReviewPanelContext {
  spaceId: string | null;
  inventoryId: string;
  role: SpaceRole | null;
  inventory: Inventory | null;
  versions: Inventory[];
  loadError: Refusal | null;
  /** The step waiting for a confirmation, or being sent. */
  pending: { event: LifecycleEvent; reason: string | null } | null;
  refusal: Refusal | null;
  /** The last step the server accepted (the view says what it did). */
  done: LifecycleEvent | null;
  /** The version a reopening created. */
  reopened: Inventory | null;
}

export type ReviewPanelEvent =
  | { type: 'user.transition'; event: LifecycleEvent; reason?: string }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.retry' };

/** The lifecycle steps this role may take on this inventory now (the shared definition's answer). */
export function offeredEvents(inventory: Inventory | null, role: SpaceRole | null): LifecycleEvent[] {
  if (!inventory || !role) return [];
  return availableEvents(inventory.status, role);
}

export const reviewPanelMachine = setup({
  types: {} as { context: ReviewPanelContext; events: ReviewPanelEvent; input: ReviewPanelInput },
  actors: {
    /** GET /inventories/{id} and GET /inventories/{id}/versions */
    loadLifecycle: fromPromise<LoadLifecycleOutput, LoadLifecycleInput>(
      notProvided('reviewPanel', 'loadLifecycle'),
    ),
    /** POST /inventories/{id}/transitions */
    transitionInventory: fromPromise<Inventory, TransitionInput>(
      notProvided('reviewPanel', 'transitionInventory'),
    ),
  },
  guards: {
    /** Offered to this role from this status, with a reason when the step needs one. */
    isOffered: ({ context, event }) => {
      if (event.type !== 'user.transition') return false;
      if (!offeredEvents(context.inventory, context.role).includes(event.event)) return false;
      return !EVENTS_NEEDING_REASON.includes(event.event) || Boolean(event.reason?.trim());
    },
    needsConfirmation: ({ event }) =>
      event.type === 'user.transition' && CONFIRMED_EVENTS.includes(event.event),
    isStale: ({ event }) => {
      const failure = failureOf(event);
      return failure.code === 'STALE_VERSION';
    },
  },
  actions: {
    rememberLoaded: assign(({ event }) => {
      const output = outputOf(event) as LoadLifecycleOutput;
      return { inventory: output.inventory, versions: output.versions, loadError: null };
    }),
    rememberLoadFailure: assign(({ event }) => ({ loadError: refusalOf(event) })),
    hold: assign(({ event }) =>
      event.type === 'user.transition'
        ? {
            pending: { event: event.event, reason: event.reason?.trim() || null },
            refusal: null,
            done: null,
            reopened: null,
          }
        : {},
    ),
    drop: assign({ pending: null }),
    rememberAccepted: assign(({ context, event }) => {
      const next = outputOf(event) as Inventory;
      const step = context.pending?.event ?? null;
      return { done: step, pending: null, reopened: step === 'REOPEN' ? next : null };
    }),
    rememberRefusal: assign(({ event }) => ({ refusal: refusalOf(event), pending: null })),
  },
}).createMachine({
  id: 'reviewPanel',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    inventoryId: input.inventoryId,
    role: input.role,
    inventory: null,
    versions: [],
    loadError: null,
    pending: null,
    refusal: null,
    done: null,
    reopened: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLifecycle',
        src: 'loadLifecycle',
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
            'user.transition': [
              { guard: and(['isOffered', 'needsConfirmation']), target: 'confirming', actions: 'hold' },
              { guard: 'isOffered', target: 'sending', actions: 'hold' },
            ],
          },
        },
        confirming: {
          on: {
            'user.confirm': 'sending',
            'user.cancel': { target: 'idle', actions: 'drop' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'transitionInventory',
            src: 'transitionInventory',
            input: ({ context }) => ({
              spaceId: context.spaceId,
              inventoryId: context.inventoryId,
              version: context.inventory!.version,
              event: context.pending!.event,
              reason: context.pending!.reason,
            }),
            onDone: { target: '#reviewPanel.loading', actions: 'rememberAccepted' },
            onError: [
              { guard: 'isStale', target: '#reviewPanel.loading', actions: 'rememberRefusal' },
              { target: 'idle', actions: 'rememberRefusal' },
            ],
          },
        },
      },
    },
  },
});

export type ReviewPanelSnapshot = SnapshotFrom<typeof reviewPanelMachine>;
