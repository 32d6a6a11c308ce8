// The staff console's review of expert applications (OpenAPI tag `staff`, issue 13): the queue, one application,
// and the review steps start-review, request-changes, approve and reject. Every route has
// `onRequest: requireStaff(ctx)` (401 signed out, 403 outside the `staff` group, before anything else, even for the
// applicant themself); each step is checked by the lifecycle and the version the reviewer read (409 otherwise) and
// stores its audit row, its event and the applicant's mail in the same transaction (server/experts/applications.ts).
import { currentCaller } from '../auth/authenticate';
import { requireStaff } from '../auth/require-staff';
import type { RouteModule } from '../context';
import { findApplication, listApplicationsForStaff } from '../db/repos/expert-applications';
import { notFound, validationFailed } from '../errors';
import { staffApplicationView, staffStep, staffSummaryView, type StaffStep } from '../experts/applications';
import { EXPERT_LIMITS } from '../../domain/experts/vocabulary';

const staffExpertApplicationRoutes: RouteModule = (app, ctx) => {
  const { api, db, config, identity, mail } = ctx;
  const onRequest = requireStaff(ctx);
  const site = config.siteUrl;

  api.route(
    app,
    'get',
    '/staff/expert-applications',
    async (request) => {
      const { status, kind, q, take = 20, page = 1 } = request.query;
      const { rows, total } = await listApplicationsForStaff(db, {
        status: status ?? null,
        kind: kind ?? null,
        q: (q ?? '').trim(),
        take,
        page,
      });
      return {
        data: rows.map((row) => staffSummaryView(row.record, row.applicant)),
        meta: { page, take, total, pageCount: Math.ceil(total / take) },
      };
    },
    { onRequest },
  );

  api.route(
    app,
    'get',
    '/staff/expert-applications/{id}',
    async (request) => {
      const record = await findApplication(db, request.params.id);
      if (!record) throw notFound();
      return { data: await staffApplicationView(db, record, site) };
    },
    { onRequest },
  );

  /** One review step, then the application as it is now. */
  const step = async (
    request: Parameters<typeof currentCaller>[0],
    id: string,
    fields: Pick<StaffStep, 'event' | 'version' | 'message' | 'reasonCode'>,
  ) => {
    const { user } = currentCaller(request);
    const record = await db.transaction((tx) =>
      staffStep(tx, identity.admin, {
        ...fields,
        applicationId: id,
        staff: { userId: user.id, email: user.email },
        site,
      }),
    );
    mail.wake();
    return { data: await staffApplicationView(db, record, site) };
  };

  /** Staff's text, trimmed (the contract checked its length as sent; ten spaces are no text): 400 when short. */
  const checkedText = (message: string) => {
    const trimmed = message.trim().normalize('NFC');
    if (trimmed.length < EXPERT_LIMITS.staffMessage.min) {
      throw validationFailed([
        {
          field: 'message',
          message: { group: 'validation', key: 'minLength', params: { min: EXPERT_LIMITS.staffMessage.min } },
        },
      ]);
    }
    return trimmed;
  };

  api.route(
    app,
    'post',
    '/staff/expert-applications/{id}/start-review',
    (request) => step(request, request.params.id, { event: 'startReview', version: request.body.version }),
    { onRequest },
  );

  api.route(
    app,
    'post',
    '/staff/expert-applications/{id}/request-changes',
    (request) =>
      step(request, request.params.id, {
        event: 'requestChanges',
        version: request.body.version,
        message: checkedText(request.body.message),
      }),
    { onRequest },
  );

  api.route(
    app,
    'post',
    '/staff/expert-applications/{id}/approve',
    (request) => step(request, request.params.id, { event: 'approve', version: request.body.version }),
    { onRequest },
  );

  api.route(
    app,
    'post',
    '/staff/expert-applications/{id}/reject',
    (request) =>
      step(request, request.params.id, {
        event: 'reject',
        version: request.body.version,
        reasonCode: request.body.reasonCode,
        message: checkedText(request.body.message),
      }),
    { onRequest },
  );
};

export default staffExpertApplicationRoutes;
