import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { replayPath, scriptedActors, settled } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { ghgNotFound, ghgOffline, ghgServerFault, REPORT_ID, steelReport } from '../../tests/fixtures/ghg';
import { riskReportMachine, selectRiskReportView } from './risk-report.machine';

function start(id: string | null) {
  const script = scriptedActors(['loadReport'] as const);
  const actor = createActor(riskReportMachine.provide({ actors: script.actors as never }), {
    input: { id },
  }).start();
  return { actor, script };
}

const settle = async (script: ReturnType<typeof scriptedActors>, event: EventObject) => {
  expect(script.settle(event)).toBe(true);
  await settled();
};

describe('risk-report machine', () => {
  it('loads the report by id and shows it', async () => {
    const { actor, script } = start(REPORT_ID);
    expect(selectRiskReportView(actor.getSnapshot())).toEqual({ kind: 'loading' });
    expect(script.calls).toEqual([expect.objectContaining({ input: { id: REPORT_ID } })]);
    await settle(script, { type: 'xstate.done.actor.loadReport', output: steelReport } as EventObject);
    expect(selectRiskReportView(actor.getSnapshot())).toEqual({
      kind: 'loaded',
      report: steelReport,
      refreshing: false,
    });
  });

  it('reloads after a language switch and keeps the report on screen meanwhile', async () => {
    const { actor, script } = start(REPORT_ID);
    await settle(script, { type: 'xstate.done.actor.loadReport', output: steelReport } as EventObject);
    actor.send({ type: 'app.localeChanged' });
    expect(selectRiskReportView(actor.getSnapshot())).toMatchObject({ kind: 'loaded', refreshing: true });
    expect(script.calls).toHaveLength(2);
  });

  it('says the report does not exist without an id, and on a 404', async () => {
    const none = start(null);
    expect(selectRiskReportView(none.actor.getSnapshot())).toEqual({ kind: 'notFound' });
    expect(none.script.calls).toHaveLength(0);
    const unknown = start(REPORT_ID);
    await settle(unknown.script, {
      type: 'xstate.error.actor.loadReport',
      error: ghgNotFound,
    } as EventObject);
    expect(selectRiskReportView(unknown.actor.getSnapshot())).toEqual({ kind: 'notFound' });
  });

  it('says why it failed, and tries again on request', async () => {
    const { actor, script } = start(REPORT_ID);
    await settle(script, { type: 'xstate.error.actor.loadReport', error: ghgOffline } as EventObject);
    expect(selectRiskReportView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      error: { key: 'errors.networkError', text: null },
    });
    actor.send({ type: 'user.retry' });
    expect(selectRiskReportView(actor.getSnapshot())).toEqual({ kind: 'loading' });
    await settle(script, { type: 'xstate.done.actor.loadReport', output: steelReport } as EventObject);
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('treats a malformed answer as a failure', async () => {
    const { actor, script } = start(REPORT_ID);
    await settle(script, { type: 'xstate.done.actor.loadReport', output: { data: null } } as EventObject);
    expect(selectRiskReportView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      error: { key: 'errors.generic', text: null },
    });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const events = [
  { type: 'user.retry' },
  { type: 'app.localeChanged' },
  { type: 'xstate.done.actor.loadReport', output: steelReport },
  { type: 'xstate.done.actor.loadReport', output: null },
  { type: 'xstate.error.actor.loadReport', error: ghgNotFound },
  { type: 'xstate.error.actor.loadReport', error: ghgOffline },
  { type: 'xstate.error.actor.loadReport', error: ghgServerFault },
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    (snapshot.context as { error: unknown }).error,
    Boolean((snapshot.context as { report: unknown }).report),
  ]);

const starts = [REPORT_ID, null];

describe('risk-report machine: model paths', () => {
  const pathsByStart = starts.map(
    (id) => [id, transitionPaths(riskReportMachine, { events, serializeState, input: { id } })] as const,
  );

  it('cover every state and every transition (from both starts)', () => {
    const paths = pathsByStart.flatMap(([id, paths]) =>
      paths.map((path) => ({ ...path, steps: path.steps, id })),
    );
    // The empty path is the start itself (without an id the page settles at once, with no further event).
    const covered = pathsByStart.map(([id, paths]) =>
      pathCoverage(riskReportMachine, [{ steps: [] }, ...paths], { input: { id } }),
    );
    const states = new Set(covered.flatMap((coverage) => coverage.states.covered));
    const transitions = new Set(
      covered.flatMap((coverage) => coverage.transitions.covered.map((ref) => ref.id)),
    );
    expect(paths.length).toBeGreaterThan(8);
    expect(covered[0].states.all.filter((state) => !states.has(state))).toEqual([]);
    expect(covered[0].transitions.all.map((ref) => ref.id).filter((ref) => !transitions.has(ref))).toEqual(
      [],
    );
  });

  it('the coverage check fails when the model lacks the failures', () => {
    const partial = transitionPaths(riskReportMachine, {
      events: events.slice(0, 3),
      serializeState,
      input: { id: REPORT_ID },
    });
    const missing = describeMissing(pathCoverage(riskReportMachine, partial, { input: { id: REPORT_ID } }));
    expect(missing).toContain('state not reached: riskReport.failed');
    expect(missing).toContain('xstate.error.actor.loadReport');
  });

  const all = pathsByStart.flatMap(([id, paths]) => paths.map((path) => [id, path] as const));
  it.each(
    all.map(
      ([id, path]) =>
        [
          `${id ? 'id' : 'no id'}: ${path.steps.map((step) => step.event.type).join(' → ')}`,
          id,
          path,
        ] as const,
    ),
  )('replays on a real actor: %s', async (_, id, path) => {
    const { actor, script } = start(id);
    await replayPath(actor, expectedSteps(riskReportMachine, path, { id }), {
      settle: script.settle,
      onStep: (snapshot, step) => {
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expect(selectRiskReportView(snapshot)).toEqual(selectRiskReportView(step.state as never));
      },
    });
    actor.stop();
  });
});
