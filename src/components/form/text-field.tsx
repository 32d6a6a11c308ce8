// A labelled text input (or textarea) with its hint and error tied to it: `getByLabel(label)` finds it, a screen
// reader hears the hint and the error, `aria-invalid` marks it. The value lives in the view (controlled).
import type { HTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, useFieldIds } from './field-ids';
import { FieldErrorText, FieldHint, FieldLabel } from './field-parts';
import { useHydrated } from '../../app/render-context';

interface CommonProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem of this field, shown under it; null/undefined = valid. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  maxLength?: number;
  id?: string;
  autoFocus?: boolean;
  onBlur?: () => void;
}

export interface TextFieldProps extends CommonProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'date';
  /** Always set it: the browser's autofill and password managers depend on it. */
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  pattern?: string;
  spellCheck?: boolean;
  /** Id of a <datalist> with suggestions. */
  list?: string;
  autoCapitalize?: InputHTMLAttributes<HTMLInputElement>['autoCapitalize'];
  /**
   * A live line under the input saying what was typed (./number-field.tsx: what it read); null: the line, empty.
   * Without it (undefined) there is no such line.
   */
  echo?: string | null;
}

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  readOnly,
  disabled,
  maxLength,
  id,
  autoFocus,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
  pattern,
  spellCheck,
  list,
  autoCapitalize,
  echo,
}: TextFieldProps) {
  // Not before the page is live: typed text would be lost to hydration, and a click would submit natively.
  const live = useHydrated();
  const ids = useFieldIds(id);
  const echoId = `${ids.control}-echo`;
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <input
        id={ids.control}
        className="field-control"
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        inputMode={inputMode}
        pattern={pattern}
        spellCheck={spellCheck}
        list={list}
        autoCapitalize={autoCapitalize}
        maxLength={maxLength}
        readOnly={readOnly}
        disabled={disabled || !live}
        autoFocus={autoFocus}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, echo != null ? echoId : null)}
      />
      {echo !== undefined && (
        <p id={echoId} className="field-echo" aria-live="polite">
          {echo}
        </p>
      )}
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldErrorText id={ids.error}>{error}</FieldErrorText>
    </div>
  );
}

export interface TextAreaFieldProps extends CommonProps {
  rows?: number;
  autoComplete?: string;
}

export function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  readOnly,
  disabled,
  maxLength,
  id,
  autoFocus,
  onBlur,
  rows = 5,
  autoComplete = 'off',
}: TextAreaFieldProps) {
  // Not before the page is live: typed text would be lost to hydration, and a click would submit natively.
  const live = useHydrated();
  const ids = useFieldIds(id);
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={ids.control}
        className="field-control"
        name={name}
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        maxLength={maxLength}
        readOnly={readOnly}
        disabled={disabled || !live}
        autoFocus={autoFocus}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldErrorText id={ids.error}>{error}</FieldErrorText>
    </div>
  );
}
