// Subscriptions (tag `subscription`): the plans as data, the plan check of a space, and its usage history.
import type { RouteModule } from '../context';
import { currentCaller, requireUser } from '../auth/authenticate';
import { findSpaceById } from '../db/repos/spaces';
import { notFound } from '../errors';
import { authorizeSpaceCall } from '../spaces/access';
import { PLANS, planView } from '../spaces/plans';
import { checkAccess, listUsageHistory } from '../spaces/usage';
import { requestLocale } from '../i18n';

const subscriptionRoutes: RouteModule = (app, ctx) => {
  const { api, db } = ctx;
  const auth = { preHandler: requireUser(ctx) };

  api.route(app, 'get', '/subscription/plans', async (request) => {
    const locale = requestLocale(request);
    return { data: PLANS.map((plan) => planView(plan, locale)) };
  });

  api.route(
    app,
    'post',
    '/subscription/validate-access-subscripiton',
    async (request) => {
      const { user } = currentCaller(request);
      const { spaceId, resource, quantity } = request.body;
      const access = await authorizeSpaceCall(db, user, 'validateAccess', spaceId ?? null);
      return { data: await checkAccess(db, access.space.id, resource, quantity ?? 1) };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/subscription/resource-history/{id}',
    async (request) => {
      const { user } = currentCaller(request);
      if (!(await findSpaceById(db, request.params.id))) throw notFound();
      const access = await authorizeSpaceCall(db, user, 'resourceHistory', request.params.id);
      const take = request.query.take ?? 50;
      const page = request.query.page ?? 1;
      const { entries, total } = await listUsageHistory(db, access.space.id, {
        resource: request.query.resource,
        take,
        page,
      });
      return { data: entries, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
    },
    auth,
  );
};

export default subscriptionRoutes;
