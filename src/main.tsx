// Browser entry: locale first (so <html lang> and the dictionary are right before the first paint), the session
// (src/app/lazy-session.ts: with an access-token cookie its actor is loaded and started at once, and loads me +
// profile; without one it starts with the first session event, so an anonymous visit loads no XState), then render.
// The dictionary of the current language, the current page's chunk and the session (when started) load in parallel.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/theme.css';
import './app/styles/buttons.css';
import './app/styles/shell.css';
import './app/styles/home.css';
import { App } from './app/App';
import { cookieNames, readCookie } from './app/cookies';
import { applyLocale, isLocale, readInitialLocale } from './app/locale';
import { readRenderPayload, RENDER_PAYLOAD_ID } from './app/render-payload';
import { findRoute } from './app/routes';
import { loadDictionary } from './app/dictionary';
import { createLazySession } from './app/lazy-session';

async function boot(): Promise<void> {
  // A `?lang=` link chooses (and keeps) a language; else the stored choice (localStorage, then the cookie). The
  // server rendered with `?lang=` or the cookie: when the reader's stored choice differs (a cookie lost while
  // localStorage kept it), the page is rendered again in their language and the cookie is set right again.
  const payload = readRenderPayload(document);
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  const locale = isLocale(fromUrl) ? fromUrl : readInitialLocale();
  const serverLocaleDiffers = payload !== null && payload.locale !== locale;
  applyLocale(locale, { persist: isLocale(fromUrl) || serverLocaleDiffers });
  if (serverLocaleDiffers) {
    // The address says the language shown (English = `?lang=en`), as the page's canonical URL will.
    const url = new URL(window.location.href);
    if (locale === 'en') url.searchParams.set('lang', 'en');
    else url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  // Development only (`?inspect`): the machine inspector and dev panel, before any actor exists so that it sees
  // them all (the session's included); tree-shaken from the production build.
  if (import.meta.env.DEV) await import('./app/inspector').then(({ startInspector }) => startInspector([]));
  const accessToken = readCookie(cookieNames.accessToken);
  const session = createLazySession({
    hasAccessToken: typeof accessToken === 'string' && accessToken !== '',
    start: () => import('./app/session-runtime').then(({ startSession }) => startSession()),
    onStartFailed: (error) => console.error('[session] could not start', error),
  });
  await Promise.all([
    session.ready,
    loadDictionary(locale),
    // Warm the page's chunk (and its dictionary namespaces); React.lazy asks again and gets the same module.
    findRoute(window.location.pathname)
      .route.load()
      .catch(() => undefined),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  if (payload && !serverLocaleDiffers && root.hasChildNodes()) {
    // The server's HTML is already on screen: adopt it (no second render, no second fetch of its data).
    const render = {
      collectHead: null,
      preloaded: payload.preloaded,
      sessionHint: payload.sessionHint,
      // The server's origin (SITE_URL): the head keeps its canonical URLs after hydration.
      origin: payload.origin,
    };
    const forgetPreloaded = () => {
      render.preloaded = {};
      document.getElementById(RENDER_PAYLOAD_ID)?.remove();
    };
    // Hydrated as a transition: React adopts the server's HTML in slices of a few milliseconds, yielding to the
    // browser between them, instead of in one long task (on a phone, most of the Total Blocking Time). The fields
    // stay disabled until the page is live (useHydrated), and a click on a part not yet hydrated makes React
    // hydrate that part first. The app makes no other transition (src/app/App.tsx `DictionarySync` says why): one
    // that reached a boundary still showing the server's HTML could be held indefinitely behind this one.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App session={session} locale={locale} render={render} onLeaveRenderedPage={forgetPreloaded} />
        </StrictMode>,
        { onRecoverableError: (error) => console.error('[hydration]', error) },
      );
    });
    return;
  }
  // A server page in another language than the reader's: React replaces its HTML on the first commit.
  createRoot(root).render(
    <StrictMode>
      <App session={session} locale={locale} />
    </StrictMode>,
  );
}

void boot();
