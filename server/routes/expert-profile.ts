// An approved expert's own profile (OpenAPI tag `experts`, issue 13): read it with its private phone and the
// credentials change under review, and edit it. Everything but the credentials is published at once; credentials
// that differ from the published ones open (or update) a CREDENTIALS application that goes through the same staff
// review as a NEW one (server/experts/applications.ts), and the profile keeps the approved credentials until then.
import { isWithStaff } from '../../domain/experts/application-lifecycle';
import { currentCaller, requireUser } from '../auth/authenticate';
import type { RouteModule } from '../context';
import { lockLatestApplication } from '../db/repos/expert-applications';
import { findProfileOfUser, lockProfileOfUser, updateProfileFields } from '../db/repos/expert-profiles';
import { conflict, notFound } from '../errors';
import { applicantStep, ownProfileView } from '../experts/applications';
import { assertExpertFields, sameCredentials, trimExpertFields } from '../experts/checks';
import { requestLocale } from '../i18n';
import { enforceRateLimit } from '../rate-limit/enforce';

const expertProfileRoutes: RouteModule = (app, ctx) => {
  const { api, db, config, reference, rateLimiter, mail } = ctx;
  const preHandler = requireUser(ctx);

  api.route(
    app,
    'get',
    '/experts/me/profile',
    async (request) => {
      const { user } = currentCaller(request);
      const profile = await findProfileOfUser(db, user.id);
      if (!profile) throw notFound();
      return { data: await ownProfileView(db, reference, profile, requestLocale(request), config.siteUrl) };
    },
    { preHandler },
  );

  api.route(
    app,
    'put',
    '/experts/me/profile',
    async (request, reply) => {
      const { user } = currentCaller(request);
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'expertProfileSave', { userId: user.id }))) {
        return reply;
      }
      // Not an expert: nothing to check the form against.
      if (!(await findProfileOfUser(db, user.id))) throw notFound();
      const body = trimExpertFields(request.body, true);
      assertExpertFields(body, { prefix: '', reference, now: new Date(), complete: true });
      const submitted = await db.transaction(async (tx) => {
        const profile = await lockProfileOfUser(tx, user.id);
        if (!profile) throw notFound();
        await updateProfileFields(tx, user.id, {
          headline: body.headline,
          description: body.description,
          profession: body.profession ?? null,
          organizationName: body.organizationName ?? null,
          sectorIds: body.sectorIds,
          services: body.services,
          standards: body.standards,
          countryId: body.countryId,
          cityId: body.cityId ?? null,
          languages: body.languages,
          availability: body.availability,
          yearsOfExperience: body.yearsOfExperience,
          profileUrl: body.profileUrl ?? null,
          contactPhone: body.contactPhone,
        });
        if (sameCredentials(body.credentials, profile.credentials)) return false;
        const pending = await lockLatestApplication(tx, user.id, 'CREDENTIALS');
        if (pending && isWithStaff(pending.status)) {
          // The same change again is no change; another one must wait for staff's decision.
          if (sameCredentials(body.credentials, pending.data.credentials ?? [])) return false;
          throw conflict();
        }
        await applicantStep(
          tx,
          {
            userId: user.id,
            kind: 'CREDENTIALS',
            data: { credentials: body.credentials },
            version: pending?.version,
            site: config.siteUrl,
          },
          true,
        );
        return true;
      });
      if (submitted) mail.wake();
      const profile = (await findProfileOfUser(db, user.id))!;
      return { data: await ownProfileView(db, reference, profile, requestLocale(request), config.siteUrl) };
    },
    { preHandler },
  );
};

export default expertProfileRoutes;
