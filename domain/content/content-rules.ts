// Articles and success stories as staff write them (the content API, issue 10): the slug rule and its suggestion
// from a title, the statuses and categories, the bounds of every field, and the valibot schemas of the staff
// editor's input (StaffArticleInput / StaffStoryInput in the contract), shared by the editor (before it saves) and
// the server (before it writes), so both refuse with the same catalogue texts.
//
// | field                                   | rule                                                                |
// |-----------------------------------------|---------------------------------------------------------------------|
// | slug                                    | required, ^[a-z0-9]+(-[a-z0-9]+)*$, at most 120; `blog` is reserved |
// |                                         | for articles (/article/blog is the blog's list)                     |
// | title                                   | required, 1-200, one line                                           |
// | excerpt (article), summary (story)      | required, at most 300 (the page's meta description)                 |
// | markdown                                | required, at most 100 000                                           |
// | authorName, quoteAuthor, quoteRole      | author required, at most 120; quote author/role optional            |
// | tags                                    | at most 20, each at most 50 (blank entries dropped)                 |
// | companyName                             | required, at most 200; quote at most 1000; metrics at most 10 rows, |
// |                                         | label at most 100 and value at most 50, both required               |
// (the bounds of the contract: openapi/components/schemas/Staff*Input.yaml, Staff*Translation.yaml)
import * as v from 'valibot';
import { encodeMessage, type CatalogueKey } from '../message-keys';
import { RESERVED_ARTICLE_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';

export { slugify, SLUG_MAX_LENGTH, SLUG_PATTERN, RESERVED_ARTICLE_SLUGS } from './slug';

const msg = encodeMessage;

export const CONTENT_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const ARTICLE_CATEGORIES = ['news', 'blog'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
/** What the staff editor edits: an article (/staff/articles) or a success story (/staff/success-stories). */
export const CONTENT_KINDS = ['article', 'story'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** The languages of a piece: vi always, en optional. */
export const CONTENT_LANGUAGES = ['vi', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const TITLE_MAX_LENGTH = 200;
export const EXCERPT_MAX_LENGTH = 300;
// The same numbers as ./markdown.ts, which is not imported here: it loads marked and sanitize-html, which the
// browser does not need (its preview asks the server).
export const MARKDOWN_MAX_LENGTH = 100_000;
export const WORDS_PER_MINUTE = 200;
export const AUTHOR_MAX_LENGTH = 120;
export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX_COUNT = 20;
export const COMPANY_MAX_LENGTH = 200;
export const QUOTE_MAX_LENGTH = 1000;
export const METRICS_MAX_COUNT = 10;
export const METRIC_LABEL_MAX_LENGTH = 100;
export const METRIC_VALUE_MAX_LENGTH = 50;
export const CONTENT_SEARCH_MAX_LENGTH = 100;
/** The staff lists' page size. */
export const CONTENT_PAGE_SIZE = 20;
/** The cover image rule of POST /staff/content-images (checked again by magic bytes on the server). */
export const CONTENT_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export function isContentStatus(value: unknown): value is ContentStatus {
  return (CONTENT_STATUSES as readonly unknown[]).includes(value);
}

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly unknown[]).includes(value);
}

/** Minutes to read a Markdown text (the server's readingMinutes, for the editor before its preview answers). */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

// ---------------------------------------------------------------------------------------------------------------
// Field schemas

// Control characters and bidirectional overrides; one-line fields refuse line breaks too.
const UNSAFE_LINE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const UNSAFE_FREE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

const maxLength = (max: number) => msg('validation.maxLength', { max });

function requiredLine(max: number, requiredKey: CatalogueKey = 'validation.fieldRequired') {
  return v.pipe(
    v.string(msg(requiredKey)),
    v.trim(),
    v.normalize('NFC'),
    v.nonEmpty(msg(requiredKey)),
    v.maxLength(max, maxLength(max)),
    v.check((value) => !UNSAFE_LINE_TEXT.test(value), msg('validation.invalidCharacters')),
  );
}

/** An optional one-line text: empty (or missing, or null) reads as null. */
function optionalLine(max: number) {
  return v.pipe(
    v.optional(v.nullable(v.string(msg('errors.validationFailed'))), null),
    v.transform((value) => (value ?? '').trim().normalize('NFC')),
    v.maxLength(max, maxLength(max)),
    v.check((value) => !UNSAFE_LINE_TEXT.test(value), msg('validation.invalidCharacters')),
    v.transform((value) => (value === '' ? null : value)),
  );
}

function requiredFree(max: number) {
  return v.pipe(
    v.string(msg('validation.fieldRequired')),
    v.trim(),
    v.nonEmpty(msg('validation.fieldRequired')),
    v.maxLength(max, maxLength(max)),
    v.check(
      (value) => !UNSAFE_FREE_TEXT.test(value.replace(LINE_BREAKS_AND_TABS, '')),
      msg('validation.invalidCharacters'),
    ),
  );
}

/** The slug of an article (`blog` reserved) or a story. */
export function slugSchema(kind: ContentKind) {
  return v.pipe(
    v.string(msg('validation.fieldRequired')),
    v.trim(),
    v.nonEmpty(msg('validation.fieldRequired')),
    v.maxLength(SLUG_MAX_LENGTH, maxLength(SLUG_MAX_LENGTH)),
    v.regex(SLUG_PATTERN, msg('validation.invalidSlug')),
    v.check(
      (slug) => kind !== 'article' || !RESERVED_ARTICLE_SLUGS.includes(slug),
      msg('validation.reservedSlug'),
    ),
  );
}

const tagsSchema = v.pipe(
  v.optional(v.array(v.string(msg('errors.validationFailed')), msg('errors.validationFailed')), []),
  v.transform((tags) => tags.map((tag) => tag.trim().normalize('NFC')).filter((tag) => tag !== '')),
  v.maxLength(TAGS_MAX_COUNT, msg('validation.tooManyItems', { max: TAGS_MAX_COUNT })),
  v.check(
    (tags) => tags.every((tag) => tag.length <= TAG_MAX_LENGTH),
    msg('validation.tagTooLong', { max: TAG_MAX_LENGTH }),
  ),
  v.check((tags) => tags.every((tag) => !UNSAFE_LINE_TEXT.test(tag)), msg('validation.invalidCharacters')),
);

const imageUrlSchema = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500, maxLength(500)))), null);

// ---------------------------------------------------------------------------------------------------------------
// Articles

export const articleTranslationSchema = v.object({
  title: requiredLine(TITLE_MAX_LENGTH),
  excerpt: requiredFree(EXCERPT_MAX_LENGTH),
  tags: tagsSchema,
  markdown: requiredFree(MARKDOWN_MAX_LENGTH),
});

/** StaffArticleInput: POST /staff/articles and PUT /staff/articles/{id}. */
export const articleInputSchema = v.object(
  {
    slug: slugSchema('article'),
    category: v.picklist(ARTICLE_CATEGORIES, msg('validation.fieldRequired')),
    coverImageUrl: imageUrlSchema,
    authorName: requiredLine(AUTHOR_MAX_LENGTH),
    // The Vietnamese version is required: a missing one says so (not "invalid data").
    vi: v.object(articleTranslationSchema.entries, msg('validation.fieldRequired')),
    en: v.nullable(articleTranslationSchema),
    // A missing key (e.g. no `vi`) is reported with this message.
  },
  msg('validation.fieldRequired'),
);
export type ArticleInputData = v.InferOutput<typeof articleInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Success stories

export const storyMetricSchema = v.object({
  label: requiredLine(METRIC_LABEL_MAX_LENGTH),
  value: requiredLine(METRIC_VALUE_MAX_LENGTH),
});

export const storyTranslationSchema = v.object({
  title: requiredLine(TITLE_MAX_LENGTH),
  summary: requiredFree(EXCERPT_MAX_LENGTH),
  quote: optionalLine(QUOTE_MAX_LENGTH),
  quoteAuthor: optionalLine(AUTHOR_MAX_LENGTH),
  quoteRole: optionalLine(AUTHOR_MAX_LENGTH),
  metrics: v.pipe(
    v.optional(v.array(storyMetricSchema, msg('errors.validationFailed')), []),
    v.maxLength(METRICS_MAX_COUNT, msg('validation.tooManyItems', { max: METRICS_MAX_COUNT })),
  ),
  markdown: requiredFree(MARKDOWN_MAX_LENGTH),
});

/** StaffStoryInput: POST /staff/success-stories and PUT /staff/success-stories/{id}. */
export const storyInputSchema = v.object(
  {
    slug: slugSchema('story'),
    companyName: requiredLine(COMPANY_MAX_LENGTH),
    sectorCode: v.pipe(
      v.optional(v.nullable(v.string(msg('errors.validationFailed'))), null),
      v.transform((code) => (code ? code : null)),
    ),
    coverImageUrl: imageUrlSchema,
    logoUrl: imageUrlSchema,
    illustrative: v.optional(v.boolean(msg('errors.validationFailed')), false),
    vi: v.object(storyTranslationSchema.entries, msg('validation.fieldRequired')),
    en: v.nullable(storyTranslationSchema),
  },
  msg('validation.fieldRequired'),
);
export type StoryInputData = v.InferOutput<typeof storyInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The staff list's search

export const contentSearchSchema = v.pipe(
  v.string(),
  v.trim(),
  v.normalize('NFC'),
  v.maxLength(CONTENT_SEARCH_MAX_LENGTH, maxLength(CONTENT_SEARCH_MAX_LENGTH)),
);
