// What the registration services share: lifetimes and limits, and the errors they answer with.
import { ApiError } from '../errors';

/** An activation link is valid this long (contract: 24 hours). */
export const ACTIVATION_TOKEN_HOURS = 24;
/** A password-reset code and link are valid this long (contract: 1 hour). */
export const RESET_CODE_MINUTES = 60;
/** Wrong codes that void a password reset (contract: 5). */
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** Where a service writes what the caller must not see (compensation failures and the like). */
export interface ServiceLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

export const emailAlreadyRegistered = () =>
  new ApiError(409, 'CONFLICT', 'emailAlreadyRegistered', [
    { field: 'email', message: { group: 'errors', key: 'emailAlreadyRegistered' } },
  ]);

/** The pool refused the password (its policy): the form's own complexity text on `password`. */
export const passwordRefused = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [
    { field: 'password', message: { group: 'validation', key: 'passwordComplexity' } },
  ]);

/** The exception name of an AWS SDK (Cognito) error. */
export function identityErrorName(error: unknown): string | null {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
}
