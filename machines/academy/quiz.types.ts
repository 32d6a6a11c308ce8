// Types of the quiz machine: a chapter's end-of-chapter quiz, answering it, the scored result and retakes.
import type { Notice } from '../../domain/failures';
import type { Enrolment, Quiz, QuizAnswer, QuizAttemptOutcome, QuizStanding } from './academy.types';

export interface QuizInput {
  courseId: number;
  chapterId: number;
}

export interface QuizContext {
  courseId: number;
  chapterId: number;
  quiz: Quiz | null;
  /** The attempt shown as the result: the one just submitted, or the last one when the quiz opens. */
  outcome: QuizAttemptOutcome | null;
  standing: QuizStanding | null;
  /** The enrolment as the last attempt left it (progress may have moved); null until an attempt is submitted. */
  enrolment: Enrolment | null;
  /** Keys of the questions left unanswered at the last submit (the view marks them). */
  unanswered: string[];
  /** When the next attempt opens (ISO), while the attempts in a row are used up. */
  retryAt: string | null;
  notice: Notice | null;
}

export type QuizEvent =
  /** The chosen options of every question (indices into its options). */
  | { type: 'user.submit'; answers: QuizAnswer[] }
  /** Take the quiz again (after a result). */
  | { type: 'user.retake' }
  /** Load again (after a failure, or once the retry time has come). */
  | { type: 'user.retry' }
  | { type: 'user.dismissNotice' }
  /** The reader joined the course on this screen (the enrolment machine reached `joined`): the quiz opens. */
  | { type: 'course.joined' };

export interface QuizTypes {
  context: QuizContext;
  input: QuizInput;
  events: QuizEvent;
  tags: 'busy';
}

export type QuizView =
  | { kind: 'loading' }
  | {
      kind: 'answering';
      quiz: Quiz;
      standing: QuizStanding;
      submitting: boolean;
      unanswered: string[];
      notice: Notice | null;
    }
  | {
      kind: 'result';
      quiz: Quiz;
      outcome: QuizAttemptOutcome;
      standing: QuizStanding;
      enrolment: Enrolment | null;
    }
  | { kind: 'waiting'; quiz: Quiz | null; standing: QuizStanding | null; retryAt: string | null }
  | { kind: 'signInRequired' }
  | { kind: 'joinRequired' }
  | { kind: 'missing' }
  | { kind: 'failed'; notice: Notice };
