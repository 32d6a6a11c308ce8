// Types of the lesson machine: one lesson's content as a reader may see it (the preview lesson is public, the
// others are for members who joined the course).
import type { Notice } from '../../domain/failures';
import type { Lesson, PreloadedBody, SessionChangedEvent, Viewer } from './academy.types';

export interface LessonInput {
  courseId: number;
  chapterId: number;
  lessonId: number;
  viewer: Viewer;
  /** The server-rendered answer of GET .../lessons/{lessonId} (as a visitor: the preview lesson), if any. */
  preloaded?: PreloadedBody<Lesson> | null;
}

export interface LessonContext {
  courseId: number;
  chapterId: number;
  lessonId: number;
  viewer: Viewer;
  lesson: Lesson | null;
  notice: Notice | null;
  preloadedMissing: boolean;
}

export type LessonEvent =
  | SessionChangedEvent
  /** The reader joined the course on this screen (the enrolment machine reached `joined`): the lesson opens. */
  | { type: 'course.joined' }
  | { type: 'user.retry' };

export interface LessonTypes {
  context: LessonContext;
  input: LessonInput;
  events: LessonEvent;
  tags: 'busy';
}

export type LessonView =
  | { kind: 'loading' }
  | { kind: 'shown'; lesson: Lesson }
  /** Not the preview lesson, and the reader is a visitor: sign in (and join) to read it. */
  | { kind: 'signInRequired' }
  /** A member who has not joined the course. */
  | { kind: 'joinRequired' }
  | { kind: 'missing' }
  | { kind: 'failed'; notice: Notice };
