// Invitations into a space (table space_invites, migration 0400). Only the SHA-256 of a link's param is stored.
// Which status changes are legal is decided by domain/invite-lifecycle.ts (server/spaces/invites.ts asks it);
// this file only reads and writes rows. Writes of a status take the expected current status, so two processes
// changing one invitation at once cannot both win (the loser sees null and re-reads).
import type { Db } from '../client';
import type { InviteStatus } from '../../../domain/invite-lifecycle';
import { isUuid } from './users';

export type InviteRole = 'ADMIN' | 'MEMBER' | 'AUDITOR';

export interface Invite {
  id: string;
  spaceId: string;
  email: string;
  role: InviteRole;
  /** As stored: a PENDING row may be past its expiry (see inviteStatusAt). */
  status: InviteStatus;
  invitedBy: { userId: string | null; email: string; firstName: string; lastName: string };
  locale: 'vi' | 'en';
  acceptedBy: string | null;
  resentCount: number;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

interface InviteRow {
  id: string;
  space_id: string;
  email: string;
  role: InviteRole;
  status: InviteStatus;
  invited_by: string | null;
  inviter_email: string;
  inviter_first_name: string;
  inviter_last_name: string;
  locale: 'vi' | 'en';
  accepted_by: string | null;
  resent_count: number;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
}

const COLUMNS = `id, space_id, email, role, status, invited_by, inviter_email, inviter_first_name,
  inviter_last_name, locale, accepted_by, resent_count, created_at, updated_at, expires_at`;

const PREFIXED_COLUMNS = COLUMNS.split(',')
  .map((column) => `i.${column.trim()}`)
  .join(', ');

function toInvite(row: InviteRow): Invite {
  return {
    id: row.id,
    spaceId: row.space_id,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: {
      userId: row.invited_by,
      email: row.inviter_email,
      firstName: row.inviter_first_name,
      lastName: row.inviter_last_name,
    },
    locale: row.locale,
    acceptedBy: row.accepted_by,
    resentCount: row.resent_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
  };
}

export interface NewInvite {
  spaceId: string;
  email: string;
  role: InviteRole;
  paramHash: string;
  inviter: { id: string; email: string; firstName: string; lastName: string };
  locale: 'vi' | 'en';
  expiresAt: Date;
}

export async function insertInvite(db: Db, input: NewInvite): Promise<Invite> {
  const { rows } = await db.query<InviteRow>(
    `INSERT INTO space_invites (space_id, email, role, param_hash, invited_by, inviter_email, inviter_first_name,
       inviter_last_name, locale, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING ${COLUMNS}`,
    [
      input.spaceId,
      input.email,
      input.role,
      input.paramHash,
      input.inviter.id,
      input.inviter.email,
      input.inviter.firstName,
      input.inviter.lastName,
      input.locale,
      input.expiresAt,
    ],
  );
  return toInvite(rows[0]);
}

export async function findInviteById(db: Db, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<InviteRow>(
    `SELECT ${COLUMNS} FROM space_invites WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toInvite(rows[0]) : null;
}

export async function findInviteByParamHash(db: Db, paramHash: string, options: { lock?: boolean } = {}) {
  const { rows } = await db.query<InviteRow>(
    `SELECT ${COLUMNS} FROM space_invites WHERE param_hash = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [paramHash],
  );
  return rows[0] ? toInvite(rows[0]) : null;
}

/** The newest invitation of `email` into a space (any status), or null. */
export async function findLatestInviteForEmail(
  db: Db,
  spaceId: string,
  email: string,
  options: { lock?: boolean } = {},
): Promise<Invite | null> {
  if (!isUuid(spaceId)) return null;
  const { rows } = await db.query<InviteRow>(
    `SELECT ${COLUMNS} FROM space_invites WHERE space_id = $1 AND email = $2
     ORDER BY CASE WHEN status IN ('PENDING', 'EXPIRED') THEN 0 ELSE 1 END, created_at DESC, id
     LIMIT 1${options.lock ? ' FOR UPDATE' : ''}`,
    [spaceId, email],
  );
  return rows[0] ? toInvite(rows[0]) : null;
}

/** The open (PENDING or EXPIRED, as stored) invitations of a space, newest first. */
export async function listOpenInvites(db: Db, spaceId: string): Promise<Invite[]> {
  const { rows } = await db.query<InviteRow>(
    `SELECT ${COLUMNS} FROM space_invites WHERE space_id = $1 AND status IN ('PENDING', 'EXPIRED')
     ORDER BY created_at DESC, id`,
    [spaceId],
  );
  return rows.map(toInvite);
}

export interface ReceivedInviteRow extends Invite {
  spaceName: string;
}

/** Pending, unexpired invitations addressed to `email`, newest first, with the space's name. */
export async function listPendingInvitesForEmail(db: Db, email: string): Promise<ReceivedInviteRow[]> {
  const { rows } = await db.query<InviteRow & { space_name: string }>(
    `SELECT ${PREFIXED_COLUMNS}, s.name AS space_name
     FROM space_invites i JOIN spaces s ON s.id = i.space_id
     WHERE i.email = $1 AND i.status = 'PENDING' AND i.expires_at > now()
     ORDER BY i.created_at DESC, i.id
     LIMIT 1000`,
    [email],
  );
  return rows.map((row) => ({ ...toInvite(row), spaceName: row.space_name }));
}

export interface InvitePatch {
  status: InviteStatus;
  paramHash?: string;
  expiresAt?: Date;
  acceptedBy?: string;
  resent?: boolean;
}

/** Changes an invitation that is still in `from` (as stored); null when it is not (someone else changed it). */
export async function updateInviteStatus(
  db: Db,
  id: string,
  from: InviteStatus,
  patch: InvitePatch,
): Promise<Invite | null> {
  const { rows } = await db.query<InviteRow>(
    `UPDATE space_invites SET status = $3,
       param_hash = COALESCE($4, param_hash),
       expires_at = COALESCE($5, expires_at),
       accepted_by = COALESCE($6, accepted_by),
       resent_count = resent_count + $7,
       updated_at = now()
     WHERE id = $1 AND status = $2
     RETURNING ${COLUMNS}`,
    [
      id,
      from,
      patch.status,
      patch.paramHash ?? null,
      patch.expiresAt ?? null,
      patch.acceptedBy ?? null,
      patch.resent ? 1 : 0,
    ],
  );
  return rows[0] ? toInvite(rows[0]) : null;
}

/** Invitations that hold a seat: PENDING and not yet expired. */
export async function countSeatHoldingInvites(db: Db, spaceId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM space_invites
     WHERE space_id = $1 AND status = 'PENDING' AND expires_at > now()`,
    [spaceId],
  );
  return rows[0].n;
}

/** Stores EXPIRED for the space's PENDING invitations whose expiry has passed (they already read as EXPIRED). */
export async function storeExpiredInvites(db: Db, spaceId: string): Promise<void> {
  await db.query(
    `UPDATE space_invites SET status = 'EXPIRED', updated_at = now()
     WHERE space_id = $1 AND status = 'PENDING' AND expires_at <= now()`,
    [spaceId],
  );
}
