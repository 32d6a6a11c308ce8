// What every page's wiring shares: the navigation function it is given (`Go`) and the error a machine reads from a
// failed API call (`toMachineError`). A module of its own: the pricing, contact and GHG report wiring import these
// without the registration machines (src/app/wiring/registration.ts re-exports them).
import { ApiError } from '../../api/client';

export type Go = (to: string, options?: { state?: unknown; replace?: boolean }) => void;

/**
 * The error a machine reads (`readFailure` in domain/failures): the API error body as plain data; the client's
 * network failure already carries NETWORK_ERROR, which readFailure knows (the client has already shown the
 * "Network Error" toast). A 409 on sign-up (the e-mail is already registered) is a field error on `email` (the API
 * names the field in `details`; should it not, the wiring adds it), so the form shows it next to the field.
 */
export function toMachineError(error: unknown, options: { conflictField?: string } = {}): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = { statusCode: error.status, code: error.code, message: error.message, details: error.details };
  if (options.conflictField && error.status === 409 && error.code === 'CONFLICT' && !error.details?.length) {
    return { ...body, details: [{ field: options.conflictField, message: error.message }] };
  }
  return body;
}
