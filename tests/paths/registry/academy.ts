// Registry entries of the academy's machines (machines/academy/): enrolment and progress, a lesson's content, and
// a chapter's quiz.
import type { AnyMachineSnapshot } from 'xstate';
import { enrolmentMachine } from '../../../machines/academy/enrolment.machine';
import type { EnrolmentEvent } from '../../../machines/academy/enrolment.types';
import { lessonMachine } from '../../../machines/academy/lesson.machine';
import type { LessonEvent } from '../../../machines/academy/lesson.types';
import { quizMachine } from '../../../machines/academy/quiz.machine';
import type { QuizEvent } from '../../../machines/academy/quiz.types';
import {
  academyFailures as failures,
  attemptResult,
  course,
  COURSE_ID,
  CHAPTER_ID,
  enrolment,
  lesson,
  LESSON_1,
  LESSON_2,
  lessonPath,
  partialAnswers,
  quiz,
  rightAnswers,
  standing,
} from '../../fixtures/academy-machines';
import { done, failed, typed, type MachineEntry } from './entry';

/** The state value, who the reader is, whether a notice shows, where "Next" goes and what the guards read. */
const academyKey = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as {
    viewer?: string;
    notice?: unknown;
    nextPath?: unknown;
    joinOnArrival?: boolean;
    loadedAs?: string | null;
    course?: { enrolment: { completedLessonIds: number[] } | null } | null;
  };
  // The guards also read whose copy of the course is here and which lessons are done.
  return JSON.stringify([
    context.loadedAs ?? null,
    context.course?.enrolment?.completedLessonIds ?? null,
    snapshot.value,
    context.viewer ?? null,
    Boolean(context.notice),
    context.nextPath ?? null,
    context.joinOnArrival ?? false,
  ]);
};

const preloadedCourse = { kind: 'found', data: { data: course() } } as const;

export const enrolment_: MachineEntry = {
  id: 'enrolment',
  file: 'machines/academy/enrolment.machine.ts',
  purpose: {
    en: 'A course on its detail and lesson screens: the course for a visitor or a member, "Start course" (sign in first, then join; the plan\'s course limit), "Joined" with the progress, lessons marked done and "Next".',
    vi: 'Khoá học trên màn hình chi tiết và bài học: khoá học cho khách hoặc thành viên, "Bắt đầu học" (đăng nhập trước rồi tham gia; giới hạn khoá học của gói), "Đã tham gia" kèm tiến độ, đánh dấu bài đã học và "Tiếp".',
  },
  machine: enrolmentMachine,
  starts: [
    {
      label: 'course detail opened in the app by a member',
      input: { courseId: COURSE_ID, viewer: 'member' },
    },
    {
      label: 'server-rendered course detail, session being read',
      input: { courseId: COURSE_ID, viewer: 'unknown', preloaded: preloadedCourse },
    },
    {
      label: 'server-rendered course detail for a visitor',
      input: { courseId: COURSE_ID, viewer: 'visitor', preloaded: preloadedCourse },
    },
    {
      label: 'server-rendered unknown course',
      input: { courseId: 999, viewer: 'visitor', preloaded: { kind: 'missing' } },
    },
    {
      label: 'back from sign-in after "Start course" (?join=1)',
      input: { courseId: COURSE_ID, viewer: 'member', joinOnArrival: true },
    },
  ],
  events: typed<EnrolmentEvent>([
    { type: 'session.changed', viewer: 'member' },
    { type: 'session.changed', viewer: 'visitor' },
    { type: 'user.join' },
    { type: 'user.markLesson', lessonId: LESSON_1, completed: true },
    { type: 'user.next', lessonId: LESSON_1, path: lessonPath(LESSON_2, 'he-so-phat-thai') },
    { type: 'user.retry' },
    { type: 'user.dismissNotice' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadCourse', course()),
      done('loadCourse', course(enrolment([LESSON_1]))),
      failed('loadCourse', failures.notFound),
      failed('loadCourse', failures.network),
      done('enrol', enrolment()),
      failed('enrol', failures.planLimit),
      failed('enrol', failures.unauthorized),
      failed('enrol', failures.server),
      done('saveProgress', enrolment([LESSON_1])),
      failed('saveProgress', failures.network),
    ],
  },
  serializeState: academyKey,
};

export const lesson_: MachineEntry = {
  id: 'lesson',
  file: 'machines/academy/lesson.machine.ts',
  purpose: {
    en: "A lesson's content: the preview lesson for everyone, the others for members who joined (sign in or join first); unknown lessons are 404.",
    vi: 'Nội dung một bài học: bài học thử cho mọi người, các bài khác cho thành viên đã tham gia khoá học (đăng nhập hoặc tham gia trước); bài học không tồn tại là 404.',
  },
  machine: lessonMachine,
  starts: [
    {
      label: 'a lesson opened in the app',
      input: { courseId: COURSE_ID, chapterId: CHAPTER_ID, lessonId: LESSON_2, viewer: 'member' },
    },
    {
      label: 'server-rendered preview lesson',
      input: {
        courseId: COURSE_ID,
        chapterId: CHAPTER_ID,
        lessonId: LESSON_1,
        viewer: 'visitor',
        preloaded: { kind: 'found', data: { data: lesson } },
      },
    },
    {
      label: 'server-rendered unknown lesson',
      input: {
        courseId: COURSE_ID,
        chapterId: CHAPTER_ID,
        lessonId: 999,
        viewer: 'visitor',
        preloaded: { kind: 'missing' },
      },
    },
    {
      label: 'server-rendered locked lesson, session being read',
      input: { courseId: COURSE_ID, chapterId: CHAPTER_ID, lessonId: LESSON_2, viewer: 'unknown' },
    },
  ],
  events: typed<LessonEvent>([
    { type: 'session.changed', viewer: 'member' },
    { type: 'session.changed', viewer: 'visitor' },
    { type: 'course.joined' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadLesson', { ...lesson, id: LESSON_2, preview: false }),
      failed('loadLesson', failures.unauthorized),
      failed('loadLesson', failures.forbidden),
      failed('loadLesson', failures.notFound),
      failed('loadLesson', failures.network),
    ],
  },
  serializeState: academyKey,
};

export const quiz_: MachineEntry = {
  id: 'quiz',
  file: 'machines/academy/quiz.machine.ts',
  purpose: {
    en: "A chapter's quiz: answer, submit, the scored result with explanations, retake, or wait when the attempts in a row are used up.",
    vi: 'Bài kiểm tra cuối chương: trả lời, nộp bài, kết quả có giải thích, làm lại, hoặc chờ khi đã dùng hết số lần làm liên tiếp.',
  },
  machine: quizMachine,
  starts: [{ label: "a chapter's quiz", input: { courseId: COURSE_ID, chapterId: CHAPTER_ID } }],
  events: typed<QuizEvent>([
    { type: 'user.submit', answers: partialAnswers },
    { type: 'user.submit', answers: rightAnswers },
    { type: 'user.retake' },
    { type: 'user.retry' },
    { type: 'user.dismissNotice' },
    { type: 'course.joined' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadQuiz', quiz()),
      done(
        'loadQuiz',
        quiz({ lastAttempt: attemptResult(false).outcome, standing: attemptResult(false).standing }),
      ),
      done(
        'loadQuiz',
        quiz({ standing: standing({ attempts: 3, attemptsLeft: 0, retryAt: '2026-11-25T10:00:00.000Z' }) }),
      ),
      failed('loadQuiz', failures.unauthorized),
      failed('loadQuiz', failures.forbidden),
      failed('loadQuiz', failures.notFound),
      failed('loadQuiz', failures.network),
      done('submitAttempt', attemptResult(true)),
      done('submitAttempt', attemptResult(false, 0)),
      failed('submitAttempt', failures.retryLater),
      failed('submitAttempt', failures.unauthorized),
      failed('submitAttempt', failures.server),
    ],
  },
  serializeState: (snapshot) => {
    const context = snapshot.context as {
      notice?: unknown;
      unanswered?: unknown[];
      standing?: { attemptsLeft?: unknown } | null;
    };
    return JSON.stringify([
      snapshot.value,
      Boolean(context.notice),
      context.unanswered?.length ?? 0,
      context.standing?.attemptsLeft ?? null,
    ]);
  },
};
