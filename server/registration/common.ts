// What the registration services share: lifetimes and limits, the request's language, the contract-then-form
// validation of a body, and the errors they answer with.
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { validate } from '../../domain/validation';
import { ApiError, type ErrorDetail } from '../errors';
import { localeFromAcceptLanguage, type Locale, type Text } from '../i18n';

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

export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** A `group.key` of the catalogue, with its parameters, as a server text. */
function textOf(key: string, params?: Record<string, string | number>): Text {
  const dot = key.indexOf('.');
  return { group: key.slice(0, dot), key: key.slice(dot + 1), ...(params ? { params } : {}) } as Text;
}

/**
 * The body, validated twice: by the shared form schema (the form's own texts: "First name is required", ...) and
 * by the OpenAPI contract (routes registered with `attachValidation: true`, so a contract failure reaches the
 * handler instead of answering at once). The form's texts win where both object; a body that only the contract
 * refuses is answered with the contract's details. Either way 400 VALIDATION_FAILED, one detail per field.
 */
export function validateRequestBody<TSchema extends v.GenericSchema>(
  request: FastifyRequest,
  schema: TSchema,
  body: unknown = request.body,
): v.InferOutput<TSchema> {
  const result = validate(schema, body, 'vi');
  if (!result.ok) {
    const details = new Map<string, ErrorDetail>();
    for (const issue of result.issues) {
      if (!details.has(issue.field))
        details.set(issue.field, { field: issue.field, message: textOf(issue.key, issue.params) });
    }
    throw new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [...details.values()]);
  }
  if (request.validationError) throw request.validationError;
  return result.value;
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
