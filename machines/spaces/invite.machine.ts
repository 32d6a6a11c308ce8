// The invite lifecycle as a machine, built from the one transition table of domain/invite-lifecycle.ts (the
// server's invite service asks the same table before every change it stores), so the two cannot drift:
// PENDING -> ACCEPTED | DELETED | EXPIRED, EXPIRED -> PENDING | DELETED on a resend / delete; ACCEPTED and DELETED
// are final. A resend re-enters PENDING (a new link and expiry) and is counted.
//
// The browser keeps an invitation's status in this machine (`inviteSnapshotOf(status)` starts it at a stored
// status); `nextStatusByMachine` is the machine's own answer, used by the test that checks it against the table.
import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import {
  inviteEvents,
  inviteStatuses,
  inviteTransitions,
  type InviteEventType,
  type InviteStatus,
} from '../../domain/invite-lifecycle';
import type { InviteMachineContext, InviteMachineTypes } from './invite.types';

interface StateConfig {
  type?: 'final';
  on: Record<string, { target: string; reenter?: boolean; actions?: 'countResend' }>;
}

const states = Object.fromEntries(
  inviteStatuses.map((status): [InviteStatus, StateConfig] => {
    const on: StateConfig['on'] = {};
    for (const event of inviteEvents) {
      const target = inviteTransitions[status][event];
      if (!target) continue;
      on[event] = event === 'resend' ? { target, reenter: true, actions: 'countResend' } : { target };
    }
    return [status, Object.keys(on).length === 0 ? { type: 'final', on } : { on }];
  }),
) as Record<InviteStatus, StateConfig>;

export const inviteMachine = setup({
  types: {} as InviteMachineTypes,
  actions: {
    countResend: assign({ resends: ({ context }) => context.resends + 1 }),
  },
}).createMachine({
  id: 'invite',
  initial: 'PENDING',
  context: { resends: 0 },
  states,
});

export type InviteSnapshot = SnapshotFrom<typeof inviteMachine>;

/** The machine's snapshot for an invitation stored with `status`. */
export function inviteSnapshotOf(status: InviteStatus, context: InviteMachineContext = { resends: 0 }) {
  return inviteMachine.resolveState({ value: status, context });
}

export function statusOf(snapshot: InviteSnapshot): InviteStatus {
  return snapshot.value as InviteStatus;
}

/** What the machine does with `event` in `status`: the next status, or null when the event is not handled. */
export function nextStatusByMachine(status: InviteStatus, event: InviteEventType): InviteStatus | null {
  const snapshot = inviteSnapshotOf(status);
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(inviteMachine, snapshot, { type: event });
  return statusOf(next);
}
