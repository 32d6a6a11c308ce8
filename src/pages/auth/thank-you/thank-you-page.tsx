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
import { paths } from '../../../app/paths';
import { createActivationLogic, type ThankYouState } from '../../../app/wiring/registration';
import { forgotPasswordSchema } from '../../../../domain/validation';
import { noticeText } from '../../../../domain/failures';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { Form } from '../../../components/form/form';
import { FormError, FormStatus } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { fieldIssues, issueText, type FieldIssues } from '../sign-up/form-parts';

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

  const [email, setEmail] = useState('');
  const [issues, setIssues] = useState<FieldIssues<'email'>>({});

  const submit = (): boolean => {
    const result = fieldIssues<'email'>(forgotPasswordSchema, { email: knownEmail ?? email }, locale);
    if (!result.ok) {
      setIssues(result.issues);
      return false;
    }
    setIssues({});
    resend.send({ type: 'user.requestNewLink', email: (result.value as { email: string }).email });
    return true;
  };

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
          <Form onSubmit={submit} busy={busy} aria-label={LL.registration.thankYou.resend()}>
            <p>{LL.registration.thankYou.notReceived()}</p>
            {!knownEmail && (
              <TextField
                name="email"
                label={LL.registration.form.emailLabel()}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="off"
                spellCheck={false}
                required
                value={email}
                onChange={(value) => {
                  setEmail(value);
                  if (issues.email) setIssues({});
                }}
                error={issueText(issues.email, locale)}
              />
            )}
            <FormError>{error ? noticeText(error, locale) : null}</FormError>
            <div className="form-actions">
              <SubmitButton variant="secondary" busy={busy} busyLabel={LL.registration.thankYou.resending()}>
                {LL.registration.thankYou.resend()}
              </SubmitButton>
            </div>
          </Form>
        )}
      </div>
      <p className="form-footer">
        <Link href={paths.signIn}>{LL.registration.form.signInLink()}</Link>
      </p>
    </section>
  );
}
