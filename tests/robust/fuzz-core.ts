// The fuzzer behind `npm run fuzz` (tests/robust/fuzz.ts) and its short form in `npm test` (tests/api/fuzz.test.ts):
// requests built from the OpenAPI document (openapi/dist/tenant.json, the same document server/openapi.ts loads),
// for every operation, deterministic for a seed (mulberry32).
//
// Two phases:
// - "refused": every request carries at least one defect that the contract or the product must refuse (a missing or
//   forged token, a wrong content type, malformed JSON, a body over 1 MB, a missing required field, a value of the
//   wrong type (a JSON body is never coerced), a string over its maxLength, a value outside its enum, a path, query or header
//   parameter of the wrong shape, a staff call by a non-staff user, a well-formed id that names nothing), wrapped
//   in hostile noise (SQL and script injections, path traversal, `__proto__`/`constructor` keys, NUL, lone
//   surrogates, right-to-left marks, 1 MB strings). Each answer must be a 4xx with the house error body, and no
//   table may gain or lose a row.
// - "hostile": bodies, queries and paths that follow the contract's shape but carry the same hostile strings
//   (within each field's length and format), so they pass validation and reach the handlers and the database.
//   These may be accepted (and write rows); they must never be answered 5xx, and a 4xx must have the error body.
//
// Operations whose success would end the signed-in session used by the run (sign-out, turning two-step
// verification off, changing the password) only get refused requests.
//
// This file checks the answers and runs the phases; the requests are fuzz-requests.ts, their values fuzz-values.ts.
import { generate, operationsOf, type FuzzRequest, type Identities, type Operation } from './fuzz-requests';
import { prng } from './fuzz-values';

// ---------------------------------------------------------------------------------------------------------------
// Checks

export interface FuzzResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * 5xx answers an operation's contract defines: GET /ready answers 503 NOT_READY while a dependency (SMTP, the
 * identity JWKS) is down, which is its purpose, not a server fault.
 */
const CONTRACT_5XX = new Set(['GET /ready 503']);

/** A 5xx that is a fault (not an answer the operation's contract defines). */
export function isServerFault(operation: string, status: number): boolean {
  return status >= 500 && !CONTRACT_5XX.has(`${operation} ${status}`);
}

/** Problems with one answer (empty when it is fine). */
export function problemsOf(request: FuzzRequest, response: FuzzResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (isServerFault(request.operation, status)) problems.push(`answered ${status}`);
  if (request.phase === 'refused' && status < 400)
    problems.push(`accepted (${status}) a request with: ${request.defect}`);
  if (status >= 400) {
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) problems.push(`${status} with content-type "${type}"`);
    let body: any;
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push(`${status} with a body that is not JSON`);
      return problems;
    }
    const keys = body && typeof body === 'object' ? Object.keys(body) : [];
    if (
      !body ||
      typeof body !== 'object' ||
      body.statusCode !== status ||
      typeof body.code !== 'string' ||
      !/^[A-Z][A-Z0-9_]*$/.test(body.code) ||
      typeof body.message !== 'string' ||
      body.message.length === 0 ||
      !keys.every((k) => ['statusCode', 'code', 'message', 'details'].includes(k)) ||
      (body.details !== undefined &&
        !(
          Array.isArray(body.details) &&
          body.details.every((d: any) => typeof d?.field === 'string' && typeof d?.message === 'string')
        ))
    ) {
      problems.push(`${status} without the error shape: ${response.body.slice(0, 200)}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// A run

export interface RunOptions {
  seed: number;
  /** Requests of the refused phase (spread over every operation). */
  refused: number;
  /** Requests of the hostile phase. */
  hostile: number;
  ids: Identities;
  send(request: FuzzRequest): Promise<FuzzResponse>;
  /** Row counts of every table, read before and after the refused phase. */
  countRows(): Promise<Record<string, number>>;
  operations?: Operation[];
  /** How many requests run at once (default 4). */
  concurrency?: number;
}

export interface OperationStats {
  requests: number;
  byStatus: Map<number, number>;
}

export interface RunResult {
  requests: number;
  byOperation: Map<string, OperationStats>;
  /** Up to 50 problems, each with the request that caused it. */
  problems: { request: FuzzRequest; problem: string; status: number }[];
  problemCount: number;
  fiveHundreds: number;
  /** Tables whose row count changed during the refused phase: name -> [before, after]. */
  changedTables: Record<string, [number, number]>;
  tables: number;
}

export async function runFuzz(options: RunOptions): Promise<RunResult> {
  const operations = options.operations ?? operationsOf();
  const rng = prng(options.seed);
  const byOperation = new Map<string, OperationStats>(
    operations.map((op) => [op.key, { requests: 0, byStatus: new Map() }]),
  );
  const result: RunResult = {
    requests: 0,
    byOperation,
    problems: [],
    problemCount: 0,
    fiveHundreds: 0,
    changedTables: {},
    tables: 0,
  };

  const plan = (phase: 'refused' | 'hostile', total: number): FuzzRequest[] => {
    const requests: FuzzRequest[] = [];
    // Round-robin over the operations; an operation with nothing to send in this phase is passed over.
    for (let i = 0; requests.length < total && i < total * 20; i++) {
      const request = generate(operations[i % operations.length], phase, rng, options.ids);
      if (request) requests.push(request);
    }
    return requests;
  };

  const execute = async (requests: FuzzRequest[]) => {
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++];
        const response = await options.send(request);
        result.requests++;
        const stats = byOperation.get(request.operation)!;
        stats.requests++;
        stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
        if (isServerFault(request.operation, response.statusCode)) result.fiveHundreds++;
        for (const problem of problemsOf(request, response)) {
          result.problemCount++;
          if (result.problems.length < 50)
            result.problems.push({ request, problem, status: response.statusCode });
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  };

  const before = await options.countRows();
  await execute(plan('refused', options.refused));
  const after = await options.countRows();
  result.tables = Object.keys(before).length;
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[table] !== after[table]) result.changedTables[table] = [before[table] ?? 0, after[table] ?? 0];
  }
  await execute(plan('hostile', options.hostile));
  return result;
}

/** Row counts of every table of the public schema. */
export async function countAllRows(db: {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}): Promise<Record<string, number>> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of rows) {
    const counted = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM "${table_name}"`);
    out[table_name] = Number(counted.rows[0].n);
  }
  return out;
}

/** The summary table: one row per operation, its requests and answers by status. */
export function summaryTable(result: RunResult): string {
  const rows = [...result.byOperation.entries()].map(([op, stats]) => {
    const statuses = [...stats.byStatus.entries()].sort((a, b) => a[0] - b[0]);
    const five = statuses.filter(([s]) => isServerFault(op, s)).reduce((n, [, c]) => n + c, 0);
    return [op, String(stats.requests), statuses.map(([s, c]) => `${s}:${c}`).join(' '), String(five)];
  });
  const header = ['operation', 'requests', 'statuses', '5xx'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 1 || i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
