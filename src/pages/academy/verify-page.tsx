// /verify and /verify/{code}: the public verification of an academy certificate, no sign-in. With a code (the one
// printed on the certificate and behind its QR code) the server checks the stored credential's signature and its
// revocation bit and the page says valid, revoked (with when and why) or invalid; an unknown code says unknown.
// A code can be typed in (it opens /verify/{code}), and a downloaded credential file (.jwt) can be opened or pasted:
// the credential-check machine sends it to the server, which checks it against the published keys.
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import {
  selectCredentialCheckView,
  type CertificateVerification,
} from '../../../machines/academy/credential-check.machine';
import { failureNotice, noticeText } from '../../../domain/failures';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { verifyPath } from '../../app/paths';
import { createCredentialCheckLogic, verifyCertificateCode } from '../../app/wiring/certificates';
import { useI18nContext } from '../../i18n/i18n-react';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { FormError } from '../../components/form/form-error';
import { usePublicResource } from '../../components/use-public-resource';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDay } from '../../components/content/format-day';
import './certificates.css';

const CODE = /^[A-Za-z0-9-]{4,32}$/;
const JWS_MAX_LENGTH = 100_000;

type VerificationState = CertificateVerification['state'] | 'UNKNOWN';

export default function VerifyPage({ screen, params }: PageProps) {
  const { LL, locale } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const code = params.code && CODE.test(params.code) ? params.code.toUpperCase() : null;
  return (
    <section className="container page-narrow certificate-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="lead">{LL.certificates.verify.lead()}</p>
      {code ? <CodeResult key={`${code}:${locale}`} code={code} /> : null}
      {params.code && !code ? <Result state="UNKNOWN" code={params.code} /> : null}
      <CodeLookup initial={code ?? ''} />
      <CredentialFile />
    </section>
  );
}

function CodeResult({ code }: { code: string }) {
  const { LL, locale } = useI18nContext();
  const [view, retry] = usePublicResource(`/academy/verify/${code}`, () => verifyCertificateCode(code));
  switch (view.kind) {
    case 'loading':
      return (
        <p role="status" aria-busy="true">
          {LL.certificates.verify.checking()}
        </p>
      );
    case 'missing':
      return <Result state="UNKNOWN" code={code} />;
    case 'failed':
      return (
        <div role="alert">
          <p>{noticeText(failureNotice(view.failure ?? readUnknown()), locale)}</p>
          <button type="button" className="button" onClick={retry}>
            {LL.certificates.verify.retry()}
          </button>
        </div>
      );
    case 'shown':
      return <Result state={view.data.state} code={code} verification={view.data} />;
  }
}

function readUnknown() {
  return { kind: 'other' as const, code: null, status: null, text: null, fieldErrors: {} };
}

function Result({
  state,
  code,
  verification,
}: {
  state: VerificationState;
  code: string;
  verification?: CertificateVerification;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.certificates.verify;
  const explain =
    state === 'INVALID'
      ? t.explain.INVALID({ problem: verification?.problem ?? '' })
      : state === 'UNKNOWN'
        ? t.explain.UNKNOWN({ code })
        : t.explain[state]();
  return (
    <section className="verify-result" aria-labelledby="verify-result-title" data-state={state}>
      <h2 id="verify-result-title">
        {t.resultTitle()}:{' '}
        <span className={`certificate-badge certificate-badge-${state.toLowerCase()}`}>
          {t.states[state]()}
        </span>
      </h2>
      <p role="status">{explain}</p>
      {verification ? <Facts verification={verification} locale={locale} /> : null}
      {verification ? <p className="field-hint">{t.privacy()}</p> : null}
    </section>
  );
}

function Facts({ verification, locale }: { verification: CertificateVerification; locale: 'vi' | 'en' }) {
  const { LL } = useI18nContext();
  const t = LL.certificates.verify;
  const rows: [string, string | null][] = [
    [LL.certificates.issued.code(), verification.code],
    [t.recipient(), verification.recipientName],
    [t.course(), verification.courseTitle],
    [t.issuer(), verification.issuerName],
    [t.issuedAt(), verification.issuedAt ? formatDay(verification.issuedAt, locale) : null],
    [t.revokedAt(), verification.revokedAt ? formatDay(verification.revokedAt, locale) : null],
    [t.reason(), verification.reason],
    [t.key(), verification.kid],
  ];
  return (
    <dl className="certificate-facts">
      {rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
        .map(([label, value]) => (
          <div key={label} className="certificate-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function CodeLookup({ initial }: { initial: string }) {
  const { LL } = useI18nContext();
  const t = LL.certificates.verify;
  const [, navigate] = useLocation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!CODE.test(code)) {
      setError(t.codeInvalid());
      return;
    }
    setError(null);
    navigate(verifyPath(code.toUpperCase()));
  };
  return (
    <form className="form-card" onSubmit={submit} aria-label={t.lookup()} noValidate>
      <TextField
        name="code"
        label={t.codeLabel()}
        hint={t.codeHint()}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (error) setError(null);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        required
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          {t.lookup()}
        </button>
      </div>
    </form>
  );
}

function CredentialFile() {
  const { LL, locale } = useI18nContext();
  const t = LL.certificates.verify;
  const [logic] = useState(() => createCredentialCheckLogic());
  const actor = useInspectedMachine(logic);
  const view = useSelector(actor, selectCredentialCheckView);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const readFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > JWS_MAX_LENGTH) {
      setProblem(t.fileUnreadable());
      return;
    }
    file.text().then(
      (content) => {
        setText(content.trim());
        setProblem(null);
      },
      () => setProblem(t.fileUnreadable()),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credential = text.trim();
    if (!credential) {
      setProblem(t.fileEmpty());
      return;
    }
    setProblem(null);
    actor.send({ type: 'user.check', credential });
  };

  return (
    <section className="verify-file" aria-labelledby="verify-file-title">
      <h2 id="verify-file-title">{t.fileTitle()}</h2>
      <p>{t.fileLead()}</p>
      {view.kind === 'checked' ? (
        <>
          <Result state={view.result.state} code={view.result.code ?? ''} verification={view.result} />
          <button type="button" className="button" onClick={() => actor.send({ type: 'user.reset' })}>
            {t.checkAnother()}
          </button>
        </>
      ) : (
        <form className="form-card" onSubmit={submit} aria-labelledby="verify-file-title" noValidate>
          <div className="field">
            <label htmlFor="credential-file">{t.fileLabel()}</label>
            <input
              id="credential-file"
              type="file"
              accept=".jwt,.txt,application/vc+jwt,application/jwt,text/plain"
              onChange={(event) => readFile(event.currentTarget.files?.[0])}
            />
          </div>
          <TextAreaField
            name="credential"
            label={t.pasteLabel()}
            value={text}
            onChange={(next) => {
              setText(next);
              if (problem) setProblem(null);
            }}
            error={problem}
            maxLength={JWS_MAX_LENGTH}
            rows={4}
          />
          <FormError>{view.error ? noticeText(view.error, locale) : null}</FormError>
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={view.busy}>
              {view.busy ? t.checking() : t.check()}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
