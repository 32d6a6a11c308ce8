// Failures of calls, as machines keep them: whatever an actor threw (an API error body, a Cognito or network
// error) read into one `Failure`, and the `Notice` a view shows for it.
import type { Locale } from './messages';
import { translateKey, type CatalogueKey } from './message-keys';

/**
 * Something to show: a catalogue key, and the server's text when it sent one in the reader's language (our API
 * translates its messages; identity-provider messages are English-only and are never shown).
 * A view shows `noticeText(notice, locale)`.
 */
export interface Notice {
  key: CatalogueKey;
  text: string | null;
}

export function noticeText(notice: Notice, locale: Locale): string {
  return notice.text ?? translateKey(notice.key, locale);
}

export type FailureKind = 'validation' | 'rateLimited' | 'unavailable' | 'network' | 'other';

/** A rejected call, read from whatever the actor threw (an API error body or a Cognito/network error). */
export interface Failure {
  kind: FailureKind;
  /** The API's stable code (e.g. ACTIVATION_TOKEN_EXPIRED) or the identity provider's exception name. */
  code: string | null;
  status: number | null;
  /** The API's translated message; null for anything else. */
  text: string | null;
  /** From the API's VALIDATION_FAILED `details`. */
  fieldErrors: Record<string, Notice>;
}

const RATE_LIMIT_CODES = new Set([
  'RATE_LIMITED',
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
]);
/**
 * The one code of a failure to reach a server at all (spec section 8: "Network failure (ERR_NETWORK)"): the API
 * client throws it (a bare TypeError from fetch is indistinguishable from a bug), the identity adapter's
 * NetworkError carries it, a refresh that failed offline carries it; `readFailure` reads it as `network`.
 */
export const NETWORK_ERROR = 'ERR_NETWORK';
/**
 * Our API's answer while the database cannot be reached (503, with Retry-After): a passing outage, shown as
 * "temporarily unavailable, try again in a moment" rather than "something went wrong".
 */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
// Our API's codes are UPPER_SNAKE; only its messages are translated for the reader.
const API_CODE = /^[A-Z][A-Z0-9_]*$/;

function readProperty(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

export function readFailure(error: unknown): Failure {
  const rawCode = readProperty(error, 'code');
  const code = typeof rawCode === 'string' && rawCode !== '' ? rawCode : null;
  const rawStatus = readProperty(error, 'statusCode') ?? readProperty(error, 'status');
  const status = typeof rawStatus === 'number' ? rawStatus : null;
  const rawMessage = readProperty(error, 'message');
  const isApiError = code !== null && status !== null && API_CODE.test(code) && code !== NETWORK_ERROR;
  const text = isApiError && typeof rawMessage === 'string' && rawMessage !== '' ? rawMessage : null;
  const fieldErrors: Record<string, Notice> = {};
  const details = readProperty(error, 'details');
  if (isApiError && Array.isArray(details)) {
    for (const detail of details) {
      const field = readProperty(detail, 'field');
      const message = readProperty(detail, 'message');
      if (typeof field === 'string' && typeof message === 'string' && !(field in fieldErrors)) {
        fieldErrors[field] = { key: 'errors.validationFailed', text: message };
      }
    }
  }
  let kind: FailureKind = 'other';
  if (Object.keys(fieldErrors).length > 0 || code === 'VALIDATION_FAILED') kind = 'validation';
  else if (status === 429 || (code !== null && RATE_LIMIT_CODES.has(code))) kind = 'rateLimited';
  else if (status === 503) kind = 'unavailable';
  else if (code === NETWORK_ERROR) kind = 'network';
  return { kind, code, status, text, fieldErrors };
}

/**
 * The form-level notice for a failure: rate limit, outage and network have their own texts; otherwise `fallback`.
 * An outage shows our API's translated text, or the catalogue's for any other 503 (a proxy's page has only an
 * English status text).
 */
export function failureNotice(failure: Failure, fallback: CatalogueKey = 'errors.generic'): Notice {
  switch (failure.kind) {
    case 'rateLimited':
      return { key: 'errors.rateLimited', text: failure.text };
    case 'unavailable':
      return {
        key: 'errors.serviceUnavailable',
        text: failure.code === SERVICE_UNAVAILABLE ? failure.text : null,
      };
    case 'network':
      return { key: 'errors.networkError', text: null };
    case 'validation':
      return { key: 'errors.validationFailed', text: failure.text };
    case 'other':
      return { key: fallback, text: failure.text };
  }
}
