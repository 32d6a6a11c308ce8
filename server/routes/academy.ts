// The academy (OpenAPI tag `academy`), without the certificates (their own route file): the course
// list and detail, lessons, joining a course, lesson progress and chapter quizzes.
//
// Public reads take a token optionally (a token that is sent must be valid): the list and the detail then carry
// the caller's progress. A course's first lesson (`preview`) is public; every other lesson, the quizzes and the
// progress are for callers who joined: 401 for a visitor, 403 for a signed-in caller who did not join. Texts come
// in the request's language when the course is written in it, else in Vietnamese; Markdown is rendered and
// sanitised when read by the articles' renderer (domain/content/markdown.ts). Every Enrolment in an answer is
// built by server/academy/enrolment.ts `buildEnrolment`, so every screen shows the same figure.
import type { FastifyRequest } from 'fastify';
import type { components } from '../../openapi/schema';
import { renderMarkdown } from '../../domain/content/markdown';
import type { Locale } from '../../domain/messages';
import { currentCaller, optionalUser, requireUser } from '../auth/authenticate';
import type { RouteModule } from '../context';
import type { Db } from '../db/client';
import {
  findCourse,
  findLessonContent,
  findQuizQuestions,
  listCourses,
  loadOutline,
  policyOf,
  type CourseListItem,
  type CourseRecord,
  type OutlineChapterRecord,
} from '../db/repos/academy-courses';
import {
  completedLessonIdsOf,
  findEnrolment,
  listEnrolmentsOfUser,
  type EnrolmentRow,
} from '../db/repos/academy-enrolments';
import { forbidden, notFound, unauthorized } from '../errors';
import { requestLocale } from '../i18n';
import { enforceRateLimit } from '../rate-limit/enforce';
import { buildEnrolment, enrol, recordLessonProgress } from '../academy/enrolment';
import { quizView, submitAttempt, type QuizContext } from '../academy/quiz';

type Schemas = components['schemas'];

interface LoadedCourse {
  course: CourseRecord;
  outline: OutlineChapterRecord[];
  /** The language of the course's texts in this answer. */
  locale: Locale;
}

/** A published course and its outline in the request's language (else vi), or 404 NOT_FOUND. */
async function loadCourse(db: Db, request: FastifyRequest, id: number): Promise<LoadedCourse> {
  const wanted = requestLocale(request);
  const course = await findCourse(db, id, wanted);
  if (!course) throw notFound();
  const outline = await loadOutline(db, id, wanted);
  return { course, outline, locale: course.languages.includes(wanted) ? wanted : 'vi' };
}

function summaryOf(course: CourseListItem, enrolment: Schemas['Enrolment'] | null): Schemas['CourseSummary'] {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    summary: course.summary,
    topic: course.topic,
    languages: course.languages,
    featured: course.featured,
    coverImageUrl: course.coverImageUrl,
    durationMinutes: course.durationMinutes,
    estimatedMinutes: course.estimatedMinutes,
    chapterCount: course.chapterCount,
    lessonCount: course.lessonCount,
    updatedAt: course.updatedAt,
    enrolled: enrolment !== null,
    progressPercent: enrolment?.progressPercent ?? null,
  };
}

/** The lessons in course order, each with its chapter. */
const flatLessons = (outline: readonly OutlineChapterRecord[]) =>
  outline.flatMap((chapter) => chapter.lessons.map((lesson) => ({ chapter, lesson })));

const lessonRef = (courseId: number, item: ReturnType<typeof flatLessons>[number] | undefined) =>
  item
    ? {
        courseId,
        chapterId: item.chapter.id,
        lessonId: item.lesson.id,
        slug: item.lesson.slug,
        title: item.lesson.title,
      }
    : null;

const academyRoutes: RouteModule = (app, ctx) => {
  const { api, db, rateLimiter } = ctx;
  const optional = { preHandler: optionalUser(ctx) };
  const auth = { preHandler: requireUser(ctx) };

  /** The caller's enrolment in the course, or 403 FORBIDDEN (401 without a caller). */
  const joined = async (request: FastifyRequest, courseId: number): Promise<EnrolmentRow> => {
    const { user } = currentCaller(request);
    const enrolment = await findEnrolment(db, user.id, courseId);
    if (!enrolment) throw forbidden();
    return enrolment;
  };

  api.route(
    app,
    'get',
    '/academy/courses',
    async (request) => {
      const { topic, language, featured, take = 50, page = 1 } = request.query;
      const { rows, total } = await listCourses(db, {
        locale: requestLocale(request),
        topic: topic ?? null,
        language: language ?? null,
        featured: featured ?? null,
        take,
        page,
      });
      const enrolments = new Map<number, Schemas['Enrolment']>();
      if (request.caller) {
        const mine = await listEnrolmentsOfUser(
          db,
          request.caller.user.id,
          rows.map((row) => row.id),
        );
        for (const row of mine) {
          const { course, outline } = await loadCourse(db, request, row.courseId);
          enrolments.set(row.courseId, (await buildEnrolment(db, course, outline, row)).enrolment);
        }
      }
      return {
        data: rows.map((row) => summaryOf(row, enrolments.get(row.id) ?? null)),
        meta: { page, take, total, pageCount: Math.ceil(total / take) },
      };
    },
    optional,
  );

  api.route(
    app,
    'get',
    '/academy/courses/{id}',
    async (request) => {
      const { course, outline } = await loadCourse(db, request, request.params.id);
      const row = request.caller ? await findEnrolment(db, request.caller.user.id, course.id) : null;
      const enrolment = row ? (await buildEnrolment(db, course, outline, row)).enrolment : null;
      const done = new Set(enrolment?.completedLessonIds ?? []);
      const previewId = flatLessons(outline)[0]?.lesson.id;
      return {
        data: {
          ...summaryOf(course, enrolment),
          audience: course.audience,
          overviewHtml: renderMarkdown(course.overviewMarkdown),
          completionPolicy: policyOf(course, outline),
          sources: course.sources,
          chapters: outline.map((chapter) => ({
            id: chapter.id,
            title: chapter.title,
            summary: chapter.summary,
            position: chapter.position,
            quiz: chapter.quiz,
            lessons: chapter.lessons.map((lesson) => ({
              id: lesson.id,
              slug: lesson.slug,
              title: lesson.title,
              position: lesson.position,
              durationMinutes: lesson.durationMinutes,
              completed: done.has(lesson.id),
              preview: lesson.id === previewId,
            })),
          })),
          enrolment,
        },
      };
    },
    optional,
  );

  api.route(
    app,
    'get',
    '/academy/courses/{id}/chapters/{chapterId}/lessons/{lessonId}',
    async (request) => {
      const { id, chapterId, lessonId } = request.params;
      const { course, outline, locale } = await loadCourse(db, request, id);
      const lessons = flatLessons(outline);
      const index = lessons.findIndex((item) => item.lesson.id === lessonId && item.chapter.id === chapterId);
      if (index < 0) throw notFound();
      const { chapter, lesson } = lessons[index];
      const preview = index === 0;
      let enrolment: EnrolmentRow | null = null;
      if (request.caller) enrolment = await findEnrolment(db, request.caller.user.id, course.id);
      if (!preview && !request.caller) throw unauthorized();
      if (!preview && !enrolment) throw forbidden();
      const content = (await findLessonContent(db, lesson.id, locale))!;
      const done = enrolment ? new Set(await completedLessonIdsOf(db, enrolment.id)) : new Set<number>();
      const lastOfChapter = chapter.lessons[chapter.lessons.length - 1].id === lesson.id;
      return {
        data: {
          id: lesson.id,
          slug: lesson.slug,
          title: lesson.title,
          courseId: course.id,
          courseTitle: course.title,
          chapterId: chapter.id,
          chapterTitle: chapter.title,
          durationMinutes: lesson.durationMinutes,
          contentHtml: renderMarkdown(content.markdown),
          videoUrl: content.videoUrl,
          completed: done.has(lesson.id),
          preview,
          sources: content.sources,
          chapterQuiz:
            lastOfChapter && chapter.quiz
              ? { id: chapter.quiz.id, chapterId: chapter.id, questionCount: chapter.quiz.questionCount }
              : null,
          previous: lessonRef(course.id, lessons[index - 1]),
          next: lessonRef(course.id, lessons[index + 1]),
        },
      };
    },
    optional,
  );

  api.route(
    app,
    'post',
    '/academy/courses/{id}/enrol',
    async (request) => {
      const { user } = currentCaller(request);
      const { course, outline } = await loadCourse(db, request, request.params.id);
      const row = await enrol(db, user, course.id);
      return { data: (await buildEnrolment(db, course, outline, row)).enrolment };
    },
    auth,
  );

  api.route(
    app,
    'put',
    '/academy/courses/{id}/lessons/{lessonId}/progress',
    async (request) => {
      const { course, outline } = await loadCourse(db, request, request.params.id);
      const lesson = flatLessons(outline).find((item) => item.lesson.id === request.params.lessonId);
      if (!lesson) throw notFound();
      const enrolment = await joined(request, course.id);
      const row = await recordLessonProgress(db, enrolment, lesson.lesson.id, request.body);
      return { data: (await buildEnrolment(db, course, outline, row)).enrolment };
    },
    auth,
  );

  /** The course, the chapter and its quiz, or 404 NOT_FOUND. */
  const loadQuiz = async (request: FastifyRequest, id: number, chapterId: number): Promise<QuizContext> => {
    const { course, outline, locale } = await loadCourse(db, request, id);
    const chapter = outline.find((item) => item.id === chapterId);
    if (!chapter || !chapter.quiz) throw notFound();
    const questions = await findQuizQuestions(db, chapter.quiz.id);
    return { course, outline, chapter: { ...chapter, quiz: chapter.quiz }, questions, locale };
  };

  api.route(
    app,
    'get',
    '/academy/courses/{id}/chapters/{chapterId}/quiz',
    async (request) => {
      const context = await loadQuiz(request, request.params.id, request.params.chapterId);
      const enrolment = await joined(request, context.course.id);
      const built = await buildEnrolment(db, context.course, context.outline, enrolment);
      return { data: quizView(context, built) };
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/academy/courses/{id}/chapters/{chapterId}/quiz/attempts',
    async (request, reply) => {
      const { user } = currentCaller(request);
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'quizAttempt', { userId: user.id }))) {
        return reply;
      }
      const context = await loadQuiz(request, request.params.id, request.params.chapterId);
      const enrolment = await joined(request, context.course.id);
      const result = await submitAttempt(db, context, enrolment, request.body.answers);
      reply.code(201);
      return { data: result };
    },
    auth,
  );
};

export default academyRoutes;
