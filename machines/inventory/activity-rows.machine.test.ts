// The activity rows list (issue 15 item 2): inventory then a page of rows; filters go back to page 1; a refresh
// keeps the page and remembers what happened; a failed load is retried.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { activityRowsMachine } from './activity-rows.machine';
import type { InventoryInput, LoadRowsInput, RowsPage } from './activity-data.types';
import type { Inventory } from './inventory.types';
import { INVENTORY } from '../../tests/paths/registry/inventory';
import { ROW } from '../../tests/paths/registry/inventory-data';
import { offline } from '../../tests/paths/registry/entry';

function start(loadRows: (input: LoadRowsInput) => Promise<RowsPage>) {
  const requests: LoadRowsInput[] = [];
  const actor = createActor(
    activityRowsMachine.provide({
      actors: {
        loadInventory: fromPromise<Inventory, InventoryInput>(async () => INVENTORY),
        loadRows: fromPromise<RowsPage, LoadRowsInput>(async ({ input }) => {
          requests.push(input);
          return loadRows(input);
        }),
      },
    }),
    { input: { spaceId: null, inventoryId: INVENTORY.id } },
  ).start();
  return { actor, requests };
}

const page = (n: number): RowsPage => ({ rows: [ROW], page: n, pageCount: 3, total: 120 });

describe('activity rows machine', () => {
  it('loads the inventory, then the first page with no filter', async () => {
    const { actor, requests } = start(async (input) => page(input.page));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.inventory?.id).toBe(INVENTORY.id);
    expect(requests[0]).toMatchObject({ filters: {}, page: 1, take: 50 });
  });

  it('turns pages, and a filter goes back to page 1', async () => {
    const { actor, requests } = start(async (input) => page(input.page));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.page', page: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 2);
    actor.send({ type: 'user.filter', filters: { scope: 3, category: 'S3_06_BUSINESS_TRAVEL' } });
    await waitFor(actor, (s) => s.matches('ready') && requests.length === 3);
    expect(requests[2]).toMatchObject({ page: 1, filters: { scope: 3, category: 'S3_06_BUSINESS_TRAVEL' } });
  });

  it('a refresh reloads the same page and remembers what was done', async () => {
    const { actor, requests } = start(async (input) => page(input.page));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.page', page: 3 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 3);
    actor.send({ type: 'user.refresh', done: 'deleted' });
    await waitFor(actor, (s) => s.matches('ready') && requests.length === 3);
    expect(requests[2].page).toBe(3);
    expect(actor.getSnapshot().context.done).toBe('deleted');
  });

  it('a failed page load keeps the error and retries', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw offline;
      return page(1);
    });
    await waitFor(actor, (s) => s.matches('rowsFailed'));
    expect(actor.getSnapshot().context.error?.notice.key).toBe('errors.networkError');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
