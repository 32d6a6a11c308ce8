// The API reads of the public pages, as data: which GET each server-rendered page needs, spelled once so that the
// server fetches exactly what the page's machine would (and hands it over under the same key), and the page asks
// for it the same way when the browser renders it. Paths are relative to /api.
import type { ScreenId } from './paths';
import { courseRequest, lessonRequest, routeId } from './academy-requests';
import {
  expertListQuery,
  expertListRequests,
  expertProfileRequest,
  FEATURED_EXPERTS_REQUEST,
} from './expert-directory';

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

export const COURSES_PER_PAGE = 9;
export const FEATURED_COURSES = 6;

export const COURSE_TOPICS = ['ghg-inventory', 'decree-06', 'cbam', 'esg'] as const;
export type CourseTopicFilter = (typeof COURSE_TOPICS)[number];
export const COURSE_LANGUAGES = ['vi', 'en'] as const;
export type CourseLanguageFilter = (typeof COURSE_LANGUAGES)[number];

export interface CourseListQuery {
  topic: CourseTopicFilter | null;
  language: CourseLanguageFilter | null;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((known) => known === value) ?? null;
}

/** The course list's filters from its query string (`?topic=&language=&page=`); unknown values are ignored. */
export function courseListQuery(search: string): CourseListQuery {
  const params = new URLSearchParams(search);
  return {
    topic: oneOf(COURSE_TOPICS, params.get('topic')),
    language: oneOf(COURSE_LANGUAGES, params.get('language')),
    page: pageNumber(params.get('page')),
  };
}

export function courseListRequest({ topic, language, page }: CourseListQuery): string {
  const query = new URLSearchParams({ page: String(page), take: String(COURSES_PER_PAGE) });
  if (topic) query.set('topic', topic);
  if (language) query.set('language', language);
  return `/academy/courses?${query.toString()}`;
}

/** The academy page's featured courses. */
export const FEATURED_COURSES_REQUEST = `/academy/courses?featured=true&page=1&take=${FEATURED_COURSES}`;

// The ids and reads of a course and a lesson, in a module of their own: those pages need them, not the rest of this
// table.
export { courseRequest, lessonRequest, routeId };

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
    case 'academy':
      return [FEATURED_COURSES_REQUEST];
    case 'courseList':
      return [courseListRequest(courseListQuery(search))];
    case 'courseDetail': {
      const id = routeId(params.id);
      return id ? [courseRequest(id)] : [];
    }
    case 'lesson': {
      const [id, chapterId, lessonId] = [
        routeId(params.id),
        routeId(params.chapterId),
        routeId(params.lessonId),
      ];
      // Only the preview lesson answers a visitor (others are 401, rendered as "sign in to read").
      return id && chapterId && lessonId ? [courseRequest(id), lessonRequest(id, chapterId, lessonId)] : [];
    }
    case 'expert':
      return [FEATURED_EXPERTS_REQUEST];
    case 'expertList':
      return expertListRequests(expertListQuery(search));
    case 'expertProfile':
      return [expertProfileRequest(params.slug ?? '')];
    default:
      return [];
  }
}
