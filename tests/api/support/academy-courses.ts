// Shared pieces of the academy API tests: the fixture course folders, answers that pass and fail the fixture
// quizzes, and the ids and calls the tests need (read from the database the seed wrote).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import type { TestUser } from './spaces';

export const ACADEMY_FIXTURES = path.resolve(
  fileURLToPath(new URL('../../fixtures/academy/', import.meta.url)),
);
export const BROKEN_ACADEMY_FIXTURES = path.resolve(
  fileURLToPath(new URL('../../fixtures/academy-broken/', import.meta.url)),
);

/** Every fixture quiz has the same four questions: q1 [1], q2 [0, 2] (select all), q3 [2], q4 [0]. */
export const PASS = [
  { key: 'q1', selected: [1] },
  { key: 'q2', selected: [2, 0] },
  { key: 'q3', selected: [2] },
  { key: 'q4', selected: [0] },
];
/** 2 of 4 right (50 %): q2 only half chosen, q4 left unanswered. */
export const FAIL = [
  { key: 'q1', selected: [1] },
  { key: 'q2', selected: [0] },
  { key: 'q3', selected: [2] },
];

export interface LessonPath {
  courseId: number;
  chapterId: number;
  lessonId: number;
  slug: string;
}

type Call = (user: TestUser | null, request: InjectOptions) => Promise<{ status: number; body: any }>;

export function useAcademy(suite: { db: Db }, call: Call) {
  const courseIds = new Map<string, number>();

  async function courseId(slug: string): Promise<number> {
    const { rows } = await suite.db.query<{ id: number }>('SELECT id FROM academy_courses WHERE slug = $1', [
      slug,
    ]);
    courseIds.set(slug, rows[0].id);
    return rows[0].id;
  }

  /** The course's lessons in course order (retired ones left out). */
  async function lessons(slug: string): Promise<LessonPath[]> {
    const id = await courseId(slug);
    const { rows } = await suite.db.query<{ chapter_id: number; id: number; slug: string }>(
      `SELECT l.chapter_id, l.id, l.slug FROM academy_lessons l JOIN academy_chapters c ON c.id = l.chapter_id
       WHERE l.course_id = $1 AND NOT l.retired AND NOT c.retired ORDER BY c.position, l.position`,
      [id],
    );
    return rows.map((row) => ({ courseId: id, chapterId: row.chapter_id, lessonId: row.id, slug: row.slug }));
  }

  return {
    courseId,
    lessons,
    /** Every lesson id of the course (retired too), by slug. */
    async lessonIds(slug: string): Promise<Record<string, number>> {
      const { rows } = await suite.db.query<{ id: number; slug: string }>(
        'SELECT id, slug FROM academy_lessons WHERE course_id = $1 ORDER BY id',
        [await courseId(slug)],
      );
      return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
    },
    /** The course's chapter ids in course order. */
    async chapters(slug: string): Promise<number[]> {
      const { rows } = await suite.db.query<{ id: number }>(
        'SELECT id FROM academy_chapters WHERE course_id = $1 AND NOT retired ORDER BY position',
        [await courseId(slug)],
      );
      return rows.map((row) => row.id);
    },
    lessonUrl: (lesson: LessonPath) =>
      `/api/academy/courses/${lesson.courseId}/chapters/${lesson.chapterId}/lessons/${lesson.lessonId}`,
    /** (after `chapters` or `courseId` of the same course) */
    quizUrl: (slug: string, chapterId: number) =>
      `/api/academy/courses/${courseIds.get(slug)}/chapters/${chapterId}/quiz`,
    async enrol(user: TestUser, slug: string) {
      const res = await call(user, {
        method: 'POST',
        url: `/api/academy/courses/${await courseId(slug)}/enrol`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    },
    async attempt(
      user: TestUser,
      slug: string,
      chapterId: number,
      answers: { key: string; selected: number[] }[],
      locale: 'vi' | 'en' = 'vi',
    ) {
      return call(user, {
        method: 'POST',
        url: `/api/academy/courses/${await courseId(slug)}/chapters/${chapterId}/quiz/attempts`,
        payload: { answers },
        headers: { 'accept-language': locale },
      });
    },
  };
}
