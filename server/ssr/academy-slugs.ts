// Old or mistyped slugs of the academy's public URLs answer a permanent redirect to the right one, so that a link
// shared before a course or lesson was renamed still lands on the one URL that search engines list (the page's
// canonical URL). Only the slug is corrected: an unknown id (or a lesson that is not in that chapter of that
// course, or is retired) is left to the page, which renders the 404 page with a 404 status.
import type { Db } from '../db/client';

const COURSE = /^\/academy\/course\/(\d{1,9})\/detail\/([^/]+)\/?$/;
const LESSON = /^\/academy\/course\/(\d{1,9})\/chapter\/(\d{1,9})\/lesson\/(\d{1,9})\/([^/]+)\/?$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The right path when `pathname` is an academy URL with a wrong slug; null when it is right or not ours. */
export async function academySlugRedirect(db: Pick<Db, 'query'>, pathname: string): Promise<string | null> {
  const course = COURSE.exec(pathname);
  if (course) {
    const [, id, slug] = course;
    const { rows } = await db.query<{ slug: string }>(
      `SELECT slug FROM academy_courses WHERE id = $1 AND status = 'published'`,
      [Number(id)],
    );
    const right = rows[0]?.slug;
    return right && right !== decoded(slug) ? `/academy/course/${id}/detail/${right}` : null;
  }
  const lesson = LESSON.exec(pathname);
  if (lesson) {
    const [, id, chapterId, lessonId, slug] = lesson;
    const { rows } = await db.query<{ slug: string }>(
      `SELECT l.slug FROM academy_lessons l
         JOIN academy_chapters ch ON ch.id = l.chapter_id
         JOIN academy_courses c ON c.id = l.course_id
       WHERE l.id = $3 AND l.chapter_id = $2 AND l.course_id = $1
         AND NOT l.retired AND NOT ch.retired AND c.status = 'published'`,
      [Number(id), Number(chapterId), Number(lessonId)],
    );
    const right = rows[0]?.slug;
    return right && right !== decoded(slug)
      ? `/academy/course/${id}/chapter/${chapterId}/lesson/${lessonId}/${right}`
      : null;
  }
  return null;
}
