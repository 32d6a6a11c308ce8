// /auth/sign-in/callback: the Hosted UI (Google / Facebook) returns here with `code` + `state` (or `error`). The
// callback machine exchanges the code with the PKCE verifier and stores the session; this page renders its one
// selector and, once signed in, boots the session and goes on.
import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../../app/inspection';
import { Link, useLocation, useSearch } from 'wouter';
import { selectHostedUiCallbackView } from '../../../../machines/auth/hosted-ui-callback.machine';
import type {
  HostedUiCallbackInput,
  HostedUiFailure,
} from '../../../../machines/auth/hosted-ui-callback.types';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { PageProps } from '../../../app/page-props';
import { paths } from '../../../app/paths';
import { createHostedUiCallbackMachine } from '../../../app/wiring/sign-in';
import { FormError, FormStatus } from '../../../components/form/form-error';
import { useSession } from '../../../components/session-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from '../../../app/next-path';
import '../sign-in/auth.css';

function queryOf(search: string): HostedUiCallbackInput {
  const query = new URLSearchParams(search);
  return {
    code: query.get('code'),
    state: query.get('state'),
    error: query.get('error'),
    errorDescription: query.get('error_description'),
  };
}

function FailureText({ failure }: { failure: HostedUiFailure }) {
  const { LL } = useI18nContext();
  switch (failure.reason) {
    case 'providerError':
      return <>{LL.signIn.callback.providerError({ error: failure.detail ?? '' })}</>;
    case 'missingCode':
      return <>{LL.signIn.callback.missingCode()}</>;
    case 'stateMismatch':
      return <>{LL.signIn.callback.stateMismatch()}</>;
    case 'notConfigured':
      return (
        <>
          {LL.signIn.callback.notConfigured()}
          {failure.detail && <span className="field-hint"> ({failure.detail})</span>}
        </>
      );
    case 'exchangeFailed':
      return <>{LL.signIn.callback.exchangeFailed({ message: failure.detail ?? '' })}</>;
    default: {
      const unexpected: never = failure.reason;
      throw new Error(`unknown callback failure ${String(unexpected)}`);
    }
  }
}

export default function CallbackPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const session = useSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  // The query is read once: the machine starts from it.
  const [input] = useState(() => queryOf(search));
  const machine = useMemo(
    () =>
      createHostedUiCallbackMachine({
        onSignedIn: (_tokens, next) => {
          session.send({ type: 'session.signedIn' });
          navigate(safeNextPath(next) ?? DEFAULT_AFTER_SIGN_IN, { replace: true });
        },
      }),
    [session, navigate],
  );
  const callback = useInspectedMachine(machine, { input });
  const view = useSelector(callback, selectHostedUiCallbackView);

  let content;
  switch (view.kind) {
    case 'working':
      content = (
        <p role="status" aria-busy="true">
          {LL.signIn.callback.working()}
        </p>
      );
      break;
    case 'signedIn':
      content = <FormStatus>{LL.signIn.signedIn()}</FormStatus>;
      break;
    case 'failed':
      content = (
        <>
          <h2 className="h-small">{LL.signIn.callback.failedTitle()}</h2>
          <FormError>
            <FailureText failure={view.failure} />
          </FormError>
          <div className="form-actions" style={{ marginTop: '1rem' }}>
            {view.canRetry && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => callback.send({ type: 'user.retry' })}
              >
                {LL.signIn.configError.retry()}
              </button>
            )}
            <Link href={paths.signIn} className="button button-primary">
              {LL.signIn.callback.back()}
            </Link>
          </div>
        </>
      );
      break;
    default: {
      const unexpected: never = view;
      throw new Error(`unknown callback view ${JSON.stringify(unexpected)}`);
    }
  }

  return (
    <section className="container auth-page" aria-labelledby="page-title">
      <div className="auth-card form-card">
        <h1 id="page-title">{title}</h1>
        {content}
      </div>
    </section>
  );
}
