// The certificates' signing keys (server/academy/keys.ts) on both engines: generated once on first need when no
// key is configured (local stack), and in production taken from the environment (ACADEMY_SIGNING_KEY): only the
// public part is stored, and a new configured key retires the previous one, which stays in the JWKS and verifies.
import { generateKeyPairSync } from 'node:crypto';
import { CompactSign, compactVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSigningKey, type SigningKeyConfig } from '../../server/academy/signing-key-config';
import { createIssuerKeys, listIssuerKeys } from '../../server/academy/keys';
import { ENGINES, openSeededDb } from './harness';

function configuredKey(kid: string): SigningKeyConfig {
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  const parsed = parseSigningKey(pem, kid);
  if (!('key' in parsed)) throw new Error(parsed.problem);
  return parsed.key;
}

describe.each(ENGINES)('issuer keys on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  beforeAll(async () => {
    handle = await openSeededDb(engine);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('without a configured key: one key made on first need, even when asked for at once', async () => {
    const keys = createIssuerKeys(handle.db, null);
    const [a, b, c] = await Promise.all([keys.signingKey(), keys.signingKey(), keys.signingKey()]);
    expect(new Set([a.kid, b.kid, c.kid]).size).toBe(1);
    expect((await keys.signingKey()).kid).toBe(a.kid);
    const { rows } = await handle.db.query(
      `SELECT kid, private_jwk IS NOT NULL AS private FROM academy_issuer_keys`,
    );
    expect(rows).toEqual([{ kid: a.kid, private: true }]);
    expect((await keys.jwks()).keys).toEqual([
      { kid: a.kid, kty: 'RSA', n: expect.any(String), e: 'AQAB', alg: 'RS256', use: 'sig' },
    ]);
  });

  it('the JWKS read before any certificate already lists the key that will sign (one key, made once)', async () => {
    await handle.db.query(`DELETE FROM academy_issuer_keys WHERE NOT EXISTS (
      SELECT 1 FROM academy_certificates c WHERE c.kid = academy_issuer_keys.kid)`);
    const keys = createIssuerKeys(handle.db, null);
    const [first, again] = await Promise.all([keys.jwks(), keys.jwks()]);
    expect(first.keys).toHaveLength(1);
    expect(again.keys).toEqual(first.keys);
    expect((await keys.signingKey()).kid).toBe(first.keys[0].kid);
  });

  it('with ACADEMY_SIGNING_KEY: stores only its public part; a new key retires the old, which still verifies', async () => {
    const first = configuredKey('academy-2026-01');
    const keys = createIssuerKeys(handle.db, first);
    const signing = await keys.signingKey();
    expect(signing.kid).toBe('academy-2026-01');
    const jws = await new CompactSign(new TextEncoder().encode('{"x":1}'))
      .setProtectedHeader({ alg: 'RS256', kid: signing.kid })
      .sign(signing.key);
    const stored = await handle.db.query(`SELECT private_jwk FROM academy_issuer_keys WHERE kid = $1`, [
      'academy-2026-01',
    ]);
    expect(stored.rows).toEqual([{ private_jwk: null }]);

    const next = createIssuerKeys(handle.db, configuredKey('academy-2026-02'));
    expect((await next.signingKey()).kid).toBe('academy-2026-02');
    const all = await listIssuerKeys(handle.db);
    const byKid = Object.fromEntries(all.map((key) => [key.kid, key.retiredAt !== null]));
    expect(byKid).toMatchObject({ 'academy-2026-01': true, 'academy-2026-02': false });
    // The generated key of the first test is retired as well; every key stays published.
    expect(Object.values(byKid).filter((retired) => !retired)).toHaveLength(1);
    expect((await next.jwks()).keys.map((key) => key.kid)).toEqual(
      expect.arrayContaining(['academy-2026-01', 'academy-2026-02']),
    );
    const old = await next.verificationKey('academy-2026-01');
    expect(new TextDecoder().decode((await compactVerify(jws, old!)).payload)).toBe('{"x":1}');
    expect(await next.verificationKey('nobody')).toBeNull();
  });
});
