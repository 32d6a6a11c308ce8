// The GHG inventory's lifecycle as a machine, built from the one definition of domain/inventory/lifecycle.ts (the
// server decides every POST /inventories/{id}/transitions with the same `decideTransition`): one state per status,
// one transition per event the definition allows from it, guarded by the definition's decision for the viewer's
// role (and the reason REQUEST_CHANGES needs). So `snapshot.can({ type: event, reason })` is exactly "the server
// would accept this event from this role" (apart from a stale version), and a page offers only those actions.
// REOPEN leads to DRAFT with the next `versionNo` (the server's new version; the locked one stays LOCKED).
//
// It starts in the status it is given (`init` picks it at once), for the viewer's role.
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  decideTransition,
  INVENTORY_STATUSES,
  LIFECYCLE_EVENTS,
  LIFECYCLE_TRANSITIONS,
  type InventoryStatus,
  type LifecycleEvent,
} from '../../domain/inventory/lifecycle';
import type { LifecycleTypes } from './lifecycle.types';

type Params = { from: InventoryStatus; event: LifecycleEvent };
type Transition = {
  target: InventoryStatus;
  guard: { type: 'allowed'; params: Params };
  actions: readonly ['keepReason'] | readonly ['keepReason', 'nextVersion'];
};

const states = Object.fromEntries(
  INVENTORY_STATUSES.map((status) => {
    const on: Partial<Record<LifecycleEvent, Transition>> = {};
    for (const event of LIFECYCLE_EVENTS) {
      const target = LIFECYCLE_TRANSITIONS[status][event];
      if (!target) continue;
      on[event] = {
        target,
        guard: { type: 'allowed', params: { from: status, event } },
        actions: event === 'REOPEN' ? (['keepReason', 'nextVersion'] as const) : (['keepReason'] as const),
      };
    }
    return [status, { on }];
  }),
) as Record<InventoryStatus, { on: Partial<Record<LifecycleEvent, Transition>> }>;

export const inventoryLifecycleMachine = setup({
  types: {} as LifecycleTypes,
  guards: {
    allowed: ({ context, event }, params: Params) =>
      decideTransition(params.from, params.event, { role: context.role, reason: event.reason ?? null }).ok,
    startsIn: ({ context }, params: { status: InventoryStatus }) => context.startStatus === params.status,
  },
  actions: {
    keepReason: assign(({ event }) => ({ reason: event.reason?.trim() ? event.reason.trim() : null })),
    nextVersion: assign(({ context }) => ({ versionNo: context.versionNo + 1 })),
  },
}).createMachine({
  id: 'inventoryLifecycle',
  initial: 'init',
  context: ({ input }) => ({
    role: input.role,
    versionNo: input.versionNo ?? 1,
    reason: null,
    startStatus: input.status,
  }),
  states: {
    init: {
      always: INVENTORY_STATUSES.map((status) => ({
        guard: { type: 'startsIn' as const, params: { status } },
        target: status,
      })),
    },
    ...states,
  },
});

export type InventoryLifecycleSnapshot = SnapshotFrom<typeof inventoryLifecycleMachine>;

/** The status a snapshot stands for (`init` only before its first step, which is immediate). */
export function lifecycleStatusOf(snapshot: InventoryLifecycleSnapshot): InventoryStatus | null {
  const value = snapshot.value as string;
  return (INVENTORY_STATUSES as readonly string[]).includes(value) ? (value as InventoryStatus) : null;
}
