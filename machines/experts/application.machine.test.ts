// The applicant's expert application: the machine agrees with the lifecycle table the server uses, behaves as the
// page needs with fake actors, and its model paths (every event, with every outcome of its actors) cover every
// state and transition, each replayed on a real actor (tests/paths/replay.ts).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  APPLICATION_STATUSES,
  nextApplicationStatus,
  type ApplicationStatus,
} from '../../domain/experts/application-lifecycle';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import {
  application,
  applicationInput,
  draftInput,
  expertFailures,
  hanoi,
  loadWith,
  noCities,
} from '../../tests/fixtures/expert-applications';
import { applicationMachine, screenOf } from './application.machine';
import { selectApplicationView } from './application.selectors';
import type { ApplicationLoad, ApplicationWrite } from './application.types';
import type {
  CityList,
  ExpertApplication,
  ExpertApplicationDraft,
  ExpertApplicationInput,
} from './experts.types';

interface Fakes {
  load?: () => Promise<ApplicationLoad>;
  save?: (write: ApplicationWrite<ExpertApplicationDraft>) => Promise<ExpertApplication>;
  submit?: (write: ApplicationWrite<ExpertApplicationInput>) => Promise<ExpertApplication>;
  cities?: (countryId: number | null) => Promise<CityList>;
}

function start(fakes: Fakes) {
  const calls: unknown[] = [];
  const actor = createActor(
    applicationMachine.provide({
      actors: {
        loadApplication: fromPromise<ApplicationLoad>(() => {
          calls.push(['load']);
          return (fakes.load ?? (async () => loadWith(null, noCities)))();
        }),
        loadCities: fromPromise<CityList, { countryId: number | null }>(({ input }) => {
          calls.push(['cities', input.countryId]);
          return (fakes.cities ?? (async () => hanoi))(input.countryId);
        }),
        saveApplication: fromPromise<ExpertApplication, ApplicationWrite<ExpertApplicationDraft>>(
          ({ input }) => {
            calls.push(['save', input.version]);
            return (fakes.save ?? (async () => application('DRAFT')))(input);
          },
        ),
        submitApplication: fromPromise<ExpertApplication, ApplicationWrite<ExpertApplicationInput>>(
          ({ input }) => {
            calls.push(['submit', input.version]);
            return (fakes.submit ?? (async () => application('SUBMITTED')))(input);
          },
        ),
      },
    }),
  ).start();
  return { actor, calls };
}

const settled = (snapshot: AnyMachineSnapshot) =>
  !snapshot.hasTag('busy') && !snapshot.matches({ editing: 'cities' });

describe('expert application: the machine and the server table agree', () => {
  it.each([null, ...APPLICATION_STATUSES])('%s', async (status: ApplicationStatus | null) => {
    const { actor } = start({ load: async () => loadWith(status ? application(status) : null) });
    const snapshot = await waitFor(actor, settled);
    // The screen the machine shows for the status is the one the table gives.
    expect(snapshot.value).toEqual(screenOf(status) === 'editing' ? { editing: 'idle' } : screenOf(status));
    // The applicant may save / submit exactly when the table lets them (no application yet: a new one).
    for (const event of ['save', 'submit'] as const) {
      const allowed = status === null || nextApplicationStatus(status, event) !== null;
      const data = event === 'save' ? draftInput : applicationInput;
      expect(snapshot.can({ type: `user.${event}`, data } as never)).toBe(allowed);
    }
  });

  it('the screens are the table: editable, with staff, approved, rejected', () => {
    expect(APPLICATION_STATUSES.map((status) => [status, screenOf(status)])).toEqual([
      ['DRAFT', 'editing'],
      ['SUBMITTED', 'waiting'],
      ['UNDER_REVIEW', 'waiting'],
      ['CHANGES_REQUESTED', 'editing'],
      ['APPROVED', 'approved'],
      ['REJECTED', 'rejected'],
    ]);
    // A submit leads where the table says it leads.
    expect(screenOf(nextApplicationStatus('DRAFT', 'submit'))).toBe('waiting');
    expect(screenOf(nextApplicationStatus('CHANGES_REQUESTED', 'submit'))).toBe('waiting');
  });
});

describe('expert application machine', () => {
  it('a first visit: saves a draft (no version yet), then submits it with the draft version and waits', async () => {
    const { actor, calls } = start({});
    await waitFor(actor, settled);
    expect(selectApplicationView(actor.getSnapshot())).toMatchObject({ kind: 'editing', status: 'NEW' });
    actor.send({ type: 'user.save', data: draftInput });
    expect(selectApplicationView(actor.getSnapshot())).toMatchObject({ busy: 'saving' });
    const saved = await waitFor(actor, settled);
    expect(selectApplicationView(saved)).toMatchObject({ kind: 'editing', status: 'DRAFT', notice: 'saved' });
    actor.send({ type: 'user.submit', data: applicationInput });
    const sent = await waitFor(actor, settled);
    expect(selectApplicationView(sent)).toMatchObject({ kind: 'waiting' });
    expect(calls).toEqual([['load'], ['save', undefined], ['submit', 3]]);
  });

  it('changes requested: shows staff message, resubmits; a refresh while waiting shows the decision', async () => {
    let load = async () => loadWith(application('CHANGES_REQUESTED'));
    const { actor } = start({ load: () => load() });
    const editing = await waitFor(actor, settled);
    expect(selectApplicationView(editing)).toMatchObject({
      kind: 'editing',
      status: 'CHANGES_REQUESTED',
      application: { changesRequestedMessage: 'Vui lòng bổ sung đường dẫn kiểm chứng cho chứng chỉ.' },
    });
    actor.send({ type: 'user.submit', data: applicationInput });
    await waitFor(actor, (s) => s.matches('waiting'));
    load = async () => loadWith(application('APPROVED'));
    actor.send({ type: 'user.refresh' });
    expect(selectApplicationView(await waitFor(actor, settled))).toMatchObject({ kind: 'approved' });
  });

  it('after a rejection a new application starts from the answers and is created without a version', async () => {
    const { actor, calls } = start({ load: async () => loadWith(application('REJECTED')) });
    const rejected = await waitFor(actor, settled);
    expect(selectApplicationView(rejected)).toMatchObject({
      kind: 'rejected',
      application: { rejectionReason: 'UNVERIFIABLE_CREDENTIALS' },
    });
    actor.send({ type: 'user.startNew' });
    expect(selectApplicationView(actor.getSnapshot())).toMatchObject({
      kind: 'editing',
      status: 'NEW',
      startedNew: true,
    });
    actor.send({ type: 'user.submit', data: applicationInput });
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(calls.at(-1)).toEqual(['submit', undefined]);
  });

  it('409 goes to conflict, which reloads; field errors stay by their fields until edited; other errors keep the form', async () => {
    let submit = () => Promise.reject(expertFailures.conflict);
    const { actor } = start({
      load: async () => loadWith(application('DRAFT')),
      submit: () => submit(),
      save: () => Promise.reject(expertFailures.rateLimited),
    });
    await waitFor(actor, settled);
    actor.send({ type: 'user.submit', data: applicationInput });
    const conflict = await waitFor(actor, (s) => s.matches('conflict'));
    expect(selectApplicationView(conflict)).toEqual({
      kind: 'conflict',
      notice: { key: 'errors.conflict', text: expertFailures.conflict.message },
    });
    actor.send({ type: 'user.reload' });
    await waitFor(actor, settled);
    submit = () => Promise.reject(expertFailures.invalid);
    actor.send({ type: 'user.submit', data: applicationInput });
    const invalid = await waitFor(actor, (s) => settled(s) && Object.keys(s.context.fieldErrors).length > 0);
    expect(selectApplicationView(invalid)).toMatchObject({
      fieldErrors: {
        'credentials.0.evidenceUrl': { key: 'errors.validationFailed', text: 'Đường dẫn không hợp lệ' },
      },
      error: null,
    });
    actor.send({ type: 'user.editField', field: 'credentials.0.evidenceUrl' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'user.save', data: draftInput });
    const limited = await waitFor(actor, (s) => settled(s) && s.context.error !== null);
    expect(selectApplicationView(limited)).toMatchObject({
      kind: 'editing',
      error: { key: 'errors.rateLimited', text: expertFailures.rateLimited.message },
    });
  });

  it('a failed load says why and offers a retry', async () => {
    let load: () => Promise<ApplicationLoad> = () => Promise.reject(expertFailures.network);
    const { actor, calls } = start({ load: () => load() });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectApplicationView(failed)).toEqual({
      kind: 'failed',
      notice: { key: 'errors.networkError', text: null },
    });
    load = async () => loadWith(null, noCities);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls).toEqual([['load'], ['load']]);
  });

  it('a chosen country loads its cities (the last choice wins)', async () => {
    const { actor, calls } = start({});
    await waitFor(actor, settled);
    actor.send({ type: 'user.chooseCountry', countryId: 2 });
    actor.send({ type: 'user.chooseCountry', countryId: 1 });
    expect(selectApplicationView(actor.getSnapshot())).toMatchObject({ busy: 'cities' });
    const loaded = await waitFor(actor, settled);
    expect(selectApplicationView(loaded)).toMatchObject({ cities: hanoi });
    expect(calls.slice(1)).toEqual([
      ['cities', 2],
      ['cities', 1],
    ]);
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const applicationModelEvents = [
  { type: 'user.save', data: draftInput },
  { type: 'user.submit', data: applicationInput },
  { type: 'user.chooseCountry', countryId: 1 },
  { type: 'user.editField', field: 'credentials.0.evidenceUrl' },
  { type: 'user.refresh' },
  { type: 'user.startNew' },
  { type: 'user.reload' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadApplication', output: loadWith(null, noCities) },
  { type: 'xstate.done.actor.loadApplication', output: loadWith(application('CHANGES_REQUESTED')) },
  { type: 'xstate.done.actor.loadApplication', output: loadWith(application('UNDER_REVIEW')) },
  { type: 'xstate.done.actor.loadApplication', output: loadWith(application('APPROVED')) },
  { type: 'xstate.done.actor.loadApplication', output: loadWith(application('REJECTED')) },
  { type: 'xstate.error.actor.loadApplication', error: expertFailures.network },
  { type: 'xstate.done.actor.loadCities', output: hanoi },
  { type: 'xstate.error.actor.loadCities', error: expertFailures.network },
  { type: 'xstate.done.actor.saveApplication', output: application('DRAFT') },
  { type: 'xstate.error.actor.saveApplication', error: expertFailures.conflict },
  { type: 'xstate.error.actor.saveApplication', error: expertFailures.invalid },
  { type: 'xstate.error.actor.saveApplication', error: expertFailures.network },
  { type: 'xstate.done.actor.submitApplication', output: application('SUBMITTED') },
  // The server's answer decides the screen (a submit never answers these, but the machine would follow them).
  { type: 'xstate.done.actor.submitApplication', output: application('CHANGES_REQUESTED') },
  { type: 'xstate.done.actor.submitApplication', output: application('APPROVED') },
  { type: 'xstate.done.actor.submitApplication', output: application('REJECTED') },
  { type: 'xstate.error.actor.submitApplication', error: expertFailures.conflict },
  { type: 'xstate.error.actor.submitApplication', error: expertFailures.invalid },
  { type: 'xstate.error.actor.submitApplication', error: expertFailures.rateLimited },
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as {
    error: unknown;
    notice: unknown;
    startedNew: boolean;
    fieldErrors: object;
  };
  return JSON.stringify([
    snapshot.value,
    Boolean(context.error),
    context.notice,
    context.startedNew,
    Object.keys(context.fieldErrors).length > 0,
  ]);
};

describe('expert application machine: model paths', () => {
  const paths = transitionPaths(applicationMachine, { events: applicationModelEvents, serializeState });

  it('cover every state and every transition', () => {
    const coverage = pathCoverage(applicationMachine, paths, {});
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.transitions.covered).toHaveLength(coverage.transitions.all.length);
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors([
        'loadApplication',
        'loadCities',
        'saveApplication',
        'submitApplication',
      ] as const);
      const actor = createActor(applicationMachine.provide({ actors: script.actors as never })).start();
      await replayPath(actor, expectedSteps(applicationMachine, path, undefined), {
        settle: script.settle,
        onStep: (snapshot, step) => {
          expect(snapshot.context).toEqual(step.state.context);
          expect(selectApplicationView(snapshot)).toEqual(selectApplicationView(step.state as never));
        },
      });
      actor.stop();
    },
  );
});
