// Which API reads each server-rendered screen needs before it can render its content (the server fetches them and
// hands the answers to the page under the same keys, src/entry-server.tsx). Server only: the pages import their own
// read builders from page-data.ts, academy-requests.ts and expert-directory.ts, so that a page does not load the
// others' (the expert directory's filters were in every public page's first load while this table was there).
import type { ScreenId } from './paths';
import {
  articleListQuery,
  articleListRequest,
  articleRequest,
  CONFIG_REQUEST,
  courseListQuery,
  courseListRequest,
  courseRequest,
  FEATURED_COURSES_REQUEST,
  LATEST_ARTICLES_REQUEST,
  lessonRequest,
  pageNumber,
  PLANS_REQUEST,
  PLATFORM_STATS_REQUEST,
  routeId,
  storyListRequest,
  storyRequest,
} from './page-data';
import {
  expertListQuery,
  expertListRequests,
  expertProfileRequest,
  FEATURED_EXPERTS_REQUEST,
} from './expert-directory';

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
