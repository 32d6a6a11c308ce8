// Memberships: creating a space, the management list, suspending / reactivating and removing members, and the
// tenant overview. The legal moves and the last-owner guard come from domain/membership-lifecycle.ts (the
// table the browser's membership machine is built from). Changes lock the space's row first, so counting owners
// and seats is serialised across API processes.
import type { Db } from '../db/client';
import {
  addMember,
  countMembers,
  findMember,
  listMemberDetails,
  lockSpace,
  type SpaceMemberDetail,
} from '../db/repos/spaces';
import type { User } from '../db/repos/users';
import { conflict, forbidden, notFound } from '../errors';
import { decideMembership, type MemberStatus } from '../../domain/membership-lifecycle';
import { assertScope, lastOwner, resolveSpace, type SpaceAccess } from './access';
import { DEFAULT_PLAN } from './plans';
import { recordUsage, withSeatEvent } from './usage';
import type { MembershipView } from './invites';

/** POST /spaces: the creator becomes OWNER; a user owns at most one space (409 CONFLICT). */
export async function createOwnedSpace(db: Db, user: User, name: string): Promise<MembershipView> {
  return db.transaction(async (tx) => {
    // Serialises concurrent creations by one user (the one-owner-space rule is checked, then written).
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const { rows: owned } = await tx.query(
      `SELECT 1 FROM space_members WHERE user_id = $1 AND role = 'OWNER' LIMIT 1`,
      [user.id],
    );
    if (owned.length > 0) throw conflict();
    const { rows } = await tx.query<{ id: string; name: string }>(
      'INSERT INTO spaces (name, plan, created_by) VALUES ($1, $2, $3) RETURNING id, name',
      [name.trim(), DEFAULT_PLAN, user.id],
    );
    const space = rows[0];
    await addMember(tx, { spaceId: space.id, userId: user.id, role: 'OWNER' });
    await recordUsage(tx, {
      spaceId: space.id,
      resource: 'MEMBER_SEAT',
      action: 'MEMBER_JOINED',
      delta: 1,
      actor: user,
    });
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
      await tx.query('UPDATE space_members SET status = $3 WHERE space_id = $1 AND user_id = $2', [
        target.spaceId,
        target.userId,
        decision.next,
      ]);
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
      tx.query('DELETE FROM space_members WHERE space_id = $1 AND user_id = $2', [
        target.spaceId,
        target.userId,
      ]),
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
