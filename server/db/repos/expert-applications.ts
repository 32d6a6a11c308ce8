// Expert applications (issue 13, migration 1000_experts): one row per application (`expert_applications`, the form
// as last saved in `data`, a `version` bumped on every change) and its history (`expert_application_events`, one row
// per status change). The status moves themselves are decided by domain/experts/application-lifecycle.ts in the
// caller (server/experts/applications.ts); this module only reads and writes rows.
import type { components } from '../../../openapi/schema';
import type { ApplicationKind, ApplicationStatus } from '../../../domain/experts/application-lifecycle';
import type { RejectionReason } from '../../../domain/experts/vocabulary';
import type { Db } from '../client';

type Q = Pick<Db, 'query'>;

export type ApplicationData = components['schemas']['ExpertApplicationDraft'];

export interface ApplicationRecord {
  id: string;
  userId: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  data: ApplicationData;
  changesRequestedMessage: string | null;
  rejectionReason: RejectionReason | null;
  rejectionMessage: string | null;
  reviewerUserId: string | null;
  submittedAt: Date | null;
  decidedAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ApplicationEventRecord {
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  actorUserId: string | null;
  message: string | null;
  at: Date;
}

/** The account behind an application (StaffExpertApplication.applicant). */
export interface ApplicantRecord {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: 'vi' | 'en';
}

const COLUMNS = `a.id, a.user_id, a.kind, a.status, a.data, a.changes_requested_message, a.rejection_reason,
  a.rejection_message, a.reviewer_user_id, a.submitted_at, a.decided_at, a.version, a.created_at, a.updated_at`;

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

function recordOf(row: any): ApplicationRecord {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    status: row.status,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    changesRequestedMessage: row.changes_requested_message,
    rejectionReason: row.rejection_reason,
    rejectionMessage: row.rejection_message,
    reviewerUserId: row.reviewer_user_id,
    submittedAt: date(row.submitted_at),
    decidedAt: date(row.decided_at),
    version: row.version,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The user's latest application of `kind` (any status), or null. */
export async function findLatestApplication(
  db: Q,
  userId: string,
  kind: ApplicationKind,
): Promise<ApplicationRecord | null> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM expert_applications a WHERE a.user_id = $1 AND a.kind = $2
     ORDER BY a.created_at DESC, a.id DESC LIMIT 1`,
    [userId, kind],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

/** The same, locked for the change that follows (in a transaction). */
export async function lockLatestApplication(
  tx: Q,
  userId: string,
  kind: ApplicationKind,
): Promise<ApplicationRecord | null> {
  const { rows } = await tx.query(
    `SELECT ${COLUMNS} FROM expert_applications a WHERE a.user_id = $1 AND a.kind = $2
     ORDER BY a.created_at DESC, a.id DESC LIMIT 1 FOR UPDATE`,
    [userId, kind],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function findApplication(db: Q, id: string): Promise<ApplicationRecord | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM expert_applications a WHERE a.id = $1`, [id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** Locks one application for a review step (null when there is none). */
export async function lockApplication(tx: Q, id: string): Promise<ApplicationRecord | null> {
  const { rows } = await tx.query(`SELECT ${COLUMNS} FROM expert_applications a WHERE a.id = $1 FOR UPDATE`, [
    id,
  ]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** A new DRAFT application (the one-open-per-user-and-kind index refuses a second one: 23505, answered 409). */
export async function insertApplication(
  tx: Q,
  input: { userId: string; kind: ApplicationKind; data: ApplicationData },
): Promise<ApplicationRecord> {
  const { rows } = await tx.query(
    `INSERT INTO expert_applications AS a (user_id, kind, data) VALUES ($1, $2, $3::jsonb) RETURNING ${COLUMNS}`,
    [input.userId, input.kind, JSON.stringify(input.data)],
  );
  return recordOf(rows[0]);
}

/** Stores the form; null when `version` is no longer the row's (someone changed it meanwhile). */
export async function saveApplicationData(
  tx: Q,
  id: string,
  version: number,
  data: ApplicationData,
): Promise<ApplicationRecord | null> {
  const { rows } = await tx.query(
    `UPDATE expert_applications a SET data = $3::jsonb, version = version + 1, updated_at = now()
     WHERE a.id = $1 AND a.version = $2 RETURNING ${COLUMNS}`,
    [id, version, JSON.stringify(data)],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

export interface StatusMove {
  from: ApplicationStatus;
  to: ApplicationStatus;
  actorUserId: string;
  /** Staff's text (request for changes, rejection). */
  message?: string | null;
  rejectionReason?: RejectionReason | null;
}

/**
 * Moves the application from `move.from` to `move.to` (the caller asked the lifecycle), at `version`, and writes
 * the event; null when the row is no longer at that version and status.
 */
export async function moveApplication(
  tx: Q,
  id: string,
  version: number,
  move: StatusMove,
): Promise<ApplicationRecord | null> {
  const { rows } = await tx.query(
    `UPDATE expert_applications a SET
       status = $4,
       version = version + 1,
       updated_at = now(),
       submitted_at = CASE WHEN $4 = 'SUBMITTED' THEN now() ELSE submitted_at END,
       decided_at = CASE WHEN $4 IN ('APPROVED', 'REJECTED') THEN now() ELSE decided_at END,
       reviewer_user_id = CASE WHEN $4 = 'UNDER_REVIEW' THEN $5::uuid ELSE reviewer_user_id END,
       changes_requested_message =
         CASE WHEN $4 = 'CHANGES_REQUESTED' THEN $6::text ELSE changes_requested_message END,
       rejection_reason = CASE WHEN $4 = 'REJECTED' THEN $7::text ELSE NULL END,
       rejection_message = CASE WHEN $4 = 'REJECTED' THEN $6::text ELSE NULL END
     WHERE a.id = $1 AND a.version = $2 AND a.status = $3
     RETURNING ${COLUMNS}`,
    [id, version, move.from, move.to, move.actorUserId, move.message ?? null, move.rejectionReason ?? null],
  );
  if (!rows[0]) return null;
  await tx.query(
    `INSERT INTO expert_application_events (application_id, from_status, to_status, actor_user_id, message)
     VALUES ($1, $2, $3, $4, $5)`,
    [id, move.from, move.to, move.actorUserId, move.message ?? null],
  );
  return recordOf(rows[0]);
}

/** The creation of an application as its first event (from nothing to DRAFT). */
export async function insertCreationEvent(tx: Q, id: string, actorUserId: string): Promise<void> {
  await tx.query(
    `INSERT INTO expert_application_events (application_id, from_status, to_status, actor_user_id)
     VALUES ($1, NULL, 'DRAFT', $2)`,
    [id, actorUserId],
  );
}

/** The history, oldest first. */
export async function listApplicationEvents(db: Q, id: string): Promise<ApplicationEventRecord[]> {
  const { rows } = await db.query(
    `SELECT from_status, to_status, actor_user_id, message, created_at FROM expert_application_events
     WHERE application_id = $1 ORDER BY id`,
    [id],
  );
  return rows.map((row: any) => ({
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actorUserId: row.actor_user_id,
    message: row.message,
    at: new Date(row.created_at),
  }));
}

export async function findApplicant(db: Q, userId: string): Promise<ApplicantRecord | null> {
  const { rows } = await db.query(
    `SELECT id, first_name, last_name, email, locale FROM users WHERE id = $1`,
    [userId],
  );
  const row: any = rows[0];
  return row
    ? {
        userId: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        locale: row.locale === 'en' ? 'en' : 'vi',
      }
    : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The staff queue

/** The statuses the queue shows when no status is asked: the applications waiting for staff or the applicant. */
export const QUEUE_STATUSES: readonly ApplicationStatus[] = [
  'SUBMITTED',
  'UNDER_REVIEW',
  'CHANGES_REQUESTED',
];

export interface QueueQuery {
  status: ApplicationStatus | null;
  kind: ApplicationKind | null;
  /** Trimmed search text; '' = none. */
  q: string;
  take: number;
  page: number;
}

export interface QueueRow {
  record: ApplicationRecord;
  applicant: ApplicantRecord;
}

/** Escapes LIKE's wildcards so that a search for `50%` means the text `50%`. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of the queue, oldest submitted first (never-submitted drafts last, oldest first). */
export async function listApplicationsForStaff(
  db: Q,
  query: QueueQuery,
): Promise<{ rows: QueueRow[]; total: number }> {
  const statuses = query.status ? [query.status] : [...QUEUE_STATUSES];
  const where = [`a.status = ANY($1::text[])`];
  const params: unknown[] = [statuses];
  if (query.kind) {
    params.push(query.kind);
    where.push(`a.kind = $${params.length}`);
  }
  if (query.q !== '') {
    params.push(likePattern(query.q));
    const p = `$${params.length}`;
    where.push(
      `(lower(u.first_name) LIKE ${p} OR lower(u.last_name) LIKE ${p} OR lower(u.email) LIKE ${p}
        OR lower(coalesce(a.data->>'firstName', '')) LIKE ${p} OR lower(coalesce(a.data->>'lastName', '')) LIKE ${p}
        OR lower(u.last_name || ' ' || u.first_name) LIKE ${p} OR lower(u.first_name || ' ' || u.last_name) LIKE ${p})`,
    );
  }
  const from = `FROM expert_applications a JOIN users u ON u.id = a.user_id WHERE ${where.join(' AND ')}`;
  const total = Number((await db.query<{ n: string }>(`SELECT count(*) AS n ${from}`, params)).rows[0].n);
  params.push(query.take, (query.page - 1) * query.take);
  const { rows } = await db.query(
    `SELECT ${COLUMNS}, u.first_name AS u_first_name, u.last_name AS u_last_name, u.email AS u_email,
       u.locale AS u_locale
     ${from}
     ORDER BY a.submitted_at ASC NULLS LAST, a.created_at ASC, a.id ASC
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    total,
    rows: rows.map((row: any) => ({
      record: recordOf(row),
      applicant: {
        userId: row.user_id,
        firstName: row.u_first_name,
        lastName: row.u_last_name,
        email: row.u_email,
        locale: row.u_locale === 'en' ? 'en' : 'vi',
      },
    })),
  };
}
