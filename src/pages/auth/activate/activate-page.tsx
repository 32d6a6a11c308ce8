// /auth/activate?token=...: the page of the e-mailed activation link. It starts the activation machine with
// `input: { token }` and renders its view: activating, activated (with the way to sign in), the link's problem
// (expired / used / invalid, each its own message) with a form asking for a new link, an unexpected failure with
// "try again", and the confirmation that a new link was sent.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../../app/inspection';
import { Link, useSearch } from 'wouter';
import { selectActivationView } from '../../../../machines/auth/activation.machine';
import type { ActivationView } from '../../../../machines/auth/activation.types';
import type { PageProps } from '../../../app/page-props';
import { createActivationLogic } from '../../../app/wiring/registration';
import { paths } from '../../../app/paths';
import { noticeText } from '../../../../domain/failures';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { EmailForm } from '../../../components/form/email-form';
import { FormError, FormStatus } from '../../../components/form/form-error';
import '../registration.css';

function assertNever(value: never): never {
  throw new Error(`activate page: unexpected view ${JSON.stringify(value)}`);
}

export default function ActivatePage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const token = new URLSearchParams(useSearch()).get('token');

  const [logic] = useState(() => createActivationLogic());
  const activation = useInspectedMachine(logic, { input: { token } });
  const view = useSelector(activation, selectActivationView);

  return (
    <section className="container page-narrow auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <ActivationBody
        view={view}
        onRetry={() => activation.send({ type: 'user.retry' })}
        onRequestNewLink={(email) => activation.send({ type: 'user.requestNewLink', email })}
      />
    </section>
  );
}

function ActivationBody({
  view,
  onRetry,
  onRequestNewLink,
}: {
  view: ActivationView;
  onRetry: () => void;
  onRequestNewLink: (email: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  switch (view.kind) {
    case 'activating':
      return (
        <p className="lead" role="status">
          {LL.registration.activate.activating()}
        </p>
      );
    case 'activated':
      return (
        <>
          <FormStatus>{noticeText(view.notice, locale)}</FormStatus>
          <div className="actions">
            <Link href={paths.signIn} className="button button-primary button-large">
              {LL.registration.activate.signIn()}
            </Link>
          </div>
        </>
      );
    case 'linkProblem':
      return (
        <>
          <FormError>{noticeText(view.notice, locale)}</FormError>
          {view.problem === 'used' && (
            <p>
              {LL.registration.activate.usedHint()}{' '}
              <Link href={paths.signIn}>{LL.registration.activate.signIn()}</Link>
            </p>
          )}
          <NewLinkForm view={view} onSubmit={onRequestNewLink} />
        </>
      );
    case 'failed':
      return (
        <>
          <FormError>{noticeText(view.error, locale)}</FormError>
          <div className="actions">
            <button type="button" className="button button-primary" onClick={onRetry}>
              {LL.registration.activate.retry()}
            </button>
          </div>
        </>
      );
    case 'resent':
      return (
        <>
          <FormStatus>{noticeText(view.notice, locale)}</FormStatus>
          <p className="form-footer">
            <Link href={paths.signIn}>{LL.registration.form.signInLink()}</Link>
          </p>
        </>
      );
    default:
      return assertNever(view);
  }
}

function NewLinkForm({
  view,
  onSubmit,
}: {
  view: Extract<ActivationView, { kind: 'linkProblem' }>;
  onSubmit: (email: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  return (
    <section className="auth-section" aria-labelledby="new-link-title">
      <h2 id="new-link-title" className="h-small">
        {LL.registration.activate.newLinkTitle()}
      </h2>
      <p>{LL.registration.activate.newLinkLead()}</p>
      <EmailForm
        onSubmit={onSubmit}
        busy={view.busy}
        checkOnBlur
        submitLabel={LL.registration.activate.send()}
        busyLabel={LL.registration.activate.sending()}
        formError={view.error ? noticeText(view.error, locale) : null}
        aria-labelledby="new-link-title"
      />
    </section>
  );
}
