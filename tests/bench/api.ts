// The API part of `npm run bench`: throughput of the real app against a bare Fastify server answering the same JSON
// bodies, in this process, so that the ratio (app / bare, measured in the same run) is what counts on a shared
// machine, not the absolute figures.
//
// - Static lists (`/countries`, `/cities/{id}/districts`) on in-memory PGlite: "app" is the production setting
//   (VALIDATE_RESPONSES=false), "app+check" validates every answer against the OpenAPI document (the development
//   setting, information only); "bare" has one route per URL returning the recorded body as an object (Fastify
//   serialises it with JSON.stringify) and "bare-string" returns it already serialised (the floor of any Fastify
//   route). The app serialises with the document's response schemas (fast-json-stringify), which is why it can
//   beat "bare". Budget: app / bare >= 0.8.
// - Signed-in reads (`/auth/me`, `/users/profile`) with a valid access token from a real cognito-local (the API
//   tests' emulator, tests/api/support/cognito-local.ts), on PGlite (in memory) and on PostgreSQL (a fresh
//   database on PG_TEST_URL / DATABASE_URL / 127.0.0.1:5432, dropped afterwards), against "bare" routes
//   answering the same bodies. Budget: `/auth/me` on PostgreSQL >= 0.15 x bare.
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDb, type Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { createSpace } from '../../server/db/repos/spaces';
import { findUserBySub } from '../../server/db/repos/users';
import { seedReferenceData } from '../../server/db/seed';
import { createPostgresDatabase, type Engine } from '../api/harness';
import { startCognitoLocal, type CognitoLocal } from '../api/support/cognito-local';
import { formatTable, median, type ReportRow } from './report';

/** Seconds per measurement; each target is measured ROUNDS times (default 3 x 2 s = 6 s per target). */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIST_BUDGET = 0.8;
const AUTH_ME_BUDGET = 0.15;

interface Measure {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function load(target: Target, duration = DURATION_S): Promise<Measure> {
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    workers: 1,
    ...(target.headers ? { headers: target.headers } : {}),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function medianOf(measures: Measure[]): Measure {
  return {
    rps: median(measures.map((m) => m.rps)),
    p99: median(measures.map((m) => m.p99)),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
    non2xx: measures.reduce((sum, m) => sum + m.non2xx, 0),
  };
}

interface Compared {
  /** Per target name: the median measure. */
  medians: Map<string, Measure>;
  /** Per target name (not the first, the reference): the median of the per-round ratios to the first target. */
  ratios: Map<string, number>;
}

/**
 * Warm-up (JIT, sockets), then short interleaved rounds over the targets; each figure is the median over rounds
 * and each ratio the median of the ratios of the same round, so a burst from another process on a shared machine
 * skews one round, not the result. The first target is the reference (bare).
 */
async function compare(targets: readonly Target[]): Promise<Compared> {
  for (const target of targets) await load(target, 1);
  const runs = targets.map(() => [] as Measure[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) runs[i].push(await load(target));
  }
  const medians = new Map<string, Measure>();
  const ratios = new Map<string, number>();
  for (const [i, target] of targets.entries()) {
    medians.set(target.name, medianOf(runs[i]));
    if (i > 0) ratios.set(target.name, median(runs[i].map((m, round) => m.rps / runs[0][round].rps)));
  }
  return { medians, ratios };
}

function detailRow(route: string, body: string, name: string, m: Measure, ratio?: number): string[] {
  return [
    route,
    body,
    name,
    m.rps.toFixed(0),
    `${m.p99} ms`,
    ratio === undefined ? '' : ratio.toFixed(2),
    m.errors + m.non2xx > 0 ? `${m.errors} errors, ${m.non2xx} non-2xx` : '',
  ];
}

/** A Fastify server with one route per path answering the recorded body: as an object, or `asString`. */
async function bareServer(bodies: Map<string, string>, asString = false): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  for (const [path, text] of bodies) {
    const body: unknown = JSON.parse(text);
    bare.get(path.split('?')[0], async (_request, reply) =>
      asString ? reply.type('application/json; charset=utf-8').send(text) : body,
    );
  }
  return bare;
}

async function record(base: string, paths: readonly string[], headers: Record<string, string> = {}) {
  const bodies = new Map<string, string>();
  for (const path of paths) {
    const answer = await fetch(base + path, { headers });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    bodies.set(path, await answer.text());
  }
  return bodies;
}

async function checkSameBodies(
  appUrl: string,
  bareUrl: string,
  bodies: Map<string, string>,
  headers: Record<string, string> = {},
) {
  for (const path of bodies.keys()) {
    const [a, b] = await Promise.all([fetch(appUrl + path, { headers }), fetch(bareUrl + path)]);
    if ((await a.text()) !== (await b.text())) throw new Error(`bodies differ for ${path}`);
  }
}

function appConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    staticDir: '/nonexistent-spa',
    ssrDir: '/nonexistent-ssr',
    validateResponses: false,
    ...overrides,
  };
}

/** The static lists on PGlite: app, app+check, bare, bare-string. */
async function listRows(details: string[][]): Promise<ReportRow[]> {
  const db = await openDb({});
  await migrate(db);
  await seedReferenceData(db);
  const app = await buildApp({ db, config: appConfig() });
  const checked = await buildApp({ db, config: appConfig({ validateResponses: true }) });
  const servers: FastifyInstance[] = [app, checked];
  try {
    const appUrl = await listen(app);
    const checkedUrl = await listen(checked);
    const countries = (await (await fetch(`${appUrl}/api/countries?take=100000`)).json()) as any;
    const vietnam = countries.data.find((c: any) => c.code === 'VN');
    const cities = (await (
      await fetch(`${appUrl}/api/countries/${vietnam.id}/cities?take=100000`)
    ).json()) as any;
    const hanoi = cities.data.find((c: any) => c.code === '01');
    const paths = ['/api/countries?take=100000', `/api/cities/${hanoi.id}/districts?take=50`];
    const bodies = await record(appUrl, paths);
    const bare = await bareServer(bodies);
    const bareString = await bareServer(bodies, true);
    servers.push(bare, bareString);
    const bareUrl = await listen(bare);
    const bareStringUrl = await listen(bareString);
    await checkSameBodies(appUrl, bareUrl, bodies);

    const rows: ReportRow[] = [];
    for (const path of paths) {
      console.error(`api: ${path} (PGlite)`);
      const { medians, ratios } = await compare([
        { name: 'bare', url: bareUrl + path },
        { name: 'bare-string', url: bareStringUrl + path },
        { name: 'app', url: appUrl + path },
        { name: 'app+check', url: checkedUrl + path },
      ]);
      const bytes = `${bodies.get(path)!.length} B`;
      for (const [name, m] of medians) details.push(detailRow(path, bytes, name, m, ratios.get(name)));
      const ratio = ratios.get('app')!;
      const route = path.split('?')[0].replace(`/cities/${hanoi.id}/`, '/cities/{id}/');
      rows.push(
        {
          section: 'api',
          check: `${route} app / bare (PGlite)`,
          measured: `${ratio.toFixed(2)}x`,
          budget: `>= ${LIST_BUDGET}x`,
          met: ratio >= LIST_BUDGET,
        },
        {
          section: 'api',
          check: `${route} app+check / bare (PGlite)`,
          measured: `${ratios.get('app+check')!.toFixed(2)}x`,
          budget: '',
          met: null,
          notes: 'responses validated (development setting)',
        },
      );
    }
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await db.close();
  }
}

const PASSWORD = 'GhgBench@2026';

/** A migrated, seeded database of the engine (PostgreSQL: a fresh database, dropped by dispose). */
async function benchDb(engine: Engine): Promise<{ db: Db; dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openDb({});
    await migrate(db);
    await seedReferenceData(db);
    return { db, dispose: () => db.close() };
  }
  const database = await createPostgresDatabase();
  // The production pool size (openDb's default), not the tests' smaller one.
  const db = await openDb({ databaseUrl: database.url });
  await migrate(db);
  await seedReferenceData(db);
  return {
    db,
    dispose: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/** `/auth/me` and `/users/profile` with a valid access token on `engine`, against bare routes. */
async function signedInRows(
  engine: Engine,
  cognito: CognitoLocal,
  details: string[][],
): Promise<ReportRow[]> {
  const { db, dispose } = await benchDb(engine);
  const app = await buildApp({ db, config: appConfig({ cognito: cognito.config }) });
  const servers: FastifyInstance[] = [app];
  try {
    const appUrl = await listen(app);
    const email = `bench-${engine}-${Date.now()}@ghg.test`;
    const sub = await cognito.createUser({
      email,
      password: PASSWORD,
      givenName: 'An',
      familyName: 'Nguyễn',
    });
    const { accessToken } = await cognito.signIn(email, PASSWORD);
    const headers = { authorization: `Bearer ${accessToken}` };
    // The first call provisions the user from the pool; then one workspace, so /auth/me lists something.
    await record(appUrl, ['/api/auth/me'], headers);
    const user = await findUserBySub(db, sub);
    if (!user) throw new Error('the signed-in user was not provisioned');
    await createSpace(db, { name: 'Công ty TNHH Bench', ownerUserId: user.id });

    const paths = ['/api/auth/me', '/api/users/profile'];
    const bodies = await record(appUrl, paths, headers);
    const bare = await bareServer(bodies);
    servers.push(bare);
    const bareUrl = await listen(bare);
    await checkSameBodies(appUrl, bareUrl, bodies, headers);

    const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const rows: ReportRow[] = [];
    for (const path of paths) {
      console.error(`api: ${path} with a token (${label})`);
      const { medians, ratios } = await compare([
        { name: 'bare', url: bareUrl + path },
        { name: 'app', url: appUrl + path, headers },
      ]);
      const bytes = `${bodies.get(path)!.length} B`;
      for (const [name, m] of medians)
        details.push(detailRow(`${path} (${label})`, bytes, name, m, ratios.get(name)));
      const ratio = ratios.get('app')!;
      const app = medians.get('app')!;
      const gated = path === '/api/auth/me' && engine === 'postgres';
      rows.push({
        section: 'api',
        check: `${path} + token app / bare (${label})`,
        measured: `${ratio.toFixed(2)}x`,
        budget: gated ? `>= ${AUTH_ME_BUDGET}x` : '',
        met: gated ? ratio >= AUTH_ME_BUDGET && app.errors + app.non2xx === 0 : null,
        notes:
          `${app.rps.toFixed(0)} req/s, p99 ${app.p99} ms` +
          (app.errors + app.non2xx > 0 ? `, ${app.errors} errors, ${app.non2xx} non-2xx` : ''),
      });
    }
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await dispose();
  }
}

/** Runs the API measurements, prints their detail table, and returns the report's rows. */
export async function runApiBench(): Promise<ReportRow[]> {
  console.error(
    `api: autocannon, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S} s per target`,
  );
  const details: string[][] = [];
  const rows = await listRows(details);
  const cognito = await startCognitoLocal();
  try {
    for (const engine of ['pglite', 'postgres'] as const)
      rows.push(...(await signedInRows(engine, cognito, details)));
  } finally {
    await cognito.stop();
  }
  console.log(
    `API: autocannon ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S} s per target ` +
      `(medians; ratio = median of the per-round ratios to bare), node ${process.version}\n`,
  );
  console.log(formatTable(['route', 'body', 'server', 'req/s', 'p99', 'ratio', 'notes'], details));
  console.log('');
  return rows;
}
