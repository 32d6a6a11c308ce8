// Browser entry: locale first (so <html lang> and the dictionary are right before the first paint), the session
// actor created once and started (it reads the access-token cookie and loads me + profile), then render.
// The dictionary of the current language and the current page's chunk load in parallel.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/theme.css';
import './app/styles/buttons.css';
import './app/styles/shell.css';
import './app/styles/home.css';
import { App } from './app/App';
import { createSessionActor } from './app/actors';
import { api } from './app/api';
import { applyLocale, readInitialLocale } from './app/locale';
import { findRoute } from './app/routes';
import { installRefresh, revokeSessionTokens } from './app/wiring/refresh';
import { loadLocaleAsync } from './i18n/i18n-util.async';

async function boot(): Promise<void> {
  const locale = readInitialLocale();
  applyLocale(locale);
  const session = createSessionActor(api, undefined, { revokeTokens: revokeSessionTokens });
  // Development only (`?inspect`): the machine inspector and dev panel; tree-shaken from the production build.
  if (import.meta.env.DEV)
    await import('./app/inspector').then(({ startInspector }) => startInspector([session]));
  // Before the session starts: its first calls (/auth/me) may already need a refresh.
  installRefresh(session);
  session.start();
  await Promise.all([
    loadLocaleAsync(locale),
    // Warm the page's chunk; React.lazy asks again and gets the same module.
    findRoute(window.location.pathname)
      .route.load()
      .catch(() => undefined),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App session={session} locale={locale} />
    </StrictMode>,
  );
}

void boot();
