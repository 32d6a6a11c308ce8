// Rotates the certificates' signing key: adds a new RS256 key and retires the previous ones (they stay in
// /.well-known/jwks.json, so every certificate already issued keeps verifying). New certificates are signed with
// the new key from the next request on; running servers need no restart.
//
//   npx tsx scripts/rotate-academy-key.ts   (DATABASE_URL, or the local stack's PGlite under DATA_DIR: stop
//                                           `npm start` first, PGlite's folder has one process at a time)
//
// For the local stack and test databases, whose keys are generated and kept in the database. In production the
// private key comes from ACADEMY_SIGNING_KEY and never enters the database: rotate by deploying a new
// ACADEMY_SIGNING_KEY (and ACADEMY_SIGNING_KEY_ID); on its first signature the server stores the new public key and
// retires the previous ones. This script refuses to run when ACADEMY_SIGNING_KEY is set.
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDb } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { listIssuerKeys, rotateIssuerKey } from '../server/academy/keys';

async function main() {
  const config = loadConfig();
  if (config.academySigningKey) {
    console.error(
      'ACADEMY_SIGNING_KEY is set: the signing key comes from the environment. Rotate by deploying a new ' +
        'ACADEMY_SIGNING_KEY (with its ACADEMY_SIGNING_KEY_ID); the server retires the previous key on first use.',
    );
    process.exit(2);
  }
  const db = await openDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await migrate(db);
    const kid = await rotateIssuerKey(db);
    console.log(`new signing key: ${kid}`);
    for (const key of await listIssuerKeys(db)) {
      console.log(`  ${key.kid}  ${key.retiredAt ? `retired ${key.retiredAt.toISOString()}` : 'signing'}`);
    }
  } finally {
    await db.close();
  }
}

void main();
