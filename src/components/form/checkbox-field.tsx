// A labelled checkbox (e.g. "I agree to the privacy policy"): the box, its label next to it, the error tied by
// aria-describedby, aria-invalid on a problem.
import type { ReactNode } from 'react';
import { describedBy, useFieldIds } from './field-ids';
import { FieldErrorText } from './field-parts';
import { useHydrated } from '../../app/render-context';

export interface CheckboxFieldProps {
  /** The label next to the box; may hold a link (e.g. to the policy being agreed to). */
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  onBlur,
  error,
  required,
  disabled,
}: CheckboxFieldProps) {
  // Not before the page is live: typed text would be lost to hydration, and a click would submit natively.
  const live = useHydrated();
  const ids = useFieldIds();
  return (
    <div className="field">
      <div className="checkbox-field">
        <input
          id={ids.control}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={disabled || !live}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, null, error)}
        />
        <label htmlFor={ids.control}>{label}</label>
      </div>
      <FieldErrorText id={ids.error}>{error}</FieldErrorText>
    </div>
  );
}
