// Tenants (tag `tenant`). Decision: a tenant IS a space (workspace): same table, same id. GET /tenant answers the
// space the caller works in (X-Space-Id, else the owner space, else the first active one, else null) and the
// invitations waiting for the caller; POST /tenant/{id}/join accepts the caller's invitation to that space.
import type { RouteModule } from '../context';
import { currentCaller, requireUser } from '../auth/authenticate';
import { translate } from '../i18n';
import { spaceIdHeader } from '../spaces/access';
import { joinTenant, receivedInvitations } from '../spaces/invites';
import { currentTenant } from '../spaces/members';
import { requestLocale } from '../i18n';

const tenantRoutes: RouteModule = (app, ctx) => {
  const { api, db } = ctx;
  const auth = { preHandler: requireUser(ctx) };

  api.route(
    app,
    'get',
    '/tenant',
    async (request) => {
      const { user } = currentCaller(request);
      const [current, invitations] = await Promise.all([
        currentTenant(db, user, spaceIdHeader(request)),
        receivedInvitations(db, user),
      ]);
      return { data: { current, invitations } };
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/tenant/{id}/join',
    async (request) => {
      const { user } = currentCaller(request);
      const space = await joinTenant(db, user, request.params.id);
      return {
        data: { message: translate(requestLocale(request), { group: 'success', key: 'joined' }), space },
      };
    },
    auth,
  );
};

export default tenantRoutes;
