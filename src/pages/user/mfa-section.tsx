// The two-step verification section of the profile edit page, driven by the mfa-setup machine (one selector,
// exhaustive switch): off -> "Set up an authenticator app" -> QR code + secret + the app's first code -> on.
// The code field's value stays here; the machine gets one checked event.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { selectMfaSetupView } from '../../../machines/auth/mfa-setup.machine';
import type { MfaSetupView } from '../../../machines/auth/mfa-setup.types';
import { useInspectedMachine } from '../../app/inspection';
import { createMfaSetupMachine } from '../../app/wiring/profile';
import { QrCode } from '../../components/qr-code';
import { Form } from '../../components/form/form';
import { FormError, FormStatus } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { OneTimeCodeField, useOneTimeCode } from '../../components/form/one-time-code-field';
import { noticeText } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';

function assertNever(value: never): never {
  throw new Error(`unhandled view ${JSON.stringify(value)}`);
}

function ScanStep({
  view,
  onSubmit,
  onEdit,
  onCancel,
}: {
  view: Extract<MfaSetupView, { kind: 'scanning' }>;
  onSubmit: (code: string) => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const { code, setCode, problem, setProblem, submit } = useOneTimeCode(onSubmit);
  const edit = (value: string) => {
    setCode(value);
    setProblem(null);
    onEdit();
  };
  return (
    <>
      <p>{LL.profile.mfa.scan()}</p>
      <div className="qr-block">
        <QrCode value={view.otpauthUri} alt={LL.profile.mfa.qrAlt()} />
      </div>
      <p id="mfa-secret-intro">{LL.profile.mfa.manual()}</p>
      <p className="secret-key" aria-labelledby="mfa-secret-intro" data-testid="mfa-secret">
        <span className="visually-hidden">{LL.profile.mfa.secret()}: </span>
        {view.secretCode}
      </p>
      <Form onSubmit={submit} busy={view.busy} aria-labelledby="mfa-title">
        <FormError>{view.error ? noticeText(view.error, locale) : null}</FormError>
        <OneTimeCodeField
          label={LL.profile.mfa.codeLabel()}
          name="totpCode"
          value={code}
          onChange={edit}
          error={problem ?? (view.codeError ? noticeText(view.codeError, locale) : null)}
          hint={LL.profile.mfa.codeHint()}
        />
        <div className="form-actions">
          <SubmitButton busy={view.busy} busyLabel={LL.profile.mfa.verifying()}>
            {LL.profile.mfa.verify()}
          </SubmitButton>
          <button type="button" className="button button-quiet" onClick={onCancel} disabled={view.busy}>
            {LL.profile.mfa.cancel()}
          </button>
        </div>
      </Form>
    </>
  );
}

function MfaSettings() {
  const { LL, locale } = useI18nContext();
  const machine = useMemo(() => createMfaSetupMachine(), []);
  const mfa = useInspectedMachine(machine);
  const view = useSelector(mfa, selectMfaSetupView);

  switch (view.kind) {
    case 'loading':
      return (
        <p role="status" aria-busy="true">
          {LL.profile.mfa.loading()}
        </p>
      );
    case 'unavailable':
      return (
        <>
          <FormError>
            {LL.profile.mfa.unavailable()} {noticeText(view.error, locale)}
          </FormError>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => mfa.send({ type: 'user.retry' })}
          >
            {LL.profile.mfa.retry()}
          </button>
        </>
      );
    case 'off':
      return (
        <>
          <FormStatus>{view.notice ? noticeText(view.notice, locale) : null}</FormStatus>
          <FormError>{view.error ? noticeText(view.error, locale) : null}</FormError>
          <p>{LL.profile.mfa.off()}</p>
          {view.smsEnabled ? <p>{LL.profile.mfa.smsOn()}</p> : null}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => mfa.send({ type: 'user.start' })}
            disabled={view.busy}
            aria-busy={view.busy || undefined}
          >
            {view.busy ? LL.profile.mfa.starting() : LL.profile.mfa.start()}
          </button>
        </>
      );
    case 'scanning':
      return (
        <ScanStep
          view={view}
          onSubmit={(code) => mfa.send({ type: 'user.submitCode', code })}
          onEdit={() => mfa.send({ type: 'user.editCode' })}
          onCancel={() => mfa.send({ type: 'user.cancel' })}
        />
      );
    case 'on':
      return (
        <>
          <FormStatus>{view.notice ? noticeText(view.notice, locale) : null}</FormStatus>
          <FormError>{view.error ? noticeText(view.error, locale) : null}</FormError>
          <p>{LL.profile.mfa.on()}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => mfa.send({ type: 'user.disable' })}
            disabled={view.busy}
            aria-busy={view.busy || undefined}
          >
            {view.busy ? LL.profile.mfa.disabling() : LL.profile.mfa.disable()}
          </button>
        </>
      );
    default:
      return assertNever(view);
  }
}

export function MfaSection() {
  const { LL } = useI18nContext();
  return (
    <section className="form-card" aria-labelledby="mfa-title">
      <h2 id="mfa-title" className="h-small">
        {LL.profile.mfa.title()}
      </h2>
      <MfaSettings />
    </section>
  );
}
