// A small course of the tests' own, written straight into the academy tables (migration 0900), so the certificate
// tests do not wait for the content files or the seed loader: two chapters of two lessons, a quiz at the end of
// each (one question), a pass mark of 70 %. `finishCourse` records what a learner does to complete it (every lesson done, each
// quiz passed after one failed attempt), `enrol` joins the course as the enrolment route would.
import type { Db } from '../../../server/db/client';

export interface TestCourse {
  id: number;
  lessonIds: number[];
  quizIds: number[];
  title: { vi: string; en: string };
}

let courses = 0;

/** One question per quiz, in quiz.yaml's shape (the attempts below are written as scored rows). */
const QUESTION = {
  key: 'q1',
  correct: [1],
  vi: {
    prompt: 'Phạm vi 2 là gì?',
    options: ['Đốt nhiên liệu', 'Điện mua vào'],
    explanation: 'Điện mua vào.',
  },
  en: {
    prompt: 'What is scope 2?',
    options: ['Fuel burnt', 'Purchased electricity'],
    explanation: 'Purchased.',
  },
};

export async function seedTestCourse(db: Db): Promise<TestCourse> {
  courses += 1;
  const slug = `khoa-hoc-kiem-thu-${courses}-${Date.now().toString(36)}`;
  const title = {
    vi: `Kiểm kê khí nhà kính cơ bản ${courses}`,
    en: `GHG inventory basics ${courses}`,
  };
  const course = await db.query<{ id: number }>(
    `INSERT INTO academy_courses (seed_key, slug, topic, languages, estimated_minutes, quiz_pass_percent,
       max_quiz_attempts, quiz_retry_hours, content_hash, updated_at)
     VALUES ($1, $1, 'ghg-inventory', ARRAY['vi','en'], 60, 70, 3, 24, 'test', now()) RETURNING id`,
    [slug],
  );
  const courseId = course.rows[0].id;
  await db.query(
    `INSERT INTO academy_course_translations (course_id, locale, title, summary, overview_markdown)
     VALUES ($1, 'vi', $2, 'Phạm vi 1, 2, 3 và hệ số phát thải', '# Tổng quan'),
            ($1, 'en', $3, 'Scopes 1, 2, 3 and emission factors', '# Overview')`,
    [courseId, title.vi, title.en],
  );
  const lessonIds: number[] = [];
  const quizIds: number[] = [];
  for (const chapterPosition of [0, 1]) {
    const chapter = await db.query<{ id: number }>(
      `INSERT INTO academy_chapters (course_id, seed_key, position) VALUES ($1, $2, $3) RETURNING id`,
      [courseId, `chuong-${chapterPosition + 1}`, chapterPosition],
    );
    const chapterId = chapter.rows[0].id;
    await db.query(
      `INSERT INTO academy_chapter_translations (chapter_id, locale, title) VALUES ($1, 'vi', $2), ($1, 'en', $3)`,
      [chapterId, `Chương ${chapterPosition + 1}`, `Chapter ${chapterPosition + 1}`],
    );
    for (const lessonPosition of [0, 1]) {
      const lesson = await db.query<{ id: number }>(
        `INSERT INTO academy_lessons (course_id, chapter_id, slug, position, duration_minutes)
         VALUES ($1, $2, $3, $4, 10) RETURNING id`,
        [courseId, chapterId, `bai-${chapterPosition + 1}-${lessonPosition + 1}`, lessonPosition],
      );
      lessonIds.push(lesson.rows[0].id);
      await db.query(
        `INSERT INTO academy_lesson_translations (lesson_id, locale, title, markdown)
         VALUES ($1, 'vi', $2, 'Nội dung'), ($1, 'en', $3, 'Text')`,
        [lesson.rows[0].id, `Bài ${lessonPosition + 1}`, `Lesson ${lessonPosition + 1}`],
      );
    }
    const quiz = await db.query<{ id: number }>(
      `INSERT INTO academy_quizzes (chapter_id, questions) VALUES ($1, $2::jsonb) RETURNING id`,
      [chapterId, JSON.stringify([QUESTION])],
    );
    quizIds.push(quiz.rows[0].id);
  }
  return { id: courseId, lessonIds, quizIds, title };
}

export async function enrol(db: Db, userId: string, courseId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO academy_enrolments (user_id, course_id) VALUES ($1, $2) RETURNING id`,
    [userId, courseId],
  );
  return rows[0].id;
}

/** Every lesson but `skipLessons` done; each quiz failed once (40 %) then passed (80 %) unless `failQuizzes`. */
export async function finishCourse(
  db: Db,
  enrolmentId: number,
  course: TestCourse,
  options: { skipLessons?: number; failQuizzes?: boolean } = {},
): Promise<void> {
  for (const lessonId of course.lessonIds.slice(options.skipLessons ?? 0)) {
    await db.query(`INSERT INTO academy_lesson_progress (enrolment_id, lesson_id) VALUES ($1, $2)`, [
      enrolmentId,
      lessonId,
    ]);
  }
  for (const quizId of course.quizIds) {
    const scores = options.failQuizzes ? [40] : [40, 80];
    for (const [i, score] of scores.entries()) {
      await db.query(
        `INSERT INTO academy_quiz_attempts (enrolment_id, quiz_id, attempt_number, answers, correct_count,
           question_count, score_percent, passed)
         VALUES ($1, $2, $3, '[]'::jsonb, $4, 5, $5, $6)`,
        [enrolmentId, quizId, i + 1, score / 20, score, score >= 70],
      );
    }
  }
}
