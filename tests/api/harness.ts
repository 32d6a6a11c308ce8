// Test databases for the API suites: the same tests run against PGlite (in memory, one per test file) and a real
// PostgreSQL, where each run creates a fresh, uniquely named database and drops it afterwards, so parallel runs
// never collide. Admin URL: PG_TEST_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, type Config } from '../../server/config';
import { openDb, wrapPGlite, type Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed';
import type { RateLimiter } from '../../server/rate-limit';

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = ['pglite', 'postgres'];

export const PG_ADMIN_URL =
  process.env.PG_TEST_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  /** Connection string of the fresh PostgreSQL database (null for PGlite). */
  url: string | null;
  /** Opens one more connection pool / handle to the same database (PostgreSQL only). */
  open(): Promise<Db>;
  /** Drops the database (PostgreSQL) after every handle is closed. */
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database named ghg_test_<pid>_<random>. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `ghg_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openDb({ databaseUrl: url.toString(), maxConnections: 5 }),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** An open, empty database of the engine, and how to dispose of it. */
export async function openTestDb(
  engine: Engine,
): Promise<{ db: Db; database: TestDatabase | null; dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openDb({});
    return { db, database: null, dispose: () => db.close() };
  }
  const database = await createPostgresDatabase();
  const db = await database.open();
  return {
    db,
    database,
    dispose: async () => {
      await db.close();
      await database.drop();
    },
  };
}

let seededPglite: Promise<Blob> | undefined;

/**
 * A migrated and seeded PGlite's data folder, made once per test process: a new PGlite runs initdb (seconds, in
 * WebAssembly), while one loaded from this dump starts in a fraction of that and needs no migration.
 */
function seededPgliteDump(): Promise<Blob> {
  seededPglite ??= (async () => {
    const lite = await PGlite.create();
    const db = wrapPGlite(lite);
    await migrate(db);
    await seedReferenceData(db);
    const dump = await lite.dumpDataDir('none');
    await lite.close();
    return dump;
  })();
  return seededPglite;
}

/** An open database of the engine, migrated and seeded (PGlite: a copy of one seeded once per process). */
export async function openSeededDb(
  engine: Engine,
): Promise<{ db: Db; database: TestDatabase | null; dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const db = wrapPGlite(await PGlite.create({ loadDataDir: await seededPgliteDump() }));
    return { db, database: null, dispose: () => db.close() };
  }
  const handle = await openTestDb(engine);
  await migrate(handle.db);
  await seedReferenceData(handle.db);
  return handle;
}

/** The default configuration, with response validation on and no SPA unless a folder is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // No page renderer unless a test gives one (a local build in dist-ssr/ must not change what the tests see).
  return {
    ...loadConfig({}),
    staticDir: '/nonexistent-spa',
    ssrDir: '/nonexistent-ssr',
    validateResponses: true,
    ...overrides,
  };
}

/** A limiter that never limits: for tests about something other than rate limits (which pass a real one). */
export const unlimited: RateLimiter = {
  kind: 'memory',
  hit: async (_key, rule) => ({ allowed: true, remaining: rule.limit, retryAfterMs: 0 }),
  close: async () => undefined,
};
