// What the certificate request needs to know about a learner and a course (migration 0900): the course in a
// language, the caller's enrolment, the course outline for the completion policy (domain/academy/completion.ts)
// and the learner's record (lessons done, quiz attempts). Retired chapters and lessons do not count.
//
// The enrolment routes (wt-api) build the same figures for the browser; this reads only what the server's
// completion check needs, so both answer from the same rows and the same policy.
import type { Db } from '../client';
import type { CompletionPolicy, LearnerRecord, OutlineChapter } from '../../../domain/academy/completion';
import type { Locale } from '../../../domain/messages';

export interface CertifiableCourse {
  id: number;
  title: string;
  summary: string;
  /** The language the texts are in (the request's, else Vietnamese). */
  locale: Locale;
  policy: CompletionPolicy;
}

/** A published course with its title and summary in `locale` (else Vietnamese), or null. */
export async function findCourseForCertificate(
  db: Pick<Db, 'query'>,
  courseId: number,
  locale: Locale,
): Promise<CertifiableCourse | null> {
  const { rows } = await db.query<{
    id: number;
    title: string;
    summary: string;
    locale: Locale;
    quiz_pass_percent: number;
    max_quiz_attempts: number | null;
    quiz_retry_hours: number;
  }>(
    `SELECT c.id, t.title, t.summary, t.locale, c.quiz_pass_percent, c.max_quiz_attempts, c.quiz_retry_hours
     FROM academy_courses c
     JOIN academy_course_translations t ON t.course_id = c.id AND t.locale IN ($2, 'vi')
     WHERE c.id = $1 AND c.status = 'published'
     ORDER BY (t.locale = $2) DESC
     LIMIT 1`,
    [courseId, locale],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    locale: row.locale,
    policy: {
      // The seed stores the policy's `all` as `required = true` on every lesson (0900 has no column for it), so
      // the lessons' flags say which ones count in both cases.
      requiredLessons: 'marked',
      quizPassPercent: row.quiz_pass_percent,
      maxQuizAttempts: row.max_quiz_attempts,
      quizRetryHours: row.quiz_retry_hours,
    },
  };
}

export interface EnrolmentRow {
  id: number;
  completedAt: Date | null;
}

export async function findEnrolment(
  db: Pick<Db, 'query'>,
  userId: string,
  courseId: number,
): Promise<EnrolmentRow | null> {
  const { rows } = await db.query<{ id: number; completed_at: Date | null }>(
    `SELECT id, completed_at FROM academy_enrolments WHERE user_id = $1 AND course_id = $2`,
    [userId, courseId],
  );
  return rows[0] ? { id: rows[0].id, completedAt: rows[0].completed_at } : null;
}

/** The course's chapters in order, with their lessons and quiz (retired ones left out). */
export async function courseOutline(db: Pick<Db, 'query'>, courseId: number): Promise<OutlineChapter[]> {
  const { rows } = await db.query<{
    chapter_id: number;
    quiz_id: number | null;
    lesson_id: number | null;
    required: boolean | null;
  }>(
    `SELECT ch.id AS chapter_id, q.id AS quiz_id, l.id AS lesson_id, l.required
     FROM academy_chapters ch
     LEFT JOIN academy_quizzes q ON q.chapter_id = ch.id
     LEFT JOIN academy_lessons l ON l.chapter_id = ch.id AND NOT l.retired
     WHERE ch.course_id = $1 AND NOT ch.retired
     ORDER BY ch.position, ch.id, l.position, l.id`,
    [courseId],
  );
  const chapters = new Map<
    number,
    { id: number; quizId: number | null; lessons: OutlineChapter['lessons'][number][] }
  >();
  for (const row of rows) {
    let chapter = chapters.get(row.chapter_id);
    if (!chapter) {
      chapter = { id: row.chapter_id, quizId: row.quiz_id, lessons: [] };
      chapters.set(row.chapter_id, chapter);
    }
    if (row.lesson_id !== null) chapter.lessons.push({ id: row.lesson_id, required: Boolean(row.required) });
  }
  return [...chapters.values()];
}

export async function learnerRecord(db: Pick<Db, 'query'>, enrolmentId: number): Promise<LearnerRecord> {
  const lessons = await db.query<{ lesson_id: number }>(
    `SELECT lesson_id FROM academy_lesson_progress WHERE enrolment_id = $1`,
    [enrolmentId],
  );
  const attempts = await db.query<{
    quiz_id: number;
    attempt_number: number;
    score_percent: number;
    passed: boolean;
    submitted_at: Date;
  }>(
    `SELECT quiz_id, attempt_number, score_percent, passed, submitted_at FROM academy_quiz_attempts
     WHERE enrolment_id = $1 ORDER BY submitted_at, id`,
    [enrolmentId],
  );
  return {
    completedLessonIds: lessons.rows.map((row) => row.lesson_id),
    attempts: attempts.rows.map((row) => ({
      quizId: row.quiz_id,
      attemptNumber: row.attempt_number,
      scorePercent: row.score_percent,
      passed: row.passed,
      submittedAt: new Date(row.submitted_at).toISOString(),
    })),
  };
}

/** Records the first time the server's policy check found the course complete (never unset). */
export async function markEnrolmentCompleted(db: Pick<Db, 'query'>, enrolmentId: number): Promise<void> {
  await db.query(
    `UPDATE academy_enrolments SET completed_at = now(), updated_at = now()
     WHERE id = $1 AND completed_at IS NULL`,
    [enrolmentId],
  );
}
