// Securing the academy's credentials with JOSE (W3C VC-JOSE-COSE): a compact JWS whose protected header is
// { alg: RS256, kid, typ: 'vc+jwt' } and whose payload is the credential itself (no `vc` wrapper, no JWT claims:
// the VC's own `issuer`, `validFrom` and `id` carry what iss, nbf and jti would, and VC-JOSE-COSE forbids claims
// that would conflict with them). Verification needs no database: only a way to find a public key by `kid` and a
// way to read a status list bit, so the server and scripts/verify-credential.ts share it.
import { gunzipSync, gzipSync } from 'node:zlib';
import { CompactSign, compactVerify, decodeProtectedHeader, type importJWK } from 'jose';
import {
  bitAt,
  checkCredential,
  SIGNING_ALG,
  STATUS_LIST_BITS,
  VC_JWT_TYP,
  type CredentialProblem,
  type CredentialSummary,
} from '../../domain/academy/credential';

type KeyLike = Awaited<ReturnType<typeof importJWK>>;

export async function signVcJwt(payload: object, signing: { kid: string; key: KeyLike }): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: SIGNING_ALG, kid: signing.kid, typ: VC_JWT_TYP })
    .sign(signing.key);
}

/** A bitstring as the status list's `encodedList`: GZIP, base64url without padding, multibase prefix `u`. */
export function encodeBitstring(bitstring: Uint8Array): string {
  return `u${gzipSync(bitstring).toString('base64url')}`;
}

/** The bitstring of an `encodedList`, or null when it is not one (or shorter than the recommended minimum). */
export function decodeBitstring(encoded: string): Uint8Array | null {
  if (!encoded.startsWith('u')) return null;
  try {
    const bits = new Uint8Array(gunzipSync(Buffer.from(encoded.slice(1), 'base64url')));
    return bits.length * 8 >= STATUS_LIST_BITS ? bits : null;
  } catch {
    return null;
  }
}

/** The payload of a compact JWS signed by one of the issuer's keys, or why not. */
export async function verifiedPayload(
  jws: string,
  keyFor: (kid: string) => Promise<KeyLike | null>,
): Promise<
  { ok: true; payload: unknown; kid: string } | { ok: false; problem: CredentialProblem; kid: string | null }
> {
  const compact = jws.trim();
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    if (compact.split('.').length !== 3) throw new Error('not a compact JWS');
    header = decodeProtectedHeader(compact);
  } catch {
    return { ok: false, problem: 'malformed', kid: null };
  }
  const kid = typeof header.kid === 'string' ? header.kid : null;
  if (header.alg !== SIGNING_ALG || header.typ !== VC_JWT_TYP || !kid) {
    return { ok: false, problem: 'malformed', kid };
  }
  const key = await keyFor(kid);
  if (!key) return { ok: false, problem: 'unknownKey', kid };
  let bytes: Uint8Array;
  try {
    bytes = (await compactVerify(compact, key, { algorithms: [SIGNING_ALG] })).payload;
  } catch {
    return { ok: false, problem: 'badSignature', kid };
  }
  try {
    return { ok: true, payload: JSON.parse(new TextDecoder().decode(bytes)), kid };
  } catch {
    return { ok: false, problem: 'malformed', kid };
  }
}

export type VerificationState = 'VALID' | 'REVOKED' | 'INVALID';

export interface CredentialVerification {
  state: VerificationState;
  problem: CredentialProblem | null;
  kid: string | null;
  /** What the signed credential says (null when INVALID). */
  summary: CredentialSummary | null;
}

export interface VerifyOptions {
  keyFor: (kid: string) => Promise<KeyLike | null>;
  issuerId: string;
  now: Date;
  /** The credential's revocation bit: true = revoked, null = the status list could not be read or checked. */
  revoked: (statusListCredential: string, index: number) => Promise<boolean | null>;
}

/** Signature (by kid), type, issuer, dates and revocation status of a VC-JWT. */
export async function verifyCredentialJwt(
  jws: string,
  options: VerifyOptions,
): Promise<CredentialVerification> {
  const signed = await verifiedPayload(jws, options.keyFor);
  if (!signed.ok) return { state: 'INVALID', problem: signed.problem, kid: signed.kid, summary: null };
  const checked = checkCredential(signed.payload, options.issuerId, options.now);
  if (!checked.ok) return { state: 'INVALID', problem: checked.problem, kid: signed.kid, summary: null };
  const { statusListCredential, statusListIndex } = checked.summary;
  const revoked = await options.revoked(statusListCredential!, statusListIndex!);
  if (revoked === null) {
    return { state: 'INVALID', problem: 'statusUnavailable', kid: signed.kid, summary: null };
  }
  return { state: revoked ? 'REVOKED' : 'VALID', problem: null, kid: signed.kid, summary: checked.summary };
}

/** Reads a bit of a decoded list; an index outside the list counts as unreadable (null). */
export function bitOf(bitstring: Uint8Array, index: number): boolean | null {
  return index < bitstring.length * 8 ? bitAt(bitstring, index) : null;
}
