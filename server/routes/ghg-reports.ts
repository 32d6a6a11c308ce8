// The GHG emission-risk assessment (tag `ghg-reports`): POST /ghg-reports runs the model of domain/ghg-risk.ts
// on the validated inputs (the OpenAPI document checks the body before the handler) and stores the inputs and the
// computed assessment; GET /ghg-reports/{id} returns it. Public: the report's random uuid is the access; a token
// that is sent must be valid (optionalUser) and links the report to the user. Texts follow the reader's language.
import type { RouteModule } from '../context';
import { optionalUser } from '../auth/authenticate';
import { notFound } from '../errors';
import { assessGhgRisk, renderGhgReport, type GhgAssessment } from '../../domain/ghg-risk';
import { localeOf } from './spaces';

interface GhgReportRow {
  id: string;
  result: GhgAssessment | string;
  created_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const parsed = (value: GhgAssessment | string): GhgAssessment =>
  typeof value === 'string' ? (JSON.parse(value) as GhgAssessment) : value;

const ghgReportRoutes: RouteModule = (app, ctx) => {
  const { api, db } = ctx;

  api.route(
    app,
    'post',
    '/ghg-reports',
    async (request, reply) => {
      const locale = localeOf(request);
      const input = request.body;
      const assessment = assessGhgRisk(input);
      const user = request.caller?.user ?? null;
      const { rows } = await db.query<GhgReportRow>(
        `INSERT INTO ghg_reports (user_id, input, result, locale)
         VALUES ($1, $2::jsonb, $3::jsonb, $4)
         RETURNING id, result, created_at`,
        [user?.id ?? null, JSON.stringify(input), JSON.stringify(assessment), locale],
      );
      const row = rows[0];
      reply.code(201);
      return { data: renderGhgReport(assessment, locale, { id: row.id, createdAt: iso(row.created_at) }) };
    },
    { preHandler: optionalUser(ctx) },
  );

  api.route(app, 'get', '/ghg-reports/{id}', async (request) => {
    const { rows } = await db.query<GhgReportRow>(
      'SELECT id, result, created_at FROM ghg_reports WHERE id = $1',
      [request.params.id],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return {
      data: renderGhgReport(parsed(row.result), localeOf(request), {
        id: row.id,
        createdAt: iso(row.created_at),
      }),
    };
  });
};

export default ghgReportRoutes;
