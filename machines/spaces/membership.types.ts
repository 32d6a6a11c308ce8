// Types of the membership-lifecycle machine (membership.machine.ts).
import type { MembershipEventType, SpaceRole } from '../../domain/membership-lifecycle';

export type MembershipMachineEvent =
  | { type: MembershipEventType }
  | { type: 'role.change'; role: SpaceRole }
  | { type: 'owners.changed'; ownerCount: number };

export interface MembershipContext {
  role: SpaceRole;
  /** OWNERs of the space, this member included. */
  ownerCount: number;
  /** Why the last request was refused; null after an accepted one. */
  refusal: 'LAST_OWNER' | null;
}

export interface MembershipInput {
  role?: SpaceRole;
  ownerCount?: number;
}

export interface MembershipTypes {
  context: MembershipContext;
  events: MembershipMachineEvent;
  input: MembershipInput | undefined;
}
