// The contact form's select and checkbox, built like the shared text fields (src/components/form): a label tied to
// the control, the hint and the error tied by aria-describedby, aria-invalid on a problem. Plus the helpers that
// turn a valibot result into per-field catalogue references, translated at render time (a language switch
// re-translates the errors on screen).
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { Locale } from '../../../domain/messages';
import { translateKey, type MessageRef } from '../../../domain/message-keys';
import { validate } from '../../../domain/validation';
import { describedBy, useFieldIds } from '../../components/form/field-ids';
import { FieldErrorText, FieldHint, FieldLabel } from '../../components/form/field-parts';

export type FieldIssues<F extends string> = Partial<Record<F, MessageRef>>;

/** The first problem of each field, as catalogue references (untranslated). */
export function fieldIssues<F extends string>(
  schema: v.GenericSchema,
  values: unknown,
  locale: Locale,
): { ok: true; value: unknown } | { ok: false; issues: FieldIssues<F> } {
  const result = validate(schema, values, locale);
  if (result.ok) return { ok: true, value: result.value };
  const issues: FieldIssues<F> = {};
  for (const issue of result.issues) {
    const field = issue.field as F;
    if (!(field in issues)) issues[field] = { key: issue.key, params: issue.params };
  }
  return { ok: false, issues };
}

export function issueText(issue: MessageRef | undefined, locale: Locale): string | null {
  return issue ? translateKey(issue.key, locale, issue.params) : null;
}

export interface SelectFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first, empty choice ("Choose..."): picking it leaves the field empty. */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function SelectField({
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
}: SelectFieldProps) {
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
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      >
        <option value="">{placeholder}</option>
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
          disabled={disabled}
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
