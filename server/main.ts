// Starts the API (+ built SPA): open the database, migrate, seed the reference data, build the app, load the new
// content files (server/content/seed.ts), the new or changed academy courses (server/academy/seed.ts) and the
// expert directory's illustrative profiles (server/experts/seed.ts), listen.
// `npm run serve` runs its bundle (dist-server/main.js, scripts/build-server.ts) with the environment's
// configuration, and it stops cleanly on SIGINT/SIGTERM. The local stack (server/stack/start.ts) imports
// `startServer`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { seedReferenceData } from './db/seed';
import { seedContent } from './content/seed';
import { seedAcademy } from './academy/seed';
import { seedExperts } from './experts/seed';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  /** Base URL it listens on, e.g. http://127.0.0.1:8080 (the real port when config.port is 0). */
  url: string;
  /** Stops listening (in-flight requests finish), then closes the database. Safe to call twice. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Logger for buildApp (default true: pino at config.logLevel). */
  logger?: BuildAppOptions['logger'];
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? null : path.join(config.dataDir, 'pglite'),
  });
  let app: FastifyInstance | undefined;
  try {
    const migrated = await migrate(db);
    await seedReferenceData(db);
    app = await buildApp({ db, config, logger: options.logger ?? true });
    // The articles and success stories of content/ that are not in the database yet (staff edits win).
    const content = await seedContent(db, {
      dir: config.contentDir,
      sectorCodes: new Set(app.ctx.reference.sectors.map((s) => s.code)),
    });
    if (content.inserted.length > 0) app.log.info({ content: content.inserted }, 'content loaded');
    if (content.problems.length > 0) app.log.warn({ problems: content.problems }, 'content files skipped');
    // The academy's courses (server/academy/seed.ts): new and changed course folders, in place.
    const academy = await seedAcademy(db, { dir: config.academyDir });
    const loaded = [...academy.inserted, ...academy.updated];
    if (loaded.length > 0) app.log.info({ courses: loaded }, 'academy courses loaded');
    if (academy.problems.length > 0) app.log.warn({ problems: academy.problems }, 'academy courses skipped');
    // The expert directory's illustrative profiles (server/experts/seed.ts), by slug.
    const experts = await seedExperts(db);
    if (experts.inserted.length > 0)
      app.log.info({ experts: experts.inserted }, 'illustrative experts loaded');
    if (migrated.applied.length > 0) app.log.info({ migrations: migrated.applied }, 'migrations applied');
    if (migrated.changed.length > 0) {
      app.log.warn({ migrations: migrated.changed }, 'applied migrations changed on disk since (not re-run)');
    }
    await app.listen({ port: config.port, host: config.host });
    // Sends the mail outbox (retries with backoff while SMTP is down; nothing is lost).
    app.ctx.mail.start();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  const running = app;
  return {
    app: running,
    db,
    url: `http://${host}:${port}`,
    close: () =>
      (closing ??= (async () => {
        await running.close();
        await db.close();
      })()),
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  server.app.log.info(`GHG platform listening on ${server.url} (database: ${server.db.kind})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
