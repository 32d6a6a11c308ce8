// A labelled password input with a show/hide toggle. The toggle is a real button (keyboard, aria-pressed) that keeps
// the field's value and focus; `autoComplete` must say which password it is: "current-password" on sign-in,
// "new-password" wherever a password is chosen (password managers offer to generate one there).
import { useState, type ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { describedBy, useFieldIds } from './field-ids';
import { FieldErrorText, FieldHint, FieldLabel } from './field-parts';
import { useHydrated } from '../../app/render-context';

export interface PasswordFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  id?: string;
  autoFocus?: boolean;
}

export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  error,
  hint,
  required,
  disabled,
  maxLength,
  id,
  autoFocus,
}: PasswordFieldProps) {
  // Not before the page is live: typed text would be lost to hydration, and a click would submit natively.
  const live = useHydrated();
  const { LL } = useI18nContext();
  const ids = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <div className="password-control">
        <input
          id={ids.control}
          className="field-control"
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={maxLength}
          disabled={disabled || !live}
          autoFocus={autoFocus}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
        />
        <button
          type="button"
          className="button button-quiet password-toggle"
          aria-controls={ids.control}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? LL.form.hidePassword() : LL.form.showPassword()}
        </button>
      </div>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldErrorText id={ids.error}>{error}</FieldErrorText>
    </div>
  );
}
