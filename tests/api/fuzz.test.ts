// The short form of the OpenAPI-driven fuzzer (tests/robust/fuzz-core.ts; the full run is `npm run fuzz`): a few
// hundred requests over every operation of the document, on both engines, signed in through a real cognito-local.
// Requests that must be refused are all answered 4xx with the house error body and store no row; hostile requests
// of the contract's shape are never answered 5xx; the server still answers a normal request afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { useCognitoLocal } from './support/session-suite';
import { expectError } from './support/error-body';
import { runFuzz, summaryTable } from '../robust/fuzz-core';
import { operationsOf } from '../robust/fuzz-requests';
import { openFuzzTarget, type FuzzTarget } from '../robust/fuzz-setup';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const stack = useCognitoLocal();

describe.each(ENGINES)('fuzz on %s', (engine) => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await openFuzzTarget(engine, stack.cognito, engine);
  });
  afterAll(async () => {
    await target?.close();
  });

  it('refuses every defective request with a 4xx error body, stores nothing, never answers 5xx', async () => {
    const operations = operationsOf();
    const result = await runFuzz({
      seed: SEED,
      refused: operations.length * 4,
      hostile: operations.length * 2,
      ids: target.ids,
      send: target.send,
      countRows: target.countRows,
      operations,
    });
    const report = result.problems
      .slice(0, 10)
      .map((p) => `${p.request.method} ${p.request.url.slice(0, 120)} [${p.request.defect}]: ${p.problem}`);
    expect(report, summaryTable(result)).toEqual([]);
    expect(result.fiveHundreds).toBe(0);
    expect(result.changedTables).toEqual({});
    expect(result.tables).toBeGreaterThan(10);
    // Every operation was called, most of them many times.
    for (const op of operations) expect(result.byOperation.get(op.key)!.requests, op.key).toBeGreaterThan(0);
    expect(result.requests).toBeGreaterThan(operations.length * 5);
    expect(await target.healthy()).toEqual({ health: 200, me: 200 });
  });

  // What earlier runs found, kept as fixed cases (the seeded run may not draw them again).
  it('answers 400, not 500, for a NUL character that reaches the database', async () => {
    expectError(
      await target.app.inject({ method: 'GET', url: '/api/articles?tag=a%00b' }),
      400,
      'VALIDATION_FAILED',
    );
    const staff = await target.app.inject({
      method: 'GET',
      url: '/api/staff/articles?q=%00',
      headers: { authorization: `Bearer ${target.ids.staff}` },
    });
    expectError(staff, 400, 'VALIDATION_FAILED');
  });

  it('refuses a JSON body that is not an object on POST /auth/forgot-password, even with ?email=', async () => {
    for (const payload of ['"x"', '42', 'null', '[]']) {
      const res = await target.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password?email=fuzz%40ghg.test',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectError(res, 400, 'VALIDATION_FAILED');
    }
  });
});
