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
import { useHydrated } from '../../app/render-context';
import { useFieldIds } from './field-ids';
import { FieldErrorText, FieldHint, FieldLabel } from './field-parts';
import { numberReading, useNumberReading } from './number-reading';

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
  // Not before the page is live (typed text would be lost to hydration), nor before the reader and its texts are here.
  const hydrated = useHydrated();
  const known = numberReading();
  const loaded = useNumberReading(locale, known?.hasNumberTexts(LL) ?? false);
  const reading = loaded?.hasNumberTexts(LL) ? loaded : undefined;
  const live = hydrated && reading !== undefined;
  const ids = useFieldIds(id);
  const echoId = `${ids.control}-echo`;
  const [left, setLeft] = useState(false);
  const entry = reading ? reading.readNumber(value, locale, rules) : null;
  const own =
    reading && left && entry?.kind === 'refused'
      ? reading.numberRefusalText(LL, locale, entry.refusal)
      : null;
  const shownError = error || own;
  const echo =
    reading && entry?.kind === 'number' && !shownError
      ? reading.numberEchoText(LL, locale, entry.value)
      : null;
  // "= 5" under "5" says nothing: the echo shows when it adds something (grouping, words, a changed form).
  const echoAdds = reading !== undefined && echo !== null && echo !== reading.plainEcho(LL, value);
  const described = [hint ? ids.hint : null, echoAdds ? echoId : null, shownError ? ids.error : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <input
        id={ids.control}
        className="field-control"
        name={name}
        type="text"
        value={value}
        onChange={(event) => {
          setLeft(false);
          onChange(event.target.value);
        }}
        onBlur={() => setLeft(true)}
        autoComplete="off"
        inputMode="decimal"
        spellCheck={false}
        disabled={disabled || !live}
        aria-required={required || undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={described || undefined}
      />
      <p id={echoId} className="field-echo" aria-live="polite">
        {echoAdds ? echo : null}
      </p>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldErrorText id={ids.error}>{shownError}</FieldErrorText>
    </div>
  );
}
