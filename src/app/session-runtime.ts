// The session machine's actor as the browser runs it, loaded by src/main.tsx only when it is needed (an
// access-token cookie at start, or the first session event): XState, the machine, its actors and the API client
// stay out of an anonymous visit's first load (src/app/session-handle.ts).
import { createSessionActor, type SessionActor } from './actors';
import { api } from './api';
import { revokeSessionTokensOnDemand } from './wiring/lazy-refresh';

/** Creates the app's session actor and starts it (it reads the access-token cookie and loads me + profile). */
export function startSession(): SessionActor {
  return createSessionActor(api, undefined, { revokeTokens: revokeSessionTokensOnDemand }).start();
}
