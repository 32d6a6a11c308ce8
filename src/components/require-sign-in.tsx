// Pages for signed-in users (profile, certificate request): a signed-out visitor is sent to /auth/sign-in?next=<this page>.
// While the session is still checking (or signing out), the page renders its content (its calls wait for the same
// token refresh as the session's).
import type { ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { useSessionView } from './session-context';
import { useSignInRedirect } from './use-sign-in-redirect';

export function RequireSignIn({ title, children }: { title: string; children: ReactNode }) {
  const { LL } = useI18nContext();
  const session = useSessionView();
  const signedOut = session.kind === 'signedOut';
  // An ended session is not redirected: the layout's notice explains it and offers sign-in (with `next`).
  const ended = session.kind === 'signedOut' && session.ended === true;
  useSignInRedirect(signedOut && !ended);
  if (signedOut) {
    return (
      <section className="container profile-page" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {!ended && <p role="status">{LL.profile.signInFirst()}</p>}
      </section>
    );
  }
  return <>{children}</>;
}
