// The stored GHG emission-risk assessments (`ghg_reports`): the inputs and the computed assessment (jsonb), the
// language of the request and, when a token was sent, the user.
import type { GhgAssessment, GhgAssessmentInput } from '../../../domain/ghg-risk';
import type { Db } from '../client';

export interface GhgReport {
  id: string;
  result: GhgAssessment;
  createdAt: string;
}

interface GhgReportRow {
  id: string;
  result: GhgAssessment | string;
  created_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toGhgReport(row: GhgReportRow): GhgReport {
  return {
    id: row.id,
    result: typeof row.result === 'string' ? (JSON.parse(row.result) as GhgAssessment) : row.result,
    createdAt: iso(row.created_at),
  };
}

export async function insertGhgReport(
  db: Pick<Db, 'query'>,
  report: { userId: string | null; input: GhgAssessmentInput; result: GhgAssessment; locale: string },
): Promise<GhgReport> {
  const { rows } = await db.query<GhgReportRow>(
    `INSERT INTO ghg_reports (user_id, input, result, locale)
     VALUES ($1, $2::jsonb, $3::jsonb, $4)
     RETURNING id, result, created_at`,
    [report.userId, JSON.stringify(report.input), JSON.stringify(report.result), report.locale],
  );
  return toGhgReport(rows[0]);
}

export async function findGhgReport(db: Pick<Db, 'query'>, id: string): Promise<GhgReport | null> {
  const { rows } = await db.query<GhgReportRow>(
    'SELECT id, result, created_at FROM ghg_reports WHERE id = $1',
    [id],
  );
  return rows[0] ? toGhgReport(rows[0]) : null;
}
