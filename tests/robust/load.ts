// `npm run load`: two API processes (`node --import tsx server/main.ts` on two ports) sharing one PostgreSQL
// database and one Redis, under 200 connections of reads and 50 of writes for LOAD_DURATION seconds (default 60),
// driven by autocannon. The database is fresh (`load_<timestamp>` on PG_TEST_URL's server, default
// 127.0.0.1:5432, dropped after); Redis is REDIS_URL (default redis://127.0.0.1:6379) on its logical database
// LOAD_REDIS_DB (default 11), so that the rate-limit keys of the run stay apart from other users of the same Redis
// (the server's key prefix is not configurable): the run deletes that database's `rl:*` keys before and after.
//
// Reads (100 connections per process) cycle through the public lists and the health check. Writes (24 connections
// per process) alternate the contact-sales form and the GHG assessment, neither of which is rate limited, so every
// answer must be 2xx; one more connection per process asks for password-reset mail, which IS rate limited (3 an
// hour per e-mail address, counted in Redis for both processes), so 429 is expected there and only there. The
// writes' mails go to an in-process SMTP sink (tests/robust/faults-core.ts), so the outbox works as in production.
//
// Printed: requests, errors and answers by status per group and process, latency p50/p99, and the resident memory
// (RSS) of each process at the start (after a short warm-up), at its peak, and at the end after LOAD_SETTLE seconds
// (default 30) of quiet. Exits 1 on a 5xx, a transport error or timeout, a non-2xx outside the rate-limited group, or
// an end RSS more than 10 % above the start.
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { PG_ADMIN_URL } from '../api/harness';
import { createSmtpSink, freePort, sleep, spawnApi, type ApiProcess } from './faults-core';

const DURATION = Number(process.env.LOAD_DURATION ?? 60);
const SETTLE = Number(process.env.LOAD_SETTLE ?? 30);
const READ_CONNECTIONS = Number(process.env.LOAD_READ_CONNECTIONS ?? 200);
const WRITE_CONNECTIONS = Number(process.env.LOAD_WRITE_CONNECTIONS ?? 50);
const REDIS_URL = `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/${process.env.LOAD_REDIS_DB ?? 11}`;

const MB = (bytes: number | null) => (bytes === null ? '-' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Deletes the rate-limit keys (`rl:*`) of the run's own Redis database, so that every run starts from zero. */
async function clearRateLimits() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'rl:*', 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const json = { 'content-type': 'application/json' };
const contact = (n: number) =>
  JSON.stringify({
    firstName: 'An',
    lastName: 'Nguyễn',
    email: `load-${n}@ghg.test`,
    phone: '0912345678',
    companyName: 'Công ty TNHH Thép Xanh',
    career: 'Sản xuất thép',
    companySize: '51-200',
    requirement: 'Kiểm kê khí nhà kính theo Nghị định 06',
    agreePrivacy: true,
  });
const assessment = JSON.stringify({
  sector: 'IRON_STEEL',
  fuels: { dieselLitres: 120000, anthraciteTonnes: 800 },
  electricityKwh: 4_500_000,
  employees: 350,
  revenueVnd: 250_000_000_000,
  previousInventory: false,
});

const READS = [
  '/api/health',
  '/api/sectors',
  '/api/countries?take=50',
  '/api/articles?take=10',
  '/api/success-stories?take=10',
  '/api/platform-stats',
  '/api/config',
  '/api/subscription/plans',
].map((path) => ({ method: 'GET', path }));
const WRITES = [
  ...Array.from({ length: 10 }, (_, n) => ({
    method: 'POST',
    path: '/api/spaces/sent-contact-sale',
    headers: json,
    body: contact(n),
  })),
  { method: 'POST', path: '/api/ghg-reports', headers: json, body: assessment },
];
const LIMITED = [
  {
    method: 'POST',
    path: '/api/auth/forgot-password-request',
    headers: json,
    body: JSON.stringify({ email: 'nobody-load@ghg.test' }),
  },
];

interface Row {
  group: string;
  api: number;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
}

async function main(): Promise<number> {
  const name = `load_${Date.now()}`;
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  await clearRateLimits();
  const apis: ApiProcess[] = [];
  const sink = createSmtpSink(await freePort());
  await sink.up();
  const problems: string[] = [];
  try {
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL,
      NODE_ENV: 'production',
      // A working SMTP server, as in production: the outbox sends the writes' mails during the run.
      SMTP_PORT: String(sink.port),
      // The product's limits, as in production.
      RATE_LIMIT_SCALE: '1',
    };
    // One after the other: the first runs the migrations and the seed, the second finds them done.
    for (let i = 0; i < 2; i++) {
      const api = await spawnApi(env);
      await api.healthy(120_000);
      apis.push(api);
    }
    // A short warm-up (JIT, connection pools), then the start figure.
    await Promise.all(
      apis.map((api) => autocannon({ url: api.url, connections: 10, duration: 3, requests: READS })),
    );
    await sleep(2000);
    const start = apis.map((api) => api.rss());
    const peak = [...start];
    const sampler = setInterval(() => {
      apis.forEach((api, i) => {
        const rss = api.rss();
        if (rss !== null && rss > (peak[i] ?? 0)) peak[i] = rss;
      });
    }, 250);

    console.log(
      `load: ${READ_CONNECTIONS} read + ${WRITE_CONNECTIONS} write connections for ${DURATION} s against 2 API ` +
        `processes (${apis.map((a) => a.url).join(', ')}), PostgreSQL ${name}, Redis ${REDIS_URL}\n`,
    );
    const t0 = Date.now();
    const runs: { group: string; api: number; run: ReturnType<typeof autocannon> }[] = [];
    apis.forEach((api, i) => {
      const common = { url: api.url, duration: DURATION, timeout: 10 };
      runs.push({
        group: 'reads',
        api: i,
        run: autocannon({ ...common, connections: READ_CONNECTIONS / 2, requests: READS }),
      });
      runs.push({
        group: 'writes',
        api: i,
        run: autocannon({ ...common, connections: WRITE_CONNECTIONS / 2 - 1, requests: WRITES }),
      });
      runs.push({
        group: 'rate-limited writes',
        api: i,
        run: autocannon({ ...common, connections: 1, requests: LIMITED }),
      });
    });
    const rows: Row[] = [];
    for (const { group, api, run } of runs) {
      const result = await run;
      const statuses: Record<string, number> = {};
      for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
        statuses[status] = count;
      rows.push({
        group,
        api,
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        statuses,
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
    }
    const seconds = (Date.now() - t0) / 1000;
    clearInterval(sampler);
    const loadedEnd = apis.map((api) => api.rss());
    await sleep(SETTLE * 1000);
    const end = apis.map((api) => api.rss());
    const outbox = new pg.Client({ connectionString: url.toString() });
    await outbox.connect();
    const mail = (
      await outbox.query<{ status: string; n: string }>(
        'SELECT status, count(*) AS n FROM mail_outbox GROUP BY 1 ORDER BY 1',
      )
    ).rows;
    await outbox.end();

    const header = ['group', 'API', 'requests', 'req/s', 'errors', 'statuses', 'p50', 'p99'];
    const cells = rows.map((r) => [
      r.group,
      String(r.api + 1),
      String(r.requests),
      (r.requests / DURATION).toFixed(0),
      String(r.errors),
      Object.entries(r.statuses)
        .map(([s, c]) => `${s}:${c}`)
        .join(' '),
      `${r.p50} ms`,
      `${r.p99} ms`,
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
    const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i])).join('  ');
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const c of cells) console.log(line(c));
    const allowed = rows
      .filter((r) => r.group === 'rate-limited writes')
      .reduce(
        (n, r) =>
          n +
          Object.entries(r.statuses)
            .filter(([s]) => /^2/.test(s))
            .reduce((m, [, c]) => m + c, 0),
        0,
      );
    // forgotPassword: 3 per e-mail address per hour, counted in Redis for both processes together.
    console.log(
      `\nrate-limited writes allowed across both processes: ${allowed} (limit: 3 per e-mail per hour)`,
    );
    // Fixed windows: twice the limit may pass when the run straddles a window boundary.
    if (allowed > 6)
      problems.push(`${allowed} rate-limited writes allowed, limit 3 (6 across a window boundary)`);
    console.log(
      `mail outbox after the settle period: ${mail.map((m) => `${m.status} ${m.n}`).join(', ')}; ` +
        `received by the SMTP sink: ${sink.messageIds.length}`,
    );
    const total = rows.reduce((n, r) => n + r.requests, 0);
    console.log(`\n${total} requests in ${seconds.toFixed(0)} s (${(total / DURATION).toFixed(0)} req/s)`);
    console.log('\nmemory (RSS)  start  peak  end of load  end after settle');
    apis.forEach((_, i) => {
      const growth = start[i] && end[i] ? ((end[i]! - start[i]!) / start[i]!) * 100 : NaN;
      console.log(
        `  API ${i + 1}      ${MB(start[i])}  ${MB(peak[i])}  ${MB(loadedEnd[i])}  ${MB(end[i])} ` +
          `(${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
      );
      if (!(growth <= 10))
        problems.push(`API ${i + 1}: RSS ${growth.toFixed(1)} % above the start after ${SETTLE} s`);
    });

    for (const r of rows) {
      const where = `${r.group} on API ${r.api + 1}`;
      if (r.errors > 0) problems.push(`${where}: ${r.errors} errors or timeouts`);
      for (const [status, count] of Object.entries(r.statuses)) {
        if (Number(status) >= 500) problems.push(`${where}: ${count} answers ${status}`);
        else if (!/^2/.test(status) && !(status === '429' && r.group === 'rate-limited writes'))
          problems.push(`${where}: ${count} answers ${status}`);
      }
    }
    apis.forEach((api, i) => {
      if (api.child.exitCode !== null || api.child.signalCode !== null) problems.push(`API ${i + 1} exited`);
    });
  } finally {
    for (const api of apis) await api.kill('SIGTERM');
    await sink.down();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await clearRateLimits();
  }
  console.log(
    problems.length > 0 ? `\nload: FAILED\n  ${problems.join('\n  ')}` : '\nload: every check passed',
  );
  return problems.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
