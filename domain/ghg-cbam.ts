// CBAM exposure of one exported good: the default value for goods from Viet Nam (Implementing Regulation (EU)
// 2025/2621, Annex I) or the verified figure, the column-B benchmark (Implementing Regulation (EU) 2025/2620), the
// mark-up and the CBAM factor per scenario. A good whose values cannot be found is UNKNOWN with its reason: it is
// never costed as €0. Data: cbam-defaults.ts; sources: cbam-defaults.SOURCES.md.
import {
  CBAM_BENCHMARK_ROWS,
  CBAM_DEFAULT_ROWS,
  CBAM_INDIRECT_GROUPS,
  cbamMarkupFor,
  type CbamBenchmarkRow,
  type CbamDefaultRow,
  type CbamDefaultTable,
} from './cbam-defaults';
import { CBAM_SCENARIOS, cbamFactor, type CbamGoods, type CbamScenarioCode } from './ghg-factors';

/** Why a good's CBAM cost cannot be computed. */
export type CbamUnknownReason =
  /** No CN code given where the group has several defaults. */
  | 'CN_CODE_NEEDED'
  /** The CN code is shorter than the rows under it (defaults that differ, or benchmark rows): the full code is needed. */
  | 'CN_CODE_TOO_SHORT'
  /** No default value for this CN code from Viet Nam in the table (nor a verified figure). */
  | 'NO_DEFAULT'
  /** No benchmark for this CN code and route in the table. */
  | 'NO_BENCHMARK'
  /** Electricity: no default value for electricity from Viet Nam. */
  | 'NO_ELECTRICITY_DEFAULT';

export interface CbamTables {
  defaults: readonly CbamDefaultRow[];
  benchmarks: readonly CbamBenchmarkRow[];
}

export const DEFAULT_CBAM_TABLES: CbamTables = {
  defaults: CBAM_DEFAULT_ROWS,
  benchmarks: CBAM_BENCHMARK_ROWS,
};

/** The code a group stands for when it has one CN code only. */
const SINGLE_CODE: Partial<Record<CbamGoods, string>> = { HYDROGEN: '28041000', ELECTRICITY: '27160000' };

export type CbamDefaultLookup = { ok: true; row: CbamDefaultRow } | { ok: false; reason: CbamUnknownReason };

/** The annex row of a good: the longest row code that starts the given code, within the good's group. */
export function findCbamDefault(
  tables: CbamTables,
  group: CbamGoods,
  cnCode: string | undefined,
): CbamDefaultLookup {
  const code = cnCode ?? SINGLE_CODE[group];
  if (group === 'ELECTRICITY') return { ok: false, reason: 'NO_ELECTRICITY_DEFAULT' };
  if (!code) return { ok: false, reason: 'CN_CODE_NEEDED' };
  const rows = tables.defaults.filter((r) => r.group === group);
  const hit = rows.filter((r) => code.startsWith(r.cn)).sort((a, b) => b.cn.length - a.cn.length)[0];
  if (hit) return { ok: true, row: hit };
  // A short code (e.g. 2523) covering several rows: one value only if they all agree.
  const under = rows.filter((r) => r.cn.startsWith(code));
  if (under.length > 0) {
    const first = under[0];
    const same = under.every(
      (r) => r.direct === first.direct && r.indirect === first.indirect && r.route === first.route,
    );
    if (same) return { ok: true, row: { ...first, cn: code } };
    return { ok: false, reason: 'CN_CODE_TOO_SHORT' };
  }
  return { ok: false, reason: 'NO_DEFAULT' };
}

/** The column-B benchmark of a code and route: the longest matching code whose route fits. */
export function findCbamBenchmark(tables: CbamTables, cnCode: string, route: string | null): number | null {
  const fits = (r: CbamBenchmarkRow) =>
    r.route === null || route === null || r.route === route || route.split('/').includes(r.route);
  const hit = tables.benchmarks
    .filter((r) => cnCode.startsWith(r.cn) && fits(r))
    .sort((a, b) => b.cn.length - a.cn.length);
  if (hit.length === 0) return null;
  // Several routes fit (a "C/F" default): the regulation's row is ambiguous here, so no single value.
  const best = hit.filter((r) => r.cn === hit[0].cn);
  return best.length === 1 ? best[0].value : null;
}

export interface CbamGoodInput {
  goodsGroup: CbamGoods;
  cnCode?: string;
  quantity: number;
  verifiedData: boolean;
  verifiedSee?: number;
}

export interface CbamScenarioFigures {
  scenario: CbamScenarioCode;
  year: number;
  markup: number;
  cbamFactor: number;
  see: number;
  faa: number;
  certificates: number;
  costEur: number;
}

/** A good's values and figures; `status` UNKNOWN has no scenarios and a reason. */
export interface CbamGoodResult {
  status: 'KNOWN' | 'UNKNOWN';
  unknownReason: CbamUnknownReason | null;
  /** The annex row used (its code as listed), or null. */
  defaultCn: string | null;
  defaultTable: CbamDefaultTable | null;
  defaultFallbackReason: 'NOT_LISTED' | 'NO_VALUE' | null;
  defaultDirect: number | null;
  defaultIndirect: number | null;
  /** D: direct, plus indirect for cement and fertilisers. */
  defaultSee: number | null;
  /** Whether indirect emissions are counted for this good (cement, fertilisers). */
  indirectCounted: boolean;
  route: string | null;
  benchmark: number | null;
  scenarios: CbamScenarioFigures[];
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * Per scenario: SEE = verified figure (no mark-up), else D × (1 + mark-up); FAA = BM × CBAM factor;
 * certificates = Q × max(0, SEE − FAA); cost = certificates × price.
 */
export function computeCbamGood(
  good: CbamGoodInput,
  priceEur: number,
  tables: CbamTables = DEFAULT_CBAM_TABLES,
): CbamGoodResult {
  const group = good.goodsGroup;
  const indirectCounted = CBAM_INDIRECT_GROUPS.has(group);
  const lookup = findCbamDefault(tables, group, good.cnCode);
  const row = lookup.ok ? lookup.row : null;
  const defaultSee = row ? round(row.direct + (indirectCounted ? (row.indirect ?? 0) : 0), 6) : null;
  const code = good.cnCode ?? SINGLE_CODE[group] ?? null;
  const benchmark = code ? findCbamBenchmark(tables, code, row?.route ?? null) : null;
  const verified = good.verifiedData && good.verifiedSee !== undefined ? good.verifiedSee : null;
  const base = {
    defaultCn: row?.cn ?? null,
    defaultTable: row?.table ?? null,
    defaultFallbackReason: row?.fallbackReason ?? null,
    defaultDirect: row?.direct ?? null,
    defaultIndirect: row?.indirect ?? null,
    defaultSee,
    indirectCounted,
    route: row?.route ?? null,
    benchmark,
  };
  let unknownReason: CbamUnknownReason | null = null;
  if (verified === null && !lookup.ok) unknownReason = lookup.reason;
  else if (benchmark === null)
    unknownReason = !code
      ? 'CN_CODE_NEEDED'
      : code.length < 8 && tables.benchmarks.some((r) => r.cn.startsWith(code) && r.cn !== code)
        ? // The benchmark rows sit under the given code: the full code picks one.
          'CN_CODE_TOO_SHORT'
        : 'NO_BENCHMARK';
  if (unknownReason) return { ...base, status: 'UNKNOWN', unknownReason, scenarios: [] };
  const scenarios = CBAM_SCENARIOS.map(({ scenario, year }) => {
    const markup = verified === null ? cbamMarkupFor(group, year) : 0;
    const see = verified ?? (defaultSee as number) * (1 + markup);
    const cf = cbamFactor(year);
    const faa = (benchmark as number) * cf;
    const certificates = good.quantity * Math.max(0, see - faa);
    return {
      scenario,
      year,
      markup,
      cbamFactor: cf,
      see: round(see, 6),
      faa: round(faa, 6),
      certificates: round(certificates, 3),
      costEur: round(certificates * priceEur, 2),
    };
  });
  return { ...base, status: 'KNOWN', unknownReason: null, scenarios };
}
