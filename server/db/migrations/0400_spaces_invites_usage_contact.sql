-- Workspaces (issue "Workspaces"): invitations, usage events of the plans' metered resources, contact-sales
-- requests, and the plan of a space (the `plan` column of spaces, 'FREE' by default, holds a code of
-- server/spaces/plans.ts; `plan_changed_at` records when it last changed).
--
-- A tenant is a space: same table, same id.

ALTER TABLE spaces ADD COLUMN plan_changed_at timestamptz NOT NULL DEFAULT now();

-- Life of an invitation (domain/invite-lifecycle.ts): PENDING -> ACCEPTED | DELETED | EXPIRED, EXPIRED ->
-- PENDING again on a resend. A stored PENDING row whose expires_at has passed is EXPIRED (the server reads it so
-- and stores EXPIRED when the space's invitations are listed). The link's param is never stored, only its SHA-256.
CREATE TABLE space_invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  space_id uuid NOT NULL REFERENCES spaces (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('ADMIN', 'MEMBER')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'DELETED', 'EXPIRED')),
  param_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- who invited, kept for the answer when the account no longer exists
  inviter_email text NOT NULL,
  inviter_first_name text NOT NULL DEFAULT '',
  inviter_last_name text NOT NULL DEFAULT '',
  locale text NOT NULL DEFAULT 'vi' CHECK (locale IN ('vi', 'en')),
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  resent_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- At most one open (pending or expired) invitation per space and e-mail.
CREATE UNIQUE INDEX space_invites_open_idx ON space_invites (space_id, email)
  WHERE status IN ('PENDING', 'EXPIRED');
CREATE INDEX space_invites_email_idx ON space_invites (email, status);

-- Usage of a space's metered resources over time (GET /subscription/resource-history/{id}).
CREATE TABLE space_usage_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  space_id uuid NOT NULL REFERENCES spaces (id) ON DELETE CASCADE,
  resource text NOT NULL CHECK (resource IN ('MEMBER_SEAT', 'COURSE', 'GHG_REPORT', 'CBAM_REPORT')),
  action text NOT NULL CHECK (action ~ '^[A-Z][A-Z0-9_]*$'),
  delta integer NOT NULL,
  used_after integer NOT NULL CHECK (used_after >= 0),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_email text,
  actor_first_name text NOT NULL DEFAULT '',
  actor_last_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX space_usage_events_space_idx ON space_usage_events (space_id, created_at DESC);

-- The contact-sales form (POST /spaces/sent-contact-sale).
CREATE TABLE contact_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  company_name text NOT NULL,
  career text NOT NULL,
  company_size text NOT NULL,
  requirement text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('vi', 'en')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  space_id uuid REFERENCES spaces (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
