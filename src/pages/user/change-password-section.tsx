// The change-password section of the profile edit page, driven by the change-password machine (one selector,
// exhaustive switch). Field values stay here; the machine gets one validated event.
import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../app/inspection';
import { selectChangePasswordView } from '../../../machines/auth/change-password.machine';
import {
  changePasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validate,
} from '../../../domain/validation';
import { noticeText } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import { createChangePasswordMachine } from '../../app/wiring/profile';
import { Form } from '../../components/form/form';
import { FormError, FormStatus } from '../../components/form/form-error';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';

const FIELDS = ['previousPassword', 'proposedPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

function ChangePasswordForm() {
  const { LL, locale } = useI18nContext();
  const machine = useMemo(() => createChangePasswordMachine(), []);
  const changePassword = useInspectedMachine(machine);
  const view = useSelector(changePassword, selectChangePasswordView);
  const [values, setValues] = useState<Record<Field, string>>({
    previousPassword: '',
    proposedPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (view.kind === 'done') {
    return <FormStatus>{noticeText(view.notice, locale)}</FormStatus>;
  }

  const edit = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    changePassword.send({ type: 'user.editField', field });
  };
  const submit = () => {
    const result = validate(changePasswordSchema, values, locale);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      return false;
    }
    setErrors({});
    changePassword.send({ type: 'user.submit', values: result.value });
  };
  const errorOf = (field: Field) =>
    errors[field] ?? (view.fieldErrors[field] ? noticeText(view.fieldErrors[field], locale) : null);
  const labels: Record<Field, string> = {
    previousPassword: LL.profile.changePassword.previousPassword(),
    proposedPassword: LL.profile.changePassword.proposedPassword(),
    confirmPassword: LL.profile.changePassword.confirmPassword(),
  };

  return (
    <Form onSubmit={submit} busy={view.busy} aria-labelledby="change-password-title">
      <FormError>{view.error ? noticeText(view.error, locale) : null}</FormError>
      {FIELDS.map((field) => (
        <PasswordField
          key={field}
          label={labels[field]}
          name={field}
          autoComplete={field === 'previousPassword' ? 'current-password' : 'new-password'}
          required
          value={values[field]}
          onChange={edit(field)}
          error={errorOf(field)}
          hint={
            field === 'proposedPassword'
              ? LL.profile.changePassword.passwordHint({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
              : undefined
          }
        />
      ))}
      <div className="form-actions">
        <SubmitButton busy={view.busy} busyLabel={LL.profile.changePassword.submitting()} variant="secondary">
          {LL.profile.changePassword.submit()}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function ChangePasswordSection() {
  const { LL } = useI18nContext();
  return (
    <section className="form-card" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="h-small">
        {LL.profile.changePassword.title()}
      </h2>
      <ChangePasswordForm />
    </section>
  );
}
