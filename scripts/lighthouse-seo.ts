// Lighthouse's SEO category on the public pages of a running server (README, "Search engines"): the home page in
// Vietnamese and English, one article in both, and the success stories when the server has them. Prints one line
// per page (the SEO score, accessibility and best practices for information) and every failing SEO audit; exits 1
// when a page scores under 100 for SEO. The e2e spec tests/e2e/seo.spec.ts calls `auditPages` in process.
//
//   npm run seo -- [--base http://127.0.0.1:8080] [--json seo.json] [--all]
//
// `--base` defaults to SEO_BASE_URL, else http://127.0.0.1:$PORT (8080). `--all` also scores accessibility and best
// practices (printed, never gated). Lighthouse starts its own Chromium (CHROME_PATH, else /usr/bin/chromium when
// present, else what chrome-launcher finds), headless, mobile form factor (Lighthouse's default).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const GATED_CATEGORY = 'seo';
/** How Lighthouse's Chromium is started here and by `npm run bench` (tests/bench/pages.ts). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
] as const;
const INFO_CATEGORIES = ['accessibility', 'best-practices'] as const;

export interface PageToAudit {
  /** A short name for the report (`home (vi)`). */
  name: string;
  /** A path on the server (`/?lang=en`). */
  path: string;
}

export interface FailedAudit {
  id: string;
  title: string;
  /** The score of the audit (0 for a failed binary audit). */
  score: number | null;
  /** What Lighthouse says is wrong: the display value and the first items of the details table, in one line. */
  summary: string;
}

export interface PageResult {
  name: string;
  url: string;
  /** Category id -> score 0..100 (null when Lighthouse could not compute it). */
  scores: Record<string, number | null>;
  /** The failing audits of the SEO category. */
  failures: FailedAudit[];
  /** A runtime error of Lighthouse (e.g. the page did not load): the page counts as failed. */
  error?: string;
}

export interface AuditReport {
  base: string;
  /** Remarks about the page list (e.g. which article was used, or why there is none). */
  notes: string[];
  pages: PageResult[];
  /** Every page scored 100 for SEO. */
  passed: boolean;
}

export interface AuditOptions {
  /** The server's origin, e.g. http://127.0.0.1:8080. */
  base: string;
  /** The pages to audit (default: `defaultPages(base)`). */
  pages?: readonly PageToAudit[];
  /** Also score accessibility and best practices (reported, not gated). */
  informational?: boolean;
  chromePath?: string;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export function defaultChromePath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** GET a JSON body (null when the answer is not JSON) with its status. */
async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(url, { headers: { accept: 'application/json' } });
  const body: unknown = await answer.json().catch(() => null);
  return { status: answer.status, body };
}

async function pageExists(url: string): Promise<boolean> {
  const answer = await fetch(url, { headers: { accept: 'text/html' } });
  await answer.body?.cancel();
  return answer.ok;
}

/** The first slug of a `{ data: [{ slug }] }` list, or null. */
function firstSlug(body: unknown): string | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || data.length === 0) return null;
  const slug = (data[0] as { slug?: unknown }).slug;
  return typeof slug === 'string' && slug ? slug : null;
}

/**
 * The pages to audit on `base`: home (vi, en), the newest article (vi, en) from GET /api/articles?take=1 (the
 * article list `/article` when the API has no articles), and the success stories (vi) when the server has them.
 */
export async function defaultPages(base: string): Promise<{ pages: PageToAudit[]; notes: string[] }> {
  const notes: string[] = [];
  const pages: PageToAudit[] = [
    { name: 'home (vi)', path: '/' },
    { name: 'home (en)', path: '/?lang=en' },
  ];
  const articles = await getJson(`${base}/api/articles?take=1`);
  const slug = articles.status === 200 ? firstSlug(articles.body) : null;
  if (slug) {
    const articlePath = `/article/${encodeURIComponent(slug)}`;
    pages.push(
      { name: `article ${slug} (vi)`, path: articlePath },
      { name: `article ${slug} (en)`, path: `${articlePath}?lang=en` },
    );
    notes.push(`article: ${slug} (first of GET /api/articles?take=1)`);
  } else {
    pages.push(
      { name: 'article list (vi)', path: '/article' },
      { name: 'article list (en)', path: '/article?lang=en' },
    );
    notes.push(
      `GET /api/articles?take=1 answered ${articles.status}${articles.status === 200 ? ' with no article' : ''}: ` +
        'auditing the article list /article instead of an article page',
    );
  }
  if (await pageExists(`${base}/success-stories`)) {
    pages.push({ name: 'success stories (vi)', path: '/success-stories' });
  } else {
    notes.push('/success-stories does not answer 200: not audited');
  }
  return { pages, notes };
}

/** One line of what an audit's details say (the first rows of its table or list). */
function detailsSummary(details: unknown): string {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items) || items.length === 0) return '';
  const describe = (item: unknown): string => {
    if (item === null || typeof item !== 'object') return String(item);
    const record = item as Record<string, unknown>;
    const parts: string[] = [];
    for (const [key, value] of Object.entries(record)) {
      if (value === null || value === undefined || value === '') continue;
      if (typeof value === 'object') {
        const node = value as { type?: string; snippet?: string; selector?: string; value?: unknown };
        if (node.type === 'node') parts.push(`${key}=${node.snippet ?? node.selector ?? ''}`);
        else if (node.type === 'source-location' || node.type === 'url') continue;
        else if ('value' in node) parts.push(`${key}=${String(node.value)}`);
        else if (Array.isArray((value as { items?: unknown[] }).items)) parts.push(detailsSummary(value));
        continue;
      }
      parts.push(`${key}=${String(value)}`);
    }
    return parts.join(' ');
  };
  const shown = items.slice(0, 3).map(describe).filter(Boolean);
  const more = items.length > 3 ? ` (+${items.length - 3} more)` : '';
  return shown.join('; ') + more;
}

interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  explanation?: string;
  details?: unknown;
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, LhrAudit>;
  runtimeError?: { code: string; message: string };
}

function failuresOf(lhr: Lhr, category: string): FailedAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is LhrAudit =>
        !!audit &&
        (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
        audit.score !== null &&
        audit.score < 1,
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      summary: [audit.displayValue, audit.explanation, detailsSummary(audit.details)]
        .filter(Boolean)
        .join(' | '),
    }));
}

/**
 * Lighthouse on one page, in a Chromium of its own: a fresh profile per page, so no cookie of an earlier page
 * (the `locale` cookie set by `?lang=en`) changes the language, and so the canonical URL, of the next one.
 */
async function auditPage(
  name: string,
  url: string,
  categories: readonly string[],
  chromePath: string | undefined,
): Promise<PageResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROME_FLAGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      // SEO does not measure speed: no simulated throttling, so a page takes seconds, not a minute.
      { extends: 'lighthouse:default', settings: { throttlingMethod: 'provided' } },
    );
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (!lhr) return { name, url, scores: {}, failures: [], error: 'Lighthouse returned no result' };
    const scores: Record<string, number | null> = {};
    for (const id of categories) {
      const score = lhr.categories[id]?.score;
      scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
    }
    return {
      name,
      url,
      scores,
      failures: failuresOf(lhr, GATED_CATEGORY),
      ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    };
  } finally {
    chrome.kill();
  }
}

/** Runs Lighthouse on every page of `options.pages`, one after the other, and reports the scores. */
export async function auditPages(options: AuditOptions): Promise<AuditReport> {
  const base = options.base.replace(/\/+$/, '');
  const log = options.log ?? (() => undefined);
  const listed = options.pages ? { pages: [...options.pages], notes: [] } : await defaultPages(base);
  const categories = [GATED_CATEGORY, ...(options.informational ? INFO_CATEGORIES : [])];
  const pages: PageResult[] = [];
  for (const page of listed.pages) {
    const url = `${base}${page.path}`;
    log(`auditing ${url}`);
    const chromePath = options.chromePath ?? defaultChromePath();
    let result = await auditPage(page.name, url, categories, chromePath);
    if (result.error) {
      // A load failure (Chromium's error page, a timeout) says nothing about SEO: one more try, then it counts.
      log(`retrying ${url} after ${result.error}`);
      result = await auditPage(page.name, url, categories, chromePath);
    }
    pages.push(result);
  }
  const passed =
    pages.length > 0 && pages.every((page) => !page.error && page.scores[GATED_CATEGORY] === 100);
  return { base, notes: listed.notes, pages, passed };
}

/** The report as text: the notes, one line per page, then its failing audits indented. */
export function formatReport(report: AuditReport): string {
  const lines: string[] = [];
  for (const note of report.notes) lines.push(`note: ${note}`);
  for (const page of report.pages) {
    const scores = Object.entries(page.scores)
      .map(([id, score]) => `${id} ${score ?? '?'}`)
      .join(', ');
    const verdict = !page.error && page.scores[GATED_CATEGORY] === 100 ? 'ok  ' : 'FAIL';
    lines.push(`${verdict} ${page.name.padEnd(28)} ${scores}  ${page.url}`);
    if (page.error) lines.push(`     error: ${page.error}`);
    for (const failure of page.failures)
      lines.push(`     - ${failure.id}: ${failure.title}${failure.summary ? ` (${failure.summary})` : ''}`);
  }
  lines.push(
    report.passed
      ? `SEO 100 on all ${report.pages.length} pages`
      : 'SEO under 100 on at least one page (see FAIL above)',
  );
  return lines.join('\n');
}

function argument(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at >= 0) return args[at + 1];
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  return inline?.slice(name.length + 1);
}

async function main(args: readonly string[]): Promise<number> {
  const base =
    argument(args, '--base') ?? process.env.SEO_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const jsonPath = argument(args, '--json');
  try {
    const health = await fetch(`${base}/api/health`);
    await health.body?.cancel();
  } catch {
    console.error(`No server answers at ${base}: start it first (npm start), or pass --base <url>.`);
    return 2;
  }
  const report = await auditPages({
    base,
    informational: args.includes('--all'),
    log: (line) => console.error(line),
  });
  console.log(formatReport(report));
  if (jsonPath) {
    writeFileSync(path.resolve(jsonPath), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`JSON summary: ${path.resolve(jsonPath)}`);
  }
  return report.passed ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
