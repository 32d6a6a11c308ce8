-- Transactional outbox for e-mail (server/mail/outbox.ts). A message is rendered and inserted in the same
-- transaction as the change that causes it (sign-up, invite, password reset), so it is never lost and the request
-- never fails because SMTP is down; a background sender delivers it and retries with backoff.
--
-- Life of a row: PENDING -> SENDING (claimed by one sender, claim_token set) -> SENT, or back to PENDING with
-- attempts + 1 and a later next_attempt_at, or FAILED after the last attempt. A row left in SENDING by a process
-- that died (claimed_at older than the sender's stale limit, 5 minutes by default) is claimed again.

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('vi', 'en')),
  template text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  -- Set when a sender claims the row; the token makes sure only that claim can finish the row.
  claimed_at timestamptz,
  claim_token uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- The sender's only hot query: due rows by status and time.
CREATE INDEX mail_outbox_status_next_attempt_at_idx ON mail_outbox (status, next_attempt_at);
