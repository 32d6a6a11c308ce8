// The lesson machine with a fake `loadLesson`: the preview lesson for everyone, locked lessons for visitors and
// non-members, opening once the reader joined. Its model paths are checked by tests/paths/registry.test.ts.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lessonMachine, selectLessonView } from './lesson.machine';
import { firstLessonView } from './lesson.selectors';
import type { LessonInput } from './lesson.types';
import type { Lesson } from './academy.types';
import {
  academyFailures,
  CHAPTER_ID,
  COURSE_ID,
  lesson,
  LESSON_2,
} from '../../tests/fixtures/academy-machines';

function start(answers: Array<() => Promise<Lesson>>, viewer: 'visitor' | 'member' | 'unknown' = 'member') {
  let calls = 0;
  const machine = lessonMachine.provide({
    actors: { loadLesson: fromPromise(() => answers[Math.min(calls++, answers.length - 1)]()) },
  });
  const actor = createActor(machine, {
    input: { courseId: COURSE_ID, chapterId: CHAPTER_ID, lessonId: LESSON_2, viewer },
  }).start();
  return { actor, calls: () => calls };
}

describe('lesson machine', () => {
  it('the server-rendered preview lesson shows without a request', () => {
    const actor = createActor(lessonMachine, {
      input: {
        courseId: COURSE_ID,
        chapterId: CHAPTER_ID,
        lessonId: lesson.id,
        viewer: 'visitor',
        preloaded: { kind: 'found', data: { data: lesson } },
      },
    }).start();
    expect(selectLessonView(actor.getSnapshot())).toEqual({ kind: 'shown', lesson });
  });

  it('a visitor is asked to sign in; signed in and joined, the lesson loads', async () => {
    const { actor } = start(
      [
        async () => {
          throw academyFailures.unauthorized;
        },
        async () => {
          throw academyFailures.forbidden;
        },
        async () => ({ ...lesson, id: LESSON_2 }),
      ],
      'visitor',
    );
    await waitFor(actor, (snapshot) => snapshot.matches('signInRequired'));
    actor.send({ type: 'session.changed', viewer: 'member' });
    await waitFor(actor, (snapshot) => snapshot.matches('joinRequired'));
    expect(selectLessonView(actor.getSnapshot())).toEqual({ kind: 'joinRequired' });
    actor.send({ type: 'course.joined' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(actor.getSnapshot().context.lesson?.id).toBe(LESSON_2);
  });

  it('an unknown lesson is missing; a network failure can be retried', async () => {
    const missing = start([
      async () => {
        throw academyFailures.notFound;
      },
    ]);
    await waitFor(missing.actor, (snapshot) => snapshot.matches('missing'));
    const flaky = start([
      async () => {
        throw academyFailures.network;
      },
      async () => lesson,
    ]);
    await waitFor(flaky.actor, (snapshot) => snapshot.matches('failed'));
    expect(selectLessonView(flaky.actor.getSnapshot())).toMatchObject({
      kind: 'failed',
      notice: { key: 'errors.networkError' },
    });
    flaky.actor.send({ type: 'user.retry' });
    await waitFor(flaky.actor, (snapshot) => snapshot.matches('shown'));
    expect(flaky.calls()).toBe(2);
  });

  it('starts in firstLessonView, the view the page shows before the machine has loaded', () => {
    for (const viewer of ['visitor', 'member', 'unknown'] as const) {
      for (const preloaded of [
        { kind: 'found' as const, data: { data: lesson } },
        { kind: 'missing' as const },
        null,
      ]) {
        const input: LessonInput = {
          courseId: COURSE_ID,
          chapterId: CHAPTER_ID,
          lessonId: lesson.id,
          viewer,
          preloaded,
        };
        // Not started: the first snapshot, before any call is made.
        const first = createActor(lessonMachine, { input }).getSnapshot();
        expect(firstLessonView(input), JSON.stringify(first.value)).toEqual(selectLessonView(first));
      }
    }
  });
});
