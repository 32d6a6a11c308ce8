// The shell around every page: skip link, header (brand, main nav, language switch, session), main, footer.
// It reads the session through one selector and sends `user.signOut`; switching language loads the dictionary,
// then persists the choice (localStorage + cookie) and sets <html lang>.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { SessionView } from '../../machines/session/session.selectors';
import type { Locale } from '../../domain/messages';
import { useI18nContext } from '../i18n/i18n-react';
import { loadDictionary } from './dictionary';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SessionEndedNotice } from '../components/session-ended-notice';
import { useSession, useSessionView } from '../components/session-context';
import { applyLocale } from './locale';
import { paths } from './paths';
import { whenPageHydrated } from './hydration';
import { useHydrated, useRenderContext } from './render-context';

export function Layout({ children }: { children: ReactNode }) {
  const { LL, locale, setLocale } = useI18nContext();
  const session = useSession();
  const liveSessionView = useSessionView();
  // Until the browser has taken over a server-rendered page, the header shows what the server could tell (no
  // access-token cookie: signed out), so hydration matches; then the live session.
  const hydrated = useHydrated();
  const { sessionHint } = useRenderContext();
  const sessionView: SessionView = hydrated || sessionHint === null ? liveSessionView : { kind: sessionHint };
  const [location, navigate] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstLocation = useRef(true);

  const switchLocale = useCallback(
    async (next: Locale) => {
      if (next === locale) return;
      // Not while the page is still the server's HTML (src/app/hydration.ts).
      await Promise.all([loadDictionary(next), whenPageHydrated()]);
      setLocale(next);
      applyLocale(next, { persist: true });
      // The address says the language too (English = `?lang=en`, as the server renders and search engines list it).
      const params = new URLSearchParams(window.location.search);
      if (next === 'en') params.set('lang', 'en');
      else params.delete('lang');
      const query = params.toString();
      navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
    },
    [locale, setLocale, location, navigate],
  );

  // After a client-side navigation, start at the top and move focus to the new page (not on the first load).
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <>
      <a href="#main" className="skip-link">
        {LL.app.skipToContent()}
      </a>
      <SiteHeader
        session={sessionView}
        onSignOut={() => {
          // Signing out ends on the home page (the session clears itself there).
          session.send({ type: 'user.signOut' });
          navigate(paths.home);
        }}
        onRetry={() => session.send({ type: 'user.retry' })}
        onLocaleChange={(next) => void switchLocale(next)}
      />
      <main id="main" ref={mainRef} tabIndex={-1}>
        {sessionView.kind === 'signedOut' && sessionView.ended && <SessionEndedNotice />}
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export function PageFallback() {
  const { LL } = useI18nContext();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{LL.app.loading()}</span>
    </div>
  );
}
