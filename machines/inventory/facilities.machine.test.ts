// The facilities machine (issue 15): it lists the facilities with the sectors, adds and archives one, and reloads
// when a save meets a version someone else changed (409 STALE_VERSION).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  facilitiesMachine,
  type ArchiveFacilityInput,
  type LoadFacilitiesOutput,
  type SaveFacilityInput,
} from './facilities.machine';
import type { Facility, SpaceInput } from './inventory.types';
import { FACILITY } from '../../tests/paths/registry/inventory';
import { apiError } from '../../tests/paths/registry/entry';

const SECTORS = [{ id: 7, name: 'Sắt thép' }];

function start(save: (input: SaveFacilityInput) => Promise<Facility>) {
  let loads = 0;
  const actor = createActor(
    facilitiesMachine.provide({
      actors: {
        loadFacilities: fromPromise<LoadFacilitiesOutput, SpaceInput>(async () => {
          loads += 1;
          return { facilities: [FACILITY], sectors: SECTORS };
        }),
        saveFacility: fromPromise<Facility, SaveFacilityInput>(({ input }) => save(input)),
        archiveFacility: fromPromise<Facility, ArchiveFacilityInput>(async ({ input }) => ({
          ...FACILITY,
          status: 'ARCHIVED',
          version: input.version + 1,
        })),
      },
    }),
    { input: { spaceId: 'space-1' } },
  ).start();
  return { actor, loads: () => loads };
}

describe('facilities machine', () => {
  it('lists the facilities and the sectors, adds one and archives one', async () => {
    const added = { ...FACILITY, id: '11111111-2222-4333-8444-555555555555', name: 'Kho Hải Phòng' };
    const { actor } = start(async () => added);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.facilities).toEqual([FACILITY]);
    expect(actor.getSnapshot().context.sectors).toEqual(SECTORS);
    actor.send({ type: 'user.save', id: null, version: null, values: { name: added.name, countryId: 1 } });
    await waitFor(actor, (s) => s.context.done !== null);
    expect(actor.getSnapshot().context.done).toEqual({ kind: 'created', id: added.id });
    expect(actor.getSnapshot().context.facilities.map((f) => f.name)).toEqual([FACILITY.name, added.name]);
    actor.send({ type: 'user.archive', id: FACILITY.id, version: 1 });
    await waitFor(actor, (s) => s.context.done?.kind === 'archived');
    expect(actor.getSnapshot().context.facilities[0].status).toBe('ARCHIVED');
  });

  it('reloads the list when the facility changed elsewhere', async () => {
    const { actor, loads } = start(async () => {
      throw apiError(409, 'STALE_VERSION', 'Dữ liệu vừa được người khác thay đổi');
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.save', id: FACILITY.id, version: 1, values: { name: 'X', countryId: 1 } });
    await waitFor(actor, (s) => loads() === 2 && s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.saveError?.code).toBe('STALE_VERSION');
  });
});
