// One component per step of the sign-in view. Each keeps its own field values (never in the machine), validates
// them, and sends the machine ONE event. Texts come from the dictionaries; errors as the machine reports them.
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { MfaType, SignInError, SignInView } from '../../../../machines/auth/sign-in.types';
import {
  changePasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signInSchema,
  validate,
} from '../../../../domain/validation';
import { useI18nContext } from '../../../i18n/i18n-react';
import { paths } from '../../../app/paths';
import { Form } from '../../../components/form/form';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { OneTimeCodeField, useOneTimeCode } from '../../../components/form/one-time-code-field';
import { QrCode } from '../../../components/qr-code';

type Step<K extends SignInView['kind']> = Extract<SignInView, { kind: K }>;

/** The machine's error as text: the catalogue's exact wording, or the identity provider's message unchanged. */
export function ErrorText({ error }: { error: SignInError | null }) {
  const { LL } = useI18nContext();
  if (!error) return null;
  return <FormError>{error.kind === 'key' ? LL.errors[error.key]() : error.message}</FormError>;
}

function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <>
      <p className="eyebrow">{LL.screens.signIn()}</p>
      <h1 id="page-title">{title}</h1>
      {children && <p className="lead">{children}</p>}
    </>
  );
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { LL } = useI18nContext();
  return (
    <button type="button" className="button button-quiet" onClick={onCancel}>
      {LL.signIn.cancel()}
    </button>
  );
}

// ---- credentials ----

export function CredentialsStep({
  view,
  onSubmit,
  social,
}: {
  view: Step<'form'>;
  onSubmit: (email: string, password: string) => void;
  social: ReactNode;
}) {
  const { LL, locale } = useI18nContext();
  const [email, setEmail] = useState(view.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const result = validate(signInSchema, { email, password }, locale);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      return false;
    }
    setErrors({});
    onSubmit(result.value.email, result.value.password);
  };
  return (
    <>
      <h1 id="page-title">{LL.screens.signIn()}</h1>
      <p className="lead">{LL.signIn.lead()}</p>
      <Form onSubmit={submit} busy={view.busy} aria-labelledby="page-title">
        <ErrorText error={view.error} />
        <TextField
          label={LL.signIn.email()}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <PasswordField
          label={LL.signIn.password()}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <div className="form-actions">
          <SubmitButton busy={view.busy} busyLabel={LL.signIn.submitting()}>
            {LL.signIn.submit()}
          </SubmitButton>
          <Link href={paths.forgotPasswordRequest}>{LL.signIn.forgotPassword()}</Link>
        </div>
      </Form>
      <p className="auth-links">
        <span>
          {LL.signIn.noAccount()} <Link href={paths.signUp}>{LL.signIn.signUp()}</Link>
        </span>
      </p>
      {social}
    </>
  );
}

// ---- new password (first sign-in of an admin-created user) ----

/** Attributes worth showing to the user (Cognito also sends ids and flags). */
const SHOWN_ATTRIBUTES = ['email', 'given_name', 'family_name', 'name', 'phone_number', 'locale'] as const;
type ShownAttribute = (typeof SHOWN_ATTRIBUTES)[number];
const isShown = (name: string): name is ShownAttribute =>
  (SHOWN_ATTRIBUTES as readonly string[]).includes(name);

/** The new password's rules are the change-password form's (policy + confirmation); there is no old one here. */
function validateNewPassword(newPassword: string, confirmPassword: string, locale: 'vi' | 'en') {
  const result = validate(
    changePasswordSchema,
    { previousPassword: 'unused', proposedPassword: newPassword, confirmPassword },
    locale,
  );
  if (result.ok) return {};
  return {
    newPassword: result.fieldErrors.proposedPassword,
    confirmPassword: result.fieldErrors.confirmPassword,
  };
}

export function NewPasswordStep({
  view,
  onSubmit,
  onCancel,
}: {
  view: Step<'newPassword'>;
  onSubmit: (newPassword: string, attributes: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [attributes, setAttributes] = useState<Record<string, string>>(() =>
    Object.fromEntries(view.requiredAttributes.map((name) => [name, view.userAttributes[name] ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const label = (name: string) => (isShown(name) ? LL.signIn.attributes[name]() : name);
  const shown = Object.entries(view.userAttributes).filter(
    ([name, value]) => isShown(name) && value && !view.requiredAttributes.includes(name),
  );
  const submit = () => {
    const found: Record<string, string | undefined> = validateNewPassword(
      newPassword,
      confirmPassword,
      locale,
    );
    for (const name of view.requiredAttributes) {
      if (!attributes[name]?.trim()) found[`attr:${name}`] = LL.validation.fieldRequired();
    }
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return false;
    }
    setErrors({});
    const trimmed = Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [name, value.trim()]),
    );
    onSubmit(newPassword, trimmed);
  };
  return (
    <>
      <StepHeading title={LL.signIn.newPassword.title()}>{LL.signIn.newPassword.explanation()}</StepHeading>
      {shown.length > 0 && (
        <section aria-labelledby="account-facts">
          <h2 id="account-facts" className="h-small">
            {LL.signIn.newPassword.account()}
          </h2>
          <dl className="auth-facts">
            {shown.map(([name, value]) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt>{label(name)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <Form onSubmit={submit} busy={view.busy} aria-labelledby="page-title">
        <ErrorText error={view.error} />
        {view.requiredAttributes.map((name) => (
          <TextField
            key={name}
            label={label(name)}
            name={name}
            autoComplete={
              name === 'given_name' ? 'given-name' : name === 'family_name' ? 'family-name' : 'on'
            }
            required
            value={attributes[name] ?? ''}
            onChange={(value) => setAttributes((current) => ({ ...current, [name]: value }))}
            error={errors[`attr:${name}`]}
          />
        ))}
        <PasswordField
          label={LL.signIn.newPassword.newPassword()}
          name="newPassword"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
          hint={LL.signIn.newPassword.passwordHint({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        />
        <PasswordField
          label={LL.signIn.newPassword.confirmPassword()}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={errors.confirmPassword}
        />
        <div className="form-actions">
          <SubmitButton busy={view.busy}>{LL.signIn.newPassword.submit()}</SubmitButton>
          <CancelButton onCancel={onCancel} />
        </div>
      </Form>
    </>
  );
}

// ---- one-time codes (SMS, authenticator app, MFA setup verification) ----

function CodeForm({
  busy,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  error: SignInError | null;
  submitLabel: string;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const { code, setCode, problem, submit } = useOneTimeCode(onSubmit);
  return (
    <Form onSubmit={submit} busy={busy} aria-labelledby="page-title">
      <ErrorText error={error} />
      <OneTimeCodeField
        label={LL.signIn.code.label()}
        name="code"
        value={code}
        onChange={setCode}
        error={problem}
        hint={LL.signIn.code.hint()}
      />
      <div className="form-actions">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        <CancelButton onCancel={onCancel} />
      </div>
    </Form>
  );
}

export function SmsCodeStep({
  view,
  onSubmit,
  onCancel,
}: {
  view: Step<'smsCode'>;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      <StepHeading title={LL.signIn.sms.title()}>
        {view.destination ? LL.signIn.sms.sentTo({ destination: view.destination }) : LL.signIn.sms.sent()}
      </StepHeading>
      <CodeForm
        busy={view.busy}
        error={view.error}
        submitLabel={LL.signIn.code.submit()}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </>
  );
}

export function TotpCodeStep({
  view,
  onSubmit,
  onCancel,
}: {
  view: Step<'totpCode'>;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      <StepHeading title={LL.signIn.totp.title()}>{LL.signIn.totp.explanation()}</StepHeading>
      <CodeForm
        busy={view.busy}
        error={view.error}
        submitLabel={LL.signIn.code.submit()}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </>
  );
}

export function SelectMfaStep({
  view,
  onSelect,
  onCancel,
}: {
  view: Step<'selectMfa'>;
  onSelect: (mfaType: MfaType) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const [choice, setChoice] = useState<MfaType>(view.options[0] ?? 'SOFTWARE_TOKEN_MFA');
  return (
    <>
      <StepHeading title={LL.signIn.selectMfa.title()}>{LL.signIn.selectMfa.explanation()}</StepHeading>
      <Form onSubmit={() => onSelect(choice)} busy={view.busy} aria-labelledby="page-title">
        <ErrorText error={view.error} />
        <fieldset className="choice-list">
          <legend>{LL.signIn.selectMfa.options()}</legend>
          {view.options.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="mfaType"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              {LL.signIn.selectMfa[option]()}
            </label>
          ))}
        </fieldset>
        <div className="form-actions">
          <SubmitButton busy={view.busy}>{LL.signIn.continue()}</SubmitButton>
          <CancelButton onCancel={onCancel} />
        </div>
      </Form>
    </>
  );
}

export function MfaSetupStep({
  view,
  onSubmit,
  onCancel,
}: {
  view: Step<'mfaSetup'>;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      <StepHeading title={LL.signIn.mfaSetup.title()}>{LL.signIn.mfaSetup.explanation()}</StepHeading>
      {view.otpauthUri && view.secretCode ? (
        <>
          <div className="qr-block">
            <QrCode value={view.otpauthUri} alt={LL.signIn.mfaSetup.qrAlt()} />
          </div>
          <p id="mfa-secret-intro">{LL.signIn.mfaSetup.manual()}</p>
          <p className="secret-key" aria-labelledby="mfa-secret-intro" data-testid="mfa-secret">
            <span className="visually-hidden">{LL.signIn.mfaSetup.secret()}: </span>
            {view.secretCode}
          </p>
          <CodeForm
            busy={view.busy}
            error={view.error}
            submitLabel={LL.signIn.mfaSetup.submit()}
            onSubmit={onSubmit}
            onCancel={onCancel}
          />
        </>
      ) : (
        <p role="status" aria-busy="true">
          {LL.signIn.mfaSetup.preparing()}
        </p>
      )}
    </>
  );
}

export function CustomChallengeStep({
  view,
  onSubmit,
  onCancel,
}: {
  view: Step<'customChallenge'>;
  onSubmit: (answer: string) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!answer.trim()) {
      setProblem(LL.validation.fieldRequired());
      return false;
    }
    setProblem(null);
    onSubmit(answer.trim());
  };
  return (
    <>
      <StepHeading title={LL.signIn.customChallenge.title()}>
        {LL.signIn.customChallenge.explanation()}
      </StepHeading>
      <Form onSubmit={submit} busy={view.busy} aria-labelledby="page-title">
        <ErrorText error={view.error} />
        <TextField
          label={LL.signIn.customChallenge.answer()}
          name="answer"
          autoComplete="off"
          required
          autoFocus
          value={answer}
          onChange={setAnswer}
          error={problem}
        />
        <div className="form-actions">
          <SubmitButton busy={view.busy}>{LL.signIn.continue()}</SubmitButton>
          <CancelButton onCancel={onCancel} />
        </div>
      </Form>
    </>
  );
}

export function UnsupportedStep({ view, onBack }: { view: Step<'unsupported'>; onBack: () => void }) {
  const { LL } = useI18nContext();
  return (
    <>
      <StepHeading title={LL.signIn.unsupported.title()} />
      <FormError>
        {view.reason === 'deviceVerification'
          ? LL.signIn.unsupported.deviceVerification()
          : LL.signIn.unsupported.unknownChallenge({
              challenge: view.challengeName ?? LL.signIn.unsupported.unnamedChallenge(),
            })}
      </FormError>
      <div className="form-actions" style={{ marginTop: '1rem' }}>
        <button type="button" className="button button-primary" onClick={onBack}>
          {LL.signIn.unsupported.back()}
        </button>
      </div>
    </>
  );
}

export function ConfigErrorStep({ issues, onRetry }: { issues: string[]; onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <>
      <StepHeading title={LL.signIn.configError.title()} />
      <FormError>{LL.signIn.configError.explanation()}</FormError>
      <h2 className="h-small" id="config-issues" style={{ marginTop: '1rem' }}>
        {LL.signIn.configError.issues()}
      </h2>
      <ul className="auth-issues" aria-labelledby="config-issues">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {LL.signIn.configError.retry()}
      </button>
    </>
  );
}
