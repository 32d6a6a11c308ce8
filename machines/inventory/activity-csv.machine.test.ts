// The activity CSV (issue 15 item 2): export, an import that creates rows, a refused import with line details.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { activityCsvMachine, type ImportCsvInput, type ImportCsvOutput } from './activity-csv.machine';
import { apiError, offline } from '../../tests/paths/registry/entry';
import type { InventoryInput } from './activity-data.types';

function start(importCsv: (input: ImportCsvInput) => Promise<ImportCsvOutput>, exportOk = true) {
  const actor = createActor(
    activityCsvMachine.provide({
      actors: {
        exportCsv: fromPromise<void, InventoryInput>(async () => {
          if (!exportOk) throw offline;
        }),
        importCsv: fromPromise<ImportCsvOutput, ImportCsvInput>(async ({ input }) => importCsv(input)),
      },
    }),
    { input: { spaceId: null, inventoryId: 'i' } },
  ).start();
  return actor;
}

describe('activity CSV machine', () => {
  it('exports, and says so when the download fails', async () => {
    const ok = start(async () => ({ created: 0, rowIds: [] }));
    ok.send({ type: 'user.export' });
    await waitFor(ok, (s) => s.matches('idle'));
    const ko = start(async () => ({ created: 0, rowIds: [] }), false);
    ko.send({ type: 'user.export' });
    await waitFor(ko, (s) => s.matches('exportFailed'));
    expect(ko.getSnapshot().context.error?.notice.key).toBe('errors.networkError');
  });

  it('imports a file and counts the rows created', async () => {
    const actor = start(async (input) => ({ created: input.csv.split('\n').length - 1, rowIds: [] }));
    actor.send({ type: 'user.import', csv: 'titles\nline 1\nline 2', fileName: 'rows.csv' });
    await waitFor(actor, (s) => s.matches('imported'));
    expect(actor.getSnapshot().context).toMatchObject({ created: 2, fileName: 'rows.csv' });
  });

  it('keeps the per-line details of a refused file', async () => {
    const actor = start(async () => {
      throw apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
        { field: 'lines.3.quantity', message: 'Số «1,234» có hai cách đọc' },
      ]);
    });
    actor.send({ type: 'user.import', csv: 'x', fileName: 'bad.csv' });
    await waitFor(actor, (s) => s.matches('importRefused'));
    expect(Object.keys(actor.getSnapshot().context.error?.fieldErrors ?? {})).toEqual(['lines.3.quantity']);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
