// Certificates of completion (academy_certificates, migration 0900): one per enrolment, stored as issued (the
// signed credential is never re-signed), revoked by staff (revoked_at, by whom, why) and published through the
// revocation status list (status_list_id, status_index).
import type { Db } from '../client';
import type { Locale } from '../../../domain/messages';

export interface CertificateRecord {
  id: string;
  code: string;
  enrolmentId: number;
  userId: string;
  courseId: number;
  locale: Locale;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organizationName: string;
  courseTitle: string;
  issuedAt: Date;
  credentialJwt: string;
  kid: string;
  statusListId: number;
  statusIndex: number;
  revokedAt: Date | null;
  revokedByUserId: string | null;
  revocationReason: string | null;
}

const COLUMNS = `id, code, enrolment_id, user_id, course_id, locale, first_name, last_name, email, phone,
  organization_name, course_title, issued_at, credential_jwt, kid, status_list_id, status_index, revoked_at,
  revoked_by_user_id, revocation_reason`;

function recordOf(row: any): CertificateRecord {
  return {
    id: row.id,
    code: row.code,
    enrolmentId: row.enrolment_id,
    userId: row.user_id,
    courseId: row.course_id,
    locale: row.locale,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    organizationName: row.organization_name,
    courseTitle: row.course_title,
    issuedAt: new Date(row.issued_at),
    credentialJwt: row.credential_jwt,
    kid: row.kid,
    statusListId: row.status_list_id,
    statusIndex: row.status_index,
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    revokedByUserId: row.revoked_by_user_id,
    revocationReason: row.revocation_reason,
  };
}

export type NewCertificate = Omit<CertificateRecord, 'revokedAt' | 'revokedByUserId' | 'revocationReason'>;

/** Inserts the certificate; null when the enrolment already has one (a concurrent request won). */
export async function insertCertificate(
  tx: Pick<Db, 'query'>,
  c: NewCertificate,
): Promise<CertificateRecord | null> {
  const { rows } = await tx.query(
    `INSERT INTO academy_certificates (id, code, enrolment_id, user_id, course_id, locale, first_name, last_name,
       email, phone, organization_name, course_title, issued_at, credential_jwt, kid, status_list_id, status_index)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (enrolment_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      c.id,
      c.code,
      c.enrolmentId,
      c.userId,
      c.courseId,
      c.locale,
      c.firstName,
      c.lastName,
      c.email,
      c.phone,
      c.organizationName,
      c.courseTitle,
      c.issuedAt,
      c.credentialJwt,
      c.kid,
      c.statusListId,
      c.statusIndex,
    ],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function findCertificateByEnrolment(
  db: Pick<Db, 'query'>,
  enrolmentId: number,
): Promise<CertificateRecord | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM academy_certificates WHERE enrolment_id = $1`, [
    enrolmentId,
  ]);
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function findCertificate(db: Pick<Db, 'query'>, id: string): Promise<CertificateRecord | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM academy_certificates WHERE id = $1`, [id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** By printed code (stored upper case; the caller normalises). */
export async function findCertificateByCode(
  db: Pick<Db, 'query'>,
  code: string,
): Promise<CertificateRecord | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM academy_certificates WHERE code = $1`, [code]);
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function findCertificateByStatus(
  db: Pick<Db, 'query'>,
  listId: number,
  index: number,
): Promise<CertificateRecord | null> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM academy_certificates WHERE status_list_id = $1 AND status_index = $2`,
    [listId, index],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function listCertificatesOfUser(
  db: Pick<Db, 'query'>,
  userId: string,
): Promise<CertificateRecord[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM academy_certificates WHERE user_id = $1 ORDER BY issued_at DESC, id DESC`,
    [userId],
  );
  return rows.map(recordOf);
}

export async function codeTaken(db: Pick<Db, 'query'>, code: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM academy_certificates WHERE code = $1`, [code])).rows.length > 0;
}

export async function statusIndexTaken(
  db: Pick<Db, 'query'>,
  listId: number,
  index: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM academy_certificates WHERE status_list_id = $1 AND status_index = $2`,
    [listId, index],
  );
  return rows.length > 0;
}

/** The revoked indexes of a list (its set bits). */
export async function revokedIndexes(db: Pick<Db, 'query'>, listId: number): Promise<number[]> {
  const { rows } = await db.query<{ status_index: number }>(
    `SELECT status_index FROM academy_certificates WHERE status_list_id = $1 AND revoked_at IS NOT NULL`,
    [listId],
  );
  return rows.map((row) => row.status_index);
}

export async function statusListExists(db: Pick<Db, 'query'>, listId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM academy_certificates WHERE status_list_id = $1 LIMIT 1`, [
    listId,
  ]);
  return rows.length > 0;
}

/** Locks the row for a revocation (null when there is none). */
export async function lockCertificate(tx: Pick<Db, 'query'>, id: string): Promise<CertificateRecord | null> {
  const { rows } = await tx.query(`SELECT ${COLUMNS} FROM academy_certificates WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function revokeCertificate(
  tx: Pick<Db, 'query'>,
  id: string,
  byUserId: string,
  reason: string,
): Promise<CertificateRecord> {
  const { rows } = await tx.query(
    `UPDATE academy_certificates SET revoked_at = now(), revoked_by_user_id = $2, revocation_reason = $3
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, byUserId, reason],
  );
  return recordOf(rows[0]);
}

export interface StaffCertificateQuery {
  /** Trimmed search text; '' = none. */
  q: string;
  status: 'VALID' | 'REVOKED' | null;
  take: number;
  page: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The staff list: search in code, names, e-mail and organization (case-insensitive), newest first. */
export async function listCertificatesForStaff(
  db: Pick<Db, 'query'>,
  query: StaffCertificateQuery,
): Promise<{ rows: CertificateRecord[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    params.push(`%${escapeLike(query.q.toLowerCase())}%`);
    const p = `$${params.length}`;
    where.push(
      `(lower(code) LIKE ${p} OR lower(first_name) LIKE ${p} OR lower(last_name) LIKE ${p}
        OR lower(first_name || ' ' || last_name) LIKE ${p} OR lower(last_name || ' ' || first_name) LIKE ${p}
        OR lower(email) LIKE ${p} OR lower(organization_name) LIKE ${p})`,
    );
  }
  if (query.status === 'REVOKED') where.push('revoked_at IS NOT NULL');
  if (query.status === 'VALID') where.push('revoked_at IS NULL');
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM academy_certificates ${clause}`,
    params,
  );
  params.push(query.take, (query.page - 1) * query.take);
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM academy_certificates ${clause}
     ORDER BY issued_at DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map(recordOf), total: Number(total.rows[0].total) };
}
