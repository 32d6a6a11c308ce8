// The app: i18n, the shared session actor, the router with the route table (every page lazy-loaded, its own
// chunk), the shell, and the toast host (also lazy: react-toastify stays out of the first chunk).
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import type { Locale } from '../../domain/messages';
import TypesafeI18n, { useI18nContext } from '../i18n/i18n-react';
import { dictionaryVersion } from './dictionary';
import { WithNamespaces } from './with-namespaces';
import { SessionContext, type SessionHandle } from '../components/session-context';
import { markPageHydrated } from './hydration';
import { ReportClaimer } from './report-claimer';
import { toastDemand } from './notify';
import { Layout, PageFallback } from './layout';
import { RenderContext, RouteContext, useHydrated, type RenderContextValue } from './render-context';
import { notFoundRoute, parseRoutePath, routes, type RouteEntry } from './routes';
import type { PageProps } from './page-props';

/**
 * React.lazy over the route's chunk. When the chunk is already loaded (the browser loads the current page's chunk
 * before hydrating, the server before rendering), the factory answers a thenable that resolves synchronously, so
 * the page renders at once instead of suspending: hydration then matches the server's HTML in one pass.
 */
function lazyPage(route: RouteEntry): ComponentType<PageProps> {
  return lazy(() => {
    const module = route.loaded();
    if (!module) return route.load();
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
  });
}

// One lazy component per page module, so that routes showing the same page (a group) keep it mounted.
const lazyPages = new Map<RouteEntry['load'], ComponentType<PageProps>>();
function pageOf(route: RouteEntry): ComponentType<PageProps> {
  const known = lazyPages.get(route.load);
  if (known) return known;
  const Page = lazyPage(route);
  lazyPages.set(route.load, Page);
  return Page;
}

const pages = routes.map((route) => ({ route, Page: pageOf(route) }));
const NotFoundPage = lazyPage(notFoundRoute);
const ToastHost = lazy(() => import('./toast-host'));

export interface AppProps {
  /** The session (src/app/session-handle.ts: lazily started in the browser, over an actor elsewhere). */
  session: SessionHandle;
  /** Its dictionary must be loaded before rendering (loadLocaleAsync / loadLocale). */
  locale: Locale;
  /** Server-side or test rendering: the path to render. */
  ssrPath?: string;
  /** Server-side rendering: the query string of the URL rendered. */
  ssrSearch?: string;
  /** Server-rendered page: what the server knew (src/app/render-context.ts). */
  render?: RenderContextValue;
  /**
   * Called on the first navigation away from the server-rendered URL: its preloaded answers no longer apply.
   * (Not on mount: React hydrates the page's Suspense boundary after the root commits, and it still needs them.)
   */
  onLeaveRenderedPage?: () => void;
}

export function App({ session, locale, ssrPath, ssrSearch, render, onLeaveRenderedPage }: AppProps) {
  const routed = (
    <Router parser={parseRoutePath} ssrPath={ssrPath} ssrSearch={ssrSearch}>
      {onLeaveRenderedPage ? <OnLeavingFirstLocation onLeave={onLeaveRenderedPage} /> : null}
      <Layout>
        <Suspense fallback={<PageFallback />}>
          <Switch>
            {pages.map(({ route, Page }) => (
              <Route key={route.group ?? route.path} path={route.path}>
                {(params) => (
                  <RouteContext.Provider value={route}>
                    <PageMounted />
                    <WithNamespaces
                      namespaces={route.namespaces}
                      load={route.load}
                      fallback={<PageFallback />}
                    >
                      <Page screen={route.screen} params={params} />
                    </WithNamespaces>
                  </RouteContext.Provider>
                )}
              </Route>
            ))}
            <Route>
              <RouteContext.Provider value={notFoundRoute}>
                <PageMounted />
                <WithNamespaces
                  namespaces={notFoundRoute.namespaces}
                  load={notFoundRoute.load}
                  fallback={<PageFallback />}
                >
                  <NotFoundPage screen="notFound" params={{}} />
                </WithNamespaces>
              </RouteContext.Provider>
            </Route>
          </Switch>
        </Suspense>
      </Layout>
    </Router>
  );
  return (
    <TypesafeI18n locale={locale}>
      <DictionarySync />
      <SessionContext.Provider value={session}>
        {render ? <RenderContext.Provider value={render}>{routed}</RenderContext.Provider> : routed}
        {ssrPath === undefined && <ClientOnlyToasts />}
        {ssrPath === undefined && <ReportClaimer />}
      </SessionContext.Provider>
    </TypesafeI18n>
  );
}

/**
 * A new `LL` whenever a dictionary namespace arrives (src/app/dictionary.ts): typesafe-i18n's provider builds `LL`
 * from the dictionary as it was when its locale was set. A new `LL` re-renders every component that reads texts, the
 * header and footer included. Nothing shows a missing text meanwhile: what reads a namespace waits for it in `LL`
 * itself (WithNamespaces), showing its fallback.
 *
 * A plain update, not a transition: the page is hydrated as a transition (src/main.tsx), and a transition that
 * reaches a Suspense boundary still showing the server's HTML while the hydration lane is suspended is itself held
 * ("suspended with delay") until something pings it, which nothing may; every transition pending with it (a lazy
 * machine's start, src/app/lazy-actor.ts) would wait too. A default-priority update commits instead.
 */
function DictionarySync() {
  const { locale, setLocale } = useI18nContext();
  const version = useSyncExternalStore(
    dictionaryVersion.subscribe,
    dictionaryVersion.get,
    dictionaryVersion.get,
  );
  const applied = useRef(version);
  useLayoutEffect(() => {
    if (applied.current === version) return;
    applied.current = version;
    setLocale(locale);
  }, [version, locale, setLocale]);
  return null;
}

/** Inside the page's Suspense boundary: its effect runs once the page (hydrated or rendered) is live. */
function PageMounted() {
  useEffect(() => markPageHydrated(), []);
  return null;
}

function OnLeavingFirstLocation({ onLeave }: { onLeave: () => void }) {
  const [location] = useLocation();
  const first = useRef(location);
  useEffect(() => {
    if (location !== first.current) onLeave();
  }, [location, onLeave]);
  return null;
}

/** The toast host is not part of the server's HTML: it mounts once the browser has taken over. */
function ClientOnlyToasts() {
  const hydrated = useHydrated();
  // Mounted with the first toast: react-toastify stays out of a visit that shows none.
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.get, () => false);
  if (!hydrated || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
