// Issuing and verifying certificates: the server's completion check (the enrolment as buildEnrolment builds it
// for every screen, server/academy/enrolment.ts: domain/academy/completion.ts over the learner's rows), the printed
// code, the status index, the signed OpenBadgeCredential, the stored row and the
// learner's mail, all in one transaction; and the verification answer for a stored certificate or a posted file.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  buildCredential,
  certificateCode,
  identityHashInput,
  issuerId,
  statusListUrl,
  verifyPageUrl,
  type SiteUrls,
} from '../../domain/academy/credential';
import type { Locale } from '../../domain/messages';
import type { CertificateRequestData } from '../../domain/validation';
import type { Db } from '../db/client';
import {
  codeTaken,
  findCertificateByEnrolment,
  findCertificateByStatus,
  insertCertificate,
  revokedIndexes,
  type CertificateRecord,
} from '../db/repos/academy-certificates';
import { findCourse, loadOutline } from '../db/repos/academy-courses';
import { findEnrolment } from '../db/repos/academy-enrolments';
import { conflict, forbidden, notFound } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { buildEnrolment } from './enrolment';
import type { IssuerKeys } from './keys';
import { allocateStatusIndex } from './status-list';
import { criteriaNarrative, printedName, problemTexts } from './texts';
import { signVcJwt, verifyCredentialJwt, type CredentialVerification } from './vc-jwt';

export interface IssueInput {
  userId: string;
  courseId: number;
  locale: Locale;
  form: CertificateRequestData;
}

/** 201 with a new certificate, or 200 with the one already issued. Throws 404 / 403 / 409 ApiErrors. */
export async function requestCertificate(
  db: Db,
  keys: IssuerKeys,
  urls: SiteUrls,
  input: IssueInput,
): Promise<{ record: CertificateRecord; created: boolean }> {
  const course = await findCourse(db, input.courseId, input.locale);
  if (!course) throw notFound();
  const enrolment = await findEnrolment(db, input.userId, course.id);
  if (!enrolment) throw forbidden();
  const existing = await findCertificateByEnrolment(db, enrolment.id);
  if (existing) return { record: existing, created: false };

  // The same figure the learner's screens show (and it sets completed_at the first time it is complete).
  const outline = await loadOutline(db, course.id, input.locale);
  const { progress } = await buildEnrolment(db, course, outline, enrolment);
  // Not complete under the course's policy (contract: 409 CONFLICT).
  if (!progress.complete) throw conflict();
  // The certificate's language: the request's, when the course is written in it (its title is then too).
  const locale: Locale = course.languages.includes(input.locale) ? input.locale : 'vi';

  const signing = await keys.signingKey();
  const record = await db.transaction(async (tx) => {
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const code = await freeCode(tx, issuedAt.getUTCFullYear());
    const { listId, index } = await allocateStatusIndex(tx);
    const id = randomUUID();
    const salt = randomBytes(16).toString('hex');
    const recipientName = printedName(locale, input.form.firstName, input.form.lastName);
    const credential = buildCredential(urls, {
      certificateId: id,
      issuedAt: issuedAt.toISOString(),
      recipientName,
      identityHash: `sha256$${createHash('sha256').update(identityHashInput(input.form.email, salt)).digest('hex')}`,
      salt,
      courseId: course.id,
      courseTitle: course.title,
      courseSummary: course.summary,
      criteria: criteriaNarrative(locale, course.quizPassPercent),
      locale,
      statusListId: listId,
      statusIndex: index,
    });
    const inserted = await insertCertificate(tx, {
      id,
      code,
      enrolmentId: enrolment.id,
      userId: input.userId,
      courseId: course.id,
      locale,
      firstName: input.form.firstName,
      lastName: input.form.lastName,
      email: input.form.email,
      phone: input.form.phone,
      organizationName: input.form.organizationName,
      courseTitle: course.title,
      issuedAt,
      credentialJwt: await signVcJwt(credential, signing),
      kid: signing.kid,
      statusListId: listId,
      statusIndex: index,
    });
    if (!inserted) return null;
    await enqueueMail(tx, {
      to: input.form.email,
      locale: input.locale,
      template: 'certificate-issued',
      payload: {
        firstName: input.form.firstName,
        courseTitle: course.title,
        code,
        link: verifyPageUrl(urls, code),
      },
    });
    return inserted;
  });
  // A concurrent request for the same enrolment stored its certificate first: answer that one.
  if (!record) return { record: (await findCertificateByEnrolment(db, enrolment.id))!, created: false };
  return { record, created: true };
}

async function freeCode(db: Pick<Db, 'query'>, year: number): Promise<string> {
  for (;;) {
    const code = certificateCode(year, randomBytes(16));
    if (code && !(await codeTaken(db, code))) return code;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Answers

export function certificateView(record: CertificateRecord, urls: SiteUrls) {
  return {
    id: record.id,
    code: record.code,
    courseId: record.courseId,
    courseTitle: record.courseTitle,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    organizationName: record.organizationName,
    locale: record.locale,
    issuedAt: record.issuedAt.toISOString(),
    status: record.revokedAt ? ('REVOKED' as const) : ('VALID' as const),
    revokedAt: record.revokedAt?.toISOString() ?? null,
    verifyUrl: verifyPageUrl(urls, record.code),
  };
}

export function staffCertificateView(record: CertificateRecord) {
  return {
    id: record.id,
    code: record.code,
    courseId: record.courseId,
    courseTitle: record.courseTitle,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    organizationName: record.organizationName,
    issuedAt: record.issuedAt.toISOString(),
    status: record.revokedAt ? ('REVOKED' as const) : ('VALID' as const),
    revokedAt: record.revokedAt?.toISOString() ?? null,
    revocationReason: record.revocationReason,
  };
}

/**
 * Verifies a credential with this server's published keys and its own status lists (the same checks as
 * scripts/verify-credential.ts, which reads them over HTTP): the answer of GET /academy/verify/{code} and
 * POST /academy/credentials/verify.
 */
export async function verifyWithOwnKeys(
  db: Db,
  keys: IssuerKeys,
  urls: SiteUrls,
  jws: string,
): Promise<{ verification: CredentialVerification; record: CertificateRecord | null }> {
  let record: CertificateRecord | null = null;
  const verification = await verifyCredentialJwt(jws, {
    keyFor: (kid) => keys.verificationKey(kid),
    issuerId: issuerId(urls),
    now: new Date(),
    revoked: async (listUrl, index) => {
      const prefix = statusListUrl(urls, 1).replace(/1$/, '');
      const listId = listUrl.startsWith(prefix) ? Number(listUrl.slice(prefix.length)) : NaN;
      // Only this site's lists are read (from the database); a list elsewhere means a foreign credential.
      if (!Number.isInteger(listId) || listId < 1 || statusListUrl(urls, listId) !== listUrl) return null;
      record = await findCertificateByStatus(db, listId, index);
      return (await revokedIndexes(db, listId)).includes(index);
    },
  });
  return { verification, record };
}

export function verificationView(
  locale: Locale,
  verification: CredentialVerification,
  record: CertificateRecord | null,
) {
  const summary = verification.summary;
  // The stored row adds the code and the revocation's date and reason, only when it is this credential's row.
  const own = summary && record && record.id === summary.certificateId ? record : null;
  return {
    state: verification.state,
    problem: verification.problem ? problemTexts[locale][verification.problem] : null,
    code: own?.code ?? null,
    recipientName: summary?.recipientName ?? null,
    courseTitle: summary?.courseTitle ?? null,
    issuerName: summary?.issuerName ?? null,
    issuedAt: summary?.validFrom ?? null,
    revokedAt: verification.state === 'REVOKED' ? (own?.revokedAt?.toISOString() ?? null) : null,
    reason: verification.state === 'REVOKED' ? (own?.revocationReason ?? null) : null,
    kid: verification.kid,
  };
}
