// The cascading address picker (issue 15): each level loads once its parent is picked, with the parent's id;
// picking a level clears the levels below; a saved address loads its chain down to the ward.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressPickerMachine, type LoadPlacesInput, type PlaceOption } from './address-picker.machine';

const PLACES: Record<string, PlaceOption[]> = {
  'country:null': [{ id: 1, name: 'Việt Nam' }],
  'city:1': [
    { id: 77, name: 'Tỉnh Bà Rịa - Vũng Tàu' },
    { id: 31, name: 'Thành phố Hải Phòng' },
  ],
  'district:77': [{ id: 754, name: 'Thành phố Phú Mỹ' }],
  'district:31': [{ id: 303, name: 'Quận Hồng Bàng' }],
  'ward:754': [{ id: 26719, name: 'Phường Mỹ Xuân' }],
  'ward:303': [{ id: 11302, name: 'Phường Sở Dầu' }],
};

function start(input?: Parameters<typeof createActor<typeof addressPickerMachine>>[1]['input']) {
  const loads: LoadPlacesInput[] = [];
  const actor = createActor(
    addressPickerMachine.provide({
      actors: {
        loadPlaces: fromPromise<PlaceOption[], LoadPlacesInput>(async ({ input: request }) => {
          loads.push(request);
          const places = PLACES[`${request.level}:${request.parentId}`];
          if (!places) throw { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy dữ liệu' };
          return places;
        }),
      },
    }),
    { input },
  ).start();
  return { actor, loads };
}

describe('address picker machine', () => {
  it('loads each level under the picked parent and clears the levels below a new pick', async () => {
    const { actor, loads } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.options.country).toEqual(PLACES['country:null']);
    actor.send({ type: 'user.pickCountry', id: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.pickCity', id: 77 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.pickDistrict', id: 754 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.pickWard', id: 26719 });
    expect(actor.getSnapshot().context.selection).toEqual({
      countryId: 1,
      cityId: 77,
      districtId: 754,
      wardId: 26719,
    });
    // Another city: district and ward are cleared, the new city's districts are loaded.
    actor.send({ type: 'user.pickCity', id: 31 });
    expect(actor.getSnapshot().context.selection).toEqual({
      countryId: 1,
      cityId: 31,
      districtId: null,
      wardId: null,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.options.district).toEqual(PLACES['district:31']);
    expect(actor.getSnapshot().context.options.ward).toEqual([]);
    expect(loads).toEqual([
      { level: 'country', parentId: null },
      { level: 'city', parentId: 1 },
      { level: 'district', parentId: 77 },
      { level: 'ward', parentId: 754 },
      { level: 'district', parentId: 31 },
    ]);
  });

  it('loads a saved address down to its ward, and retries a list that failed', async () => {
    const { actor, loads } = start({
      selection: { countryId: 1, cityId: 31, districtId: 303, wardId: 11302 },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads.map((l) => l.level)).toEqual(['country', 'city', 'district', 'ward']);
    expect(actor.getSnapshot().context.options.ward).toEqual(PLACES['ward:303']);

    const broken = start({ selection: { countryId: 1, cityId: 99 } });
    await waitFor(broken.actor, (s) => s.matches('failed'));
    expect(broken.actor.getSnapshot().context.error?.code).toBe('NOT_FOUND');
    broken.actor.send({ type: 'user.pickCity', id: 77 });
    expect(broken.actor.getSnapshot().matches('failed')).toBe(true);
    broken.actor.send({ type: 'user.retry' });
    await waitFor(broken.actor, (s) => s.matches('failed'));
    expect(broken.loads.filter((l) => l.level === 'country')).toHaveLength(2);
  });
});
