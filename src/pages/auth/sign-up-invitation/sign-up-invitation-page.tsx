// /auth/sign-up-invitation?param=...: the link of an invitation e-mail. A new person signs up with the invited
// e-mail locked (the account is created active and joins the space); an existing account joins with one click;
// a link that was accepted, withdrawn or has expired says why it cannot be used.
import { useSearch } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { InvitationView } from '../../../components/workspace/invitation-view';

export default function SignUpInvitationPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const param = new URLSearchParams(useSearch()).get('param');
  return (
    <section className="container ws-page ws-narrow" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <InvitationView key={param ?? ''} param={param} />
    </section>
  );
}
