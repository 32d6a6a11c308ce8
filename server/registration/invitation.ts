// POST /auth/sign-up with `inviteParam`: the sign-up by invitation. The invitation link reached the invited
// mailbox, so the account is created confirmed and activated, joins the inviting space with the invited role in
// the account's own transaction, gets no owner space and no activation e-mail.
//
// The invitation is checked before anything is created (server/spaces/invites.ts: 404 INVITE_NOT_FOUND, 409
// INVITE_ACCEPTED, 410 INVITE_EXPIRED / INVITE_DELETED) and accepted again under a lock inside the transaction, so
// two sign-ups racing for one invitation cannot both join (the loser's Cognito user is deleted by compensation).
import { message } from '../../domain/messages';
import type { SignUpData } from '../../domain/validation';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import type { Locale } from '../i18n';
import { acceptInvitationForNewUser, validateInvitationForSignUp } from '../spaces/invites';
import { createAccount } from './accounts';
import type { ServiceLogger } from './common';
import { newAccountOf, type SignUpResult } from './sign-up';

/** The contract's answer when the e-mail is not the invited one: 400 VALIDATION_FAILED on `email`. */
function notTheInvitedEmail(error: unknown): unknown {
  if (error instanceof ApiError && error.code === 'FORBIDDEN') {
    return new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [
      { field: 'email', message: { group: 'errors', key: 'inviteEmailMismatch' } },
    ]);
  }
  return error;
}

export async function signUpByInvitation(
  ctx: AppContext,
  data: SignUpData & { inviteParam: string },
  locale: Locale,
  logger?: ServiceLogger,
): Promise<SignUpResult> {
  try {
    await validateInvitationForSignUp(ctx.db, data.inviteParam, data.email);
    await createAccount(ctx, newAccountOf(data, locale), {
      activated: true,
      logger,
      inTransaction: async (tx, user) => {
        await acceptInvitationForNewUser(tx, {
          inviteParam: data.inviteParam,
          userId: user.id,
          email: user.email,
        });
      },
    });
  } catch (error) {
    throw notTheInvitedEmail(error);
  }
  return { message: message(locale, 'success', 'activated'), activationRequired: false };
}
