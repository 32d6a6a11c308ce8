// The site header: brand, main navigation, language switch and the session area. Presentational: the session view
// and the callbacks come from the app shell (src/app/layout.tsx).
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { SessionView } from '../../machines/session/session.selectors';
import type { Locale } from '../../domain/messages';
import { useI18nContext } from '../i18n/i18n-react';
import { paths } from '../app/paths';
import { useHydrated } from '../app/render-context';
import { LanguageSwitch } from './language-switch';
import { NavLink } from './nav-link';

export interface SiteHeaderProps {
  session: SessionView;
  onSignOut: () => void;
  /** Offline while loading the session: try again. */
  onRetry: () => void;
  onLocaleChange: (locale: Locale) => void;
}

function SessionArea({
  session,
  onSignOut,
  onRetry,
}: Pick<SiteHeaderProps, 'session' | 'onSignOut' | 'onRetry'>) {
  const { LL } = useI18nContext();
  switch (session.kind) {
    case 'checking':
      return (
        <div className="session-area" aria-busy="true">
          <span className="session-placeholder" />
          <span className="visually-hidden" role="status">
            {LL.session.checking()}
          </span>
        </div>
      );
    case 'signedOut':
      return (
        <div className="session-area">
          <Link href={paths.signIn} className="button button-quiet">
            {LL.session.signIn()}
          </Link>
          <Link href={paths.signUp} className="button button-primary">
            {LL.session.signUp()}
          </Link>
        </div>
      );
    case 'signedIn':
      return (
        <div className="session-area">
          <Link href={paths.profile} className="session-user" title={LL.session.profile()}>
            <span className="avatar" aria-hidden="true">
              {session.displayName.charAt(0).toUpperCase()}
            </span>
            <span className="session-name">{session.displayName}</span>
          </Link>
          <button type="button" className="button button-quiet" onClick={onSignOut}>
            {LL.session.signOut()}
          </button>
        </div>
      );
    case 'offline':
      return (
        <div className="session-area">
          <span role="status">{LL.session.offline()}</span>
          <button type="button" className="button button-quiet" onClick={onRetry}>
            {LL.session.retry()}
          </button>
        </div>
      );
    case 'signingOut':
      return (
        <div className="session-area">
          <button type="button" className="button button-quiet" disabled aria-busy="true">
            {LL.session.signingOut()}
          </button>
        </div>
      );
    default: {
      const unexpected: never = session;
      throw new Error(`unknown session view ${JSON.stringify(unexpected)}`);
    }
  }
}

export function SiteHeader({ session, onSignOut, onRetry, onLocaleChange }: SiteHeaderProps) {
  const { LL } = useI18nContext();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu opens with the app (state): until the page is live the toggle is disabled, never a dead button.
  const live = useHydrated();
  const menuId = useId();
  const close = () => setMenuOpen(false);
  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link href={paths.home} className="brand" aria-label={LL.app.homeLink()}>
          <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <circle cx="16" cy="16" r="15" fill="currentColor" />
            <path d="M10 19c0-6 5-10 12-10-1 7-5 12-11 12" fill="none" stroke="#fff" strokeWidth="2.2" />
            <path d="M10 23l6-7" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="brand-name">{LL.app.name()}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle button button-quiet"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          disabled={!live}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {LL.nav.menu()}
        </button>
        <div id={menuId} className={menuOpen ? 'header-menu is-open' : 'header-menu'}>
          <nav aria-label={LL.nav.label()} onClick={close}>
            <ul className="main-nav">
              <li>
                <NavLink href={paths.solutions} section>
                  {LL.nav.solutions()}
                </NavLink>
              </li>
              <li>
                <NavLink href={paths.academy} section>
                  {LL.nav.academy()}
                </NavLink>
              </li>
              <li>
                <NavLink href={paths.expertList}>{LL.nav.experts()}</NavLink>
              </li>
              <li>
                <NavLink href={paths.article} section>
                  {LL.nav.articles()}
                </NavLink>
              </li>
              <li>
                <NavLink href={paths.contact}>{LL.nav.contact()}</NavLink>
              </li>
              {session.kind === 'signedIn' && (
                <li>
                  <NavLink href={paths.workspace}>{LL.nav.workspace()}</NavLink>
                </li>
              )}
              {session.kind === 'signedIn' && session.isStaff && (
                <li>
                  <NavLink href={paths.staff} section>
                    {LL.nav.staffConsole()}
                  </NavLink>
                </li>
              )}
            </ul>
          </nav>
          <div className="header-tools">
            <LanguageSwitch onChange={onLocaleChange} />
            <SessionArea session={session} onSignOut={onSignOut} onRetry={onRetry} />
          </div>
        </div>
      </div>
    </header>
  );
}
