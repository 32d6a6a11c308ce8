// Forgotten password: the e-mail form -> "code sent" (the same answer whether or not the account exists, so the
// form reveals no accounts) -> the new password with the e-mailed code -> done ("please log in again"). The e-mailed
// link starts the machine with `input: { token, email }`, straight at the new password.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice, type Failure, type Notice } from '../../domain/failures';
import { type CatalogueKey } from '../../domain/message-keys';
import type {
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetTypes,
  PasswordResetView,
  RequestResetRequest,
  ResetPasswordRequest,
} from './password-reset.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

/** The notice for each way a reset can be refused: the API's codes and Cognito's exception names. */
export const RESET_FAILURE_KEYS: Readonly<Record<string, CatalogueKey>> = {
  RESET_CODE_INVALID: 'errors.resetCodeInvalid',
  CodeMismatchException: 'errors.resetCodeInvalid',
  RESET_CODE_EXPIRED: 'errors.resetCodeExpired',
  ExpiredCodeException: 'errors.resetCodeExpired',
  RESET_TOKEN_INVALID: 'errors.resetLinkInvalid',
  RESET_TOKEN_EXPIRED: 'errors.resetLinkInvalid',
};

export function resetFailureNotice(failure: Failure): Notice {
  const key =
    failure.code !== null && Object.hasOwn(RESET_FAILURE_KEYS, failure.code)
      ? RESET_FAILURE_KEYS[failure.code]
      : null;
  return key ? { key, text: failure.text } : failureNotice(failure);
}

/** The reset request: by the link's token when there is one, otherwise by the e-mail and its code. */
export function resetPasswordRequest(
  context: PasswordResetContext,
  event: PasswordResetEvent,
): ResetPasswordRequest {
  assertEvent(event, 'user.submitReset');
  const { password, confirmPassword } = event;
  const token = event.token ?? context.token;
  if (token) return { token, ...(context.email ? { email: context.email } : {}), password, confirmPassword };
  return { email: context.email ?? '', code: event.code ?? '', password, confirmPassword };
}

const noErrors = { fieldErrors: {}, error: null };

/** What the new-password form accepts, whether or not it shows an error. */
const newPasswordFormEvents = {
  'user.submitReset': { target: 'resetting', actions: 'clearErrors' },
  'user.resend': { guard: 'hasEmail', target: 'resending', actions: 'clearErrors' },
  'user.startOver': { target: '#passwordReset.requesting', actions: 'forgetLink' },
} as const;

export const passwordResetMachine = setup({
  types: {} as PasswordResetTypes,
  actors: {
    /** POST auth/forgot-password-request: e-mails a code (and a link) to reset the password. */
    requestReset: fromPromise<unknown, RequestResetRequest>(notProvided('password-reset', 'requestReset')),
    /** POST /auth/reset-password; rejects with the API error body (RESET_CODE_INVALID, ...). */
    resetPassword: fromPromise<unknown, ResetPasswordRequest>(notProvided('password-reset', 'resetPassword')),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasEmail: ({ context }) => context.email !== null,
    isValidationFailure: ({ event }) => failureOf(event).kind === 'validation',
  },
  actions: {
    rememberEmail: assign(({ event }) => {
      assertEvent(event, 'user.submitEmail');
      return { email: event.email, ...noErrors };
    }),
    clearErrors: assign(noErrors),
    forgetLink: assign({ token: null, resent: false, ...noErrors }),
    /** A new code went out: the user now proves the reset with it (a link's token may have been the problem). */
    noteResent: assign({ resent: true, token: null, ...noErrors }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'user.editField');
      const { [event.field]: _edited, ...fieldErrors } = context.fieldErrors;
      return { fieldErrors };
    }),
    showFieldErrors: assign(({ event }) => {
      const failure = failureOf(event);
      return { fieldErrors: failure.fieldErrors, error: failureNotice(failure) };
    }),
    showFailure: assign(({ event }) => ({ fieldErrors: {}, error: failureNotice(failureOf(event)) })),
    showResetFailure: assign(({ event }) => ({
      fieldErrors: {},
      error: resetFailureNotice(failureOf(event)),
    })),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    email: input?.email?.trim() || null,
    token: input?.token?.trim() || null,
    resent: false,
    ...noErrors,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'codeSent' }, { target: 'requesting' }],
    },
    requesting: {
      initial: 'editing',
      states: {
        editing: {
          on: { 'user.submitEmail': { target: 'sending', actions: 'rememberEmail' } },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: { target: '#passwordReset.codeSent' },
            onError: [
              { guard: 'isValidationFailure', target: 'rejected', actions: 'showFieldErrors' },
              { target: 'rejected', actions: 'showFailure' },
            ],
          },
        },
        rejected: {
          tags: ['error'],
          on: {
            'user.submitEmail': { target: 'sending', actions: 'rememberEmail' },
            'user.editField': { actions: 'forgetFieldError' },
          },
        },
      },
    },
    codeSent: {
      initial: 'editing',
      states: {
        editing: { on: newPasswordFormEvents },
        resetting: {
          tags: ['busy'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context, event }) => resetPasswordRequest(context, event),
            onDone: { target: '#passwordReset.done' },
            onError: [
              { guard: 'isValidationFailure', target: 'rejected', actions: 'showFieldErrors' },
              { target: 'rejected', actions: 'showResetFailure' },
            ],
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resendCode',
            src: 'requestReset',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: { target: 'editing', actions: 'noteResent' },
            onError: { target: 'rejected', actions: 'showFailure' },
          },
        },
        rejected: {
          tags: ['error'],
          on: { ...newPasswordFormEvents, 'user.editField': { actions: 'forgetFieldError' } },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

/** What the forgot-password, forgot-password (code) and reset-password pages show. */
export function selectPasswordResetView(snapshot: PasswordResetSnapshot): PasswordResetView {
  const { context } = snapshot;
  if (snapshot.matches('done')) return { kind: 'done', notice: { key: 'success.passwordReset', text: null } };
  const rejected = snapshot.hasTag('error');
  const form = {
    busy: snapshot.hasTag('busy'),
    fieldErrors: rejected ? context.fieldErrors : {},
    error: rejected ? context.error : null,
  };
  if (snapshot.matches('codeSent')) {
    const proof = context.token ? 'token' : 'code';
    return {
      kind: 'newPasswordForm',
      proof,
      email: context.email,
      notice: proof === 'code' ? { key: 'success.resetCodeSent', text: null } : null,
      canResend: context.email !== null,
      resent: context.resent,
      ...form,
    };
  }
  return { kind: 'requestForm', email: context.email, ...form };
}
