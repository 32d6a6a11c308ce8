// The registration form, the one of /auth/sign-up and of an invitation link (/auth/sign-up-invitation,
// /work-space?invite=...), where the sign-up machine was started with the invitation and its view locks the e-mail
// (read-only, the invited address). Field values stay here; they are checked with the shared sign-up schema (the one
// the server uses) when a field loses focus and on submit, then sent to the machine as one `user.submit`. The VN
// phone rule is loaded with the form (`usePhoneRule`). Server problems come back through the machine: field errors
// (e.g. the e-mail already registered) next to their field, the rest (rate limit, network, unexpected, a refused
// invitation) above the button; the typed values are never cleared.
import { useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectSignUpView, type signUpMachine } from '../../../machines/auth/sign-up.machine';
import type { PhoneRule } from '../../../domain/phone';
import {
  makeSignUpSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type SignUpData,
} from '../../../domain/validation';
import { noticeText } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import { fieldIssues, issueText, type FieldIssues } from './field-issues';
import { Form } from './form';
import { FormError } from './form-error';
import { InputBlur } from './input-blur';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { usePhoneRule } from './use-phone-rule';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'phone',
  'organizationName',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export type SignUpRef = ActorRefFrom<typeof signUpMachine>;

export interface SignUpFormProps {
  signUp: SignUpRef;
  /** The organization the form starts with (an invitation: the inviting space's name). */
  organizationName?: string;
  /** Under the e-mail (an invitation: why it cannot be changed). */
  emailHint?: ReactNode;
  /** Under the organization (an invitation: what it is for). */
  organizationHint?: ReactNode;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

export function SignUpForm({
  signUp,
  organizationName = '',
  emailHint,
  organizationHint,
  labelledBy,
}: SignUpFormProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.registration.signUp;
  const view = useSelector(signUp, selectSignUpView);
  const phoneRule = usePhoneRule();
  const blurSchema = useMemo(() => makeSignUpSchema(phoneRule.blurRule), [phoneRule.blurRule]);

  const [values, setValues] = useState<Values>(() => ({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    phone: '',
    organizationName,
  }));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [issues, setIssues] = useState<FieldIssues<Field>>({});
  const lockedEmail = view.kind === 'form' ? view.lockedEmail : null;
  const current: Values = lockedEmail ? { ...values, email: lockedEmail } : values;

  const check = (next: Values) => {
    const result = fieldIssues<Field>(blurSchema, next, locale);
    return result.ok ? {} : result.issues;
  };

  const change = (field: Field) => (value: string) => {
    const next = { ...current, [field]: value };
    setValues(next);
    if (view.kind === 'form' && field in view.fieldErrors) signUp.send({ type: 'user.editField', field });
    // Once a field has been left, its message follows the typing (it disappears as soon as the value is right).
    if (touched.has(field) || (field === 'password' && touched.has('confirmPassword')))
      setIssues(check(next));
  };

  const blur = (field: Field) => () => {
    setTouched(new Set(touched).add(field));
    setIssues(check(current));
  };

  /** Validates everything with the real phone rule; sends the one `user.submit` when all is right. */
  const submitWith = (rule: PhoneRule): boolean => {
    const result = fieldIssues<Field>(makeSignUpSchema(rule), { ...current, locale }, locale);
    setTouched(new Set(FIELDS));
    if (!result.ok) {
      setIssues(result.issues);
      return false;
    }
    setIssues({});
    signUp.send({ type: 'user.submit', values: result.value as SignUpData });
    return true;
  };

  if (view.kind !== 'form') return null;
  const serverErrors = view.fieldErrors;
  const errorOf = (field: Field): string | null =>
    (touched.has(field) ? issueText(issues[field], locale) : null) ??
    (serverErrors[field] ? noticeText(serverErrors[field], locale) : null);
  const serverFieldShown = FIELDS.some((field) => serverErrors[field]);
  // Problems the server found outside the form's fields (e.g. the invitation itself): said above the button.
  const otherServerErrors = Object.entries(serverErrors)
    .filter(([name]) => !(FIELDS as readonly string[]).includes(name))
    .map(([, notice]) => noticeText(notice, locale));

  const field = (name: Field) => ({
    name,
    value: current[name],
    onChange: change(name),
    onBlur: blur(name),
    error: errorOf(name),
    required: true,
  });

  return (
    <Form onSubmit={() => phoneRule.submitWith(submitWith)} busy={view.busy} aria-labelledby={labelledBy}>
      <div className="form-row">
        <TextField {...field('firstName')} label={t.firstName()} autoComplete="given-name" />
        <TextField {...field('lastName')} label={t.lastName()} autoComplete="family-name" />
      </div>
      <TextField
        {...field('email')}
        label={t.email()}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        readOnly={lockedEmail !== null}
        hint={emailHint}
      />
      <InputBlur onBlur={blur('password')}>
        <PasswordField
          {...field('password')}
          label={t.password()}
          autoComplete="new-password"
          hint={t.passwordHint({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        />
      </InputBlur>
      <InputBlur onBlur={blur('confirmPassword')}>
        <PasswordField
          {...field('confirmPassword')}
          label={t.confirmPassword()}
          autoComplete="new-password"
        />
      </InputBlur>
      <TextField
        {...field('phone')}
        label={t.phone()}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t.phoneHint()}
      />
      <TextField
        {...field('organizationName')}
        label={t.organizationName()}
        autoComplete="organization"
        hint={organizationHint}
      />
      <FormError>
        {view.error && !serverFieldShown
          ? otherServerErrors.length > 0
            ? otherServerErrors.map((text) => <p key={text}>{text}</p>)
            : noticeText(view.error, locale)
          : null}
      </FormError>
      <div className="form-actions">
        <SubmitButton busy={view.busy} busyLabel={t.submitting()}>
          {t.submit()}
        </SubmitButton>
      </div>
    </Form>
  );
}
