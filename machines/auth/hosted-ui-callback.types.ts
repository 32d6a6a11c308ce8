// Types of the Hosted UI callback machine (/auth/sign-in/callback): the query it starts from, the contracts of its
// named actors, and the view union.
import type { IdentityConfig } from '../../domain/identity-config';
import type { SessionTokens } from './sign-in.types';

/** The callback URL's query as the provider sent it (`?code=...&state=...` or `?error=...&error_description=...`). */
export interface HostedUiCallbackInput {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

export type HostedUiFailureReason =
  /** The provider answered `error=...` (e.g. the user refused access). */
  | 'providerError'
  /** No `code` in the URL. */
  | 'missingCode'
  /** No verifier was stored for this `state` (another tab, expired, forged): the code must not be exchanged. */
  | 'stateMismatch'
  /** The runtime config is invalid or has no Hosted UI domain. */
  | 'notConfigured'
  /** The token endpoint refused the code, or storing the session failed. */
  | 'exchangeFailed';

export interface HostedUiFailure {
  reason: HostedUiFailureReason;
  /** The provider's error / description, the config issues, or the exchange error's message. */
  detail: string | null;
}

export interface HostedUiCallbackContext extends HostedUiCallbackInput {
  config: IdentityConfig | null;
  verifier: string | null;
  tokens: SessionTokens | null;
  failure: HostedUiFailure | null;
}

/**
 * The page starts the machine from the URL; the only user event is "try again" after the runtime config could not
 * be loaded (the code is still unused then, so a second attempt may succeed).
 */
export type HostedUiCallbackEvent = { type: 'user.retry' };

export type HostedUiCallbackTag = 'busy';

// ---- actor contracts ----
export type LoadConfigOutput = unknown;
export interface TakeVerifierInput {
  state: string;
}
/** The PKCE verifier stored when the sign-in started for this `state`, removed as it is read; null when none. */
export type TakeVerifierOutput = string | null;
export interface ExchangeCodeInput {
  config: IdentityConfig;
  code: string;
  verifier: string;
}
export interface StoreSessionInput {
  tokens: SessionTokens;
}

export type HostedUiCallbackView =
  | { kind: 'working' }
  | { kind: 'failed'; failure: HostedUiFailure; canRetry: boolean }
  | { kind: 'signedIn' };

export interface HostedUiCallbackTypes {
  context: HostedUiCallbackContext;
  input: HostedUiCallbackInput;
  events: HostedUiCallbackEvent;
  tags: HostedUiCallbackTag;
}
