import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { replayPath, scriptedActors, settled } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { pathCoverage } from '../../tests/paths/coverage';
import { ghgOffline, REPORT_ID } from '../../tests/fixtures/ghg';
import { reportShareMachine, selectReportShareView } from './report-share.machine';

const SPACE = '11111111-1111-4111-8111-111111111111';
const TOKEN = 'a'.repeat(43);
const RENEWED = 'b'.repeat(43);

function start(shareToken: string | null) {
  const script = scriptedActors(['shareReport', 'unshareReport'] as const);
  const actor = createActor(reportShareMachine.provide({ actors: script.actors as never }), {
    input: { reportId: REPORT_ID, spaceId: SPACE, shareToken },
  }).start();
  return { actor, script };
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

describe('report-share machine', () => {
  it('turns the link on, renews it, and turns it off', async () => {
    const { actor, script } = start(null);
    expect(selectReportShareView(actor.getSnapshot())).toEqual({ kind: 'off', busy: false, error: null });
    actor.send({ type: 'user.share' });
    expect(selectReportShareView(actor.getSnapshot())).toMatchObject({ kind: 'off', busy: true });
    expect(script.calls[0]).toMatchObject({ input: { reportId: REPORT_ID, spaceId: SPACE } });
    script.settle(done('shareReport', { shareToken: TOKEN }));
    await settled();
    expect(selectReportShareView(actor.getSnapshot())).toEqual({
      kind: 'on',
      token: TOKEN,
      busy: false,
      error: null,
    });
    actor.send({ type: 'user.share' });
    script.settle(done('shareReport', { shareToken: RENEWED }));
    await settled();
    expect(selectReportShareView(actor.getSnapshot())).toMatchObject({ kind: 'on', token: RENEWED });
    actor.send({ type: 'user.unshare' });
    script.settle(done('unshareReport', { shareToken: null }));
    await settled();
    expect(selectReportShareView(actor.getSnapshot())).toEqual({ kind: 'off', busy: false, error: null });
  });

  it('keeps the link as it was and says why when a call fails', async () => {
    const { actor, script } = start(TOKEN);
    actor.send({ type: 'user.unshare' });
    script.settle(failed('unshareReport', ghgOffline));
    await settled();
    expect(selectReportShareView(actor.getSnapshot())).toEqual({
      kind: 'on',
      token: TOKEN,
      busy: false,
      error: { key: 'errors.networkError', text: null },
    });
    actor.send({ type: 'user.share' });
    script.settle(done('shareReport', { nope: true }));
    await settled();
    expect(selectReportShareView(actor.getSnapshot())).toMatchObject({
      kind: 'on',
      token: TOKEN,
      error: { key: 'errors.generic', text: null },
    });
  });
});

const events = [
  { type: 'user.share' },
  { type: 'user.unshare' },
  done('shareReport', { shareToken: TOKEN }),
  done('shareReport', null),
  failed('shareReport', ghgOffline),
  done('unshareReport', { shareToken: null }),
  done('unshareReport', null),
  failed('unshareReport', ghgOffline),
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    (snapshot.context as { shareToken: unknown; error: unknown }).shareToken,
    (snapshot.context as { error: unknown }).error,
  ]);

describe('report-share machine: model paths', () => {
  const starts = [null, TOKEN];
  const pathsByStart = starts.map(
    (shareToken) =>
      [
        shareToken,
        transitionPaths(reportShareMachine, {
          events,
          serializeState,
          input: { reportId: REPORT_ID, spaceId: SPACE, shareToken },
        }),
      ] as const,
  );

  it('cover every state and every transition', () => {
    const covered = pathsByStart.map(([shareToken, paths]) =>
      pathCoverage(reportShareMachine, [{ steps: [] }, ...paths], {
        input: { reportId: REPORT_ID, spaceId: SPACE, shareToken },
      }),
    );
    const states = new Set(covered.flatMap((coverage) => coverage.states.covered));
    const transitions = new Set(
      covered.flatMap((coverage) => coverage.transitions.covered.map((ref) => ref.id)),
    );
    expect(covered[0].states.all.filter((state) => !states.has(state))).toEqual([]);
    expect(covered[0].transitions.all.map((ref) => ref.id).filter((ref) => !transitions.has(ref))).toEqual(
      [],
    );
  });

  const all = pathsByStart.flatMap(([shareToken, paths]) => paths.map((path) => [shareToken, path] as const));
  it.each(
    all.map(
      ([shareToken, path]) =>
        [
          `${shareToken ? 'on' : 'off'}: ${path.steps.map((step) => step.event.type).join(' → ')}`,
          shareToken,
          path,
        ] as const,
    ),
  )('replays on a real actor: %s', async (_, shareToken, path) => {
    const { actor, script } = start(shareToken);
    await replayPath(
      actor,
      expectedSteps(reportShareMachine, path, { reportId: REPORT_ID, spaceId: SPACE, shareToken }),
      {
        settle: script.settle,
        onStep: (snapshot, step) => {
          expect(snapshot.value).toEqual(step.state.value);
          expect(snapshot.context).toEqual(step.state.context);
        },
      },
    );
    actor.stop();
  });
});
