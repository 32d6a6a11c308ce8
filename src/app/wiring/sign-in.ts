// The sign-in machine and the Hosted UI callback machine with their real actors: the runtime config, the identity
// adapter (amazon-cognito-identity-js), the Hosted UI PKCE client (src/identity/hosted-ui.ts), the activation check
// of the API and the session cookies. Also the start of a Hosted UI sign-in (Google / Facebook) for the page.
import { createActor, fromPromise } from 'xstate';
import { hostedUiCallbackMachine } from '../../../machines/auth/hosted-ui-callback.machine';
import { signInMachine } from '../../../machines/auth/sign-in.machine';
import type { SessionTokens, SignInInput } from '../../../machines/auth/sign-in.types';
import type { IdentityConfig } from '../../../domain/identity-config';
import { unwrap } from '../../api/client';
import { storeSessionCookies } from '../../identity/cookies';
import {
  beginHostedUiSignIn as startHostedUiSignIn,
  exchangeAuthorizationCode,
  takePkceVerifier,
  type HostedUiProvider,
} from '../../identity/hosted-ui';
import { api } from '../api';
import { inspectOptions } from '../inspection';
import { paths } from '../paths';
import { identityFor, loadRawIdentityConfig, sessionCookieStore } from './identity';

export interface SignedInHandler {
  /**
   * Called once the session cookies are written: boot the session, then go on. `next` (Hosted UI only) is the
   * path the sign-in was started for, kept with the PKCE verifier.
   */
  onSignedIn: (tokens: SessionTokens, next: string | null) => void;
}

/** The sign-in machine, provided with the real actors. */
export function createSignInMachine({ onSignedIn }: SignedInHandler) {
  return signInMachine.provide({
    actors: {
      loadConfig: fromPromise(() => loadRawIdentityConfig()),
      initiateAuth: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).initiateAuth({ email: input.email, password: input.password }),
      ),
      completeNewPassword: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).completeNewPassword({
          newPassword: input.newPassword,
          attributes: input.attributes,
        }),
      ),
      sendMfaCode: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).sendMfaCode({ code: input.code, mfaType: input.mfaType }),
      ),
      selectMfaType: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).selectMfaType({ mfaType: input.mfaType }),
      ),
      associateSoftwareToken: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).associateSoftwareToken(),
      ),
      verifySoftwareToken: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).verifySoftwareToken({ code: input.code }),
      ),
      sendCustomChallengeAnswer: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).sendCustomChallengeAnswer({ answer: input.answer }),
      ),
      storeSession: fromPromise(async ({ input }) => storeSessionCookies(sessionCookieStore, input.tokens)),
      checkUserActivation: fromPromise(async ({ input }) => {
        const status = await unwrap(
          api.POST('/auth/check-user-activation', { body: { email: input.email } }),
        );
        return { message: status.activated ? null : status.message };
      }),
    },
    actions: {
      notifySignedIn: (_, params) => onSignedIn(params.tokens, null),
    },
  });
}

/**
 * The sign-in page's actor (created, not started: src/app/lazy-actor.ts starts it), loaded by the page after it is
 * live so that XState, the machine, the identity adapter and the API client are not part of its first load.
 */
export function createSignInActor(handler: SignedInHandler, input: SignInInput | undefined) {
  return createActor(createSignInMachine(handler), { input, ...inspectOptions() });
}

// ---- Hosted UI (the PKCE client is src/identity/hosted-ui.ts) ----

/** Where the Hosted UI sends the browser back: the app client's callback URL, the callback route on this origin. */
function hostedUiRedirectUri(): string {
  return `${window.location.origin}${paths.signInCallback}`;
}

/** Starts a Google / Facebook sign-in that comes back to `next`. */
export function beginHostedUiSignIn(config: IdentityConfig, provider: HostedUiProvider, next: string | null) {
  return startHostedUiSignIn({ config, provider, next, redirectUri: hostedUiRedirectUri() });
}

/** The callback machine, provided with the real actors. */
export function createHostedUiCallbackMachine({ onSignedIn }: SignedInHandler) {
  let next: string | null = null;
  return hostedUiCallbackMachine.provide({
    actors: {
      loadConfig: fromPromise(() => loadRawIdentityConfig()),
      takeVerifier: fromPromise(async ({ input }) => {
        const taken = takePkceVerifier(input.state);
        if (!taken) return null;
        next = taken.next;
        return taken.verifier;
      }),
      exchangeCode: fromPromise(({ input }) =>
        exchangeAuthorizationCode({
          config: input.config,
          code: input.code,
          verifier: input.verifier,
          redirectUri: hostedUiRedirectUri(),
        }),
      ),
      storeSession: fromPromise(async ({ input }) => storeSessionCookies(sessionCookieStore, input.tokens)),
    },
    actions: {
      notifySignedIn: (_, params) => onSignedIn(params.tokens, next),
    },
  });
}
