// Is an error "the database cannot be reached right now" (stopped, restarting, out of connections, the network
// between us is gone) rather than a defect? Those answer 503 SERVICE_UNAVAILABLE with a Retry-After (server/app.ts
// `errorBodyOf`) instead of 500 INTERNAL: the request was fine and the same request is likely to succeed in a few
// seconds, and a client or load balancer can tell a passing outage from a bug. They are still logged at error level
// (a server fault, not the caller's).
//
// Recognised shapes:
// - node socket errors (`code`): the connection is refused, reset, timed out, broken, or the host is not found;
// - pg / pg-pool messages that carry no code: "Connection terminated[ unexpectedly| due to connection timeout]",
//   "timeout exceeded when trying to connect" (the pool's connectionTimeoutMillis), a client whose connection broke
//   or was closed, and a pool already ended (the process is shutting down: another instance, or this one
//   restarted, answers the retry);
// - SQLSTATE class 08 (connection exceptions), 57P01/57P02/57P03 (admin shutdown, crash shutdown, cannot connect
//   now: PostgreSQL is stopping, recovering or starting) and 53300 (too_many_connections);
// - PGlite's "PGlite is closed" (an embedded database that was closed under the process).
// The `cause` chain and an AggregateError's `errors` (node's happy-eyeballs connect) are looked through too.
//
// A socket error of another upstream (e.g. the identity provider's API refusing connections) has the same shape and
// reads the same: it too is a passing outage of something this request needs, not a defect.

/** Seconds a client is asked to wait (Retry-After) before trying again: about how long PostgreSQL takes to restart. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES = [
  /^Connection terminated\b/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

function ownShape(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code)) return true;
    // SQLSTATE class 08: connection_exception and its subclasses (08000, 08003, 08006, 08001, 08004, 08P01...).
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (ownShape(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
