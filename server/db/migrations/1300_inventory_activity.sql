-- The GHG inventory (issue 15), slice 2: activity data and a workspace's own emission factors.
--
-- A row is what a user entered for one facility of the inventory's boundary and one period (a month, a quarter or
-- the year), in one category: the quantity and unit exactly as typed (kept beside every computed figure), and the
-- factors it uses as PINNED SNAPSHOTS (domain/inventory/factors/types.ts `snapshotOf`): the server copies the
-- chosen factors into the row when it is written, and the calculation reads only those copies, so a later library
-- edition never changes a stored row's figure. Re-pinning is an explicit, audited edit of the row.
--
-- The rules (category -> scope, input kinds, units, factor groups, refrigerant and instrument checks) are the
-- engine's (domain/inventory/engine/row.ts); the server checks them first and answers 400 (the CHECKs below only
-- keep the values known). Numbered 1300 to leave 1200 free for main's renumbering of 1100_inventory_boundary.

CREATE TABLE inventory_activity_rows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  inventory_id uuid NOT NULL REFERENCES inventories (id) ON DELETE CASCADE,
  space_id uuid NOT NULL REFERENCES spaces (id) ON DELETE CASCADE,
  -- In the inventory's boundary when written (checked by the server: inventory_facilities is replaced as a whole,
  -- so no foreign key to it; a row of a facility taken out of the boundary later is listed, not counted).
  facility_id uuid NOT NULL REFERENCES facilities (id),
  period_kind text NOT NULL CHECK (period_kind IN ('MONTH', 'QUARTER', 'YEAR')),
  period_year integer NOT NULL CHECK (period_year BETWEEN 1990 AND 2100),
  -- The month (1-12) or the quarter (1-4); null for a year.
  period_number integer,
  scope smallint NOT NULL CHECK (scope IN (1, 2, 3)),
  category text NOT NULL CHECK (char_length(category) BETWEEN 1 AND 60),
  input_kind text NOT NULL
    CHECK (input_kind IN ('FUEL', 'DISTANCE', 'REFRIGERANT', 'ELECTRICITY', 'ACTIVITY', 'SPEND', 'CUSTOM')),
  -- What the user entered: the number, its unit, and the text typed (e.g. "1.234,5"), untouched.
  entered_value numeric NOT NULL CHECK (entered_value >= 0),
  entered_unit text NOT NULL CHECK (char_length(entered_unit) BETWEEN 1 AND 20),
  entered_text text CHECK (char_length(entered_text) <= 100),
  -- FactorSnapshot[] (the ids are inside); instruments carry their own supplier factor snapshots.
  factors jsonb NOT NULL DEFAULT '[]'::jsonb,
  exchange_rate jsonb,
  refrigerant jsonb,
  instruments jsonb,
  note text CHECK (char_length(note) <= 2000),
  version integer NOT NULL DEFAULT 1,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (period_kind = 'MONTH' AND period_number BETWEEN 1 AND 12)
    OR (period_kind = 'QUARTER' AND period_number BETWEEN 1 AND 4)
    OR (period_kind = 'YEAR' AND period_number IS NULL)
  )
);
CREATE INDEX inventory_activity_rows_inventory_idx
  ON inventory_activity_rows (inventory_id, period_year, period_kind, period_number, id);
CREATE INDEX inventory_activity_rows_facility_idx ON inventory_activity_rows (inventory_id, facility_id);
CREATE INDEX inventory_activity_rows_category_idx ON inventory_activity_rows (inventory_id, category);

-- A workspace's own factor (a supplier's figure, a measured process factor): accepted only with a source document,
-- its year and evidence (domain/inventory/factors/workspace-factor.ts). Never edited: a new figure is a new code,
-- so the id pinned to rows (`factor_id`, "WS-<space>-<code>") always means one value.
CREATE TABLE workspace_emission_factors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  space_id uuid NOT NULL REFERENCES spaces (id) ON DELETE CASCADE,
  factor_id text NOT NULL UNIQUE CHECK (char_length(factor_id) BETWEEN 1 AND 120),
  code text NOT NULL CHECK (char_length(code) BETWEEN 1 AND 60),
  factor_group text NOT NULL CHECK (factor_group IN ('CUSTOM', 'GRID_ELECTRICITY')),
  activity text NOT NULL DEFAULT 'CUSTOM' CHECK (char_length(activity) BETWEEN 1 AND 60),
  value numeric NOT NULL CHECK (value > 0),
  per_unit text NOT NULL CHECK (char_length(per_unit) BETWEEN 1 AND 20),
  gas text NOT NULL CHECK (char_length(gas) BETWEEN 1 AND 20),
  -- The source: document, table, row, year; and the evidence (a document id, a certificate number or a link).
  source_document text NOT NULL CHECK (char_length(source_document) BETWEEN 1 AND 300),
  source_table text NOT NULL DEFAULT '-' CHECK (char_length(source_table) <= 200),
  source_row text NOT NULL DEFAULT '-' CHECK (char_length(source_row) <= 200),
  source_year integer NOT NULL CHECK (source_year BETWEEN 1990 AND 2100),
  evidence text NOT NULL CHECK (char_length(evidence) BETWEEN 1 AND 500),
  region text NOT NULL CHECK (char_length(region) BETWEEN 1 AND 20),
  valid_from integer NOT NULL CHECK (valid_from BETWEEN 1990 AND 2100),
  valid_to integer CHECK (valid_to BETWEEN 1990 AND 2100),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (space_id, code)
);

-- The audit trail now also records activity rows and workspace factors.
ALTER TABLE inventory_audit_events DROP CONSTRAINT inventory_audit_events_entity_check;
ALTER TABLE inventory_audit_events ADD CONSTRAINT inventory_audit_events_entity_check
  CHECK (entity IN ('FACILITY', 'INVENTORY', 'BOUNDARY', 'ACTIVITY_ROW', 'FACTOR'));

-- The denominators of the inventory's intensities (tCO2e per million of revenue, per product tonne, per employee),
-- set by OWNER/ADMIN through PUT /inventories/{id}/denominators; null = not given (the intensity is then null).
ALTER TABLE inventories ADD COLUMN revenue numeric CHECK (revenue > 0);
ALTER TABLE inventories ADD COLUMN revenue_currency text CHECK (revenue_currency IN ('VND', 'USD'));
ALTER TABLE inventories ADD COLUMN product_tonnes numeric CHECK (product_tonnes > 0);
ALTER TABLE inventories ADD COLUMN employees integer CHECK (employees > 0);
ALTER TABLE inventories ADD CONSTRAINT inventories_revenue_with_currency
  CHECK ((revenue IS NULL) = (revenue_currency IS NULL));
