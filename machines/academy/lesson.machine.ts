// One lesson's content on the lesson screen. The preview lesson (the course's first) is public; any other answers
// 401 to a visitor (`signInRequired`) and 403 to a member who has not joined (`joinRequired`): the screen then
// offers sign-in or "Start course", and the lesson loads once the reader has joined (`course.joined`, sent by the
// page when the enrolment machine reaches `joined`) or signed in (`session.changed`). Unknown ids are `missing`
// (the 404 page). Done marks and "Next" are the enrolment machine's: this one only reads.
// The call is the named actor `loadLesson` (src/app/wiring/academy.ts).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';
import type { Lesson } from './academy.types';
import type { LessonContext, LessonTypes } from './lesson.types';

const statusOf = (event: object): number => failureOf(event).status ?? 0;

export const lessonMachine = setup({
  types: {} as LessonTypes,
  actors: {
    /** GET /academy/courses/{id}/chapters/{chapterId}/lessons/{lessonId}; rejects with the API failure. */
    loadLesson: fromPromise<Lesson, { courseId: number; chapterId: number; lessonId: number }>(
      notProvided('lesson', 'loadLesson'),
    ),
  },
  guards: {
    isPreloadedMissing: ({ context }) => context.preloadedMissing,
    hasLesson: ({ context }) => context.lesson !== null,
    isViewerUnknown: ({ context }) => context.viewer === 'unknown',
    isSignInRequired: ({ event }) => statusOf(event) === 401,
    isJoinRequired: ({ event }) => statusOf(event) === 403,
    isMissing: ({ event }) => [400, 404].includes(statusOf(event)),
  },
  actions: {
    setViewer: assign(({ event }) => {
      assertEvent(event, 'session.changed');
      return { viewer: event.viewer };
    }),
    storeLesson: assign((_, params: { lesson: Lesson }) => ({ lesson: params.lesson, notice: null })),
    storeNotice: assign(({ event }) => ({ notice: failureNotice(failureOf(event)) })),
  },
}).createMachine({
  id: 'lesson',
  context: ({ input }): LessonContext => ({
    courseId: input.courseId,
    chapterId: input.chapterId,
    lessonId: input.lessonId,
    viewer: input.viewer,
    lesson: input.preloaded?.kind === 'found' ? input.preloaded.data.data : null,
    notice: null,
    preloadedMissing: input.preloaded?.kind === 'missing',
  }),
  initial: 'starting',
  // The content is the same for every reader: a session change only matters while the lesson is locked.
  on: { 'session.changed': { actions: 'setViewer' } },
  states: {
    starting: {
      always: [
        { guard: 'isPreloadedMissing', target: 'missing' },
        { guard: 'hasLesson', target: 'shown' },
        { guard: 'isViewerUnknown', target: 'checking' },
        { target: 'loading' },
      ],
    },
    checking: {
      on: { 'session.changed': { target: 'loading', actions: 'setViewer' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLesson',
        src: 'loadLesson',
        input: ({ context }) => ({
          courseId: context.courseId,
          chapterId: context.chapterId,
          lessonId: context.lessonId,
        }),
        onDone: {
          target: 'shown',
          actions: { type: 'storeLesson', params: ({ event }) => ({ lesson: event.output }) },
        },
        onError: [
          { guard: 'isSignInRequired', target: 'signInRequired' },
          { guard: 'isJoinRequired', target: 'joinRequired' },
          { guard: 'isMissing', target: 'missing' },
          { target: 'failed', actions: 'storeNotice' },
        ],
      },
    },
    shown: {},
    signInRequired: {
      on: {
        'session.changed': { target: 'loading', actions: 'setViewer' },
      },
    },
    joinRequired: {
      on: {
        'course.joined': 'loading',
        'session.changed': { target: 'loading', actions: 'setViewer' },
      },
    },
    missing: {},
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type LessonSnapshot = SnapshotFrom<typeof lessonMachine>;

// The view lives beside the machine's first view (lesson.selectors.ts), which pages import without XState.
export { selectLessonView } from './lesson.selectors';
