// Pieces shared by the staff console's pages: the gate (signed out -> sign-in with ?next=, signed in but not staff
// -> "no access"), the "no access" panel (also shown for a 403 from the API), messages, dates and names.
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { StaffMember } from '../../../machines/staff/staff.types';
import type { Locale } from '../../../domain/messages';
import { paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { useSessionView } from '../../components/session-context';
import { useSignInRedirect } from '../../components/use-sign-in-redirect';
import { TextField } from '../../components/form/text-field';
import './staff.css';

export function StaffMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`staff-message staff-message-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function StaffLoading() {
  const { LL } = useI18nContext();
  return <p role="status">{LL.staff.common.loading()}</p>;
}

/** A load that failed: the reason and a retry. */
export function StaffFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <StaffMessage tone="error">
      <p>{reason}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {LL.staff.common.retry()}
      </button>
    </StaffMessage>
  );
}

/** Signed in, but not staff (the session's roles, or the API's 403). */
export function NoAccess({ reason }: { reason?: string }) {
  const { LL } = useI18nContext();
  const t = LL.staff.common;
  return (
    <div className="staff-no-access">
      <StaffMessage tone="error">
        <p>
          <strong>{t.noAccessTitle()}</strong>
        </p>
        <p>{t.noAccessLead()}</p>
        {reason && <p>{reason}</p>}
      </StaffMessage>
      <Link href={paths.home} className="button button-secondary">
        {t.backHome()}
      </Link>
    </div>
  );
}

/**
 * Renders its children for staff only. A signed-out visitor goes to sign-in and back; a signed-in visitor who is
 * not staff sees "no access" without a call. The API still decides every call (a 403 there shows NoAccess too).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const session = useSessionView();
  const signedOut = session.kind === 'signedOut';
  // An ended session is not redirected: the layout's notice explains it and offers sign-in (with `next`).
  const ended = session.kind === 'signedOut' && session.ended === true;
  useSignInRedirect(signedOut && !ended);
  if (ended) return null;
  if (signedOut) return <p role="status">{LL.staff.common.signInFirst()}</p>;
  if (session.kind !== 'signedIn') return <StaffLoading />;
  if (!session.isStaff) return <NoAccess />;
  return <>{children}</>;
}

/** The page frame: breadcrumb to the console home, the title, the content. */
export function StaffPage({
  title,
  busy,
  children,
  crumbs = [],
}: {
  title: string;
  busy?: boolean;
  children: ReactNode;
  crumbs?: Array<{ href: string; label: string }>;
}) {
  const { LL } = useI18nContext();
  return (
    <section className="container staff-page" aria-labelledby="page-title" aria-busy={busy || undefined}>
      {crumbs.length > 0 && (
        <nav aria-label={LL.staff.common.breadcrumb()} className="staff-crumbs">
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <Link href={crumb.href}>{crumb.label}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 id="page-title">{title}</h1>
      <StaffOnly>{children}</StaffOnly>
    </section>
  );
}

export function formatDateTime(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** "Last First" as Vietnamese names are written, else the e-mail. */
export function fullName(person: { firstName: string; lastName: string; email: string }): string {
  const name = [person.lastName, person.firstName].filter((part) => part && part.trim()).join(' ');
  return name || person.email;
}

export function memberLabel(member: StaffMember): string {
  const name = fullName(member);
  return name === member.email ? name : `${name} (${member.email})`;
}

/** The search box of a staff list: its own text until submitted, then `onSearch` with it. */
export function StaffSearch({
  initial,
  maxLength,
  texts,
  onSearch,
}: {
  initial: string;
  maxLength: number;
  texts: { label: string; hint: string; button: string };
  onSearch: (q: string) => void;
}) {
  const [q, setQ] = useState(initial);
  return (
    <form
      role="search"
      className="staff-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(q);
      }}
    >
      <TextField
        label={texts.label}
        name="q"
        type="search"
        autoComplete="off"
        value={q}
        maxLength={maxLength}
        hint={texts.hint}
        onChange={setQ}
      />
      <button type="submit" className="button button-primary">
        {texts.button}
      </button>
    </form>
  );
}

/** Previous / next of a staff list (nothing when it fits on one page); disabled while a page loads. */
export function StaffPager({
  meta,
  busy,
  texts,
  onPage,
}: {
  meta: { page: number; pageCount: number };
  busy: boolean;
  texts: { label: string; previous: string; next: string; pageOf: string };
  onPage: (page: number) => void;
}) {
  if (meta.pageCount <= 1) return null;
  return (
    <nav aria-label={texts.label} className="staff-pager">
      <button
        type="button"
        className="button button-secondary"
        disabled={meta.page <= 1 || busy}
        onClick={() => onPage(meta.page - 1)}
      >
        {texts.previous}
      </button>
      <span>{texts.pageOf}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={meta.page >= meta.pageCount || busy}
        onClick={() => onPage(meta.page + 1)}
      >
        {texts.next}
      </button>
    </nav>
  );
}
