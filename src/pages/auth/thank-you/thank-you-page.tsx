// /auth/thank-you: "Registered successfully, please check your email", where the link went, and "resend activation
// email". The e-mail comes in the history entry's state (set by the sign-up page, kept across a reload); opened any
// other way, the page asks for it. Resending is the activation machine's "ask for a new link" step (started without
// a token, it waits for `user.requestNewLink`).
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../../app/inspection';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { selectActivationView } from '../../../../machines/auth/activation.machine';
import type { PageProps } from '../../../app/page-props';
import { createActivationLogic, type ThankYouState } from '../../../app/wiring/registration';
import { paths } from '../../../app/paths';
import { noticeText } from '../../../../domain/failures';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { EmailForm } from '../../../components/form/email-form';
import { FormStatus } from '../../../components/form/form-error';
import '../registration.css';

function registeredEmail(state: unknown): string | null {
  const email = (state as Partial<ThankYouState> | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

export default function ThankYouPage({ screen }: PageProps) {
  const { LL, locale } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const knownEmail = registeredEmail(useHistoryState());

  const [logic] = useState(() => createActivationLogic());
  const resend = useInspectedMachine(logic, { input: { token: null } });
  const view = useSelector(resend, selectActivationView);

  const busy = view.kind === 'linkProblem' && view.busy;
  const error = view.kind === 'linkProblem' || view.kind === 'failed' ? view.error : null;

  return (
    <section className="container page-narrow auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <FormStatus>{LL.success.registered()}</FormStatus>
      <p className="lead">
        {knownEmail
          ? LL.registration.thankYou.sentTo({ email: knownEmail })
          : LL.registration.thankYou.sentNoEmail()}
      </p>
      <div className="auth-section">
        {view.kind === 'resent' ? (
          <FormStatus>{noticeText(view.notice, locale)}</FormStatus>
        ) : (
          <EmailForm
            onSubmit={(email) => resend.send({ type: 'user.requestNewLink', email })}
            busy={busy}
            knownEmail={knownEmail}
            submitVariant="secondary"
            submitLabel={LL.registration.thankYou.resend()}
            busyLabel={LL.registration.thankYou.resending()}
            formError={error ? noticeText(error, locale) : null}
            aria-label={LL.registration.thankYou.resend()}
          >
            <p>{LL.registration.thankYou.notReceived()}</p>
          </EmailForm>
        )}
      </div>
      <p className="form-footer">
        <Link href={paths.signIn}>{LL.registration.form.signInLink()}</Link>
      </p>
    </section>
  );
}
