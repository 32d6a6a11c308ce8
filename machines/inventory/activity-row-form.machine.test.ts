// One row's form (issue 15 item 2): the view's findings stop the submit; a new row is POSTed, a stored one PUT
// with its version; the server's details are kept per field; a stale version is a conflict that reloads the
// latest; a delete needs a confirmation.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  activityRowFormMachine,
  type DeleteRowInput,
  type LoadRowInput,
  type SaveRowInput,
} from './activity-row-form.machine';
import type { ActivityRow } from './activity-data.types';
import { ROW, ROW_VALUES } from '../../tests/paths/registry/inventory-data';
import { apiError } from '../../tests/paths/registry/entry';

function start(row: ActivityRow | null, save: (input: SaveRowInput) => Promise<ActivityRow>) {
  const saves: SaveRowInput[] = [];
  const deletes: DeleteRowInput[] = [];
  const actor = createActor(
    activityRowFormMachine.provide({
      actors: {
        saveRow: fromPromise<ActivityRow, SaveRowInput>(async ({ input }) => {
          saves.push(input);
          return save(input);
        }),
        deleteRow: fromPromise<unknown, DeleteRowInput>(async ({ input }) => {
          deletes.push(input);
          return { id: input.rowId, deleted: true };
        }),
        loadRow: fromPromise<ActivityRow, LoadRowInput>(async () => ({ ...ROW, version: 5 })),
      },
    }),
    { input: { spaceId: null, inventoryId: ROW.inventoryId, row } },
  ).start();
  return { actor, saves, deletes };
}

describe('activity row form machine', () => {
  it('refuses what the view could not read, without sending', () => {
    const { actor, saves } = start(null, async () => ROW);
    actor.send({ type: 'user.submit', values: ROW_VALUES, issues: { 'quantity.value': 'ambiguous' } });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.issues).toEqual({ 'quantity.value': 'ambiguous' });
    expect(saves).toHaveLength(0);
  });

  it('creates a new row (no id, no version) and ends saved', async () => {
    const { actor, saves } = start(null, async () => ROW);
    actor.send({ type: 'user.submit', values: ROW_VALUES, issues: {} });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves[0]).toMatchObject({ rowId: null, version: null, values: ROW_VALUES });
  });

  it('replaces a stored row with the version it loaded, and keeps the server details per field', async () => {
    const { actor, saves } = start(ROW, async () => {
      throw apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
        { field: 'quantity.value', message: 'Số lượng không được âm' },
      ]);
    });
    actor.send({ type: 'user.submit', values: ROW_VALUES, issues: {} });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(saves[0]).toMatchObject({ rowId: ROW.id, version: 1 });
    expect(actor.getSnapshot().context.error?.fieldErrors['quantity.value']?.text).toBe(
      'Số lượng không được âm',
    );
  });

  it('a stale version is a conflict; reloading takes the latest version and saving uses it', async () => {
    let calls = 0;
    const { actor, saves } = start(ROW, async (input) => {
      calls += 1;
      if (calls === 1) throw apiError(409, 'STALE_VERSION', 'stale');
      return { ...ROW, version: (input.version ?? 0) + 1 };
    });
    actor.send({ type: 'user.submit', values: ROW_VALUES, issues: {} });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'user.reload' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.submit', values: ROW_VALUES, issues: {} });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves[1].version).toBe(5);
  });

  it('deletes only after a confirmation, naming the version', async () => {
    const { actor, deletes } = start(ROW, async () => ROW);
    actor.send({ type: 'user.delete' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'user.delete' });
    actor.send({ type: 'user.confirmDelete' });
    await waitFor(actor, (s) => s.matches('deleted'));
    expect(deletes).toEqual([{ spaceId: null, inventoryId: ROW.inventoryId, rowId: ROW.id, version: 1 }]);
  });

  it('a new row cannot be deleted', () => {
    const { actor } = start(null, async () => ROW);
    actor.send({ type: 'user.delete' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
