// Types of the sign-up machine: context, input, events, tags, the contract of its one actor and the view union.
import type { Notice } from '../../domain/failures';
import type { SignUpData } from '../../domain/validation';

/** Sign-up by invitation (`/auth/sign-up-invitation`): the invited e-mail is locked. */
export interface SignUpInvitation {
  /** The invitation's `param` (POST /spaces/user-join-space?param=...), sent as `inviteParam`. */
  param: string;
  email: string;
  spaceName: string;
}

export interface SignUpInput {
  invitation?: SignUpInvitation | null;
}

export interface SignUpContext {
  invitation: SignUpInvitation | null;
  /** The e-mail being (or last) registered, for the thank-you page. Passwords never enter the context. */
  email: string | null;
  /** Per-field problems the server found (VALIDATION_FAILED details, e.g. an e-mail already registered). */
  fieldErrors: Record<string, Notice>;
  /** The form-level problem: invalid data, rate limit, network, or anything else. */
  error: Notice | null;
}

export type SignUpEvent =
  /** The form's values, already validated by the view with `makeSignUpSchema`. */
  | { type: 'user.submit'; values: SignUpData }
  /** The user changed a field: its server error no longer applies. */
  | { type: 'user.editField'; field: string };

export type SignUpTag = 'busy' | 'error';

/** POST /auth/sign-up body: the form's values, the invitation's e-mail and `inviteParam` when invited. */
export type SignUpRequest = SignUpData;

export type SignUpView =
  | {
      kind: 'form';
      busy: boolean;
      invitation: SignUpInvitation | null;
      /** Set when invited: the e-mail field shows this value and cannot be edited. */
      lockedEmail: string | null;
      fieldErrors: Record<string, Notice>;
      error: Notice | null;
    }
  | { kind: 'succeeded'; email: string; notice: Notice };

export interface SignUpTypes {
  context: SignUpContext;
  input: SignUpInput | undefined;
  events: SignUpEvent;
  tags: SignUpTag;
}
