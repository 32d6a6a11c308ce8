-- The GHG inventory (issue 15 item 5): the lifecycle, the review and the AUDITOR role.
--
-- The lifecycle itself (statuses, events, who may send each) is domain/inventory/lifecycle.ts; the statuses were
-- already in inventories.status (1100). This migration adds:
-- - the AUDITOR role to memberships and invitations: it reads the inventory area, comments and reviews, never
--   edits data nor manages members (domain/workspace-permissions.ts);
-- - the link from a reopened version to the locked one it was copied from;
-- - comments on activity rows (a reviewer's request, a member's answer), resolved by anyone who may comment;
-- - the audit trail's COMMENT entity. The trail stays append-only: 1100's triggers refuse UPDATE, DELETE and
--   TRUNCATE on inventory_audit_events, and no code path issues them.

ALTER TABLE space_members DROP CONSTRAINT space_members_role_check;
ALTER TABLE space_members ADD CONSTRAINT space_members_role_check
  CHECK (role IN ('OWNER', 'ADMIN', 'MEMBER', 'AUDITOR'));

ALTER TABLE space_invites DROP CONSTRAINT space_invites_role_check;
ALTER TABLE space_invites ADD CONSTRAINT space_invites_role_check CHECK (role IN ('ADMIN', 'MEMBER', 'AUDITOR'));

-- A version made by reopening a LOCKED one names it (null for a first version). The locked one is never changed
-- again: every data write requires DRAFT or CHANGES_REQUESTED (409 INVENTORY_NOT_EDITABLE).
ALTER TABLE inventories ADD COLUMN previous_version_id uuid REFERENCES inventories (id) ON DELETE SET NULL;

-- A comment on one activity row of one inventory version. `requested_changes`: written with a REQUEST_CHANGES
-- transition (the review's line comments). Never edited nor deleted through the API; resolving sets resolved_*.
-- A row's deletion deletes its comments (the audit trail keeps every comment's event).
CREATE TABLE inventory_row_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  inventory_id uuid NOT NULL REFERENCES inventories (id) ON DELETE CASCADE,
  row_id uuid NOT NULL REFERENCES inventory_activity_rows (id) ON DELETE CASCADE,
  space_id uuid NOT NULL REFERENCES spaces (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  requested_changes boolean NOT NULL DEFAULT false,
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  author_email text,
  author_role text CHECK (author_role IN ('OWNER', 'ADMIN', 'MEMBER', 'AUDITOR')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  resolved_by_email text,
  resolved_by_role text CHECK (resolved_by_role IN ('OWNER', 'ADMIN', 'MEMBER', 'AUDITOR'))
);
CREATE INDEX inventory_row_comments_row_idx ON inventory_row_comments (row_id, created_at, id);
CREATE INDEX inventory_row_comments_inventory_idx ON inventory_row_comments (inventory_id, created_at, id);

ALTER TABLE inventory_audit_events DROP CONSTRAINT inventory_audit_events_entity_check;
ALTER TABLE inventory_audit_events ADD CONSTRAINT inventory_audit_events_entity_check
  CHECK (entity IN ('FACILITY', 'INVENTORY', 'BOUNDARY', 'ACTIVITY_ROW', 'FACTOR', 'COMMENT'));
