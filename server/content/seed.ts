// The content seed: loads the reviewable Markdown files of content/ (CONTENT_DIR) into the database.
//   content/articles/<folder>/vi.md (required) and en.md (optional)
//   content/success-stories/<folder>/vi.md (required) and en.md (optional)
// Each file is YAML front matter between `---` lines (parsed with `yaml`), then the Markdown body; the format is
// content/README.md's. A file is checked exactly as a staff edit would be: the contract's StaffArticleInput /
// StaffStoryInput schema, then the same business rules (server/content/fields.ts).
// Only what is new is inserted, published with its `publishedAt`: a folder whose slug is already in the database,
// or which was loaded once before (`seed_key`, so a slug renamed by staff does not come back), is skipped. Staff
// edits are never overwritten. A broken folder is skipped and reported; the rest still loads.
// Runs in one transaction under the schema advisory lock, so concurrent starts against PostgreSQL are safe.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ValidateFunction } from 'ajv';
import type { Db } from '../db/client';
import { lock } from '../db/migrate';
import { insertArticle, knownArticleKeys } from '../db/repos/articles';
import { insertStory, knownStoryKeys } from '../db/repos/success-stories';
import { ApiError } from '../errors';
import { translate } from '../i18n';
import { createResponseAjv, loadOpenApi, type OpenApiDocument } from '../openapi';
import { toArticleFields, toStoryFields, type StaffArticleInput, type StaffStoryInput } from './fields';

export interface ContentSeedResult {
  /** `articles/<folder>` and `success-stories/<folder>` inserted by this run. */
  inserted: string[];
  /** Folders already in the database (by slug or by an earlier load). */
  skipped: string[];
  /** Folders that could not be loaded, with why. */
  problems: string[];
}

interface MarkdownFile {
  data: Record<string, unknown>;
  body: string;
}

/** Splits `---\n<yaml>\n---\n<markdown>`; throws with a readable reason. */
export function parseContentFile(text: string): MarkdownFile {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new Error('no front matter (the file must start with a --- line and close it with ---)');
  const data: unknown = parseYaml(match[1]);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('the front matter is not a YAML mapping');
  }
  return { data: data as Record<string, unknown>, body: match[2].replace(/^\s*\n/, '') };
}

/** `YYYY-MM-DD` (a string, or a Date from a YAML 1.1 reader) as midnight in Vietnam (UTC+7). */
function publishedAtOf(value: unknown): Date {
  const text =
    value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(`${text}T00:00:00+07:00`) : null;
  if (!date || Number.isNaN(date.getTime()))
    throw new Error(`publishedAt must be a date YYYY-MM-DD, got "${text}"`);
  return date;
}

const optionalText = (value: unknown): string | null =>
  value === undefined || value === null ? null : String(value);

function articleTranslation(file: MarkdownFile) {
  const { data } = file;
  return {
    title: String(data.title ?? ''),
    excerpt: String(data.excerpt ?? ''),
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    markdown: file.body,
    sources: Array.isArray(data.sources) ? data.sources.map(String) : [],
  };
}

function articleInput(vi: MarkdownFile, en: MarkdownFile | null): StaffArticleInput {
  return {
    slug: String(vi.data.slug ?? ''),
    category: vi.data.category as StaffArticleInput['category'],
    coverImageUrl: optionalText(vi.data.cover),
    authorName: String(vi.data.author ?? ''),
    vi: articleTranslation(vi),
    en: en ? articleTranslation(en) : null,
  };
}

function storyTranslation(file: MarkdownFile) {
  const { data } = file;
  return {
    title: String(data.title ?? ''),
    summary: String(data.summary ?? ''),
    quote: optionalText(data.quote),
    quoteAuthor: optionalText(data.quoteAuthor),
    quoteRole: optionalText(data.quoteRole),
    metrics: Array.isArray(data.metrics)
      ? data.metrics.map((m: { label?: unknown; value?: unknown }) => ({
          label: String(m?.label ?? ''),
          value: String(m?.value ?? ''),
        }))
      : [],
    markdown: file.body,
  };
}

function storyInput(vi: MarkdownFile, en: MarkdownFile | null): StaffStoryInput {
  return {
    slug: String(vi.data.slug ?? ''),
    companyName: String(vi.data.companyName ?? ''),
    sectorCode: optionalText(vi.data.sectorCode),
    coverImageUrl: optionalText(vi.data.cover),
    logoUrl: optionalText(vi.data.logo),
    illustrative: vi.data.illustrative === true,
    vi: storyTranslation(vi),
    en: en ? storyTranslation(en) : null,
  };
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return null;
    throw error;
  }
}

async function foldersOf(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
}

/** A schema check's or a business rule's refusal as one line (English texts, for the log). */
function describe(error: unknown, validate?: ValidateFunction): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? []).map((d) => `${d.field}: ${translate('en', d.message)}`);
    return details.length > 0 ? details.join('; ') : translate('en', error.text);
  }
  if (validate?.errors) {
    return validate.errors.map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

interface Loaded<F> {
  key: string;
  fields: F;
  publishedAt: Date;
}

async function loadKind<I, F>(options: {
  dir: string;
  kind: 'articles' | 'success-stories';
  validate: ValidateFunction;
  toInput: (vi: MarkdownFile, en: MarkdownFile | null) => I;
  toFields: (input: I) => F;
  problems: string[];
}): Promise<Loaded<F>[]> {
  const loaded: Loaded<F>[] = [];
  for (const folder of await foldersOf(path.join(options.dir, options.kind))) {
    const key = `${options.kind}/${folder}`;
    try {
      const viText = await readIfExists(path.join(options.dir, options.kind, folder, 'vi.md'));
      if (viText === null) throw new Error('vi.md is missing');
      const enText = await readIfExists(path.join(options.dir, options.kind, folder, 'en.md'));
      const vi = parseContentFile(viText);
      const en = enText === null ? null : parseContentFile(enText);
      if (en && en.data.slug !== undefined && en.data.slug !== vi.data.slug) {
        throw new Error(`en.md has slug "${String(en.data.slug)}", vi.md "${String(vi.data.slug)}"`);
      }
      const input = options.toInput(vi, en);
      if (!options.validate(input)) throw new Error(describe(null, options.validate));
      loaded.push({ key, fields: options.toFields(input), publishedAt: publishedAtOf(vi.data.publishedAt) });
    } catch (error) {
      options.problems.push(`${key}: ${describe(error)}`);
    }
  }
  return loaded;
}

let contract: { doc: OpenApiDocument; article: ValidateFunction; story: ValidateFunction } | null = null;

function validators() {
  if (!contract) {
    const doc = loadOpenApi();
    // No coercion, no defaults: the file must already be right.
    const ajv = createResponseAjv();
    const schemas = doc.components?.schemas ?? {};
    contract = {
      doc,
      article: ajv.compile(schemas.StaffArticleInput as object),
      story: ajv.compile(schemas.StaffStoryInput as object),
    };
  }
  return contract;
}

/** Loads the new content folders of `dir` (see the top of this file). */
export async function seedContent(
  db: Db,
  options: { dir: string; sectorCodes: ReadonlySet<string> },
): Promise<ContentSeedResult> {
  const { article, story } = validators();
  const problems: string[] = [];
  const articles = await loadKind({
    dir: options.dir,
    kind: 'articles',
    validate: article,
    toInput: articleInput,
    toFields: (input) => toArticleFields(input),
    problems,
  });
  const stories = await loadKind({
    dir: options.dir,
    kind: 'success-stories',
    validate: story,
    toInput: storyInput,
    toFields: (input) => toStoryFields(input, options.sectorCodes),
    problems,
  });
  const inserted: string[] = [];
  const skipped: string[] = [];
  await db.transaction(async (tx) => {
    await lock(tx);
    const knownArticles = await knownArticleKeys(tx);
    for (const item of articles) {
      if (knownArticles.slugs.has(item.fields.slug) || knownArticles.seedKeys.has(item.key)) {
        skipped.push(item.key);
        continue;
      }
      await insertArticle(tx, item.fields, {
        status: 'published',
        publishedAt: item.publishedAt,
        seedKey: item.key,
        createdByUserId: null,
      });
      knownArticles.slugs.add(item.fields.slug);
      inserted.push(item.key);
    }
    const knownStories = await knownStoryKeys(tx);
    for (const item of stories) {
      if (knownStories.slugs.has(item.fields.slug) || knownStories.seedKeys.has(item.key)) {
        skipped.push(item.key);
        continue;
      }
      await insertStory(tx, item.fields, {
        status: 'published',
        publishedAt: item.publishedAt,
        seedKey: item.key,
        createdByUserId: null,
      });
      knownStories.slugs.add(item.fields.slug);
      inserted.push(item.key);
    }
  });
  return { inserted, skipped, problems };
}
