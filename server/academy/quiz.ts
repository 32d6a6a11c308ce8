// Chapter quizzes: the quiz as the learner sees it before answering (never the correct options), and an attempt
// scored on the server by domain/academy/completion.ts (`answersProblem`, `quizStanding`, `scoreQuiz`). Every
// attempt is kept; the best one counts. When the attempts in a row are used up without a pass, the next one opens
// `quizRetryHours` after the last: 409 QUIZ_RETRY_LATER until then, with the time in `details[0].message`.
import type { components } from '../../openapi/schema';
import type { Locale } from '../../domain/messages';
import {
  answersProblem,
  quizStanding,
  scoreQuiz,
  type QuizAnswer,
  type QuizQuestionKey,
} from '../../domain/academy/completion';
import type { Db } from '../db/client';
import { policyOf, type CourseRecord, type OutlineChapterRecord } from '../db/repos/academy-courses';
import {
  attemptsOf,
  findEnrolment,
  insertAttempt,
  type AttemptRow,
  type EnrolmentRow,
} from '../db/repos/academy-enrolments';
import { ApiError, validationFailed } from '../errors';
import type { QuizQuestionFile } from './course-files';
import { buildEnrolment, type BuiltEnrolment } from './enrolment';

type Schemas = components['schemas'];

export const quizRetryLater = (retryAt: string) =>
  new ApiError(409, 'QUIZ_RETRY_LATER', 'quizRetryLater', [
    { field: 'retryAt', message: { group: 'field', key: 'timestamp', params: { value: retryAt } } },
  ]);

/** The texts of a question in `locale` (the course's language), else Vietnamese. */
const textsOf = (question: QuizQuestionFile, locale: Locale) => question[locale] ?? question.vi;

export function keysOf(questions: readonly QuizQuestionFile[]): QuizQuestionKey[] {
  return questions.map((question) => ({
    key: question.key,
    correct: question.correct,
    optionCount: question.vi.options.length,
  }));
}

/** One scored attempt with each question's correct options and explanation (shown after the attempt only). */
export function outcomeOf(
  questions: readonly QuizQuestionFile[],
  attempt: AttemptRow,
  locale: Locale,
  passPercent: number,
): Schemas['QuizAttemptOutcome'] {
  const selected = new Map(attempt.answers.map((answer) => [answer.key, answer.selected]));
  const { results } = scoreQuiz(keysOf(questions), attempt.answers, passPercent);
  return {
    attemptNumber: attempt.attemptNumber,
    submittedAt: attempt.submittedAt,
    scorePercent: attempt.scorePercent,
    correctCount: attempt.correctCount,
    questionCount: attempt.questionCount,
    passed: attempt.passed,
    results: questions.map((question, index) => ({
      key: question.key,
      selected: [...(selected.get(question.key) ?? [])],
      correct: results[index].correct,
      correctOptions: [...question.correct],
      explanation: textsOf(question, locale).explanation,
    })),
  };
}

export interface QuizContext {
  course: CourseRecord;
  outline: OutlineChapterRecord[];
  chapter: OutlineChapterRecord & { quiz: { id: number; questionCount: number } };
  questions: QuizQuestionFile[];
  /** The language of the texts: the request's when the course is written in it, else vi. */
  locale: Locale;
}

/** GET .../quiz: the questions without their answers, the standing and the last attempt's outcome. */
export function quizView(context: QuizContext, built: BuiltEnrolment): Schemas['Quiz'] {
  const { course, chapter, questions, locale } = context;
  const quizId = chapter.quiz.id;
  const standing = built.progress.quizzes.find((q) => q.quizId === quizId)!;
  const mine = built.attempts.filter((attempt) => attempt.quizId === quizId);
  const last = mine.length > 0 ? mine[mine.length - 1] : null;
  return {
    id: quizId,
    courseId: course.id,
    chapterId: chapter.id,
    chapterTitle: chapter.title,
    passPercent: course.quizPassPercent,
    questions: questions.map((question) => {
      const texts = textsOf(question, locale);
      return {
        key: question.key,
        prompt: texts.prompt,
        options: [...texts.options],
        multiple: question.correct.length > 1,
      };
    }),
    standing,
    lastAttempt: last ? outcomeOf(questions, last, locale, course.quizPassPercent) : null,
  };
}

/**
 * POST .../quiz/attempts: checks the answers (400), the retry pause (409), scores and stores the attempt, and
 * answers its outcome, the new standing and the enrolment — in one transaction with the enrolment locked, so two
 * attempts sent together cannot both pass the pause or take the same number.
 */
export async function submitAttempt(
  db: Db,
  context: QuizContext,
  enrolment: EnrolmentRow,
  answers: QuizAnswer[],
): Promise<Schemas['QuizAttemptResult']> {
  const { course, outline, chapter, questions, locale } = context;
  const keys = keysOf(questions);
  if (answersProblem(keys, answers) !== null) {
    throw validationFailed([{ field: 'answers', message: { group: 'field', key: 'invalidValue' } }]);
  }
  const quizId = chapter.quiz.id;
  return db.transaction(async (tx) => {
    const locked = (await findEnrolment(tx, enrolment.userId, enrolment.courseId, { lock: true }))!;
    const now = new Date();
    const before = (await attemptsOf(tx, locked.id)).filter((attempt) => attempt.quizId === quizId);
    const standing = quizStanding(policyOf(course, outline), chapter.id, quizId, before, now);
    if (standing.retryAt !== null) throw quizRetryLater(standing.retryAt);
    const score = scoreQuiz(keys, answers, course.quizPassPercent);
    const attempt = await insertAttempt(tx, {
      enrolmentId: locked.id,
      quizId,
      attemptNumber: before.reduce((max, a) => Math.max(max, a.attemptNumber), 0) + 1,
      answers: answers.map((answer) => ({ key: answer.key, selected: [...answer.selected] })),
      correctCount: score.correctCount,
      questionCount: score.questionCount,
      scorePercent: score.scorePercent,
      passed: score.passed,
    });
    const built = await buildEnrolment(tx, course, outline, locked);
    return {
      outcome: outcomeOf(questions, attempt, locale, course.quizPassPercent),
      standing: built.progress.quizzes.find((q) => q.quizId === quizId)!,
      enrolment: built.enrolment,
    };
  });
}
