// The real actors of the activity-data machines (issue 15 item 2), through the app's one API client (bearer token,
// the reader's language, one refresh on a 401), each call in the workspace the page was opened for (X-Space-Id).
import { fromPromise } from 'xstate';
import { activityRowsMachine } from '../../../machines/inventory/activity-rows.machine';
import {
  activityRowFormMachine,
  type DeleteRowInput,
  type LoadRowInput,
  type SaveRowInput,
} from '../../../machines/inventory/activity-row-form.machine';
import {
  factorPickerMachine,
  type AddFactorInput,
  type LoadFactorsInput,
} from '../../../machines/inventory/factor-picker.machine';
import {
  activityCsvMachine,
  type ImportCsvInput,
  type ImportCsvOutput,
} from '../../../machines/inventory/activity-csv.machine';
import type {
  ActivityRow,
  EmissionFactor,
  InventoryInput,
  LoadRowsInput,
  RowsPage,
} from '../../../machines/inventory/activity-data.types';
import type { Inventory } from '../../../machines/inventory/inventory.types';
import { ApiError, toApiError, unwrap, unwrapPage, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';
import { saveFile } from '../save-file';

function spaceHeader(spaceId: string | null): { 'X-Space-Id'?: string } {
  return spaceId ? { 'X-Space-Id': spaceId } : {};
}

export function createActivityRowsLogic(api: ApiClient = appApi) {
  return activityRowsMachine.provide({
    actors: {
      loadInventory: fromPromise<Inventory, InventoryInput>(({ input }) =>
        unwrap(
          api.GET('/inventories/{id}', {
            params: { header: spaceHeader(input.spaceId), path: { id: input.inventoryId } },
          }),
        ),
      ),
      loadRows: fromPromise<RowsPage, LoadRowsInput>(async ({ input }) => {
        const body = await unwrapPage(
          api.GET('/inventories/{id}/activity-rows', {
            params: {
              header: spaceHeader(input.spaceId),
              path: { id: input.inventoryId },
              query: { ...input.filters, page: input.page, take: input.take },
            },
          }),
        );
        return {
          rows: body.data,
          page: body.meta.page,
          pageCount: body.meta.pageCount,
          total: body.meta.total,
        };
      }),
    },
  });
}

/** The stored row as it is now: the list of its facility, category and period, searched for its id. */
async function latestRow(
  api: ApiClient,
  input: LoadRowInput,
  seen: ActivityRow | null,
): Promise<ActivityRow> {
  const query = seen
    ? {
        facilityId: seen.facilityId,
        category: seen.category,
        periodKind: seen.period.kind,
        year: seen.period.year,
        ...(seen.period.number ? { periodNumber: seen.period.number } : {}),
      }
    : {};
  for (let page = 1; page <= 20; page += 1) {
    const body = await unwrapPage(
      api.GET('/inventories/{id}/activity-rows', {
        params: {
          header: spaceHeader(input.spaceId),
          path: { id: input.inventoryId },
          query: { ...query, page, take: 500 },
        },
      }),
    );
    const found = body.data.find((row) => row.id === input.rowId);
    if (found) return found;
    if (page >= body.meta.pageCount) break;
  }
  throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
}

export function createActivityRowFormLogic(seen: ActivityRow | null, api: ApiClient = appApi) {
  return activityRowFormMachine.provide({
    actors: {
      saveRow: fromPromise<ActivityRow, SaveRowInput>(({ input }) => {
        const header = spaceHeader(input.spaceId);
        if (input.rowId === null)
          return unwrap(
            api.POST('/inventories/{id}/activity-rows', {
              params: { header, path: { id: input.inventoryId } },
              body: input.values,
            }),
          );
        return unwrap(
          api.PUT('/inventories/{id}/activity-rows/{rowId}', {
            params: { header, path: { id: input.inventoryId, rowId: input.rowId } },
            body: { ...input.values, version: input.version ?? 1 },
          }),
        );
      }),
      deleteRow: fromPromise<unknown, DeleteRowInput>(({ input }) =>
        unwrap(
          api.DELETE('/inventories/{id}/activity-rows/{rowId}', {
            params: {
              header: spaceHeader(input.spaceId),
              path: { id: input.inventoryId, rowId: input.rowId },
              query: { version: input.version },
            },
          }),
        ),
      ),
      loadRow: fromPromise<ActivityRow, LoadRowInput>(({ input }) => latestRow(api, input, seen)),
    },
  });
}

export function createFactorPickerLogic(api: ApiClient = appApi) {
  return factorPickerMachine.provide({
    actors: {
      loadFactors: fromPromise<EmissionFactor[], LoadFactorsInput>(async ({ input }) => {
        const factors: EmissionFactor[] = [];
        for (let page = 1; page <= 20; page += 1) {
          const body = await unwrapPage(
            api.GET('/emission-factors', {
              params: {
                header: spaceHeader(input.spaceId),
                query: { category: input.category, page, take: 500 },
              },
            }),
          );
          factors.push(...body.data);
          if (page >= body.meta.pageCount) break;
        }
        return factors;
      }),
      addFactor: fromPromise<EmissionFactor, AddFactorInput>(({ input }) =>
        unwrap(
          api.POST('/emission-factors', {
            params: { header: spaceHeader(input.spaceId) },
            body: input.values,
          }),
        ),
      ),
    },
  });
}

export function createActivityCsvLogic(api: ApiClient = appApi) {
  return activityCsvMachine.provide({
    actors: {
      exportCsv: fromPromise<void, InventoryInput>(async ({ input }) => {
        const { data, response, error } = await api.GET('/inventories/{id}/activity-rows.csv', {
          params: { header: spaceHeader(input.spaceId), path: { id: input.inventoryId } },
          parseAs: 'blob',
        });
        if (!response.ok || !(data instanceof Blob)) throw toApiError(response, error);
        const disposition = response.headers.get('content-disposition') ?? '';
        const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'activity-rows.csv';
        saveFile(data, filename);
      }),
      importCsv: fromPromise<ImportCsvOutput, ImportCsvInput>(({ input }) =>
        unwrap(
          api.POST('/inventories/{id}/activity-rows.csv', {
            params: { header: spaceHeader(input.spaceId), path: { id: input.inventoryId } },
            body: input.csv,
            bodySerializer: (body: string) => body,
            headers: { 'Content-Type': 'text/csv' },
          }),
        ),
      ),
    },
  });
}
