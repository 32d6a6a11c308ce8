// From a staff (or content-file) input to what the repos store: texts trimmed, tags trimmed and de-duplicated,
// reading minutes computed from the rendered Markdown (domain/content/markdown.ts), and the business rules the
// contract's schema cannot say (a reserved slug, a sector that exists, a text that is only spaces) reported as
// VALIDATION_FAILED details with translated texts. Also the audit view of an article or story and its diff.
import type { components } from '../../openapi/schema';
import { renderContent } from '../../domain/content/markdown';
import { RESERVED_ARTICLE_SLUGS } from '../../domain/content/slug';
import type { ArticleFields, ArticleTranslationInput, StaffArticle } from '../db/repos/articles';
import type { StaffStory, StoryFields, StoryTranslationInput } from '../db/repos/success-stories';
import { validationFailed, type ErrorDetail } from '../errors';

type Schemas = components['schemas'];
export type StaffArticleInput = Schemas['StaffArticleInput'];
export type StaffStoryInput = Schemas['StaffStoryInput'];

const required = (field: string): ErrorDetail => ({
  field,
  message: { group: 'validation', key: 'fieldRequired' },
});

class Checker {
  readonly details: ErrorDetail[] = [];

  /** The trimmed text; a detail when it is empty and required. */
  text(field: string, value: string): string {
    const trimmed = value.trim();
    if (trimmed === '') this.details.push(required(field));
    return trimmed;
  }

  /** Trimmed optional text; '' becomes null. */
  optional(value: string | null | undefined): string | null {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  }

  /** Trimmed texts, empty ones refused, repeats (case-insensitive) dropped. */
  list(field: string, values: readonly string[]): string[] {
    const seen = new Set<string>();
    const out: string[] = [];
    values.forEach((value, i) => {
      const trimmed = value.trim();
      if (trimmed === '') {
        this.details.push(required(`${field}/${i}`));
        return;
      }
      const key = trimmed.toLocaleLowerCase('vi');
      if (seen.has(key)) return;
      seen.add(key);
      out.push(trimmed);
    });
    return out;
  }

  markdown(field: string, value: string): { markdown: string; readingMinutes: number } {
    if (value.trim() === '') this.details.push(required(field));
    return { markdown: value, readingMinutes: renderContent(value).readingMinutes };
  }

  done(): void {
    if (this.details.length > 0) throw validationFailed(this.details);
  }
}

type ArticleTranslation = Schemas['StaffArticleTranslation'];

/**
 * The stored article from a staff input. `sources` left out of a translation keeps `keepSources` (the stored list
 * of that language), so an editor that does not show sources does not erase them.
 */
export function toArticleFields(
  input: StaffArticleInput,
  keepSources: { vi: string[]; en: string[] } = { vi: [], en: [] },
): ArticleFields {
  const check = new Checker();
  if (RESERVED_ARTICLE_SLUGS.includes(input.slug)) {
    check.details.push({ field: 'slug', message: { group: 'field', key: 'slugReserved' } });
  }
  const translation = (locale: 'vi' | 'en', t: ArticleTranslation): ArticleTranslationInput => ({
    title: check.text(`${locale}/title`, t.title),
    excerpt: check.text(`${locale}/excerpt`, t.excerpt),
    tags: check.list(`${locale}/tags`, t.tags),
    sources: t.sources === undefined ? keepSources[locale] : check.list(`${locale}/sources`, t.sources),
    ...check.markdown(`${locale}/markdown`, t.markdown),
  });
  const fields: ArticleFields = {
    slug: input.slug,
    category: input.category,
    coverImageUrl: check.optional(input.coverImageUrl),
    authorName: check.text('authorName', input.authorName),
    vi: translation('vi', input.vi),
    en: input.en ? translation('en', input.en) : null,
  };
  check.done();
  return fields;
}

type StoryTranslation = Schemas['StaffStoryTranslation'];

export function toStoryFields(input: StaffStoryInput, sectorCodes: ReadonlySet<string>): StoryFields {
  const check = new Checker();
  if (input.sectorCode !== null && !sectorCodes.has(input.sectorCode)) {
    check.details.push({ field: 'sectorCode', message: { group: 'field', key: 'unknownSector' } });
  }
  const translation = (locale: 'vi' | 'en', t: StoryTranslation): StoryTranslationInput => ({
    title: check.text(`${locale}/title`, t.title),
    summary: check.text(`${locale}/summary`, t.summary),
    quote: check.optional(t.quote),
    quoteAuthor: check.optional(t.quoteAuthor),
    quoteRole: check.optional(t.quoteRole),
    metrics: t.metrics.map((m, i) => ({
      label: check.text(`${locale}/metrics/${i}/label`, m.label),
      value: check.text(`${locale}/metrics/${i}/value`, m.value),
    })),
    ...check.markdown(`${locale}/markdown`, t.markdown),
  });
  const fields: StoryFields = {
    slug: input.slug,
    companyName: check.text('companyName', input.companyName),
    sectorCode: input.sectorCode,
    coverImageUrl: check.optional(input.coverImageUrl),
    logoUrl: check.optional(input.logoUrl),
    illustrative: input.illustrative,
    vi: translation('vi', input.vi),
    en: input.en ? translation('en', input.en) : null,
  };
  check.done();
  return fields;
}

// ---------------------------------------------------------------------------------------------------------------
// Audit

export type AuditView = Record<string, unknown>;

/** What the audit log records of an article: its editable fields and texts (not the timestamps). */
export function articleAuditView(article: StaffArticle): AuditView {
  return {
    slug: article.slug,
    category: article.category,
    status: article.status,
    publishedAt: article.publishedAt,
    coverImageUrl: article.coverImageUrl,
    authorName: article.authorName,
    vi: article.vi,
    en: article.en,
  };
}

export function storyAuditView(story: StaffStory): AuditView {
  return {
    slug: story.slug,
    status: story.status,
    publishedAt: story.publishedAt,
    companyName: story.companyName,
    sectorCode: story.sectorCode,
    coverImageUrl: story.coverImageUrl,
    logoUrl: story.logoUrl,
    illustrative: story.illustrative,
    vi: story.vi,
    en: story.en,
  };
}

/** JSON with object keys sorted, so two equal values compare equal whatever order their keys were built in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The keys whose values differ, before and after; null when nothing changed. */
export function auditDiff(
  before: AuditView,
  after: AuditView,
): { before: AuditView; after: AuditView } | null {
  const b: AuditView = {};
  const a: AuditView = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (canonical(before[key] ?? null) === canonical(after[key] ?? null)) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return Object.keys(a).length === 0 ? null : { before: b, after: a };
}
