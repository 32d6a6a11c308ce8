// The real actors of the GHG inventory's machines (machines/inventory/, issue 15 slice 1), through the app's one API
// client (bearer token, the reader's language, one refresh on a 401). Every call names the workspace (X-Space-Id)
// the page was opened for; none: the server's default (the caller's owner space).
import { fromPromise } from 'xstate';
import {
  addressPickerMachine,
  type LoadPlacesInput,
  type PlaceOption,
} from '../../../machines/inventory/address-picker.machine';
import {
  boundaryMachine,
  type BoundaryInput,
  type LoadBoundaryOutput,
  type MarkBaseYearInput,
  type SaveBoundaryInput,
} from '../../../machines/inventory/boundary.machine';
import {
  facilitiesMachine,
  type ArchiveFacilityInput,
  type LoadFacilitiesOutput,
  type SaveFacilityInput,
} from '../../../machines/inventory/facilities.machine';
import { inventoriesMachine } from '../../../machines/inventory/inventories.machine';
import type {
  CreateInventoryValues,
  Facility,
  Inventory,
  SpaceInput,
} from '../../../machines/inventory/inventory.types';
import type { Locale } from '../../../domain/messages';
import { unwrap, unwrapPage, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';

function spaceHeader(spaceId: string | null): { 'X-Space-Id'?: string } {
  return spaceId ? { 'X-Space-Id': spaceId } : {};
}

export function createInventoriesLogic(api: ApiClient = appApi) {
  return inventoriesMachine.provide({
    actors: {
      loadInventories: fromPromise<Inventory[], SpaceInput>(({ input }) =>
        unwrap(api.GET('/inventories', { params: { header: spaceHeader(input.spaceId) } })),
      ),
      createInventory: fromPromise<Inventory, SpaceInput & { values: CreateInventoryValues }>(({ input }) =>
        unwrap(
          api.POST('/inventories', { params: { header: spaceHeader(input.spaceId) }, body: input.values }),
        ),
      ),
    },
  });
}

export function createFacilitiesLogic(locale: Locale, api: ApiClient = appApi) {
  return facilitiesMachine.provide({
    actors: {
      loadFacilities: fromPromise<LoadFacilitiesOutput, SpaceInput>(async ({ input }) => {
        const [facilities, sectors] = await Promise.all([
          unwrap(api.GET('/facilities', { params: { header: spaceHeader(input.spaceId) } })),
          unwrap(api.GET('/sectors')),
        ]);
        return {
          facilities,
          sectors: sectors.map((s) => ({ id: s.id, name: locale === 'en' ? s.name_en : s.name_vi })),
        };
      }),
      saveFacility: fromPromise<Facility, SaveFacilityInput>(({ input }) => {
        const header = spaceHeader(input.spaceId);
        if (input.id === null)
          return unwrap(api.POST('/facilities', { params: { header }, body: input.values }));
        return unwrap(
          api.PUT('/facilities/{id}', {
            params: { header, path: { id: input.id } },
            body: { ...input.values, version: input.version ?? 1 },
          }),
        );
      }),
      archiveFacility: fromPromise<Facility, ArchiveFacilityInput>(({ input }) =>
        unwrap(
          api.POST('/facilities/{id}/archive', {
            params: { header: spaceHeader(input.spaceId), path: { id: input.id } },
            body: { version: input.version },
          }),
        ),
      ),
    },
  });
}

/** Every page of a location list: the spec's page size, then the next pages while there are more. */
async function allPages<T>(
  fetchPage: (page: number) => Promise<{ data: T[]; meta: { pageCount: number } }>,
): Promise<T[]> {
  const first = await fetchPage(1);
  const items = [...first.data];
  for (let page = 2; page <= Math.min(first.meta.pageCount, 20); page += 1)
    items.push(...(await fetchPage(page)).data);
  return items;
}

/** The address picker: countries and cities take=100000, districts take=50, wards page=1 take=50 (the spec). */
export function createAddressPickerLogic(locale: Locale, api: ApiClient = appApi) {
  return addressPickerMachine.provide({
    actors: {
      loadPlaces: fromPromise<PlaceOption[], LoadPlacesInput>(async ({ input }) => {
        const id = input.parentId ?? 0;
        switch (input.level) {
          case 'country': {
            const countries = await allPages((page) =>
              unwrapPage(api.GET('/countries', { params: { query: { take: 100000, page } } })),
            );
            // Việt Nam first: the product is Vietnam-first; then by name in the reader's language.
            return countries
              .map((c) => ({ id: c.id, name: locale === 'en' ? c.name_en : c.name_vi, code: c.code }))
              .sort((a, b) =>
                a.code === 'VN' ? -1 : b.code === 'VN' ? 1 : a.name.localeCompare(b.name, locale),
              )
              .map(({ id: countryId, name }) => ({ id: countryId, name }));
          }
          case 'city':
            return (
              await allPages((page) =>
                unwrapPage(
                  api.GET('/countries/{id}/cities', {
                    params: { path: { id }, query: { take: 100000, page } },
                  }),
                ),
              )
            ).map((c) => ({ id: c.id, name: c.name }));
          case 'district':
            return (
              await allPages((page) =>
                unwrapPage(
                  api.GET('/cities/{id}/districts', { params: { path: { id }, query: { take: 50, page } } }),
                ),
              )
            ).map((d) => ({ id: d.id, name: d.name }));
          case 'ward':
            return (
              await allPages((page) =>
                unwrapPage(
                  api.GET('/districts/{id}/wards', { params: { path: { id }, query: { page, take: 50 } } }),
                ),
              )
            ).map((w) => ({ id: w.id, name: w.name }));
        }
      }),
    },
  });
}

export function createBoundaryLogic(api: ApiClient = appApi) {
  return boundaryMachine.provide({
    actors: {
      loadBoundary: fromPromise<LoadBoundaryOutput, BoundaryInput>(async ({ input }) => {
        const header = spaceHeader(input.spaceId);
        const [inventory, facilities] = await Promise.all([
          unwrap(api.GET('/inventories/{id}', { params: { header, path: { id: input.inventoryId } } })),
          unwrap(api.GET('/facilities', { params: { header } })),
        ]);
        return { inventory, facilities };
      }),
      saveBoundary: fromPromise<Inventory, SaveBoundaryInput>(({ input }) =>
        unwrap(
          api.PUT('/inventories/{id}/boundary', {
            params: { header: spaceHeader(input.spaceId), path: { id: input.inventoryId } },
            body: { ...input.values, version: input.version },
          }),
        ),
      ),
      markBaseYear: fromPromise<Inventory, MarkBaseYearInput>(({ input }) =>
        unwrap(
          api.PUT('/inventories/{id}', {
            params: { header: spaceHeader(input.spaceId), path: { id: input.inventoryId } },
            body: { version: input.version, isBaseYear: true },
          }),
        ),
      ),
    },
  });
}
