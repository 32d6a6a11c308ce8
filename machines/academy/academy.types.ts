// The academy's shapes as the API answers them (openapi/: CourseSummary, CourseDetail, Lesson, Enrolment, Quiz,
// QuizAttemptResult), and who is looking: the machines under machines/academy/ share them.
import type { components } from '../../openapi/schema';

export type CourseSummary = components['schemas']['CourseSummary'];
export type CourseDetail = components['schemas']['CourseDetail'];
export type Chapter = components['schemas']['Chapter'];
export type LessonSummary = components['schemas']['LessonSummary'];
export type Lesson = components['schemas']['Lesson'];
export type LessonRef = components['schemas']['LessonRef'];
export type Enrolment = components['schemas']['Enrolment'];
export type QuizStanding = components['schemas']['QuizStanding'];
export type Quiz = components['schemas']['Quiz'];
export type QuizQuestion = Quiz['questions'][number];
export type QuizAnswer = components['schemas']['QuizAttemptRequest']['answers'][number];
export type QuizAttemptOutcome = components['schemas']['QuizAttemptOutcome'];
export type QuizAttemptResult = components['schemas']['QuizAttemptResult'];
export type CourseTopic = components['schemas']['CourseTopic'];

/**
 * Who reads the page: a `visitor` (signed out), a signed-in `member`, or `unknown` while the session is still being
 * read (a server-rendered page hydrating with an access-token cookie). The page sends `session.changed` when it
 * knows.
 */
export type Viewer = 'visitor' | 'member' | 'unknown';

/** What the server already fetched while rendering the page (server-side rendering): its answer, or 404. */
export type PreloadedBody<T> = { kind: 'found'; data: { data: T } } | { kind: 'missing' };

/** The session became known or changed (signed in, signed out). */
export interface SessionChangedEvent {
  type: 'session.changed';
  viewer: Exclude<Viewer, 'unknown'>;
}
