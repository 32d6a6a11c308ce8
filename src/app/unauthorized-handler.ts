// The handler of the API's 401 answers, apart from the API client (./api.ts) so that the entry can install the
// on-demand refresh wiring (./wiring/lazy-refresh.ts) without loading the client: the client loads with the first
// page that calls the API, and an anonymous visit to a page that calls none never loads it.
import type { ApiClientOptions } from '../api/client';

type UnauthorizedHandler = ApiClientOptions['onUnauthorized'];

let handler: UnauthorizedHandler;

/** Installs (or, with undefined, removes) the handler of 401 answers. */
export function setUnauthorizedHandler(next: UnauthorizedHandler): void {
  handler = next;
}

/** The handler installed now (read at each 401: a later install replaces it). */
export function currentUnauthorizedHandler(): UnauthorizedHandler {
  return handler;
}
