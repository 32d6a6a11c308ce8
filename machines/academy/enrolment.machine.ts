// A course as one reader sees it, on the course detail and lesson screens: the course (overview, table of contents)
// and the reader's enrolment, joining it ("Start course" -> "Joined") and the progress calls (a lesson marked done,
// "Next" marking the lesson done before moving on). Every figure shown (progressPercent, done marks, resume point)
// is the API's `Enrolment` as the last call answered it: the same number on every screen.
//
// - A visitor's "Start course" asks them to sign in (the injected `askSignIn`, which comes back with `?join=1`);
//   back here as a member with `joinOnArrival`, the machine joins by itself.
// - Joining counts against the plan's COURSE limit: 403 PLAN_LIMIT_REACHED is the `planLimit` state (the view
//   links to pricing); any other refusal stays `notJoined` with its notice.
// - A server-rendered page starts with the course the server fetched as a visitor (input `preloaded`); while the
//   session is unknown it waits in `checking`, then a member's course is loaded again (with their enrolment).
// The calls are the named actors `loadCourse`, `enrol`, `saveProgress` (src/app/wiring/academy.ts).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';
import type { CourseDetail, Enrolment, Viewer } from './academy.types';
import type { EnrolmentContext, EnrolmentTypes } from './enrolment.types';

/** The course with `enrolment` as its progress: the summary figures and the lessons' done marks follow it. */
export function withEnrolment(course: CourseDetail, enrolment: Enrolment): CourseDetail {
  const done = new Set(enrolment.completedLessonIds);
  return {
    ...course,
    enrolled: true,
    progressPercent: enrolment.progressPercent,
    enrolment,
    chapters: course.chapters.map((chapter) => ({
      ...chapter,
      lessons: chapter.lessons.map((lesson) => ({ ...lesson, completed: done.has(lesson.id) })),
    })),
  };
}

const isStatus = (statuses: number[]) => (event: object) => statuses.includes(failureOf(event).status ?? 0);

export const enrolmentMachine = setup({
  types: {} as EnrolmentTypes,
  actors: {
    /** GET /academy/courses/{id} (with the reader's token when they are a member); rejects with the API failure. */
    loadCourse: fromPromise<CourseDetail, { courseId: number; viewer: Viewer }>(
      notProvided('enrolment', 'loadCourse'),
    ),
    /** POST /academy/courses/{id}/enrol. */
    enrol: fromPromise<Enrolment, { courseId: number }>(notProvided('enrolment', 'enrol')),
    /** PUT /academy/courses/{id}/lessons/{lessonId}/progress. */
    saveProgress: fromPromise<Enrolment, { courseId: number; lessonId: number; completed: boolean }>(
      notProvided('enrolment', 'saveProgress'),
    ),
  },
  guards: {
    isPreloadedMissing: ({ context }) => context.preloadedMissing,
    isViewerUnknown: ({ context }) => context.viewer === 'unknown',
    /** A visitor whose course is already here (the server's, fetched as a visitor): nothing to load. */
    hasVisitorCourse: ({ context }) => context.viewer === 'visitor' && context.course !== null,
    isOtherViewer: ({ context, event }) =>
      event.type === 'session.changed' && event.viewer !== context.viewer,
    /** Signed out while showing the course as a visitor already saw it: nothing to load again. */
    becameVisitorWithCourse: ({ context, event }) =>
      event.type === 'session.changed' &&
      event.viewer === 'visitor' &&
      context.viewer !== 'visitor' &&
      context.course !== null &&
      context.loadedAs === 'visitor',
    isVisitor: ({ context }) => context.viewer === 'visitor',
    isEnrolled: (_, params: { course: CourseDetail }) => params.course.enrolment !== null,
    shouldJoinOnArrival: ({ context }) => context.joinOnArrival,
    isMissing: ({ event }) => isStatus([400, 404])(event),
    isPlanLimit: ({ event }) => failureOf(event).code === 'PLAN_LIMIT_REACHED',
    isSignedOut: ({ event }) => isStatus([401])(event),
    isLessonDone: ({ context, event }) =>
      event.type === 'user.next' &&
      (context.course?.enrolment?.completedLessonIds.includes(event.lessonId) ?? false),
  },
  actions: {
    /** Navigation to sign-in and back here (`?join=1`); provided by the app. */
    askSignIn: () => {},
    /** Client-side navigation to `path` (none when null); provided by the app. */
    goTo: (_, _params: { path: string | null }) => {},
    setViewer: assign(({ event }) => {
      assertEvent(event, 'session.changed');
      return { viewer: event.viewer };
    }),
    storeCourse: assign(({ context }, params: { course: CourseDetail }) => ({
      course: params.course,
      loadedAs: context.viewer,
      notice: null,
    })),
    storeEnrolment: assign(({ context }, params: { enrolment: Enrolment }) => ({
      course: context.course ? withEnrolment(context.course, params.enrolment) : null,
      joinOnArrival: false,
      notice: null,
    })),
    storeNotice: assign(({ event }) => ({ notice: failureNotice(failureOf(event)) })),
    planNotice: assign({ notice: { key: 'errors.planLimitReached', text: null }, joinOnArrival: false }),
    dismissNotice: assign({ notice: null }),
    rememberNext: assign(({ event }) => {
      assertEvent(event, 'user.next');
      return { nextPath: event.path };
    }),
    forgetNext: assign({ nextPath: null }),
  },
}).createMachine({
  id: 'enrolment',
  context: ({ input }): EnrolmentContext => ({
    courseId: input.courseId,
    viewer: input.viewer,
    course: input.preloaded?.kind === 'found' ? input.preloaded.data.data : null,
    loadedAs: input.preloaded?.kind === 'found' ? 'visitor' : null,
    joinOnArrival: input.joinOnArrival ?? false,
    notice: null,
    nextPath: null,
    preloadedMissing: input.preloaded?.kind === 'missing',
  }),
  initial: 'starting',
  on: {
    'session.changed': [
      { guard: 'becameVisitorWithCourse', target: '.visitor', actions: 'setViewer' },
      // The same reader again changes nothing.
      { guard: 'isOtherViewer', target: '.loading', actions: 'setViewer' },
    ],
    'user.dismissNotice': { actions: 'dismissNotice' },
  },
  states: {
    starting: {
      always: [
        { guard: 'isPreloadedMissing', target: 'missing' },
        { guard: 'isViewerUnknown', target: 'checking' },
        { guard: 'hasVisitorCourse', target: 'visitor' },
        { target: 'loading' },
      ],
    },
    checking: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCourse',
        src: 'loadCourse',
        input: ({ context }) => ({ courseId: context.courseId, viewer: context.viewer }),
        onDone: [
          {
            guard: 'isVisitor',
            target: 'visitor',
            actions: { type: 'storeCourse', params: ({ event }) => ({ course: event.output }) },
          },
          {
            guard: { type: 'isEnrolled', params: ({ event }) => ({ course: event.output }) },
            target: 'joined',
            actions: { type: 'storeCourse', params: ({ event }) => ({ course: event.output }) },
          },
          {
            guard: 'shouldJoinOnArrival',
            target: 'joining',
            actions: { type: 'storeCourse', params: ({ event }) => ({ course: event.output }) },
          },
          {
            target: 'notJoined',
            actions: { type: 'storeCourse', params: ({ event }) => ({ course: event.output }) },
          },
        ],
        onError: [
          { guard: 'isMissing', target: 'missing' },
          { target: 'failed', actions: 'storeNotice' },
        ],
      },
    },
    visitor: {
      on: { 'user.join': { actions: 'askSignIn' } },
    },
    notJoined: {
      on: { 'user.join': 'joining' },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'enrol',
        src: 'enrol',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: {
          target: 'joined',
          actions: { type: 'storeEnrolment', params: ({ event }) => ({ enrolment: event.output }) },
        },
        onError: [
          { guard: 'isPlanLimit', target: 'planLimit', actions: 'planNotice' },
          // The session ended on the way (its refresh was refused): this reader is a visitor now.
          { guard: 'isSignedOut', target: 'visitor', actions: assign({ viewer: 'visitor' as const }) },
          { target: 'notJoined', actions: 'storeNotice' },
        ],
      },
    },
    planLimit: {
      on: { 'user.join': 'joining' },
    },
    joined: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.markLesson': 'saving',
            'user.next': [
              {
                guard: 'isLessonDone',
                actions: { type: 'goTo', params: ({ event }) => ({ path: event.path }) },
              },
              { target: 'saving', actions: 'rememberNext' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveProgress',
            src: 'saveProgress',
            input: ({ context, event }) => {
              if (event.type === 'user.markLesson') {
                return { courseId: context.courseId, lessonId: event.lessonId, completed: event.completed };
              }
              assertEvent(event, 'user.next');
              return { courseId: context.courseId, lessonId: event.lessonId, completed: true };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeEnrolment', params: ({ event }) => ({ enrolment: event.output }) },
                // After "Next" saved the lesson as done: on to the page it pointed at (none for a plain mark).
                { type: 'goTo', params: ({ context }) => ({ path: context.nextPath }) },
                'forgetNext',
              ],
            },
            onError: { target: 'idle', actions: ['storeNotice', 'forgetNext'] },
          },
        },
      },
    },
    missing: {},
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type EnrolmentMachine = typeof enrolmentMachine;
export type EnrolmentSnapshot = SnapshotFrom<EnrolmentMachine>;
