// The three password-reset screens, one password-reset machine each:
// - /auth/forgot-password-request: the e-mail form; the answer is the same whether or not the e-mail has an
//   account; then on to /auth/forgot-password?email=... where the e-mailed code is typed;
// - /auth/forgot-password(?email=...): the e-mailed 6-digit code and the new password (without an e-mail in the
//   address, it first asks for the e-mail, as the request page does);
// - /auth/reset-password?token=...&email=...: the e-mailed link: the new password and its confirmation.
// All end with "Password reset successful, please log in again" and a link to sign in.
import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../../app/inspection';
import { Link, useLocation, useSearch } from 'wouter';
import { selectPasswordResetView } from '../../../../machines/auth/password-reset.machine';
import type { PasswordResetView } from '../../../../machines/auth/password-reset.types';
import type { PageProps } from '../../../app/page-props';
import { forgotPasswordPathFor, paths } from '../../../app/paths';
import { createPasswordResetLogic } from '../../../app/wiring/registration';
import type { Locale } from '../../../../domain/messages';
import {
  forgotPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  resetPasswordSchema,
} from '../../../../domain/validation';
import { noticeText, type Notice } from '../../../../domain/failures';
import { translateKey } from '../../../../domain/message-keys';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { EmailForm } from '../../../components/form/email-form';
import { fieldIssues, issueText, type FieldIssues } from '../../../components/form/field-issues';
import { Form } from '../../../components/form/form';
import { FormError, FormStatus } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { InputBlur } from '../../../components/form/input-blur';
import '../registration.css';

type RequestView = Extract<PasswordResetView, { kind: 'requestForm' }>;
type NewPasswordView = Extract<PasswordResetView, { kind: 'newPasswordForm' }>;

function assertNever(value: never): never {
  throw new Error(`password reset page: unexpected view ${JSON.stringify(value)}`);
}

function validEmail(text: string | null): string | null {
  if (!text) return null;
  const result = fieldIssues<'email'>(forgotPasswordSchema, { email: text }, 'vi');
  return result.ok ? (result.value as { email: string }).email : null;
}

export default function PasswordResetPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());

  // Read once: the machine is created with what the address said when the page opened.
  const [start] = useState(() => {
    const email = query.get('email');
    const token = screen === 'resetPassword' ? query.get('token') : null;
    const knownEmail = screen === 'forgotPassword' ? validEmail(email) : null;
    return {
      input: { email, token },
      knownEmail,
      logic: createPasswordResetLogic(undefined, { codeAlreadySent: knownEmail !== null }),
    };
  });
  const reset = useInspectedMachine(start.logic, { input: start.input });
  const view = useSelector(reset, selectPasswordResetView);
  const [entered, setEntered] = useState(start.knownEmail === null);

  // /auth/forgot-password?email=...: the code went out already; enter the code step for that e-mail.
  useEffect(() => {
    if (start.knownEmail) reset.send({ type: 'user.submitEmail', email: start.knownEmail });
  }, [reset, start.knownEmail]);

  useEffect(() => {
    if (view.kind !== 'requestForm') setEntered(true);
    // The request page hands over to the code page once the e-mail went out.
    if (screen === 'forgotPasswordRequest' && view.kind === 'newPasswordForm' && view.email) {
      navigate(forgotPasswordPathFor(view.email));
    }
  }, [navigate, screen, view]);

  let body: ReactNode;
  switch (view.kind) {
    case 'requestForm':
      body = entered ? (
        <RequestForm view={view} onSubmit={(email) => reset.send({ type: 'user.submitEmail', email })} />
      ) : null;
      break;
    case 'newPasswordForm':
      body =
        screen === 'forgotPasswordRequest' ? null : (
          <NewPasswordForm
            view={view}
            token={start.input.token}
            onSubmit={(values) => reset.send({ type: 'user.submitReset', ...values })}
            onEdit={(field) => reset.send({ type: 'user.editField', field })}
            onResend={() => reset.send({ type: 'user.resend' })}
            onStartOver={() => reset.send({ type: 'user.startOver' })}
          />
        );
      break;
    case 'done':
      body = <Done notice={view.notice} />;
      break;
    default:
      body = assertNever(view);
  }

  return (
    <section className="container page-narrow auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {body}
    </section>
  );
}

function Done({ notice }: { notice: Notice }) {
  const { LL, locale } = useI18nContext();
  return (
    <>
      <FormStatus>{noticeText(notice, locale)}</FormStatus>
      <div className="actions">
        <Link href={paths.signIn} className="button button-primary button-large">
          {LL.registration.passwordReset.signIn()}
        </Link>
      </div>
    </>
  );
}

function RequestForm({ view, onSubmit }: { view: RequestView; onSubmit: (email: string) => void }) {
  const { LL, locale } = useI18nContext();
  const serverError = view.fieldErrors.email ? noticeText(view.fieldErrors.email, locale) : null;
  return (
    <>
      <p className="lead">{LL.registration.passwordReset.requestLead()}</p>
      <EmailForm
        onSubmit={onSubmit}
        busy={view.busy}
        initialEmail={view.email ?? ''}
        checkOnBlur
        fieldError={serverError}
        submitLabel={LL.registration.passwordReset.sendCode()}
        busyLabel={LL.registration.passwordReset.sending()}
        formError={view.error && !serverError ? noticeText(view.error, locale) : null}
        aria-labelledby="page-title"
      />
      <p className="form-footer">
        <Link href={paths.signIn}>{LL.registration.passwordReset.backToSignIn()}</Link>
      </p>
    </>
  );
}

type ResetField = 'code' | 'password' | 'confirmPassword';
const RESET_FIELDS: readonly ResetField[] = ['code', 'password', 'confirmPassword'];

/** A refused link reads as a link problem, not as a wrong code (the API answers RESET_CODE_INVALID for both). */
function resetErrorText(error: Notice, proof: NewPasswordView['proof'], locale: Locale): string {
  if (proof === 'token' && error.key === 'errors.resetCodeInvalid') {
    return translateKey('errors.resetLinkInvalid', locale);
  }
  return noticeText(error, locale);
}

function NewPasswordForm({
  view,
  token,
  onSubmit,
  onEdit,
  onResend,
  onStartOver,
}: {
  view: NewPasswordView;
  token: string | null;
  onSubmit: (values: { code?: string; password: string; confirmPassword: string }) => void;
  onEdit: (field: string) => void;
  onResend: () => void;
  onStartOver: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const [values, setValues] = useState<Record<ResetField, string>>({
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [touched, setTouched] = useState<ReadonlySet<ResetField>>(() => new Set());
  const [issues, setIssues] = useState<FieldIssues<ResetField>>({});
  const byCode = view.proof === 'code';
  const fields = byCode ? RESET_FIELDS : RESET_FIELDS.filter((field) => field !== 'code');

  const check = (next: Record<ResetField, string>) => {
    const input = byCode
      ? {
          email: view.email ?? '',
          code: next.code,
          password: next.password,
          confirmPassword: next.confirmPassword,
        }
      : { token: token ?? '', password: next.password, confirmPassword: next.confirmPassword };
    return fieldIssues<ResetField>(resetPasswordSchema, input, locale);
  };

  const change = (field: ResetField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field in view.fieldErrors) onEdit(field);
    if (touched.has(field) || (field === 'password' && touched.has('confirmPassword'))) {
      const result = check(next);
      setIssues(result.ok ? {} : result.issues);
    }
  };
  const blur = (field: ResetField) => () => {
    setTouched(new Set(touched).add(field));
    const result = check(values);
    setIssues(result.ok ? {} : result.issues);
  };
  const submit = (): boolean => {
    setTouched(new Set(fields));
    const result = check(values);
    if (!result.ok) {
      setIssues(result.issues);
      return false;
    }
    setIssues({});
    const { password, confirmPassword } = values;
    onSubmit(
      byCode ? { code: values.code.trim(), password, confirmPassword } : { password, confirmPassword },
    );
    return true;
  };

  const errorOf = (field: ResetField) =>
    (touched.has(field) ? issueText(issues[field], locale) : null) ??
    (view.fieldErrors[field] ? noticeText(view.fieldErrors[field], locale) : null);
  const serverFieldShown = fields.some((field) => view.fieldErrors[field]);

  return (
    <>
      <p className="lead">
        {byCode && view.email
          ? LL.registration.passwordReset.codeLead({ email: view.email })
          : LL.registration.passwordReset.linkLead()}
      </p>
      {view.notice && !view.resent && <FormStatus>{noticeText(view.notice, locale)}</FormStatus>}
      {view.resent && view.email && (
        <FormStatus>{LL.registration.passwordReset.resent({ email: view.email })}</FormStatus>
      )}
      <Form onSubmit={submit} busy={view.busy} aria-labelledby="page-title">
        {view.email && (
          <TextField
            name="email"
            label={LL.registration.form.emailLabel()}
            type="email"
            autoComplete="username"
            value={view.email}
            onChange={() => undefined}
            readOnly
          />
        )}
        {byCode && (
          <TextField
            name="code"
            label={LL.registration.passwordReset.code()}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            hint={LL.registration.passwordReset.codeHint()}
            value={values.code}
            onChange={change('code')}
            onBlur={blur('code')}
            error={errorOf('code')}
          />
        )}
        <InputBlur onBlur={blur('password')}>
          <PasswordField
            name="password"
            label={LL.registration.passwordReset.newPassword()}
            autoComplete="new-password"
            required
            hint={LL.registration.signUp.passwordHint({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            value={values.password}
            onChange={change('password')}
            error={errorOf('password')}
          />
        </InputBlur>
        <InputBlur onBlur={blur('confirmPassword')}>
          <PasswordField
            name="confirmPassword"
            label={LL.registration.passwordReset.confirmNewPassword()}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            error={errorOf('confirmPassword')}
          />
        </InputBlur>
        <FormError>
          {view.error && !serverFieldShown ? resetErrorText(view.error, view.proof, locale) : null}
        </FormError>
        <div className="form-actions">
          <SubmitButton busy={view.busy} busyLabel={LL.registration.passwordReset.submitting()}>
            {LL.registration.passwordReset.submit()}
          </SubmitButton>
          {view.canResend && (
            <button type="button" className="button button-secondary" disabled={view.busy} onClick={onResend}>
              {LL.registration.passwordReset.resend()}
            </button>
          )}
          <button type="button" className="button button-quiet" disabled={view.busy} onClick={onStartOver}>
            {byCode
              ? LL.registration.passwordReset.startOver()
              : LL.registration.passwordReset.requestNewLink()}
          </button>
        </div>
      </Form>
    </>
  );
}
