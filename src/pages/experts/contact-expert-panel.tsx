// Issue 13: the "contact this expert" panel of a public expert profile (/expert/profile/:slug mounts it with the
// profile it shows). A visitor is offered sign-in (coming back to the profile); a signed-in user without an active
// workspace is told why the form is not offered and where to get one; a profile that cannot be contacted
// (`contactable: false`) says why; otherwise the form: the workspace (when the user has several), the sector
// (preselected from the expert's sectors), the scopes, the deadline and the message. The contact-expert machine
// checks the values with the server's rules (domain/experts/contact-rules.ts) and sends them; the panel renders
// its view. Neither side's contact details are shown here: they appear on /work-space/expert-requests once the
// expert accepts.
// The signed-in part (the machine and the form) is contact-expert-flow.tsx, loaded on demand.
import { lazy, Suspense } from 'react';
import { loadDictionary } from '../../app/dictionary';
import { currentLocale } from '../../app/locale';
import { WithNamespaces } from '../../app/with-namespaces';
import { Link } from 'wouter';
import type { components } from '../../../openapi/schema';
import { expertProfilePath, signInPathFor } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { useSessionView } from '../../components/session-context';
import { useHydrated } from '../../app/render-context';
import { useSignedIn } from './expert-parts';
import './expert-contact.css';

// The machine and the form, with their texts (the route's `later` namespaces, src/app/routes.ts), load when a
// signed-in reader's panel needs them, not with the public page.
const ContactFlow = lazy(() => import('./contact-expert-flow'));
const loadFlowTexts = () => loadDictionary(currentLocale(), ['expertContactLater', 'form']);

type ExpertProfile = components['schemas']['ExpertProfile'];

export interface ContactExpertPanelProps {
  profile: ExpertProfile;
}

export default function ContactExpertPanel({ profile }: ContactExpertPanelProps) {
  const { LL } = useI18nContext();
  const t = LL.expertContact.panel;
  return (
    <section className="expert-contact-panel" aria-labelledby="expert-contact-title">
      <h2 id="expert-contact-title">{t.title()}</h2>
      <p className="expert-contact-privacy">{t.privacy()}</p>
      <PanelBody profile={profile} />
    </section>
  );
}

function PanelBody({ profile }: ContactExpertPanelProps) {
  const { LL } = useI18nContext();
  const t = LL.expertContact.panel;
  // Server-rendered page: until hydration, only what the server can know (a visitor without a session cookie).
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const session = useSessionView();
  if (signedIn === 'no') {
    return (
      <>
        <p>{t.signInLead()}</p>
        <Link href={signInPathFor(expertProfilePath(profile.slug))} className="button button-primary">
          {t.signIn()}
        </Link>
      </>
    );
  }
  if (!hydrated || session.kind !== 'signedIn') return null;
  if (!profile.contactable) {
    return <p role="note">{profile.illustrative ? t.illustrative() : t.notContactable()}</p>;
  }
  const workspaces = session.user.spaces
    .filter((space) => space.status === 'ACTIVE')
    .map((space) => ({ id: space.id, name: space.name }));
  return (
    <WithNamespaces
      namespaces={['expertContactLater', 'form']}
      load={loadFlowTexts}
      fallback={<p aria-busy="true">{t.loading()}</p>}
    >
      <Suspense fallback={<p aria-busy="true">{t.loading()}</p>}>
        <ContactFlow key={session.user.id} profile={profile} workspaces={workspaces} />
      </Suspense>
    </WithNamespaces>
  );
}
