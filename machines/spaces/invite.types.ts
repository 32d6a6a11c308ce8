// Types of the invite-lifecycle machine (invite.machine.ts).
import type { InviteEventType } from '../../domain/invite-lifecycle';

export type InviteMachineEvent = { type: InviteEventType };

export interface InviteMachineContext {
  /** How many times the invitation was sent again. */
  resends: number;
}

export interface InviteMachineTypes {
  context: InviteMachineContext;
  events: InviteMachineEvent;
}
