// Types of the enrolment machine: a course as one reader sees it (course detail and lesson screens), joining it, and
// the progress calls that keep the one `Enrolment` (progressPercent, done lessons, resume point) current.
import type { Notice } from '../../domain/failures';
import type { CourseDetail, Enrolment, PreloadedBody, SessionChangedEvent, Viewer } from './academy.types';

export interface EnrolmentInput {
  courseId: number;
  viewer: Viewer;
  /** The server-rendered answer of GET /academy/courses/{id} (as a visitor), if any. */
  preloaded?: PreloadedBody<CourseDetail> | null;
  /** Came back from sign-in after "Start course" (`?join=1`): join once the course is loaded. */
  joinOnArrival?: boolean;
}

export interface EnrolmentContext {
  courseId: number;
  viewer: Viewer;
  course: CourseDetail | null;
  /** Who the course was loaded for (a visitor's copy has no enrolment). */
  loadedAs: Viewer | null;
  joinOnArrival: boolean;
  /** The last failed call's notice (load, join or progress); null otherwise. */
  notice: Notice | null;
  /** Where to go once the progress call has answered ("Next" marks the lesson done, then moves on). */
  nextPath: string | null;
  preloadedMissing: boolean;
}

export type EnrolmentEvent =
  | SessionChangedEvent
  /** "Start course": joins a member; asks a visitor to sign in (and come back). */
  | { type: 'user.join' }
  /** Mark a lesson done or not done. */
  | { type: 'user.markLesson'; lessonId: number; completed: boolean }
  /** "Next" (or "Next lesson"): mark `lessonId` done unless it is, then go to `path`. */
  | { type: 'user.next'; lessonId: number; path: string }
  | { type: 'user.retry' }
  | { type: 'user.dismissNotice' };

/** `busy`: a call the reader waits for (load, join, progress). */
export type EnrolmentTag = 'busy';

export interface EnrolmentTypes {
  context: EnrolmentContext;
  input: EnrolmentInput;
  events: EnrolmentEvent;
  tags: EnrolmentTag;
}

/** The join area and progress of a course, as the views show it. */
export type EnrolmentStatus =
  /** The session is being read: the course shows, the button waits. */
  | { kind: 'checking' }
  | { kind: 'visitor' }
  | { kind: 'notJoined'; joining: boolean }
  | { kind: 'planLimit' }
  | { kind: 'joined'; enrolment: Enrolment; saving: boolean };

export type EnrolmentView =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; notice: Notice }
  | { kind: 'shown'; course: CourseDetail; status: EnrolmentStatus; notice: Notice | null };
