// Prints how long the inventory engine takes to recalculate 100,000 activity rows (issue 15: under 2 seconds).
// Not a timed test: `npx tsx scripts/inventory-engine-bench.ts`, or `BENCH_ONLY=inventory npm run bench` (the same
// measurement, tests/bench/inventory.ts, in the budget table).
import { INVENTORY_ROWS, measureRecalculation } from '../tests/bench/inventory';

const { medianMs, bestMs } = measureRecalculation();
console.log(
  `inventory engine: ${INVENTORY_ROWS.toLocaleString('en')} rows recalculated in ${medianMs.toFixed(0)} ms (median of 5; best ${bestMs.toFixed(0)} ms; target < 2000 ms)`,
);
