// The e-mailed secrets of registration and password reset (migration 0300): activation tokens and password-reset
// codes. Secrets never reach the database: callers pass the SHA-256 hashes (`hashSecret`). Validity is decided in
// SQL with now(), so every API instance reads the same clock and a test can expire a row by moving `expires_at`.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../client';

/** A database handle or a transaction handle. */
type Queryable = Pick<Db, 'query'>;

/** A URL-safe secret of 32 random bytes (256 bits), base64url: 43 characters. */
export function newUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code, uniformly drawn (leading zeros kept). */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** SHA-256, base64url: what is stored and looked up instead of a secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

/** The stored hash of a reset code: salted with its row id, so equal codes of two rows differ. */
export function hashResetCode(rowId: string, code: string): string {
  return hashSecret(`${rowId}:${code}`);
}

/** Shape of a token made by `newUrlToken` (anything else is not ours and needs no lookup). */
export const URL_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

// ---------------------------------------------------------------------------------------------------------------
// Activation tokens

export type ActivationTokenState = 'valid' | 'used' | 'revoked' | 'expired';

export interface ActivationToken {
  id: string;
  userId: string;
  state: ActivationTokenState;
  /** The user's Cognito `sub` (their username in the pool). */
  userSub: string;
  /** The user is activated already (by this link, an earlier one, or a password reset). */
  userActivated: boolean;
}

interface ActivationTokenRow {
  id: string;
  user_id: string;
  state: ActivationTokenState;
  cognito_sub: string;
  user_activated: boolean;
}

/** Stores a new activation token of `userId`, valid `hours` from now. */
export async function insertActivationToken(
  db: Queryable,
  input: { userId: string; tokenHash: string; hours: number },
): Promise<{ id: string }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO activation_tokens (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + $3::double precision * interval '1 hour')
     RETURNING id`,
    [input.userId, input.tokenHash, input.hours],
  );
  return rows[0];
}

/** Revokes every activation token of `userId` that is still unused (a resend replaces them). */
export async function revokeActivationTokens(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query(
    `UPDATE activation_tokens SET revoked_at = now()
     WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL
     RETURNING id`,
    [userId],
  );
  return rows.length;
}

/** The token with this hash and its state now; null when there is none. Used beats revoked beats expired. */
export async function findActivationToken(db: Queryable, tokenHash: string): Promise<ActivationToken | null> {
  const { rows } = await db.query<ActivationTokenRow>(
    `SELECT t.id, t.user_id, u.cognito_sub, u.activated_at IS NOT NULL AS user_activated,
       CASE WHEN t.used_at IS NOT NULL THEN 'used'
            WHEN t.revoked_at IS NOT NULL THEN 'revoked'
            WHEN t.expires_at <= now() THEN 'expired'
            ELSE 'valid' END AS state
     FROM activation_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        state: row.state,
        userSub: row.cognito_sub,
        userActivated: row.user_activated,
      }
    : null;
}

/**
 * Marks a valid token used, atomically: true for exactly one caller. Inside a transaction the row stays locked
 * until the commit, so a concurrent second click waits and then finds it used.
 */
export async function claimActivationToken(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE activation_tokens SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     RETURNING id`,
    [id],
  );
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Password-reset codes

export interface PasswordResetCode {
  id: string;
  userId: string;
  /** The user's Cognito `sub` (their username in the pool). */
  userSub: string;
  userEmail: string;
  userActivated: boolean;
  codeHash: string;
  failedAttempts: number;
  /** Unused, not revoked, not expired. */
  usable: boolean;
}

interface PasswordResetCodeRow {
  id: string;
  user_id: string;
  cognito_sub: string;
  email: string;
  user_activated: boolean;
  code_hash: string;
  failed_attempts: number;
  usable: boolean;
}

const RESET_SELECT = `SELECT r.id, r.user_id, r.code_hash, r.failed_attempts,
    (r.used_at IS NULL AND r.revoked_at IS NULL AND r.expires_at > now()) AS usable,
    u.cognito_sub, u.email, u.activated_at IS NOT NULL AS user_activated
  FROM password_reset_codes r JOIN users u ON u.id = r.user_id`;

function toResetCode(row: PasswordResetCodeRow): PasswordResetCode {
  return {
    id: row.id,
    userId: row.user_id,
    userSub: row.cognito_sub,
    userEmail: row.email,
    userActivated: row.user_activated,
    codeHash: row.code_hash,
    failedAttempts: row.failed_attempts,
    usable: row.usable,
  };
}

/** Stores a new reset (code + link token) of `userId`, valid `minutes` from now. */
export async function insertPasswordResetCode(
  db: Queryable,
  input: { userId: string; code: string; tokenHash: string; minutes: number },
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO password_reset_codes (id, user_id, code_hash, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5::double precision * interval '1 minute')`,
    [id, input.userId, hashResetCode(id, input.code), input.tokenHash, input.minutes],
  );
  return { id };
}

/** Revokes every unused reset of `userId` (a new request replaces them). */
export async function revokePasswordResetCodes(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query(
    `UPDATE password_reset_codes SET revoked_at = now()
     WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL
     RETURNING id`,
    [userId],
  );
  return rows.length;
}

/** The newest reset of `userId` (usable or not); null when there is none. */
export async function findLatestResetCode(db: Queryable, userId: string): Promise<PasswordResetCode | null> {
  const { rows } = await db.query<PasswordResetCodeRow>(
    `${RESET_SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id LIMIT 1`,
    [userId],
  );
  return rows[0] ? toResetCode(rows[0]) : null;
}

export async function findResetCodeByTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<PasswordResetCode | null> {
  const { rows } = await db.query<PasswordResetCodeRow>(`${RESET_SELECT} WHERE r.token_hash = $1`, [
    tokenHash,
  ]);
  return rows[0] ? toResetCode(rows[0]) : null;
}

/**
 * Counts a wrong code against a usable reset; the attempt that reaches `maxAttempts` revokes it (code and link).
 * Returns the attempts counted so far.
 */
export async function recordWrongResetCode(db: Queryable, id: string, maxAttempts: number): Promise<number> {
  const { rows } = await db.query<{ failed_attempts: number }>(
    `UPDATE password_reset_codes
     SET failed_attempts = failed_attempts + 1,
         revoked_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE revoked_at END
     WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL
     RETURNING failed_attempts`,
    [id, maxAttempts],
  );
  return rows[0]?.failed_attempts ?? maxAttempts;
}

/** Marks a usable reset used, atomically: true for exactly one caller (the row stays locked until the commit). */
export async function claimResetCode(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE password_reset_codes SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     RETURNING id`,
    [id],
  );
  return rows.length === 1;
}
