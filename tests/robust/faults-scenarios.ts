// The fault scenarios, shared by `npm run faults` (tests/robust/faults.ts) and its short form
// (tests/api/faults.test.ts):
// - crashAndMail: (a) the API process is SIGKILLed during concurrent writes; after a restart every acknowledged
//   write is in the database and no write is half there (a contact request without its two mails, or a mail
//   without its request); (b) the SMTP server is down the whole time, then comes back: every mail queued while it
//   was down (before and after the crash) is delivered, exactly once each.
// - postgresRestart: (c) a private PostgreSQL cluster is stopped and started again under load; the same API process
//   answers again, without a restart of its own, and while the database is away a call that needs it answers 503
//   SERVICE_UNAVAILABLE with a Retry-After (tallied as `503`; one without the header as `503-no-retry-after`), never
//   500.
import pg from 'pg';
import { createPostgresDatabase } from '../api/harness';
import {
  createSmtpSink,
  freePort,
  sleep,
  spawnApi,
  startPrivatePostgres,
  writeLoad,
  type ApiProcess,
} from './faults-core';

export interface CrashAndMailOptions {
  writers: number;
  /** How long the writes run before the SIGKILL (ms). */
  killAfterMs: number;
  /** Writes sent to the restarted API while SMTP is still down. */
  writesAfterRestart: number;
  /** How long to wait for every mail once SMTP is back (ms). */
  deliveryTimeoutMs: number;
}

export interface CrashAndMailReport {
  startupMs: number;
  /** Answers during the writes, by status ("error": no answer, the process was gone). */
  byStatus: Record<string, number>;
  acked: number;
  /** Acknowledged ids missing after the restart: must be 0. */
  lostAcked: number;
  /** Rows committed whose answer never arrived (allowed: the crash cut the answer). */
  unacknowledgedRows: number;
  /** Contact requests without exactly their two mails, plus mails without their request: must be 0. */
  halfWritten: number;
  restartMs: number;
  mailsQueued: number;
  /** Failed attempts recorded while SMTP was down (proves the mails were tried and retried). */
  failedAttempts: number;
  mailsDelivered: number;
  /** Mails delivered more than once (the sink saw the same Message-ID twice). */
  duplicates: number;
  /**
   * Mails the killed process had claimed (SENDING) when it died: the sender takes them again once the claim is 5
   * minutes old (staleAfterMs), so they are not waited for here; they must not be lost (still SENDING, not gone).
   */
  claimedByKilled: number;
  undelivered: number;
  deliveryMs: number;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function crashAndMail(options: CrashAndMailOptions): Promise<CrashAndMailReport> {
  const database = await createPostgresDatabase();
  const url = database.url!;
  const sink = createSmtpSink(await freePort());
  const env = { DATABASE_URL: url, SMTP_PORT: String(sink.port) };
  const tag = `${process.pid}-${Date.now()}`;
  let api: ApiProcess | null = null;
  try {
    // (a) writes, then SIGKILL in the middle of them. SMTP is down from the start.
    api = await spawnApi(env);
    const startupMs = await api.healthy();
    const load = writeLoad(api.url, options.writers, tag);
    await sleep(options.killAfterMs);
    const killedAt = new Date();
    await api.kill('SIGKILL');
    const tally = await load.stop();

    api = await spawnApi(env);
    const restartMs = await api.healthy();
    const rows = await withClient(url, async (c) => {
      const ids = new Set(
        (await c.query<{ id: string }>('SELECT id FROM contact_requests')).rows.map((r) => r.id),
      );
      const half = await c.query<{ n: string }>(
        `SELECT
           (SELECT count(*) FROM contact_requests r
             WHERE (SELECT count(*) FROM mail_outbox m WHERE m.template = 'contact-received' AND m.to_address = r.email) <> 1
                OR (SELECT count(*) FROM mail_outbox m WHERE m.template = 'contact-sale-notification'
                      AND m.payload->>'email' = r.email) <> 1)
           + (SELECT count(*) FROM mail_outbox m WHERE m.template = 'contact-received'
                AND NOT EXISTS (SELECT 1 FROM contact_requests r WHERE r.email = m.to_address))
           AS n`,
      );
      return { ids, halfWritten: Number(half.rows[0].n) };
    });
    const lostAcked = tally.acked.filter((id) => !rows.ids.has(id)).length;

    // (b) more mail queued on the restarted process while SMTP is still down, then SMTP comes back.
    const after = writeLoad(api.url, 1, `${tag}-after`);
    while ((after.tally.byStatus['201'] ?? 0) < options.writesAfterRestart) await sleep(20);
    await after.stop();
    await sleep(1500);
    const failedAttempts = await withClient(url, async (c) =>
      Number((await c.query('SELECT count(*) AS n FROM mail_outbox WHERE last_error IS NOT NULL')).rows[0].n),
    );
    await sink.up();
    const t0 = Date.now();
    let state = { queued: 0, sent: 0, claimedByKilled: 0, pending: 0 };
    const readState = () =>
      withClient(url, async (c) => {
        const { rows: r } = await c.query<{ status: string; stale: boolean; n: string }>(
          `SELECT status, (status = 'SENDING' AND claimed_at < $1) AS stale, count(*) AS n
             FROM mail_outbox GROUP BY 1, 2`,
          [killedAt],
        );
        const n = (pred: (x: (typeof r)[number]) => boolean) =>
          r.filter(pred).reduce((sum, x) => sum + Number(x.n), 0);
        return {
          queued: n(() => true),
          sent: n((x) => x.status === 'SENT'),
          claimedByKilled: n((x) => x.stale),
          pending: n((x) => x.status !== 'SENT' && !x.stale),
        };
      });
    while (Date.now() - t0 < options.deliveryTimeoutMs) {
      state = await readState();
      if (state.pending === 0) break;
      await sleep(250);
    }
    const deliveryMs = Date.now() - t0;
    const sentIds = await withClient(url, async (c) =>
      (await c.query<{ id: string }>(`SELECT id FROM mail_outbox WHERE status = 'SENT'`)).rows.map(
        (r) => `<${r.id}@outbox.ghg-platform>`,
      ),
    );
    const received = new Set(sink.messageIds);
    return {
      startupMs,
      byStatus: tally.byStatus,
      acked: tally.acked.length,
      lostAcked,
      unacknowledgedRows: rows.ids.size - (tally.acked.length - lostAcked),
      halfWritten: rows.halfWritten,
      restartMs,
      mailsQueued: state.queued,
      failedAttempts,
      mailsDelivered: sentIds.filter((id) => received.has(id)).length,
      duplicates: sink.messageIds.length - received.size,
      claimedByKilled: state.claimedByKilled,
      undelivered: state.pending + sentIds.filter((id) => !received.has(id)).length,
      deliveryMs,
    };
  } finally {
    await api?.kill('SIGTERM');
    await sink.down();
    await database.drop();
  }
}

// ---------------------------------------------------------------------------------------------------------------

export interface PostgresRestartOptions {
  readers: number;
  writers: number;
  /** Load before the stop, outage length, load after the start (ms). */
  beforeMs: number;
  outageMs: number;
  afterMs: number;
}

export interface PostgresRestartReport {
  skipped?: string;
  before?: Record<string, number>;
  during?: Record<string, number>;
  after?: Record<string, number>;
  /** From `pg_ctl start` returning to the first 200 of GET /api/health and the first 201 write (ms). */
  healthBackMs?: number;
  writeBackMs?: number;
  /** The API process was the same one throughout. */
  sameProcess?: boolean;
}

export async function postgresRestart(options: PostgresRestartOptions): Promise<PostgresRestartReport> {
  const cluster = await startPrivatePostgres();
  if (typeof cluster === 'string') return { skipped: cluster };
  let api: ApiProcess | null = null;
  try {
    api = await spawnApi({ DATABASE_URL: cluster.url, SMTP_PORT: String(await freePort()) });
    await api.healthy();
    const pid = api.pid;
    const phases: Record<'before' | 'during' | 'after', Record<string, number>> = {
      before: {},
      during: {},
      after: {},
    };
    let phase: keyof typeof phases = 'before';
    let running = true;
    let restartedAt = 0;
    let healthBackMs: number | undefined;
    let writeBackMs: number | undefined;
    const count = (key: string) => (phases[phase][key] = (phases[phase][key] ?? 0) + 1);
    // A 503 must say when to retry (server/db/unavailable.ts): one that does not is tallied apart.
    const statusKey = (res: Response) =>
      res.status === 503 && !res.headers.get('retry-after') ? '503-no-retry-after' : String(res.status);
    const base = api.url;
    const reader = async () => {
      while (running) {
        for (const path of ['/api/health', '/api/articles?take=5', '/api/sectors']) {
          try {
            const res = await fetch(base + path, { signal: AbortSignal.timeout(10_000) });
            await res.arrayBuffer();
            count(statusKey(res));
            if (path === '/api/health' && res.status === 200 && restartedAt && healthBackMs === undefined)
              healthBackMs = Date.now() - restartedAt;
          } catch {
            count('error');
            await sleep(50);
          }
        }
      }
    };
    const writer = async (n: number) => {
      let i = 0;
      while (running) {
        try {
          const res = await fetch(`${base}/api/spaces/sent-contact-sale`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              firstName: 'An',
              lastName: 'Nguyễn',
              email: `pg-restart-${n}-${i++}@ghg.test`,
              phone: '0912345678',
              companyName: 'Công ty TNHH Thép Xanh',
              career: 'Sản xuất thép',
              companySize: '1-50',
              requirement: 'Kiểm kê',
              agreePrivacy: true,
            }),
            signal: AbortSignal.timeout(10_000),
          });
          await res.arrayBuffer();
          count(statusKey(res));
          if (res.status === 201 && restartedAt && writeBackMs === undefined)
            writeBackMs = Date.now() - restartedAt;
        } catch {
          count('error');
          await sleep(50);
        }
      }
    };
    const loops = Promise.all([
      ...Array.from({ length: options.readers }, reader),
      ...Array.from({ length: options.writers }, (_, n) => writer(n)),
    ]);
    await sleep(options.beforeMs);
    phase = 'during';
    cluster.stop('fast');
    await sleep(options.outageMs);
    cluster.start();
    restartedAt = Date.now();
    phase = 'after';
    // Answers of the first seconds after the start may still carry errors of the broken connections; the "after"
    // tally starts once the first health check came back, and must then be clean.
    while (healthBackMs === undefined && Date.now() - restartedAt < 30_000) await sleep(50);
    phases.after = {};
    await sleep(options.afterMs);
    running = false;
    await loops;
    return {
      before: phases.before,
      during: phases.during,
      after: phases.after,
      healthBackMs,
      writeBackMs,
      sameProcess: api.pid === pid && api.child.exitCode === null && api.child.signalCode === null,
    };
  } finally {
    await api?.kill('SIGTERM');
    cluster.destroy();
  }
}
