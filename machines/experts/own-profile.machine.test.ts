// The expert's own profile: behaviour with fake actors, and model paths that cover every state and transition,
// each replayed on a real actor (tests/paths/replay.ts).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import {
  applicationInput,
  expertFailures,
  hanoi,
  ownProfileLoad,
  pendingProfile,
} from '../../tests/fixtures/expert-applications';
import type { CityList, ExpertOwnProfile, ExpertProfileUpdate } from './experts.types';
import { ownProfileMachine } from './own-profile.machine';
import { selectOwnProfileView } from './own-profile.selectors';
import type { OwnProfileLoad } from './own-profile.types';

const { firstName: _f, lastName: _l, phone, agreePrivacy: _a, ...facts } = applicationInput;
const update: ExpertProfileUpdate = { ...facts, contactPhone: phone };

function start(fakes: {
  load?: () => Promise<OwnProfileLoad>;
  save?: (data: ExpertProfileUpdate) => Promise<ExpertOwnProfile>;
}) {
  const calls: unknown[] = [];
  const actor = createActor(
    ownProfileMachine.provide({
      actors: {
        loadOwnProfile: fromPromise<OwnProfileLoad>(() => {
          calls.push('load');
          return (fakes.load ?? (async () => ownProfileLoad))();
        }),
        loadCities: fromPromise<CityList, { countryId: number | null }>(async () => hanoi),
        saveOwnProfile: fromPromise<ExpertOwnProfile, ExpertProfileUpdate>(({ input }) => {
          calls.push(['save', input.contactPhone]);
          return (fakes.save ?? (async () => pendingProfile))(input);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

const settled = (s: AnyMachineSnapshot) => !s.hasTag('busy') && !s.matches({ ready: 'cities' });

describe('own profile machine', () => {
  it('loads the profile, publishes a save and shows the credentials change waiting for review', async () => {
    const { actor, calls } = start({});
    const ready = await waitFor(actor, settled);
    expect(selectOwnProfileView(ready)).toMatchObject({ kind: 'ready', busy: null, saves: 0 });
    actor.send({ type: 'user.save', data: update });
    expect(selectOwnProfileView(actor.getSnapshot())).toMatchObject({ busy: 'saving' });
    const saved = await waitFor(actor, settled);
    expect(selectOwnProfileView(saved)).toMatchObject({
      kind: 'ready',
      notice: 'saved',
      saves: 1,
      profile: { pendingCredentials: { kind: 'CREDENTIALS', status: 'SUBMITTED' } },
    });
    expect(calls).toEqual(['load', ['save', '0912345678']]);
  });

  it('a caller who is not an expert (404) is pointed to the application; 409 reloads', async () => {
    const missing = start({ load: () => Promise.reject(expertFailures.notFound) });
    expect(selectOwnProfileView(await waitFor(missing.actor, settled))).toEqual({ kind: 'notExpert' });
    const { actor, calls } = start({ save: () => Promise.reject(expertFailures.conflict) });
    await waitFor(actor, settled);
    actor.send({ type: 'user.save', data: update });
    const conflict = await waitFor(actor, (s) => s.matches('conflict'));
    expect(selectOwnProfileView(conflict)).toEqual({
      kind: 'conflict',
      notice: { key: 'errors.conflict', text: expertFailures.conflict.message },
    });
    actor.send({ type: 'user.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.filter((call) => call === 'load')).toHaveLength(2);
  });

  it('field errors stay by their field until it is edited', async () => {
    const { actor } = start({ save: () => Promise.reject(expertFailures.invalid) });
    await waitFor(actor, settled);
    actor.send({ type: 'user.save', data: update });
    const refused = await waitFor(actor, (s) => settled(s) && Object.keys(s.context.fieldErrors).length > 0);
    expect(selectOwnProfileView(refused)).toMatchObject({
      fieldErrors: { 'credentials.0.evidenceUrl': { text: 'Đường dẫn không hợp lệ' } },
    });
    actor.send({ type: 'user.editField', field: 'credentials.0.evidenceUrl' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});

const events = [
  { type: 'user.save', data: update },
  { type: 'user.chooseCountry', countryId: 1 },
  { type: 'user.editField', field: 'credentials.0.evidenceUrl' },
  { type: 'user.dismissNotice' },
  { type: 'user.reload' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadOwnProfile', output: ownProfileLoad },
  { type: 'xstate.error.actor.loadOwnProfile', error: expertFailures.notFound },
  { type: 'xstate.error.actor.loadOwnProfile', error: expertFailures.network },
  { type: 'xstate.done.actor.loadCities', output: hanoi },
  { type: 'xstate.error.actor.loadCities', error: expertFailures.network },
  { type: 'xstate.done.actor.saveOwnProfile', output: pendingProfile },
  { type: 'xstate.error.actor.saveOwnProfile', error: expertFailures.conflict },
  { type: 'xstate.error.actor.saveOwnProfile', error: expertFailures.invalid },
  { type: 'xstate.error.actor.saveOwnProfile', error: expertFailures.network },
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as { error: unknown; notice: unknown; fieldErrors: object };
  return JSON.stringify([
    snapshot.value,
    Boolean(context.error),
    context.notice,
    Object.keys(context.fieldErrors).length > 0,
  ]);
};

describe('own profile machine: model paths', () => {
  const paths = transitionPaths(ownProfileMachine, { events, serializeState });

  it('cover every state and every transition', () => {
    const coverage = pathCoverage(ownProfileMachine, paths, {});
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.transitions.covered).toHaveLength(coverage.transitions.all.length);
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors(['loadOwnProfile', 'loadCities', 'saveOwnProfile'] as const);
      const actor = createActor(ownProfileMachine.provide({ actors: script.actors as never })).start();
      await replayPath(actor, expectedSteps(ownProfileMachine, path, undefined), {
        settle: script.settle,
        onStep: (snapshot, step) => {
          expect(snapshot.context).toEqual(step.state.context);
          expect(selectOwnProfileView(snapshot)).toEqual(selectOwnProfileView(step.state as never));
        },
      });
      actor.stop();
    },
  );
});
