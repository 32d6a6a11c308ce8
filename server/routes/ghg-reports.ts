// The GHG emission-risk assessment (tag `ghg-reports`): POST /ghg-reports runs the model of domain/ghg-risk.ts
// on the validated inputs (the OpenAPI document checks the body before the handler) and stores the inputs and the
// computed assessment; GET /ghg-reports/{id} returns it. Texts follow the reader's language
// (domain/ghg-report-text.ts). Creating one is rate-limited per IP (rule `ghgReport`).
//
// Ownership (issue 14 item 7, README "GHG assessments in the workspace"): a report made signed in with a workspace
// (X-Space-Id, else the default space) belongs to it at once; one made signed out (or without a workspace) is
// unclaimed, readable by its uuid, until a signed-in user claims it into their workspace
// (POST /ghg-reports/{id}/claim). A workspace's report answers GET /ghg-reports/{id} only to an ACTIVE member of that
// workspace (everyone else: 404, so that its existence is not revealed), and is public only through its share link
// (GET /ghg-shared-reports/{token}), which a member turns on or off. Made in or claimed into a workspace, a report
// records a RISK_ASSESSMENT usage event (metered, never limited; never the inventory's GHG_REPORT).
//
// GET /ghg-reports/{id}/pdf prints the same rendered report as a PDF (server/ghg/report-pdf.ts) in `?lang=` or the
// request's language, under the same access rule as GET /ghg-reports/{id} (`findReadableGhgReport`), or with the
// report's share token as `?share=` (the shared page's download). Rate-limited per IP (rule `ghgReportPdf`: CPU).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RouteModule } from '../context';
import { currentCaller, optionalUser, requireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import {
  claimGhgReport,
  findGhgReport,
  findGhgReportByShareToken,
  insertGhgReport,
  listGhgReportsOfSpace,
  lockGhgReport,
  setGhgReportShareToken,
  type GhgReport,
} from '../db/repos/ghg-reports';
import { findDefaultSpaceOfUser, findMember, findSpaceById, type Space } from '../db/repos/spaces';
import type { User } from '../db/repos/users';
import { ApiError, conflict, notFound, type ErrorDetail } from '../errors';
import { assessGhgRisk, type GhgInputIssue } from '../../domain/ghg-risk';
import { renderGhgReport } from '../../domain/ghg-report-text';
import type { Locale } from '../../domain/messages';
import { requestLocale } from '../i18n';
import { enforceRateLimit } from '../rate-limit/enforce';
import { authorizeSpaceCall, resolveSpace, spaceIdHeader } from '../spaces/access';
import { recordUsage } from '../spaces/usage';

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
    case 'verifiedSeeNeeded':
      return { field: issue.field, message: { group: 'field', key: 'verifiedSeeNeeded' } };
  }
}

/** 409 NO_WORKSPACE: a signed-in caller with no active workspace claims a report (it stays unclaimed). */
const noWorkspace = () => new ApiError(409, 'NO_WORKSPACE', 'noWorkspace');

/** A new share-link token: 256 random bits, base64url (43 characters). */
const newShareToken = () => randomBytes(32).toString('base64url');

function render(report: GhgReport, locale: Locale) {
  return renderGhgReport(report.result, locale, { id: report.id, createdAt: report.createdAt });
}

/** What a member sees of the report's workspace (null: unclaimed). */
async function workspaceOf(db: Db, report: GhgReport) {
  if (!report.spaceId || !report.claimedAt) return null;
  const space = await findSpaceById(db, report.spaceId);
  if (!space) return null;
  return { id: space.id, name: space.name, claimedAt: report.claimedAt, shareToken: report.shareToken };
}

/** Whether `user` may read a workspace's report: an ACTIVE member of that workspace. */
async function isActiveMember(db: Db, user: User | null, spaceId: string): Promise<boolean> {
  if (!user) return false;
  const member = await findMember(db, spaceId, user.id);
  return member?.status === 'ACTIVE';
}

/**
 * The one access rule for reading a stored report (its JSON and its PDF): the report if this request may read it,
 * else null (answered as 404, so that a report one may not read is as unknown as a missing one). An unclaimed
 * report: whoever names its uuid. A workspace's report: an ACTIVE member of that workspace, or whoever presents its
 * share token (`share`, only while sharing is on).
 */
export async function findReadableGhgReport(
  db: Db,
  request: FastifyRequest,
  id: string,
  share?: string,
): Promise<GhgReport | null> {
  const report = await findGhgReport(db, id);
  if (!report) return null;
  if (!report.spaceId) return report;
  if (share && report.shareToken && sameToken(share, report.shareToken)) return report;
  return (await isActiveMember(db, request.caller?.user ?? null, report.spaceId)) ? report : null;
}

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The language of a report read: `?lang=` when given (the PDF link names it), else the request's. */
function reportLocale(request: FastifyRequest<{ Querystring: { lang?: Locale } }>): Locale {
  return request.query?.lang ?? requestLocale(request);
}

const ghgReportRoutes: RouteModule = (app, ctx) => {
  const { api, db, rateLimiter } = ctx;
  const auth = { preHandler: requireUser(ctx) };

  api.route(
    app,
    'post',
    '/ghg-reports',
    async (request, reply) => {
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'ghgReport'))) return reply;
      const locale = requestLocale(request);
      const input = request.body;
      const user = request.caller?.user ?? null;
      // Signed in: the workspace it is made in. X-Space-Id must name an active membership (403 otherwise); without
      // it the default space, or none (the report is then unclaimed, linked to the user only). Signed out, the
      // header is ignored.
      let space: Space | null = null;
      if (user) {
        const explicit = spaceIdHeader(request);
        space =
          explicit !== null
            ? (await resolveSpace(db, user, explicit)).space
            : await findDefaultSpaceOfUser(db, user.id);
      }
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
      const stored = await db.transaction(async (tx) => {
        const report = await insertGhgReport(tx, {
          userId: user?.id ?? null,
          input,
          result: assessment,
          locale,
          spaceId: space?.id ?? null,
        });
        if (space && user) {
          await recordUsage(tx, {
            spaceId: space.id,
            resource: 'RISK_ASSESSMENT',
            action: 'ASSESSMENT_CREATED',
            delta: 1,
            actor: user,
          });
        }
        return report;
      });
      reply.code(201);
      // The answer carries no workspace: the result page reads it with GET /ghg-reports/{id}.
      return { data: render(stored, locale) };
    },
    { preHandler: optionalUser(ctx) },
  );

  api.route(
    app,
    'get',
    '/ghg-reports/{id}',
    async (request) => {
      // A workspace's report: its active members only; anyone else as if it did not exist.
      const report = await findReadableGhgReport(db, request, request.params.id);
      if (!report) throw notFound();
      return {
        data: { ...render(report, requestLocale(request)), workspace: await workspaceOf(db, report) },
      };
    },
    { preHandler: optionalUser(ctx) },
  );

  api.route(app, 'get', '/ghg-shared-reports/{token}', async (request) => {
    const report = await findGhgReportByShareToken(db, request.params.token);
    if (!report) throw notFound();
    return { data: render(report, requestLocale(request)) };
  });

  api.route(
    app,
    'get',
    '/ghg-reports',
    async (request) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'listGhgReports', spaceIdHeader(request));
      const take = request.query.take ?? 20;
      const page = request.query.page ?? 1;
      const { reports, total } = await listGhgReportsOfSpace(db, access.space.id, { take, page });
      return { data: reports, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/ghg-reports/{id}/claim',
    async (request, reply) => {
      const { user } = currentCaller(request);
      const explicit = spaceIdHeader(request);
      if (explicit === null && !(await findDefaultSpaceOfUser(db, user.id))) throw noWorkspace();
      const access = await authorizeSpaceCall(db, user, 'claimGhgReport', explicit);
      // Counted before the report is looked up, so that the limit also bounds guessing ids.
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'ghgReportClaim', { userId: user.id })))
        return reply;
      const space = access.space;
      const outcome = await db.transaction(async (tx) => {
        const report = await lockGhgReport(tx, request.params.id);
        if (!report) throw notFound();
        if (report.spaceId === space.id && report.claimedAt) {
          return { claimedAt: report.claimedAt, newlyClaimed: false };
        }
        if (report.spaceId !== null) throw conflict();
        const claimed = await claimGhgReport(tx, { id: report.id, spaceId: space.id, userId: user.id });
        if (!claimed?.claimedAt) throw conflict();
        await recordUsage(tx, {
          spaceId: space.id,
          resource: 'RISK_ASSESSMENT',
          action: 'ASSESSMENT_CLAIMED',
          delta: 1,
          actor: user,
        });
        return { claimedAt: claimed.claimedAt, newlyClaimed: true };
      });
      return {
        data: {
          reportId: request.params.id,
          workspace: { id: space.id, name: space.name },
          claimedAt: outcome.claimedAt,
          newlyClaimed: outcome.newlyClaimed,
        },
      };
    },
    auth,
  );

  /** Turns the share link of a report of the space the call acts on on (a new token) or off. */
  async function changeShare(
    key: 'shareGhgReport' | 'unshareGhgReport',
    id: string,
    access: { space: Space },
  ): Promise<{ data: { shareToken: string | null } }> {
    const report = await findGhgReport(db, id);
    // Only a report of the space the call acts on; another workspace's report is as unknown as a missing one.
    if (!report || report.spaceId !== access.space.id) throw notFound();
    const updated = await setGhgReportShareToken(
      db,
      report.id,
      key === 'shareGhgReport' ? newShareToken() : null,
    );
    if (!updated) throw notFound();
    return { data: { shareToken: updated.shareToken } };
  }

  api.route(
    app,
    'post',
    '/ghg-reports/{id}/share',
    async (request, reply) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'shareGhgReport', spaceIdHeader(request));
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'ghgReportShare', { userId: user.id })))
        return reply;
      return changeShare('shareGhgReport', request.params.id, access);
    },
    auth,
  );

  api.route(
    app,
    'delete',
    '/ghg-reports/{id}/share',
    async (request, reply) => {
      const { user } = currentCaller(request);
      const access = await authorizeSpaceCall(db, user, 'unshareGhgReport', spaceIdHeader(request));
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'ghgReportShare', { userId: user.id })))
        return reply;
      return changeShare('unshareGhgReport', request.params.id, access);
    },
    auth,
  );
  api.route(
    app,
    'get',
    '/ghg-reports/{id}/pdf',
    async (request, reply) => {
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'ghgReportPdf'))) return reply;
      const report = await findReadableGhgReport(db, request, request.params.id, request.query.share);
      if (!report) throw notFound();
      const locale = reportLocale(request);
      const rendered = render(report, locale);
      // Loaded on first use: pdfkit and its fonts stay out of the start-up and of every other route.
      const { renderGhgReportPdf, reportPdfFileName } = await import('../ghg/report-pdf');
      const pdf = await renderGhgReportPdf(rendered, locale);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-language', locale)
        .header('content-disposition', `attachment; filename="${reportPdfFileName(locale, rendered)}"`)
        .send(pdf);
    },
    { preHandler: optionalUser(ctx) },
  );
};

export default ghgReportRoutes;
