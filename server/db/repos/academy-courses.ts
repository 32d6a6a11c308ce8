// Reading the academy's courses (migration 0900): the public list, a course with its policy and texts, its outline
// (chapters, lessons, quizzes) and one lesson or quiz. Only published courses and chapters and lessons that are
// not retired are visible. Texts come in the request's language when the course is written in it, else in
// Vietnamese (every course has its Vietnamese texts: server/academy/course-files.ts). Rendering Markdown is the
// caller's job (domain/content/markdown.ts).
import type { components } from '../../../openapi/schema';
import type { Locale } from '../../../domain/messages';
import type { CompletionPolicy } from '../../../domain/academy/completion';
import type { QuizQuestionFile } from '../../academy/course-files';
import type { Db } from '../client';

type Schemas = components['schemas'];
export type CourseTopic = Schemas['CourseTopic'];

export type CourseListItem = Omit<Schemas['CourseSummary'], 'enrolled' | 'progressPercent'>;

export interface CourseRecord extends CourseListItem {
  audience: string;
  overviewMarkdown: string;
  sources: string[];
  quizPassPercent: number;
  maxQuizAttempts: number | null;
  quizRetryHours: number;
}

export interface OutlineLessonRecord {
  id: number;
  slug: string;
  title: string;
  /** 1-based, in the chapter. */
  position: number;
  durationMinutes: number;
  required: boolean;
}

export interface OutlineChapterRecord {
  id: number;
  title: string;
  summary: string;
  /** 1-based, in the course. */
  position: number;
  quiz: { id: number; questionCount: number } | null;
  lessons: OutlineLessonRecord[];
}

// The course's columns and texts; `$1` is the request's locale.
const COURSE_COLUMNS = `c.id, c.slug, c.topic, c.languages, c.featured, c.cover_image_url, c.estimated_minutes,
  c.updated_at, c.quiz_pass_percent, c.max_quiz_attempts, c.quiz_retry_hours, c.sources,
  COALESCE(t.title, vi.title) AS title, COALESCE(t.summary, vi.summary) AS summary,
  COALESCE(t.audience, vi.audience) AS audience, COALESCE(t.overview_markdown, vi.overview_markdown) AS overview,
  (SELECT count(*)::int FROM academy_chapters ch WHERE ch.course_id = c.id AND NOT ch.retired) AS chapter_count,
  (SELECT count(*)::int FROM academy_lessons l JOIN academy_chapters ch ON ch.id = l.chapter_id
    WHERE l.course_id = c.id AND NOT l.retired AND NOT ch.retired) AS lesson_count,
  (SELECT COALESCE(sum(l.duration_minutes), 0)::int FROM academy_lessons l
    JOIN academy_chapters ch ON ch.id = l.chapter_id
    WHERE l.course_id = c.id AND NOT l.retired AND NOT ch.retired) AS duration_minutes`;
const COURSE_FROM = `academy_courses c
  JOIN academy_course_translations vi ON vi.course_id = c.id AND vi.locale = 'vi'
  LEFT JOIN academy_course_translations t ON t.course_id = c.id AND t.locale = $1`;

interface CourseRow {
  id: number;
  slug: string;
  topic: CourseTopic;
  languages: Locale[];
  featured: boolean;
  cover_image_url: string | null;
  estimated_minutes: number;
  updated_at: Date;
  quiz_pass_percent: number;
  max_quiz_attempts: number | null;
  quiz_retry_hours: number;
  sources: string[];
  title: string;
  summary: string;
  audience: string;
  overview: string;
  chapter_count: number;
  lesson_count: number;
  duration_minutes: number;
}

function listItemOf(row: CourseRow): CourseListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    topic: row.topic,
    languages: row.languages,
    featured: row.featured,
    coverImageUrl: row.cover_image_url,
    durationMinutes: row.duration_minutes,
    estimatedMinutes: row.estimated_minutes,
    chapterCount: row.chapter_count,
    lessonCount: row.lesson_count,
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface CourseFilter {
  locale: Locale;
  topic: CourseTopic | null;
  language: Locale | null;
  featured: boolean | null;
  take: number;
  page: number;
}

/** The WHERE clause of the public list, topic, language and featured being $first, $first+1, $first+2. */
const listWhere = (first: number) => `c.status = 'published'
  AND ($${first}::text IS NULL OR c.topic = $${first})
  AND ($${first + 1}::text IS NULL OR $${first + 1} = ANY(c.languages))
  AND ($${first + 2}::boolean IS NULL OR c.featured = $${first + 2})`;

/** One page of published courses: featured ones by their order first, then the newest update first. */
export async function listCourses(
  db: Db,
  filter: CourseFilter,
): Promise<{ rows: CourseListItem[]; total: number }> {
  const params = [filter.locale, filter.topic, filter.language, filter.featured];
  const [{ rows }, count] = await Promise.all([
    db.query<CourseRow>(
      `SELECT ${COURSE_COLUMNS} FROM ${COURSE_FROM} WHERE ${listWhere(2)}
       ORDER BY c.featured DESC, CASE WHEN c.featured THEN c.sort_order END, c.updated_at DESC, c.id DESC
       LIMIT $5 OFFSET $6`,
      [...params, filter.take, (filter.page - 1) * filter.take],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM academy_courses c WHERE ${listWhere(1)}`,
      params.slice(1),
    ),
  ]);
  return { rows: rows.map(listItemOf), total: count.rows[0].n };
}

/** A published course with its texts and policy, or null. */
export async function findCourse(db: Db, id: number, locale: Locale): Promise<CourseRecord | null> {
  const { rows } = await db.query<CourseRow>(
    `SELECT ${COURSE_COLUMNS} FROM ${COURSE_FROM} WHERE c.id = $2 AND c.status = 'published'`,
    [locale, id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...listItemOf(row),
    audience: row.audience,
    overviewMarkdown: row.overview,
    sources: row.sources,
    quizPassPercent: row.quiz_pass_percent,
    maxQuizAttempts: row.max_quiz_attempts,
    quizRetryHours: row.quiz_retry_hours,
  };
}

/** A course's chapters with their lessons and quizzes, in course order (retired ones left out). */
export async function loadOutline(db: Db, courseId: number, locale: Locale): Promise<OutlineChapterRecord[]> {
  const [chapters, lessons] = await Promise.all([
    db.query<{ id: number; title: string; summary: string; quiz_id: number | null; question_count: number }>(
      `SELECT ch.id, COALESCE(t.title, vi.title) AS title, COALESCE(t.summary, vi.summary) AS summary,
         q.id AS quiz_id, COALESCE(jsonb_array_length(q.questions), 0) AS question_count
       FROM academy_chapters ch
       JOIN academy_chapter_translations vi ON vi.chapter_id = ch.id AND vi.locale = 'vi'
       LEFT JOIN academy_chapter_translations t ON t.chapter_id = ch.id AND t.locale = $2
       LEFT JOIN academy_quizzes q ON q.chapter_id = ch.id
       WHERE ch.course_id = $1 AND NOT ch.retired
       ORDER BY ch.position, ch.id`,
      [courseId, locale],
    ),
    db.query<{
      id: number;
      chapter_id: number;
      slug: string;
      title: string;
      duration_minutes: number;
      required: boolean;
    }>(
      `SELECT l.id, l.chapter_id, l.slug, COALESCE(t.title, vi.title) AS title, l.duration_minutes, l.required
       FROM academy_lessons l
       JOIN academy_lesson_translations vi ON vi.lesson_id = l.id AND vi.locale = 'vi'
       LEFT JOIN academy_lesson_translations t ON t.lesson_id = l.id AND t.locale = $2
       WHERE l.course_id = $1 AND NOT l.retired
       ORDER BY l.position, l.id`,
      [courseId, locale],
    ),
  ]);
  return chapters.rows.map((chapter, index) => {
    const mine = lessons.rows.filter((lesson) => lesson.chapter_id === chapter.id);
    return {
      id: chapter.id,
      title: chapter.title,
      summary: chapter.summary,
      position: index + 1,
      quiz:
        chapter.quiz_id !== null && chapter.question_count > 0
          ? { id: chapter.quiz_id, questionCount: chapter.question_count }
          : null,
      lessons: mine.map((lesson, position) => ({
        id: lesson.id,
        slug: lesson.slug,
        title: lesson.title,
        position: position + 1,
        durationMinutes: lesson.duration_minutes,
        required: lesson.required,
      })),
    };
  });
}

/** The policy of a course: `all` when every lesson of its outline is required, else `marked`. */
export function policyOf(course: CourseRecord, outline: readonly OutlineChapterRecord[]): CompletionPolicy {
  const everyLesson = outline.every((chapter) => chapter.lessons.every((lesson) => lesson.required));
  return {
    requiredLessons: everyLesson ? 'all' : 'marked',
    quizPassPercent: course.quizPassPercent,
    maxQuizAttempts: course.maxQuizAttempts,
    quizRetryHours: course.quizRetryHours,
  };
}

export interface LessonContent {
  markdown: string;
  sources: string[];
  videoUrl: string | null;
}

/** The text of a lesson (in the outline, so visible) in the request's language, else Vietnamese. */
export async function findLessonContent(
  db: Db,
  lessonId: number,
  locale: Locale,
): Promise<LessonContent | null> {
  const { rows } = await db.query<{ markdown: string; sources: string[]; video_url: string | null }>(
    `SELECT COALESCE(t.markdown, vi.markdown) AS markdown, COALESCE(t.sources, vi.sources) AS sources, l.video_url
     FROM academy_lessons l
     JOIN academy_lesson_translations vi ON vi.lesson_id = l.id AND vi.locale = 'vi'
     LEFT JOIN academy_lesson_translations t ON t.lesson_id = l.id AND t.locale = $2
     WHERE l.id = $1`,
    [lessonId, locale],
  );
  const row = rows[0];
  return row ? { markdown: row.markdown, sources: row.sources, videoUrl: row.video_url } : null;
}

/** The questions of a quiz as stored (with the correct options: never sent before an attempt). */
export async function findQuizQuestions(db: Db, quizId: number): Promise<QuizQuestionFile[]> {
  const { rows } = await db.query<{ questions: QuizQuestionFile[] }>(
    'SELECT questions FROM academy_quizzes WHERE id = $1',
    [quizId],
  );
  return rows[0]?.questions ?? [];
}
