// `npm run faults`: the fault runs of tests/robust/faults-scenarios.ts, at full size, with their results printed.
// (a) SIGKILL of the API during concurrent writes, (b) SMTP down then up, on a fresh database of the shared
// PostgreSQL (PG_TEST_URL or postgres://postgres@127.0.0.1:5432/test; dropped after); (c) a private PostgreSQL
// cluster (initdb in a temporary folder, as the postgres user) stopped and started under load: while it is down the
// API answers 503 SERVICE_UNAVAILABLE with a Retry-After, never 500. Exits 1 when a check fails; (c) is skipped,
// with the reason, where a private cluster cannot be made.
//
//   FAULTS_WRITERS (default 20), FAULTS_KILL_AFTER_MS (default 3000)
import { crashAndMail, postgresRestart } from './faults-scenarios';

const json = (value: unknown) => JSON.stringify(value);

async function main(): Promise<number> {
  const problems: string[] = [];
  console.log('=== (a) SIGKILL during concurrent writes, (b) SMTP down then up');
  const a = await crashAndMail({
    writers: Number(process.env.FAULTS_WRITERS ?? 20),
    killAfterMs: Number(process.env.FAULTS_KILL_AFTER_MS ?? 3000),
    writesAfterRestart: 20,
    deliveryTimeoutMs: 120_000,
  });
  console.log(`  API start ${a.startupMs} ms; answers during the writes: ${json(a.byStatus)}`);
  console.log(
    `  acknowledged writes ${a.acked}; missing after restart ${a.lostAcked}; committed without an answer ` +
      `${a.unacknowledgedRows}; half-written ${a.halfWritten}; restart to healthy ${a.restartMs} ms`,
  );
  console.log(
    `  mails queued while SMTP was down ${a.mailsQueued} (failed attempts recorded ${a.failedAttempts}); ` +
      `delivered after it came back ${a.mailsDelivered} in ${a.deliveryMs} ms; duplicates ${a.duplicates}; ` +
      `left SENDING by the killed process (re-sent after the 5-minute claim expiry) ${a.claimedByKilled}; ` +
      `undelivered ${a.undelivered}`,
  );
  if (a.lostAcked > 0) problems.push(`${a.lostAcked} acknowledged writes lost`);
  if (a.halfWritten > 0) problems.push(`${a.halfWritten} half-written rows`);
  if (a.acked === 0) problems.push('no write was acknowledged before the kill');
  if (a.failedAttempts === 0) problems.push('no mail attempt failed while SMTP was down');
  if (a.undelivered > 0) problems.push(`${a.undelivered} mails not delivered`);
  if (a.duplicates > 0) problems.push(`${a.duplicates} mails delivered twice`);

  console.log('\n=== (c) private PostgreSQL stopped and started under load');
  const c = await postgresRestart({ readers: 10, writers: 5, beforeMs: 5000, outageMs: 5000, afterMs: 5000 });
  if (c.skipped) {
    console.log(`  skipped: ${c.skipped}`);
  } else {
    console.log(`  before the stop: ${json(c.before)}`);
    console.log(`  while stopped:   ${json(c.during)}`);
    console.log(`  after the start: ${json(c.after)}`);
    const during = c.during ?? {};
    console.log(
      `  while stopped: 503 with Retry-After ${during['503'] ?? 0}, 503 without ${during['503-no-retry-after'] ?? 0}, ` +
        `500 ${during['500'] ?? 0}`,
    );
    console.log(
      `  health back ${c.healthBackMs} ms and first write ${c.writeBackMs} ms after pg_ctl start; ` +
        `same API process: ${c.sameProcess}`,
    );
    const bad = (tally: Record<string, number> = {}) =>
      Object.entries(tally)
        .filter(([status]) => !/^2/.test(status))
        .reduce((n, [, v]) => n + v, 0);
    if (!c.sameProcess) problems.push('the API process did not survive the database restart');
    if (c.healthBackMs === undefined || c.writeBackMs === undefined)
      problems.push('the API did not answer again');
    if (bad(c.before) > 0) problems.push('errors before the database stopped');
    if (bad(c.after) > 0) problems.push('errors after the database came back');
    // The outage is a 503 with a Retry-After (server/db/unavailable.ts), never the 500 of a defect.
    if ((during['500'] ?? 0) > 0) problems.push(`${during['500']} answers 500 while the database was down`);
    if ((during['503-no-retry-after'] ?? 0) > 0)
      problems.push('503 without Retry-After while the database was down');
    if ((during['503'] ?? 0) === 0) problems.push('no 503 while the database was down');
  }
  console.log(
    problems.length > 0 ? `\nfaults: FAILED\n  ${problems.join('\n  ')}` : '\nfaults: every check passed',
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
