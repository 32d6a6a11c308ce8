// The staff side of the contact requests (`contact_requests`, `contact_request_notes`): the pipeline list with its
// search and filters, one request with its notes, status and owner changes, and notes. The sender's side (the
// public form's insert) is ./contact-requests.ts; the audit rows of every change are ./audit-log.ts.
import type { ContactRequestStatus } from '../../../domain/contact-pipeline';
import type { Db } from '../client';

/** components/schemas/StaffMember.yaml */
export interface StaffMember {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** components/schemas/ContactRequestSummary.yaml */
export interface ContactRequestSummary {
  id: string;
  createdAt: string;
  status: ContactRequestStatus;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: string;
  career: string;
  owner: StaffMember | null;
  noteCount: number;
}

/** The detail without its audit history (components/schemas/ContactRequestDetail.yaml). */
export interface ContactRequestRecord extends ContactRequestSummary {
  phone: string;
  requirement: string;
  locale: 'vi' | 'en';
  notes: ContactRequestNote[];
}

export interface ContactRequestNote {
  id: string;
  text: string;
  author: StaffMember;
  createdAt: string;
}

export interface PipelineFilter {
  /** Trimmed search text; '' = no search. */
  q: string;
  status: ContactRequestStatus | null;
  /** A user id, 'none' (unassigned) or null (anyone). */
  owner: string | null;
  take: number;
  page: number;
}

interface SummaryRow {
  id: string;
  created_at: Date;
  status: ContactRequestStatus;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  company_size: string;
  career: string;
  owner_id: string | null;
  owner_email: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  note_count: number;
}

interface DetailRow extends SummaryRow {
  phone: string;
  requirement: string;
  locale: 'vi' | 'en';
}

const SUMMARY_COLUMNS = `cr.id, cr.created_at, cr.status, cr.first_name, cr.last_name, cr.email, cr.company_name,
  cr.company_size, cr.career, o.id AS owner_id, o.email AS owner_email, o.first_name AS owner_first_name,
  o.last_name AS owner_last_name,
  (SELECT count(*) FROM contact_request_notes n WHERE n.request_id = cr.id)::int AS note_count`;

function toSummary(row: SummaryRow): ContactRequestSummary {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    companyName: row.company_name,
    companySize: row.company_size,
    career: row.career,
    owner: row.owner_id
      ? {
          userId: row.owner_id,
          email: row.owner_email ?? '',
          firstName: row.owner_first_name ?? '',
          lastName: row.owner_last_name ?? '',
        }
      : null,
    noteCount: row.note_count,
  };
}

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The WHERE clause of the list and its parameters ($1 search, $2 status, $3 owner). */
function pipelineWhere(filter: PipelineFilter): { where: string; params: unknown[] } {
  return {
    where: `($1::text IS NULL OR cr.first_name ILIKE $1 OR cr.last_name ILIKE $1 OR cr.email ILIKE $1
        OR cr.company_name ILIKE $1)
      AND ($2::text IS NULL OR cr.status = $2)
      AND ($3::text IS NULL OR ($3 = 'none' AND cr.owner_user_id IS NULL) OR cr.owner_user_id::text = $3)`,
    params: [filter.q === '' ? null : containsPattern(filter.q), filter.status, filter.owner],
  };
}

/** One page of the pipeline, newest first, and how many requests match. */
export async function listContactRequests(
  db: Pick<Db, 'query'>,
  filter: PipelineFilter,
): Promise<{ rows: ContactRequestSummary[]; total: number }> {
  const { where, params } = pipelineWhere(filter);
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM contact_requests cr WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
     FROM contact_requests cr LEFT JOIN users o ON o.id = cr.owner_user_id
     WHERE ${where}
     ORDER BY cr.created_at DESC, cr.id DESC
     LIMIT $4 OFFSET $5`,
    [...params, filter.take, (filter.page - 1) * filter.take],
  );
  return { rows: rows.map(toSummary), total: counted.rows[0].total };
}

/** One request with its notes (oldest first), or null. */
export async function findContactRequest(
  db: Pick<Db, 'query'>,
  id: string,
): Promise<ContactRequestRecord | null> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, cr.phone, cr.requirement, cr.locale
     FROM contact_requests cr LEFT JOIN users o ON o.id = cr.owner_user_id
     WHERE cr.id = $1`,
    [id],
  );
  if (rows.length === 0) return null;
  const notes = await db.query<{
    id: string;
    text: string;
    created_at: Date;
    author_id: string;
    author_email: string;
    author_first_name: string;
    author_last_name: string;
  }>(
    `SELECT n.id, n.text, n.created_at, u.id AS author_id, u.email AS author_email,
       u.first_name AS author_first_name, u.last_name AS author_last_name
     FROM contact_request_notes n JOIN users u ON u.id = n.author_user_id
     WHERE n.request_id = $1
     ORDER BY n.created_at, n.id`,
    [id],
  );
  const row = rows[0];
  return {
    ...toSummary(row),
    phone: row.phone,
    requirement: row.requirement,
    locale: row.locale,
    notes: notes.rows.map((n) => ({
      id: n.id,
      text: n.text,
      createdAt: n.created_at.toISOString(),
      author: {
        userId: n.author_id,
        email: n.author_email,
        firstName: n.author_first_name,
        lastName: n.author_last_name,
      },
    })),
  };
}

export interface PipelineFields {
  status: ContactRequestStatus;
  ownerId: string | null;
}

/** The request's status and owner, locked for the rest of the transaction; null when unknown. */
export async function lockPipelineFields(tx: Pick<Db, 'query'>, id: string): Promise<PipelineFields | null> {
  const { rows } = await tx.query<{ status: ContactRequestStatus; owner_user_id: string | null }>(
    'SELECT status, owner_user_id FROM contact_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ? { status: rows[0].status, ownerId: rows[0].owner_user_id } : null;
}

export async function setPipelineFields(
  tx: Pick<Db, 'query'>,
  id: string,
  fields: PipelineFields,
): Promise<void> {
  await tx.query(
    `UPDATE contact_requests SET status = $2, owner_user_id = $3, updated_at = now() WHERE id = $1`,
    [id, fields.status, fields.ownerId],
  );
}

export async function insertContactRequestNote(
  tx: Pick<Db, 'query'>,
  note: { requestId: string; authorUserId: string; text: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO contact_request_notes (request_id, author_user_id, text) VALUES ($1, $2, $3) RETURNING id`,
    [note.requestId, note.authorUserId, note.text],
  );
  await tx.query('UPDATE contact_requests SET updated_at = now() WHERE id = $1', [note.requestId]);
  return rows[0].id;
}

/** The users of our database among these Cognito subs (the staff group's members), by name then e-mail. */
export async function listUsersBySubs(
  db: Pick<Db, 'query'>,
  subs: readonly string[],
): Promise<StaffMember[]> {
  if (subs.length === 0) return [];
  const { rows } = await db.query<{ id: string; email: string; first_name: string; last_name: string }>(
    `SELECT id, email, first_name, last_name FROM users
     WHERE cognito_sub IN (SELECT jsonb_array_elements_text($1::jsonb)) AND status = 'ACTIVE'
     ORDER BY last_name, first_name, email`,
    [JSON.stringify(subs)],
  );
  return rows.map((r) => ({ userId: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name }));
}
