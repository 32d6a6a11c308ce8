// A labelled number input that reads what the user types the way their language writes numbers
// (domain/numbers.ts: vi 1.234.567,5, en 1,234,567.5) and says back, as they type, what it read:
// "= 120.000 (120 nghìn)". A text it cannot read without guessing ("120,000" in vi, "1.5" in vi, "1e5") is
// refused with a message that shows what to type: once the user leaves the field, or when the form gives
// `error` (its finding on submit, or the server's). The text stays the user's (controlled, a plain text input
// with inputMode="decimal": type="number" would drop or reinterpret the separators); the form reads it with
// `readNumber` and the same rules. The reader and these texts load once the page is live (./number-reading.ts): the
// field is disabled until they are here.
import { useState, type ReactNode } from 'react';
import type { NumberRules } from '../../../domain/numbers';
import { useI18nContext } from '../../i18n/i18n-react';
import { numberReading, useNumberReading } from './number-reading';
import { TextField } from './text-field';

export interface NumberFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's or the server's problem with this field, translated; it wins over the field's own finding. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** The rules the form applies (min, max, integer), so that the field's own message matches the form's. */
  rules?: NumberRules;
  id?: string;
  disabled?: boolean;
}

export function NumberField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  rules,
  id,
  disabled,
}: NumberFieldProps) {
  const { LL, locale } = useI18nContext();
  const known = numberReading();
  const loaded = useNumberReading(locale, known?.hasNumberTexts(LL) ?? false);
  const reading = loaded?.hasNumberTexts(LL) ? loaded : undefined;
  const [left, setLeft] = useState(false);
  // The error and the echo, once the reader is here (./number-reading-parts.ts); before, the form's error only.
  const shown = reading
    ? reading.numberFieldTexts(LL, locale, value, rules, left, error)
    : { error: error || null, echo: null };
  // Drawn as a text field, disabled until the page is live (./text-field.tsx) and, here, until the reader and its
  // texts are (typed text would be lost to hydration, and nothing could be read).
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={(text) => {
        setLeft(false);
        onChange(text);
      }}
      onBlur={() => setLeft(true)}
      error={shown.error}
      echo={shown.echo}
      hint={hint}
      required={required}
      id={id}
      autoComplete="off"
      inputMode="decimal"
      spellCheck={false}
      disabled={disabled || !reading}
    />
  );
}
