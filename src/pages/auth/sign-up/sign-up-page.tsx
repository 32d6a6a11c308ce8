// /auth/sign-up: the registration form (the kit's SignUpForm, the same one an invitation link shows) on the
// sign-up machine; once registered, the machine asks for the thank-you page.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../../app/inspection';
import { Link } from 'wouter';
import { selectSignUpView } from '../../../../machines/auth/sign-up.machine';
import type { PageProps } from '../../../app/page-props';
import { createSignUpLogic } from '../../../app/wiring/registration';
import { paths } from '../../../app/paths';
import { noticeText } from '../../../../domain/failures';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { FormStatus } from '../../../components/form/form-error';
import { SignUpForm } from '../../../components/form/sign-up-form';
import '../registration.css';

export default function SignUpPage({ screen }: PageProps) {
  const { LL, locale } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);

  const [logic] = useState(() => createSignUpLogic());
  const signUp = useInspectedMachine(logic, { input: {} });
  const view = useSelector(signUp, selectSignUpView);

  if (view.kind === 'succeeded') {
    // The machine has already asked for the thank-you page; this shows only for the instant before it renders.
    return (
      <section className="container page-narrow auth-page" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <FormStatus>{noticeText(view.notice, locale)}</FormStatus>
      </section>
    );
  }

  return (
    <section className="container page-narrow auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="lead">{LL.registration.signUp.lead()}</p>
      <SignUpForm signUp={signUp} labelledBy="page-title" />
      <p className="form-footer">
        {LL.registration.signUp.haveAccount()}{' '}
        <Link href={paths.signIn}>{LL.registration.signUp.signIn()}</Link>
      </p>
    </section>
  );
}
