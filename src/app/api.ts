// The one API client of the app, wired to the locale, the access-token cookie and the toast notifier.
//
// The refresh-and-retry machine (machines/http) plugs in with `setUnauthorizedHandler`, e.g.:
//   setUnauthorizedHandler(async ({ id, response, retry }) => {
//     const body = await response.clone().json().catch(() => null);
//     const decision = await coordinator.handleUnauthorized(id, { code: body?.code ?? null });
//     return decision === 'retry' ? retry() : undefined;
//   });
import { createApiClient } from '../api/client';
import { cookieNames, readCookie } from './cookies';
import { currentLocale } from './locale';
import { notifyError } from './notify';
import { currentUnauthorizedHandler } from './unauthorized-handler';

export { setUnauthorizedHandler } from './unauthorized-handler';

export const api = createApiClient({
  baseUrl: '/api',
  getLocale: currentLocale,
  getAccessToken: () => readCookie(cookieNames.accessToken),
  notify: notifyError,
  onUnauthorized: async (context) => {
    const handler = currentUnauthorizedHandler();
    return handler ? handler(context) : undefined;
  },
});
