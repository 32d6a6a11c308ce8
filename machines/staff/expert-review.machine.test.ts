// One expert application in the staff review: the steps offered are the lifecycle table's, behaviour with fake
// actors, and model paths that cover every state and transition, each replayed on a real actor.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  APPLICATION_EVENT_ACTOR,
  APPLICATION_EVENTS,
  APPLICATION_STATUSES,
  nextApplicationStatus,
} from '../../domain/experts/application-lifecycle';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import {
  APPLICATION,
  expertFailures,
  hanoi,
  reference,
  staffApplication,
  staffLoad,
} from '../../tests/fixtures/expert-applications';
import { allowedSteps, expertReviewMachine, REVIEW_STEPS } from './expert-review.machine';
import { selectExpertReviewView } from './expert-review.selectors';
import type { ExpertReviewLoad, ReviewStepInput, StaffExpertApplication } from './expert-review.types';

const input = { id: APPLICATION };
const stepEvents = {
  startReview: { type: 'user.startReview' },
  requestChanges: { type: 'user.requestChanges', message: ' Vui lòng bổ sung đường dẫn kiểm chứng. ' },
  approve: { type: 'user.approve' },
  reject: { type: 'user.reject', reasonCode: 'OUT_OF_SCOPE', message: 'Lĩnh vực không thuộc phạm vi.' },
} as const;

function start(
  load: () => Promise<StaffExpertApplication>,
  review: (step: ReviewStepInput) => Promise<StaffExpertApplication>,
) {
  const calls: unknown[] = [];
  const actor = createActor(
    expertReviewMachine.provide({
      actors: {
        loadExpertApplication: fromPromise<ExpertReviewLoad, { id: string }>(async ({ input: { id } }) => {
          calls.push(['load', id]);
          return { application: await load(), reference, cities: hanoi };
        }),
        reviewExpertApplication: fromPromise<StaffExpertApplication, ReviewStepInput>(({ input: step }) => {
          calls.push(['review', step.version, step.action]);
          return review(step);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

describe('expert review: the steps are the lifecycle table', () => {
  it('the review steps are the staff events of the table', () => {
    expect([...REVIEW_STEPS].sort()).toEqual(
      APPLICATION_EVENTS.filter((event) => APPLICATION_EVENT_ACTOR[event] === 'staff').sort(),
    );
  });

  it.each(APPLICATION_STATUSES)(
    '%s offers what the table allows, and nothing else is sent',
    async (status) => {
      const { actor, calls } = start(
        async () => staffApplication(status),
        async () => staffApplication(status),
      );
      const ready = await waitFor(actor, (s) => s.matches('ready'));
      const allowed = REVIEW_STEPS.filter((step) => nextApplicationStatus(status, step) !== null);
      expect(allowedSteps(staffApplication(status))).toEqual(allowed);
      for (const step of REVIEW_STEPS)
        expect(ready.can(stepEvents[step] as never)).toBe(allowed.includes(step));
      expect(calls).toEqual([['load', APPLICATION]]);
    },
  );
});

describe('expert review machine', () => {
  it('starts the review, asks for changes (trimmed text) with the shown version, and says what happened', async () => {
    let current = staffApplication('SUBMITTED');
    const { actor, calls } = start(
      async () => current,
      async (step) => {
        current = staffApplication(
          step.action.kind === 'startReview' ? 'UNDER_REVIEW' : 'CHANGES_REQUESTED',
          {
            version: step.version + 1,
          },
        );
        return current;
      },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.startReview' });
    expect(selectExpertReviewView(actor.getSnapshot())).toMatchObject({ acting: 'startReview' });
    const started = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectExpertReviewView(started)).toMatchObject({
      notice: 'startReview',
      steps: ['requestChanges', 'approve', 'reject'],
    });
    actor.send(stepEvents.requestChanges);
    const asked = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectExpertReviewView(asked)).toMatchObject({ notice: 'requestChanges', steps: [] });
    expect(calls.slice(1)).toEqual([
      ['review', 3, { kind: 'startReview' }],
      ['review', 4, { kind: 'requestChanges', message: 'Vui lòng bổ sung đường dẫn kiểm chứng.' }],
    ]);
  });

  it('409 loads the application again and says it had moved; a refused text stays by its field', async () => {
    let review = (): Promise<StaffExpertApplication> => Promise.reject(expertFailures.conflict);
    let loads = 0;
    const { actor } = start(
      async () => staffApplication(loads++ === 0 ? 'UNDER_REVIEW' : 'REJECTED'),
      () => review(),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.approve' });
    expect(selectExpertReviewView(actor.getSnapshot())).toMatchObject({ acting: 'approve' });
    const reloaded = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && loads === 2);
    expect(selectExpertReviewView(reloaded)).toMatchObject({
      kind: 'ready',
      application: { status: 'REJECTED' },
      steps: [],
      error: { key: 'errors.conflict', text: expertFailures.conflict.message },
    });
    const second = start(
      async () => staffApplication('UNDER_REVIEW'),
      () => review(),
    );
    review = () =>
      Promise.reject({
        ...expertFailures.invalid,
        details: [{ field: 'message', message: 'Tối thiểu 10 ký tự' }],
      });
    await waitFor(second.actor, (s) => s.matches('ready'));
    second.actor.send(stepEvents.reject);
    const refused = await waitFor(second.actor, (s) => s.context.messageError !== null);
    expect(selectExpertReviewView(refused)).toMatchObject({
      messageError: { key: 'errors.validationFailed', text: 'Tối thiểu 10 ký tự' },
      error: null,
    });
  });

  it('404 is "not found", 403 "no access", a network failure offers a retry', async () => {
    const missing = start(
      () => Promise.reject(expertFailures.notFound),
      () => Promise.reject(new Error('unused')),
    );
    expect(selectExpertReviewView(await waitFor(missing.actor, (s) => s.matches('notFound')))).toMatchObject({
      kind: 'notFound',
    });
    const denied = start(
      () => Promise.reject(expertFailures.forbidden),
      () => Promise.reject(new Error('unused')),
    );
    expect(selectExpertReviewView(await waitFor(denied.actor, (s) => s.matches('forbidden')))).toMatchObject({
      kind: 'forbidden',
    });
    let load: () => Promise<StaffExpertApplication> = () => Promise.reject(expertFailures.network);
    const offline = start(
      () => load(),
      () => Promise.reject(new Error('unused')),
    );
    await waitFor(offline.actor, (s) => s.matches('failed'));
    load = async () => staffApplication('SUBMITTED');
    offline.actor.send({ type: 'user.retry' });
    await waitFor(offline.actor, (s) => s.matches('ready'));
  });
});

const events = [
  ...Object.values(stepEvents),
  { type: 'user.dismissNotice' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadExpertApplication', output: staffLoad('SUBMITTED') },
  { type: 'xstate.done.actor.loadExpertApplication', output: staffLoad('UNDER_REVIEW') },
  { type: 'xstate.error.actor.loadExpertApplication', error: expertFailures.notFound },
  { type: 'xstate.error.actor.loadExpertApplication', error: expertFailures.forbidden },
  { type: 'xstate.error.actor.loadExpertApplication', error: expertFailures.network },
  { type: 'xstate.done.actor.reviewExpertApplication', output: staffApplication('UNDER_REVIEW') },
  { type: 'xstate.done.actor.reviewExpertApplication', output: staffApplication('APPROVED') },
  { type: 'xstate.error.actor.reviewExpertApplication', error: expertFailures.conflict },
  {
    type: 'xstate.error.actor.reviewExpertApplication',
    error: { ...expertFailures.invalid, details: [{ field: 'message', message: 'Tối thiểu 10 ký tự' }] },
  },
  { type: 'xstate.error.actor.reviewExpertApplication', error: expertFailures.network },
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as {
    application: StaffExpertApplication | null;
    error: unknown;
    messageError: unknown;
    notice: unknown;
  };
  return JSON.stringify([
    snapshot.value,
    context.application?.status ?? null,
    Boolean(context.error),
    Boolean(context.messageError),
    context.notice,
  ]);
};

describe('expert review machine: model paths', () => {
  const paths = transitionPaths(expertReviewMachine, { events, serializeState, input });

  it('cover every state and every transition', () => {
    const coverage = pathCoverage(expertReviewMachine, paths, { input });
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.transitions.covered).toHaveLength(coverage.transitions.all.length);
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors(['loadExpertApplication', 'reviewExpertApplication'] as const);
      const actor = createActor(expertReviewMachine.provide({ actors: script.actors as never }), {
        input,
      }).start();
      await replayPath(actor, expectedSteps(expertReviewMachine, path, input), {
        settle: script.settle,
        onStep: (snapshot, step) => {
          expect(snapshot.context).toEqual(step.state.context);
          expect(selectExpertReviewView(snapshot)).toEqual(selectExpertReviewView(step.state as never));
        },
      });
      for (const call of script.calls) expect(call.input).toMatchObject({ id: APPLICATION });
      actor.stop();
    },
  );
});
