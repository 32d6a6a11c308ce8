// Forgotten password: one e-mail with a link token and a 6-digit code (both valid RESET_CODE_MINUTES, single use,
// earlier ones revoked, RESET_CODE_MAX_ATTEMPTS wrong codes void it), then a new password with either of them.
//
// No enumeration: the request answers the same whether or not the e-mail has an account, and every refusal of a
// reset is the one 400 RESET_CODE_INVALID (unknown e-mail, no code, wrong, expired, used or voided code or link).
//
// Sessions: a reset signs the account out everywhere (AdminUserGlobalSignOut revokes every refresh token issued
// before it; the patched cognito-local emulates it). A failure there is logged, not shown: the password is reset.
import { timingSafeEqual } from 'node:crypto';
import { message, type Locale } from '../../domain/messages';
import type { ResetPasswordData } from '../../domain/validation';
import type { AppContext } from '../context';
import {
  claimResetCode,
  findLatestResetCode,
  findResetCodeByTokenHash,
  hashResetCode,
  hashSecret,
  insertPasswordResetCode,
  newSixDigitCode,
  newUrlToken,
  recordWrongResetCode,
  revokePasswordResetCodes,
  URL_TOKEN_SHAPE,
  type PasswordResetCode,
} from '../db/repos/tokens';
import { findUserByEmail, markUserActivated } from '../db/repos/users';
import { ApiError } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { confirmIdentity } from './activation';
import { identityErrorName, passwordRefused, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_MINUTES } from './common';

const resetInvalid = () => new ApiError(400, 'RESET_CODE_INVALID', 'resetCodeInvalid');

/**
 * POST /auth/forgot-password-request and /auth/forgot-password: e-mails a new code and link (in the account's
 * language) when the e-mail belongs to an active account; nothing otherwise. The same answer in every case.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, locale: Locale): Promise<string> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && user.status === 'ACTIVE') {
    const code = newSixDigitCode();
    const token = newUrlToken();
    await ctx.db.transaction(async (tx) => {
      await revokePasswordResetCodes(tx, user.id);
      await insertPasswordResetCode(tx, {
        userId: user.id,
        code,
        tokenHash: hashSecret(token),
        minutes: RESET_CODE_MINUTES,
      });
      const query = new URLSearchParams({ token, email: user.email });
      await enqueueMail(tx, {
        to: user.email,
        locale: user.locale,
        template: 'password-reset',
        payload: {
          firstName: user.firstName,
          link: `${ctx.config.siteUrl}/auth/reset-password?${query.toString()}`,
          code,
          expiresInMinutes: RESET_CODE_MINUTES,
        },
      });
    });
    ctx.mail.wake();
  }
  return message(locale, 'success', 'resetCodeSent');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The reset that the body proves, or 400 RESET_CODE_INVALID. A wrong code counts against the reset. */
async function provenReset(ctx: AppContext, data: ResetPasswordData): Promise<PasswordResetCode> {
  if (data.token !== undefined) {
    if (!URL_TOKEN_SHAPE.test(data.token)) throw resetInvalid();
    const reset = await findResetCodeByTokenHash(ctx.db, hashSecret(data.token));
    if (!reset || !reset.usable) throw resetInvalid();
    // The link carries the e-mail too; when it is sent, it must be the account's.
    if (data.email !== undefined && data.email !== reset.userEmail) throw resetInvalid();
    return reset;
  }
  if (data.email === undefined || data.code === undefined) throw resetInvalid();
  const user = await findUserByEmail(ctx.db, data.email);
  if (!user) throw resetInvalid();
  const reset = await findLatestResetCode(ctx.db, user.id);
  if (!reset || !reset.usable) throw resetInvalid();
  if (!sameHash(hashResetCode(reset.id, data.code), reset.codeHash)) {
    await recordWrongResetCode(ctx.db, reset.id, RESET_CODE_MAX_ATTEMPTS);
    throw resetInvalid();
  }
  return reset;
}

/**
 * POST /auth/reset-password: sets the new password in the pool (its policy applies: 400 VALIDATION_FAILED on
 * `password`), uses up the code and link, and activates an account that was not (the mailbox is proven). The
 * code is claimed and the password set in one transaction, so a refused password leaves the code usable.
 */
export async function resetPassword(
  ctx: AppContext,
  data: ResetPasswordData,
  locale: Locale,
): Promise<string> {
  const reset = await provenReset(ctx, data);
  await ctx.db.transaction(async (tx) => {
    if (!(await claimResetCode(tx, reset.id))) throw resetInvalid();
    try {
      await ctx.identity.admin.setPassword(reset.userSub, data.password, true);
    } catch (error) {
      if (identityErrorName(error) === 'InvalidPasswordException') throw passwordRefused();
      if (identityErrorName(error) === 'UserNotFoundException') throw resetInvalid();
      throw error;
    }
    if (!reset.userActivated) {
      await confirmIdentity(ctx, reset.userSub);
      await markUserActivated(tx, reset.userId);
    }
  });
  await ctx.identity.admin.adminGlobalSignOut(reset.userSub).catch((error: unknown) => {
    console.warn('[password-reset] could not revoke the sessions after a reset', error);
  });
  return message(locale, 'success', 'passwordReset');
}
