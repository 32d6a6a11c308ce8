// The inventory's results (server/db/migrations/1500_inventory_result_summaries.sql): the rows as the engine reads
// them, loaded lean for a recalculation, and the stored summaries keyed by the inventory's version and data
// revision. SQL only; what a summary holds and when it is recalculated is server/inventory/results-summary.ts.
import type { Db } from '../client';
import type { ActivityRow } from '../../../domain/inventory/engine/types';
import type { InventoryGwpSet } from '../../../domain/inventory/vocabulary';

type Query = Pick<Db, 'query'>;

interface EngineDbRow {
  id: string;
  facility_id: string;
  period_kind: 'MONTH' | 'QUARTER' | 'YEAR';
  period_year: number;
  period_number: number | null;
  scope: number;
  category: string;
  input_kind: string;
  entered_value: string | number;
  entered_unit: string;
  entered_text: string | null;
  factors_hash: string;
  exchange_rate: string | null;
  refrigerant: string | null;
  instruments: string | null;
}

const KIND_RANK = { MONTH: 0, QUARTER: 1, YEAR: 2 } as const;

/**
 * Period order (year; months, then quarters, then the year; number), then id: sorted here rather than by the
 * database, which spent half the load time sorting 100,000 rows.
 */
function byPeriod(a: EngineDbRow, b: EngineDbRow): number {
  return (
    a.period_year - b.period_year ||
    KIND_RANK[a.period_kind] - KIND_RANK[b.period_kind] ||
    (a.period_number ?? 0) - (b.period_number ?? 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Every row of an inventory as the engine reads it. The pinned factors are read once per distinct set
 * (`inventory_factor_sets`, named by the row's `factors_hash`): 100,000 rows typically pin a dozen sets, and
 * reading each row's own copy moved ~120 MB of identical JSON. The other jsonb columns come as text and are parsed
 * once per distinct text. Rows pinning the same set share one parsed array (read-only for the engine).
 */
export async function engineRowsOf(db: Query, inventoryId: string): Promise<ActivityRow[]> {
  const { rows } = await db.query<EngineDbRow>(
    `SELECT id, facility_id, period_kind, period_year, period_number, scope, category, input_kind, entered_value,
       entered_unit, entered_text, factors_hash, exchange_rate::text AS exchange_rate,
       refrigerant::text AS refrigerant, instruments::text AS instruments
       FROM inventory_activity_rows WHERE inventory_id = $1`,
    [inventoryId],
  );
  rows.sort(byPeriod);
  const hashes = [...new Set(rows.map((row) => row.factors_hash))];
  const { rows: sets } =
    hashes.length === 0
      ? { rows: [] }
      : await db.query<{ hash: string; factors: string }>(
          'SELECT hash, factors::text AS factors FROM inventory_factor_sets WHERE hash = ANY($1::text[])',
          [hashes],
        );
  const factorSets = new Map(
    sets.map((set) => [set.hash, JSON.parse(set.factors) as ActivityRow['factors']]),
  );
  const parsed = new Map<string, unknown>();
  const parse = <T>(text: string | null): T | null => {
    if (text === null) return null;
    if (!parsed.has(text)) parsed.set(text, JSON.parse(text));
    return parsed.get(text) as T;
  };
  return rows.map((row) => {
    const exchangeRate = parse<ActivityRow['exchangeRate']>(row.exchange_rate);
    const refrigerant = parse<ActivityRow['refrigerant']>(row.refrigerant);
    const instruments = parse<ActivityRow['instruments']>(row.instruments);
    return {
      id: row.id,
      facilityId: row.facility_id,
      period:
        row.period_kind === 'MONTH'
          ? { kind: 'month', year: row.period_year, month: row.period_number! }
          : row.period_kind === 'QUARTER'
            ? { kind: 'quarter', year: row.period_year, quarter: row.period_number! }
            : { kind: 'year', year: row.period_year },
      scope: Number(row.scope) as ActivityRow['scope'],
      category: row.category as ActivityRow['category'],
      inputKind: row.input_kind as ActivityRow['inputKind'],
      entered: {
        value: Number(row.entered_value),
        unit: row.entered_unit as ActivityRow['entered']['unit'],
        ...(row.entered_text !== null ? { text: row.entered_text } : {}),
      },
      factors: factorSets.get(row.factors_hash) ?? [],
      ...(exchangeRate ? { exchangeRate } : {}),
      ...(refrigerant ? { refrigerant } : {}),
      ...(instruments ? { instruments } : {}),
    };
  });
}

/** "<version>.<data_revision>" of an inventory: what its stored summaries are valid for; null when it is gone. */
export async function resultCacheKey(db: Query, inventoryId: string): Promise<string | null> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT version::text || '.' || data_revision::text AS key FROM inventories WHERE id = $1`,
    [inventoryId],
  );
  return rows[0]?.key ?? null;
}

/** The summary stored for an inventory and GWP set when it is still valid for `key`; else null. */
export async function findResultSummary<T>(
  db: Query,
  inventoryId: string,
  gwpSet: InventoryGwpSet,
  key: string,
): Promise<T | null> {
  const { rows } = await db.query<{ summary: unknown }>(
    `SELECT summary FROM inventory_result_summaries WHERE inventory_id = $1 AND gwp_set = $2 AND cache_key = $3`,
    [inventoryId, gwpSet, key],
  );
  if (!rows[0]) return null;
  const summary = rows[0].summary;
  return (typeof summary === 'string' ? JSON.parse(summary) : summary) as T;
}

export async function storeResultSummary(
  db: Query,
  inventoryId: string,
  gwpSet: InventoryGwpSet,
  key: string,
  summary: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO inventory_result_summaries (inventory_id, gwp_set, cache_key, summary)
     VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (inventory_id, gwp_set)
       DO UPDATE SET cache_key = EXCLUDED.cache_key, summary = EXCLUDED.summary, calculated_at = now()`,
    [inventoryId, gwpSet, key, JSON.stringify(summary)],
  );
}
