// The public reads of the academy's pages (the featured courses, a page of "Our Courses"), through the app's one API
// client. Each answers the call's whole body ({ data, meta }), which is also what the server hands over for a
// server-rendered page, so both feed the same machine state. The API client loads with the first read: a
// server-rendered page already has its answers and never needs it.
import { COURSES_PER_PAGE, FEATURED_COURSES, type CourseListQuery } from '../page-data';

async function client() {
  const [{ api }, { unwrapPage }] = await Promise.all([import('../api'), import('../../api/client')]);
  return { api, unwrapPage };
}

/** GET /academy/courses: one page of the list, filtered ({ data, meta }, as the server hands it over). */
export async function loadCourses({ topic, language, page }: CourseListQuery) {
  const { api, unwrapPage } = await client();
  return unwrapPage(
    api.GET('/academy/courses', {
      params: {
        query: {
          page,
          take: COURSES_PER_PAGE,
          ...(topic ? { topic } : {}),
          ...(language ? { language } : {}),
        },
      },
    }),
  );
}

/** The academy page's featured courses. */
export async function loadFeaturedCourses() {
  const { api, unwrapPage } = await client();
  return unwrapPage(
    api.GET('/academy/courses', { params: { query: { featured: true, page: 1, take: FEATURED_COURSES } } }),
  );
}
