// The form with one e-mail field, checked with the e-mail schema the server uses (`forgotPasswordSchema`):
// "send me a password-reset code", "send me a new activation link", "resend the activation e-mail". The e-mail is
// typed here; the page gets it valid and trimmed through `onSubmit`. When the page already knows the address
// (`knownEmail`), the field is not shown and that address is sent.
import { useState, type ReactNode } from 'react';
import { forgotPasswordSchema } from '../../../domain/validation';
import { useI18nContext } from '../../i18n/i18n-react';
import { fieldIssues, issueText, type FieldIssues } from './field-issues';
import { Form } from './form';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

export interface EmailFormProps {
  onSubmit: (email: string) => void;
  busy: boolean;
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  submitVariant?: 'primary' | 'secondary';
  /** The address to start from (e.g. the one in the page's address). */
  initialEmail?: string;
  /** The address is known already: no field, this one is sent. */
  knownEmail?: string | null;
  /** Check the address when the field is left (not only on submit). */
  checkOnBlur?: boolean;
  /** The server's problem with the address, shown under the field (translated). */
  fieldError?: string | null;
  /** The server's problem with the request, shown above the button (translated). */
  formError?: string | null;
  /** Said above the field. */
  children?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function EmailForm({
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  submitVariant,
  initialEmail = '',
  knownEmail = null,
  checkOnBlur = false,
  fieldError = null,
  formError = null,
  children,
  ...labels
}: EmailFormProps) {
  const { LL, locale } = useI18nContext();
  const [email, setEmail] = useState(initialEmail);
  const [issues, setIssues] = useState<FieldIssues<'email'>>({});
  const check = () => fieldIssues<'email'>(forgotPasswordSchema, { email: knownEmail ?? email }, locale);
  const submit = (): boolean => {
    const result = check();
    if (!result.ok) {
      setIssues(result.issues);
      return false;
    }
    setIssues({});
    onSubmit((result.value as { email: string }).email);
    return true;
  };
  return (
    <Form onSubmit={submit} busy={busy} {...labels}>
      {children}
      {!knownEmail && (
        <TextField
          name="email"
          label={LL.registration.form.emailLabel()}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (issues.email) setIssues({});
          }}
          onBlur={
            checkOnBlur
              ? () => {
                  if (email === '') return;
                  const result = check();
                  setIssues(result.ok ? {} : result.issues);
                }
              : undefined
          }
          error={issueText(issues.email, locale) ?? fieldError}
        />
      )}
      <FormError>{formError}</FormError>
      <div className="form-actions">
        <SubmitButton variant={submitVariant} busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
