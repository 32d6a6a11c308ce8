// Creating an account: the Cognito user first, then, in ONE database transaction, the user row (keyed by the
// Cognito `sub`), whatever the caller adds (an owner space, a membership) and, for a plain sign-up, the activation
// link and its e-mail in the outbox. Nothing is left half-way: when the transaction fails, the Cognito user is
// deleted again (compensation); when Cognito refuses, nothing was written.
//
// Sign-up by invitation (the Workspaces side) calls `createAccount(ctx, account, { activated: true, inTransaction })`
// with its own `inTransaction` (join the inviting space, mark the invitation accepted): the account is then
// confirmed at once and no activation e-mail is sent.
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { hashSecret, insertActivationToken, newUrlToken } from '../db/repos/tokens';
import { findUserByEmail, markUserActivated, upsertUserByCognitoSub, type User } from '../db/repos/users';
import { ApiError } from '../errors';
import type { Locale } from '../i18n';
import { enqueueMail, type Queryable } from '../mail/outbox';
import {
  ACTIVATION_TOKEN_HOURS,
  emailAlreadyRegistered,
  identityErrorName,
  passwordRefused,
  type ServiceLogger,
} from './common';

export interface NewAccount {
  /** Lower-case. */
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** E.164 (+84...), or null. */
  phone: string | null;
  organizationName: string | null;
  /** Language of the account's e-mails. */
  locale: Locale;
}

export interface CreateAccountOptions {
  /**
   * true: the account is confirmed at once and counts as activated (the e-mail is already proven, e.g. the
   * invitation link reached it); false: it stays unconfirmed and an activation link is e-mailed.
   */
  activated: boolean;
  /** Runs inside the account's transaction once the user row exists; throwing undoes the whole account. */
  inTransaction?: (tx: Db, user: User) => Promise<void>;
  logger?: ServiceLogger;
}

export interface CreatedAccount {
  user: User;
  sub: string;
}

/**
 * Creates the account. Throws 409 CONFLICT (detail on `email`) when the e-mail is registered (in the database or
 * in the pool), 400 VALIDATION_FAILED on `password` when the pool's policy refuses it.
 */
export async function createAccount(
  ctx: AppContext,
  account: NewAccount,
  options: CreateAccountOptions,
): Promise<CreatedAccount> {
  if (await findUserByEmail(ctx.db, account.email)) throw emailAlreadyRegistered();

  let sub: string;
  try {
    sub = await ctx.identity.admin.signUp({
      email: account.email,
      password: account.password,
      givenName: account.firstName,
      familyName: account.lastName,
    });
  } catch (error) {
    throw identitySignUpError(error);
  }

  let user: User;
  try {
    if (options.activated) await ctx.identity.admin.confirmSignUp(sub);
    user = await ctx.db.transaction(async (tx) => {
      let created = await upsertUserByCognitoSub(tx, {
        sub,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        organizationName: account.organizationName,
        locale: account.locale,
      });
      if (options.activated) created = (await markUserActivated(tx, created.id)) ?? created;
      await options.inTransaction?.(tx, created);
      if (!options.activated) await issueActivationLink(tx, ctx.config.siteUrl, created);
      return created;
    });
  } catch (error) {
    await deleteIdentity(ctx, sub, options.logger);
    // Another sign-up of the same e-mail won the race for the row.
    if ((error as { code?: unknown }).code === '23505') throw emailAlreadyRegistered();
    throw error;
  }
  ctx.mail.wake();
  return { user, sub };
}

function identitySignUpError(error: unknown): unknown {
  switch (identityErrorName(error)) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return emailAlreadyRegistered();
    case 'InvalidPasswordException':
      return passwordRefused();
    case 'InvalidParameterException':
      return new ApiError(400, 'VALIDATION_FAILED', 'validationFailed');
    default:
      return error;
  }
}

/** Compensation: the pool user of an account whose database part failed. A failure here is logged, not thrown. */
async function deleteIdentity(ctx: AppContext, sub: string, logger?: ServiceLogger): Promise<void> {
  try {
    await ctx.identity.admin.deleteUser(sub);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    (logger ?? console).error(
      { sub, error: text },
      'sign-up compensation failed: the Cognito user of a rolled-back account is left over',
    );
  }
}

/**
 * A new single-use activation link for `user` (valid ACTIVATION_TOKEN_HOURS) and its e-mail in the outbox, inside
 * the caller's transaction. Only the token's SHA-256 is stored. Call `ctx.mail.wake()` after the commit.
 */
export async function issueActivationLink(tx: Queryable, siteUrl: string, user: User): Promise<void> {
  const token = newUrlToken();
  await insertActivationToken(tx, {
    userId: user.id,
    tokenHash: hashSecret(token),
    hours: ACTIVATION_TOKEN_HOURS,
  });
  await enqueueMail(tx, {
    to: user.email,
    locale: user.locale,
    template: 'activation',
    payload: {
      firstName: user.firstName,
      link: `${siteUrl}/auth/activate?token=${token}`,
      expiresInHours: ACTIVATION_TOKEN_HOURS,
    },
  });
}
