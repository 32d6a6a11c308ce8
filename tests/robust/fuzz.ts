// `npm run fuzz`: the full run of the OpenAPI-driven fuzzer (tests/robust/fuzz-core.ts) against the app built as the
// server builds it (app.inject, response validation on), on PGlite and PostgreSQL, signed in through a real
// cognito-local. Prints one table per engine (operation, requests, answers by status, 5xx) and every problem
// found; exits 1 when there is one (a 5xx, a refused request answered 2xx or without the error body, a row stored by
// a refused request, or an unhealthy server afterwards).
//
//   FUZZ_COUNT   requests of the refused phase per engine (default 5000); the hostile phase sends half as many
//   FUZZ_SEED    seed of the PRNG (default 20261124): the same seed sends the same requests
//   FUZZ_ENGINES pglite,postgres (default both; PostgreSQL: PG_TEST_URL or postgres://postgres@127.0.0.1:5432/test)
import { ENGINES, type Engine } from '../api/harness';
import { startCognitoLocal } from '../api/support/cognito-local';
import { runFuzz, summaryTable } from './fuzz-core';
import { openFuzzTarget } from './fuzz-setup';

const COUNT = Number(process.env.FUZZ_COUNT ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const engines = (process.env.FUZZ_ENGINES?.split(',') ?? ENGINES) as Engine[];

async function main(): Promise<number> {
  const cognito = await startCognitoLocal();
  let failed = false;
  try {
    for (const engine of engines) {
      const target = await openFuzzTarget(engine, cognito, `${engine}-${Date.now()}`);
      try {
        const t0 = Date.now();
        const result = await runFuzz({
          seed: SEED,
          refused: COUNT,
          hostile: Math.ceil(COUNT / 2),
          ids: target.ids,
          send: target.send,
          countRows: target.countRows,
        });
        const seconds = ((Date.now() - t0) / 1000).toFixed(1);
        const healthy = await target.healthy();
        console.log(`\n=== ${engine}: ${result.requests} requests in ${seconds} s (seed ${SEED})\n`);
        console.log(summaryTable(result));
        const changed = Object.entries(result.changedTables);
        console.log(
          `\n5xx: ${result.fiveHundreds}; problems: ${result.problemCount}; tables whose row count changed during ` +
            `the refused phase: ${changed.length === 0 ? `none of ${result.tables}` : changed.map(([t, [a, b]]) => `${t} ${a}->${b}`).join(', ')}; ` +
            `after the run: health ${healthy.health}, GET /auth/me ${healthy.me}`,
        );
        for (const p of result.problems) {
          console.log(
            `  ${p.problem} <- ${p.request.method} ${p.request.url.slice(0, 160)} [${p.request.defect}] ` +
              `body: ${String(p.request.payload ?? '').slice(0, 200)}`,
          );
        }
        if (result.problemCount > 0 || changed.length > 0 || healthy.health !== 200 || healthy.me !== 200)
          failed = true;
      } finally {
        await target.close();
      }
    }
  } finally {
    await cognito.stop();
  }
  console.log(
    failed
      ? '\nfuzz: FAILED'
      : '\nfuzz: no 5xx, every refused request refused with the error body, no row stored',
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
