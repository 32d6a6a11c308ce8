// The route ids and the API reads of the academy's course, lesson and quiz pages (their server-rendered answers are
// keyed on these reads, src/app/page-data.ts). Apart from page-data.ts, so that those pages do not load the other
// pages' request table with their first load.
/** A positive integer id from a route parameter, else null (the page is then the 404). */
export function routeId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

export function courseRequest(id: number): string {
  return `/academy/courses/${id}`;
}

export function lessonRequest(courseId: number, chapterId: number, lessonId: number): string {
  return `/academy/courses/${courseId}/chapters/${chapterId}/lessons/${lessonId}`;
}
