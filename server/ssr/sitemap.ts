// /sitemap.xml: every public page without parameters (from the renderer's route table), then every published
// article, success story, academy course and expert profile (read through the public API, so only what a visitor may
// see), each with its Vietnamese and English URLs as alternates (xhtml:link hreflang vi / en / x-default). `?lang=en`
// is the English URL of any page (server/ssr/page-renderer.ts).
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '../../domain/page-render';
import { API_PREFIX } from '../openapi';

const PAGE_SIZE = 100;
/** A safety bound: 50 pages of 100 per kind. */
const MAX_PAGES = 50;

interface Entry {
  path: string;
  lastmod?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function listAll(app: FastifyInstance, apiPath: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}${apiPath}?page=${page}&take=${PAGE_SIZE}`,
    });
    if (answer.statusCode !== 200) break;
    const body = answer.json() as { data: Array<Record<string, unknown>>; meta: { pageCount: number } };
    items.push(...body.data);
    if (page >= body.meta.pageCount) break;
  }
  return items;
}

function urlEntry(origin: string, { path, lastmod }: Entry): string {
  const vi = `${origin}${path}`;
  const en = `${origin}${path}?lang=en`;
  const alternates = [
    ['vi', vi],
    ['en', en],
    ['x-default', vi],
  ]
    .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join('\n');
  const modified = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  // One <url> per language version, each listing both (Google's recommended shape).
  return [vi, en]
    .map((loc) => `  <url>\n    <loc>${escapeXml(loc)}</loc>${modified}\n${alternates}\n  </url>`)
    .join('\n');
}

export async function buildSitemap(
  app: FastifyInstance,
  renderer: PageRenderer,
  origin: string,
): Promise<string> {
  const entries: Entry[] = renderer.sitemapPaths().map((path) => ({ path }));
  for (const article of await listAll(app, '/articles'))
    entries.push({
      path: `/article/${encodeURIComponent(String(article.slug))}`,
      lastmod: String(article.updatedAt ?? article.publishedAt),
    });
  for (const story of await listAll(app, '/success-stories'))
    entries.push({
      path: `/success-stories/${encodeURIComponent(String(story.slug))}`,
      lastmod: String(story.publishedAt),
    });
  for (const course of await listAll(app, '/academy/courses'))
    entries.push({
      path: `/academy/course/${Number(course.id)}/detail/${encodeURIComponent(String(course.slug))}`,
      lastmod: String(course.updatedAt),
    });
  for (const expert of await listAll(app, '/users/experts'))
    entries.push({ path: `/expert/profile/${encodeURIComponent(String(expert.slug))}` });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urlEntry(origin, entry)),
    '</urlset>',
    '',
  ].join('\n');
}
