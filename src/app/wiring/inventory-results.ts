// The real actors of the inventory results section (machines/inventory/inventory-results.machine.ts): the results
// and one category's trace, through the app's API client.
import { fromPromise } from 'xstate';
import {
  inventoryResultsMachine,
  type InventoryResults,
  type ResultsInput,
  type TraceInput,
  type TracedRow,
} from '../../../machines/inventory/inventory-results.machine';
import { unwrap, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';

const spaceHeader = (spaceId: string | null): { 'X-Space-Id'?: string } =>
  spaceId ? { 'X-Space-Id': spaceId } : {};

export function createInventoryResultsLogic(api: ApiClient = appApi) {
  return inventoryResultsMachine.provide({
    actors: {
      loadResults: fromPromise<InventoryResults, ResultsInput>(({ input }) =>
        unwrap(
          api.GET('/inventories/{id}/results', {
            params: { header: spaceHeader(input.spaceId), path: { id: input.inventoryId } },
          }),
        ),
      ),
      loadTrace: fromPromise<TracedRow[], TraceInput>(async ({ input }) => {
        const results = await unwrap(
          api.GET('/inventories/{id}/results', {
            params: {
              header: spaceHeader(input.spaceId),
              path: { id: input.inventoryId },
              query: { trace: `category:${input.category}` },
            },
          }),
        );
        return results.rows ?? [];
      }),
    },
  });
}
