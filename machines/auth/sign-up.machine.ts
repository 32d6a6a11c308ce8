// Sign-up: the form (its fields stay in the view) -> POST /auth/sign-up -> the thank-you page, or back to the form
// with the server's field errors, a rate-limit message or a generic error. Also sign-up by invitation (input).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import type { SignUpContext, SignUpEvent, SignUpRequest, SignUpTypes, SignUpView } from './sign-up.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

/** The request for the submitted values: an invitation locks the e-mail and carries its parameter. */
export function signUpRequest(context: SignUpContext, event: SignUpEvent): SignUpRequest {
  assertEvent(event, 'user.submit');
  const { invitation } = context;
  return invitation
    ? { ...event.values, email: invitation.email, inviteParam: invitation.param }
    : event.values;
}

export const signUpMachine = setup({
  types: {} as SignUpTypes,
  actors: {
    /** POST /auth/sign-up; rejects with the API error body. */
    signUp: fromPromise<unknown, SignUpRequest>(notProvided('sign-up', 'signUp')),
  },
  guards: {
    isValidationFailure: ({ event }) => failureOf(event).kind === 'validation',
  },
  actions: {
    /** Navigates to /auth/thank-you; provided by the app root. */
    goToThankYou: (_, _params: { email: string }) => {},
    startSubmission: assign(({ context, event }) => ({
      email: signUpRequest(context, event).email,
      fieldErrors: {},
      error: null,
    })),
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
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    invitation: input?.invitation ?? null,
    email: null,
    fieldErrors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'user.submit': { target: 'submitting', actions: 'startSubmission' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context, event }) => signUpRequest(context, event),
        onDone: { target: 'succeeded' },
        onError: [
          { guard: 'isValidationFailure', target: 'rejected', actions: 'showFieldErrors' },
          { target: 'rejected', actions: 'showFailure' },
        ],
      },
    },
    rejected: {
      tags: ['error'],
      on: {
        'user.submit': { target: 'submitting', actions: 'startSubmission' },
        'user.editField': { actions: 'forgetFieldError' },
      },
    },
    succeeded: {
      type: 'final',
      entry: { type: 'goToThankYou', params: ({ context }) => ({ email: context.email ?? '' }) },
    },
  },
});

export type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;

/** What the sign-up page shows. */
export function selectSignUpView(snapshot: SignUpSnapshot): SignUpView {
  const { context } = snapshot;
  if (snapshot.status === 'done') {
    return {
      kind: 'succeeded',
      email: context.email ?? '',
      notice: { key: 'success.registered', text: null },
    };
  }
  const rejected = snapshot.hasTag('error');
  return {
    kind: 'form',
    busy: snapshot.hasTag('busy'),
    invitation: context.invitation,
    lockedEmail: context.invitation?.email ?? null,
    fieldErrors: rejected ? context.fieldErrors : {},
    error: rejected ? context.error : null,
  };
}
