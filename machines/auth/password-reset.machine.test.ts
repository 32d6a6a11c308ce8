import { describe, expect, it } from 'vitest';
import { replayPath } from '../../tests/paths/replay';
import { stepPaths } from '../../tests/paths/scripted-paths';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { messages } from '../../domain/messages';
import { noticeText, readFailure } from '../../domain/failures';
import { allStateIds, allTransitions, pathCoverage, keyedOnStep } from '../../tests/paths/coverage';
import {
  passwordResetMachine,
  resetFailureNotice,
  selectPasswordResetView,
  type PasswordResetSnapshot,
} from './password-reset.machine';
import type {
  PasswordResetEvent,
  PasswordResetInput,
  RequestResetRequest,
  ResetPasswordRequest,
} from './password-reset.types';

// ---- a fake backend whose answer depends on the request -----------------------------------------------------------

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

const apiError = (
  statusCode: number,
  code: string,
  message: string,
  details?: { field: string; message: string }[],
) => ({
  statusCode,
  code,
  message,
  ...(details ? { details } : {}),
});
const rateLimited = apiError(429, 'RATE_LIMITED', 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau');
const offline = { code: 'ERR_NETWORK', message: 'Network Error' };
const codeInvalid = apiError(400, 'RESET_CODE_INVALID', 'Mã xác nhận không chính xác');
const codeExpired = apiError(400, 'RESET_CODE_EXPIRED', 'Mã xác nhận đã hết hạn, vui lòng yêu cầu mã mới');
const linkExpired = apiError(
  400,
  'RESET_TOKEN_EXPIRED',
  'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
);
const weakPassword = apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
  { field: 'password', message: 'Mật khẩu phải bao gồm chữ hoa, chữ thường, chữ số và ký tự đặc biệt' },
]);
const badEmail = apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
  { field: 'email', message: 'Email không hợp lệ' },
]);

/** The request for a code: the same answer for every well-formed e-mail, registered or not. */
function requestResetOutcome({ email }: RequestResetRequest): Outcome {
  if (email === 'limited@x.vn') return { ok: false, error: rateLimited };
  if (email === 'offline@x.vn') return { ok: false, error: offline };
  if (!email.includes('.')) return { ok: false, error: badEmail };
  return { ok: true, output: null };
}

function resetPasswordOutcome(request: ResetPasswordRequest): Outcome {
  if (request.password === 'weak') return { ok: false, error: weakPassword };
  if (request.token === 't-expired') return { ok: false, error: linkExpired };
  if (request.token === undefined && request.code !== '123456') {
    return { ok: false, error: request.code === '111111' ? codeExpired : codeInvalid };
  }
  return { ok: true, output: null };
}

const settle = (outcome: Outcome) =>
  outcome.ok ? Promise.resolve(outcome.output) : Promise.reject(outcome.error);

function start(input: PasswordResetInput = {}) {
  const calls: { requestReset: RequestResetRequest[]; resetPassword: ResetPasswordRequest[] } = {
    requestReset: [],
    resetPassword: [],
  };
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        requestReset: fromPromise<unknown, RequestResetRequest>(({ input: request }) => {
          calls.requestReset.push(request);
          return settle(requestResetOutcome(request));
        }),
        resetPassword: fromPromise<unknown, ResetPasswordRequest>(({ input: request }) => {
          calls.resetPassword.push(request);
          return settle(resetPasswordOutcome(request));
        }),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));
const password = 'GhgDemo@2026';
const submitCode = (code: string, newPassword = password): PasswordResetEvent => ({
  type: 'user.submitReset',
  code,
  password: newPassword,
  confirmPassword: newPassword,
});

// ---- unit tests -------------------------------------------------------------------------------------------------

describe('password-reset machine', () => {
  it('asks for a code, then resets the password with it', async () => {
    const { actor, calls } = start();
    expect(selectPasswordResetView(actor.getSnapshot())).toEqual({
      kind: 'requestForm',
      email: null,
      busy: false,
      fieldErrors: {},
      error: null,
    });
    actor.send({ type: 'user.submitEmail', email: 'anh@x.vn' });
    expect(selectPasswordResetView(actor.getSnapshot())).toMatchObject({ kind: 'requestForm', busy: true });
    await settled(actor);
    const codeSent = selectPasswordResetView(actor.getSnapshot());
    expect(codeSent).toEqual({
      kind: 'newPasswordForm',
      proof: 'code',
      email: 'anh@x.vn',
      notice: { key: 'success.resetCodeSent', text: null },
      canResend: true,
      resent: false,
      busy: false,
      fieldErrors: {},
      error: null,
    });
    actor.send(submitCode('123456'));
    await settled(actor);
    expect(calls).toEqual({
      requestReset: [{ email: 'anh@x.vn' }],
      resetPassword: [{ email: 'anh@x.vn', code: '123456', password, confirmPassword: password }],
    });
    const view = selectPasswordResetView(actor.getSnapshot());
    expect(view).toEqual({ kind: 'done', notice: { key: 'success.passwordReset', text: null } });
    expect(actor.getSnapshot().status).toBe('done');
    if (view.kind === 'done') {
      expect(noticeText(view.notice, 'en')).toBe('Password reset successful, please log in again');
      expect(noticeText(view.notice, 'vi')).toBe(messages.vi.success.passwordReset);
    }
  });

  it('starts at the new password with the link, and resets by its token', async () => {
    const { actor, calls } = start({ token: ' t-ok ', email: 'anh@x.vn' });
    expect(selectPasswordResetView(actor.getSnapshot())).toMatchObject({
      kind: 'newPasswordForm',
      proof: 'token',
      email: 'anh@x.vn',
      notice: null,
      canResend: true,
    });
    actor.send({ type: 'user.submitReset', password, confirmPassword: password });
    await settled(actor);
    expect(calls.resetPassword).toEqual([
      { token: 't-ok', email: 'anh@x.vn', password, confirmPassword: password },
    ]);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('cannot resend for a link that came without an e-mail, but can start over', async () => {
    const { actor, calls } = start({ token: 't-expired' });
    actor.send({ type: 'user.submitReset', password, confirmPassword: password });
    await settled(actor);
    const view = selectPasswordResetView(actor.getSnapshot());
    expect(view).toMatchObject({
      kind: 'newPasswordForm',
      proof: 'token',
      canResend: false,
      error: { key: 'errors.resetLinkInvalid', text: linkExpired.message },
    });
    actor.send({ type: 'user.resend' });
    expect(calls.requestReset).toEqual([]);
    actor.send({ type: 'user.startOver' });
    expect(selectPasswordResetView(actor.getSnapshot())).toEqual({
      kind: 'requestForm',
      email: null,
      busy: false,
      fieldErrors: {},
      error: null,
    });
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it.each([
    ['an invalid code', '000000', { key: 'errors.resetCodeInvalid', text: codeInvalid.message }],
    ['an expired code', '111111', { key: 'errors.resetCodeExpired', text: codeExpired.message }],
  ])('stays on the new password with %s', async (_label, code, error) => {
    const { actor } = start();
    actor.send({ type: 'user.submitEmail', email: 'anh@x.vn' });
    await settled(actor);
    actor.send(submitCode(code));
    await settled(actor);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectPasswordResetView(actor.getSnapshot())).toMatchObject({
      kind: 'newPasswordForm',
      fieldErrors: {},
      error,
    });
  });

  it("shows the server's field errors and forgets them when the field is edited", async () => {
    const { actor } = start();
    actor.send({ type: 'user.submitEmail', email: 'anh@x.vn' });
    await settled(actor);
    actor.send(submitCode('123456', 'weak'));
    await settled(actor);
    expect(selectPasswordResetView(actor.getSnapshot())).toMatchObject({
      fieldErrors: { password: { key: 'errors.validationFailed', text: weakPassword.details?.[0].message } },
      error: { key: 'errors.validationFailed', text: 'Dữ liệu không hợp lệ' },
    });
    actor.send({ type: 'user.editField', field: 'password' });
    expect(selectPasswordResetView(actor.getSnapshot())).toMatchObject({ fieldErrors: {} });
  });

  it('sends the code again, then takes the new code', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.submitEmail', email: 'anh@x.vn' });
    await settled(actor);
    actor.send(submitCode('111111'));
    await settled(actor);
    actor.send({ type: 'user.resend' });
    expect(selectPasswordResetView(actor.getSnapshot())).toMatchObject({ busy: true, error: null });
    await settled(actor);
    expect(selectPasswordResetView(actor.getSnapshot())).toMatchObject({
      resent: true,
      error: null,
      proof: 'code',
    });
    actor.send(submitCode('123456'));
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls.requestReset).toEqual([{ email: 'anh@x.vn' }, { email: 'anh@x.vn' }]);
  });

  it('gives the same answer for any well-formed e-mail, and shows rate limits and bad e-mails on the form', async () => {
    const unknown = start();
    unknown.actor.send({ type: 'user.submitEmail', email: 'nobody@x.vn' });
    await settled(unknown.actor);
    expect(selectPasswordResetView(unknown.actor.getSnapshot())).toMatchObject({ kind: 'newPasswordForm' });

    const { actor } = start();
    actor.send({ type: 'user.submitEmail', email: 'limited@x.vn' });
    await settled(actor);
    expect(selectPasswordResetView(actor.getSnapshot())).toEqual({
      kind: 'requestForm',
      email: 'limited@x.vn',
      busy: false,
      fieldErrors: {},
      error: { key: 'errors.rateLimited', text: rateLimited.message },
    });
    actor.send({ type: 'user.submitEmail', email: 'bad@x' });
    await settled(actor);
    expect(selectPasswordResetView(actor.getSnapshot())).toMatchObject({
      fieldErrors: { email: { key: 'errors.validationFailed', text: 'Email không hợp lệ' } },
    });
  });

  it("maps Cognito's code exceptions to the catalogue, with no English service text", () => {
    const mismatch = readFailure({
      code: 'CodeMismatchException',
      statusCode: 400,
      message: 'Invalid code provided',
    });
    expect(resetFailureNotice(mismatch)).toEqual({ key: 'errors.resetCodeInvalid', text: null });
    const expired = readFailure({
      code: 'ExpiredCodeException',
      statusCode: 400,
      message: 'Invalid code provided',
    });
    expect(noticeText(resetFailureNotice(expired), 'en')).toBe(
      'The verification code has expired, please request a new one',
    );
    expect(resetFailureNotice(readFailure({ code: 'toString', statusCode: 400 }))).toEqual({
      key: 'errors.generic',
      text: null,
    });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const inputs: PasswordResetInput[] = [
  {},
  { token: 't-ok', email: 'anh@x.vn' },
  { token: 't-expired' },
  { token: 't-expired', email: 'limited@x.vn' },
];

const userEvents: PasswordResetEvent[] = [
  { type: 'user.submitEmail', email: 'anh@x.vn' },
  { type: 'user.submitEmail', email: 'limited@x.vn' },
  { type: 'user.submitEmail', email: 'bad@x' },
  submitCode('123456'),
  submitCode('000000'),
  submitCode('111111'),
  submitCode('123456', 'weak'),
  { type: 'user.submitReset', password, confirmPassword: password },
  { type: 'user.resend' },
  { type: 'user.startOver' },
  { type: 'user.editField', field: 'password' },
];

const backend: Record<string, (input: never) => Outcome> = {
  requestReset: requestResetOutcome,
  resendCode: requestResetOutcome,
  resetPassword: resetPasswordOutcome,
};

/** The input an invoked actor was started with. */
function inputOf(child: unknown): never | undefined {
  return (child as { options?: { input?: never } } | undefined)?.options?.input;
}

/** The answer the fake backend will give to each call in flight (read from the invoked actor's input). */
function actorOutcomeEvents(snapshot: PasswordResetSnapshot): EventObject[] {
  return Object.entries(snapshot.children).flatMap(([id, child]) => {
    const input = inputOf(child);
    if (!input || !backend[id]) return [];
    const outcome = backend[id](input);
    const event = outcome.ok
      ? { type: `xstate.done.actor.${id}`, output: outcome.output }
      : { type: `xstate.error.actor.${id}`, error: outcome.error };
    return [event];
  });
}

function serializeState(snapshot: PasswordResetSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    email: context.email,
    token: context.token,
    resent: context.resent,
    fieldErrors: context.fieldErrors,
    error: context.error,
    // The request in flight: the outcome depends on it, and it is not kept in the context (passwords).
    pending: Object.entries(snapshot.children).map(([id, child]) => [id, inputOf(child)]),
  });
}

const serializeStep = keyedOnStep(serializeState);

function modelPaths(input: PasswordResetInput, events: PasswordResetEvent[] = userEvents) {
  return stepPaths(passwordResetMachine, {
    input,
    events,
    outcomes: actorOutcomeEvents,
    serializeStep,
  });
}

/** States and transitions (by id) that no path of any of the inputs covers. */
function missingOver(startInputs: PasswordResetInput[], events: PasswordResetEvent[] = userEvents) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const input of startInputs) {
    const coverage = pathCoverage(passwordResetMachine, modelPaths(input, events), { input });
    coverage.states.covered.forEach((id) => states.add(id));
    coverage.transitions.covered.forEach((ref) => transitions.add(ref.id));
  }
  return [
    ...allStateIds(passwordResetMachine).filter((id) => !states.has(id)),
    ...allTransitions(passwordResetMachine)
      .map((ref) => ref.id)
      .filter((id) => !transitions.has(id)),
  ];
}

async function replay(path: ReturnType<typeof modelPaths>[number], input: PasswordResetInput) {
  const { actor } = start(input);
  await replayPath(actor, path.steps, {
    key: serializeState,
    onStep: (reached, step) => {
      expect(selectPasswordResetView(reached)).toEqual(selectPasswordResetView(step.state));
    },
  });
  actor.stop();
}

describe('password-reset machine: model paths', () => {
  it('the paths of every start cover every state node and every transition', () => {
    expect(missingOver(inputs)).toEqual([]);
  });

  it('the coverage check fails when a start or an event is missing from the model', () => {
    expect(missingOver(inputs.slice(0, 1))).toEqual([
      'passwordReset.start --always[0]--> passwordReset.codeSent',
      'passwordReset.codeSent.resending --xstate.error.actor.resendCode[0]--> passwordReset.codeSent.rejected',
    ]);
    expect(
      missingOver(
        inputs,
        userEvents.filter((event) => event.type !== 'user.resend'),
      ),
    ).toEqual([
      'passwordReset.codeSent.resending',
      'passwordReset.codeSent.editing --user.resend[0]--> passwordReset.codeSent.resending',
      'passwordReset.codeSent.resending --xstate.done.actor.resendCode[0]--> passwordReset.codeSent.editing',
      'passwordReset.codeSent.resending --xstate.error.actor.resendCode[0]--> passwordReset.codeSent.rejected',
      'passwordReset.codeSent.rejected --user.resend[0]--> passwordReset.codeSent.resending',
    ]);
  });

  it.each(inputs)('replays every path from %j on a real actor and reaches the same states', async (input) => {
    const paths = modelPaths(input);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) await replay(path, input);
  });
});
