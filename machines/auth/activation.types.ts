// Types of the activation machine (`/auth/activate?token=...`): context, input, events, tags, actor contracts, view.
import type { Notice } from '../../domain/failures';

export interface ActivationInput {
  /** The `token` query parameter of the e-mailed link; absent or empty means the link is invalid. */
  token?: string | null;
}

/** Why the link cannot activate the account (API codes ACTIVATION_TOKEN_EXPIRED / _USED / _INVALID). */
export type LinkProblem = 'expired' | 'used' | 'invalid';

export interface ActivationContext {
  token: string | null;
  problem: LinkProblem | null;
  /** The e-mail a new link was (last) asked for. */
  email: string | null;
  /** The failure of the activation call (state `failed`) or of the request for a new link. */
  error: Notice | null;
}

export type ActivationEvent =
  /** Asks for a new activation link, from the expired / used / invalid link page (e-mail validated by the view). */
  | { type: 'user.requestNewLink'; email: string }
  /** Tries the same link again after an unexpected failure (network, server fault). */
  | { type: 'user.retry' };

export type ActivationTag = 'busy' | 'error';

/** GET /auth/activate?token=... */
export interface ActivateRequest {
  token: string;
}
/** Asks the server to e-mail a new activation link (same answer whether or not the account exists). */
export interface ResendActivationRequest {
  email: string;
}

export type ActivationView =
  | { kind: 'activating' }
  /** "Your account has been successfully activated, please log in". */
  | { kind: 'activated'; notice: Notice }
  /** The link is expired, used or invalid: its notice, and a form asking for a new link. */
  | { kind: 'linkProblem'; problem: LinkProblem; notice: Notice; busy: boolean; error: Notice | null }
  | { kind: 'failed'; error: Notice }
  | { kind: 'resent'; email: string; notice: Notice };

export interface ActivationTypes {
  context: ActivationContext;
  input: ActivationInput | undefined;
  events: ActivationEvent;
  tags: ActivationTag;
}
