// A chapter's quiz: loading -> answering -> submitting -> result (passed or failed) -> retake, or waiting when the
// attempts in a row are used up without a pass (the course's completion policy: `maxQuizAttempts`, then a pause of
// `quizRetryHours`; the server decides and says when the next attempt opens). The server scores every attempt; the
// result carries each question's correct options and explanation, the new standing and the enrolment (progress).
// A quiz that was already taken opens on its last result. Visitors (401) and members who have not joined (403) are
// told to sign in or join (joining on the page sends `course.joined`, which loads the quiz); a chapter without a
// quiz is `missing` (the 404 page).
// The calls are the named actors `loadQuiz` and `submitAttempt` (src/app/wiring/academy.ts).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import { notProvided } from '../kit/actors';
import { errorOf, failureOf } from '../kit/failures';
import type { Quiz, QuizAnswer, QuizAttemptResult, QuizStanding } from './academy.types';
import type { QuizContext, QuizTypes } from './quiz.types';

const statusOf = (event: object): number => failureOf(event).status ?? 0;

/** The standing says the next attempt is not open yet: attempts used up, not passed, a time to wait for. */
export function mustWait(standing: QuizStanding | null): boolean {
  return standing !== null && !standing.passed && standing.attemptsLeft === 0 && standing.retryAt !== null;
}

/** 409 QUIZ_RETRY_LATER carries the time the next attempt opens in `details[0].message`. */
export function retryAtOf(error: unknown): string | null {
  const details = (error as { details?: Array<{ message?: unknown }> } | null)?.details;
  const message = Array.isArray(details) ? details[0]?.message : undefined;
  return typeof message === 'string' && !Number.isNaN(Date.parse(message)) ? message : null;
}

/** The keys of the questions without a chosen option. */
export function unansweredKeys(quiz: Quiz | null, answers: readonly QuizAnswer[]): string[] {
  const answered = new Set(
    answers.filter((answer) => answer.selected.length > 0).map((answer) => answer.key),
  );
  return (quiz?.questions ?? []).map((question) => question.key).filter((key) => !answered.has(key));
}

export const quizMachine = setup({
  types: {} as QuizTypes,
  actors: {
    /** GET /academy/courses/{id}/chapters/{chapterId}/quiz. */
    loadQuiz: fromPromise<Quiz, { courseId: number; chapterId: number }>(notProvided('quiz', 'loadQuiz')),
    /** POST /academy/courses/{id}/chapters/{chapterId}/quiz/attempts. */
    submitAttempt: fromPromise<
      QuizAttemptResult,
      { courseId: number; chapterId: number; answers: QuizAnswer[] }
    >(notProvided('quiz', 'submitAttempt')),
  },
  guards: {
    mustWaitToStart: (_, params: { quiz: Quiz }) => mustWait(params.quiz.standing),
    hasLastAttempt: (_, params: { quiz: Quiz }) => params.quiz.lastAttempt !== null,
    isIncomplete: ({ context, event }) =>
      event.type === 'user.submit' && unansweredKeys(context.quiz, event.answers).length > 0,
    hasPassed: ({ context }) => context.outcome?.passed === true,
    mustWaitToRetake: ({ context }) => mustWait(context.standing),
    isSignInRequired: ({ event }) => statusOf(event) === 401,
    isJoinRequired: ({ event }) => statusOf(event) === 403,
    isMissing: ({ event }) => [400, 404].includes(statusOf(event)),
    isRetryLater: ({ event }) => failureOf(event).code === 'QUIZ_RETRY_LATER',
  },
  actions: {
    storeQuiz: assign((_, params: { quiz: Quiz }) => ({
      quiz: params.quiz,
      standing: params.quiz.standing,
      outcome: params.quiz.lastAttempt,
      retryAt: params.quiz.standing.retryAt,
      notice: null,
    })),
    storeResult: assign((_, params: { result: QuizAttemptResult }) => ({
      outcome: params.result.outcome,
      standing: params.result.standing,
      enrolment: params.result.enrolment,
      retryAt: params.result.standing.retryAt,
      unanswered: [],
      notice: null,
    })),
    markUnanswered: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      return { unanswered: unansweredKeys(context.quiz, event.answers), notice: null };
    }),
    storeRetryAt: assign(({ event }) => ({ retryAt: retryAtOf(errorOf(event)) })),
    storeNotice: assign(({ event }) => ({ notice: failureNotice(failureOf(event)) })),
    clearAnswering: assign({ unanswered: [], notice: null }),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }): QuizContext => ({
    courseId: input.courseId,
    chapterId: input.chapterId,
    quiz: null,
    outcome: null,
    standing: null,
    enrolment: null,
    unanswered: [],
    retryAt: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQuiz',
        src: 'loadQuiz',
        input: ({ context }) => ({ courseId: context.courseId, chapterId: context.chapterId }),
        onDone: [
          {
            guard: { type: 'mustWaitToStart', params: ({ event }) => ({ quiz: event.output }) },
            target: 'waiting',
            actions: { type: 'storeQuiz', params: ({ event }) => ({ quiz: event.output }) },
          },
          {
            guard: { type: 'hasLastAttempt', params: ({ event }) => ({ quiz: event.output }) },
            target: 'result',
            actions: { type: 'storeQuiz', params: ({ event }) => ({ quiz: event.output }) },
          },
          {
            target: 'answering',
            actions: { type: 'storeQuiz', params: ({ event }) => ({ quiz: event.output }) },
          },
        ],
        onError: [
          { guard: 'isSignInRequired', target: 'signInRequired' },
          { guard: 'isJoinRequired', target: 'joinRequired' },
          { guard: 'isMissing', target: 'missing' },
          { target: 'failed', actions: 'storeNotice' },
        ],
      },
    },
    answering: {
      on: {
        'user.submit': [
          { guard: 'isIncomplete', actions: 'markUnanswered' },
          { target: 'submitting', actions: 'clearAnswering' },
        ],
        'user.dismissNotice': { actions: 'dismissNotice' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitAttempt',
        src: 'submitAttempt',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          return { courseId: context.courseId, chapterId: context.chapterId, answers: event.answers };
        },
        onDone: {
          target: 'result',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          { guard: 'isRetryLater', target: 'waiting', actions: 'storeRetryAt' },
          { guard: 'isSignInRequired', target: 'signInRequired' },
          { target: 'answering', actions: 'storeNotice' },
        ],
      },
    },
    result: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasPassed', target: 'passed' }, { target: 'failed' }],
        },
        passed: {},
        failed: {},
      },
      on: {
        'user.retake': [
          { guard: 'mustWaitToRetake', target: 'waiting' },
          { target: 'answering', actions: 'clearAnswering' },
        ],
      },
    },
    waiting: {
      on: { 'user.retry': 'loading' },
    },
    signInRequired: {},
    joinRequired: {
      on: { 'course.joined': 'loading' },
    },
    missing: {},
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type QuizMachine = typeof quizMachine;
export type QuizSnapshot = SnapshotFrom<QuizMachine>;
