// The mail outbox against real pieces (the templates alone: mail-templates.test.ts): an in-memory PGlite with the migrations applied, a real maildev (started
// here on free ports, and killed at the end), and a real PostgreSQL for the two-process claim test.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import {
  createMailSender,
  enqueueMail,
  type MailLogger,
  type MailSender,
  type MailSenderOptions,
} from '../../server/mail/outbox';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from '../../server/mail/transport';
import { Maildev, waitUntil, type ReceivedEmail } from './support/maildev';
import { activation, EVIL_NAME } from './support/mail-payloads';

const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

// ---------------------------------------------------------------------------------------------------------------
// maildev

interface MaildevEmail extends ReceivedEmail {
  messageId: string;
  headers: Record<string, string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// helpers

function recordingLogger() {
  const lines: { level: 'info' | 'warn' | 'error'; msg: string; obj: Record<string, unknown> }[] = [];
  const logger: MailLogger = {
    info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
    warn: (obj, msg) => lines.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
  };
  return { logger, lines };
}

function smtpTo(port: number) {
  return createSmtpTransport({
    smtp: { host: '127.0.0.1', port, user: null, pass: null, secure: false },
    mailFrom: 'GHG Platform <no-reply@ghg-demo.vn>',
  });
}

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
  due_in_ms: number;
}

async function row(db: Db, id: string): Promise<OutboxRow> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, status, attempts, last_error, next_attempt_at, sent_at,
            (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS due_in_ms
     FROM mail_outbox WHERE id = $1`,
    [id],
  );
  return rows[0];
}

// ---------------------------------------------------------------------------------------------------------------

describe('mail outbox on PGlite with a real maildev', () => {
  let db: Db;
  let maildev: Maildev;
  let mailDir: string;
  const senders: MailSender[] = [];
  const transports: MailTransport[] = [];

  function sender(options: Partial<MailSenderOptions> = {}): MailSender {
    const transport = options.transport ?? smtpTo(maildev.smtpPort);
    transports.push(transport);
    const created = createMailSender({ db, transport, logger: recordingLogger().logger, ...options });
    senders.push(created);
    return created;
  }

  beforeAll(async () => {
    db = await openDb();
    await migrate(db);
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'maildev-outbox-test-'));
    maildev = new Maildev(await freePort(), await freePort(), mailDir);
  });

  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop()));
    for (const transport of transports.splice(0)) transport.close?.();
  });

  afterAll(async () => {
    await maildev?.stop();
    await db?.close();
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });

  // Runs first, while maildev is not started yet: SMTP is down.
  it('enqueues while SMTP is down, schedules a retry, then delivers exactly once when SMTP is back', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = sender({ logger });

    const queued = await enqueueMail(db, {
      to: 'down@example.vn',
      locale: 'vi',
      template: 'activation',
      payload: activation('An'),
    });

    const started = Date.now();
    const first = await mailer.drain();
    const elapsed = Date.now() - started;
    expect(first).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(elapsed).toBeLessThan(5_000);
    const failed = await row(db, queued.id);
    expect(failed.status).toBe('PENDING');
    expect(failed.attempts).toBe(1);
    expect(failed.due_in_ms).toBeGreaterThan(0);
    expect(failed.due_in_ms).toBeLessThanOrEqual(1_000);
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(lines.some((l) => l.level === 'warn' && l.obj.id === queued.id)).toBe(true);

    // Not due yet: a drain now leaves it alone.
    expect(await mailer.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    await maildev.start();
    await db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [queued.id]);
    expect(await mailer.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await mailer.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const sent = await row(db, queued.id);
    expect(sent.status).toBe('SENT');
    expect(sent.attempts).toBe(2);
    expect(sent.sent_at).toBeInstanceOf(Date);
    const inbox = (await maildev.waitForEmails<MaildevEmail>(1)).filter(
      (m) => m.to[0].address === 'down@example.vn',
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0].messageId).toBe(`${queued.id}@outbox.ghg-platform`);
  });

  describe('with maildev running', () => {
    beforeEach(async () => {
      await maildev.ensureStarted();
      await maildev.clear();
      await db.exec('DELETE FROM mail_outbox');
    });

    it('delivers the rendered message in the right language, with names escaped', async () => {
      const mailer = sender();
      await enqueueMail(db, {
        to: 'lan@example.vn',
        locale: 'vi',
        template: 'activation',
        payload: activation(EVIL_NAME),
      });
      await enqueueMail(db, {
        to: ' john@example.com ',
        locale: 'en',
        template: 'invite',
        payload: {
          inviterName: 'Minh <img src=x onerror=alert(1)>',
          spaceName: 'Thép Xanh',
          link: 'https://app.ghg-demo.vn/invite/abc',
          role: 'MEMBER',
          expiresInDays: 7,
        },
      });
      expect(await mailer.drain()).toEqual({ sent: 2, retried: 0, failed: 0 });

      const inbox = await maildev.waitForEmails<MaildevEmail>(2);
      const vi = inbox.find((m) => m.to[0].address === 'lan@example.vn');
      const en = inbox.find((m) => m.to[0].address === 'john@example.com');
      expect(vi?.subject).toBe('Kích hoạt tài khoản GHG Platform của bạn');
      expect(vi?.html).toContain('Xin chào &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ngọc &amp; Co,');
      expect(vi?.html).not.toContain('<script>');
      expect(vi?.html).toContain('href="https://app.ghg-demo.vn/auth/activate?token=abc123&amp;x=1"');
      expect(vi?.text).toContain('https://app.ghg-demo.vn/auth/activate?token=abc123&x=1');
      expect(vi?.headers.from).toContain('no-reply@ghg-demo.vn');
      expect(en?.subject).toBe(
        'Minh <img src=x onerror=alert(1)> invited you to join the workspace "Thép Xanh"',
      );
      expect(en?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(en?.html).not.toContain('<img');
      expect(en?.text).toContain('as Member');

      const { rows } = await db.query<{ status: string; payload: unknown }>(
        `SELECT status, payload FROM mail_outbox WHERE to_address = 'lan@example.vn'`,
      );
      expect(rows[0].status).toBe('SENT');
      expect(rows[0].payload).toEqual(activation(EVIL_NAME));
    });

    it('sends nothing for a transaction that rolls back, and refuses a bad address', async () => {
      const mailer = sender();
      await expect(
        db.transaction(async (tx) => {
          await enqueueMail(tx, {
            to: 'gone@example.vn',
            locale: 'vi',
            template: 'activation',
            payload: activation('A'),
          });
          throw new Error('sign-up failed');
        }),
      ).rejects.toThrow('sign-up failed');
      await expect(
        enqueueMail(db, {
          to: 'not-an-address',
          locale: 'vi',
          template: 'activation',
          payload: activation('A'),
        }),
      ).rejects.toThrow(/e-mail address/);
      expect(await mailer.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(await maildev.emails()).toHaveLength(0);
    });

    it('sends at once on wake() after the transaction commits, and stop() waits for the batch', async () => {
      const mailer = sender({ pollMs: 60_000 });
      mailer.start();
      // Let the first (empty) pass run, so that only wake() can explain a quick delivery.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { id } = await db.transaction((tx) =>
        enqueueMail(tx, {
          to: 'wake@example.vn',
          locale: 'en',
          template: 'password-changed',
          payload: { firstName: 'Bo' },
        }),
      );
      const started = Date.now();
      mailer.wake();
      await waitUntil(async () => (await row(db, id)).status === 'SENT', 5_000, 'the woken sender');
      expect(Date.now() - started).toBeLessThan(2_000);
      await mailer.stop();
      const inbox = await maildev.waitForEmails<MaildevEmail>(1);
      expect(inbox.map((m) => m.subject)).toEqual(['Your GHG Platform password was changed']);
    });

    it('stop() finishes the batch in flight and leaves the rest for later', async () => {
      for (let i = 0; i < 6; i += 1) {
        await enqueueMail(db, {
          to: `stop${i}@example.vn`,
          locale: 'vi',
          template: 'password-changed',
          payload: { firstName: 'Vy' },
        });
      }
      const slow = recordingTransport(smtpTo(maildev.smtpPort), 150);
      const mailer = sender({ transport: slow, batchSize: 2 });
      mailer.start();
      await waitUntil(async () => slow.sent.length >= 1, 5_000, 'the first message');
      await mailer.stop();
      const counts = async () =>
        Object.fromEntries(
          (
            await db.query<{ status: string; n: number }>(
              'SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status',
            )
          ).rows.map((r) => [r.status, r.n]),
        );
      expect(await counts()).toEqual({ SENT: 2, PENDING: 4 });
      expect(await mailer.drain()).toEqual({ sent: 4, retried: 0, failed: 0 });
      expect(await counts()).toEqual({ SENT: 6 });
      // maildev stores a message a moment after accepting it: wait for all six, or a late one would land in the
      // next test's inbox after its clear().
      expect((await maildev.waitForEmails(6)).map((m) => m.to[0].address).sort()).toEqual(
        [0, 1, 2, 3, 4, 5].map((i) => `stop${i}@example.vn`),
      );
    });

    it('claims again a row left in SENDING whose lease has run out (its process died), not one whose lease holds', async () => {
      const mailer = sender();
      const stale = await enqueueMail(db, {
        to: 'stale@example.vn',
        locale: 'vi',
        template: 'contact-received',
        payload: { firstName: 'Hà' },
      });
      const busy = await enqueueMail(db, {
        to: 'busy@example.vn',
        locale: 'vi',
        template: 'contact-received',
        payload: { firstName: 'Hà' },
      });
      // As a process that died mid-send leaves them: claimed, with a lease that ran out a second ago (stale), or
      // that still holds for four minutes (busy: its sender is alive and sending).
      await db.query(
        `UPDATE mail_outbox SET status = 'SENDING', attempts = 1, claim_token = gen_random_uuid(),
           claimed_at = now() - interval '6 minutes', lease_until = now() - interval '1 second' WHERE id = $1`,
        [stale.id],
      );
      await db.query(
        `UPDATE mail_outbox SET status = 'SENDING', attempts = 1, claim_token = gen_random_uuid(),
           claimed_at = now() - interval '1 minute', lease_until = now() + interval '4 minutes' WHERE id = $1`,
        [busy.id],
      );
      expect(await mailer.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect((await row(db, stale.id)).status).toBe('SENT');
      expect((await row(db, stale.id)).attempts).toBe(2);
      expect((await row(db, busy.id)).status).toBe('SENDING');
      const inbox = await maildev.waitForEmailsTo('stale@example.vn', 1);
      expect(inbox).toHaveLength(1);
      expect(await maildev.emailsTo('busy@example.vn')).toEqual([]);
      expect(inbox[0].subject).toBe('GHG Platform đã nhận được thông tin liên hệ của bạn');
    });

    it('holds each claim for leaseMs while sending, and clears the lease when the row is finished', async () => {
      const leases: number[] = [];
      const inner = smtpTo(maildev.smtpPort);
      const transport: MailTransport = {
        async sendMail(message) {
          const id = /^<([^@]+)@/.exec(message.messageId ?? '')?.[1];
          const { rows } = await db.query<{ lease_ms: number }>(
            `SELECT (extract(epoch FROM lease_until - now()) * 1000)::float8 AS lease_ms
             FROM mail_outbox WHERE id = $1`,
            [id],
          );
          leases.push(rows[0].lease_ms);
          return inner.sendMail(message);
        },
        close: () => inner.close?.(),
      };
      const mailer = sender({ transport, leaseMs: 90_000 });
      const { id } = await enqueueMail(db, {
        to: 'lease@example.vn',
        locale: 'en',
        template: 'contact-received',
        payload: { firstName: 'Lan' },
      });
      expect(await mailer.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(leases).toHaveLength(1);
      expect(leases[0]).toBeGreaterThan(80_000);
      expect(leases[0]).toBeLessThanOrEqual(90_000);
      const { rows } = await db.query('SELECT status, lease_until FROM mail_outbox WHERE id = $1', [id]);
      expect(rows[0]).toEqual({ status: 'SENT', lease_until: null });
    });

    describe('retention', () => {
      interface BodyRow {
        to_address: string;
        subject: string;
        html: string | null;
        text: string | null;
        payload: unknown;
        purged_at: Date | null;
      }
      const body = async (id: string): Promise<BodyRow> =>
        (
          await db.query<BodyRow>(
            'SELECT to_address, subject, html, text, payload, purged_at FROM mail_outbox WHERE id = $1',
            [id],
          )
        ).rows[0];

      /** An activation mail (it holds a link), set to `status` and aged by SQL (`created` and `sent` ago). */
      async function aged(to: string, status: string, created: string, sent: string | null): Promise<string> {
        const { id } = await enqueueMail(db, {
          to,
          locale: 'vi',
          template: 'activation',
          payload: activation('Hà'),
        });
        await db.query(
          `UPDATE mail_outbox SET status = $2, created_at = now() - $3::interval,
             sent_at = CASE WHEN $4::text IS NULL THEN NULL ELSE now() - $4::interval END
           WHERE id = $1`,
          [id, status, created, sent],
        );
        return id;
      }

      it('purges the body (and its links) of delivered and failed mail past the retention, keeps the rest', async () => {
        const oldSent = await aged('old-sent@example.vn', 'SENT', '9 days', '8 days');
        const recentSent = await aged('recent-sent@example.vn', 'SENT', '9 days', '6 days');
        const oldFailed = await aged('old-failed@example.vn', 'FAILED', '8 days', null);
        const oldPending = await aged('old-pending@example.vn', 'PENDING', '30 days', null);
        const before = await body(recentSent);
        expect(before.html).toContain('/auth/activate?token=');

        const mailer = sender({ retentionMs: 7 * 24 * 60 * 60_000 });
        expect(await mailer.purge()).toBe(2);
        for (const id of [oldSent, oldFailed]) {
          const purged = await body(id);
          expect(purged).toMatchObject({ html: null, text: null, payload: null });
          expect(purged.purged_at).toBeInstanceOf(Date);
          // The minimal record stays.
          expect(purged.to_address).toMatch(/^old-(sent|failed)@example\.vn$/);
          expect(purged.subject.length).toBeGreaterThan(0);
        }
        expect(await body(recentSent)).toEqual(before);
        expect((await body(oldPending)).html).toContain('/auth/activate?token=');
        // Nothing left to purge; a purged row is not purged twice.
        expect(await mailer.purge()).toBe(0);
        await db.query('DELETE FROM mail_outbox WHERE id = ANY($1::uuid[])', [[recentSent, oldPending]]);
      });

      it('is done by the running sender, every purgeEveryMs', async () => {
        const id = await aged('running-purge@example.vn', 'SENT', '2 hours', '2 hours');
        const mailer = sender({ retentionMs: 60 * 60_000, purgeEveryMs: 50, pollMs: 20 });
        mailer.start();
        await waitUntil(
          async () => (await body(id)).purged_at !== null,
          10_000,
          'the running sender to purge',
        );
        expect((await body(id)).html).toBeNull();
      });
    });

    it('gives up after maxAttempts with an error log, backing off exponentially', async () => {
      const { logger, lines } = recordingLogger();
      const downPort = await freePort();
      const mailer = sender({
        transport: smtpTo(downPort),
        logger,
        maxAttempts: 3,
        baseDelayMs: 10_000,
        random: () => 1,
      });
      const { id } = await enqueueMail(db, {
        to: 'never@example.vn',
        locale: 'vi',
        template: 'password-changed',
        payload: { firstName: 'Tú' },
      });
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        expect(await mailer.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
        delays.push((await row(db, id)).due_in_ms);
        await db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
      }
      // random() = 1 -> the full delay: 10 s, then 20 s.
      expect(delays[0]).toBeGreaterThan(9_000);
      expect(delays[0]).toBeLessThanOrEqual(10_000);
      expect(delays[1]).toBeGreaterThan(19_000);
      expect(delays[1]).toBeLessThanOrEqual(20_000);
      expect(await mailer.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
      const last = await row(db, id);
      expect(last.status).toBe('FAILED');
      expect(last.attempts).toBe(3);
      expect(lines.filter((l) => l.level === 'error').map((l) => l.obj.id)).toEqual([id]);
      expect(await mailer.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    });

    it('never sends a row twice when two senders work on one database at once', async () => {
      const count = 30;
      for (let i = 0; i < count; i += 1) {
        await enqueueMail(db, {
          to: `pair${i}@example.vn`,
          locale: i % 2 ? 'en' : 'vi',
          template: 'password-changed',
          payload: { firstName: `User ${i}` },
        });
      }
      const a = recordingTransport(smtpTo(maildev.smtpPort));
      const b = recordingTransport(smtpTo(maildev.smtpPort));
      const results = await Promise.all([
        sender({ transport: a, batchSize: 3 }).drain(),
        sender({ transport: b, batchSize: 3 }).drain(),
      ]);
      expect(results[0].sent + results[1].sent).toBe(count);
      const all = [...a.sent, ...b.sent];
      expect(new Set(all).size).toBe(count);
      expect(all).toHaveLength(count);
      const inbox = await maildev.waitForEmails<MaildevEmail>(count);
      expect(inbox).toHaveLength(count);
      expect(new Set(inbox.map((m) => m.to[0].address)).size).toBe(count);
    });
  });

  // Needs maildev, which the first test started.
  describe('on PostgreSQL, two API processes (two pools)', () => {
    const dbName = `mail_outbox_${randomUUID().replace(/-/g, '')}`;
    const adminUrl = POSTGRES_URL;
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${dbName}`;
    let processA: Db | null = null;
    let processB: Db | null = null;

    async function admin(sql: string): Promise<void> {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      await maildev.ensureStarted();
      await admin(`CREATE DATABASE ${dbName}`);
      processA = await openDb({ databaseUrl: url.toString(), maxConnections: 4 });
      processB = await openDb({ databaseUrl: url.toString(), maxConnections: 4 });
      // Both processes migrate at start-up, at the same time.
      await Promise.all([migrate(processA), migrate(processB)]);
    });

    afterAll(async () => {
      await processA?.close();
      await processB?.close();
      await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    });

    it('gives each row whose lease ran out to exactly one of two processes', async () => {
      const a = processA as Db;
      const b = processB as Db;
      await maildev.clear();
      const count = 12;
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) {
        ids.push(
          (
            await enqueueMail(a, {
              to: `lease${i}@example.vn`,
              locale: 'vi',
              template: 'contact-received',
              payload: { firstName: `Người ${i}` },
            })
          ).id,
        );
      }
      // A process died with every row claimed.
      await a.query(
        `UPDATE mail_outbox SET status = 'SENDING', attempts = 1, claim_token = gen_random_uuid(),
           claimed_at = now() - interval '10 minutes', lease_until = now() - interval '5 minutes'
         WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      const transports = [0, 1].map(() => recordingTransport(smtpTo(maildev.smtpPort), 5));
      const results = await Promise.all(
        transports.map((transport, i) =>
          createMailSender({
            db: i ? b : a,
            transport,
            batchSize: 2,
            logger: recordingLogger().logger,
          }).drain(),
        ),
      );
      for (const t of transports) t.close?.();
      const sent = transports.flatMap((t) => t.sent);
      expect(results[0].sent + results[1].sent).toBe(count);
      expect(new Set(sent).size).toBe(count);
      expect(sent).toHaveLength(count);
      const { rows } = await a.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE id = ANY($1::uuid[]) AND status = 'SENT' AND attempts = 2`,
        [ids],
      );
      expect(rows[0].n).toBe(count);
      await a.query('DELETE FROM mail_outbox');
    });

    it('claims each row exactly once with SKIP LOCKED across two pools', async () => {
      const a = processA as Db;
      const b = processB as Db;
      await maildev.clear();
      const count = 60;
      await a.transaction(async (tx) => {
        for (let i = 0; i < count; i += 1) {
          await enqueueMail(tx, {
            to: `pg${i}@example.vn`,
            locale: 'vi',
            template: 'activation',
            payload: activation(`Người dùng ${i}`),
          });
        }
      });

      // Four senders (two per process), small batches and a little delay per message so that claims interleave.
      const transports = [0, 1, 2, 3].map(() => recordingTransport(smtpTo(maildev.smtpPort), 5));
      const workers = transports.map((transport, i) =>
        createMailSender({ db: i % 2 ? b : a, transport, batchSize: 4, logger: recordingLogger().logger }),
      );
      const results = await Promise.all(workers.map((w) => w.drain()));
      for (const t of transports) t.close?.();

      const sent = transports.flatMap((t) => t.sent);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(count);
      expect(sent).toHaveLength(count);
      expect(new Set(sent).size).toBe(count);
      // The work was shared, not done by one sender while the others waited.
      expect(transports.filter((t) => t.sent.length > 0).length).toBeGreaterThan(1);
      const { rows } = await a.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status',
      );
      expect(rows).toEqual([{ status: 'SENT', n: count }]);
      const inbox = await maildev.waitForEmails<MaildevEmail>(count);
      expect(inbox).toHaveLength(count);
      expect(new Set(inbox.map((m) => m.to[0].address)).size).toBe(count);
    });
  });
});

/** Forwards to a real transport and records the outbox ids (from the Message-ID) it was asked to send. */
function recordingTransport(inner: MailTransport, delayMs = 0): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async sendMail(message: OutgoingMail) {
      sent.push(message.messageId ?? '');
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return inner.sendMail(message);
    },
    close: () => inner.close?.(),
  };
}
