// /auth/sign-up: the registration form. Field values stay here; they are checked with the shared sign-up schema
// (the one the server uses) when a field loses focus and on submit, then sent to the sign-up machine as one
// `user.submit`. The VN phone rule (libphonenumber) is loaded by this page only (`loadPhoneRule()`, its own chunk).
// Server problems come back through the machine: field errors (e.g. the e-mail already registered) next to their
// field, the rest (rate limit, network, unexpected) above the button; the typed values are never cleared.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../../app/inspection';
import { Link } from 'wouter';
import { selectSignUpView } from '../../../../machines/auth/sign-up.machine';
import type { PageProps } from '../../../app/page-props';
import { paths } from '../../../app/paths';
import { createSignUpLogic } from '../../../app/wiring/registration';
import type { PhoneRule } from '../../../../domain/phone';
import {
  loadPhoneRule,
  makeSignUpSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type SignUpData,
} from '../../../../domain/validation';
import { noticeText } from '../../../../domain/failures';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { focusFirstInvalid, Form } from '../../../components/form/form';
import { FormError, FormStatus } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { fieldIssues, InputBlur, issueText, type FieldIssues } from './form-parts';

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

const emptyValues: Values = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  organizationName: '',
};

/** Until libphonenumber has loaded, blur checks skip the phone rule; submit always waits for the real rule. */
const pendingPhoneRule: PhoneRule = () => ({ ok: true, e164: null });

export default function SignUpPage({ screen }: PageProps) {
  const { LL, locale } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);

  const [logic] = useState(() => createSignUpLogic());
  const signUp = useInspectedMachine(logic, { input: {} });
  const view = useSelector(signUp, selectSignUpView);

  const phoneRule = useRef<Promise<PhoneRule> | null>(null);
  const [loadedRule, setLoadedRule] = useState<PhoneRule | null>(null);
  useEffect(() => {
    phoneRule.current ??= loadPhoneRule();
    let active = true;
    phoneRule.current.then(
      (rule) => active && setLoadedRule(() => rule),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  const blurSchema = useMemo(() => makeSignUpSchema(loadedRule ?? pendingPhoneRule), [loadedRule]);

  const [values, setValues] = useState<Values>(emptyValues);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [issues, setIssues] = useState<FieldIssues<Field>>({});

  const check = (next: Values, schema = blurSchema) => {
    const result = fieldIssues<Field>(schema, next, locale);
    return result.ok ? {} : result.issues;
  };

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (view.kind === 'form' && field in view.fieldErrors) signUp.send({ type: 'user.editField', field });
    // Once a field has been left, its message follows the typing (it disappears as soon as the value is right).
    if (touched.has(field) || (field === 'password' && touched.has('confirmPassword')))
      setIssues(check(next));
  };

  const blur = (field: Field) => () => {
    setTouched(new Set(touched).add(field));
    setIssues(check(values));
  };

  /** Validates everything with the real phone rule; sends the one `user.submit` when all is right. */
  const submitWith = (rule: PhoneRule): boolean => {
    const result = fieldIssues<Field>(makeSignUpSchema(rule), { ...values, locale }, locale);
    setTouched(new Set(FIELDS));
    if (!result.ok) {
      setIssues(result.issues);
      return false;
    }
    setIssues({});
    signUp.send({ type: 'user.submit', values: result.value as SignUpData });
    return true;
  };

  const submit = (): boolean => {
    if (loadedRule) return submitWith(loadedRule);
    // The phone rule is still loading (a slow network): finish once it is here. If its chunk cannot load at all
    // (offline), the other fields are still checked and the server checks the number.
    phoneRule.current ??= loadPhoneRule();
    void phoneRule.current
      .catch(() => pendingPhoneRule)
      .then((rule) => {
        if (!submitWith(rule)) setTimeout(() => focusFirstInvalid(document.querySelector('form')), 0);
      });
    return true;
  };

  if (view.kind === 'succeeded') {
    // The machine has already asked for the thank-you page; this shows only for the instant before it renders.
    return (
      <section className="container page-narrow auth-page" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <FormStatus>{noticeText(view.notice, locale)}</FormStatus>
      </section>
    );
  }

  const serverErrors = view.fieldErrors;
  const errorOf = (field: Field): string | null =>
    (touched.has(field) ? issueText(issues[field], locale) : null) ??
    (serverErrors[field] ? noticeText(serverErrors[field], locale) : null);
  const serverFieldShown = FIELDS.some((field) => serverErrors[field]);

  const field = (name: Field) => ({
    name,
    value: name === 'email' && view.lockedEmail ? view.lockedEmail : values[name],
    onChange: change(name),
    onBlur: blur(name),
    error: errorOf(name),
    required: true,
  });

  return (
    <section className="container page-narrow auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="lead">{LL.registration.signUp.lead()}</p>
      <Form onSubmit={submit} busy={view.busy} aria-labelledby="page-title">
        <div className="form-row">
          <TextField
            {...field('firstName')}
            label={LL.registration.signUp.firstName()}
            autoComplete="given-name"
          />
          <TextField
            {...field('lastName')}
            label={LL.registration.signUp.lastName()}
            autoComplete="family-name"
          />
        </div>
        <TextField
          {...field('email')}
          label={LL.registration.signUp.email()}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          readOnly={view.lockedEmail !== null}
        />
        <InputBlur onBlur={blur('password')}>
          <PasswordField
            {...field('password')}
            label={LL.registration.signUp.password()}
            autoComplete="new-password"
            hint={LL.registration.signUp.passwordHint({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          />
        </InputBlur>
        <InputBlur onBlur={blur('confirmPassword')}>
          <PasswordField
            {...field('confirmPassword')}
            label={LL.registration.signUp.confirmPassword()}
            autoComplete="new-password"
          />
        </InputBlur>
        <TextField
          {...field('phone')}
          label={LL.registration.signUp.phone()}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={LL.registration.signUp.phoneHint()}
        />
        <TextField
          {...field('organizationName')}
          label={LL.registration.signUp.organizationName()}
          autoComplete="organization"
        />
        <FormError>{view.error && !serverFieldShown ? noticeText(view.error, locale) : null}</FormError>
        <div className="form-actions">
          <SubmitButton busy={view.busy} busyLabel={LL.registration.signUp.submitting()}>
            {LL.registration.signUp.submit()}
          </SubmitButton>
        </div>
      </Form>
      <p className="form-footer">
        {LL.registration.signUp.haveAccount()}{' '}
        <Link href={paths.signIn}>{LL.registration.signUp.signIn()}</Link>
      </p>
    </section>
  );
}
