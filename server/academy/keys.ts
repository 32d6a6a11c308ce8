// The certificates' signing keys (RS256), kept in academy_issuer_keys (migration 0900). The newest key that is not
// retired signs; every key ever used stays published in the JWKS (`GET /.well-known/jwks.json`), so that every
// certificate ever issued still verifies after a rotation.
//
// Where the private key lives:
// - local stack and tests (no ACADEMY_SIGNING_KEY): generated on first need and stored with its private part;
// - production (ACADEMY_SIGNING_KEY, required there by server/config.ts): from the environment only. Its public
//   part is stored on first use; a key id the table does not know yet retires the previous keys (a rotation is a
//   deploy with the new key), and the database never holds the private key.
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/client';
import { SIGNING_ALG } from '../../domain/academy/credential';
import { rsaThumbprint, type SigningKeyConfig } from './signing-key-config';

export interface PublicJwk {
  kid: string;
  kty: 'RSA';
  n: string;
  e: string;
  alg: 'RS256';
  use: 'sig';
}

export interface IssuerKeyRow {
  kid: string;
  publicJwk: PublicJwk;
  createdAt: Date;
  retiredAt: Date | null;
}

type CryptoKeyLike = Awaited<ReturnType<typeof importJWK>>;

export interface SigningKey {
  kid: string;
  key: CryptoKeyLike;
}

function publicOf(kid: string, jwk: { n?: string; e?: string }): PublicJwk {
  if (!jwk.n || !jwk.e) throw new Error('not an RSA key');
  return { kid, kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RS256', use: 'sig' };
}

/** Every key, newest first (retired ones included). */
export async function listIssuerKeys(db: Pick<Db, 'query'>): Promise<IssuerKeyRow[]> {
  const { rows } = await db.query<{
    kid: string;
    public_jwk: PublicJwk;
    created_at: Date;
    retired_at: Date | null;
  }>(
    `SELECT kid, public_jwk, created_at, retired_at FROM academy_issuer_keys
     ORDER BY created_at DESC, kid DESC`,
  );
  return rows.map((row) => ({
    kid: row.kid,
    publicJwk: publicOf(row.kid, row.public_jwk),
    createdAt: new Date(row.created_at),
    retiredAt: row.retired_at ? new Date(row.retired_at) : null,
  }));
}

/** The published key set: every key, retired or not. */
export async function issuerJwks(db: Pick<Db, 'query'>): Promise<{ keys: PublicJwk[] }> {
  return { keys: (await listIssuerKeys(db)).map((row) => row.publicJwk) };
}

/** A new RSA key (2048 bits), its id the RFC 7638 thumbprint. */
async function newKeyPair(): Promise<{ kid: string; publicJwk: PublicJwk; privateJwk: JWK }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = rsaThumbprint({ n: privateJwk.n!, e: privateJwk.e! });
  return { kid, publicJwk: publicOf(kid, privateJwk), privateJwk };
}

/**
 * Adds a new signing key and retires the others (they stay in the JWKS). Without `key`, a key is generated and
 * stored with its private part (local stack; `scripts/rotate-academy-key.ts`); with `key` (production, from the
 * environment) only its public part is stored. Returns the new key's id.
 */
export async function rotateIssuerKey(db: Db, key?: SigningKeyConfig): Promise<string> {
  const fresh = key
    ? { kid: key.kid, publicJwk: publicOf(key.kid, key.privateJwk), privateJwk: null }
    : await newKeyPair();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO academy_issuer_keys (kid, algorithm, public_jwk, private_jwk)
       VALUES ($1, 'RS256', $2::jsonb, $3::jsonb)
       ON CONFLICT (kid) DO UPDATE SET retired_at = NULL`,
      [
        fresh.kid,
        JSON.stringify(fresh.publicJwk),
        fresh.privateJwk ? JSON.stringify(fresh.privateJwk) : null,
      ],
    );
    await tx.query(
      `UPDATE academy_issuer_keys SET retired_at = now() WHERE kid <> $1 AND retired_at IS NULL`,
      [fresh.kid],
    );
  });
  return fresh.kid;
}

/** The keys of one app: imported keys are kept by id (a key's content never changes). */
export interface IssuerKeys {
  /** The key that signs now (made or registered on first need). */
  signingKey(): Promise<SigningKey>;
  /** A published key by id, or null (unknown ids). */
  verificationKey(kid: string): Promise<CryptoKeyLike | null>;
  jwks(): Promise<{ keys: PublicJwk[] }>;
}

export function createIssuerKeys(db: Db, configured: SigningKeyConfig | null): IssuerKeys {
  const imported = new Map<string, Promise<CryptoKeyLike>>();
  let pending: Promise<SigningKey> | null = null;

  const importOnce = (cacheKey: string, jwk: JWK) => {
    let key = imported.get(cacheKey);
    if (!key) {
      key = importJWK(jwk, SIGNING_ALG);
      imported.set(cacheKey, key);
      key.catch(() => imported.delete(cacheKey));
    }
    return key;
  };

  async function currentSigningKey(): Promise<SigningKey> {
    if (configured) {
      const known = await db.query(
        `SELECT 1 FROM academy_issuer_keys WHERE kid = $1 AND retired_at IS NULL`,
        [configured.kid],
      );
      if (known.rows.length === 0) await rotateIssuerKey(db, configured);
      return {
        kid: configured.kid,
        key: await importOnce(`private:${configured.kid}`, configured.privateJwk),
      };
    }
    const { rows } = await db.query<{ kid: string; private_jwk: JWK }>(
      `SELECT kid, private_jwk FROM academy_issuer_keys
       WHERE retired_at IS NULL AND private_jwk IS NOT NULL
       ORDER BY created_at DESC, kid DESC LIMIT 1`,
    );
    const kid = rows[0]?.kid ?? (await rotateIssuerKey(db));
    const privateJwk =
      rows[0]?.private_jwk ??
      (
        await db.query<{ private_jwk: JWK }>(`SELECT private_jwk FROM academy_issuer_keys WHERE kid = $1`, [
          kid,
        ])
      ).rows[0].private_jwk;
    return { kid, key: await importOnce(`private:${kid}`, privateJwk) };
  }

  // Asked on every issue (a rotation by the script in another process takes effect at once); concurrent first
  // calls share one look-up, so a fresh database gets one key, not several.
  function signingKey(): Promise<SigningKey> {
    if (!pending) {
      pending = currentSigningKey().finally(() => {
        pending = null;
      });
    }
    return pending;
  }

  return {
    signingKey,
    async verificationKey(kid) {
      const { rows } = await db.query<{ public_jwk: PublicJwk }>(
        `SELECT public_jwk FROM academy_issuer_keys WHERE kid = $1`,
        [kid],
      );
      if (rows.length === 0) return null;
      return importOnce(`public:${kid}`, { ...rows[0].public_jwk });
    },
    // The signing key exists before the JWKS is read, so a verifier that fetches the keys before the first
    // certificate is issued already finds the key that will sign it (and a configured key is registered).
    jwks: async () => {
      await signingKey();
      return issuerJwks(db);
    },
  };
}
