// The credentials a public expert profile shows (ExpertCredential): the ones staff approved at review (DECLARED,
// stored on the profile as the applicant declared them) and, automatically, the academy certificates the expert
// holds (ACADEMY: checked by signature, so `verified`, and linked to their public verification page). A revoked
// certificate is not shown. `expired`: the credential's `expiresOn` is before `now`'s day.
import type { components } from '../../openapi/schema';
import { ISSUER_NAME } from '../../domain/academy/credential';
import type { Db } from '../db/client';

type Schemas = components['schemas'];
export type ExpertCredential = Schemas['ExpertCredential'];
export type DeclaredCredential = Schemas['ExpertCredentialInput'];

/** The calendar day of `at` (UTC), YYYY-MM-DD. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The public verification page of an academy certificate (site-relative: the page is on this site). */
export const verifyPath = (code: string) => `/verify/${encodeURIComponent(code)}`;

/** The valid (not revoked) academy certificates of `userId`, newest first. */
export async function academyCredentials(db: Pick<Db, 'query'>, userId: string): Promise<ExpertCredential[]> {
  const { rows } = await db.query<{ code: string; course_title: string; issued_at: Date | string }>(
    `SELECT code, course_title, issued_at FROM academy_certificates
     WHERE user_id = $1 AND revoked_at IS NULL ORDER BY issued_at DESC, id DESC`,
    [userId],
  );
  return rows.map((row) => ({
    source: 'ACADEMY' as const,
    title: row.course_title,
    issuer: ISSUER_NAME,
    issuedOn: dayOf(new Date(row.issued_at)),
    expiresOn: null,
    evidenceUrl: null,
    verified: true,
    verifyUrl: verifyPath(row.code),
    expired: false,
  }));
}

/** The approved declared credentials as the profile shows them. */
export function declaredCredentials(declared: readonly DeclaredCredential[], now: Date): ExpertCredential[] {
  const today = dayOf(now);
  return declared.map((credential) => ({
    source: 'DECLARED' as const,
    title: credential.title,
    issuer: credential.issuer,
    issuedOn: credential.issuedOn,
    expiresOn: credential.expiresOn ?? null,
    evidenceUrl: credential.evidenceUrl ?? null,
    verified: true,
    verifyUrl: null,
    expired: credential.expiresOn ? credential.expiresOn < today : false,
  }));
}

/**
 * A profile's credentials: the declared ones (approved by staff) in their order, then the user's valid academy
 * certificates (none for a profile without an account).
 */
export async function profileCredentials(
  db: Pick<Db, 'query'>,
  input: { userId: string | null; declared: readonly DeclaredCredential[]; now: Date },
): Promise<ExpertCredential[]> {
  const academy = input.userId ? await academyCredentials(db, input.userId) : [];
  return [...declaredCredentials(input.declared, input.now), ...academy];
}
