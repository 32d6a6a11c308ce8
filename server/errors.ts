// The one error shape of the API: `{ statusCode, code, message, details? }` (components/schemas/Error.yaml), with
// `message` in the request's language. Routes throw `ApiError`; the central error handler in app.ts writes it.
import type { MessageKey } from '../domain/messages';
import type { Text } from './i18n';

export interface ErrorDetail {
  field: string;
  message: Text;
}

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: { field: string; message: string }[];
}

export class ApiError extends Error {
  readonly text: Text;

  /**
   * @param statusCode HTTP status (4xx for anything the caller did; 5xx only for real faults)
   * @param code stable machine-readable code, e.g. ACCOUNT_NOT_ACTIVATED
   * @param text a key of the catalogue's `errors` group, or any catalogue / field text with parameters
   */
  constructor(
    readonly statusCode: number,
    readonly code: string,
    text: MessageKey<'errors'> | Text = 'generic',
    readonly details?: ErrorDetail[],
  ) {
    const resolved: Text = typeof text === 'string' ? { group: 'errors', key: text } : text;
    super(`${code}: ${resolved.group}.${String(resolved.key)}`);
    this.name = 'ApiError';
    this.text = resolved;
  }
}

export const notFound = () => new ApiError(404, 'NOT_FOUND', 'notFound');
export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'forbidden');
export const conflict = () => new ApiError(409, 'CONFLICT', 'conflict');
export const rateLimited = () => new ApiError(429, 'RATE_LIMITED', 'rateLimited');
export const validationFailed = (details?: ErrorDetail[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', details);
