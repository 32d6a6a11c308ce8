// A member's life in a workspace as a machine, built from the one table of domain/membership-lifecycle.ts
// (the server decides every status change and removal with the same `decideMembership`, role changes with
// `decideRoleChange`): ACTIVE ⇄ SUSPENDED, either -> REMOVED (final). The last-owner guard refuses to suspend,
// remove or demote the space's only OWNER: the member stays where it is and `refusal` says LAST_OWNER (the
// server's 409 LAST_OWNER).
//
// Context: the member's role and the number of owners of the space (`owners.changed` when the list is reloaded).
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  decideMembership,
  decideRoleChange,
  membershipEvents,
  membershipTransitions,
  type MembershipEventType,
  type MembershipState,
} from '../../domain/membership-lifecycle';
import type { MembershipTypes } from './membership.types';

type Guarded = { guard: { type: 'refused'; params: { from: MembershipState; event: MembershipEventType } } };
type Transition =
  | (Guarded & { actions: 'refuseLastOwner' })
  | { target: string; actions: 'acceptRequest' }
  | { guard: 'roleChangeRefused'; actions: 'refuseLastOwner' }
  | { actions: readonly ['changeRole', 'acceptRequest'] }
  | { actions: 'setOwnerCount' };

interface StateConfig {
  type?: 'final';
  on: Record<string, Transition[]>;
}

const states = Object.fromEntries(
  (Object.keys(membershipTransitions) as MembershipState[]).map((state): [MembershipState, StateConfig] => {
    const on: StateConfig['on'] = {};
    for (const event of membershipEvents) {
      const target = membershipTransitions[state][event];
      if (!target) continue;
      // Only moves away from ACTIVE can hit the last-owner guard; the guard itself is the domain's decision.
      on[event] = [
        ...(target !== 'ACTIVE'
          ? [
              {
                guard: { type: 'refused', params: { from: state, event } },
                actions: 'refuseLastOwner',
              } as const,
            ]
          : []),
        { target, actions: 'acceptRequest' },
      ];
    }
    if (state === 'REMOVED') return [state, { type: 'final', on }];
    on['role.change'] = [
      { guard: 'roleChangeRefused', actions: 'refuseLastOwner' },
      { actions: ['changeRole', 'acceptRequest'] as const },
    ];
    on['owners.changed'] = [{ actions: 'setOwnerCount' }];
    return [state, { on }];
  }),
) as Record<MembershipState, StateConfig>;

export const membershipMachine = setup({
  types: {} as MembershipTypes,
  guards: {
    refused: ({ context }, params: { from: MembershipState; event: MembershipEventType }) =>
      !decideMembership(params.from, params.event, context).ok,
    roleChangeRefused: ({ context, event }) =>
      event.type === 'role.change' && !decideRoleChange('ACTIVE', event.role, context).ok,
  },
  actions: {
    refuseLastOwner: assign({ refusal: 'LAST_OWNER' as const }),
    acceptRequest: assign({ refusal: null }),
    changeRole: assign(({ context, event }) => {
      if (event.type !== 'role.change' || event.role === context.role) return {};
      const delta = (event.role === 'OWNER' ? 1 : 0) - (context.role === 'OWNER' ? 1 : 0);
      return { role: event.role, ownerCount: Math.max(0, context.ownerCount + delta) };
    }),
    setOwnerCount: assign(({ context, event }) =>
      event.type === 'owners.changed' ? { ownerCount: Math.max(0, event.ownerCount) } : context,
    ),
  },
}).createMachine({
  id: 'membership',
  initial: 'ACTIVE',
  context: ({ input }) => ({
    role: input?.role ?? 'MEMBER',
    ownerCount: input?.ownerCount ?? 1,
    refusal: null,
  }),
  states,
});

export type MembershipSnapshot = SnapshotFrom<typeof membershipMachine>;
