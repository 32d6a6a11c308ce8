// The GHG emission-risk assessment (tag `ghg-reports`): POST /ghg-reports runs the model of domain/ghg-risk.ts
// on the validated inputs (the OpenAPI document checks the body before the handler) and stores the inputs and the
// computed assessment; GET /ghg-reports/{id} returns it. Public: the report's random uuid is the access; a token
// that is sent must be valid (optionalUser) and links the report to the user. Texts follow the reader's language
// (domain/ghg-report-text.ts). Creating one is rate-limited per IP (rule `ghgReport`).
import type { RouteModule } from '../context';
import { optionalUser } from '../auth/authenticate';
import { findGhgReport, insertGhgReport } from '../db/repos/ghg-reports';
import { ApiError, notFound, type ErrorDetail } from '../errors';
import { assessGhgRisk, type GhgInputIssue } from '../../domain/ghg-risk';
import { renderGhgReport } from '../../domain/ghg-report-text';
import { requestLocale } from '../i18n';
import { enforceRateLimit } from '../rate-limit/enforce';

function detailOf(issue: GhgInputIssue): ErrorDetail {
  switch (issue.problem) {
    case 'notFinite':
      return { field: issue.field, message: { group: 'field', key: 'mustBeFinite' } };
    case 'negative':
      return { field: issue.field, message: { group: 'field', key: 'minimum', params: { min: 0 } } };
    case 'notInteger':
      return { field: issue.field, message: { group: 'field', key: 'mustBeInteger' } };
    case 'gridFactorNeeded':
      return { field: issue.field, message: { group: 'field', key: 'gridFactorNeeded' } };
  }
}

const ghgReportRoutes: RouteModule = (app, ctx) => {
  const { api, db, rateLimiter } = ctx;

  api.route(
    app,
    'post',
    '/ghg-reports',
    async (request, reply) => {
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'ghgReport'))) return reply;
      const locale = requestLocale(request);
      const input = request.body;
      const result = assessGhgRisk(input);
      if (!result.ok) {
        // The contract bounds every quantity, so an input refusal means the contract and the model disagree:
        // still the caller's 400 with one detail per field. A figure gone wrong is the server's own fault.
        if (result.refusal.kind === 'result') {
          throw new Error(`GHG model figure ${result.refusal.figure} is ${result.refusal.problem}`);
        }
        throw new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', result.refusal.issues.map(detailOf));
      }
      const { assessment } = result;
      const user = request.caller?.user ?? null;
      const stored = await insertGhgReport(db, {
        userId: user?.id ?? null,
        input,
        result: assessment,
        locale,
      });
      reply.code(201);
      return { data: renderGhgReport(assessment, locale, { id: stored.id, createdAt: stored.createdAt }) };
    },
    { preHandler: optionalUser(ctx) },
  );

  api.route(app, 'get', '/ghg-reports/{id}', async (request) => {
    const report = await findGhgReport(db, request.params.id);
    if (!report) throw notFound();
    return {
      data: renderGhgReport(report.result, requestLocale(request), {
        id: report.id,
        createdAt: report.createdAt,
      }),
    };
  });
};

export default ghgReportRoutes;
