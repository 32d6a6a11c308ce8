// A learner's enrolment: joining a course (counted against the plan's COURSE limit and recorded in the space's
// usage), lesson progress and the resume point, and THE one function that turns the stored record into the
// contract's Enrolment (`buildEnrolment`): the course list, the course detail, the lesson progress call and the
// quiz attempt all answer through it, so every screen shows the same figure. The figures themselves are
// domain/academy/completion.ts's: the server alone decides that a course is complete.
import type { components } from '../../openapi/schema';
import { courseProgress, type CourseProgress } from '../../domain/academy/completion';
import type { Db } from '../db/client';
import { policyOf, type CourseRecord, type OutlineChapterRecord } from '../db/repos/academy-courses';
import {
  attemptsOf,
  certificateIdOf,
  completedLessonIdsOf,
  countEnrolmentsWithoutSpace,
  findEnrolment,
  insertEnrolment,
  lockUser,
  markEnrolmentCompleted,
  setLessonCompleted,
  setResumePoint,
  type AttemptRow,
  type EnrolmentRow,
} from '../db/repos/academy-enrolments';
import { findDefaultSpaceOfUser, lockSpace } from '../db/repos/spaces';
import type { User } from '../db/repos/users';
import { planLimitReached } from '../spaces/access';
import { DEFAULT_PLAN, decideAccess, findPlan } from '../spaces/plans';
import { checkAccess, recordUsage } from '../spaces/usage';

export type Enrolment = components['schemas']['Enrolment'];

/** The usage event of a join (GET /subscription/resource-history shows it). */
export const COURSE_ENROLLED = 'COURSE_ENROLLED';

export interface BuiltEnrolment {
  enrolment: Enrolment;
  progress: CourseProgress;
  attempts: AttemptRow[];
}

/**
 * The contract's Enrolment for a stored enrolment, under the course's policy, now. The first time the policy
 * finds the course complete, `completed_at` is set (never unset afterwards).
 */
export async function buildEnrolment(
  db: Db,
  course: CourseRecord,
  outline: readonly OutlineChapterRecord[],
  row: EnrolmentRow,
  now = new Date(),
): Promise<BuiltEnrolment> {
  const [doneIds, attempts, certificateId] = await Promise.all([
    completedLessonIdsOf(db, row.id),
    attemptsOf(db, row.id),
    certificateIdOf(db, row.id),
  ]);
  const policy = policyOf(course, outline);
  const chapters = outline.map((chapter) => ({
    id: chapter.id,
    lessons: chapter.lessons.map((lesson) => ({ id: lesson.id, required: lesson.required })),
    quizId: chapter.quiz?.id ?? null,
  }));
  const progress = courseProgress(policy, chapters, { completedLessonIds: doneIds, attempts }, now);
  let completedAt = row.completedAt;
  if (progress.complete && !completedAt) completedAt = await markEnrolmentCompleted(db, row.id);

  const lessons = outline.flatMap((chapter) => chapter.lessons.map((lesson) => ({ chapter, lesson })));
  const done = new Set(doneIds);
  const last = lessons.find(({ lesson }) => lesson.id === row.lastLessonId);
  const resumeAt = last ?? lessons[0];
  return {
    progress,
    attempts,
    enrolment: {
      courseId: course.id,
      enrolledAt: row.enrolledAt.toISOString(),
      // Lessons that are still part of the course, in course order.
      completedLessonIds: lessons.filter(({ lesson }) => done.has(lesson.id)).map(({ lesson }) => lesson.id),
      steps: progress.steps,
      stepsDone: progress.stepsDone,
      progressPercent: progress.percent,
      complete: progress.complete,
      completedAt: completedAt?.toISOString() ?? null,
      resume: resumeAt
        ? {
            courseId: course.id,
            chapterId: resumeAt.chapter.id,
            lessonId: resumeAt.lesson.id,
            slug: resumeAt.lesson.slug,
            title: resumeAt.lesson.title,
            positionSeconds: last ? row.lastPositionSeconds : null,
          }
        : null,
      quizzes: progress.quizzes,
      certificateId,
    },
  };
}

/**
 * Joins a course (idempotent: an existing enrolment is answered as it is, with nothing counted). A new one counts
 * against the COURSE limit of the caller's default space (owner space, else first active space) and is recorded
 * as a usage event of that space; a caller without a space is counted alone against the FREE plan. 403
 * PLAN_LIMIT_REACHED when the limit is used up. The space (or the user) is locked for the check and the insert,
 * so concurrent joins cannot pass the limit together.
 */
export async function enrol(db: Db, user: User, courseId: number): Promise<EnrolmentRow> {
  const existing = await findEnrolment(db, user.id, courseId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const space = await findDefaultSpaceOfUser(tx, user.id);
    if (space) await lockSpace(tx, space.id);
    else await lockUser(tx, user.id);
    const again = await findEnrolment(tx, user.id, courseId);
    if (again) return again;
    const decision = space
      ? await checkAccess(tx, space.id, 'COURSE', 1)
      : decideAccess(findPlan(DEFAULT_PLAN), 'COURSE', await countEnrolmentsWithoutSpace(tx, user.id), 1);
    if (!decision.allowed) throw planLimitReached();
    const row = await insertEnrolment(tx, { userId: user.id, courseId, spaceId: space?.id ?? null });
    if (!row) return (await findEnrolment(tx, user.id, courseId))!;
    if (space) {
      await recordUsage(tx, {
        spaceId: space.id,
        resource: 'COURSE',
        action: COURSE_ENROLLED,
        delta: 1,
        actor: user,
      });
    }
    return row;
  });
}

/**
 * PUT .../progress: marks the lesson done or not done and/or records the video position; the lesson becomes the
 * resume point. Answers the enrolment row after the change (the caller builds the Enrolment).
 */
export async function recordLessonProgress(
  db: Db,
  enrolment: EnrolmentRow,
  lessonId: number,
  change: { completed?: boolean; positionSeconds?: number },
): Promise<EnrolmentRow> {
  return db.transaction(async (tx) => {
    const locked = await findEnrolment(tx, enrolment.userId, enrolment.courseId, { lock: true });
    if (!locked) throw new Error('the enrolment disappeared');
    if (change.completed !== undefined) await setLessonCompleted(tx, locked.id, lessonId, change.completed);
    await setResumePoint(tx, locked.id, lessonId, change.positionSeconds);
    return (await findEnrolment(tx, enrolment.userId, enrolment.courseId))!;
  });
}
