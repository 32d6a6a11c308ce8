// Mail that is never lost: a transactional outbox (table `mail_outbox`, migration 0100) and the sender that
// empties it.
//
// - `enqueueMail(tx, ...)` renders the template and inserts a row, inside the caller's transaction. It never
//   touches SMTP, so a sign-up never fails because the mail server is down, and a rolled-back sign-up sends nothing.
// - `createMailSender(...)` claims due rows and sends them. Claiming is one statement,
//   `UPDATE ... FROM (SELECT ... FOR UPDATE SKIP LOCKED LIMIT n)`, so several API processes on one PostgreSQL
//   database never claim the same row; on PGlite (one process) the same SQL runs uncontended.
//   A failed attempt goes back to PENDING with an exponential backoff plus jitter; after `maxAttempts` the row is
//   FAILED and logged. Each claim is a lease (`lease_until`, `leaseMs` = 5 minutes by default): a row left in
//   SENDING by a process that died is claimed again once its lease has run out.
// - Retention: the body of a finished message (html, text, payload: activation, invitation and reset links) is
//   purged once it is older than `retentionMs` (MAIL_RETENTION_DAYS, 7 days by default); the running sender does
//   it every `purgeEveryMs` (1 hour), and `purge()` does it at once. The row stays as a record without a body.
//
// Delivery is at least once: if a process dies after the SMTP server accepted a message but before the row was
// marked SENT, the message goes out again when the lease has run out. Each message carries a Message-ID derived from
// its row id, so the copies are recognisable as one message.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import {
  claimDueMail,
  insertOutboxMail,
  markMailFailed,
  markMailSent,
  purgeFinishedMail,
  scheduleMailRetry,
  type ClaimedMail,
} from '../db/repos/mail-outbox';
import type { Locale } from '../../domain/messages';
import { renderMail, type MailTemplateName, type MailTemplatePayloads } from './templates';
import type { MailTransport } from './transport';

export type MailStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';

/** A database handle or a transaction handle; the outbox needs only `query`. */
export type Queryable = Pick<Db, 'query'>;

export interface MailLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

export interface EnqueueMailInput<K extends MailTemplateName> {
  to: string;
  locale: Locale;
  template: K;
  payload: MailTemplatePayloads[K];
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/**
 * Renders `template` in `locale` and stores the message for the sender. Pass the transaction handle of the change
 * that causes the mail (e.g. the sign-up), then call `sender.wake()` after the commit to send it at once.
 */
export async function enqueueMail<K extends MailTemplateName>(
  db: Queryable,
  input: EnqueueMailInput<K>,
): Promise<{ id: string }> {
  const to = input.to.trim();
  if (!EMAIL_SHAPE.test(to)) throw new Error('enqueueMail: "to" is not an e-mail address');
  const locale: Locale = input.locale === 'en' ? 'en' : 'vi';
  const rendered = renderMail(input.template, locale, input.payload);
  return insertOutboxMail(db, {
    to,
    locale,
    template: input.template,
    payload: input.payload,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  });
}

export interface MailSenderOptions {
  db: Queryable;
  transport: MailTransport;
  logger?: MailLogger;
  /** How often the running sender looks for due mail (ms). */
  pollMs?: number;
  /** Attempts before a message is FAILED. */
  maxAttempts?: number;
  /** Delay before the second attempt; doubles with each attempt (ms). */
  baseDelayMs?: number;
  /** Upper bound of the delay between two attempts (ms). */
  maxDelayMs?: number;
  /** Rows claimed per statement. */
  batchSize?: number;
  /**
   * How long a claim holds a row (ms). A SENDING row whose lease has run out belonged to a process that died; it
   * is claimed again. Longer than any one send can take (the SMTP timeouts are seconds).
   */
  leaseMs?: number;
  /** Finished (SENT, FAILED) messages older than this lose their body (ms; default 7 days). */
  retentionMs?: number;
  /** How often the running sender purges (ms; default 1 hour). */
  purgeEveryMs?: number;
  /** Right-hand side of the Message-ID of every message. */
  messageIdDomain?: string;
  /** Random source of the backoff jitter, [0, 1). */
  random?: () => number;
}

export interface DrainResult {
  sent: number;
  /** Failed attempts that were scheduled again. */
  retried: number;
  /** Messages given up on (FAILED). */
  failed: number;
}

export interface MailSender {
  /** Starts polling every `pollMs`. */
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Sends everything that is due now, then resolves (tests, scripts, shutdown). Waits for a batch in flight. */
  drain(): Promise<DrainResult>;
  /** Looks for due mail at once instead of at the next poll (call after committing an enqueue). No-op when stopped. */
  wake(): void;
  /** Purges the body of every finished message older than the retention now; resolves with how many. */
  purge(): Promise<number>;
}

type ClaimedRow = ClaimedMail;

/** Without a logger: warnings and errors to the console, nothing for each sent mail. */
const defaultLogger: MailLogger = {
  info: () => undefined,
  warn: (obj, msg) => console.warn(`[mail] ${msg}`, obj),
  error: (obj, msg) => console.error(`[mail] ${msg}`, obj),
};

export function createMailSender(options: MailSenderOptions): MailSender {
  const {
    db,
    transport,
    logger = defaultLogger,
    pollMs = 1000,
    maxAttempts = 12,
    baseDelayMs = 1000,
    maxDelayMs = 5 * 60_000,
    batchSize = 10,
    leaseMs = 5 * 60_000,
    retentionMs = 7 * 24 * 60 * 60_000,
    purgeEveryMs = 60 * 60_000,
    messageIdDomain = 'outbox.ghg-platform',
    random = Math.random,
  } = options;

  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let tickInFlight = false;
  let wakeRequested = false;
  // Every pass over the outbox runs on this chain, one at a time, so drain() and the poller never overlap.
  let chain: Promise<unknown> = Promise.resolve();

  function serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  }

  /** Delay after failed attempt number `attempts` (1-based): base * 2^(attempts-1), capped, 50-100 % jitter. */
  function backoffMs(attempts: number): number {
    const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempts - 1, 30));
    return Math.max(1, Math.round(exponential / 2 + (random() * exponential) / 2));
  }

  async function markSent(row: ClaimedRow, token: string): Promise<void> {
    await markMailSent(db, row.id, token);
  }

  async function markFailedAttempt(
    row: ClaimedRow,
    token: string,
    error: string,
  ): Promise<'retried' | 'failed'> {
    const log = { id: row.id, template: row.template, attempts: row.attempts, error };
    if (row.attempts >= maxAttempts) {
      await markMailFailed(db, row.id, token, error);
      logger.error(log, 'mail failed for good after the last attempt');
      return 'failed';
    }
    const delayMs = backoffMs(row.attempts);
    await scheduleMailRetry(db, row.id, token, error, delayMs);
    logger.warn({ ...log, retryInMs: delayMs }, 'mail attempt failed, will retry');
    return 'retried';
  }

  async function deliver(row: ClaimedRow & { claim_token: string }): Promise<keyof DrainResult> {
    if (row.attempts > maxAttempts) {
      // Claimed again after a crash with no attempts left: a message that kills the process must not loop forever.
      return markFailedAttempt(
        row,
        row.claim_token,
        'abandoned: the sending process stopped during the last attempt',
      );
    }
    try {
      await transport.sendMail({
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: `<${row.id}@${messageIdDomain}>`,
      });
    } catch (err) {
      return markFailedAttempt(row, row.claim_token, describeError(err));
    }
    await markSent(row, row.claim_token);
    logger.info({ id: row.id, template: row.template, attempts: row.attempts }, 'mail sent');
    return 'sent';
  }

  /** Claims and sends batches until nothing due (as of the first claim) is left, or `keepGoing` says stop. */
  async function pass(keepGoing: () => boolean = () => true): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    let cutoff: string | null = null;
    for (;;) {
      const token = randomUUID();
      const rows = await claimWithToken(cutoff, token);
      if (rows.length === 0) return result;
      // Later claims of this pass stop at the first claim's time, so retries scheduled meanwhile wait their turn.
      cutoff ??= rows[0].claimed_now;
      for (const row of rows) {
        result[await deliver({ ...row, claim_token: token })] += 1;
      }
      if (!keepGoing()) return result;
    }
  }

  async function claimWithToken(cutoff: string | null, token: string): Promise<ClaimedRow[]> {
    return claimDueMail(db, { batchSize, cutoff, leaseMs, token });
  }

  /** Purges in batches, so one statement never holds many row locks. */
  async function purgeAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const purged = await purgeFinishedMail(db, { retentionMs, limit: 500 });
      total += purged;
      if (purged < 500) break;
    }
    if (total > 0)
      logger.info({ purged: total, retentionMs }, 'mail bodies purged after the retention period');
    return total;
  }

  let lastPurgeAt = -Infinity;

  function schedule(delayMs: number): void {
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = null;
    if (!running) return;
    tickInFlight = true;
    try {
      // stop() ends the pass after the batch in flight; what is left is claimed at the next start (or by a peer).
      await serial(() => pass(() => running));
      if (running && performance.now() - lastPurgeAt >= purgeEveryMs) {
        lastPurgeAt = performance.now();
        await serial(purgeAll);
      }
    } catch (err) {
      logger.error({ error: describeError(err) }, 'mail outbox pass failed');
    } finally {
      tickInFlight = false;
    }
    if (running) {
      schedule(wakeRequested ? 0 : pollMs);
      wakeRequested = false;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
    },
    drain: () => serial(() => pass()),
    purge: () => serial(purgeAll),
    wake() {
      if (!running) return;
      if (tickInFlight) {
        wakeRequested = true;
      } else {
        if (timer) clearTimeout(timer);
        schedule(0);
      }
    },
  };
}

function describeError(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const text =
      typeof code === 'string' && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
    return text.slice(0, 1000);
  }
  return String(err).slice(0, 1000);
}
