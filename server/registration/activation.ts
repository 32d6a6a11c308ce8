// Account activation by the e-mailed link, the sign-in screen's "is it activated?" question, and a new link.
//
// Activation claims the token and confirms the account in ONE transaction: the token row is marked used first
// (an atomic UPDATE that only one request can win; a concurrent double click waits on the row and then finds it
// used), Cognito confirms the user, the user's `activated_at` is set, then it commits. If Cognito fails, the token
// stays unused and the link can be clicked again.
import { message, type Locale } from '../../domain/messages';
import type { AppContext } from '../context';
import {
  claimActivationToken,
  findActivationToken,
  hashSecret,
  revokeActivationTokens,
  URL_TOKEN_SHAPE,
  type ActivationToken,
} from '../db/repos/tokens';
import { findUserByEmail, markUserActivated } from '../db/repos/users';
import { ApiError } from '../errors';
import { issueActivationLink } from './accounts';
import { identityErrorName } from './common';

const tokenInvalid = () => new ApiError(400, 'ACTIVATION_TOKEN_INVALID', 'activationLinkInvalid');
const tokenUsed = () => new ApiError(410, 'ACTIVATION_TOKEN_USED', 'activationLinkUsed');
const tokenExpired = () => new ApiError(410, 'ACTIVATION_TOKEN_EXPIRED', 'activationLinkExpired');

/**
 * Why a token that is not valid any more cannot activate. An account that is active already hears "used" (the
 * page offers sign-in), whichever link it clicks; otherwise a replaced link is "invalid" and an old one "expired"
 * (the page offers a new link).
 */
function refusal(token: ActivationToken): ApiError {
  if (token.state === 'used' || token.userActivated) return tokenUsed();
  if (token.state === 'expired') return tokenExpired();
  return tokenInvalid();
}

/** GET /auth/activate?token=: the success text, or 400 ACTIVATION_TOKEN_INVALID / 410 _USED / 410 _EXPIRED. */
export async function activateAccount(ctx: AppContext, token: string, locale: Locale): Promise<string> {
  if (!URL_TOKEN_SHAPE.test(token)) throw tokenInvalid();
  const tokenHash = hashSecret(token);
  await ctx.db.transaction(async (tx) => {
    const found = await findActivationToken(tx, tokenHash);
    if (!found) throw tokenInvalid();
    if (found.state !== 'valid' || found.userActivated) throw refusal(found);
    if (!(await claimActivationToken(tx, found.id))) {
      // Another request used (or a resend revoked) it between the read and the claim.
      const now = await findActivationToken(tx, tokenHash);
      throw now ? refusal(now) : tokenInvalid();
    }
    await confirmIdentity(ctx, found.userSub);
    await markUserActivated(tx, found.userId);
  });
  return message(locale, 'success', 'activated');
}

/**
 * Confirms the pool user; a user the pool already confirmed (e.g. after a password reset) is fine as it is.
 * Cognito answers NotAuthorizedException "User cannot be confirmed. Current status is CONFIRMED" then.
 */
export async function confirmIdentity(ctx: AppContext, sub: string): Promise<void> {
  try {
    await ctx.identity.admin.confirmSignUp(sub);
  } catch (error) {
    if (identityErrorName(error) === 'NotAuthorizedException') {
      const user = await ctx.identity.admin.getUser(sub);
      if (user && user.status !== 'UNCONFIRMED') return;
    }
    throw error;
  }
}

export interface ActivationStatus {
  activated: boolean;
  message: string;
}

/**
 * POST /auth/check-user-activation. An unknown e-mail answers exactly like an unactivated account, so the call
 * does not tell registered e-mails from others.
 */
export async function checkUserActivation(
  ctx: AppContext,
  email: string,
  locale: Locale,
): Promise<ActivationStatus> {
  const user = await findUserByEmail(ctx.db, email);
  if (user?.activatedAt) return { activated: true, message: message(locale, 'success', 'activated') };
  return { activated: false, message: message(locale, 'errors', 'accountNotActivated') };
}

/**
 * POST /auth/resend-activation: a new link (earlier ones stop working) when the e-mail belongs to an active,
 * unactivated account; nothing otherwise. The answer is the same in every case.
 */
export async function resendActivation(ctx: AppContext, email: string, locale: Locale): Promise<string> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.activatedAt && user.status === 'ACTIVE') {
    await ctx.db.transaction(async (tx) => {
      await revokeActivationTokens(tx, user.id);
      await issueActivationLink(tx, ctx.config.siteUrl, user);
    });
    ctx.mail.wake();
  }
  return message(locale, 'success', 'activationLinkSent');
}
