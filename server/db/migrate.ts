// Schema migrations: `server/db/migrations/NNNN_name.sql`, applied once each, in file-name order, each in its own
// transaction. Every step first takes a transaction-scoped advisory lock, so two processes starting at once
// against one PostgreSQL database apply each migration exactly once (the second waits, then sees it done).
// The same SQL runs on PGlite, where the lock is uncontended (one process).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Key of the advisory lock shared by every migrator and seeder of this product. */
export const SCHEMA_LOCK_KEY = 727_274_001;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateResult {
  /** Migrations applied by this call, in order. */
  applied: string[];
  /** Migrations applied earlier whose file has changed since (they are not re-run). */
  changed: string[];
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (file) => {
      const sql = await readFile(path.join(dir, file), 'utf8');
      return {
        name: file.replace(/\.sql$/, ''),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );
}

export async function migrate(db: Db, options: { dir?: string } = {}): Promise<MigrateResult> {
  const migrations = await loadMigrations(options.dir);
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const done = new Map(
    (
      await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations')
    ).rows.map((row) => [row.name, row.checksum]),
  );
  const result: MigrateResult = { applied: [], changed: [] };
  for (const migration of migrations) {
    const checksum = done.get(migration.name);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum) result.changed.push(migration.name);
      continue;
    }
    const applied = await db.transaction(async (tx) => {
      await lock(tx);
      // Another process may have applied it while we waited for the lock.
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
      if (again.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (applied) result.applied.push(migration.name);
  }
  return result;
}

/** Takes the schema lock until the end of the current transaction. */
export async function lock(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
}
