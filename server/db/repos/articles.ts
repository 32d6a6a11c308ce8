// Articles (news and blog) and their translations (`articles`, `article_translations`, migration 0700): the public
// list and detail (published, due, in the reader's language with the Vietnamese text as the fallback), and the
// staff side (any status, both languages, create / replace / publish / unpublish). Rendering the Markdown is the
// caller's job (domain/content/markdown.ts); this file stores and reads.
import type { components } from '../../../openapi/schema';
import type { Locale } from '../../../domain/messages';
import type { Db } from '../client';
import { containsPattern } from './contact-pipeline';

type Schemas = components['schemas'];
export type ArticleCategory = Schemas['ArticleCategory'];
export type ContentStatus = Schemas['ContentStatus'];
export type ArticleSummary = Schemas['ArticleSummary'];
export type StaffArticleSummary = Schemas['StaffArticleSummary'];
export type StaffArticle = Schemas['StaffArticle'];

/** One language of an article as stored (reading minutes computed by the caller from the rendered Markdown). */
export interface ArticleTranslationInput {
  title: string;
  excerpt: string;
  tags: string[];
  markdown: string;
  sources: string[];
  readingMinutes: number;
}

export interface ArticleFields {
  slug: string;
  category: ArticleCategory;
  coverImageUrl: string | null;
  authorName: string;
  vi: ArticleTranslationInput;
  en: ArticleTranslationInput | null;
}

/** A public article before rendering: the summary plus its Markdown, sources and languages. */
export interface PublicArticleRecord extends ArticleSummary {
  markdown: string;
  sources: string[];
  translations: Locale[];
}

interface PublicRow {
  id: number;
  slug: string;
  category: ArticleCategory;
  cover_image_url: string | null;
  author_name: string;
  published_at: Date;
  updated_at: Date;
  locale: Locale;
  title: string;
  excerpt: string;
  tags: string[];
  reading_minutes: number;
  markdown: string;
  sources: string[];
  has_en: boolean;
  total: number;
}

// The translation shown: the reader's language when it exists, else Vietnamese (always there).
const PUBLIC_FROM = `articles a
  JOIN LATERAL (
    SELECT * FROM article_translations t
    WHERE t.article_id = a.id AND t.locale IN ($1, 'vi')
    ORDER BY (t.locale = $1) DESC
    LIMIT 1
  ) t ON true`;

const PUBLIC_COLUMNS = `a.id, a.slug, a.category, a.cover_image_url, a.author_name, a.published_at, a.updated_at,
  t.locale, t.title, t.excerpt, t.tags, t.reading_minutes, t.markdown, t.sources,
  EXISTS (SELECT 1 FROM article_translations e WHERE e.article_id = a.id AND e.locale = 'en') AS has_en`;

const PUBLISHED = `a.status = 'published' AND a.published_at <= now()`;

function toSummary(row: PublicRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    locale: row.locale,
    title: row.title,
    excerpt: row.excerpt,
    coverImageUrl: row.cover_image_url,
    authorName: row.author_name,
    readingMinutes: row.reading_minutes,
    publishedAt: row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    tags: row.tags,
  };
}

export interface PublicArticleFilter {
  locale: Locale;
  category: ArticleCategory | null;
  /** A tag in the shown language, compared case-insensitively; null = any. */
  tag: string | null;
  take: number;
  page: number;
}

/** Published, due articles, newest first, in the reader's language (else Vietnamese). */
export async function listPublicArticles(
  db: Pick<Db, 'query'>,
  filter: PublicArticleFilter,
): Promise<{ rows: ArticleSummary[]; total: number }> {
  const { rows } = await db.query<PublicRow>(
    `SELECT ${PUBLIC_COLUMNS}, count(*) OVER ()::int AS total
     FROM ${PUBLIC_FROM}
     WHERE ${PUBLISHED}
       AND ($2::text IS NULL OR a.category = $2)
       AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM unnest(t.tags) AS tag WHERE lower(tag) = lower($3)))
     ORDER BY a.published_at DESC, a.id DESC
     LIMIT $4 OFFSET $5`,
    [filter.locale, filter.category, filter.tag, filter.take, (filter.page - 1) * filter.take],
  );
  const total = rows[0]?.total ?? (filter.page > 1 ? await countPublicArticles(db, filter) : 0);
  return { rows: rows.map(toSummary), total };
}

async function countPublicArticles(db: Pick<Db, 'query'>, filter: PublicArticleFilter): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total
     FROM ${PUBLIC_FROM}
     WHERE ${PUBLISHED}
       AND ($2::text IS NULL OR a.category = $2)
       AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM unnest(t.tags) AS tag WHERE lower(tag) = lower($3)))`,
    [filter.locale, filter.category, filter.tag],
  );
  return rows[0].total;
}

/** A published, due article by slug in the reader's language (else Vietnamese); null otherwise. */
export async function findPublicArticle(
  db: Pick<Db, 'query'>,
  slug: string,
  locale: Locale,
): Promise<PublicArticleRecord | null> {
  const { rows } = await db.query<PublicRow>(
    `SELECT ${PUBLIC_COLUMNS} FROM ${PUBLIC_FROM} WHERE ${PUBLISHED} AND a.slug = $2`,
    [locale, slug],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toSummary(row),
    markdown: row.markdown,
    sources: row.sources,
    translations: row.has_en ? ['vi', 'en'] : ['vi'],
  };
}

/** The feed's articles: published, due, newest first, with their Markdown. */
export async function listFeedArticles(
  db: Pick<Db, 'query'>,
  locale: Locale,
  take: number,
): Promise<PublicArticleRecord[]> {
  const { rows } = await db.query<PublicRow>(
    `SELECT ${PUBLIC_COLUMNS} FROM ${PUBLIC_FROM} WHERE ${PUBLISHED}
     ORDER BY a.published_at DESC, a.id DESC LIMIT $2`,
    [locale, take],
  );
  return rows.map((row) => ({
    ...toSummary(row),
    markdown: row.markdown,
    sources: row.sources,
    translations: row.has_en ? ['vi', 'en'] : ['vi'],
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Staff

export interface StaffArticleFilter {
  /** Trimmed search text; '' = none. */
  q: string;
  status: ContentStatus | null;
  category: ArticleCategory | null;
  take: number;
  page: number;
}

export async function listStaffArticles(
  db: Pick<Db, 'query'>,
  filter: StaffArticleFilter,
): Promise<{ rows: StaffArticleSummary[]; total: number }> {
  const where = `($1::text IS NULL OR a.slug ILIKE $1 OR vi.title ILIKE $1 OR en.title ILIKE $1)
      AND ($2::text IS NULL OR a.status = $2)
      AND ($3::text IS NULL OR a.category = $3)`;
  const from = `articles a
    JOIN article_translations vi ON vi.article_id = a.id AND vi.locale = 'vi'
    LEFT JOIN article_translations en ON en.article_id = a.id AND en.locale = 'en'`;
  const params = [filter.q === '' ? null : containsPattern(filter.q), filter.status, filter.category];
  const [{ rows }, counted] = await Promise.all([
    db.query<{
      id: number;
      slug: string;
      category: ArticleCategory;
      status: ContentStatus;
      title: string;
      title_en: string | null;
      author_name: string;
      published_at: Date | null;
      updated_at: Date;
    }>(
      `SELECT a.id, a.slug, a.category, a.status, vi.title, en.title AS title_en, a.author_name, a.published_at,
         a.updated_at
       FROM ${from} WHERE ${where}
       ORDER BY a.updated_at DESC, a.id DESC
       LIMIT $4 OFFSET $5`,
      [...params, filter.take, (filter.page - 1) * filter.take],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      category: row.category,
      status: row.status,
      title: row.title,
      titleEn: row.title_en,
      authorName: row.author_name,
      publishedAt: row.published_at?.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
    })),
    total: counted.rows[0].total,
  };
}

interface ArticleRow {
  id: number;
  slug: string;
  category: ArticleCategory;
  status: ContentStatus;
  cover_image_url: string | null;
  author_name: string;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface TranslationRow {
  locale: Locale;
  title: string;
  excerpt: string;
  tags: string[];
  markdown: string;
  sources: string[];
  reading_minutes: number;
}

/** An article with both languages, any status; `forUpdate` locks the row until the transaction ends. */
export async function findStaffArticle(
  db: Pick<Db, 'query'>,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<StaffArticle | null> {
  const { rows } = await db.query<ArticleRow>(
    `SELECT id, slug, category, status, cover_image_url, author_name, published_at, created_at, updated_at
     FROM articles WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const translations = await db.query<TranslationRow>(
    `SELECT locale, title, excerpt, tags, markdown, sources, reading_minutes
     FROM article_translations WHERE article_id = $1`,
    [id],
  );
  const of = (locale: Locale) => {
    const t = translations.rows.find((r) => r.locale === locale);
    return t
      ? { title: t.title, excerpt: t.excerpt, tags: t.tags, markdown: t.markdown, sources: t.sources }
      : null;
  };
  const vi = of('vi');
  if (!vi) return null; // never stored without its Vietnamese text
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    status: row.status,
    coverImageUrl: row.cover_image_url,
    authorName: row.author_name,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    readingMinutes: translations.rows.find((r) => r.locale === 'vi')!.reading_minutes,
    vi,
    en: of('en'),
  };
}

/** Whether another article (not `exceptId`) uses the slug. */
export async function articleSlugTaken(
  db: Pick<Db, 'query'>,
  slug: string,
  exceptId: number | null = null,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM articles WHERE slug = $1 AND ($2::int IS NULL OR id <> $2)',
    [slug, exceptId],
  );
  return rows.length > 0;
}

async function writeTranslations(tx: Pick<Db, 'query'>, id: number, fields: ArticleFields): Promise<void> {
  await tx.query('DELETE FROM article_translations WHERE article_id = $1', [id]);
  for (const [locale, t] of [
    ['vi', fields.vi],
    ['en', fields.en],
  ] as const) {
    if (!t) continue;
    await tx.query(
      `INSERT INTO article_translations (article_id, locale, title, excerpt, tags, markdown, reading_minutes, sources)
       VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8::text[])`,
      [id, locale, t.title, t.excerpt, t.tags, t.markdown, t.readingMinutes, t.sources],
    );
  }
}

export interface NewArticleMeta {
  status: ContentStatus;
  publishedAt: Date | null;
  /** The content folder it comes from (the seed), else null. */
  seedKey: string | null;
  createdByUserId: string | null;
}

/** Stores a new article with its translations (a slug in use raises the unique violation, SQLSTATE 23505). */
export async function insertArticle(tx: Pick<Db, 'query'>, fields: ArticleFields, meta: NewArticleMeta) {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO articles (slug, category, status, cover_image_url, author_name, published_at, seed_key,
       created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id`,
    [
      fields.slug,
      fields.category,
      meta.status,
      fields.coverImageUrl,
      fields.authorName,
      meta.publishedAt,
      meta.seedKey,
      meta.createdByUserId,
    ],
  );
  await writeTranslations(tx, rows[0].id, fields);
  return rows[0].id;
}

/** Replaces an article's fields and translations (status and publishedAt stay). */
export async function replaceArticle(
  tx: Pick<Db, 'query'>,
  id: number,
  fields: ArticleFields,
): Promise<void> {
  await tx.query(
    `UPDATE articles SET slug = $2, category = $3, cover_image_url = $4, author_name = $5, updated_at = now()
     WHERE id = $1`,
    [id, fields.slug, fields.category, fields.coverImageUrl, fields.authorName],
  );
  await writeTranslations(tx, id, fields);
}

export async function setArticleStatus(
  tx: Pick<Db, 'query'>,
  id: number,
  status: ContentStatus,
  publishedAt: Date | null,
): Promise<void> {
  await tx.query('UPDATE articles SET status = $2, published_at = $3, updated_at = now() WHERE id = $1', [
    id,
    status,
    publishedAt,
  ]);
}

/** Which of these slugs or seed keys are already known (the content seed skips them). */
export async function knownArticleKeys(
  db: Pick<Db, 'query'>,
): Promise<{ slugs: Set<string>; seedKeys: Set<string> }> {
  const { rows } = await db.query<{ slug: string; seed_key: string | null }>(
    'SELECT slug, seed_key FROM articles',
  );
  return {
    slugs: new Set(rows.map((r) => r.slug)),
    seedKeys: new Set(rows.flatMap((r) => (r.seed_key ? [r.seed_key] : []))),
  };
}
