// Workspaces (tag `spaces`): create a space, its members and their status, and its invitations. Who may call
// what is the permission table of server/spaces/permissions.ts, enforced by server/spaces/access.ts on every call;
// the invitation lifecycle is domain/invite-lifecycle.ts. A tenant is a space (same id): see tenant.ts.
// The contact-sales form (also tag `spaces`) lives in contact.ts. Both calls that mail an invitation share the
// rate-limit rule `inviteMail` (per IP, workspace and recipient), checked once the caller may make the call.
import type { RouteModule } from '../context';
import { currentCaller, requireUser } from '../auth/authenticate';
import { findInviteById } from '../db/repos/invites';
import { requestLocale, translate } from '../i18n';
import { enforceRateLimit } from '../rate-limit/enforce';
import { authorizeSpaceCall, spaceIdHeader } from '../spaces/access';
import {
  deleteInvite,
  getInviteInfo,
  inviteUser,
  joinByParam,
  listPendingInvites,
  resendInvite,
} from '../spaces/invites';
import { changeMemberStatus, createOwnedSpace, listMembers, removeMember } from '../spaces/members';

const spaceRoutes: RouteModule = (app, ctx) => {
  const { api, db, config, mail, rateLimiter } = ctx;
  const auth = { preHandler: requireUser(ctx) };

  api.route(
    app,
    'post',
    '/spaces',
    async (request, reply) => {
      const { user } = currentCaller(request);
      const data = await createOwnedSpace(db, user, request.body.name);
      reply.code(201);
      return { data };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/spaces/management',
    async (request) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'listMembers', spaceIdHeader(request));
      return { data: await listMembers(db, access) };
    },
    auth,
  );

  api.route(
    app,
    'put',
    '/spaces/change-user-status',
    async (request) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'changeUserStatus', spaceIdHeader(request));
      return { data: await changeMemberStatus(db, access, request.body) };
    },
    auth,
  );

  api.route(
    app,
    'delete',
    '/spaces/delete-user/{id}',
    async (request) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'deleteUser', spaceIdHeader(request));
      await removeMember(db, access, user, request.params.id);
      return {
        data: { message: translate(requestLocale(request), { group: 'success', key: 'memberRemoved' }) },
      };
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/spaces/invite-user',
    async (request, reply) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'inviteUser', spaceIdHeader(request));
      const subject = { spaceId: access.space.id, email: request.body.email };
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'inviteMail', subject))) return reply;
      const data = await inviteUser(db, config, access, user, {
        ...request.body,
        locale: requestLocale(request),
      });
      mail.wake();
      reply.code(201);
      return { data };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/spaces/user-invited-pending',
    async (request) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'listPendingInvites', spaceIdHeader(request));
      return { data: await listPendingInvites(db, access) };
    },
    auth,
  );

  api.route(
    app,
    'delete',
    '/spaces/delete-pending-invite/{id}',
    async (request) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'deletePendingInvite', spaceIdHeader(request));
      await deleteInvite(db, access, user, request.params.id);
      return {
        data: { message: translate(requestLocale(request), { group: 'success', key: 'inviteWithdrawn' }) },
      };
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/spaces/resend-invite/{id}',
    async (request, reply) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'resendInvite', spaceIdHeader(request));
      // The recipient's budget too; another workspace's (or no) invitation is left to resendInvite's 404.
      const invite = await findInviteById(db, request.params.id);
      const subject = {
        spaceId: access.space.id,
        email: invite?.spaceId === access.space.id ? invite.email : null,
      };
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'inviteMail', subject))) return reply;
      const data = await resendInvite(db, config, access, user, request.params.id, requestLocale(request));
      mail.wake();
      return { data };
    },
    auth,
  );

  api.route(app, 'get', '/spaces/invite-info', async (request) => ({
    data: await getInviteInfo(db, request.query.param),
  }));

  api.route(
    app,
    'post',
    '/spaces/user-join-space',
    async (request) => {
      const { user } = currentCaller(request);
      const space = await joinByParam(db, user, request.query.param);
      return {
        data: { message: translate(requestLocale(request), { group: 'success', key: 'joined' }), space },
      };
    },
    auth,
  );
};

export default spaceRoutes;
