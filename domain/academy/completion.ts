// The academy's completion policy, as pure functions shared by the server (which alone decides that a course is
// complete and may be certified) and the browser (which shows the same figures). No I/O.
//
// A course is a list of steps: its required lessons and one quiz per chapter that has one. The progress figure
// shown on every screen is the share of those steps done, rounded down, so 100 % means exactly "complete":
// every required lesson done and every chapter quiz passed at the course's pass mark.
//
// Quiz retakes: a quiz allows `maxQuizAttempts` attempts in a row (null = unlimited); once they are used up
// without a pass, the next attempt opens `quizRetryHours` after the last one, with a fresh set of attempts.
// Every attempt is kept; the best score counts, so a pass is never lost by retaking.

export interface CompletionPolicy {
  /** `all`: every lesson is required; `marked`: only the lessons whose `required` flag is set. */
  requiredLessons: 'all' | 'marked';
  /** Pass mark of every chapter quiz, in whole percent (1..100). */
  quizPassPercent: number;
  /** Attempts in a row before a pause; null = unlimited. */
  maxQuizAttempts: number | null;
  /** The pause after the attempts are used up, in hours. */
  quizRetryHours: number;
}

export interface OutlineLesson {
  id: number;
  required: boolean;
}

export interface OutlineChapter {
  id: number;
  lessons: readonly OutlineLesson[];
  /** The chapter's quiz, or null when it has none. */
  quizId: number | null;
}

export interface QuizAttemptRecord {
  quizId: number;
  attemptNumber: number;
  scorePercent: number;
  passed: boolean;
  /** ISO date-time. */
  submittedAt: string;
}

export interface LearnerRecord {
  completedLessonIds: readonly number[];
  attempts: readonly QuizAttemptRecord[];
}

export interface QuizStanding {
  quizId: number;
  chapterId: number;
  attempts: number;
  bestScorePercent: number | null;
  passed: boolean;
  /** Attempts left before the pause (null = unlimited). 0 while waiting. */
  attemptsLeft: number | null;
  /** When the next attempt opens, if the learner must wait (ISO), else null. */
  retryAt: string | null;
}

export interface CourseProgress {
  steps: number;
  stepsDone: number;
  /** stepsDone ÷ steps, in whole percent rounded down (0 for a course without steps). */
  percent: number;
  complete: boolean;
  requiredLessonIds: number[];
  /** Required lessons not done yet, in course order. */
  missingLessonIds: number[];
  quizzes: QuizStanding[];
}

const HOUR_MS = 3_600_000;

/** The quiz standing of one quiz from the learner's attempts at it. */
export function quizStanding(
  policy: CompletionPolicy,
  chapterId: number,
  quizId: number,
  attempts: readonly QuizAttemptRecord[],
  now: Date,
): QuizStanding {
  const mine = attempts.filter((attempt) => attempt.quizId === quizId);
  const passed = mine.some((attempt) => attempt.passed);
  const best = mine.reduce<number | null>(
    (max, attempt) => (max === null || attempt.scorePercent > max ? attempt.scorePercent : max),
    null,
  );
  let attemptsLeft: number | null = null;
  let retryAt: string | null = null;
  if (policy.maxQuizAttempts !== null) {
    const max = policy.maxQuizAttempts;
    const used = mine.length % max;
    attemptsLeft = max - used;
    if (mine.length > 0 && used === 0 && !passed) {
      const last = mine.reduce((a, b) => (Date.parse(a.submittedAt) >= Date.parse(b.submittedAt) ? a : b));
      const opens = Date.parse(last.submittedAt) + policy.quizRetryHours * HOUR_MS;
      if (opens > now.getTime()) {
        attemptsLeft = 0;
        retryAt = new Date(opens).toISOString();
      }
    }
  }
  return { quizId, chapterId, attempts: mine.length, bestScorePercent: best, passed, attemptsLeft, retryAt };
}

/** The learner's progress through a course under its policy. */
export function courseProgress(
  policy: CompletionPolicy,
  chapters: readonly OutlineChapter[],
  record: LearnerRecord,
  now: Date,
): CourseProgress {
  const done = new Set(record.completedLessonIds);
  const requiredLessonIds = chapters.flatMap((chapter) =>
    chapter.lessons
      .filter((lesson) => policy.requiredLessons === 'all' || lesson.required)
      .map((lesson) => lesson.id),
  );
  const missingLessonIds = requiredLessonIds.filter((id) => !done.has(id));
  const quizzes = chapters
    .filter((chapter): chapter is OutlineChapter & { quizId: number } => chapter.quizId !== null)
    .map((chapter) => quizStanding(policy, chapter.id, chapter.quizId, record.attempts, now));
  const steps = requiredLessonIds.length + quizzes.length;
  const stepsDone =
    requiredLessonIds.length - missingLessonIds.length + quizzes.filter((q) => q.passed).length;
  return {
    steps,
    stepsDone,
    percent: steps === 0 ? 0 : Math.floor((stepsDone * 100) / steps),
    complete: steps > 0 && stepsDone === steps,
    requiredLessonIds,
    missingLessonIds,
    quizzes,
  };
}

export interface QuizQuestionKey {
  key: string;
  /** Indices of the correct options. */
  correct: readonly number[];
  optionCount: number;
}

export interface QuizAnswer {
  key: string;
  selected: readonly number[];
}

export interface QuizScore {
  correctCount: number;
  questionCount: number;
  scorePercent: number;
  passed: boolean;
  results: { key: string; correct: boolean }[];
}

/**
 * Scores an attempt: a question counts when the selected options are exactly its correct ones. Unanswered
 * questions count as wrong. Answers must name known questions and options (checked by `answersProblem`).
 */
export function scoreQuiz(
  questions: readonly QuizQuestionKey[],
  answers: readonly QuizAnswer[],
  passPercent: number,
): QuizScore {
  const byKey = new Map(answers.map((answer) => [answer.key, new Set(answer.selected)]));
  const results = questions.map((question) => {
    const selected = byKey.get(question.key) ?? new Set<number>();
    const correct =
      selected.size === question.correct.length && question.correct.every((index) => selected.has(index));
    return { key: question.key, correct };
  });
  const correctCount = results.filter((result) => result.correct).length;
  const scorePercent = questions.length === 0 ? 0 : Math.floor((correctCount * 100) / questions.length);
  return {
    correctCount,
    questionCount: questions.length,
    scorePercent,
    passed: scorePercent >= passPercent,
    results,
  };
}

/** Why a set of answers cannot be scored (an unknown question, a repeated one, an option out of range), or null. */
export function answersProblem(
  questions: readonly QuizQuestionKey[],
  answers: readonly QuizAnswer[],
): string | null {
  const known = new Map(questions.map((question) => [question.key, question]));
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = known.get(answer.key);
    if (!question) return `unknown question ${answer.key}`;
    if (seen.has(answer.key)) return `question ${answer.key} answered twice`;
    seen.add(answer.key);
    if (new Set(answer.selected).size !== answer.selected.length) return `repeated option in ${answer.key}`;
    if (
      answer.selected.some((index) => !Number.isInteger(index) || index < 0 || index >= question.optionCount)
    ) {
      return `option out of range in ${answer.key}`;
    }
  }
  return null;
}
