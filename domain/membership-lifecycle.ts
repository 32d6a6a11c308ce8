// The life of a workspace membership, as data: ACTIVE ⇄ SUSPENDED, and removal (the account itself stays). Role
// changes keep the status. The last-owner guard: a space never loses its only OWNER, so the only owner cannot be
// suspended, removed (nor leave) or demoted (409 LAST_OWNER).
//
// Used by the server (server/spaces) for every change it stores and by `machines/spaces/membership.machine.ts`,
// which is built from the same table (a test checks that they agree).
export const memberStatuses = ['ACTIVE', 'SUSPENDED'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

// AUDITOR (issue 15 item 5): reads everything of the inventory area, comments on rows, reviews and approves
// inventories; never edits data and does not manage members (the permission table gives it no such call).
export const spaceRoles = ['OWNER', 'ADMIN', 'MEMBER', 'AUDITOR'] as const;
export type SpaceRole = (typeof spaceRoles)[number];

export const membershipEvents = ['suspend', 'activate', 'remove'] as const;
export type MembershipEventType = (typeof membershipEvents)[number];

/** 'REMOVED' is not stored: the membership row is deleted. */
export type MembershipState = MemberStatus | 'REMOVED';

export const membershipTransitions: Readonly<
  Record<MembershipState, Readonly<Partial<Record<MembershipEventType, MembershipState>>>>
> = {
  ACTIVE: { suspend: 'SUSPENDED', activate: 'ACTIVE', remove: 'REMOVED' },
  SUSPENDED: { activate: 'ACTIVE', suspend: 'SUSPENDED', remove: 'REMOVED' },
  REMOVED: {},
};

export interface MembershipFacts {
  role: SpaceRole;
  /** OWNERs of the space, this member included. */
  ownerCount: number;
}

/** True when the member is the space's only owner: they cannot be suspended, removed or demoted. */
export function isLastOwner(facts: MembershipFacts): boolean {
  return facts.role === 'OWNER' && facts.ownerCount <= 1;
}

export type MembershipDecision =
  { ok: true; next: MembershipState } | { ok: false; reason: 'LAST_OWNER' | 'NOT_ALLOWED' };

/** What `event` does to a member in `state`: the next state, or why not. */
export function decideMembership(
  state: MembershipState,
  event: MembershipEventType,
  facts: MembershipFacts,
): MembershipDecision {
  const next = membershipTransitions[state][event];
  if (!next) return { ok: false, reason: 'NOT_ALLOWED' };
  if (next !== 'ACTIVE' && isLastOwner(facts)) return { ok: false, reason: 'LAST_OWNER' };
  return { ok: true, next };
}

/** A role change: refused for the last owner when it would stop being an OWNER. */
export function decideRoleChange(
  state: MembershipState,
  to: SpaceRole,
  facts: MembershipFacts,
): { ok: true } | { ok: false; reason: 'LAST_OWNER' | 'NOT_ALLOWED' } {
  if (state === 'REMOVED') return { ok: false, reason: 'NOT_ALLOWED' };
  if (to !== 'OWNER' && isLastOwner(facts)) return { ok: false, reason: 'LAST_OWNER' };
  return { ok: true };
}
