// The refresh-and-retry wiring (./refresh.ts) loads on first need: the first 401 answer of the API, or a sign-out's
// token revocation. An anonymous visit never gets a 401, so it never downloads the refresh machine, the identity
// configuration's validation or the messages they show; a signed-in visit loads them with its first 401, which is
// then handled exactly as if the wiring had been installed at start (one refresh for concurrent 401s).
import type { ApiClientOptions } from '../../api/client';
import { setUnauthorizedHandler } from '../unauthorized-handler';
import type { SessionSink } from './refresh';

type UnauthorizedHandler = NonNullable<ApiClientOptions['onUnauthorized']>;

/** Installs a 401 handler that loads and installs the real one on first use (src/app/session-runtime.ts, once). */
export function installRefreshOnDemand(session: SessionSink): void {
  let installed: Promise<UnauthorizedHandler> | null = null;
  setUnauthorizedHandler((context) => {
    installed ??= import('./refresh').then(({ createRefresh, createUnauthorizedHandler }) => {
      const handler = createUnauthorizedHandler(createRefresh(session).coordinator);
      setUnauthorizedHandler(handler);
      return handler;
    });
    return installed.then((handler) => handler(context));
  });
}

/** Sign-out's token revocation (./refresh.ts), loaded when a sign-out happens. Never throws. */
export async function revokeSessionTokensOnDemand(): Promise<void> {
  try {
    const { revokeSessionTokens } = await import('./refresh');
    await revokeSessionTokens();
  } catch (error) {
    console.warn('[sign-out] token revocation could not load', error);
  }
}
