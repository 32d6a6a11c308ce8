// What an invitation link's page shows for an invitation-link snapshot: one view the page switches on.
import { failureNotice } from '../../domain/failures';
import { failureOf } from '../kit/failures';
import type { InvitationLinkSnapshot } from './invitation-link.machine';
import type { InvitationLinkView, SignUpFormRef } from './invitation-link.types';

/** `viewerEmail`: the signed-in user's e-mail from the session (null when signed out). */
export function selectInvitationLinkView(
  snapshot: InvitationLinkSnapshot,
  viewerEmail: string | null,
): InvitationLinkView {
  const { context } = snapshot;
  if (snapshot.matches('unusable')) return { kind: 'unusable', reason: context.reason!, info: context.info };
  if (snapshot.matches('failed')) {
    return { kind: 'failed', notice: failureNotice(context.loadFailure ?? failureOf({ type: '' })) };
  }
  if (snapshot.matches('registered')) {
    return { kind: 'registered', info: context.info, email: context.registeredEmail ?? '' };
  }
  if (snapshot.matches('joined')) return { kind: 'joined', info: context.info };
  const info = context.info;
  if (info && snapshot.matches('newAccount')) {
    const signUp = snapshot.children.signUp as SignUpFormRef | undefined;
    if (signUp) return { kind: 'signUp', info, signUp };
  }
  if (info && (snapshot.matches('existingAccount') || snapshot.matches('joining'))) {
    const viewer =
      viewerEmail === null
        ? 'signedOut'
        : viewerEmail.toLowerCase() === info.email.toLowerCase()
          ? 'invitee'
          : 'otherAccount';
    return { kind: 'join', info, busy: snapshot.hasTag('busy'), error: context.error, viewer };
  }
  return { kind: 'loading' };
}
