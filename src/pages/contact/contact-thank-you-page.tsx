// /contact/thank-you: "We have received your contact!" (the spec's text, from the catalogue), what happens next,
// and the ways on: home and the solutions. The first name comes in the history entry's state (set by the contact
// page, kept across a reload); opened any other way the page reads the same without the greeting.
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { paths } from '../../app/paths';
import type { PageProps } from '../../app/page-props';
import type { ContactThankYouState } from '../../app/wiring/contact';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormStatus } from '../../components/form/form-error';
import { useDocumentTitle } from '../../components/use-document-title';
import './contact.css';

function sentFirstName(state: unknown): string | null {
  const firstName = (state as Partial<ContactThankYouState> | null)?.firstName;
  return typeof firstName === 'string' && firstName.trim() !== '' ? firstName : null;
}

export default function ContactThankYouPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const firstName = sentFirstName(useHistoryState());
  const t = LL.contact.thankYou;

  return (
    <section className="container page-narrow contact-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <FormStatus>{LL.success.contactReceived()}</FormStatus>
      {firstName && <p className="lead">{t.greeting({ firstName })}</p>}
      <p>{t.lead()}</p>
      <nav className="contact-next" aria-label={t.linksLabel()}>
        <ul className="link-list">
          <li>
            <Link href={paths.home} className="button button-primary">
              {t.home()}
            </Link>
          </li>
          <li>
            <Link href={paths.solutions}>{t.solutions()}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
