// The applicant's side of becoming an expert (OpenAPI tag `experts`, issue 13): read, save and submit one's NEW
// application. The rules (who may change what, when) are domain/experts/application-lifecycle.ts, applied in
// server/experts/applications.ts; the checks beyond the contract, server/experts/checks.ts. Staff's side:
// staff-expert-applications.ts; an approved expert's profile: expert-profile.ts.
import { currentCaller, requireUser } from '../auth/authenticate';
import type { RouteModule } from '../context';
import { findLatestApplication } from '../db/repos/expert-applications';
import { applicantStep, applicationView } from '../experts/applications';
import { assertExpertFields, trimExpertFields } from '../experts/checks';
import { enforceRateLimit } from '../rate-limit/enforce';

const expertApplicationRoutes: RouteModule = (app, ctx) => {
  const { api, db, config, reference, rateLimiter, mail } = ctx;
  const preHandler = requireUser(ctx);

  api.route(
    app,
    'get',
    '/experts/applications/me',
    async (request) => {
      const { user } = currentCaller(request);
      const latest = await findLatestApplication(db, user.id, 'NEW');
      return { data: latest ? await applicationView(db, latest) : null };
    },
    { preHandler },
  );

  api.route(
    app,
    'put',
    '/experts/applications/me',
    async (request, reply) => {
      const { user } = currentCaller(request);
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'expertProfileSave', { userId: user.id }))) {
        return reply;
      }
      const data = trimExpertFields(request.body.data, false);
      assertExpertFields(data, { prefix: 'data.', reference, now: new Date(), complete: false });
      const record = await db.transaction((tx) =>
        applicantStep(
          tx,
          { userId: user.id, kind: 'NEW', data, version: request.body.version, site: config.siteUrl },
          false,
        ),
      );
      return { data: await applicationView(db, record) };
    },
    { preHandler },
  );

  api.route(
    app,
    'post',
    '/experts/applications/me/submit',
    async (request, reply) => {
      const { user } = currentCaller(request);
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'expertApplication', { userId: user.id }))) {
        return reply;
      }
      const data = trimExpertFields(request.body.data, true);
      // Refused before anything is stored: the saved draft stays as it was.
      assertExpertFields(data, { prefix: 'data.', reference, now: new Date(), complete: true });
      const record = await db.transaction((tx) =>
        applicantStep(
          tx,
          { userId: user.id, kind: 'NEW', data, version: request.body.version, site: config.siteUrl },
          true,
        ),
      );
      mail.wake();
      return { data: await applicationView(db, record) };
    },
    { preHandler },
  );
};

export default expertApplicationRoutes;
