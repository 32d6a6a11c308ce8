import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { replayPath, scriptedActors, settled } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { ghgNotFound, ghgOffline, ghgServerFault, REPORT_ID } from '../../tests/fixtures/ghg';
import { reportClaimMachine, selectReportClaimView } from './report-claim.machine';
import type { GhgReportClaim } from './report-claim.types';

const claimed: GhgReportClaim = {
  reportId: REPORT_ID,
  workspace: { id: '11111111-1111-4111-8111-111111111111', name: 'Công ty Thép Xanh' },
  claimedAt: '2026-11-24T10:00:00.000Z',
  newlyClaimed: true,
};
const alreadyClaimed: GhgReportClaim = { ...claimed, newlyClaimed: false };
const noWorkspace = { statusCode: 409, code: 'NO_WORKSPACE', message: 'Bạn chưa có không gian làm việc' };
const otherWorkspace = { statusCode: 409, code: 'CONFLICT', message: 'Xung đột' };

function start(reportId: string | null) {
  const script = scriptedActors(['claimReport'] as const);
  const announceClaimed = vi.fn();
  const forgetReport = vi.fn();
  const actor = createActor(
    reportClaimMachine.provide({
      actors: script.actors as never,
      actions: {
        announceClaimed: (_, params) => announceClaimed(params),
        forgetReport: () => forgetReport(),
      },
    }),
    { input: { reportId } },
  ).start();
  return { actor, script, announceClaimed, forgetReport };
}

const done = (output: unknown) => ({ type: 'xstate.done.actor.claimReport', output }) as EventObject;
const failed = (error: unknown) => ({ type: 'xstate.error.actor.claimReport', error }) as EventObject;

describe('report-claim machine', () => {
  it('claims the report named by the cookie and announces a new claim', async () => {
    const { actor, script, announceClaimed, forgetReport } = start(REPORT_ID);
    expect(selectReportClaimView(actor.getSnapshot())).toEqual({ kind: 'claiming' });
    expect(script.calls).toEqual([expect.objectContaining({ input: { id: REPORT_ID } })]);
    expect(script.settle(done(claimed))).toBe(true);
    await settled();
    expect(selectReportClaimView(actor.getSnapshot())).toEqual({
      kind: 'claimed',
      workspaceName: 'Công ty Thép Xanh',
      newlyClaimed: true,
    });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(announceClaimed).toHaveBeenCalledWith({ workspaceName: 'Công ty Thép Xanh' });
    expect(forgetReport).not.toHaveBeenCalled();
  });

  it('says nothing when the report was already in the workspace', async () => {
    const { actor, script, announceClaimed } = start(REPORT_ID);
    script.settle(done(alreadyClaimed));
    await settled();
    expect(selectReportClaimView(actor.getSnapshot())).toMatchObject({
      kind: 'claimed',
      newlyClaimed: false,
    });
    expect(announceClaimed).not.toHaveBeenCalled();
  });

  it('does nothing without a report', () => {
    const { actor, script } = start(null);
    expect(selectReportClaimView(actor.getSnapshot())).toEqual({ kind: 'idle' });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(script.calls).toHaveLength(0);
  });

  it('keeps the report unclaimed (and the cookie) for a user without a workspace', async () => {
    const { actor, script, forgetReport } = start(REPORT_ID);
    script.settle(failed(noWorkspace));
    await settled();
    expect(selectReportClaimView(actor.getSnapshot())).toEqual({ kind: 'noWorkspace' });
    expect(forgetReport).not.toHaveBeenCalled();
  });

  it("forgets the cookie of another workspace's report and of an unknown one", async () => {
    for (const error of [otherWorkspace, ghgNotFound]) {
      const { actor, script, forgetReport } = start(REPORT_ID);
      script.settle(failed(error));
      await settled();
      expect(selectReportClaimView(actor.getSnapshot())).toEqual({ kind: 'notClaimable' });
      expect(forgetReport).toHaveBeenCalledTimes(1);
    }
  });

  it('says why it failed and tries again on request', async () => {
    const { actor, script } = start(REPORT_ID);
    script.settle(failed(ghgOffline));
    await settled();
    expect(selectReportClaimView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      error: { key: 'errors.networkError', text: null },
    });
    actor.send({ type: 'user.retry' });
    expect(selectReportClaimView(actor.getSnapshot())).toEqual({ kind: 'claiming' });
    script.settle(done({ data: null }));
    await settled();
    expect(selectReportClaimView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      error: { key: 'errors.generic', text: null },
    });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const events = [
  { type: 'user.retry' },
  done(claimed),
  done(alreadyClaimed),
  done(null),
  failed(noWorkspace),
  failed(otherWorkspace),
  failed(ghgNotFound),
  failed(ghgOffline),
  failed(ghgServerFault),
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot.context as { error: unknown }).error]);

describe('report-claim machine: model paths', () => {
  const starts = [REPORT_ID, null];
  const pathsByStart = starts.map(
    (reportId) =>
      [
        reportId,
        transitionPaths(reportClaimMachine, { events, serializeState, input: { reportId } }),
      ] as const,
  );

  it('cover every state and every transition (from both starts)', () => {
    const covered = pathsByStart.map(([reportId, paths]) =>
      pathCoverage(reportClaimMachine, [{ steps: [] }, ...paths], { input: { reportId } }),
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

  it('the coverage check fails when the model lacks the refusals', () => {
    const partial = transitionPaths(reportClaimMachine, {
      events: events.slice(0, 3),
      serializeState,
      input: { reportId: REPORT_ID },
    });
    const missing = describeMissing(
      pathCoverage(reportClaimMachine, partial, { input: { reportId: REPORT_ID } }),
    );
    expect(missing).toContain('state not reached: reportClaim.noWorkspace');
  });

  const all = pathsByStart.flatMap(([reportId, paths]) => paths.map((path) => [reportId, path] as const));
  it.each(
    all.map(
      ([reportId, path]) =>
        [
          `${reportId ? 'report' : 'none'}: ${path.steps.map((step) => step.event.type).join(' → ')}`,
          reportId,
          path,
        ] as const,
    ),
  )('replays on a real actor: %s', async (_, reportId, path) => {
    const { actor, script } = start(reportId);
    await replayPath(actor, expectedSteps(reportClaimMachine, path, { reportId }), {
      settle: script.settle,
      onStep: (snapshot, step) => {
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expect(selectReportClaimView(snapshot)).toEqual(selectReportClaimView(step.state as never));
      },
    });
    actor.stop();
  });
});
