// The real actors of the registration machines (sign-up, activation, password reset): the one API client `api`,
// and navigation. Pages get ready-to-run actor logic from here (`useActorRef(signUpLogic)`), so views never import
// the API client themselves.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { signUpMachine } from '../../../machines/auth/sign-up.machine';
import type { SignUpRequest } from '../../../machines/auth/sign-up.types';
import { activationMachine } from '../../../machines/auth/activation.machine';
import type { ActivateRequest, ResendActivationRequest } from '../../../machines/auth/activation.types';
import { passwordResetMachine } from '../../../machines/auth/password-reset.machine';
import type { RequestResetRequest, ResetPasswordRequest } from '../../../machines/auth/password-reset.types';
import { unwrap, type ApiClient } from '../../api/client';
import { toMachineError, type Go } from './machine-error';
import { api as defaultApi } from '../api';
import { paths } from '../paths';

/** What /auth/thank-you reads from the history entry: the e-mail just registered (kept across a reload). */
export interface ThankYouState {
  email: string;
}

// The error shape the machines read, and the navigation function the wiring takes: in their own module, so that the
// wiring of other pages does not load the registration machines with them.
export { toMachineError, type Go } from './machine-error';

async function call<T>(run: () => Promise<T>, options?: { conflictField?: string }): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toMachineError(error, options);
  }
}

/** POST /auth/forgot-password-request: the same answer whether or not the e-mail has an account. */
function requestPasswordReset(api: ApiClient, input: RequestResetRequest) {
  return call(() => unwrap(api.POST('/auth/forgot-password-request', { body: { email: input.email } })));
}

export function createRegistrationActors(api: ApiClient) {
  return {
    signUp: fromPromise<unknown, SignUpRequest>(({ input }) =>
      call(() => unwrap(api.POST('/auth/sign-up', { body: input })), { conflictField: 'email' }),
    ),
    activate: fromPromise<unknown, ActivateRequest>(({ input }) =>
      call(() => unwrap(api.GET('/auth/activate', { params: { query: { token: input.token } } }))),
    ),
    resendActivation: fromPromise<unknown, ResendActivationRequest>(({ input }) =>
      call(() => unwrap(api.POST('/auth/resend-activation', { body: { email: input.email } }))),
    ),
    requestReset: fromPromise<unknown, RequestResetRequest>(({ input }) => requestPasswordReset(api, input)),
    resetPassword: fromPromise<unknown, ResetPasswordRequest>(({ input }) =>
      call(() => unwrap(api.POST('/auth/reset-password', { body: resetBody(input) }))),
    ),
  };
}

/** POST /auth/reset-password takes `{ email, code, ... }` or `{ token, ... }` (the link's e-mail may come along). */
function resetBody(input: ResetPasswordRequest) {
  const { password, confirmPassword } = input;
  if (input.token) {
    return { token: input.token, ...(input.email ? { email: input.email } : {}), password, confirmPassword };
  }
  return { email: input.email ?? '', code: input.code ?? '', password, confirmPassword };
}

/** Sign-up: on success, the thank-you page, with the registered e-mail in the history entry's state. */
export function createSignUpLogic(api: ApiClient = defaultApi, go: Go = navigate) {
  return signUpMachine.provide({
    actors: { signUp: createRegistrationActors(api).signUp },
    actions: {
      goToThankYou: (_, params) => go(paths.signUpThankYou, { state: { email: params.email } }),
    },
  });
}

/** `/auth/activate?token=...` (start it with `input: { token }`), also used to ask for a new link. */
export function createActivationLogic(api: ApiClient = defaultApi) {
  const { activate, resendActivation } = createRegistrationActors(api);
  return activationMachine.provide({ actors: { activate, resendActivation } });
}

/**
 * The password reset. `codeAlreadySent`: the page where the e-mailed code is typed (`/auth/forgot-password?email=`)
 * is reached after the code went out (from /auth/forgot-password-request, or from the e-mail itself), so the page
 * enters the machine's code step by submitting the known e-mail once WITHOUT asking for another e-mail (which would
 * void the code the user holds). Every later request ("send the code again", "use another email") is real.
 */
export function createPasswordResetLogic(
  api: ApiClient = defaultApi,
  { codeAlreadySent = false }: { codeAlreadySent?: boolean } = {},
) {
  let skipNextRequest = codeAlreadySent;
  return passwordResetMachine.provide({
    actors: {
      requestReset: fromPromise<unknown, RequestResetRequest>(async ({ input }) => {
        if (skipNextRequest) {
          skipNextRequest = false;
          return null;
        }
        return requestPasswordReset(api, input);
      }),
      resetPassword: createRegistrationActors(api).resetPassword,
    },
  });
}
