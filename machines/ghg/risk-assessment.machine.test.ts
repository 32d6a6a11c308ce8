import { describe, expect, it, vi } from 'vitest';
import { replayPath } from '../../tests/paths/replay';
import { stepPaths } from '../../tests/paths/scripted-paths';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { firstRiskAssessmentView } from './risk-assessment.selectors';
import {
  allStateIds,
  allTransitions,
  describeMissing,
  pathCoverage,
  keyedOnStep,
} from '../../tests/paths/coverage';
import {
  ghgInvalid,
  ghgOffline,
  ghgRateLimited,
  ghgServerFault,
  REPORT_ID,
  steelInput,
  steelReport,
} from '../../tests/fixtures/ghg';
import {
  assessmentInput,
  riskAssessmentMachine,
  selectRiskAssessmentView,
  stepOfFieldErrors,
  type RiskAssessmentSnapshot,
} from './risk-assessment.machine';
import type {
  CompanyValues,
  EnergyValues,
  GhgAssessmentInput,
  RiskAssessmentEvent,
} from './risk-assessment.types';

// ---- a fake backend whose answer depends on the request (by company name), as the real one does ------------------

const company = (companyName: string): CompanyValues => ({
  companyName,
  taxCode: '0101234567',
  sector: 'IRON_STEEL',
  employees: 320,
  revenueVnd: 250000000000,
  previousInventory: false,
  exportMarkets: ['EU'],
});
const energy: EnergyValues = {
  fuels: { dieselLitres: 50000, anthraciteTonnes: 800 },
  electricityKwh: 2000000,
};
const cbam = { cbamExports: steelInput.cbamExports ?? [] };

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

function createOutcome(request: GhgAssessmentInput): Outcome {
  switch (request.companyName) {
    case 'Sai mã số thuế':
      return { ok: false, error: ghgInvalid('taxCode') };
    case 'Sai nhiên liệu':
      return { ok: false, error: ghgInvalid('fuels.dieselLitres') };
    case 'Sai CBAM':
      return { ok: false, error: ghgInvalid('/cbamExports/0/quantity') };
    case 'Quá nhiều':
      return { ok: false, error: ghgRateLimited };
    case 'Mất mạng':
      return { ok: false, error: ghgOffline };
    case 'Lỗi máy chủ':
      return { ok: false, error: ghgServerFault };
    default:
      return { ok: true, output: steelReport };
  }
}

function start() {
  const calls: GhgAssessmentInput[] = [];
  const goToReport = vi.fn();
  const actor = createActor(
    riskAssessmentMachine.provide({
      actors: {
        createReport: fromPromise(async ({ input }) => {
          calls.push(input);
          const outcome = createOutcome(input);
          if (outcome.ok) return outcome.output as typeof steelReport;
          throw outcome.error;
        }),
      },
      actions: { goToReport: (_, params) => goToReport(params) },
    }),
  ).start();
  return { actor, calls, goToReport };
}

type Actor = ReturnType<typeof start>['actor'];

function fillIn(actor: Actor, name: string) {
  actor.send({ type: 'user.submitCompany', values: company(name) });
  actor.send({ type: 'user.submitEnergy', values: energy });
  actor.send({ type: 'user.submitCbam', values: cbam });
}

const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

// ---- unit tests -------------------------------------------------------------------------------------------------

describe('risk-assessment machine', () => {
  it('starts in firstRiskAssessmentView, the view the page shows before the machine has loaded', () => {
    expect(selectRiskAssessmentView(createActor(riskAssessmentMachine).getSnapshot())).toEqual(
      firstRiskAssessmentView,
    );
  });

  it('walks the four steps, sends the assessment once, then opens the report', async () => {
    const { actor, calls, goToReport } = start();
    expect(selectRiskAssessmentView(actor.getSnapshot())).toMatchObject({
      kind: 'wizard',
      step: 'company',
      stepIndex: 0,
      busy: false,
    });
    fillIn(actor, 'Công ty TNHH Thép Xanh');
    expect(selectRiskAssessmentView(actor.getSnapshot())).toMatchObject({ step: 'review', stepIndex: 3 });
    actor.send({ type: 'user.submit' });
    expect(selectRiskAssessmentView(actor.getSnapshot())).toMatchObject({ step: 'review', busy: true });
    actor.send({ type: 'user.submit' }); // a double click is ignored
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([steelInput]);
    expect(goToReport).toHaveBeenCalledTimes(1);
    expect(goToReport).toHaveBeenCalledWith({ id: REPORT_ID });
    expect(selectRiskAssessmentView(actor.getSnapshot())).toEqual({ kind: 'created', reportId: REPORT_ID });
  });

  it('goes back a step keeping the values, and replaces the energy answers when they are given again', () => {
    const { actor } = start();
    fillIn(actor, 'Thép Xanh');
    actor.send({ type: 'user.back' });
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toBe('energy');
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toBe('company');
    expect(actor.getSnapshot().context.draft.companyName).toBe('Thép Xanh');
    actor.send({ type: 'user.submitCompany', values: company('Thép Xanh') });
    actor.send({ type: 'user.submitEnergy', values: { ...energy, wasteHandledTonnes: 70000 } });
    actor.send({ type: 'user.back' });
    actor.send({ type: 'user.submitEnergy', values: energy });
    expect(actor.getSnapshot().context.draft).not.toHaveProperty('wasteHandledTonnes');
  });

  it.each([
    ['Sai mã số thuế', 'company', 'taxCode'],
    ['Sai nhiên liệu', 'energy', 'fuels.dieselLitres'],
    ['Sai CBAM', 'cbam', '/cbamExports/0/quantity'],
  ])('on "%s" goes back to the %s step with the field error', async (name, step, field) => {
    const { actor, goToReport } = start();
    fillIn(actor, name);
    actor.send({ type: 'user.submit' });
    await settled(actor);
    expect(selectRiskAssessmentView(actor.getSnapshot())).toMatchObject({
      kind: 'wizard',
      step,
      fieldErrors: { [field]: { key: 'errors.validationFailed', text: 'Dữ liệu không hợp lệ' } },
      error: { key: 'errors.validationFailed', text: 'Dữ liệu không hợp lệ' },
    });
    actor.send({ type: 'user.editField', field: field.replace(/^\//, '').split(/[./]/)[0] });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(goToReport).not.toHaveBeenCalled();
  });

  it.each([
    ['Quá nhiều', { key: 'errors.rateLimited', text: ghgRateLimited.message }],
    ['Mất mạng', { key: 'errors.networkError', text: null }],
    ['Lỗi máy chủ', { key: 'errors.generic', text: ghgServerFault.message }],
  ])('on "%s" stays on the review with the error', async (name, error) => {
    const { actor } = start();
    fillIn(actor, name);
    actor.send({ type: 'user.submit' });
    await settled(actor);
    expect(selectRiskAssessmentView(actor.getSnapshot())).toMatchObject({
      step: 'review',
      error,
      fieldErrors: {},
    });
  });

  it('knows which step a server field belongs to, and builds the body without empty texts', () => {
    expect(stepOfFieldErrors({ 'exportMarkets[0]': 1 })).toBe('company');
    expect(stepOfFieldErrors({ electricityKwh: 1 })).toBe('energy');
    expect(stepOfFieldErrors({ 'cbamExports.1.cnCode': 1 })).toBe('cbam');
    expect(stepOfFieldErrors({ other: 1 })).toBeNull();
    const body = assessmentInput({ ...steelInput, companyName: '', taxCode: '' });
    expect(body).not.toHaveProperty('companyName');
    expect(body).not.toHaveProperty('taxCode');
  });

  it('fails loudly, as a generic error, when the app forgot to provide the actor', async () => {
    const actor = createActor(riskAssessmentMachine).start();
    fillIn(actor, 'Thép Xanh');
    actor.send({ type: 'user.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors.generic', text: null });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const userEvents: RiskAssessmentEvent[] = [
  ...['Thép Xanh', 'Sai mã số thuế', 'Sai nhiên liệu', 'Sai CBAM', 'Quá nhiều', 'Mất mạng'].map(
    (name): RiskAssessmentEvent => ({ type: 'user.submitCompany', values: company(name) }),
  ),
  { type: 'user.submitEnergy', values: energy },
  { type: 'user.submitCbam', values: cbam },
  { type: 'user.back' },
  { type: 'user.submit' },
  { type: 'user.editField', field: 'taxCode' },
];

function requestInFlight(snapshot: RiskAssessmentSnapshot): GhgAssessmentInput | undefined {
  const child = snapshot.children.createReport as { options?: { input?: GhgAssessmentInput } } | undefined;
  return child?.options?.input;
}

function actorOutcomeEvents(snapshot: RiskAssessmentSnapshot): EventObject[] {
  const input = requestInFlight(snapshot);
  if (!input) return [];
  const outcome = createOutcome(input);
  const event = outcome.ok
    ? { type: 'xstate.done.actor.createReport', output: outcome.output }
    : { type: 'xstate.error.actor.createReport', error: outcome.error };
  return [event];
}

function serializeState(snapshot: RiskAssessmentSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    draft: context.draft,
    fieldErrors: context.fieldErrors,
    error: context.error,
    reportId: context.reportId,
  });
}

const serializeStep = keyedOnStep(serializeState);

function modelPaths(events: RiskAssessmentEvent[]) {
  return stepPaths(riskAssessmentMachine, {
    events,
    // Step 1 is only filled in from the first step (later, the name in the draft picks the outcome).
    offer: (snapshot, event) => event.type !== 'user.submitCompany' || snapshot.context.draft.sector === null,
    outcomes: actorOutcomeEvents,
    serializeStep,
  });
}

async function replay(path: ReturnType<typeof modelPaths>[number]) {
  const { actor, goToReport } = start();
  await replayPath(actor, path.steps, {
    key: serializeState,
    onStep: (reached, step) => {
      expect(selectRiskAssessmentView(reached)).toEqual(selectRiskAssessmentView(step.state));
    },
  });
  expect(goToReport).toHaveBeenCalledTimes(actor.getSnapshot().status === 'done' ? 1 : 0);
  actor.stop();
}

describe('risk-assessment machine: model paths', () => {
  const paths = modelPaths(userEvents);

  it('the paths cover every state node and every transition', () => {
    const coverage = pathCoverage(riskAssessmentMachine, paths);
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.states.covered).toEqual(allStateIds(riskAssessmentMachine));
    expect(coverage.transitions.covered).toHaveLength(allTransitions(riskAssessmentMachine).length);
  });

  it('the coverage check fails when the model lacks an outcome', () => {
    const coverage = pathCoverage(
      riskAssessmentMachine,
      modelPaths(
        userEvents.filter(
          (event) => event.type !== 'user.submitCompany' || event.values.companyName === 'Thép Xanh',
        ),
      ),
    );
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing.map((ref) => ref.id)).toContain(
      'riskAssessment.submitting --xstate.error.actor.createReport[0]--> riskAssessment.company',
    );
  });

  it(`replays each path on a real actor and reaches the same states`, async () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) await replay(path);
  });
});
