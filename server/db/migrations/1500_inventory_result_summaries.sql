-- The GHG inventory (issue 15, item 6 and the benchmark): a stored summary of each inventory's results, so that
-- reading the results or the workspace's dashboard does not recalculate 100,000 rows every time.
--
-- `data_revision` counts the changes of what an inventory's results are made of besides the inventory row itself:
-- its activity rows (with the factor snapshots they pin) and its boundary (facilities and equity shares). The
-- triggers below bump it in the same statement as the change, so no write path (the API, the CSV import, a script,
-- the seed) can forget it. Changes of the inventory row (GWP set, approach, base-year mark, denominators, status)
-- bump its `version` already. A summary is valid while both numbers are those it was calculated at
-- (`cache_key` = "<version>.<data_revision>"); the first read after a change recalculates and replaces it.
ALTER TABLE inventories ADD COLUMN data_revision bigint NOT NULL DEFAULT 1;

CREATE FUNCTION bump_inventory_data_revision_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inventories SET data_revision = data_revision + 1
   WHERE id IN (SELECT DISTINCT inventory_id FROM changed_new);
  RETURN NULL;
END $$;

CREATE FUNCTION bump_inventory_data_revision_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inventories SET data_revision = data_revision + 1
   WHERE id IN (SELECT DISTINCT inventory_id FROM changed_old);
  RETURN NULL;
END $$;

-- Statement-level with transition tables: one UPDATE per statement, even for a bulk insert of 100,000 rows.
-- (An UPDATE moves no row between inventories, so its new rows name every inventory it changed.)
CREATE TRIGGER inventory_activity_rows_inserted AFTER INSERT ON inventory_activity_rows
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_inventory_data_revision_new();
CREATE TRIGGER inventory_activity_rows_updated AFTER UPDATE ON inventory_activity_rows
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_inventory_data_revision_new();
CREATE TRIGGER inventory_activity_rows_deleted AFTER DELETE ON inventory_activity_rows
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_inventory_data_revision_old();
CREATE TRIGGER inventory_facilities_inserted AFTER INSERT ON inventory_facilities
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_inventory_data_revision_new();
CREATE TRIGGER inventory_facilities_updated AFTER UPDATE ON inventory_facilities
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_inventory_data_revision_new();
CREATE TRIGGER inventory_facilities_deleted AFTER DELETE ON inventory_facilities
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_inventory_data_revision_old();

-- One summary per inventory and GWP set (an inventory is read with its own set; the base year is also read with
-- the set of each inventory compared with it). `summary` is server/inventory/results-summary.ts `StoredSummary`:
-- totals, the buckets without their row ids, the ids of rows without factor / invalid / outside the boundary, and
-- the periods each facility has rows for. Never a trace: that is calculated on request from the rows.
CREATE TABLE inventory_result_summaries (
  inventory_id uuid NOT NULL REFERENCES inventories (id) ON DELETE CASCADE,
  gwp_set text NOT NULL CHECK (gwp_set IN ('AR5', 'AR6')),
  cache_key text NOT NULL,
  summary jsonb NOT NULL,
  calculated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (inventory_id, gwp_set)
);

-- The factor snapshots rows pin, stored once per distinct set. A row keeps its own copy (`factors`, the audited
-- truth that single-row reads and the CSV use), but 100,000 rows typically pin a dozen distinct sets: reading them
-- row by row moved ~120 MB of identical JSON per recalculation. `factors_hash` (sha256 of the set's canonical
-- jsonb text) names the set in `inventory_factor_sets`; a trigger keeps both in step on every insert and on every
-- update of `factors`, so no write path can forget it. The recalculation reads the hashes and each set once.
CREATE TABLE inventory_factor_sets (
  hash text PRIMARY KEY CHECK (char_length(hash) = 64),
  factors jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE inventory_activity_rows ADD COLUMN factors_hash text;

CREATE FUNCTION pin_inventory_factor_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.factors_hash := encode(sha256(convert_to(NEW.factors::text, 'UTF8')), 'hex');
  INSERT INTO inventory_factor_sets (hash, factors) VALUES (NEW.factors_hash, NEW.factors)
    ON CONFLICT (hash) DO NOTHING;
  RETURN NEW;
END $$;

CREATE TRIGGER inventory_activity_rows_factor_set BEFORE INSERT OR UPDATE OF factors ON inventory_activity_rows
  FOR EACH ROW EXECUTE FUNCTION pin_inventory_factor_set();

-- The rows stored before this migration: their sets, then their hashes.
INSERT INTO inventory_factor_sets (hash, factors)
  SELECT DISTINCT ON (h) h, factors
    FROM (SELECT encode(sha256(convert_to(factors::text, 'UTF8')), 'hex') AS h, factors
            FROM inventory_activity_rows) AS existing
  ON CONFLICT (hash) DO NOTHING;
UPDATE inventory_activity_rows SET factors_hash = encode(sha256(convert_to(factors::text, 'UTF8')), 'hex');
ALTER TABLE inventory_activity_rows ALTER COLUMN factors_hash SET NOT NULL;
