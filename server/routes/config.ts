// GET /config: what the browser needs at run time (identity pool, Hosted UI, site URL); never secrets.
import type { RouteModule } from '../context';

const configRoutes: RouteModule = (app, { api, config }) => {
  const body = {
    data: {
      identity: {
        region: config.cognito.region,
        userPoolId: config.cognito.userPoolId,
        clientId: config.cognito.clientId,
        endpoint: config.cognito.endpoint,
        hostedUiDomain: config.cognito.hostedUiDomain,
      },
      siteUrl: config.siteUrl,
      defaultLocale: 'vi' as const,
      locales: ['vi' as const, 'en' as const],
    },
  };
  api.route(app, 'get', '/config', async () => body);
};

export default configRoutes;
