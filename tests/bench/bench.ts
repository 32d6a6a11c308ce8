// `npm run bench`: throughput of the real app against a bare Fastify server answering the same JSON bodies.
// The app runs in this process on an in-memory PGlite (migrated, seeded) on a random port, exactly as built by
// buildApp (request validation, error handler, reference cache, SPA fallback); the bare server has one route per
// URL returning the recorded body as an object (Fastify serialises it with JSON.stringify), and "bare-string"
// returns it already serialised (the floor of any Fastify route). The app serialises with the document's
// response schemas (fast-json-stringify), which is why it can beat "bare". Load comes from autocannon in a worker thread. It is a measurement, not a
// test: it prints a table and whether the target (app / bare >= 0.8) is met, and exits 0.
//
// Rows: "app" is the production setting (VALIDATE_RESPONSES=false); "app+check" validates every answer against
// the OpenAPI document (the development/test setting), shown for information.
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed';

/** Seconds per measurement; each target is measured ROUNDS times (default 3 x 2 s = 6 s per target). */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 0.8;

interface Measure {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function load(url: string, duration = DURATION_S): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, workers: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function medianOf(measures: Measure[]): Measure {
  return {
    rps: median(measures.map((m) => m.rps)),
    p99: median(measures.map((m) => m.p99)),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
    non2xx: measures.reduce((sum, m) => sum + m.non2xx, 0),
  };
}

async function main(): Promise<void> {
  const db = await openDb({});
  await migrate(db);
  await seedReferenceData(db);
  const base = { ...loadConfig({}), staticDir: '/nonexistent-spa' };
  const app = await buildApp({ db, config: { ...base, validateResponses: false } });
  const checked = await buildApp({ db, config: { ...base, validateResponses: true } });
  const appUrl = await listen(app);
  const checkedUrl = await listen(checked);

  const countries = (await (await fetch(`${appUrl}/api/countries?take=100000`)).json()) as any;
  const vietnam = countries.data.find((c: any) => c.code === 'VN');
  const cities = (await (
    await fetch(`${appUrl}/api/countries/${vietnam.id}/cities?take=100000`)
  ).json()) as any;
  const hanoi = cities.data.find((c: any) => c.code === '01');
  const paths = ['/api/countries?take=100000', `/api/cities/${hanoi.id}/districts?take=50`];

  // The bare server: the same bodies, recorded from the app, with nothing in between.
  const bare = Fastify({ logger: false });
  // And the floor of any Fastify route: the body already serialised, sent as a string.
  const bareString = Fastify({ logger: false });
  for (const path of paths) {
    const text = await (await fetch(appUrl + path)).text();
    const body = JSON.parse(text);
    bare.get(path.split('?')[0], async () => body);
    bareString.get(path.split('?')[0], async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(text),
    );
  }
  const bareUrl = await listen(bare);
  const bareStringUrl = await listen(bareString);
  for (const path of paths) {
    const [a, b] = await Promise.all([fetch(appUrl + path), fetch(bareUrl + path)]);
    if ((await a.text()) !== (await b.text())) throw new Error(`bodies differ for ${path}`);
  }

  console.log(
    `autocannon: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S} s per target (medians), ` +
      `PGlite in memory, node ${process.version}\n`,
  );
  const rows: string[][] = [];
  const verdicts: string[] = [];
  for (const path of paths) {
    // Warm-up (JIT, sockets), then measure bare and app back to back.
    for (const url of [bareUrl, bareStringUrl, appUrl, checkedUrl]) await load(url + path, 1);
    // Short interleaved rounds; each figure is the median over rounds and each ratio the median of the ratios
    // of the same round, so a burst from another process on a shared machine skews one round, not the result.
    const runs: Record<'b' | 's' | 'a' | 'c', Measure[]> = { b: [], s: [], a: [], c: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.b.push(await load(bareUrl + path));
      runs.s.push(await load(bareStringUrl + path));
      runs.a.push(await load(appUrl + path));
      runs.c.push(await load(checkedUrl + path));
    }
    const b = medianOf(runs.b);
    const s = medianOf(runs.s);
    const a = medianOf(runs.a);
    const c = medianOf(runs.c);
    const ratioOf = (m: Measure[]) => median(m.map((x, i) => x.rps / runs.b[i].rps));
    const bytes = (await (await fetch(appUrl + path)).text()).length;
    for (const [name, m, key] of [
      ['bare', b, 'b'],
      ['bare-string', s, 's'],
      ['app', a, 'a'],
      ['app+check', c, 'c'],
    ] as const) {
      rows.push([
        path,
        `${bytes} B`,
        name,
        m.rps.toFixed(0),
        `${m.p99} ms`,
        name === 'bare' ? '' : ratioOf(runs[key]).toFixed(2),
        m.errors + m.non2xx > 0 ? `${m.errors} errors, ${m.non2xx} non-2xx` : '',
      ]);
    }
    const ratio = ratioOf(runs.a);
    verdicts.push(
      `${path}: app/bare = ${ratio.toFixed(2)} -> target >= ${TARGET} ${ratio >= TARGET ? 'MET' : 'NOT MET'}`,
    );
  }

  const header = ['route', 'body', 'server', 'req/s', 'p99', 'ratio', 'notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(`\n${verdicts.join('\n')}`);

  await Promise.all([app.close(), checked.close(), bare.close(), bareString.close()]);
  await db.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
