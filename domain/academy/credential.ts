// The academy's certificate as a credential: an Open Badges 3.0 `OpenBadgeCredential`, which is a W3C Verifiable
// Credential (Data Model 2.0), with a W3C Bitstring Status List entry for revocation. Pure building and checking
// code, no I/O (the server signs it as a VC-JWT, server/academy/; scripts/verify-credential.ts checks it too).
//
// Field names, as the specifications spell them:
// - VC Data Model 2.0 (https://www.w3.org/TR/vc-data-model-2.0/): `@context` starts with
//   https://www.w3.org/ns/credentials/v2; `type` holds VerifiableCredential; `issuer`, `validFrom`,
//   `credentialSubject`, `credentialStatus`.
// - Open Badges 3.0 (https://www.imsglobal.org/spec/ob/v3p0/, context 3.0.3): type OpenBadgeCredential; issuer is a
//   `Profile` (id, type, name, url); credentialSubject is an `AchievementSubject` whose `identifier` is a list of
//   `IdentityObject` { identityHash, identityType: emailAddress, hashed, salt } (identityHash = 'sha256$' + hex of
//   sha256(identity + salt)); `achievement` { id, type Achievement, achievementType Course, name, description,
//   criteria.narrative, inLanguage }.
// - Bitstring Status List v1.0 (https://www.w3.org/TR/vc-bitstring-status-list/): a BitstringStatusListEntry
//   { id, type, statusPurpose, statusListIndex (a string of digits), statusListCredential }; the list credential's
//   subject { id, type BitstringStatusList, statusPurpose, encodedList }; bit 0 is the first byte's highest bit.

export const VC_CONTEXT_V2 = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT_V3 = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** The JOSE `typ` of a VC secured with JOSE (VC-JOSE-COSE, section 3.1.1). */
export const VC_JWT_TYP = 'vc+jwt';
export const SIGNING_ALG = 'RS256';
/** The W3C recommendation's minimum list size (16 KiB of bits), for herd privacy. */
export const STATUS_LIST_BITS = 131_072;
export const STATUS_LIST_ID = 1;

/** Printed code: `GHG-<year>-<6 characters>` from an alphabet without look-alikes (no 0/O, 1/I/L, U). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^GHG-\\d{4}-[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/**
 * A code from `randomBytes` (at least CODE_LENGTH bytes from a secure source). Each byte is reduced modulo the
 * alphabet's 30 letters: bytes of 240 and above are skipped, so every letter is equally likely; null when the
 * bytes ran out (the caller draws again).
 */
export function certificateCode(year: number, randomBytes: Uint8Array): string | null {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let out = '';
  for (const byte of randomBytes) {
    if (byte >= limit) continue;
    out += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    if (out.length === CODE_LENGTH) return `GHG-${year}-${out}`;
  }
  return null;
}

export function isCertificateCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** Codes are printed upper case; people type them in any case and with stray spaces. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

// ---------------------------------------------------------------------------------------------------------------
// Building

export interface IssuerProfile {
  '@context': string[];
  id: string;
  type: ['Profile'];
  name: string;
  url: string;
}

export interface SiteUrls {
  /** The site's public origin, without a trailing slash (SITE_URL). */
  site: string;
}

export const ISSUER_NAME = 'GHG Platform Academy';

export function issuerId(urls: SiteUrls): string {
  return `${urls.site}/api/academy/issuer`;
}

export function statusListUrl(urls: SiteUrls, listId: number): string {
  return `${urls.site}/api/academy/status-lists/${listId}`;
}

export function verifyPageUrl(urls: SiteUrls, code: string): string {
  return `${urls.site}/verify/${encodeURIComponent(code)}`;
}

export function courseAchievementId(urls: SiteUrls, courseId: number): string {
  return `${urls.site}/api/academy/courses/${courseId}#achievement`;
}

export function issuerProfile(urls: SiteUrls): IssuerProfile {
  return {
    '@context': [VC_CONTEXT_V2, OB_CONTEXT_V3],
    id: issuerId(urls),
    type: ['Profile'],
    name: ISSUER_NAME,
    url: urls.site,
  };
}

export interface CertificateFacts {
  /** The certificate's id (uuid). */
  certificateId: string;
  /** ISO date-time of issue. */
  issuedAt: string;
  recipientName: string;
  /** 'sha256$' + hex(sha256(email + salt)), computed by the caller (see `identityHashInput`). */
  identityHash: string;
  salt: string;
  courseId: number;
  courseTitle: string;
  courseSummary: string;
  /** What the learner did: the completion policy in words. */
  criteria: string;
  locale: 'vi' | 'en';
  statusListId: number;
  statusIndex: number;
}

/** What is hashed for the recipient's identity: the e-mail as stored (trimmed, lower case), then the salt. */
export function identityHashInput(email: string, salt: string): string {
  return `${email.trim().toLowerCase()}${salt}`;
}

export function buildCredential(urls: SiteUrls, facts: CertificateFacts) {
  return {
    '@context': [VC_CONTEXT_V2, OB_CONTEXT_V3],
    id: `urn:uuid:${facts.certificateId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: {
      id: issuerId(urls),
      type: ['Profile'],
      name: ISSUER_NAME,
      url: urls.site,
    },
    validFrom: facts.issuedAt,
    name: facts.courseTitle,
    credentialSubject: {
      type: ['AchievementSubject'],
      // The e-mail only as a salted hash; the printed name in plain text (OB 3.0's identityType `name`, not hashed),
      // so that the verification page can show whose certificate it is and a changed name fails the signature.
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: facts.identityHash,
          identityType: 'emailAddress',
          hashed: true,
          salt: facts.salt,
        },
        {
          type: 'IdentityObject',
          identityHash: facts.recipientName,
          identityType: 'name',
          hashed: false,
        },
      ],
      achievement: {
        id: courseAchievementId(urls, facts.courseId),
        type: ['Achievement'],
        achievementType: 'Course',
        name: facts.courseTitle,
        description: facts.courseSummary,
        criteria: { narrative: facts.criteria },
        inLanguage: facts.locale,
      },
    },
    credentialStatus: {
      id: `${statusListUrl(urls, facts.statusListId)}#${facts.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(facts.statusIndex),
      statusListCredential: statusListUrl(urls, facts.statusListId),
    },
  };
}

export type CertificateCredential = ReturnType<typeof buildCredential>;

export function buildStatusListCredential(
  urls: SiteUrls,
  listId: number,
  encodedList: string,
  validFrom: string,
) {
  const id = statusListUrl(urls, listId);
  return {
    '@context': [VC_CONTEXT_V2],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerId(urls),
    validFrom,
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Bits (the gzip and base64url around them are the server's: node:zlib)

export function emptyBitstring(bits = STATUS_LIST_BITS): Uint8Array {
  return new Uint8Array(Math.ceil(bits / 8));
}

export function setBit(bitstring: Uint8Array, index: number): void {
  bitstring[index >> 3] |= 0x80 >> (index & 7);
}

export function bitAt(bitstring: Uint8Array, index: number): boolean {
  if (index < 0 || index >= bitstring.length * 8) throw new RangeError(`status index ${index} out of range`);
  return (bitstring[index >> 3] & (0x80 >> (index & 7))) !== 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Checking

/** Why a credential's content does not check; each has a translated text (server/academy/texts.ts). */
export type CredentialProblem =
  | 'malformed'
  | 'unknownKey'
  | 'badSignature'
  | 'wrongType'
  | 'wrongIssuer'
  | 'notYetValid'
  | 'expired'
  | 'statusUnavailable';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function includesAll(value: unknown, wanted: string[]): boolean {
  return Array.isArray(value) && wanted.every((item) => value.includes(item));
}

/** The fields the verification page shows, read from a checked payload. */
export interface CredentialSummary {
  certificateId: string | null;
  recipientName: string | null;
  courseTitle: string | null;
  issuerName: string | null;
  validFrom: string | null;
  statusListCredential: string | null;
  statusListIndex: number | null;
}

/**
 * Checks a signed credential's payload (the signature is checked before, by the caller): the contexts and types of
 * an OpenBadgeCredential, the expected issuer, the validity dates, and a well-formed revocation status entry.
 */
export function checkCredential(
  payload: unknown,
  expectedIssuerId: string,
  now: Date,
): { ok: true; summary: CredentialSummary } | { ok: false; problem: CredentialProblem } {
  if (!isObject(payload)) return { ok: false, problem: 'malformed' };
  const context = payload['@context'];
  if (!Array.isArray(context) || context[0] !== VC_CONTEXT_V2 || !context.includes(OB_CONTEXT_V3)) {
    return { ok: false, problem: 'wrongType' };
  }
  if (!includesAll(payload.type, ['VerifiableCredential', 'OpenBadgeCredential'])) {
    return { ok: false, problem: 'wrongType' };
  }
  const issuer = payload.issuer;
  const issuerIdValue = isObject(issuer) ? issuer.id : issuer;
  if (issuerIdValue !== expectedIssuerId) return { ok: false, problem: 'wrongIssuer' };
  const validFrom = typeof payload.validFrom === 'string' ? Date.parse(payload.validFrom) : NaN;
  if (Number.isNaN(validFrom)) return { ok: false, problem: 'malformed' };
  // A minute of leeway for clocks that differ a little between issuer and verifier.
  if (validFrom > now.getTime() + 60_000) return { ok: false, problem: 'notYetValid' };
  if (payload.validUntil !== undefined) {
    const validUntil = typeof payload.validUntil === 'string' ? Date.parse(payload.validUntil) : NaN;
    if (Number.isNaN(validUntil)) return { ok: false, problem: 'malformed' };
    if (validUntil < now.getTime()) return { ok: false, problem: 'expired' };
  }
  const subject = payload.credentialSubject;
  if (!isObject(subject) || !includesAll(subject.type, ['AchievementSubject'])) {
    return { ok: false, problem: 'wrongType' };
  }
  const achievement = subject.achievement;
  if (!isObject(achievement) || achievement.achievementType !== 'Course') {
    return { ok: false, problem: 'wrongType' };
  }
  const status = payload.credentialStatus;
  if (
    !isObject(status) ||
    status.type !== 'BitstringStatusListEntry' ||
    status.statusPurpose !== 'revocation' ||
    typeof status.statusListCredential !== 'string' ||
    typeof status.statusListIndex !== 'string' ||
    !/^\d{1,9}$/.test(status.statusListIndex)
  ) {
    return { ok: false, problem: 'malformed' };
  }
  const id = typeof payload.id === 'string' ? payload.id : null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const nameIdentity = Array.isArray(subject.identifier)
    ? subject.identifier.find(
        (entry: unknown) => isObject(entry) && entry.identityType === 'name' && entry.hashed === false,
      )
    : undefined;
  return {
    ok: true,
    summary: {
      certificateId: id?.startsWith('urn:uuid:') ? id.slice('urn:uuid:'.length) : null,
      recipientName: isObject(nameIdentity) ? text(nameIdentity.identityHash) : null,
      courseTitle: text(achievement.name),
      issuerName: isObject(issuer) ? text(issuer.name) : null,
      validFrom: new Date(validFrom).toISOString(),
      statusListCredential: status.statusListCredential,
      statusListIndex: Number(status.statusListIndex),
    },
  };
}

/** Checks a status list credential's payload and returns its encoded list, or null when it is not one. */
export function statusListOf(payload: unknown, expectedIssuerId: string, expectedId: string): string | null {
  if (!isObject(payload)) return null;
  if (!includesAll(payload.type, ['VerifiableCredential', 'BitstringStatusListCredential'])) return null;
  if (payload.id !== expectedId) return null;
  const issuer = isObject(payload.issuer) ? payload.issuer.id : payload.issuer;
  if (issuer !== expectedIssuerId) return null;
  const subject = payload.credentialSubject;
  if (
    !isObject(subject) ||
    subject.type !== 'BitstringStatusList' ||
    subject.statusPurpose !== 'revocation'
  ) {
    return null;
  }
  return typeof subject.encodedList === 'string' ? subject.encodedList : null;
}
