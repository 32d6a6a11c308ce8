// A learner's side of the academy (migration 0900): enrolments, lessons done, the resume point, quiz attempts, and
// the certificate id of an enrolment (the certificates' rows are written by the certificate code). What the figures
// mean is decided by domain/academy/completion.ts, applied in server/academy/enrolment.ts.
import type { QuizAttemptRecord } from '../../../domain/academy/completion';
import type { Db } from '../client';

export interface EnrolmentRow {
  id: number;
  userId: string;
  courseId: number;
  spaceId: string | null;
  enrolledAt: Date;
  lastLessonId: number | null;
  lastPositionSeconds: number | null;
  completedAt: Date | null;
}

interface Row {
  id: number;
  user_id: string;
  course_id: number;
  space_id: string | null;
  enrolled_at: Date;
  last_lesson_id: number | null;
  last_position_seconds: number | null;
  completed_at: Date | null;
}

const COLUMNS = `id, user_id, course_id, space_id, enrolled_at, last_lesson_id, last_position_seconds, completed_at`;

function toEnrolment(row: Row): EnrolmentRow {
  return {
    id: row.id,
    userId: row.user_id,
    courseId: row.course_id,
    spaceId: row.space_id,
    enrolledAt: row.enrolled_at,
    lastLessonId: row.last_lesson_id,
    lastPositionSeconds: row.last_position_seconds,
    completedAt: row.completed_at,
  };
}

/** The user's enrolment in a course, or null (`lock`: FOR UPDATE, inside a transaction). */
export async function findEnrolment(
  db: Db,
  userId: string,
  courseId: number,
  options: { lock?: boolean } = {},
): Promise<EnrolmentRow | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM academy_enrolments WHERE user_id = $1 AND course_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [userId, courseId],
  );
  return rows[0] ? toEnrolment(rows[0]) : null;
}

/** The user's enrolments among `courseIds`. */
export async function listEnrolmentsOfUser(
  db: Db,
  userId: string,
  courseIds: number[],
): Promise<EnrolmentRow[]> {
  if (courseIds.length === 0) return [];
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM academy_enrolments WHERE user_id = $1 AND course_id = ANY($2::int[])`,
    [userId, courseIds],
  );
  return rows.map(toEnrolment);
}

/** A new enrolment, or null when the user joined the course meanwhile (the unique pair). */
export async function insertEnrolment(
  db: Db,
  input: { userId: string; courseId: number; spaceId: string | null },
): Promise<EnrolmentRow | null> {
  const { rows } = await db.query<Row>(
    `INSERT INTO academy_enrolments (user_id, course_id, space_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, course_id) DO NOTHING RETURNING ${COLUMNS}`,
    [input.userId, input.courseId, input.spaceId],
  );
  return rows[0] ? toEnrolment(rows[0]) : null;
}

/** Courses a user joined without a space (counted alone against the FREE plan). */
export async function countEnrolmentsWithoutSpace(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM academy_enrolments WHERE user_id = $1 AND space_id IS NULL',
    [userId],
  );
  return rows[0].n;
}

/** Serialises the enrolments of one user (those counted without a space) inside a transaction. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function completedLessonIdsOf(db: Db, enrolmentId: number): Promise<number[]> {
  const { rows } = await db.query<{ lesson_id: number }>(
    'SELECT lesson_id FROM academy_lesson_progress WHERE enrolment_id = $1 ORDER BY lesson_id',
    [enrolmentId],
  );
  return rows.map((row) => row.lesson_id);
}

export async function setLessonCompleted(
  db: Db,
  enrolmentId: number,
  lessonId: number,
  completed: boolean,
): Promise<void> {
  if (completed) {
    await db.query(
      `INSERT INTO academy_lesson_progress (enrolment_id, lesson_id) VALUES ($1, $2)
       ON CONFLICT (enrolment_id, lesson_id) DO NOTHING`,
      [enrolmentId, lessonId],
    );
  } else {
    await db.query('DELETE FROM academy_lesson_progress WHERE enrolment_id = $1 AND lesson_id = $2', [
      enrolmentId,
      lessonId,
    ]);
  }
}

/**
 * Moves the resume point to `lessonId`: with `positionSeconds` when given; without it, the position is kept when
 * the lesson stays the same and cleared when it changes.
 */
export async function setResumePoint(
  db: Db,
  enrolmentId: number,
  lessonId: number,
  positionSeconds: number | undefined,
): Promise<void> {
  await db.query(
    `UPDATE academy_enrolments SET last_lesson_id = $2,
       last_position_seconds = CASE WHEN $3::int IS NOT NULL THEN $3::int
         WHEN last_lesson_id = $2 THEN last_position_seconds ELSE NULL END,
       updated_at = now()
     WHERE id = $1`,
    [enrolmentId, lessonId, positionSeconds ?? null],
  );
}

/** Sets `completed_at` the first time the policy finds the course complete (never unset); answers it. */
export async function markEnrolmentCompleted(db: Db, enrolmentId: number): Promise<Date> {
  const { rows } = await db.query<{ completed_at: Date }>(
    `UPDATE academy_enrolments SET completed_at = COALESCE(completed_at, now()), updated_at = now()
     WHERE id = $1 RETURNING completed_at`,
    [enrolmentId],
  );
  return rows[0].completed_at;
}

export interface AttemptRow extends QuizAttemptRecord {
  answers: { key: string; selected: number[] }[];
  correctCount: number;
  questionCount: number;
}

/** Every attempt of an enrolment (all quizzes), oldest first. */
export async function attemptsOf(db: Db, enrolmentId: number): Promise<AttemptRow[]> {
  const { rows } = await db.query<{
    quiz_id: number;
    attempt_number: number;
    answers: { key: string; selected: number[] }[];
    correct_count: number;
    question_count: number;
    score_percent: number;
    passed: boolean;
    submitted_at: Date;
  }>(
    `SELECT quiz_id, attempt_number, answers, correct_count, question_count, score_percent, passed, submitted_at
     FROM academy_quiz_attempts WHERE enrolment_id = $1 ORDER BY submitted_at, attempt_number`,
    [enrolmentId],
  );
  return rows.map((row) => ({
    quizId: row.quiz_id,
    attemptNumber: row.attempt_number,
    answers: row.answers,
    correctCount: row.correct_count,
    questionCount: row.question_count,
    scorePercent: row.score_percent,
    passed: row.passed,
    submittedAt: row.submitted_at.toISOString(),
  }));
}

export async function insertAttempt(
  db: Db,
  input: {
    enrolmentId: number;
    quizId: number;
    attemptNumber: number;
    answers: { key: string; selected: number[] }[];
    correctCount: number;
    questionCount: number;
    scorePercent: number;
    passed: boolean;
  },
): Promise<AttemptRow> {
  const { rows } = await db.query<{ submitted_at: Date }>(
    `INSERT INTO academy_quiz_attempts (enrolment_id, quiz_id, attempt_number, answers, correct_count,
       question_count, score_percent, passed)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8) RETURNING submitted_at`,
    [
      input.enrolmentId,
      input.quizId,
      input.attemptNumber,
      JSON.stringify(input.answers),
      input.correctCount,
      input.questionCount,
      input.scorePercent,
      input.passed,
    ],
  );
  return {
    quizId: input.quizId,
    attemptNumber: input.attemptNumber,
    answers: input.answers,
    correctCount: input.correctCount,
    questionCount: input.questionCount,
    scorePercent: input.scorePercent,
    passed: input.passed,
    submittedAt: rows[0].submitted_at.toISOString(),
  };
}

/** The certificate issued for an enrolment, if any (academy_certificates, written by the certificate code). */
export async function certificateIdOf(db: Db, enrolmentId: number): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM academy_certificates WHERE enrolment_id = $1',
    [enrolmentId],
  );
  return rows[0]?.id ?? null;
}
