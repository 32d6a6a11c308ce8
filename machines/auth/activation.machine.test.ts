import { describe, expect, it } from 'vitest';
import { replayPath } from '../../tests/paths/replay';
import { stepPaths } from '../../tests/paths/scripted-paths';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { messages } from '../../domain/messages';
import { noticeText } from '../../domain/failures';
import { allStateIds, allTransitions, pathCoverage, keyedOnStep } from '../../tests/paths/coverage';
import { activationMachine, selectActivationView, type ActivationSnapshot } from './activation.machine';
import type {
  ActivateRequest,
  ActivationEvent,
  ActivationInput,
  ResendActivationRequest,
} from './activation.types';

// ---- a fake backend whose answer depends on the request -----------------------------------------------------------

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

const apiError = (statusCode: number, code: string, message: string) => ({ statusCode, code, message });
const rateLimited = apiError(429, 'RATE_LIMITED', 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau');
const offline = { code: 'ERR_NETWORK', message: 'Network Error' };

/** GET /auth/activate?token=... as the fake backend answers it: by token. */
function activateOutcome({ token }: ActivateRequest): Outcome {
  switch (token) {
    case 't-expired':
      return { ok: false, error: apiError(410, 'ACTIVATION_TOKEN_EXPIRED', 'Liên kết kích hoạt đã hết hạn') };
    case 't-used':
      return {
        ok: false,
        error: apiError(409, 'ACTIVATION_TOKEN_USED', 'Liên kết kích hoạt đã được sử dụng'),
      };
    case 't-invalid':
      return {
        ok: false,
        error: apiError(400, 'ACTIVATION_TOKEN_INVALID', 'Liên kết kích hoạt không hợp lệ'),
      };
    case 't-offline':
      return { ok: false, error: offline };
    case 't-broken':
      return { ok: false, error: apiError(500, 'INTERNAL', 'Đã có lỗi xảy ra!') };
    default:
      return { ok: true, output: { activated: true } };
  }
}

/** The request for a new link, by e-mail (the same answer for unknown e-mails: no account enumeration). */
function resendOutcome({ email }: ResendActivationRequest): Outcome {
  if (email === 'limited@x.vn') return { ok: false, error: rateLimited };
  if (email === 'offline@x.vn') return { ok: false, error: offline };
  return { ok: true, output: null };
}

const settle = (outcome: Outcome) =>
  outcome.ok ? Promise.resolve(outcome.output) : Promise.reject(outcome.error);

function start(input: ActivationInput = {}, activate = activateOutcome) {
  const calls: { activate: ActivateRequest[]; resendActivation: ResendActivationRequest[] } = {
    activate: [],
    resendActivation: [],
  };
  const actor = createActor(
    activationMachine.provide({
      actors: {
        activate: fromPromise<unknown, ActivateRequest>(({ input: request }) => {
          calls.activate.push(request);
          return settle(activate(request));
        }),
        resendActivation: fromPromise<unknown, ResendActivationRequest>(({ input: request }) => {
          calls.resendActivation.push(request);
          return settle(resendOutcome(request));
        }),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

// ---- unit tests -------------------------------------------------------------------------------------------------

describe('activation machine', () => {
  it('activates the account with the token of the link', async () => {
    const { actor, calls } = start({ token: ' t-ok ' });
    expect(selectActivationView(actor.getSnapshot())).toEqual({ kind: 'activating' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(calls.activate).toEqual([{ token: 't-ok' }]);
    const view = selectActivationView(actor.getSnapshot());
    expect(view).toEqual({ kind: 'activated', notice: { key: 'success.activated', text: null } });
    expect(actor.getSnapshot().status).toBe('done');
    if (view.kind === 'activated') {
      expect(noticeText(view.notice, 'en')).toBe(
        'Your account has been successfully activated, please log in',
      );
      expect(noticeText(view.notice, 'vi')).toBe(messages.vi.success.activated);
    }
  });

  it.each([undefined, null, '', '   '])('says the link is invalid at once when the token is %j', (token) => {
    const { actor, calls } = start({ token });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(calls.activate).toEqual([]);
    expect(selectActivationView(actor.getSnapshot())).toEqual({
      kind: 'linkProblem',
      problem: 'invalid',
      notice: { key: 'errors.activationLinkInvalid', text: null },
      busy: false,
      error: null,
    });
  });

  it('starts without any input as an invalid link', () => {
    const actor = createActor(activationMachine, { input: undefined }).start();
    expect(actor.getSnapshot().value).toBe('invalid');
  });

  it.each([
    ['t-expired', 'expired', 'This activation link has expired'],
    ['t-used', 'used', 'This activation link has already been used'],
    ['t-invalid', 'invalid', 'This activation link is invalid'],
  ] as const)('reads %s as the %s link problem', async (token, problem, english) => {
    const { actor } = start({ token });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe(problem);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    const view = selectActivationView(actor.getSnapshot());
    expect(view).toMatchObject({ kind: 'linkProblem', problem, busy: false, error: null });
    if (view.kind === 'linkProblem') expect(noticeText(view.notice, 'en')).toBe(english);
  });

  it('asks for a new link from a link problem and says it was sent', async () => {
    const { actor, calls } = start({ token: 't-expired' });
    await settled(actor);
    actor.send({ type: 'user.retry' }); // not offered for a link problem
    expect(actor.getSnapshot().value).toBe('expired');
    actor.send({ type: 'user.requestNewLink', email: 'anh@x.vn' });
    expect(selectActivationView(actor.getSnapshot())).toMatchObject({
      kind: 'linkProblem',
      problem: 'expired',
      busy: true,
    });
    await settled(actor);
    expect(calls.resendActivation).toEqual([{ email: 'anh@x.vn' }]);
    expect(selectActivationView(actor.getSnapshot())).toEqual({
      kind: 'resent',
      email: 'anh@x.vn',
      notice: { key: 'success.activationLinkSent', text: null },
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the link problem and shows why a new link could not be sent, then tries again', async () => {
    const { actor, calls } = start({ token: 't-used' });
    await settled(actor);
    actor.send({ type: 'user.requestNewLink', email: 'limited@x.vn' });
    await settled(actor);
    expect(selectActivationView(actor.getSnapshot())).toEqual({
      kind: 'linkProblem',
      problem: 'used',
      notice: { key: 'errors.activationLinkUsed', text: null },
      busy: false,
      error: { key: 'errors.rateLimited', text: rateLimited.message },
    });
    actor.send({ type: 'user.requestNewLink', email: 'anh@x.vn' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('resent');
    expect(calls.resendActivation.map((call) => call.email)).toEqual(['limited@x.vn', 'anh@x.vn']);
  });

  it('retries the same link after an unexpected failure', async () => {
    let attempts = 0;
    const flaky = (request: ActivateRequest): Outcome =>
      ++attempts === 1 ? { ok: false, error: offline } : activateOutcome(request);
    const { actor, calls } = start({ token: 't-ok' }, flaky);
    await settled(actor);
    const failed = selectActivationView(actor.getSnapshot());
    expect(failed).toEqual({ kind: 'failed', error: { key: 'errors.networkError', text: null } });
    if (failed.kind === 'failed')
      expect(noticeText(failed.error, 'vi')).toBe(messages.vi.errors.networkError);
    actor.send({ type: 'user.requestNewLink', email: 'anh@x.vn' }); // not offered after a failure
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    expect(selectActivationView(actor.getSnapshot())).toEqual({ kind: 'activating' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('activated');
    expect(calls.activate).toEqual([{ token: 't-ok' }, { token: 't-ok' }]);
  });

  it('shows the server text of an unexpected failure', async () => {
    const { actor } = start({ token: 't-broken' });
    await settled(actor);
    expect(selectActivationView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      error: { key: 'errors.generic', text: 'Đã có lỗi xảy ra!' },
    });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const tokens = [undefined, 't-ok', 't-expired', 't-used', 't-invalid', 't-offline', 't-broken'];

const userEvents: ActivationEvent[] = [
  { type: 'user.requestNewLink', email: 'anh@x.vn' },
  { type: 'user.requestNewLink', email: 'limited@x.vn' },
  { type: 'user.requestNewLink', email: 'offline@x.vn' },
  { type: 'user.retry' },
];

const backend: Record<string, (input: never) => Outcome> = {
  activate: activateOutcome,
  resendActivation: resendOutcome,
};

/** The answer the fake backend will give to each call in flight (read from the invoked actor's input). */
function actorOutcomeEvents(snapshot: ActivationSnapshot): EventObject[] {
  return Object.entries(snapshot.children).flatMap(([id, child]) => {
    const input = (child as { options?: { input?: never } } | undefined)?.options?.input;
    if (!input || !backend[id]) return [];
    const outcome = backend[id](input);
    const event = outcome.ok
      ? { type: `xstate.done.actor.${id}`, output: outcome.output }
      : { type: `xstate.error.actor.${id}`, error: outcome.error };
    return [event];
  });
}

function serializeState(snapshot: ActivationSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    problem: context.problem,
    email: context.email,
    error: context.error,
  });
}

const serializeStep = keyedOnStep(serializeState);

function modelPaths(input: ActivationInput, events: ActivationEvent[] = userEvents) {
  return stepPaths(activationMachine, {
    input,
    events,
    outcomes: actorOutcomeEvents,
    serializeStep,
  });
}

/** States and transitions (by id) that no path of any of the inputs covers. */
function missingOver(inputs: ActivationInput[], events: ActivationEvent[] = userEvents) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const input of inputs) {
    const coverage = pathCoverage(activationMachine, modelPaths(input, events), { input });
    coverage.states.covered.forEach((id) => states.add(id));
    coverage.transitions.covered.forEach((ref) => transitions.add(ref.id));
  }
  return [
    ...allStateIds(activationMachine).filter((id) => !states.has(id)),
    ...allTransitions(activationMachine)
      .map((ref) => ref.id)
      .filter((id) => !transitions.has(id)),
  ];
}

async function replay(path: ReturnType<typeof modelPaths>[number], input: ActivationInput) {
  const { actor } = start(input);
  await replayPath(actor, path.steps, {
    key: serializeState,
    onStep: (reached, step) => {
      expect(selectActivationView(reached)).toEqual(selectActivationView(step.state));
    },
  });
  actor.stop();
}

describe('activation machine: model paths', () => {
  const inputs = tokens.map((token) => ({ token }));

  it('the paths of all the links cover every state node and every transition', () => {
    expect(missingOver(inputs)).toEqual([]);
  });

  it('the coverage check fails when a link or an event is missing from the model', () => {
    expect(missingOver(inputs.filter((input) => input.token !== 't-used'))).toEqual([
      'activation.used',
      'activation.activating --xstate.error.actor.activate[1]--> activation.used',
      'activation.used --user.requestNewLink[0]--> activation.resending',
    ]);
    expect(missingOver(inputs.filter((input) => input.token !== undefined))).toEqual([
      'activation.checkingLink --always[1]--> activation.invalid',
    ]);
    expect(missingOver(inputs, userEvents.slice(0, 1))).toEqual([
      'activation.resendRejected',
      'activation.failed --user.retry[0]--> activation.activating',
      'activation.resending --xstate.error.actor.resendActivation[0]--> activation.resendRejected',
      'activation.resendRejected --user.requestNewLink[0]--> activation.resending',
    ]);
  });

  it.each(inputs)(
    'replays every path of the link %j on a real actor and reaches the same states',
    async (input) => {
      const paths = modelPaths(input);
      expect(paths.length).toBeGreaterThanOrEqual(2);
      for (const path of paths) await replay(path, input);
    },
  );
});
