// The API reads of the public pages, as data: which GET each server-rendered page needs, spelled once so that the
// server fetches exactly what the page's machine would (and hands it over under the same key), and the page asks
// for it the same way when the browser renders it. Paths are relative to /api.
import type { ScreenId } from './paths';

export const ARTICLES_PER_PAGE = 9;
export const STORIES_PER_PAGE = 9;

export type ArticleCategory = 'news' | 'blog';

export interface ArticleListQuery {
  category: ArticleCategory;
  page: number;
  tag: string | null;
}

/** A positive page number from `?page=` (anything else is page 1). */
export function pageNumber(value: string | null): number {
  const page = value && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

export function articleListQuery(category: ArticleCategory, search: string): ArticleListQuery {
  const params = new URLSearchParams(search);
  const tag = params.get('tag')?.trim().slice(0, 50) || null;
  return { category, page: pageNumber(params.get('page')), tag };
}

export function articleListRequest({ category, page, tag }: ArticleListQuery): string {
  const query = new URLSearchParams({ category, page: String(page), take: String(ARTICLES_PER_PAGE) });
  if (tag) query.set('tag', tag);
  return `/articles?${query.toString()}`;
}

export function articleRequest(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}`;
}

export function storyListRequest(page: number): string {
  return `/success-stories?page=${page}&take=${STORIES_PER_PAGE}`;
}

export function storyRequest(slug: string): string {
  return `/success-stories/${encodeURIComponent(slug)}`;
}

export const PLATFORM_STATS_REQUEST = '/platform-stats';

/** The runtime configuration: the sign-in page starts on its form with the identity part of it. */
export const CONFIG_REQUEST = '/config';

/** The pricing page's plans (texts in the request's language). */
export const PLANS_REQUEST = '/subscription/plans';

/** The home page's "latest articles": the three newest of both kinds. */
export const LATEST_ARTICLES = 3;
export const LATEST_ARTICLES_REQUEST = `/articles?page=1&take=${LATEST_ARTICLES}`;

/** The reads a screen needs before it can render its content. */
export function pageRequests(screen: ScreenId, params: Record<string, string>, search: string): string[] {
  switch (screen) {
    case 'home':
      return [PLATFORM_STATS_REQUEST, LATEST_ARTICLES_REQUEST];
    case 'pricing':
      return [PLANS_REQUEST];
    case 'signIn':
      return [CONFIG_REQUEST];
    case 'article':
      return [articleListRequest(articleListQuery('news', search))];
    case 'blog':
      return [articleListRequest(articleListQuery('blog', search))];
    case 'articleDetail':
      return [articleRequest(params.slug ?? '')];
    case 'successStories':
      return [storyListRequest(pageNumber(new URLSearchParams(search).get('page')))];
    case 'successStory':
      return [storyRequest(params.slug ?? '')];
    default:
      return [];
  }
}
