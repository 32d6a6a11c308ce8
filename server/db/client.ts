// One database interface over two engines: PostgreSQL (a `pg` Pool, when DATABASE_URL is set) and PGlite
// (Postgres in WASM, embedded; files under a folder, or in memory). The same SQL runs on both, and values come
// back in the same JS types: int8 as a number (a bigint beyond 2^53), timestamps and dates as Date.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';

export interface QueryResult<T> {
  rows: T[];
}

export interface QueryOptions {
  /**
   * A name for a fixed statement on a hot path (authentication): PostgreSQL parses and plans it once per pooled
   * connection, then reuses it (PGlite ignores the name). One name per SQL text. List the columns, never `*`: a
   * prepared `*` fails ("cached plan must not change result type") once a migration adds a column. (Behind a
   * transaction-mode connection pooler, named statements need its prepared-statement support.)
   */
  prepare?: string;
}

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = any>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Inside, use only `tx`.
   * A nested call on `tx` becomes a savepoint.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Closes the pool / the embedded database. Not available on a transaction handle. */
  close(): Promise<void>;
}

/** Answers when the database does (the health check). */
export async function pingDb(db: Pick<Db, 'query'>): Promise<void> {
  await db.query('SELECT 1');
}

export interface OpenDbOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used. */
  databaseUrl?: string | null;
  /** PGlite data folder (e.g. `.data/pglite`); created with its parents. Neither option = in-memory PGlite. */
  dataDir?: string | null;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number;
}

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir);
    // PGlite.create fails unless the parent folder exists (STACK-NOTES).
    await mkdir(dir, { recursive: true });
    return wrapPGlite(await PGlite.create(dir));
  }
  return wrapPGlite(await PGlite.create());
}

// ---------------------------------------------------------------------------------------------------------------
// PGlite

/** The Db interface over an open PGlite (the API tests start theirs from a migrated dump: tests/api/harness.ts). */
export function wrapPGlite(lite: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await lite.query<T>(sql, params as any[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return lite.transaction((tx) => fn(pgliteTx(tx)));
    },
    close: () => lite.close(),
  };
}

function pgliteTx(tx: PGliteTransaction): Db {
  const handle: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await tx.query<T>(sql, params as any[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => withSavepoint(handle, fn),
    close: () => Promise.reject(new Error('close() is not available inside a transaction')),
  };
  return handle;
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

const builtins = pg.types;
const INT8 = 20;
const DATE = 1082;

/** Same value types as PGlite: int8 -> number (bigint when unsafe), date -> Date at UTC midnight. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): any {
    if (format !== 'binary') {
      if (oid === INT8) {
        return (value: string) => {
          const n = Number(value);
          return Number.isSafeInteger(n) ? n : BigInt(value);
        };
      }
      if (oid === DATE) return (value: string) => new Date(`${value}T00:00:00Z`);
    }
    return builtins.getTypeParser(oid, format as any);
  },
};

function openPostgres(databaseUrl: string, max: number): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, types: pgTypes as any });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const result = await pool.query(pgQuery(sql, params, options));
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        try {
          const result = await fn(pgClientTx(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          try {
            await client.query('ROLLBACK');
          } catch (rollbackError) {
            broken = rollbackError as Error;
          }
          throw error;
        }
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

function pgQuery(
  sql: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
): pg.QueryConfig {
  return {
    text: sql,
    values: params as any[] | undefined,
    ...(options?.prepare ? { name: options.prepare } : {}),
  };
}

function pgClientTx(client: pg.PoolClient): Db {
  // One connection runs one query at a time. pg@8 queues a query sent while another runs on the client but
  // deprecates it (pg@9 refuses it), and code in a transaction may start two at once (Promise.all of a list and its
  // count): here they wait for each other, in the order they were sent.
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <R>(run: () => Promise<R>): Promise<R> => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
  const handle: Db = {
    kind: 'postgres',
    query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      return inTurn(async () => {
        const result = await client.query(pgQuery(sql, params, options));
        return { rows: result.rows as T[] };
      });
    },
    exec(sql: string) {
      return inTurn(async () => {
        await client.query(sql);
      });
    },
    transaction: (fn) => withSavepoint(handle, fn),
    close: () => Promise.reject(new Error('close() is not available inside a transaction')),
  };
  return handle;
}

// ---------------------------------------------------------------------------------------------------------------

let savepointCounter = 0;

async function withSavepoint<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const name = `sp_${++savepointCounter}`;
  await tx.exec(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    await tx.exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
