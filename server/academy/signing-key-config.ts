// The certificates' signing key from the environment (production): ACADEMY_SIGNING_KEY is an RSA private key,
// either a PEM (PKCS#8 "BEGIN PRIVATE KEY" or PKCS#1 "BEGIN RSA PRIVATE KEY"; `\n` escapes are accepted for
// one-line environment values) or a private JWK as JSON. Its key id comes from ACADEMY_SIGNING_KEY_ID, else from
// the JWK's `kid`, else it is the key's RFC 7638 thumbprint, so the same key always has the same id.
import { createHash, createPrivateKey } from 'node:crypto';

export interface SigningKeyConfig {
  kid: string;
  /** The private key as a JWK (RSA: n, e, d, p, q, dp, dq, qi). */
  privateJwk: Record<string, string>;
}

const MIN_MODULUS_BITS = 2048;
const KID_PATTERN = /^[A-Za-z0-9._~-]{8,100}$/;

/** RFC 7638 thumbprint of an RSA public key (base64url of sha256 over {"e","kty","n"}). */
export function rsaThumbprint(jwk: { e: string; n: string }): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Parses the setting; returns the key or a problem (naming the setting, as the other checks do). */
export function parseSigningKey(
  raw: string,
  kidSetting: string | null,
): { key: SigningKeyConfig } | { problem: string } {
  let jwk: Record<string, string>;
  try {
    const text = raw.trim();
    if (text.startsWith('{')) {
      const parsed = JSON.parse(text) as Record<string, string>;
      // Through node:crypto as well, so that a JWK whose parts do not form a key is refused here.
      jwk = { ...(createPrivateKey({ key: parsed, format: 'jwk' }).export({ format: 'jwk' }) as any) };
      if (parsed.kid) jwk.kid = parsed.kid;
    } else {
      const pem = text.replace(/\\n/g, '\n');
      jwk = createPrivateKey(pem).export({ format: 'jwk' }) as Record<string, string>;
    }
  } catch {
    return { problem: 'ACADEMY_SIGNING_KEY is not an RSA private key (PEM or JWK JSON)' };
  }
  if (jwk.kty !== 'RSA' || !jwk.d) {
    return {
      problem: 'ACADEMY_SIGNING_KEY must be an RSA private key (the certificates are signed with RS256)',
    };
  }
  const bits = Buffer.from(jwk.n, 'base64url').length * 8;
  if (bits < MIN_MODULUS_BITS) {
    return { problem: `ACADEMY_SIGNING_KEY is a ${bits}-bit RSA key; use at least ${MIN_MODULUS_BITS} bits` };
  }
  const kid = kidSetting ?? jwk.kid ?? rsaThumbprint({ e: jwk.e, n: jwk.n });
  if (!KID_PATTERN.test(kid)) {
    return { problem: 'ACADEMY_SIGNING_KEY_ID must be 8 to 100 letters, digits or . _ ~ -' };
  }
  const { kid: _kid, ...privateJwk } = jwk;
  return { key: { kid, privateJwk } };
}
