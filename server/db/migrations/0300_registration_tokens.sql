-- Registration and password reset (server/registration, server/db/repos/tokens.ts): the single-use secrets that
-- the product e-mails. Only SHA-256 hashes are stored, so a copy of the database lets nobody activate an account
-- or reset a password. Expiry is decided in SQL with now(), one clock for every API instance.

-- The activation link of a sign-up (/auth/activate?token=...): valid 24 hours, used once. A resend revokes the
-- earlier links of the user (revoked_at) and issues a new one.
CREATE TABLE activation_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the token (32 random bytes, base64url), base64url
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX activation_tokens_user_idx ON activation_tokens (user_id);

-- A password reset: one e-mail carries both a link token and a 6-digit code; either proves the mailbox. Valid
-- 1 hour, used once; 5 wrong codes revoke it; a new request revokes the earlier ones.
CREATE TABLE password_reset_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of "<id>:<code>" (the row id salts the short code), base64url
  code_hash text NOT NULL,
  -- SHA-256 of the link token (32 random bytes, base64url), base64url
  token_hash text NOT NULL UNIQUE,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX password_reset_codes_user_idx ON password_reset_codes (user_id, created_at);
