// The stored GHG emission-risk assessments (`ghg_reports`): the inputs and the computed assessment (jsonb), the
// language of the request and, when a token was sent, the user; since migration 1100 also the workspace that owns
// the report (`space_id`, NULL = unclaimed), when and by whom it was claimed, and its share-link token.
import type { GhgAssessment, GhgAssessmentInput } from '../../../domain/ghg-risk';
import type { Db } from '../client';
import { isUuid } from './users';

export interface GhgReport {
  id: string;
  result: GhgAssessment;
  createdAt: string;
  /** The owning workspace; null while unclaimed. */
  spaceId: string | null;
  claimedAt: string | null;
  shareToken: string | null;
}

/** One line of a workspace's list (GET /ghg-reports). */
export interface GhgReportSummary {
  id: string;
  createdAt: string;
  companyName: string | null;
  totalTco2e: number;
  score: number;
  level: GhgRiskLevel;
  shared: boolean;
}

type GhgRiskLevel = GhgAssessment['level'];

interface GhgReportRow {
  id: string;
  result: GhgAssessment | string;
  created_at: Date | string;
  space_id: string | null;
  claimed_at: Date | string | null;
  share_token: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const COLUMNS = 'id, result, created_at, space_id, claimed_at, share_token';

function toGhgReport(row: GhgReportRow): GhgReport {
  return {
    id: row.id,
    result: typeof row.result === 'string' ? (JSON.parse(row.result) as GhgAssessment) : row.result,
    createdAt: iso(row.created_at),
    spaceId: row.space_id,
    claimedAt: row.claimed_at === null ? null : iso(row.claimed_at),
    shareToken: row.share_token,
  };
}

export async function insertGhgReport(
  db: Pick<Db, 'query'>,
  report: {
    userId: string | null;
    input: GhgAssessmentInput;
    result: GhgAssessment;
    locale: string;
    /** The workspace it is made in (signed in with a workspace); it is claimed at once. */
    spaceId?: string | null;
  },
): Promise<GhgReport> {
  const spaceId = report.spaceId ?? null;
  const { rows } = await db.query<GhgReportRow>(
    `INSERT INTO ghg_reports (user_id, input, result, locale, space_id, claimed_at, claimed_by)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, CASE WHEN $5::uuid IS NULL THEN NULL ELSE now() END,
       CASE WHEN $5::uuid IS NULL THEN NULL ELSE $1::uuid END)
     RETURNING ${COLUMNS}`,
    [report.userId, JSON.stringify(report.input), JSON.stringify(report.result), report.locale, spaceId],
  );
  return toGhgReport(rows[0]);
}

export async function findGhgReport(db: Pick<Db, 'query'>, id: string): Promise<GhgReport | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<GhgReportRow>(`SELECT ${COLUMNS} FROM ghg_reports WHERE id = $1`, [id]);
  return rows[0] ? toGhgReport(rows[0]) : null;
}

/** The report row locked for a claim or a share change (inside a transaction). */
export async function lockGhgReport(db: Pick<Db, 'query'>, id: string): Promise<GhgReport | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<GhgReportRow>(
    `SELECT ${COLUMNS} FROM ghg_reports WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ? toGhgReport(rows[0]) : null;
}

export async function findGhgReportByShareToken(
  db: Pick<Db, 'query'>,
  token: string,
): Promise<GhgReport | null> {
  const { rows } = await db.query<GhgReportRow>(
    `SELECT ${COLUMNS} FROM ghg_reports WHERE share_token = $1 AND space_id IS NOT NULL`,
    [token],
  );
  return rows[0] ? toGhgReport(rows[0]) : null;
}

/** Puts an unclaimed report into a workspace; false when it was claimed meanwhile (the caller locked it). */
export async function claimGhgReport(
  db: Pick<Db, 'query'>,
  claim: { id: string; spaceId: string; userId: string },
): Promise<GhgReport | null> {
  const { rows } = await db.query<GhgReportRow>(
    `UPDATE ghg_reports SET space_id = $2, claimed_at = now(), claimed_by = $3
     WHERE id = $1 AND space_id IS NULL
     RETURNING ${COLUMNS}`,
    [claim.id, claim.spaceId, claim.userId],
  );
  return rows[0] ? toGhgReport(rows[0]) : null;
}

/** Sets (a new token) or clears (null) the share link of a workspace's report. */
export async function setGhgReportShareToken(
  db: Pick<Db, 'query'>,
  id: string,
  token: string | null,
): Promise<GhgReport | null> {
  const { rows } = await db.query<GhgReportRow>(
    `UPDATE ghg_reports SET share_token = $2 WHERE id = $1 AND space_id IS NOT NULL RETURNING ${COLUMNS}`,
    [id, token],
  );
  return rows[0] ? toGhgReport(rows[0]) : null;
}

interface SummaryRow {
  id: string;
  created_at: Date | string;
  company_name: string | null;
  total_tco2e: string | number | null;
  score: string | number | null;
  level: string | null;
  shared: boolean;
}

/** One page of a workspace's reports, newest first, and their total. */
export async function listGhgReportsOfSpace(
  db: Pick<Db, 'query'>,
  spaceId: string,
  options: { take: number; page: number },
): Promise<{ reports: GhgReportSummary[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    db.query<SummaryRow>(
      `SELECT id, created_at, NULLIF(btrim(input->>'companyName'), '') AS company_name,
         result->'emissions'->>'totalTco2e' AS total_tco2e, result->>'score' AS score, result->>'level' AS level,
         share_token IS NOT NULL AS shared
       FROM ghg_reports WHERE space_id = $1
       ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [spaceId, options.take, (options.page - 1) * options.take],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM ghg_reports WHERE space_id = $1', [spaceId]),
  ]);
  return {
    total: count.rows[0].n,
    reports: rows.map((row) => ({
      id: row.id,
      createdAt: iso(row.created_at),
      companyName: row.company_name,
      totalTco2e: Number(row.total_tco2e ?? 0),
      score: Number(row.score ?? 0),
      level: (row.level ?? 'LOW') as GhgRiskLevel,
      shared: row.shared,
    })),
  };
}
