// Pieces shared by the workspace screens (/work-space, /user/workspace-management and the invitation link): the
// machines wired for them, alerts, the signed-in gate, and date and notice formatting. Their fields are the form
// kit's (src/components/form).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { WorkspaceNoticeKey } from '../../../machines/spaces/workspace.types';
import { paths } from '../../app/paths';
import { createWorkspaceMachines } from '../../app/wiring/workspace';
import type { Locale } from '../../../domain/messages';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18nContext } from '../../i18n/i18n-react';
import { useSession, useSessionView } from '../session-context';
import './workspace.css';

export function noticeLabel(LL: TranslationFunctions, notice: WorkspaceNoticeKey): string {
  return notice === 'joined' ? LL.success.joined() : LL.workspace.notices[notice]();
}

/** The workspace machines for this page, created once; toasts speak the current language. */
export function useWorkspaceMachines() {
  const { LL } = useI18nContext();
  const session = useSession();
  const current = useRef(LL);
  current.current = LL;
  const [machines] = useState(() =>
    createWorkspaceMachines({
      refreshSession: () => session.send({ type: 'session.signedIn' }),
      noticeText: (notice) => noticeLabel(current.current, notice),
    }),
  );
  return machines;
}

export function formatDate(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', { dateStyle: 'medium' }).format(date);
}

export function personName(person: { firstName: string; lastName: string; email: string }): string {
  const name = [person.lastName, person.firstName].filter((part) => part && part.trim()).join(' ');
  return name || person.email;
}

export function Message({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div
      className={`ws-message ws-message-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {children}
    </div>
  );
}

/** Renders its children once the session is signed in; keeps them while the session reloads me. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const session = useSessionView();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (session.kind === 'signedIn') setSeen(true);
    if (session.kind === 'signedOut') setSeen(false);
  }, [session.kind]);
  // An ended session: the layout's notice says so, with a sign-in link back here.
  if (session.kind === 'signedOut' && session.ended) return null;
  if (session.kind === 'signedOut') {
    return (
      <Message tone="info">
        <p>
          {LL.workspace.common.signInFirst()} <Link href={paths.signIn}>{LL.workspace.common.signIn()}</Link>
        </p>
      </Message>
    );
  }
  if (session.kind !== 'signedIn' && !seen) return <Loading />;
  return <>{children}</>;
}

export function Loading() {
  const { LL } = useI18nContext();
  return (
    <p role="status" aria-live="polite">
      {LL.workspace.common.loading()}
    </p>
  );
}
