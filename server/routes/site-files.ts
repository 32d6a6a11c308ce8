// Files of the public site that are not under /api and not in the built SPA: the RSS 2.0 feeds of the articles
// (/feeds/articles.vi.xml, /feeds/articles.en.xml) and /robots.txt. They are plain Fastify routes registered before
// @fastify/static and the SPA's history fallback (server/app.ts), so they answer instead of index.html; public/ has
// no robots.txt (a file there would clash with this route at start-up, loudly). Absolute links use SITE_URL when it
// is set, else the request's own origin.
import type { FastifyRequest } from 'fastify';
import { renderMarkdown } from '../../domain/content/markdown';
import type { Locale } from '../../domain/messages';
import { articlesFeed, robotsTxt } from '../content/feed';
import type { RouteModule } from '../context';
import { listFeedArticles } from '../db/repos/articles';

/** How many of the newest articles a feed lists. */
export const FEED_ITEMS = 30;

const siteFileRoutes: RouteModule = (app, ctx) => {
  const { db, config } = ctx;

  const originOf = (request: FastifyRequest) =>
    config.publicBaseUrl ?? `${request.protocol}://${request.host}`;

  for (const locale of ['vi', 'en'] as const satisfies readonly Locale[]) {
    app.get(`/feeds/articles.${locale}.xml`, async (request, reply) => {
      const articles = await listFeedArticles(db, locale, FEED_ITEMS);
      // The English feed lists the English articles only; the Vietnamese one lists every article.
      const items = articles
        .filter((article) => article.locale === locale)
        .map((article) => ({
          slug: article.slug,
          title: article.title,
          excerpt: article.excerpt,
          html: renderMarkdown(article.markdown),
          tags: article.tags,
          authorName: article.authorName,
          publishedAt: article.publishedAt,
        }));
      return reply
        .header('cache-control', 'public, max-age=600')
        .type('application/rss+xml; charset=utf-8')
        .send(articlesFeed({ origin: originOf(request), locale, items }));
    });
  }

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );
};

export default siteFileRoutes;
