// POST /auth/sign-up without an invitation: an unconfirmed account with its own workspace (named after the
// organisation, plan FREE, the user its OWNER) and an activation e-mail in the account's language.
import { checkPhone } from '../../domain/phone';
import type { SignUpData } from '../../domain/validation';
import type { AppContext } from '../context';
import { createSpace } from '../db/repos/spaces';
import { ApiError } from '../errors';
import { message, type Locale } from '../../domain/messages';
import { createAccount, type NewAccount } from './accounts';
import type { ServiceLogger } from './common';

export interface SignUpResult {
  message: string;
  activationRequired: boolean;
}

/** The account of a validated sign-up form: phone as E.164, e-mails in `locale` unless the form chose one. */
export function newAccountOf(data: SignUpData, requestLocale: Locale): NewAccount {
  const phone = checkPhone(data.phone);
  if (!phone.ok) {
    // The schema ran the same rule; this only keeps the types honest.
    throw new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [
      { field: 'phone', message: { group: 'validation', key: phone.reason } },
    ]);
  }
  return {
    email: data.email,
    password: data.password,
    firstName: data.firstName,
    lastName: data.lastName,
    phone: phone.e164 ?? data.phone,
    organizationName: data.organizationName,
    locale: data.locale ?? requestLocale,
  };
}

export async function signUp(
  ctx: AppContext,
  data: SignUpData,
  locale: Locale,
  logger?: ServiceLogger,
): Promise<SignUpResult> {
  await createAccount(ctx, newAccountOf(data, locale), {
    activated: false,
    logger,
    inTransaction: async (tx, user) => {
      await createSpace(tx, { name: data.organizationName, ownerUserId: user.id });
    },
  });
  return { message: message(locale, 'success', 'registered'), activationRequired: true };
}
