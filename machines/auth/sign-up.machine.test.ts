import { describe, expect, it, vi } from 'vitest';
import { replayPath } from '../../tests/paths/replay';
import { stepPaths } from '../../tests/paths/scripted-paths';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { messages } from '../../domain/messages';
import { noticeText } from '../../domain/failures';
import { type SignUpData } from '../../domain/validation';
import {
  allStateIds,
  allTransitions,
  describeMissing,
  pathCoverage,
  keyedOnStep,
} from '../../tests/paths/coverage';
import { selectSignUpView, signUpMachine, type SignUpSnapshot } from './sign-up.machine';
import type { SignUpEvent, SignUpInput, SignUpRequest } from './sign-up.types';

// ---- a fake backend whose answer depends on the request, as the real one does ----------------------------------

const values = (email: string): SignUpData => ({
  firstName: 'Ánh',
  lastName: 'Nguyễn Thị',
  email,
  password: 'GhgDemo@2026',
  confirmPassword: 'GhgDemo@2026',
  phone: '0912345678',
  organizationName: 'Công ty TNHH Thép Xanh',
});

const emailTaken = {
  statusCode: 409,
  code: 'EMAIL_TAKEN',
  message: 'Email đã được đăng ký',
  details: [{ field: 'email', message: 'Email đã được đăng ký' }],
};
const invalidPhone = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Dữ liệu không hợp lệ',
  details: [{ field: 'phone', message: 'Số điện thoại không hợp lệ' }],
};
const rateLimited = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau',
};
const offline = { code: 'ERR_NETWORK', message: 'Network Error' };
const serverFault = { statusCode: 500, code: 'INTERNAL', message: 'Đã có lỗi xảy ra!' };

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

/** POST /auth/sign-up as the fake backend answers it: by e-mail. */
function signUpOutcome(request: SignUpRequest): Outcome {
  switch (request.email) {
    case 'taken@x.vn':
      return { ok: false, error: emailTaken };
    case 'badphone@x.vn':
      return { ok: false, error: invalidPhone };
    case 'limited@x.vn':
      return { ok: false, error: rateLimited };
    case 'offline@x.vn':
      return { ok: false, error: offline };
    case 'broken@x.vn':
      return { ok: false, error: serverFault };
    default:
      return { ok: true, output: { id: 'u-1', email: request.email } };
  }
}

function fakeActors(calls: SignUpRequest[] = []) {
  return {
    signUp: fromPromise<unknown, SignUpRequest>(async ({ input }) => {
      calls.push(input);
      const outcome = signUpOutcome(input);
      if (outcome.ok) return outcome.output;
      throw outcome.error;
    }),
  };
}

function start(input: SignUpInput = {}) {
  const calls: SignUpRequest[] = [];
  const goToThankYou = vi.fn();
  const actor = createActor(
    signUpMachine.provide({
      actors: fakeActors(calls),
      actions: { goToThankYou: (_, params) => goToThankYou(params) },
    }),
    { input },
  ).start();
  return { actor, calls, goToThankYou };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

// ---- unit tests -------------------------------------------------------------------------------------------------

describe('sign-up machine', () => {
  it('submits the values, then goes to the thank-you page', async () => {
    const { actor, calls, goToThankYou } = start();
    expect(selectSignUpView(actor.getSnapshot())).toEqual({
      kind: 'form',
      busy: false,
      invitation: null,
      lockedEmail: null,
      fieldErrors: {},
      error: null,
    });
    actor.send({ type: 'user.submit', values: values('new@x.vn') });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectSignUpView(actor.getSnapshot())).toMatchObject({ kind: 'form', busy: true });
    actor.send({ type: 'user.submit', values: values('new@x.vn') }); // a double click is ignored
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([values('new@x.vn')]);
    expect(goToThankYou).toHaveBeenCalledTimes(1);
    expect(goToThankYou).toHaveBeenCalledWith({ email: 'new@x.vn' });
    const view = selectSignUpView(actor.getSnapshot());
    expect(view).toEqual({
      kind: 'succeeded',
      email: 'new@x.vn',
      notice: { key: 'success.registered', text: null },
    });
    if (view.kind === 'succeeded') {
      expect(noticeText(view.notice, 'en')).toBe('Registered successfully, please check your email');
      expect(noticeText(view.notice, 'vi')).toBe(messages.vi.success.registered);
    }
  });

  it('signs up by invitation with the invited e-mail locked and the invitation parameter sent', async () => {
    const invitation = { param: 'inv-123', email: 'invited@x.vn', spaceName: 'Công ty TNHH Thép Xanh Demo' };
    const { actor, calls, goToThankYou } = start({ invitation });
    expect(selectSignUpView(actor.getSnapshot())).toMatchObject({
      kind: 'form',
      invitation,
      lockedEmail: 'invited@x.vn',
    });
    actor.send({ type: 'user.submit', values: values('someone-else@x.vn') });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ ...values('invited@x.vn'), inviteParam: 'inv-123' }]);
    expect(goToThankYou).toHaveBeenCalledWith({ email: 'invited@x.vn' });
  });

  it("shows the server's field errors, and forgets one when the user edits that field", async () => {
    const { actor, goToThankYou } = start();
    actor.send({ type: 'user.submit', values: values('taken@x.vn') });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectSignUpView(actor.getSnapshot())).toEqual({
      kind: 'form',
      busy: false,
      invitation: null,
      lockedEmail: null,
      fieldErrors: { email: { key: 'errors.validationFailed', text: 'Email đã được đăng ký' } },
      error: { key: 'errors.validationFailed', text: 'Email đã được đăng ký' },
    });
    actor.send({ type: 'user.editField', field: 'phone' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['email']);
    actor.send({ type: 'user.editField', field: 'email' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'user.submit', values: values('new@x.vn') });
    expect(selectSignUpView(actor.getSnapshot())).toMatchObject({ busy: true, fieldErrors: {}, error: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(goToThankYou).toHaveBeenCalledWith({ email: 'new@x.vn' });
  });

  it.each([
    ['a rate limit', 'limited@x.vn', { key: 'errors.rateLimited', text: rateLimited.message }],
    ['a network failure', 'offline@x.vn', { key: 'errors.networkError', text: null }],
    ['a server fault', 'broken@x.vn', { key: 'errors.generic', text: serverFault.message }],
  ])('goes back to the form with %s', async (_label, email, error) => {
    const { actor, goToThankYou } = start();
    actor.send({ type: 'user.submit', values: values(email) });
    await settled(actor);
    expect(selectSignUpView(actor.getSnapshot())).toEqual({
      kind: 'form',
      busy: false,
      invitation: null,
      lockedEmail: null,
      fieldErrors: {},
      error,
    });
    expect(goToThankYou).not.toHaveBeenCalled();
  });

  it('shows the network failure in the reader language from the catalogue', async () => {
    const { actor } = start();
    actor.send({ type: 'user.submit', values: values('offline@x.vn') });
    await settled(actor);
    const view = selectSignUpView(actor.getSnapshot());
    if (view.kind !== 'form' || !view.error) throw new Error('expected the form with an error');
    expect(noticeText(view.error, 'vi')).toBe('Lỗi kết nối mạng (Network Error)');
    expect(noticeText(view.error, 'en')).toBe('Network Error');
  });

  it('fails loudly, as a generic error, when the app forgot to provide the actor', async () => {
    const actor = createActor(signUpMachine, { input: {} }).start();
    actor.send({ type: 'user.submit', values: values('new@x.vn') });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors.generic', text: null });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const userEvents: SignUpEvent[] = [
  ...['new@x.vn', 'taken@x.vn', 'badphone@x.vn', 'limited@x.vn', 'offline@x.vn', 'broken@x.vn'].map(
    (email): SignUpEvent => ({ type: 'user.submit', values: values(email) }),
  ),
  { type: 'user.editField', field: 'email' },
  { type: 'user.editField', field: 'phone' },
];

/** The answer the fake backend will give to the call in flight (read from the invoked actor's input). */
function actorOutcomeEvents(snapshot: SignUpSnapshot): EventObject[] {
  const child = snapshot.children.signUp as { options?: { input?: SignUpRequest } } | undefined;
  const input = child?.options?.input;
  if (!input) return [];
  const outcome = signUpOutcome(input);
  const event = outcome.ok
    ? { type: 'xstate.done.actor.signUp', output: outcome.output }
    : { type: 'xstate.error.actor.signUp', error: outcome.error };
  return [event];
}

function serializeState(snapshot: SignUpSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    email: context.email,
    fieldErrors: context.fieldErrors,
    error: context.error,
  });
}

const serializeStep = keyedOnStep(serializeState);

function modelPaths(events: SignUpEvent[], input: SignUpInput = {}) {
  return stepPaths(signUpMachine, {
    input,
    events,
    outcomes: actorOutcomeEvents,
    serializeStep,
  });
}

async function replay(path: ReturnType<typeof modelPaths>[number], input: SignUpInput = {}) {
  const { actor, goToThankYou } = start(input);
  await replayPath(actor, path.steps, {
    key: serializeState,
    onStep: (reached, step) => {
      // The view of the snapshot that matched (a fake actor may settle right after).
      expect(selectSignUpView(reached)).toEqual(selectSignUpView(step.state));
    },
  });
  expect(goToThankYou).toHaveBeenCalledTimes(actor.getSnapshot().status === 'done' ? 1 : 0);
  actor.stop();
}

describe('sign-up machine: model paths', () => {
  const paths = modelPaths(userEvents);

  it('the paths cover every state node and every transition', () => {
    const coverage = pathCoverage(signUpMachine, paths);
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.states.covered).toEqual(allStateIds(signUpMachine));
    expect(coverage.transitions.covered).toHaveLength(allTransitions(signUpMachine).length);
  });

  it('the coverage check fails when the model lacks an outcome', () => {
    const coverage = pathCoverage(signUpMachine, modelPaths(userEvents.slice(0, 1)));
    expect(coverage.states.missing).toEqual(['signUp.rejected']);
    expect(coverage.transitions.missing.map((ref) => ref.id)).toEqual([
      'signUp.submitting --xstate.error.actor.signUp[0]--> signUp.rejected',
      'signUp.submitting --xstate.error.actor.signUp[1]--> signUp.rejected',
      'signUp.rejected --user.submit[0]--> signUp.submitting',
      'signUp.rejected --user.editField[0]--> (no target)',
    ]);
  });

  it(`replays each of the ${paths.length} paths on a real actor and reaches the same states`, async () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) await replay(path);
  });

  it('replays the paths of a sign-up by invitation', async () => {
    const input = { invitation: { param: 'inv-1', email: 'taken@x.vn', spaceName: 'Thép Xanh' } };
    const invited = modelPaths(userEvents, input);
    // Whatever e-mail is typed, the invited one is sent: it is already registered here, so no path succeeds.
    expect(invited.length).toBeGreaterThan(3);
    expect(invited.some((path) => path.state.status === 'done')).toBe(false);
    for (const path of invited) await replay(path, input);
  });
});
