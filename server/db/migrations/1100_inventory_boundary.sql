-- The GHG inventory (issue 15), slice 1: the boundary. A workspace's facilities (they persist across years), an
-- inventory per workspace and reporting year with its consolidation approach and GWP set, the facilities each
-- inventory includes, and an append-only audit trail of every change.
--
-- The closed lists (approaches, statuses, GWP sets) are domain/inventory/vocabulary.ts; the boundary rules
-- (equity share, one base year) are domain/inventory/boundary.ts. The CHECKs below keep the values known; the
-- server checks the rules first and answers 400/409 (the constraints are the last line, never the first).

-- A site of the workspace: a plant, an office, a warehouse. The address is picked from the location lists
-- (country -> city -> district -> ward; only the country is required, since a site abroad has no district list)
-- plus a free street line. Archived facilities stay (past inventories name them) but are offered to no new boundary.
CREATE TABLE facilities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  space_id uuid NOT NULL REFERENCES spaces (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  country_id integer NOT NULL REFERENCES countries (id),
  city_id integer REFERENCES cities (id),
  district_id integer REFERENCES districts (id),
  ward_id integer REFERENCES wards (id),
  street text CHECK (char_length(street) <= 300),
  sector_id integer REFERENCES sectors (id),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ARCHIVED')),
  -- The seed's examples (shown with an "illustrative" mark).
  illustrative boolean NOT NULL DEFAULT false,
  -- Bumped on every change: an edit names the version it saw (optimistic concurrency, 409 when stale).
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A lower level only under its upper level (the server checks that each belongs to the one above).
  CHECK (ward_id IS NULL OR district_id IS NOT NULL),
  CHECK (district_id IS NULL OR city_id IS NOT NULL)
);
CREATE INDEX facilities_space_idx ON facilities (space_id, status, name);
CREATE UNIQUE INDEX facilities_space_name_idx ON facilities (space_id, lower(name));

-- One inventory per workspace and reporting year. `version_no` counts the versions of that year's inventory
-- (reopening a locked one creates version 2, ... in a later slice); one row per (space, year, version_no).
-- The status list is the whole lifecycle of issue 15 although this slice only creates DRAFTs.
CREATE TABLE inventories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  space_id uuid NOT NULL REFERENCES spaces (id) ON DELETE CASCADE,
  reporting_year integer NOT NULL CHECK (reporting_year BETWEEN 1990 AND 2100),
  version_no integer NOT NULL DEFAULT 1 CHECK (version_no >= 1),
  is_base_year boolean NOT NULL DEFAULT false,
  consolidation_approach text NOT NULL DEFAULT 'OPERATIONAL_CONTROL'
    CHECK (consolidation_approach IN ('OPERATIONAL_CONTROL', 'FINANCIAL_CONTROL', 'EQUITY_SHARE')),
  gwp_set text NOT NULL DEFAULT 'AR5' CHECK (gwp_set IN ('AR5', 'AR6')),
  status text NOT NULL DEFAULT 'DRAFT'
    CHECK (status IN ('DRAFT', 'SUBMITTED', 'UNDER_REVIEW', 'CHANGES_REQUESTED', 'APPROVED', 'LOCKED')),
  version integer NOT NULL DEFAULT 1,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (space_id, reporting_year, version_no)
);
-- At most one base year per workspace (the server keeps exactly one while the workspace has an inventory: the
-- first inventory is the base year, and marking another moves the mark in the same transaction).
CREATE UNIQUE INDEX inventories_one_base_year_idx ON inventories (space_id) WHERE is_base_year;
CREATE INDEX inventories_space_idx ON inventories (space_id, reporting_year DESC);

-- The boundary: which facilities an inventory includes. `equity_share_percent` is the workspace's share in the
-- facility, required (0 < x <= 100) when the inventory's approach is EQUITY_SHARE and null otherwise (the server
-- replaces the whole boundary in one call, so approach and shares always change together).
CREATE TABLE inventory_facilities (
  inventory_id uuid NOT NULL REFERENCES inventories (id) ON DELETE CASCADE,
  facility_id uuid NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  equity_share_percent numeric(5, 2) CHECK (equity_share_percent > 0 AND equity_share_percent <= 100),
  PRIMARY KEY (inventory_id, facility_id)
);
CREATE INDEX inventory_facilities_facility_idx ON inventory_facilities (facility_id);

-- The inventory's audit trail: every change of this area (facility, inventory, boundary; later activity rows,
-- factors, lifecycle steps), written in the same transaction as the change. Append-only: the trigger below
-- refuses UPDATE and DELETE, so nobody edits the trail through the API, a script or a bug. Rows of a deleted
-- workspace are kept (no foreign key on space_id: a trail outlives what it describes).
CREATE TABLE inventory_audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  space_id uuid NOT NULL,
  inventory_id uuid,
  entity text NOT NULL CHECK (entity IN ('FACILITY', 'INVENTORY', 'BOUNDARY')),
  entity_id uuid NOT NULL,
  action text NOT NULL CHECK (char_length(action) BETWEEN 1 AND 40),
  actor_user_id uuid,
  actor_email text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inventory_audit_events_space_idx ON inventory_audit_events (space_id, id);
CREATE INDEX inventory_audit_events_inventory_idx ON inventory_audit_events (inventory_id, id);

CREATE FUNCTION inventory_audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'inventory_audit_events is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER inventory_audit_events_no_update_delete
  BEFORE UPDATE OR DELETE ON inventory_audit_events
  FOR EACH ROW EXECUTE FUNCTION inventory_audit_events_append_only();

-- TRUNCATE bypasses row triggers; refuse it too.
CREATE TRIGGER inventory_audit_events_no_truncate
  BEFORE TRUNCATE ON inventory_audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_audit_events_append_only();
