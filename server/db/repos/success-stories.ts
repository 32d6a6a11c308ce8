// Success stories and their translations (`success_stories`, `success_story_translations`, migration 0700): the
// public list and detail (published, due, in the reader's language with the Vietnamese text as the fallback), and
// the staff side (any status, both languages). Rendering the Markdown is the caller's job.
import type { components } from '../../../openapi/schema';
import type { Locale } from '../../../domain/messages';
import type { Db } from '../client';
import type { ContentStatus } from './articles';
import { containsPattern } from './contact-pipeline';

type Schemas = components['schemas'];
export type SuccessStory = Schemas['SuccessStory'];
export type StaffStorySummary = Schemas['StaffStorySummary'];
export type StaffStory = Schemas['StaffStory'];
export type ContentMetric = Schemas['ContentMetric'];

export interface StoryTranslationInput {
  title: string;
  summary: string;
  quote: string | null;
  quoteAuthor: string | null;
  quoteRole: string | null;
  metrics: ContentMetric[];
  markdown: string;
  readingMinutes: number;
}

export interface StoryFields {
  slug: string;
  companyName: string;
  sectorCode: string | null;
  coverImageUrl: string | null;
  logoUrl: string | null;
  illustrative: boolean;
  vi: StoryTranslationInput;
  en: StoryTranslationInput | null;
}

export interface PublicStoryRecord extends SuccessStory {
  markdown: string;
  translations: Locale[];
}

interface PublicRow {
  id: number;
  slug: string;
  company_name: string;
  sector_code: string | null;
  cover_image_url: string | null;
  logo_url: string | null;
  illustrative: boolean;
  published_at: Date;
  updated_at: Date;
  locale: Locale;
  title: string;
  summary: string;
  quote: string | null;
  quote_author: string | null;
  quote_role: string | null;
  metrics: ContentMetric[];
  markdown: string;
  has_en: boolean;
  total: number;
}

const PUBLIC_FROM = `success_stories s
  JOIN LATERAL (
    SELECT * FROM success_story_translations t
    WHERE t.story_id = s.id AND t.locale IN ($1, 'vi')
    ORDER BY (t.locale = $1) DESC
    LIMIT 1
  ) t ON true`;

const PUBLIC_COLUMNS = `s.id, s.slug, s.company_name, s.sector_code, s.cover_image_url, s.logo_url, s.illustrative,
  s.published_at, s.updated_at, t.locale, t.title, t.summary, t.quote, t.quote_author, t.quote_role, t.metrics,
  t.markdown,
  EXISTS (SELECT 1 FROM success_story_translations e WHERE e.story_id = s.id AND e.locale = 'en') AS has_en`;

const PUBLISHED = `s.status = 'published' AND s.published_at <= now()`;

function toStory(row: PublicRow): SuccessStory {
  return {
    id: row.id,
    slug: row.slug,
    locale: row.locale,
    companyName: row.company_name,
    sectorCode: row.sector_code,
    logoUrl: row.logo_url,
    coverImageUrl: row.cover_image_url,
    illustrative: row.illustrative,
    title: row.title,
    summary: row.summary,
    quote: row.quote,
    quoteAuthor: row.quote_author,
    quoteRole: row.quote_role,
    metrics: row.metrics,
    publishedAt: row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listPublicStories(
  db: Pick<Db, 'query'>,
  filter: { locale: Locale; take: number; page: number },
): Promise<{ rows: SuccessStory[]; total: number }> {
  const [{ rows }, counted] = await Promise.all([
    db.query<PublicRow>(
      `SELECT ${PUBLIC_COLUMNS} FROM ${PUBLIC_FROM} WHERE ${PUBLISHED}
       ORDER BY s.published_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
      [filter.locale, filter.take, (filter.page - 1) * filter.take],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM success_stories s WHERE ${PUBLISHED}`),
  ]);
  return { rows: rows.map(toStory), total: counted.rows[0].total };
}

export async function findPublicStory(
  db: Pick<Db, 'query'>,
  slug: string,
  locale: Locale,
): Promise<PublicStoryRecord | null> {
  const { rows } = await db.query<PublicRow>(
    `SELECT ${PUBLIC_COLUMNS} FROM ${PUBLIC_FROM} WHERE ${PUBLISHED} AND s.slug = $2`,
    [locale, slug],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...toStory(row), markdown: row.markdown, translations: row.has_en ? ['vi', 'en'] : ['vi'] };
}

// ---------------------------------------------------------------------------------------------------------------
// Staff

export interface StaffStoryFilter {
  q: string;
  status: ContentStatus | null;
  take: number;
  page: number;
}

export async function listStaffStories(
  db: Pick<Db, 'query'>,
  filter: StaffStoryFilter,
): Promise<{ rows: StaffStorySummary[]; total: number }> {
  const where = `($1::text IS NULL OR s.slug ILIKE $1 OR s.company_name ILIKE $1 OR vi.title ILIKE $1
        OR en.title ILIKE $1)
      AND ($2::text IS NULL OR s.status = $2)`;
  const from = `success_stories s
    JOIN success_story_translations vi ON vi.story_id = s.id AND vi.locale = 'vi'
    LEFT JOIN success_story_translations en ON en.story_id = s.id AND en.locale = 'en'`;
  const params = [filter.q === '' ? null : containsPattern(filter.q), filter.status];
  const [{ rows }, counted] = await Promise.all([
    db.query<{
      id: number;
      slug: string;
      status: ContentStatus;
      company_name: string;
      title: string;
      title_en: string | null;
      illustrative: boolean;
      published_at: Date | null;
      updated_at: Date;
    }>(
      `SELECT s.id, s.slug, s.status, s.company_name, vi.title, en.title AS title_en, s.illustrative,
         s.published_at, s.updated_at
       FROM ${from} WHERE ${where}
       ORDER BY s.updated_at DESC, s.id DESC
       LIMIT $3 OFFSET $4`,
      [...params, filter.take, (filter.page - 1) * filter.take],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      status: row.status,
      companyName: row.company_name,
      title: row.title,
      titleEn: row.title_en,
      illustrative: row.illustrative,
      publishedAt: row.published_at?.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
    })),
    total: counted.rows[0].total,
  };
}

interface StoryRow {
  id: number;
  slug: string;
  status: ContentStatus;
  company_name: string;
  sector_code: string | null;
  cover_image_url: string | null;
  logo_url: string | null;
  illustrative: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface TranslationRow {
  locale: Locale;
  title: string;
  summary: string;
  quote: string | null;
  quote_author: string | null;
  quote_role: string | null;
  metrics: ContentMetric[];
  markdown: string;
  reading_minutes: number;
}

export async function findStaffStory(
  db: Pick<Db, 'query'>,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<StaffStory | null> {
  const { rows } = await db.query<StoryRow>(
    `SELECT id, slug, status, company_name, sector_code, cover_image_url, logo_url, illustrative, published_at,
       created_at, updated_at
     FROM success_stories WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const translations = await db.query<TranslationRow>(
    `SELECT locale, title, summary, quote, quote_author, quote_role, metrics, markdown, reading_minutes
     FROM success_story_translations WHERE story_id = $1`,
    [id],
  );
  const of = (locale: Locale) => {
    const t = translations.rows.find((r) => r.locale === locale);
    return t
      ? {
          title: t.title,
          summary: t.summary,
          quote: t.quote,
          quoteAuthor: t.quote_author,
          quoteRole: t.quote_role,
          metrics: t.metrics,
          markdown: t.markdown,
        }
      : null;
  };
  const vi = of('vi');
  if (!vi) return null;
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    companyName: row.company_name,
    sectorCode: row.sector_code,
    coverImageUrl: row.cover_image_url,
    logoUrl: row.logo_url,
    illustrative: row.illustrative,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    readingMinutes: translations.rows.find((r) => r.locale === 'vi')!.reading_minutes,
    vi,
    en: of('en'),
  };
}

export async function storySlugTaken(
  db: Pick<Db, 'query'>,
  slug: string,
  exceptId: number | null = null,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM success_stories WHERE slug = $1 AND ($2::int IS NULL OR id <> $2)',
    [slug, exceptId],
  );
  return rows.length > 0;
}

async function writeTranslations(tx: Pick<Db, 'query'>, id: number, fields: StoryFields): Promise<void> {
  await tx.query('DELETE FROM success_story_translations WHERE story_id = $1', [id]);
  for (const [locale, t] of [
    ['vi', fields.vi],
    ['en', fields.en],
  ] as const) {
    if (!t) continue;
    await tx.query(
      `INSERT INTO success_story_translations (story_id, locale, title, summary, quote, quote_author, quote_role,
         metrics, markdown, reading_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)`,
      [
        id,
        locale,
        t.title,
        t.summary,
        t.quote,
        t.quoteAuthor,
        t.quoteRole,
        JSON.stringify(t.metrics),
        t.markdown,
        t.readingMinutes,
      ],
    );
  }
}

export interface NewStoryMeta {
  status: ContentStatus;
  publishedAt: Date | null;
  seedKey: string | null;
  createdByUserId: string | null;
}

export async function insertStory(tx: Pick<Db, 'query'>, fields: StoryFields, meta: NewStoryMeta) {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO success_stories (slug, status, company_name, sector_code, cover_image_url, logo_url,
       illustrative, published_at, seed_key, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING id`,
    [
      fields.slug,
      meta.status,
      fields.companyName,
      fields.sectorCode,
      fields.coverImageUrl,
      fields.logoUrl,
      fields.illustrative,
      meta.publishedAt,
      meta.seedKey,
      meta.createdByUserId,
    ],
  );
  await writeTranslations(tx, rows[0].id, fields);
  return rows[0].id;
}

export async function replaceStory(tx: Pick<Db, 'query'>, id: number, fields: StoryFields): Promise<void> {
  await tx.query(
    `UPDATE success_stories SET slug = $2, company_name = $3, sector_code = $4, cover_image_url = $5,
       logo_url = $6, illustrative = $7, updated_at = now()
     WHERE id = $1`,
    [
      id,
      fields.slug,
      fields.companyName,
      fields.sectorCode,
      fields.coverImageUrl,
      fields.logoUrl,
      fields.illustrative,
    ],
  );
  await writeTranslations(tx, id, fields);
}

export async function setStoryStatus(
  tx: Pick<Db, 'query'>,
  id: number,
  status: ContentStatus,
  publishedAt: Date | null,
): Promise<void> {
  await tx.query(
    'UPDATE success_stories SET status = $2, published_at = $3, updated_at = now() WHERE id = $1',
    [id, status, publishedAt],
  );
}

export async function knownStoryKeys(
  db: Pick<Db, 'query'>,
): Promise<{ slugs: Set<string>; seedKeys: Set<string> }> {
  const { rows } = await db.query<{ slug: string; seed_key: string | null }>(
    'SELECT slug, seed_key FROM success_stories',
  );
  return {
    slugs: new Set(rows.map((r) => r.slug)),
    seedKeys: new Set(rows.flatMap((r) => (r.seed_key ? [r.seed_key] : []))),
  };
}
