// /auth/sign-in: renders ONE selector of the sign-in machine (selectSignInView) with an exhaustive switch. The
// machine owns the flow (config -> credentials -> Cognito challenges -> session stored); this page keeps field
// values, validates them, and sends one event per step. On success the session boots (`session.signedIn`) and the
// user goes to `?next=` (same origin only) or the profile.
import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  selectFirstSignInPage,
  selectSignInPage,
  type SignInPageView,
} from '../../../../machines/auth/sign-in.selectors';
import { HOSTED_UI_PROVIDERS, type IdentityConfig } from '../../../../domain/identity-config';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { PageProps } from '../../../app/page-props';
import { CONFIG_REQUEST } from '../../../app/page-data';
import { firstIntent } from '../../../app/first-intent';
import { useLazyActor } from '../../../app/lazy-actor';
import { usePreloaded } from '../../../app/render-context';
import { FormStatus } from '../../../components/form/form-error';
import { useSession } from '../../../components/session-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from '../../../app/next-path';
import {
  ConfigErrorStep,
  CredentialsStep,
  CustomChallengeStep,
  MfaSetupStep,
  NewPasswordStep,
  SelectMfaStep,
  SmsCodeStep,
  TotpCodeStep,
  UnsupportedStep,
} from './sign-in-steps';
import './auth.css';

function SocialSignIn({ config, next }: { config: IdentityConfig | null; next: string | null }) {
  const { LL } = useI18nContext();
  if (!config) return null;
  return (
    <section className="auth-social" aria-labelledby="social-title">
      <h2 id="social-title" className="h-small">
        {LL.signIn.social()}
      </h2>
      {HOSTED_UI_PROVIDERS.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button button-secondary"
          onClick={() =>
            void import('../../../app/wiring/sign-in').then(({ beginHostedUiSignIn }) =>
              beginHostedUiSignIn(config, provider, next),
            )
          }
        >
          {provider === 'Google' ? LL.signIn.google() : LL.signIn.facebook()}
        </button>
      ))}
    </section>
  );
}

export default function SignInPage({ screen }: PageProps) {
  const { LL, locale } = useI18nContext();
  useDocumentTitle(LL.screens[screen]());
  const session = useSession();
  const [, navigate] = useLocation();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'));
  // The success handler reads the latest `next` (the machine is created once).
  const nextRef = useRef(next);
  nextRef.current = next;
  // The identity config the server rendered the page with (GET /config), so the form is there at first paint.
  const preloaded = usePreloaded<{ data: { identity: unknown } }>(CONFIG_REQUEST, locale);
  const input = preloaded?.kind === 'found' ? { config: preloaded.data.data.identity } : undefined;
  // The machine, the identity adapter and XState load once the page is live (src/app/lazy-actor.ts); until then
  // the page shows the machine's first view, and a submit made meanwhile waits for it.
  // With the server's config the form is complete without the machine: it loads at the reader's first act
  // (src/app/first-intent.ts); without it, at once (the page needs it to show the form).
  const signIn = useLazyActor({
    create: () =>
      (input ? firstIntent() : Promise.resolve())
        .then(() => import('../../../app/wiring/sign-in'))
        .then(({ createSignInActor }) =>
          createSignInActor(
            {
              onSignedIn: () => {
                session.send({ type: 'session.signedIn' });
                navigate(nextRef.current ?? DEFAULT_AFTER_SIGN_IN);
              },
            },
            input,
          ),
        ),
    select: selectSignInPage,
    initialView: selectFirstSignInPage(input),
  });
  const { view, social: socialConfig }: SignInPageView = signIn.view;
  const cancel = () => signIn.send({ type: 'user.cancel' });

  let content;
  switch (view.kind) {
    case 'loading':
      content = (
        <>
          <h1 id="page-title">{LL.screens.signIn()}</h1>
          <p role="status" aria-busy="true">
            {LL.signIn.loading()}
          </p>
        </>
      );
      break;
    case 'configError':
      content = <ConfigErrorStep issues={view.issues} onRetry={() => signIn.send({ type: 'user.retry' })} />;
      break;
    case 'form':
      content = (
        <CredentialsStep
          view={view}
          onSubmit={(email, password) => signIn.send({ type: 'user.submit', email, password })}
          social={<SocialSignIn config={socialConfig} next={next} />}
        />
      );
      break;
    case 'newPassword':
      content = (
        <NewPasswordStep
          view={view}
          onSubmit={(newPassword, attributes) =>
            signIn.send({ type: 'user.submitNewPassword', newPassword, attributes })
          }
          onCancel={cancel}
        />
      );
      break;
    case 'smsCode':
      content = (
        <SmsCodeStep
          view={view}
          onSubmit={(code) => signIn.send({ type: 'user.submitCode', code })}
          onCancel={cancel}
        />
      );
      break;
    case 'totpCode':
      content = (
        <TotpCodeStep
          view={view}
          onSubmit={(code) => signIn.send({ type: 'user.submitCode', code })}
          onCancel={cancel}
        />
      );
      break;
    case 'selectMfa':
      content = (
        <SelectMfaStep
          view={view}
          onSelect={(mfaType) => signIn.send({ type: 'user.selectMfa', mfaType })}
          onCancel={cancel}
        />
      );
      break;
    case 'mfaSetup':
      content = (
        <MfaSetupStep
          view={view}
          onSubmit={(code) => signIn.send({ type: 'user.submitCode', code })}
          onCancel={cancel}
        />
      );
      break;
    case 'customChallenge':
      content = (
        <CustomChallengeStep
          view={view}
          onSubmit={(answer) => signIn.send({ type: 'user.submitChallengeAnswer', answer })}
          onCancel={cancel}
        />
      );
      break;
    case 'unsupported':
      content = <UnsupportedStep view={view} onBack={cancel} />;
      break;
    case 'signedIn':
      content = (
        <>
          <h1 id="page-title">{LL.screens.signIn()}</h1>
          <FormStatus>{LL.signIn.signedIn()}</FormStatus>
        </>
      );
      break;
    default: {
      const unexpected: never = view;
      throw new Error(`unknown sign-in view ${JSON.stringify(unexpected)}`);
    }
  }

  return (
    <section className="container auth-page" aria-labelledby="page-title">
      <div className="auth-card form-card">{content}</div>
    </section>
  );
}
