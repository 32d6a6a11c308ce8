// The boundary editor's machine (issue 15): it saves with the version it loaded, reloads on a stale version (409)
// and keeps a validation refusal beside the form; the base-year mark is offered only to a non-base year.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  boundaryMachine,
  type BoundaryInput,
  type LoadBoundaryOutput,
  type MarkBaseYearInput,
  type SaveBoundaryInput,
} from './boundary.machine';
import { FACILITY, INVENTORY } from '../../tests/paths/registry/inventory';
import { apiError } from '../../tests/paths/registry/entry';
import type { Inventory } from './inventory.types';

function start(save: (input: SaveBoundaryInput) => Promise<Inventory>, inventory: Inventory = INVENTORY) {
  let loads = 0;
  const saves: SaveBoundaryInput[] = [];
  const actor = createActor(
    boundaryMachine.provide({
      actors: {
        loadBoundary: fromPromise<LoadBoundaryOutput, BoundaryInput>(async () => {
          loads += 1;
          return {
            inventory: { ...inventory, version: inventory.version + loads - 1 },
            facilities: [FACILITY],
          };
        }),
        saveBoundary: fromPromise<Inventory, SaveBoundaryInput>(async ({ input }) => {
          saves.push(input);
          return save(input);
        }),
        markBaseYear: fromPromise<Inventory, MarkBaseYearInput>(async () => ({
          ...inventory,
          isBaseYear: true,
          version: 2,
        })),
      },
    }),
    { input: { spaceId: null, inventoryId: inventory.id } },
  ).start();
  return { actor, saves, loads: () => loads };
}

const values = {
  consolidationApproach: 'EQUITY_SHARE' as const,
  facilities: [{ facilityId: FACILITY.id, equitySharePercent: 60 }],
};

describe('boundary machine', () => {
  it('saves with the loaded version and shows the saved boundary', async () => {
    const { actor, saves } = start(async (input) => ({
      ...INVENTORY,
      version: input.version + 1,
      consolidationApproach: 'EQUITY_SHARE',
      facilities: [
        { facilityId: FACILITY.id, name: FACILITY.name, status: 'ACTIVE', equitySharePercent: 60 },
      ],
    }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.saveBoundary', values });
    await waitFor(actor, (s) => s.context.saved);
    expect(saves[0]).toMatchObject({ version: 1, values });
    expect(actor.getSnapshot().context.inventory?.consolidationApproach).toBe('EQUITY_SHARE');
  });

  it('reloads after a stale version and keeps a refusal beside the form', async () => {
    const stale = start(async () => {
      throw apiError(409, 'STALE_VERSION', 'Dữ liệu vừa được người khác thay đổi');
    });
    await waitFor(stale.actor, (s) => s.matches({ ready: 'idle' }));
    stale.actor.send({ type: 'user.saveBoundary', values });
    await waitFor(stale.actor, (s) => stale.loads() === 2 && s.matches({ ready: 'idle' }));
    expect(stale.actor.getSnapshot().context.saveError?.code).toBe('STALE_VERSION');
    expect(stale.actor.getSnapshot().context.inventory?.version).toBe(2);

    const refused = start(async () => {
      throw apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
        { field: 'facilities.0.equitySharePercent', message: 'Nhập tỷ lệ vốn góp của cơ sở' },
      ]);
    });
    await waitFor(refused.actor, (s) => s.matches({ ready: 'idle' }));
    refused.actor.send({ type: 'user.saveBoundary', values });
    await waitFor(refused.actor, (s) => s.context.saveError !== null);
    expect(refused.loads()).toBe(1);
    expect(
      refused.actor.getSnapshot().context.saveError?.fieldErrors['facilities.0.equitySharePercent']?.text,
    ).toBe('Nhập tỷ lệ vốn góp của cơ sở');
  });

  it('offers the base-year mark only to an inventory that is not the base year', async () => {
    const base = start(async () => INVENTORY, { ...INVENTORY, isBaseYear: true });
    await waitFor(base.actor, (s) => s.matches({ ready: 'idle' }));
    base.actor.send({ type: 'user.markBaseYear' });
    expect(base.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    const other = start(async () => INVENTORY);
    await waitFor(other.actor, (s) => s.matches({ ready: 'idle' }));
    other.actor.send({ type: 'user.markBaseYear' });
    expect(other.actor.getSnapshot().matches({ ready: 'markingBaseYear' })).toBe(true);
    await waitFor(other.actor, (s) => s.context.saved);
    expect(other.actor.getSnapshot().context.inventory?.isBaseYear).toBe(true);
  });
});
