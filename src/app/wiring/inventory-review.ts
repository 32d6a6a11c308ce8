// The real actors of the inventory's review lifecycle and audit-trail screens (issue 15), through the app's one API
// client. Every call names the workspace (X-Space-Id) the page was opened for; none: the caller's default.
import { fromPromise } from 'xstate';
import {
  auditTrailMachine,
  type LoadAuditInput,
  type LoadAuditOutput,
} from '../../../machines/inventory/audit-trail.machine';
import {
  reviewPanelMachine,
  type LoadLifecycleInput,
  type LoadLifecycleOutput,
  type TransitionInput,
} from '../../../machines/inventory/review-panel.machine';
import {
  INVENTORY_COMMENTS_MAX,
  reviewRowsMachine,
  type LoadRowsInput,
  type LoadRowsOutput,
} from '../../../machines/inventory/review-rows.machine';
import {
  rowCommentsMachine,
  type AddCommentInput,
  type ResolveCommentInput,
  type RowComment,
  type RowRef,
} from '../../../machines/inventory/row-comments.machine';
import type { Inventory } from '../../../machines/inventory/inventory.types';
import { unwrap, unwrapPage, type ApiClient } from '../../api/client';
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

export function createReviewPanelLogic(api: ApiClient = appApi) {
  return reviewPanelMachine.provide({
    actors: {
      loadLifecycle: fromPromise<LoadLifecycleOutput, LoadLifecycleInput>(async ({ input }) => {
        const params = { header: spaceHeader(input.spaceId), path: { id: input.inventoryId } };
        const [inventory, versions] = await Promise.all([
          unwrap(api.GET('/inventories/{id}', { params })),
          unwrap(api.GET('/inventories/{id}/versions', { params })),
        ]);
        return { inventory, versions };
      }),
      transitionInventory: fromPromise<Inventory, TransitionInput>(({ input }) =>
        unwrap(
          api.POST('/inventories/{id}/transitions', {
            params: { header: spaceHeader(input.spaceId), path: { id: input.inventoryId } },
            body: {
              event: input.event,
              version: input.version,
              ...(input.reason ? { reason: input.reason } : {}),
            },
          }),
        ),
      ),
    },
  });
}

export function createReviewRowsLogic(api: ApiClient = appApi) {
  return reviewRowsMachine.provide({
    actors: {
      loadRows: fromPromise<LoadRowsOutput, LoadRowsInput>(async ({ input }) => {
        const header = spaceHeader(input.spaceId);
        const path = { id: input.inventoryId };
        const [inventory, page, comments] = await Promise.all([
          unwrap(api.GET('/inventories/{id}', { params: { header, path } })),
          unwrapPage(
            api.GET('/inventories/{id}/activity-rows', {
              params: { header, path, query: { page: input.page, take: input.take } },
            }),
          ),
          unwrap(api.GET('/inventories/{id}/comments', { params: { header, path } })),
        ]);
        // A full answer may have left the oldest out: then each row loads its own.
        const complete = comments.length < INVENTORY_COMMENTS_MAX;
        return { inventory, rows: page.data, meta: page.meta, comments: complete ? comments : null };
      }),
    },
  });
}

export function createRowCommentsLogic(api: ApiClient = appApi) {
  const params = (input: RowRef) => ({
    header: spaceHeader(input.spaceId),
    path: { id: input.inventoryId, rowId: input.rowId },
  });
  return rowCommentsMachine.provide({
    actors: {
      loadComments: fromPromise<RowComment[], RowRef>(({ input }) =>
        unwrap(api.GET('/inventories/{id}/activity-rows/{rowId}/comments', { params: params(input) })),
      ),
      addComment: fromPromise<RowComment, AddCommentInput>(({ input }) =>
        unwrap(
          api.POST('/inventories/{id}/activity-rows/{rowId}/comments', {
            params: params(input),
            body: { body: input.body },
          }),
        ),
      ),
      resolveComment: fromPromise<RowComment, ResolveCommentInput>(({ input }) =>
        unwrap(
          api.POST('/inventories/{id}/activity-rows/{rowId}/comments/{commentId}/resolve', {
            params: {
              header: spaceHeader(input.spaceId),
              path: { id: input.inventoryId, rowId: input.rowId, commentId: input.commentId },
            },
          }),
        ),
      ),
    },
  });
}
