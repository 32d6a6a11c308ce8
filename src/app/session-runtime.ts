// The session machine's actor as the browser runs it, loaded by src/app/lazy-session.ts only when it is needed (an
// access-token cookie at start, or the first session event): XState, the machine, its actors, the API client and
// the refresh-on-401 wiring stay out of an anonymous visit's first load.
import type { SessionHandle } from '../components/session-context';
import { createSessionActor } from './actors';
import { api } from './api';
import { sessionHandleOf } from './session-handle';
import { installRefreshOnDemand, revokeSessionTokensOnDemand } from './wiring/lazy-refresh';

/**
 * Creates the app's session actor and starts it (it reads the access-token cookie and loads me + profile). Before
 * it starts, the API's 401 answers get the refresh wiring (loaded on the first 401), which tells this session when a
 * refresh succeeded or gave up: its first calls (/auth/me) may already need one. An anonymous visit, which has no
 * session running, sends no access token and so gets no 401 to refresh.
 */
export function startSession(): SessionHandle {
  const actor = createSessionActor(api, undefined, { revokeTokens: revokeSessionTokensOnDemand });
  installRefreshOnDemand(actor);
  actor.start();
  return sessionHandleOf(actor);
}
