// The public content calls (OpenAPI tags `articles` and `success-stories`, and `GET /platform-stats`): published,
// due articles and stories in the reader's language (Accept-Language, server/i18n.ts `requestLocale`) with the
// Vietnamese text as the fallback (`locale` says which), their HTML rendered and sanitised by the one renderer
// (domain/content/markdown.ts) when read, the uploaded content images, and the platform's public figures.
// No sign-in and no rate limit: these are cacheable public reads.
import { renderMarkdown } from '../../domain/content/markdown';
import type { RouteModule } from '../context';
import { findPublicArticle, listPublicArticles } from '../db/repos/articles';
import { findContentImage } from '../db/repos/content-images';
import { countOrganizations } from '../db/repos/platform-stats';
import { findPublicStory, listPublicStories } from '../db/repos/success-stories';
import { notFound } from '../errors';
import { requestLocale } from '../i18n';

/** Uploaded images never change (a new upload is a new id). */
export const CONTENT_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const PUBLIC_PAGE_SIZE = 50;

const articleRoutes: RouteModule = (app, ctx) => {
  const { api, db, config } = ctx;

  api.route(app, 'get', '/articles', async (request) => {
    const { category, tag, take = PUBLIC_PAGE_SIZE, page = 1 } = request.query;
    const trimmedTag = tag?.trim() ?? '';
    const { rows, total } = await listPublicArticles(db, {
      locale: requestLocale(request),
      category: category ?? null,
      tag: trimmedTag === '' ? null : trimmedTag,
      take,
      page,
    });
    return { data: rows, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
  });

  api.route(app, 'get', '/articles/{slug}', async (request) => {
    const record = await findPublicArticle(db, request.params.slug, requestLocale(request));
    if (!record) throw notFound();
    const { markdown, ...article } = record;
    return { data: { ...article, contentHtml: renderMarkdown(markdown), description: article.excerpt } };
  });

  api.route(app, 'get', '/success-stories', async (request) => {
    const { take = PUBLIC_PAGE_SIZE, page = 1 } = request.query;
    const { rows, total } = await listPublicStories(db, { locale: requestLocale(request), take, page });
    return { data: rows, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
  });

  api.route(app, 'get', '/success-stories/{slug}', async (request) => {
    const record = await findPublicStory(db, request.params.slug, requestLocale(request));
    if (!record) throw notFound();
    const { markdown, ...story } = record;
    return { data: { ...story, contentHtml: renderMarkdown(markdown) } };
  });

  api.route(app, 'get', '/content-images/{id}', async (request, reply) => {
    const image = await findContentImage(db, request.params.id);
    if (!image) throw notFound();
    return reply
      .header('cache-control', CONTENT_IMAGE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .type(image.contentType)
      .send(image.bytes);
  });

  api.route(app, 'get', '/platform-stats', async () => {
    const organizations = await countOrganizations(db);
    return { data: { organizations: organizations >= config.joinCountThreshold ? organizations : null } };
  });
};

export default articleRoutes;
