// Change password (signed in): previous password, new password, confirmation -> the call -> done, or back to the
// form with the reason (a wrong previous password is shown on its field).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import type { ChangePasswordRequest, ChangePasswordTypes, ChangePasswordView } from './change-password.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

/**
 * A wrong previous password: Cognito answers NotAuthorizedException (the API passes the code on, or answers
 * INCORRECT_PREVIOUS_PASSWORD). cognito-local answers InvalidPasswordException instead, which real Cognito uses for
 * a new password that breaks the policy, so that one is not read as a wrong previous password.
 */
export const INCORRECT_PREVIOUS_PASSWORD_CODES: ReadonlySet<string> = new Set([
  'NotAuthorizedException',
  'INCORRECT_PREVIOUS_PASSWORD',
]);

export const changePasswordMachine = setup({
  types: {} as ChangePasswordTypes,
  actors: {
    /** Changes the password; rejects with the API error body or the identity provider's error. */
    changePassword: fromPromise<unknown, ChangePasswordRequest>(
      notProvided('change-password', 'changePassword'),
    ),
  },
  guards: {
    isIncorrectPreviousPassword: ({ event }) => {
      const { code } = failureOf(event);
      return code !== null && INCORRECT_PREVIOUS_PASSWORD_CODES.has(code);
    },
    isValidationFailure: ({ event }) => failureOf(event).kind === 'validation',
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, error: null }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'user.editField');
      const { [event.field]: _edited, ...fieldErrors } = context.fieldErrors;
      return { fieldErrors };
    }),
    showIncorrectPreviousPassword: assign(({ event }) => ({
      fieldErrors: {
        previousPassword: { key: 'errors.incorrectPreviousPassword', text: failureOf(event).text },
      },
      error: null,
    })),
    showFieldErrors: assign(({ event }) => {
      const failure = failureOf(event);
      return { fieldErrors: failure.fieldErrors, error: failureNotice(failure) };
    }),
    showFailure: assign(({ event }) => ({ fieldErrors: {}, error: failureNotice(failureOf(event)) })),
  },
}).createMachine({
  id: 'changePassword',
  context: { fieldErrors: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'user.submit': { target: 'submitting', actions: 'clearErrors' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'user.submit');
          return event.values;
        },
        onDone: { target: 'done' },
        onError: [
          {
            guard: 'isIncorrectPreviousPassword',
            target: 'rejected',
            actions: 'showIncorrectPreviousPassword',
          },
          { guard: 'isValidationFailure', target: 'rejected', actions: 'showFieldErrors' },
          { target: 'rejected', actions: 'showFailure' },
        ],
      },
    },
    rejected: {
      tags: ['error'],
      on: {
        'user.submit': { target: 'submitting', actions: 'clearErrors' },
        'user.editField': { actions: 'forgetFieldError' },
      },
    },
    done: { type: 'final' },
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

/** What the change-password form shows. */
export function selectChangePasswordView(snapshot: ChangePasswordSnapshot): ChangePasswordView {
  if (snapshot.status === 'done')
    return { kind: 'done', notice: { key: 'success.passwordChanged', text: null } };
  const rejected = snapshot.hasTag('error');
  return {
    kind: 'form',
    busy: snapshot.hasTag('busy'),
    fieldErrors: rejected ? snapshot.context.fieldErrors : {},
    error: rejected ? snapshot.context.error : null,
  };
}
