-- The staff console's first slice (issue 10): the contact-request pipeline and the append-only audit log.

-- Contact requests get a pipeline status, an owner (a staff user) and the time of the last staff change.
ALTER TABLE contact_requests
  ADD COLUMN status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost')),
  ADD COLUMN owner_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz;

-- The list is newest first, filtered by status and owner.
CREATE INDEX contact_requests_created_idx ON contact_requests (created_at DESC, id DESC);
CREATE INDEX contact_requests_owner_idx ON contact_requests (owner_user_id);

-- Staff notes: added, never edited (the audit log records each addition).
CREATE TABLE contact_request_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id uuid NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  author_user_id uuid NOT NULL REFERENCES users (id),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_request_notes_request_idx ON contact_request_notes (request_id, created_at);

-- Who did what to which entity, with the changed fields before and after. Actor e-mail is copied so the row
-- still reads right if the user is renamed or removed. No foreign keys: history outlives what it describes.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  actor_user_id uuid NOT NULL,
  actor_email text NOT NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, created_at);

-- Append-only, even for someone with SQL access through the application's role: UPDATE and DELETE are refused
-- (TRUNCATE too, which skips row triggers).
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();

CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
