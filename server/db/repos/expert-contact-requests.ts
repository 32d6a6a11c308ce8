// Companies' contact requests to experts (expert_contact_requests, migration 1000): one row per request, read
// with everything either side's view needs (the expert's profile and account, the workspace, the sector, the
// requesting user). Which of those facts a caller may see is decided by the route's view
// (server/routes/expert-contact-requests.ts): contact details only once ACCEPTED.
import type { Db } from '../client';
import type { ContactRequestStatus } from '../../../domain/experts/contact-lifecycle';
import type { ContactScope } from '../../../domain/experts/vocabulary';
import type { UserLocale } from './users';

type Queryable = Pick<Db, 'query'>;

export interface ContactPersonRecord {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  organizationName: string | null;
  locale: UserLocale;
}

export interface ContactRequestRecord {
  id: string;
  status: ContactRequestStatus;
  scopes: ContactScope[];
  /** YYYY-MM-DD. */
  deadline: string;
  message: string;
  declineReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  space: { id: string; name: string };
  sector: { id: number; code: string; name_vi: string; name_en: string };
  expert: {
    profileId: string;
    slug: string;
    firstName: string;
    lastName: string;
    headline: string;
    userId: string | null;
  };
  requesterUserId: string;
  /** The expert's contact: the profile's names and phone, the account's e-mail (null without an account). */
  expertContact: ContactPersonRecord | null;
  /** The requesting user's contact, from their account. */
  requesterContact: ContactPersonRecord;
}

const SELECT = `SELECT r.id, r.status, r.scopes, to_char(r.deadline, 'YYYY-MM-DD') AS deadline, r.message,
    r.decline_reason, r.created_at, r.decided_at, r.requester_user_id,
    s.id AS space_id, s.name AS space_name,
    sec.id AS sector_id, sec.code AS sector_code, sec.name_vi AS sector_name_vi, sec.name_en AS sector_name_en,
    p.id AS profile_id, p.slug, p.first_name AS expert_first_name, p.last_name AS expert_last_name, p.headline,
    p.user_id AS expert_user_id, p.contact_phone AS expert_phone, p.organization_name AS expert_organization,
    eu.email AS expert_email, eu.locale AS expert_locale,
    ru.first_name AS requester_first_name, ru.last_name AS requester_last_name, ru.email AS requester_email,
    ru.phone AS requester_phone, ru.organization_name AS requester_organization, ru.locale AS requester_locale
  FROM expert_contact_requests r
  JOIN spaces s ON s.id = r.space_id
  JOIN sectors sec ON sec.id = r.sector_id
  JOIN expert_profiles p ON p.id = r.expert_profile_id
  LEFT JOIN users eu ON eu.id = p.user_id
  JOIN users ru ON ru.id = r.requester_user_id`;

function recordOf(row: any): ContactRequestRecord {
  return {
    id: row.id,
    status: row.status,
    scopes: row.scopes,
    deadline: row.deadline,
    message: row.message,
    declineReason: row.decline_reason,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    space: { id: row.space_id, name: row.space_name },
    sector: {
      id: row.sector_id,
      code: row.sector_code,
      name_vi: row.sector_name_vi,
      name_en: row.sector_name_en,
    },
    expert: {
      profileId: row.profile_id,
      slug: row.slug,
      firstName: row.expert_first_name,
      lastName: row.expert_last_name,
      headline: row.headline,
      userId: row.expert_user_id,
    },
    requesterUserId: row.requester_user_id,
    expertContact: row.expert_email
      ? {
          firstName: row.expert_first_name,
          lastName: row.expert_last_name,
          email: row.expert_email,
          phone: row.expert_phone,
          organizationName: row.expert_organization,
          locale: row.expert_locale,
        }
      : null,
    requesterContact: {
      firstName: row.requester_first_name,
      lastName: row.requester_last_name,
      email: row.requester_email,
      phone: row.requester_phone,
      organizationName: row.requester_organization,
      locale: row.requester_locale,
    },
  };
}

/** A published profile by slug, as the contact request needs it (null when there is none or it is hidden). */
export interface ContactableProfile {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  sectorIds: number[];
}

export async function findPublishedProfileBySlug(
  db: Queryable,
  slug: string,
): Promise<ContactableProfile | null> {
  const { rows } = await db.query<{
    id: string;
    user_id: string | null;
    first_name: string;
    last_name: string;
    sector_ids: number[];
  }>(
    `SELECT id, user_id, first_name, last_name, sector_ids FROM expert_profiles WHERE slug = $1 AND published`,
    [slug],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        sectorIds: row.sector_ids,
      }
    : null;
}

export interface NewContactRequest {
  expertProfileId: string;
  spaceId: string;
  requesterUserId: string;
  sectorId: number;
  scopes: ContactScope[];
  deadline: string;
  message: string;
}

/** Stores a PENDING request (a second pending one of the workspace to the expert raises SQLSTATE 23505). */
export async function insertContactRequest(tx: Queryable, input: NewContactRequest): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO expert_contact_requests (expert_profile_id, space_id, requester_user_id, sector_id, scopes,
       deadline, message)
     VALUES ($1, $2, $3, $4, $5::text[], $6::date, $7) RETURNING id`,
    [
      input.expertProfileId,
      input.spaceId,
      input.requesterUserId,
      input.sectorId,
      input.scopes,
      input.deadline,
      input.message,
    ],
  );
  return rows[0].id;
}

export async function hasPendingRequest(
  db: Queryable,
  expertProfileId: string,
  spaceId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM expert_contact_requests WHERE expert_profile_id = $1 AND space_id = $2 AND status = 'PENDING'`,
    [expertProfileId, spaceId],
  );
  return rows.length > 0;
}

export async function findContactRequest(db: Queryable, id: string): Promise<ContactRequestRecord | null> {
  const { rows } = await db.query(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** Locks the request's row for a decision; its status, or null when there is none. */
export async function lockContactRequest(tx: Queryable, id: string): Promise<ContactRequestStatus | null> {
  const { rows } = await tx.query<{ status: ContactRequestStatus }>(
    `SELECT status FROM expert_contact_requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0]?.status ?? null;
}

export async function setContactRequestStatus(
  tx: Queryable,
  id: string,
  status: ContactRequestStatus,
  declineReason: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE expert_contact_requests
     SET status = $2, decline_reason = $3, decided_at = now(), updated_at = now()
     WHERE id = $1`,
    [id, status, declineReason],
  );
}

export interface ContactRequestQuery {
  box: 'sent' | 'received';
  userId: string;
  /** box=sent: one workspace only (the caller's membership is checked by the route). */
  spaceId: string | null;
  status: ContactRequestStatus | null;
  take: number;
  page: number;
}

/**
 * One page of a box, newest first. Sent: the requests of the workspaces where the user is an ACTIVE member.
 * Received: the requests to the user's expert profile.
 */
export async function listContactRequests(
  db: Queryable,
  query: ContactRequestQuery,
): Promise<{ rows: ContactRequestRecord[]; total: number }> {
  const params: unknown[] = [query.userId];
  const where: string[] =
    query.box === 'sent'
      ? [
          `r.space_id IN (SELECT m.space_id FROM space_members m WHERE m.user_id = $1 AND m.status = 'ACTIVE')`,
        ]
      : ['p.user_id = $1'];
  if (query.box === 'sent' && query.spaceId) {
    params.push(query.spaceId);
    where.push(`r.space_id = $${params.length}`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`r.status = $${params.length}`);
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = await db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM expert_contact_requests r
     JOIN expert_profiles p ON p.id = r.expert_profile_id ${clause}`,
    params,
  );
  params.push(query.take, (query.page - 1) * query.take);
  const { rows } = await db.query(
    `${SELECT} ${clause} ORDER BY r.created_at DESC, r.id DESC
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map(recordOf), total: Number(total.rows[0].total) };
}
