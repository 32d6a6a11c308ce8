// The GHG inventory's lifecycle and review (OpenAPI tag `inventory`, issue 15 item 5): the transitions (decided
// with domain/inventory/lifecycle.ts), the year's versions and the comments on activity rows. Who may call what
// is the permission table (domain/workspace-permissions.ts), enforced on every call; which role may send which
// lifecycle event is the lifecycle's table, checked by the transition itself (403). The space is X-Space-Id.
// Transitions are rate-limited by `inventoryReview`, comments and their resolution by `inventoryComment`.
import type { RouteModule } from '../context';
import { currentCaller, requireUser } from '../auth/authenticate';
import { spaceCallAccess } from '../spaces/access';
import { formBody } from '../form-body';
import { rowCommentSchema, transitionSchema } from '../../domain/inventory/review-forms';
import { inventoryView } from '../inventory/boundary';
import {
  createRowComment,
  inventoryComments,
  inventoryVersions,
  resolveComment,
  rowComments,
  transitionInventory,
} from '../inventory/lifecycle';

const inventoryLifecycleRoutes: RouteModule = (app, ctx) => {
  const { api, db, rateLimiter } = ctx;
  const auth = { preHandler: requireUser(ctx) };
  const transitionBody = formBody(transitionSchema);
  const commentBody = formBody(rowCommentSchema);

  const access = spaceCallAccess(db, rateLimiter);

  api.route(
    app,
    'post',
    '/inventories/{id}/transitions',
    async (request, reply) => {
      const granted = await access(request, reply, 'transitionInventory', 'inventoryReview');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const { record, created } = await transitionInventory(
        db,
        granted,
        user,
        request.params.id,
        request.body,
      );
      reply.code(created ? 201 : 200);
      return { data: inventoryView(record) };
    },
    { ...auth, body: transitionBody },
  );

  api.route(
    app,
    'get',
    '/inventories/{id}/versions',
    async (request, reply) => {
      const granted = (await access(request, reply, 'listInventoryVersions', null))!;
      const records = await inventoryVersions(db, granted.space.id, request.params.id);
      return { data: records.map(inventoryView) };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/inventories/{id}/comments',
    async (request, reply) => {
      const granted = (await access(request, reply, 'listInventoryComments', null))!;
      return {
        data: await inventoryComments(db, granted.space.id, request.params.id, request.query.state),
      };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/inventories/{id}/activity-rows/{rowId}/comments',
    async (request, reply) => {
      const granted = (await access(request, reply, 'listRowComments', null))!;
      return { data: await rowComments(db, granted.space.id, request.params.id, request.params.rowId) };
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/inventories/{id}/activity-rows/{rowId}/comments',
    async (request, reply) => {
      const granted = await access(request, reply, 'createRowComment', 'inventoryComment');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const data = await createRowComment(
        db,
        granted,
        user,
        request.params.id,
        request.params.rowId,
        request.body.body,
      );
      reply.code(201);
      return { data };
    },
    { ...auth, body: commentBody },
  );

  api.route(
    app,
    'post',
    '/inventories/{id}/activity-rows/{rowId}/comments/{commentId}/resolve',
    async (request, reply) => {
      const granted = await access(request, reply, 'resolveRowComment', 'inventoryComment');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const data = await resolveComment(
        db,
        granted,
        user,
        request.params.id,
        request.params.rowId,
        request.params.commentId,
      );
      return { data };
    },
    auth,
  );
};

export default inventoryLifecycleRoutes;
