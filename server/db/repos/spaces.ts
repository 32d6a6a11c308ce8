// Workspaces ("spaces") and their members. The creator of a space is its OWNER.
import type { Db } from '../client';
import { insertUsageEvent } from './usage';
import { findUserById, isUuid, toUser, USER_COLUMNS, type User, type UserRow } from './users';

export type SpaceRole = 'OWNER' | 'ADMIN' | 'MEMBER' | 'AUDITOR';
export type MemberStatus = 'ACTIVE' | 'SUSPENDED';

export interface Space {
  id: string;
  name: string;
  plan: string;
  createdBy: string | null;
  createdAt: string;
}

export interface SpaceMember {
  spaceId: string;
  userId: string;
  role: SpaceRole;
  status: MemberStatus;
  joinedAt: string;
}

/** One space of a user, as the `me` answer lists them. */
export interface SpaceOfUser {
  id: string;
  name: string;
  role: SpaceRole;
  status: MemberStatus;
}

interface SpaceRow {
  id: string;
  name: string;
  plan: string;
  created_by: string | null;
  created_at: Date;
}

interface MemberRow {
  space_id: string;
  user_id: string;
  role: SpaceRole;
  status: MemberStatus;
  joined_at: Date;
}

export function toSpace(row: SpaceRow): Space {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  };
}

export function toSpaceMember(row: MemberRow): SpaceMember {
  return {
    spaceId: row.space_id,
    userId: row.user_id,
    role: row.role,
    status: row.status,
    joinedAt: row.joined_at.toISOString(),
  };
}

/**
 * The one way a space is created (POST /spaces, sign-up, the demo seed): on the FREE plan, with `ownerUserId` as
 * its OWNER, and the owner's seat recorded in the usage history (MEMBER_SEAT, MEMBER_JOINED), in one transaction.
 * The one-owned-space rule of POST /spaces is its caller's (server/spaces/members.ts).
 */
export async function createSpace(db: Db, input: { name: string; ownerUserId: string }): Promise<Space> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<SpaceRow>(
      'INSERT INTO spaces (name, created_by) VALUES ($1, $2) RETURNING *',
      [input.name.trim(), input.ownerUserId],
    );
    const space = toSpace(rows[0]);
    await addMember(tx, { spaceId: space.id, userId: input.ownerUserId, role: 'OWNER' });
    // A new space holds one seat, its owner's: no member or invitation else.
    await insertUsageEvent(tx, {
      spaceId: space.id,
      resource: 'MEMBER_SEAT',
      action: 'MEMBER_JOINED',
      delta: 1,
      usedAfter: 1,
      actor: await findUserById(tx, input.ownerUserId),
    });
    return space;
  });
}

export async function findSpaceById(db: Db, id: string): Promise<Space | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<SpaceRow>('SELECT * FROM spaces WHERE id = $1', [id]);
  return rows[0] ? toSpace(rows[0]) : null;
}

/** Adds a user to a space, or changes the role of an existing member (its status is kept). */
export async function addMember(
  db: Db,
  input: { spaceId: string; userId: string; role: SpaceRole; status?: MemberStatus },
): Promise<SpaceMember> {
  const { rows } = await db.query<MemberRow>(
    `INSERT INTO space_members (space_id, user_id, role, status) VALUES ($1, $2, $3, $4)
     ON CONFLICT (space_id, user_id) DO UPDATE SET role = excluded.role
     RETURNING *`,
    [input.spaceId, input.userId, input.role, input.status ?? 'ACTIVE'],
  );
  return toSpaceMember(rows[0]);
}

export async function findMember(db: Db, spaceId: string, userId: string): Promise<SpaceMember | null> {
  if (!isUuid(spaceId) || !isUuid(userId)) return null;
  const { rows } = await db.query<MemberRow>(
    'SELECT * FROM space_members WHERE space_id = $1 AND user_id = $2',
    [spaceId, userId],
  );
  return rows[0] ? toSpaceMember(rows[0]) : null;
}

/** Members of a space, owners first, then by join time. */
export async function listMembers(db: Db, spaceId: string): Promise<SpaceMember[]> {
  if (!isUuid(spaceId)) return [];
  const { rows } = await db.query<MemberRow>(
    `SELECT * FROM space_members WHERE space_id = $1
     ORDER BY CASE role WHEN 'OWNER' THEN 0 WHEN 'ADMIN' THEN 1 ELSE 2 END, joined_at, user_id`,
    [spaceId],
  );
  return rows.map(toSpaceMember);
}

export async function setMemberStatus(
  db: Db,
  input: { spaceId: string; userId: string; status: MemberStatus },
): Promise<SpaceMember | null> {
  if (!isUuid(input.spaceId) || !isUuid(input.userId)) return null;
  const { rows } = await db.query<MemberRow>(
    'UPDATE space_members SET status = $3 WHERE space_id = $1 AND user_id = $2 RETURNING *',
    [input.spaceId, input.userId, input.status],
  );
  return rows[0] ? toSpaceMember(rows[0]) : null;
}

/** Removes a member; false when there was none. */
export async function removeMember(db: Db, input: { spaceId: string; userId: string }): Promise<boolean> {
  if (!isUuid(input.spaceId) || !isUuid(input.userId)) return false;
  const { rows } = await db.query(
    'DELETE FROM space_members WHERE space_id = $1 AND user_id = $2 RETURNING 1',
    [input.spaceId, input.userId],
  );
  return rows.length > 0;
}

/** The spaces a user belongs to (any status), oldest membership first. */
export async function listSpacesOfUser(db: Db, userId: string): Promise<SpaceOfUser[]> {
  if (!isUuid(userId)) return [];
  const { rows } = await db.query<SpaceOfUser>(
    `SELECT s.id, s.name, m.role, m.status
     FROM space_members m JOIN spaces s ON s.id = m.space_id
     WHERE m.user_id = $1
     ORDER BY m.joined_at, s.created_at, s.id`,
    [userId],
  );
  return rows;
}

const USER_WITH_SPACES_SQL = `SELECT ${USER_COLUMNS.map((column) => `u.${column}`).join(', ')}, COALESCE((
     SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'role', m.role, 'status', m.status)
                     ORDER BY m.joined_at, s.created_at, s.id)
     FROM space_members m JOIN spaces s ON s.id = m.space_id
     WHERE m.user_id = u.id), '[]'::json) AS spaces
   FROM users u WHERE u.cognito_sub = $1`;

/**
 * The user with this Cognito `sub` and their spaces (listSpacesOfUser's order), in one round trip and a prepared
 * statement: what `GET /auth/me` needs on every page load. Null when there is no such user.
 */
export async function findUserWithSpacesBySub(
  db: Db,
  sub: string,
): Promise<{ user: User; spaces: SpaceOfUser[] } | null> {
  const { rows } = await db.query<UserRow & { spaces: SpaceOfUser[] }>(USER_WITH_SPACES_SQL, [sub], {
    prepare: 'user_with_spaces_by_sub',
  });
  const row = rows[0];
  return row ? { user: toUser(row), spaces: row.spaces } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Workspaces issue: the management screen, default space, counts and locks.

/** A member with the person's name and e-mail, as the management screen lists them. */
export interface SpaceMemberDetail {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: SpaceRole;
  status: MemberStatus;
  joinedAt: string;
}

/** The members of a space with their names: owner first, then by joining date. */
export async function listMemberDetails(db: Db, spaceId: string): Promise<SpaceMemberDetail[]> {
  if (!isUuid(spaceId)) return [];
  const { rows } = await db.query<{
    user_id: string;
    email: string;
    first_name: string;
    last_name: string;
    role: SpaceRole;
    status: MemberStatus;
    joined_at: Date;
  }>(
    `SELECT m.user_id, u.email, u.first_name, u.last_name, m.role, m.status, m.joined_at
     FROM space_members m JOIN users u ON u.id = m.user_id
     WHERE m.space_id = $1
     ORDER BY CASE m.role WHEN 'OWNER' THEN 0 ELSE 1 END, m.joined_at, m.user_id`,
    [spaceId],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    status: row.status,
    joinedAt: row.joined_at.toISOString(),
  }));
}

/** The caller's default space: their ACTIVE owner space, else their oldest ACTIVE membership; null if none. */
export async function findDefaultSpaceOfUser(
  db: Db,
  userId: string,
): Promise<(Space & { role: SpaceRole; status: MemberStatus }) | null> {
  if (!isUuid(userId)) return null;
  const { rows } = await db.query<SpaceRow & { role: SpaceRole; status: MemberStatus }>(
    `SELECT s.*, m.role, m.status
     FROM space_members m JOIN spaces s ON s.id = m.space_id
     WHERE m.user_id = $1 AND m.status = 'ACTIVE'
     ORDER BY CASE m.role WHEN 'OWNER' THEN 0 ELSE 1 END, m.joined_at, s.id
     LIMIT 1`,
    [userId],
  );
  return rows[0] ? { ...toSpace(rows[0]), role: rows[0].role, status: rows[0].status } : null;
}

/** True when the user is the OWNER of some space. */
export async function ownsASpace(db: Db, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM space_members WHERE user_id = $1 AND role = 'OWNER' LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

export async function countMembers(db: Db, spaceId: string): Promise<{ members: number; owners: number }> {
  const { rows } = await db.query<{ members: number; owners: number }>(
    `SELECT count(*)::int AS members, count(*) FILTER (WHERE role = 'OWNER')::int AS owners
     FROM space_members WHERE space_id = $1`,
    [spaceId],
  );
  return rows[0];
}

/**
 * Locks the space's row until the transaction ends (SELECT ... FOR UPDATE), so that changes that count seats or
 * owners of one space are serialised across processes; null when the space does not exist.
 */
export async function lockSpace(db: Db, spaceId: string): Promise<Space | null> {
  if (!isUuid(spaceId)) return null;
  const { rows } = await db.query<SpaceRow>('SELECT * FROM spaces WHERE id = $1 FOR UPDATE', [spaceId]);
  return rows[0] ? toSpace(rows[0]) : null;
}
