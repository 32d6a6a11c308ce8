// The API reads of the public pages, as data: each read spelled once so that the server fetches exactly what the
// page's machine would (and hands it over under the same key), and the page asks for it the same way when the
// browser renders it. Paths are relative to /api. Which reads each screen needs is page-requests.ts (the server's
// table: here it would bring every page's read builders, the expert directory's too, into every public page).
import { courseRequest, lessonRequest, routeId } from './academy-requests';

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
