// Verifies an academy certificate (a VC-JWT file) with only what the issuer publishes: its JWKS and, with
// --status, its revocation status list. No database, no account: anyone can run it.
//
//   npx tsx scripts/verify-credential.ts certificate-GHG-2026-7K4Q9X.jwt
//   npx tsx scripts/verify-credential.ts - --jwks https://ghg.example.vn/.well-known/jwks.json --status < cert.jwt
//
// Options:
//   --jwks <url>   the issuer's key set (default: <origin of the credential's issuer>/.well-known/jwks.json)
//   --status       also fetch the status list named by the credential (signed by the same keys) and check the bit
//   --issuer <id>  the issuer id to accept (default: <origin of the JWKS URL>/api/academy/issuer)
//
// Prints one line: VALID, REVOKED, or INVALID: <reason>, then the recipient and course; exits 0 when VALID, 1 when
// REVOKED or INVALID, 2 on a usage or network error.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { importJWK, type JWK } from 'jose';
import { statusListOf } from '../domain/academy/credential';
import { bitOf, decodeBitstring, verifiedPayload, verifyCredentialJwt } from '../server/academy/vc-jwt';

interface Options {
  file: string;
  jwks: string | null;
  status: boolean;
  issuer: string | null;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { file: '', jwks: null, status: false, issuer: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--status') options.status = true;
    else if (arg === '--jwks') options.jwks = argv[++i] ?? '';
    else if (arg === '--issuer') options.issuer = argv[++i] ?? '';
    else if (!options.file) options.file = arg;
    else throw new Error(`unexpected argument: ${arg}`);
  }
  if (!options.file) throw new Error('usage: verify-credential.ts <file.jwt|-> [--jwks <url>] [--status]');
  return options;
}

/** The issuer id a credential names, read without trusting it (only to find the default JWKS URL). */
function claimedIssuer(jws: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(jws.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const issuer = typeof payload.issuer === 'object' ? payload.issuer?.id : payload.issuer;
    return typeof issuer === 'string' ? issuer : null;
  } catch {
    return null;
  }
}

async function fetchText(url: string, accept: string): Promise<string> {
  const res = await fetch(url, { headers: { accept } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.text();
}

export interface ScriptResult {
  state: 'VALID' | 'REVOKED' | 'INVALID';
  line: string;
}

export async function verifyFile(jws: string, options: Omit<Options, 'file'>): Promise<ScriptResult> {
  const issuerClaim = claimedIssuer(jws);
  const jwksUrl =
    options.jwks ?? (issuerClaim ? `${new URL(issuerClaim).origin}/.well-known/jwks.json` : null);
  if (!jwksUrl)
    return { state: 'INVALID', line: 'INVALID: not a credential (no issuer to find the keys of)' };
  const issuerId = options.issuer ?? `${new URL(jwksUrl).origin}/api/academy/issuer`;
  const jwks = JSON.parse(await fetchText(jwksUrl, 'application/json')) as { keys?: JWK[] };
  const keyFor = async (kid: string) => {
    const jwk = (jwks.keys ?? []).find((key) => key.kid === kid && key.kty === 'RSA');
    return jwk ? importJWK(jwk, 'RS256') : null;
  };
  const outcome = await verifyCredentialJwt(jws, {
    keyFor,
    issuerId,
    now: new Date(),
    revoked: async (listUrl, index) => {
      if (!options.status) return false;
      // The list must come from the same issuer and be signed by one of its keys.
      if (new URL(listUrl).origin !== new URL(issuerId).origin) return null;
      const signed = await verifiedPayload(await fetchText(listUrl, 'application/vc+jwt'), keyFor);
      if (!signed.ok) return null;
      const encoded = statusListOf(signed.payload, issuerId, listUrl);
      const bits = encoded ? decodeBitstring(encoded) : null;
      return bits ? bitOf(bits, index) : null;
    },
  });
  const reasons: Record<string, string> = {
    malformed: 'not a VC-JWT credential of the academy',
    unknownKey: `signed with a key (kid ${outcome.kid}) that is not in ${jwksUrl}`,
    badSignature: 'the signature does not match: altered or forged',
    wrongType: 'not an OpenBadgeCredential for a course',
    wrongIssuer: `not issued by ${issuerId}`,
    notYetValid: 'not valid yet',
    expired: 'expired',
    statusUnavailable: 'the status list could not be read or checked',
  };
  if (outcome.state === 'INVALID') return { state: 'INVALID', line: `INVALID: ${reasons[outcome.problem!]}` };
  const s = outcome.summary!;
  const checked = options.status ? 'status checked' : 'status not checked (add --status)';
  return {
    state: outcome.state,
    line: `${outcome.state}: ${s.recipientName} – ${s.courseTitle} – issued ${s.validFrom} by ${s.issuerName} (kid ${outcome.kid}; ${checked})`,
  };
}

async function main() {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const jws = (options.file === '-' ? readFileSync(0, 'utf8') : readFileSync(options.file, 'utf8')).trim();
  try {
    const result = await verifyFile(jws, options);
    console.log(result.line);
    process.exit(result.state === 'VALID' ? 0 : 1);
  } catch (error) {
    console.error(`could not verify: ${(error as Error).message}`);
    process.exit(2);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
