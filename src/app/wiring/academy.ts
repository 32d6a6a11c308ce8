// The real actors and actions of the academy's machines (machines/academy/): every call goes through the app's one
// API client (`api`, which sends the reader's token when there is one), typed by the contract. Pages get
// ready-to-start machines from here and never touch the API themselves. The course and lesson pages import this
// module once they are live (src/app/lazy-actor.ts), with XState; the public reads are in academy-reads.ts.
import { createActor, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { enrolmentMachine } from '../../../machines/academy/enrolment.machine';
import { lessonMachine } from '../../../machines/academy/lesson.machine';
import { quizMachine } from '../../../machines/academy/quiz.machine';
import type { EnrolmentInput } from '../../../machines/academy/enrolment.types';
import type { LessonInput } from '../../../machines/academy/lesson.types';
import { unwrap } from '../../api/client';
import { api } from '../api';
import { inspectOptions } from '../inspection';
import { signInPathFor } from '../paths';

/** The page this reader is on with `?join=1`: where sign-in brings a visitor back to join. */
export function joinReturnPath(location: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams(location.search);
  params.set('join', '1');
  return `${location.pathname}?${params.toString()}`;
}

export const enrolmentLogic = enrolmentMachine.provide({
  actors: {
    loadCourse: fromPromise(({ input }) =>
      unwrap(api.GET('/academy/courses/{id}', { params: { path: { id: input.courseId } } })),
    ),
    enrol: fromPromise(({ input }) =>
      unwrap(api.POST('/academy/courses/{id}/enrol', { params: { path: { id: input.courseId } } })),
    ),
    saveProgress: fromPromise(({ input }) =>
      unwrap(
        api.PUT('/academy/courses/{id}/lessons/{lessonId}/progress', {
          params: { path: { id: input.courseId, lessonId: input.lessonId } },
          body: { completed: input.completed },
        }),
      ),
    ),
  },
  actions: {
    askSignIn: () => navigate(signInPathFor(joinReturnPath(window.location))),
    goTo: (_, { path }) => {
      if (path) navigate(path);
    },
  },
});

export const lessonLogic = lessonMachine.provide({
  actors: {
    loadLesson: fromPromise(({ input }) =>
      unwrap(
        api.GET('/academy/courses/{id}/chapters/{chapterId}/lessons/{lessonId}', {
          params: { path: { id: input.courseId, chapterId: input.chapterId, lessonId: input.lessonId } },
        }),
      ),
    ),
  },
});

export const quizLogic = quizMachine.provide({
  actors: {
    loadQuiz: fromPromise(({ input }) =>
      unwrap(
        api.GET('/academy/courses/{id}/chapters/{chapterId}/quiz', {
          params: { path: { id: input.courseId, chapterId: input.chapterId } },
        }),
      ),
    ),
    submitAttempt: fromPromise(({ input }) =>
      unwrap(
        api.POST('/academy/courses/{id}/chapters/{chapterId}/quiz/attempts', {
          params: { path: { id: input.courseId, chapterId: input.chapterId } },
          body: { answers: input.answers },
        }),
      ),
    ),
  },
});

/** The enrolment machine of a course page or a lesson page, not started (src/pages/academy/use-enrolment.ts). */
export function createEnrolmentActor(input: EnrolmentInput) {
  return createActor(enrolmentLogic, { input, ...inspectOptions() });
}

/** The lesson machine of a lesson page, not started. */
export function createLessonActor(input: LessonInput) {
  return createActor(lessonLogic, { input, ...inspectOptions() });
}
