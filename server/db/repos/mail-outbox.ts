// The mail outbox (`mail_outbox`, migration 0100): rows inserted in the transaction of the change that causes a
// mail, then claimed, sent and marked by the sender of server/mail/outbox.ts (which explains the protocol).
import type { Db } from '../client';

type Queryable = Pick<Db, 'query'>;

export interface OutboxMessage {
  to: string;
  locale: string;
  template: string;
  payload: unknown;
  subject: string;
  html: string;
  text: string;
}

/** A claimed row: what the sender needs to send it. */
export interface ClaimedMail {
  id: string;
  to_address: string;
  template: string;
  subject: string;
  /** Never null here: only finished rows are purged, and those are not claimed. */
  html: string;
  text: string;
  attempts: number;
  /** now() of the claim, as text so that no microseconds are lost on the way through JS. */
  claimed_now: string;
}

export async function insertOutboxMail(db: Queryable, mail: OutboxMessage): Promise<{ id: string }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, locale, template, payload, subject, html, text)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
     RETURNING id`,
    [mail.to, mail.locale, mail.template, JSON.stringify(mail.payload), mail.subject, mail.html, mail.text],
  );
  return { id: rows[0].id };
}

// One statement, so several processes on one PostgreSQL database never claim the same row (SKIP LOCKED). A
// SENDING row is due again once its lease has run out (its sender died); the claim sets a new lease.
const CLAIM_SQL = `WITH due AS MATERIALIZED (
    SELECT id FROM mail_outbox
    WHERE (status = 'PENDING' AND next_attempt_at <= COALESCE($2::timestamptz, now()))
       OR (status = 'SENDING' AND lease_until <= now())
    ORDER BY next_attempt_at
    LIMIT $1
    FOR UPDATE SKIP LOCKED
  )
  UPDATE mail_outbox AS m
  SET status = 'SENDING', attempts = m.attempts + 1, claimed_at = now(), claim_token = $4,
      lease_until = now() + $3::double precision * interval '1 millisecond'
  FROM due
  WHERE m.id = due.id
  RETURNING m.id, m.to_address, m.template, m.subject, m.html, m.text, m.attempts, now()::text AS claimed_now`;

/**
 * Claims up to `batchSize` due rows under `token` for `leaseMs`: PENDING rows due by `cutoff` (now when null), and
 * SENDING rows whose lease has run out.
 */
export async function claimDueMail(
  db: Queryable,
  claim: { batchSize: number; cutoff: string | null; leaseMs: number; token: string },
): Promise<ClaimedMail[]> {
  const { rows } = await db.query<ClaimedMail>(CLAIM_SQL, [
    claim.batchSize,
    claim.cutoff,
    claim.leaseMs,
    claim.token,
  ]);
  return rows;
}

/**
 * Removes the body (html, text, payload: they hold activation and reset links) of up to `limit` finished rows
 * older than `retentionMs`: SENT ones by sent_at, FAILED ones by created_at. Returns how many were purged.
 */
export async function purgeFinishedMail(
  db: Queryable,
  purge: { retentionMs: number; limit: number },
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `WITH old AS MATERIALIZED (
       SELECT id FROM mail_outbox
       WHERE purged_at IS NULL AND status IN ('SENT', 'FAILED')
         AND created_at < now() - $1::double precision * interval '1 millisecond'
         AND (status = 'FAILED' OR sent_at < now() - $1::double precision * interval '1 millisecond')
       LIMIT $2
       FOR UPDATE SKIP LOCKED
     )
     UPDATE mail_outbox AS m SET html = NULL, text = NULL, payload = NULL, purged_at = now()
     FROM old WHERE m.id = old.id
     RETURNING m.id`,
    [purge.retentionMs, purge.limit],
  );
  return rows.length;
}

/** The rows below change a row only while it still holds the caller's claim. */
export async function markMailSent(db: Queryable, id: string, token: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET status = 'SENT', sent_at = now(), claim_token = NULL, lease_until = NULL
     WHERE id = $1 AND claim_token = $2`,
    [id, token],
  );
}

export async function markMailFailed(db: Queryable, id: string, token: string, error: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET status = 'FAILED', last_error = $3, claim_token = NULL, lease_until = NULL
     WHERE id = $1 AND claim_token = $2`,
    [id, token, error],
  );
}

export async function scheduleMailRetry(
  db: Queryable,
  id: string,
  token: string,
  error: string,
  delayMs: number,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
     SET status = 'PENDING', last_error = $3, claim_token = NULL, lease_until = NULL,
         next_attempt_at = now() + $4::double precision * interval '1 millisecond'
     WHERE id = $1 AND claim_token = $2`,
    [id, token, error, delayMs],
  );
}
