-- Issue 14 item 7: GHG emission-risk assessments belong to a workspace (README "GHG assessments in the
-- workspace").
--
-- - space_id: the workspace that owns the report; NULL = unclaimed (made signed out, or by a signed-in user with no
--   workspace), readable by its uuid as before, so every existing row stays readable. ON DELETE CASCADE, not SET
--   NULL: setting it to NULL would turn a private workspace report back into one that anyone holding its uuid (an
--   old link, a shared browser's history) can open; a workspace's reports go with the workspace.
-- - claimed_at / claimed_by: when and by whom it entered the workspace (created there, or claimed after sign-in).
-- - share_token: NULL until a member turns sharing on (POST /ghg-reports/{id}/share); a random 256-bit base64url
--   token (43 characters), replaced by a new one on every re-share and set back to NULL on revoke, so a revoked
--   link never works again. Stored as is: members see it again on the report page.
ALTER TABLE ghg_reports ADD COLUMN space_id uuid REFERENCES spaces (id) ON DELETE CASCADE;
ALTER TABLE ghg_reports ADD COLUMN claimed_at timestamptz;
ALTER TABLE ghg_reports ADD COLUMN claimed_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE ghg_reports ADD COLUMN share_token text UNIQUE CHECK (share_token ~ '^[A-Za-z0-9_-]{43}$');
ALTER TABLE ghg_reports ADD CONSTRAINT ghg_reports_claim_complete
  CHECK ((space_id IS NULL) = (claimed_at IS NULL));

-- The workspace's list, newest first (GET /ghg-reports).
CREATE INDEX ghg_reports_space_idx ON ghg_reports (space_id, created_at DESC) WHERE space_id IS NOT NULL;

-- A new metered (never limited) resource: the emission-risk assessments of a workspace (server/spaces/plans.ts).
ALTER TABLE space_usage_events DROP CONSTRAINT space_usage_events_resource_check;
ALTER TABLE space_usage_events ADD CONSTRAINT space_usage_events_resource_check
  CHECK (resource IN ('MEMBER_SEAT', 'COURSE', 'GHG_REPORT', 'CBAM_REPORT', 'RISK_ASSESSMENT'));
