// Memberships: creating a space, the management list, suspending / reactivating and removing members, and the
// tenant overview. The legal moves and the last-owner guard come from domain/membership-lifecycle.ts (the
// table the browser's membership machine is built from). Changes lock the space's row first, so counting owners
// and seats is serialised across API processes.
import type { Db } from '../db/client';
import {
  countMembers,
  createSpace,
  findMember,
  listMemberDetails,
  lockSpace,
  ownsASpace,
  removeMember as deleteMember,
  setMemberStatus,
  type SpaceMemberDetail,
} from '../db/repos/spaces';
import { lockUser, type User } from '../db/repos/users';
import { conflict, forbidden, notFound } from '../errors';
import { decideMembership, type MemberStatus } from '../../domain/membership-lifecycle';
import { assertScope, lastOwner, resolveSpace, type SpaceAccess } from './access';
import { withSeatEvent } from './usage';
import type { MembershipView } from './invites';

/** POST /spaces: the creator becomes OWNER; a user owns at most one space (409 CONFLICT). */
export async function createOwnedSpace(db: Db, user: User, name: string): Promise<MembershipView> {
  return db.transaction(async (tx) => {
    // Serialises concurrent creations by one user (the one-owner-space rule is checked, then written).
    await lockUser(tx, user.id);
    if (await ownsASpace(tx, user.id)) throw conflict();
    const space = await createSpace(tx, { name, ownerUserId: user.id });
    return { id: space.id, name: space.name, role: 'OWNER', status: 'ACTIVE' };
  });
}

export function listMembers(db: Db, access: SpaceAccess): Promise<SpaceMemberDetail[]> {
  return listMemberDetails(db, access.space.id);
}

async function lockedTarget(tx: Db, access: SpaceAccess, userId: string) {
  const space = await lockSpace(tx, access.space.id);
  if (!space) throw notFound();
  const target = await findMember(tx, space.id, userId);
  // A user of another space is "not a member" here: nothing leaks across workspaces.
  if (!target) throw notFound();
  const { owners } = await countMembers(tx, space.id);
  return { target, facts: { role: target.role, ownerCount: owners } };
}

/** PUT /spaces/change-user-status: ACTIVE ⇄ SUSPENDED. */
export async function changeMemberStatus(
  db: Db,
  access: SpaceAccess,
  input: { userId: string; status: MemberStatus },
): Promise<SpaceMemberDetail> {
  await db.transaction(async (tx) => {
    const { target, facts } = await lockedTarget(tx, access, input.userId);
    if (target.userId === access.member.userId) throw forbidden();
    const decision = decideMembership(
      target.status,
      input.status === 'SUSPENDED' ? 'suspend' : 'activate',
      facts,
    );
    if (!decision.ok) throw decision.reason === 'LAST_OWNER' ? lastOwner() : forbidden();
    assertScope('changeUserStatus', access.member, target);
    if (decision.next !== target.status) {
      // suspend / activate only ever lead to ACTIVE or SUSPENDED.
      const status = decision.next as MemberStatus;
      await setMemberStatus(tx, { spaceId: target.spaceId, userId: target.userId, status });
    }
  });
  const members = await listMemberDetails(db, access.space.id);
  const member = members.find((m) => m.userId === input.userId);
  if (!member) throw notFound();
  return member;
}

/** DELETE /spaces/delete-user/{id}: removes a member (or the caller leaves). */
export async function removeMember(db: Db, access: SpaceAccess, actor: User, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, facts } = await lockedTarget(tx, access, userId);
    const decision = decideMembership(target.status, 'remove', facts);
    if (!decision.ok) throw decision.reason === 'LAST_OWNER' ? lastOwner() : forbidden();
    assertScope('deleteUser', access.member, target);
    await withSeatEvent(tx, target.spaceId, 'MEMBER_REMOVED', actor, () =>
      deleteMember(tx, { spaceId: target.spaceId, userId: target.userId }),
    );
  });
}

/** The current tenant for GET /tenant: X-Space-Id (must be an active membership), else the default, else null. */
export async function currentTenant(db: Db, user: User, explicitId: string | null) {
  let access: SpaceAccess;
  try {
    access = await resolveSpace(db, user, explicitId);
  } catch (error) {
    if (explicitId === null) return null; // no active space at all
    throw error;
  }
  const { members } = await countMembers(db, access.space.id);
  return {
    id: access.space.id,
    name: access.space.name,
    role: access.member.role,
    status: access.member.status,
    plan: access.space.plan,
    memberCount: Math.max(1, members),
    createdAt: access.space.createdAt,
  };
}
