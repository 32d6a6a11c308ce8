// The enrolment machine with fake actors: who sees what, joining (sign-in first, plan limit), and the progress
// calls ("Next" marks the lesson done, then moves on). Its model paths are checked by tests/paths/registry.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { enrolmentMachine } from './enrolment.machine';
import { firstEnrolmentView, selectEnrolmentView } from './enrolment.selectors';
import type { EnrolmentInput } from './enrolment.types';
import type { CourseDetail, Enrolment, Viewer } from './academy.types';
import {
  academyFailures,
  course,
  COURSE_ID,
  enrolment,
  LESSON_1,
  LESSON_2,
  lessonPath,
} from '../../tests/fixtures/academy-machines';

function start(
  input: {
    viewer: Viewer;
    joinOnArrival?: boolean;
    preloaded?: { kind: 'found'; data: { data: CourseDetail } };
  },
  fakes: {
    loadCourse?: (viewer: Viewer) => Promise<CourseDetail>;
    enrol?: () => Promise<Enrolment>;
    saveProgress?: (request: { lessonId: number; completed: boolean }) => Promise<Enrolment>;
  } = {},
) {
  const goTo = vi.fn();
  const askSignIn = vi.fn();
  const machine = enrolmentMachine.provide({
    actors: {
      loadCourse: fromPromise(({ input: request }) =>
        (fakes.loadCourse ?? (async () => course()))(request.viewer),
      ),
      enrol: fromPromise(() => (fakes.enrol ?? (async () => enrolment()))()),
      saveProgress: fromPromise(({ input: request }) =>
        (fakes.saveProgress ?? (async () => enrolment([request.lessonId])))(request),
      ),
    },
    actions: { goTo: (_, params) => goTo(params.path), askSignIn },
  });
  const actor = createActor(machine, { input: { courseId: COURSE_ID, ...input } }).start();
  return { actor, goTo, askSignIn };
}

describe('enrolment machine', () => {
  it('a visitor sees the server-rendered course at once; "Start course" asks them to sign in', () => {
    const loadCourse = vi.fn(async () => course());
    const { actor, askSignIn } = start(
      { viewer: 'visitor', preloaded: { kind: 'found', data: { data: course() } } },
      { loadCourse },
    );
    expect(selectEnrolmentView(actor.getSnapshot())).toMatchObject({
      kind: 'shown',
      status: { kind: 'visitor' },
    });
    actor.send({ type: 'user.join' });
    expect(askSignIn).toHaveBeenCalledTimes(1);
    expect(loadCourse).not.toHaveBeenCalled();
  });

  it("waits for the session, then loads a member's own copy (with the enrolment)", async () => {
    const viewers: Viewer[] = [];
    const { actor } = start(
      { viewer: 'unknown', preloaded: { kind: 'found', data: { data: course() } } },
      {
        loadCourse: async (viewer) => {
          viewers.push(viewer);
          return course(enrolment([LESSON_1]));
        },
      },
    );
    expect(selectEnrolmentView(actor.getSnapshot())).toMatchObject({
      kind: 'shown',
      status: { kind: 'checking' },
    });
    actor.send({ type: 'session.changed', viewer: 'member' });
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));
    expect(viewers).toEqual(['member']);
    const view = selectEnrolmentView(actor.getSnapshot());
    expect(view).toMatchObject({
      kind: 'shown',
      status: { kind: 'joined', enrolment: { progressPercent: 33 } },
    });
  });

  it('back from sign-in with ?join=1: joins by itself and reads "Joined" with 0 %', async () => {
    const enrol = vi.fn(async () => enrolment());
    const { actor } = start({ viewer: 'member', joinOnArrival: true }, { enrol });
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));
    expect(enrol).toHaveBeenCalledTimes(1);
    const { course: joined } = actor.getSnapshot().context;
    expect(joined?.enrolled).toBe(true);
    expect(joined?.progressPercent).toBe(0);
  });

  it('the plan limit is its own state with the catalogue message; trying again can succeed', async () => {
    let refuse = true;
    const { actor } = start(
      { viewer: 'member' },
      {
        enrol: async () => {
          if (refuse) throw academyFailures.planLimit;
          return enrolment();
        },
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('notJoined'));
    actor.send({ type: 'user.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('planLimit'));
    expect(actor.getSnapshot().context.notice?.key).toBe('errors.planLimitReached');
    refuse = false;
    actor.send({ type: 'user.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));
  });

  it('"Next" marks the lesson done, updates every figure from the answer, then navigates', async () => {
    const saved: Array<{ lessonId: number; completed: boolean }> = [];
    const { actor, goTo } = start(
      { viewer: 'member' },
      {
        loadCourse: async () => course(enrolment()),
        saveProgress: async (request) => {
          saved.push(request);
          return enrolment([request.lessonId]);
        },
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));
    const next = lessonPath(LESSON_2, 'he-so-phat-thai');
    actor.send({ type: 'user.next', lessonId: LESSON_1, path: next });
    await waitFor(actor, (snapshot) => snapshot.matches({ joined: 'idle' }));
    expect(saved).toEqual([{ courseId: COURSE_ID, lessonId: LESSON_1, completed: true }]);
    expect(goTo).toHaveBeenCalledWith(next);
    const updated = actor.getSnapshot().context.course!;
    expect(updated.progressPercent).toBe(33);
    expect(updated.chapters[0].lessons[0].completed).toBe(true);
    // Already done: "Next" moves on without another call.
    actor.send({ type: 'user.next', lessonId: LESSON_1, path: next });
    expect(saved).toHaveLength(1);
    expect(goTo).toHaveBeenCalledTimes(2);
  });

  it('a failed progress call keeps the reader on the lesson with a notice (no navigation)', async () => {
    const { actor, goTo } = start(
      { viewer: 'member' },
      {
        loadCourse: async () => course(enrolment()),
        saveProgress: async () => {
          throw academyFailures.network;
        },
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));
    actor.send({ type: 'user.next', lessonId: LESSON_1, path: '/x' });
    await waitFor(actor, (snapshot) => snapshot.context.notice !== null);
    expect(actor.getSnapshot().context.notice?.key).toBe('errors.networkError');
    expect(goTo).not.toHaveBeenCalledWith('/x');
  });

  it('an unknown course is missing (the 404 page)', async () => {
    const { actor } = start(
      { viewer: 'visitor' },
      {
        loadCourse: async () => {
          throw academyFailures.notFound;
        },
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('missing'));
    expect(selectEnrolmentView(actor.getSnapshot())).toEqual({ kind: 'missing' });
  });

  it('starts in firstEnrolmentView, the view the pages show before the machine has loaded', () => {
    const found = { kind: 'found' as const, data: { data: course() } };
    const inputs: EnrolmentInput[] = [];
    for (const viewer of ['visitor', 'member', 'unknown'] as const) {
      for (const preloaded of [found, { kind: 'missing' as const }, null]) {
        for (const joinOnArrival of [false, true]) {
          inputs.push({ courseId: COURSE_ID, viewer, preloaded, joinOnArrival });
        }
      }
    }
    for (const input of inputs) {
      // Not started: the first snapshot, before any call is made.
      const first = createActor(enrolmentMachine, { input }).getSnapshot();
      expect(firstEnrolmentView(input), JSON.stringify(first.value)).toEqual(selectEnrolmentView(first));
    }
  });
});
