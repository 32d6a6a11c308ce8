// The real actors of the inventory's review lifecycle and audit-trail screens (issue 15), through the app's one API
// client. Every call names the workspace (X-Space-Id) the page was opened for; none: the caller's default.
import { fromPromise } from 'xstate';
import {
  auditTrailMachine,
  type LoadAuditInput,
  type LoadAuditOutput,
} from '../../../machines/inventory/audit-trail.machine';
import { unwrapPage, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';

export function spaceHeader(spaceId: string | null): { 'X-Space-Id'?: string } {
  return spaceId ? { 'X-Space-Id': spaceId } : {};
}

export function createAuditTrailLogic(api: ApiClient = appApi) {
  return auditTrailMachine.provide({
    actors: {
      loadAuditEvents: fromPromise<LoadAuditOutput, LoadAuditInput>(({ input }) =>
        unwrapPage(
          api.GET('/inventories/{id}/audit-events', {
            params: {
              header: spaceHeader(input.spaceId),
              path: { id: input.inventoryId },
              query: {
                page: input.page,
                take: input.take,
                ...(input.entity ? { entity: input.entity } : {}),
              },
            },
          }),
        ),
      ),
    },
  });
}
