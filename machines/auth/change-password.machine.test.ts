import { describe, expect, it } from 'vitest';
import { replayPath } from '../../tests/paths/replay';
import { stepPaths } from '../../tests/paths/scripted-paths';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { NETWORK_ERROR, noticeText } from '../../domain/failures';
import { type ChangePasswordData } from '../../domain/validation';
import {
  allStateIds,
  allTransitions,
  describeMissing,
  pathCoverage,
  keyedOnStep,
} from '../../tests/paths/coverage';
import {
  changePasswordMachine,
  selectChangePasswordView,
  type ChangePasswordSnapshot,
} from './change-password.machine';
import type { ChangePasswordEvent, ChangePasswordRequest } from './change-password.types';

// ---- a fake backend whose answer depends on the request -----------------------------------------------------------

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

/** amazon-cognito-identity-js's error for a wrong previous password (English-only service text). */
const cognitoNotAuthorized = {
  code: 'NotAuthorizedException',
  name: 'NotAuthorizedException',
  statusCode: 400,
  message: 'Incorrect username or password.',
};
const apiIncorrectPrevious = {
  statusCode: 400,
  code: 'INCORRECT_PREVIOUS_PASSWORD',
  message: 'Mật khẩu hiện tại không chính xác',
};
const weakPassword = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Dữ liệu không hợp lệ',
  details: [{ field: 'proposedPassword', message: 'Tối thiểu 8 ký tự' }],
};
const cognitoLimit = { code: 'LimitExceededException', statusCode: 400, message: 'Attempt limit exceeded' };
const cognitoOffline = { code: NETWORK_ERROR, message: 'Network error' };

function changePasswordOutcome({ previousPassword, proposedPassword }: ChangePasswordRequest): Outcome {
  if (previousPassword === 'Wrong@2025') return { ok: false, error: cognitoNotAuthorized };
  if (previousPassword === 'WrongApi@2025') return { ok: false, error: apiIncorrectPrevious };
  if (previousPassword === 'Limited@2025') return { ok: false, error: cognitoLimit };
  if (previousPassword === 'Offline@2025') return { ok: false, error: cognitoOffline };
  if (proposedPassword === 'weak') return { ok: false, error: weakPassword };
  return { ok: true, output: null };
}

const values = (previousPassword: string, proposedPassword = 'GhgDemo@2026'): ChangePasswordData => ({
  previousPassword,
  proposedPassword,
  confirmPassword: proposedPassword,
});

function start() {
  const calls: ChangePasswordRequest[] = [];
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<unknown, ChangePasswordRequest>(async ({ input }) => {
          calls.push(input);
          const outcome = changePasswordOutcome(input);
          if (outcome.ok) return outcome.output;
          throw outcome.error;
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

// ---- unit tests -------------------------------------------------------------------------------------------------

describe('change-password machine', () => {
  it('changes the password', async () => {
    const { actor, calls } = start();
    expect(selectChangePasswordView(actor.getSnapshot())).toEqual({
      kind: 'form',
      busy: false,
      fieldErrors: {},
      error: null,
    });
    actor.send({ type: 'user.submit', values: values('Old@2025x') });
    expect(selectChangePasswordView(actor.getSnapshot())).toMatchObject({ busy: true });
    actor.send({ type: 'user.submit', values: values('Old@2025x') }); // ignored while busy
    await settled(actor);
    expect(calls).toEqual([values('Old@2025x')]);
    const view = selectChangePasswordView(actor.getSnapshot());
    expect(view).toEqual({ kind: 'done', notice: { key: 'success.passwordChanged', text: null } });
    if (view.kind === 'done') {
      expect(noticeText(view.notice, 'en')).toBe('Password changed successfully');
      expect(noticeText(view.notice, 'vi')).toBe('Đổi mật khẩu thành công');
    }
  });

  it("shows a wrong previous password on its field, in the reader's language (never Cognito's text)", async () => {
    const { actor } = start();
    actor.send({ type: 'user.submit', values: values('Wrong@2025') });
    await settled(actor);
    const view = selectChangePasswordView(actor.getSnapshot());
    expect(view).toEqual({
      kind: 'form',
      busy: false,
      fieldErrors: { previousPassword: { key: 'errors.incorrectPreviousPassword', text: null } },
      error: null,
    });
    if (view.kind === 'form') {
      expect(noticeText(view.fieldErrors.previousPassword, 'vi')).toBe('Mật khẩu hiện tại không chính xác');
      expect(noticeText(view.fieldErrors.previousPassword, 'en')).toBe('Current password is incorrect');
    }
    actor.send({ type: 'user.editField', field: 'previousPassword' });
    expect(selectChangePasswordView(actor.getSnapshot())).toMatchObject({ fieldErrors: {} });
    actor.send({ type: 'user.submit', values: values('Old@2025x') });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it("keeps the API's translated text for a wrong previous password", async () => {
    const { actor } = start();
    actor.send({ type: 'user.submit', values: values('WrongApi@2025') });
    await settled(actor);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      previousPassword: { key: 'errors.incorrectPreviousPassword', text: apiIncorrectPrevious.message },
    });
  });

  it.each([
    [
      'field errors',
      values('Old@2025x', 'weak'),
      { proposedPassword: { key: 'errors.validationFailed', text: 'Tối thiểu 8 ký tự' } },
      { key: 'errors.validationFailed', text: 'Dữ liệu không hợp lệ' },
    ],
    ['a rate limit', values('Limited@2025'), {}, { key: 'errors.rateLimited', text: null }],
    ['a network failure', values('Offline@2025'), {}, { key: 'errors.networkError', text: null }],
  ])('goes back to the form with %s', async (_label, submitted, fieldErrors, error) => {
    const { actor } = start();
    actor.send({ type: 'user.submit', values: submitted });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectChangePasswordView(actor.getSnapshot())).toEqual({
      kind: 'form',
      busy: false,
      fieldErrors,
      error,
    });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const userEvents: ChangePasswordEvent[] = [
  ...['Old@2025x', 'Wrong@2025', 'WrongApi@2025', 'Limited@2025', 'Offline@2025'].map(
    (previous): ChangePasswordEvent => ({ type: 'user.submit', values: values(previous) }),
  ),
  { type: 'user.submit', values: values('Old@2025x', 'weak') },
  { type: 'user.editField', field: 'previousPassword' },
];

/** The input an invoked actor was started with. */
function inputOf(child: unknown): ChangePasswordRequest | undefined {
  return (child as { options?: { input?: ChangePasswordRequest } } | undefined)?.options?.input;
}

/** The answer the fake backend will give to the call in flight (read from the invoked actor's input). */
function actorOutcomeEvents(snapshot: ChangePasswordSnapshot): EventObject[] {
  const input = inputOf(snapshot.children.changePassword);
  if (!input) return [];
  const outcome = changePasswordOutcome(input);
  const event = outcome.ok
    ? { type: 'xstate.done.actor.changePassword', output: outcome.output }
    : { type: 'xstate.error.actor.changePassword', error: outcome.error };
  return [event];
}

function serializeState(snapshot: ChangePasswordSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    fieldErrors: context.fieldErrors,
    error: context.error,
    // The request in flight: the outcome depends on it, and passwords are not kept in the context.
    pending: inputOf(snapshot.children.changePassword) ?? null,
  });
}

const serializeStep = keyedOnStep(serializeState);

function modelPaths(events: ChangePasswordEvent[]) {
  return stepPaths(changePasswordMachine, {
    events,
    outcomes: actorOutcomeEvents,
    serializeStep,
  });
}

describe('change-password machine: model paths', () => {
  const paths = modelPaths(userEvents);

  it('the paths cover every state node and every transition', () => {
    const coverage = pathCoverage(changePasswordMachine, paths);
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.states.covered).toEqual(allStateIds(changePasswordMachine));
    expect(coverage.transitions.covered).toHaveLength(allTransitions(changePasswordMachine).length);
  });

  it('the coverage check fails when the model lacks an outcome', () => {
    const withoutWrongPassword = userEvents.filter(
      (event) => event.type !== 'user.submit' || !event.values.previousPassword.startsWith('Wrong'),
    );
    expect(pathCoverage(changePasswordMachine, modelPaths(withoutWrongPassword)).transitions.missing).toEqual(
      [
        expect.objectContaining({
          id: 'changePassword.submitting --xstate.error.actor.changePassword[0]--> changePassword.rejected',
        }),
      ],
    );
  });

  it(`replays each of the ${paths.length} paths on a real actor and reaches the same states`, async () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const { actor } = start();
      await replayPath(actor, path.steps, {
        key: serializeState,
        onStep: (reached, step) => {
          expect(selectChangePasswordView(reached)).toEqual(selectChangePasswordView(step.state));
        },
      });
      actor.stop();
    }
  });
});
