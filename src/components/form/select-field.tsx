// A labelled select, built like the text fields: the label tied to the control, the hint and the error tied by
// aria-describedby, aria-invalid on a problem.
import type { ReactNode } from 'react';
import { describedBy, useFieldIds } from './field-ids';
import { FieldErrorText, FieldHint, FieldLabel } from './field-parts';
import { useHydrated } from '../../app/render-context';

export interface SelectFieldProps<V extends string = string> {
  label: ReactNode;
  name: string;
  value: V | '';
  onChange: (value: V) => void;
  onBlur?: () => void;
  /**
   * The first, empty choice ("Choose..."): picking it leaves the field empty. Without it, one of the options is
   * always chosen.
   */
  placeholder?: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function SelectField<V extends string = string>({
  label,
  name,
  value,
  onChange,
  onBlur,
  placeholder,
  options,
  error,
  hint,
  required,
  disabled,
}: SelectFieldProps<V>) {
  // Not before the page is live: typed text would be lost to hydration, and a click would submit natively.
  const live = useHydrated();
  const ids = useFieldIds();
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <select
        id={ids.control}
        className="field-control"
        name={name}
        value={value}
        // The browser only offers the values listed below (and the empty placeholder, which the schema refuses).
        onChange={(event) => onChange(event.target.value as V)}
        onBlur={onBlur}
        disabled={disabled || !live}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldErrorText id={ids.error}>{error}</FieldErrorText>
    </div>
  );
}
