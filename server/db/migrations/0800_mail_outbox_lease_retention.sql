-- Mail outbox (0100): an explicit lease on each claim, and purging the bodies of finished mail.
--
-- lease_until: a sender that claims a row holds it until then (claimed_at + the sender's lease, 5 minutes by
-- default). A SENDING row whose lease has run out belongs to a process that died; any sender claims it again.
-- The expiry is written by the claimer, so senders with different settings agree on when a claim is dead.
--
-- Retention: html, text and payload hold activation, invitation and password-reset links. Once a mail is SENT (or
-- given up, FAILED) and older than MAIL_RETENTION_DAYS, the sender sets them to NULL and purged_at to the time;
-- the row stays as a minimal record (id, recipient, template, subject, status, attempts, created_at, sent_at).

ALTER TABLE mail_outbox ADD COLUMN lease_until timestamptz;
ALTER TABLE mail_outbox ADD COLUMN purged_at timestamptz;
ALTER TABLE mail_outbox ALTER COLUMN html DROP NOT NULL;
ALTER TABLE mail_outbox ALTER COLUMN text DROP NOT NULL;
ALTER TABLE mail_outbox ALTER COLUMN payload DROP NOT NULL;

-- Rows claimed before this migration keep the stale limit they were claimed under (5 minutes).
UPDATE mail_outbox SET lease_until = claimed_at + interval '5 minutes' WHERE status = 'SENDING';

-- A purged row has no body; a row with a body is not purged.
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_purged_has_no_body
  CHECK (purged_at IS NULL OR (html IS NULL AND text IS NULL AND payload IS NULL));

-- The purge's query: finished rows that still have their body, by age (a SENT row's sent_at is after its
-- created_at, so created_at bounds both).
CREATE INDEX mail_outbox_unpurged_finished_idx ON mail_outbox (created_at)
  WHERE purged_at IS NULL AND status IN ('SENT', 'FAILED');
