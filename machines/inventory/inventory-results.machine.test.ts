// The inventory results section's machine: results, a category's trace, a failed trace keeping the results.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  inventoryResultsMachine,
  type InventoryResults,
  type ResultsInput,
  type TraceInput,
  type TracedRow,
} from './inventory-results.machine';
import { RESULTS, RESULTS_INVENTORY, TRACE } from '../../tests/fixtures/inventory-results';

const offline = { code: 'NETWORK_ERROR', message: 'Network Error' };

function start(options: { results?: () => Promise<InventoryResults>; trace?: () => Promise<TracedRow[]> }) {
  const asked: TraceInput[] = [];
  const actor = createActor(
    inventoryResultsMachine.provide({
      actors: {
        loadResults: fromPromise<InventoryResults, ResultsInput>(options.results ?? (async () => RESULTS)),
        loadTrace: fromPromise<TracedRow[], TraceInput>(async ({ input }) => {
          asked.push(input);
          return (options.trace ?? (async () => TRACE))();
        }),
      },
    }),
    { input: { spaceId: 'space-1', inventoryId: RESULTS_INVENTORY } },
  ).start();
  return { actor, asked };
}

describe('inventory results machine', () => {
  it('loads the results, then traces one category and closes the trace', async () => {
    const { actor, asked } = start({});
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.results?.totals.totalLocation).toBeCloseTo(68.60526916, 9);
    actor.send({ type: 'user.trace', category: 'S1_STATIONARY_COMBUSTION' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.traceRows !== null);
    expect(asked).toEqual([
      { spaceId: 'space-1', inventoryId: RESULTS_INVENTORY, category: 'S1_STATIONARY_COMBUSTION' },
    ]);
    expect(actor.getSnapshot().context.traceRows?.[0].trace[0].source.document).toContain('IPCC');
    actor.send({ type: 'user.closeTrace' });
    expect(actor.getSnapshot().context).toMatchObject({ traceCategory: null, traceRows: null });
  });

  it('keeps the results when a trace fails, and retries a failed load', async () => {
    let calls = 0;
    const { actor } = start({
      results: async () => {
        calls += 1;
        if (calls === 1) throw offline;
        return RESULTS;
      },
      trace: async () => {
        throw offline;
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).not.toBeNull();
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.trace', category: 'S2_ELECTRICITY' });
    await waitFor(actor, (s) => s.context.traceError !== null);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.results).not.toBeNull();
  });
});
