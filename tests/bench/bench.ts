// `npm run bench`: the performance budget report (README, "Performance budgets (npm run bench)"). A measurement
// script, never a timed test of `npm test`: it prints the details of each part as it goes, then ONE table of every
// budget, and exits 1 when any budget is missed (2 when a part could not run).
//
// Parts (all by default; `BENCH_ONLY=api,js,lighthouse,server,inventory,inventory-api` runs some of them):
// - js: first-load JavaScript per public route, gzip -9, from the build manifest (tests/bench/first-load.ts);
// - lighthouse: Lighthouse mobile on the real server, median of 3 runs per page (tests/bench/pages.ts);
// - server: start-up time and memory of the real server (tests/bench/pages.ts; also run with lighthouse);
// - api: API throughput as a ratio to a bare Fastify route measured in the same run (tests/bench/api.ts);
// - inventory: the inventory engine's recalculation of 100,000 activity rows (tests/bench/inventory.ts);
// - inventory-api: 100,000 rows stored in PostgreSQL: the recalculation after a change (< 2 s) and the workspace
//   summary call GET /inventory-summary (< 300 ms p99) (tests/bench/inventory.ts).
// js, lighthouse and server need a build (`npm run build`); api needs PostgreSQL for its PostgreSQL rows.
import { runApiBench } from './api';
import { runInventoryApiBench, runInventoryBench } from './inventory';
import { selectedParts } from './bench-parts';
import { runFirstLoadBench } from './first-load';
import { runServerBench } from './pages';
import { formatReport, type ReportRow } from './report';

async function main(): Promise<number> {
  const parts = selectedParts(process.env.BENCH_ONLY);
  const rows: ReportRow[] = [];
  if (parts.has('js')) rows.push(...(await runFirstLoadBench()));
  if (parts.has('lighthouse') || parts.has('server')) {
    rows.push(...(await runServerBench({ lighthouse: parts.has('lighthouse') })));
  }
  if (parts.has('api')) rows.push(...(await runApiBench()));
  if (parts.has('inventory')) rows.push(...runInventoryBench());
  if (parts.has('inventory-api')) rows.push(...(await runInventoryApiBench()));

  const missed = rows.filter((row) => row.met === false);
  console.log(`Budgets (${[...parts].join(', ')}):\n`);
  console.log(formatReport(rows));
  console.log(
    missed.length === 0
      ? `\nevery budget met (${rows.filter((row) => row.met).length})`
      : `\n${missed.length} budget(s) MISSED: ${missed.map((row) => row.check).join('; ')}`,
  );
  return missed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
