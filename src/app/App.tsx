// The app: i18n, the shared session actor, the router with the route table (every page lazy-loaded, its own
// chunk), the shell, and the toast host (also lazy: react-toastify stays out of the first chunk).
import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import type { Locale } from '../../domain/messages';
import TypesafeI18n from '../i18n/i18n-react';
import { SessionContext, type SessionActorRef } from '../components/session-context';
import { Layout, PageFallback } from './layout';
import { notFoundRoute, parseRoutePath, routes } from './routes';

const pages = routes.map((route) => ({ route, Page: lazy(route.load) }));
const NotFoundPage = lazy(notFoundRoute.load);
const ToastHost = lazy(() => import('./toast-host'));

export interface AppProps {
  session: SessionActorRef;
  /** Its dictionary must be loaded before rendering (loadLocaleAsync / loadLocale). */
  locale: Locale;
  /** Server-side or test rendering: the path to render. */
  ssrPath?: string;
}

export function App({ session, locale, ssrPath }: AppProps) {
  return (
    <TypesafeI18n locale={locale}>
      <SessionContext.Provider value={session}>
        <Router parser={parseRoutePath} ssrPath={ssrPath}>
          <Layout>
            <Suspense fallback={<PageFallback />}>
              <Switch>
                {pages.map(({ route, Page }) => (
                  <Route key={route.path} path={route.path}>
                    {(params) => <Page screen={route.screen} params={params} />}
                  </Route>
                ))}
                <Route>
                  <NotFoundPage screen="notFound" params={{}} />
                </Route>
              </Switch>
            </Suspense>
          </Layout>
        </Router>
        {ssrPath === undefined && (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        )}
      </SessionContext.Provider>
    </TypesafeI18n>
  );
}
