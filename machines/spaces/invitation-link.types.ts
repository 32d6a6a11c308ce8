// Types of the invitation-link machine (invitation-link.machine.ts) and of its view.
import type { ActorRefFrom } from 'xstate';
import type { Failure, Notice } from '../../domain/failures';
import type { signUpMachine } from '../auth/sign-up.machine';
import type { InviteInfo } from './workspace.types';

/** Why an invitation link cannot be used. */
export type InviteUnusableReason = 'accepted' | 'deleted' | 'expired' | 'notFound';

export interface InvitationLinkInput {
  param: string | null;
}

export interface InvitationLinkContext {
  param: string | null;
  info: InviteInfo | null;
  reason: InviteUnusableReason | null;
  error: Notice | null;
  loadFailure: Failure | null;
  /** The e-mail registered by invitation (the registered state). */
  registeredEmail: string | null;
}

export type InvitationLinkEvent = { type: 'user.join' } | { type: 'user.retry' };

export interface InvitationLinkTypes {
  context: InvitationLinkContext;
  input: InvitationLinkInput | undefined;
  events: InvitationLinkEvent;
  tags: 'busy';
}

export type SignUpFormRef = ActorRefFrom<typeof signUpMachine>;

export type InvitationLinkView =
  | { kind: 'loading' }
  | { kind: 'unusable'; reason: InviteUnusableReason; info: InviteInfo | null }
  | { kind: 'failed'; notice: Notice }
  | { kind: 'signUp'; info: InviteInfo; signUp: SignUpFormRef }
  /** `viewer`: the signed-in e-mail (null = signed out); joining needs the invited e-mail. */
  | {
      kind: 'join';
      info: InviteInfo;
      busy: boolean;
      error: Notice | null;
      viewer: 'signedOut' | 'invitee' | 'otherAccount';
    }
  | { kind: 'registered'; info: InviteInfo | null; email: string }
  | { kind: 'joined'; info: InviteInfo | null };
