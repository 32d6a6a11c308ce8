-- The expert directory (issue 13): applications to become an expert and their review, the published expert
-- profiles of `GET /users/experts`, and companies' contact requests to experts.
--
-- The closed lists (services, standards, languages, availability, reasons, scopes) are domain/experts/vocabulary.ts;
-- the status moves are domain/experts/application-lifecycle.ts and contact-lifecycle.ts (the server checks them
-- before every update; the CHECKs below only keep the values known).

-- One row per application. `data` holds the form as the applicant last saved it (ExpertApplicationDraft: every
-- field optional while DRAFT or CHANGES_REQUESTED; complete once submitted). A CREDENTIALS application holds only
-- `credentials`. At most one open (not APPROVED/REJECTED) application per user and kind.
CREATE TABLE expert_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'NEW' CHECK (kind IN ('NEW', 'CREDENTIALS')),
  status text NOT NULL DEFAULT 'DRAFT'
    CHECK (status IN ('DRAFT', 'SUBMITTED', 'UNDER_REVIEW', 'CHANGES_REQUESTED', 'APPROVED', 'REJECTED')),
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Staff's last request for changes (shown to the applicant while CHANGES_REQUESTED, kept afterwards).
  changes_requested_message text CHECK (char_length(changes_requested_message) <= 2000),
  rejection_reason text CHECK (rejection_reason IN
    ('INSUFFICIENT_EXPERIENCE', 'UNVERIFIABLE_CREDENTIALS', 'OUT_OF_SCOPE', 'INCOMPLETE_OR_INACCURATE', 'OTHER')),
  rejection_message text CHECK (char_length(rejection_message) <= 2000),
  reviewer_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz,
  decided_at timestamptz,
  -- Bumped on every change: a save or a review step names the version it saw (optimistic concurrency).
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'REJECTED') = (rejection_reason IS NOT NULL))
);
CREATE UNIQUE INDEX expert_applications_one_open_idx ON expert_applications (user_id, kind)
  WHERE status NOT IN ('APPROVED', 'REJECTED');
CREATE INDEX expert_applications_queue_idx ON expert_applications (status, submitted_at, id);

-- Every status change of an application, in order (the review history both the applicant and staff see; staff
-- decisions are also written to audit_log).
CREATE TABLE expert_application_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES expert_applications (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  message text CHECK (char_length(message) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX expert_application_events_idx ON expert_application_events (application_id, id);

-- A published expert. Created (or updated) by the approval of a NEW application; `user_id` is null only for the
-- seed's illustrative profiles (`illustrative`: shown with an "example" mark, cannot be contacted). The photo is
-- the user's avatar (users.avatar_url). `contact_phone` is private: shown only to a company whose contact request
-- the expert accepted, never by the directory.
CREATE TABLE expert_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 120),
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 50),
  last_name text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 50),
  headline text NOT NULL CHECK (char_length(headline) BETWEEN 1 AND 120),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 2000),
  profession text CHECK (char_length(profession) <= 100),
  organization_name text CHECK (char_length(organization_name) <= 200),
  sector_ids integer[] NOT NULL CHECK (cardinality(sector_ids) BETWEEN 1 AND 10),
  services text[] NOT NULL CHECK (cardinality(services) >= 1 AND services <@
    ARRAY['GHG_INVENTORY', 'VERIFICATION', 'CBAM_REPORTING', 'ESG_REPORTING', 'TRAINING']::text[]),
  standards text[] NOT NULL DEFAULT '{}' CHECK (standards <@
    ARRAY['ISO_14064_1', 'ISO_14064_3', 'GHG_PROTOCOL', 'ISO_14067', 'ISO_14068_1']::text[]),
  country_id integer NOT NULL REFERENCES countries (id),
  city_id integer REFERENCES cities (id),
  languages text[] NOT NULL CHECK (cardinality(languages) BETWEEN 1 AND 6 AND languages <@
    ARRAY['vi', 'en', 'fr', 'de', 'ja', 'ko', 'zh', 'th', 'id', 'ms', 'km', 'lo']::text[]),
  availability text NOT NULL DEFAULT 'AVAILABLE' CHECK (availability IN ('AVAILABLE', 'LIMITED', 'UNAVAILABLE')),
  years_of_experience integer NOT NULL CHECK (years_of_experience BETWEEN 0 AND 70),
  profile_url text CHECK (char_length(profile_url) <= 2048),
  contact_phone text CHECK (char_length(contact_phone) <= 250),
  -- The approved credentials: [{ title, issuer, issuedOn, expiresOn, evidenceUrl }] (ExpertCredentialInput).
  credentials jsonb NOT NULL DEFAULT '[]'::jsonb,
  illustrative boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT true,
  published_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (illustrative OR user_id IS NOT NULL)
);
CREATE INDEX expert_profiles_list_idx ON expert_profiles (published, last_name, first_name, id);
CREATE INDEX expert_profiles_sectors_idx ON expert_profiles USING gin (sector_ids);

-- A company's request to an expert: sent from the expert's profile by a member of a workspace, for that
-- workspace. Contacts are revealed to both sides only once ACCEPTED (domain/experts/contact-lifecycle.ts).
CREATE TABLE expert_contact_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  expert_profile_id uuid NOT NULL REFERENCES expert_profiles (id) ON DELETE CASCADE,
  space_id uuid NOT NULL REFERENCES spaces (id) ON DELETE CASCADE,
  requester_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')),
  sector_id integer NOT NULL REFERENCES sectors (id),
  scopes text[] NOT NULL CHECK (cardinality(scopes) >= 1 AND scopes <@
    ARRAY['SCOPE_1', 'SCOPE_2', 'SCOPE_3', 'CBAM']::text[]),
  deadline date NOT NULL,
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
  decline_reason text CHECK (char_length(decline_reason) <= 500),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX expert_contact_requests_expert_idx ON expert_contact_requests (expert_profile_id, created_at DESC);
CREATE INDEX expert_contact_requests_space_idx ON expert_contact_requests (space_id, created_at DESC);
-- One pending request per workspace and expert (MAX_PENDING_REQUESTS_PER_EXPERT).
CREATE UNIQUE INDEX expert_contact_requests_one_pending_idx ON expert_contact_requests (expert_profile_id, space_id)
  WHERE status = 'PENDING';
