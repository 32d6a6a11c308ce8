// The credentials a profile shows (ExpertCredential): the DECLARED ones staff approved (stored on the profile, or
// held by an application) and, for a profile with an account behind it, that person's ACADEMY certificates that are
// not revoked, verified by the platform and linked to their public verification page. Shared by the expert's own
// profile (server/routes/expert-profile.ts), the staff review (server/routes/staff-expert-applications.ts) and the
// public directory (server/db/repos/expert-directory.ts): one builder, so every screen counts the same credentials.
import type { components } from '../../openapi/schema';
import { verifyPageUrl } from '../../domain/academy/credential';
import type { Db } from '../db/client';
import { listCertificatesOfUser } from '../db/repos/academy-certificates';

export type ExpertCredential = components['schemas']['ExpertCredential'];
export type ExpertCredentialInput = components['schemas']['ExpertCredentialInput'];

/** The academy's name as the issuer of its certificates. */
export const ACADEMY_ISSUER = 'GHG Platform Academy';

/** YYYY-MM-DD of `at` (UTC). */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A declared credential as a profile shows it (staff approved it: `verified`). */
export function declaredCredential(input: ExpertCredentialInput, today: string): ExpertCredential {
  const expiresOn = input.expiresOn ?? null;
  return {
    source: 'DECLARED',
    title: input.title,
    issuer: input.issuer,
    issuedOn: input.issuedOn,
    expiresOn,
    evidenceUrl: input.evidenceUrl ?? null,
    verified: true,
    verifyUrl: null,
    expired: expiresOn !== null && expiresOn < today,
  };
}

/**
 * The credentials of a profile: `declared` (in their order) then the valid academy certificates of `userId`
 * (newest first; none when `userId` is null, as for the seed's illustrative profiles). `site` is the site's public
 * URL (config.siteUrl) for absolute verification links; without it the links are site-relative (`/verify/{code}`).
 */
export async function profileCredentials(
  db: Pick<Db, 'query'>,
  options: { userId: string | null; declared: readonly ExpertCredentialInput[]; now: Date; site?: string },
): Promise<ExpertCredential[]> {
  const today = isoDay(options.now);
  const out = options.declared.map((c) => declaredCredential(c, today));
  if (options.userId === null) return out;
  const certificates = await listCertificatesOfUser(db, options.userId);
  for (const certificate of certificates) {
    if (certificate.revokedAt) continue;
    out.push({
      source: 'ACADEMY',
      title: certificate.courseTitle,
      issuer: ACADEMY_ISSUER,
      issuedOn: isoDay(certificate.issuedAt),
      expiresOn: null,
      evidenceUrl: null,
      verified: true,
      verifyUrl: verifyPageUrl({ site: options.site ?? '' }, certificate.code),
      expired: false,
    });
  }
  return out;
}

/** How many of them count as verified (Expert.verifiedCredentialCount). */
export function verifiedCount(credentials: readonly ExpertCredential[]): number {
  return credentials.filter((c) => c.verified).length;
}
