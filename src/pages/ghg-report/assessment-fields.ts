// Reading the assessment's typed values: numbers as people write them in their language (domain/numbers.ts:
// vi "120.000", "2 000 000", "12,5"; en "120,000", "12.5"), the tax code and CN code rules of the contract, and the
// server's field paths ("/fuels/dieselLitres", "cbamExports[0].quantity") as the dotted names the fields use
// ("fuels.dieselLitres", "cbamExports.0.quantity"). The later steps' own rules are in ./steps/later-step-parts.tsx,
// which loads with them.
import type { Locale } from '../../../domain/messages';
import type { NumberRefusal, NumberRules } from '../../../domain/numbers';
import { numberReading } from '../../components/form/number-reading';

// The number reader loads with the number fields, once the page is live (src/components/form/number-reading.ts),
// which are disabled until then: before it, they are empty, and an empty text is read without it (`parseAmount`).
// Every other reading comes after it.
function reader() {
  const reading = numberReading();
  if (!reading) throw new Error('the number reader is not loaded yet');
  return reading;
}

/** What the later steps alone find: their texts are with theirs (the `ghgLater` namespace). */
export type LaterInvalid = 'cnCode' | 'gridFactorNeeded';
export type Invalid = 'required' | 'taxCode' | LaterInvalid;
/** A field's problem found in the view: one of the form's own, or why its number was not read. */
export type Issue = Invalid | NumberRefusal;

export type Parsed<T> = { ok: true; value: T } | { ok: false; issue: Issue };

// The contract's bounds (openapi/components/schemas/GhgAssessmentInput.yaml, CbamExport.yaml): the field says
// what the server would say, before sending.
export const upTo = (max: number, integer = false): NumberRules => ({
  min: 0,
  max,
  ...(integer ? { integer } : {}),
});
/** The first step's amounts. */
export const COMPANY_RULES = {
  employees: upTo(10_000_000, true),
  revenueVnd: upTo(1e16),
} as const satisfies Record<string, NumberRules>;

/** A number the field's rules allow, read in `locale`; an empty text is `empty` (undefined = required). */
export function parseAmount(
  text: string,
  locale: Locale,
  rules: NumberRules,
  empty?: number | null,
): Parsed<number | null> {
  const entry = text === '' ? { kind: 'empty' as const } : reader().readNumber(text, locale, rules);
  if (entry.kind === 'empty') {
    return empty === undefined ? { ok: false, issue: 'required' } : { ok: true, value: empty };
  }
  if (entry.kind === 'refused') return { ok: false, issue: entry.refusal };
  return { ok: true, value: entry.value };
}

export const TAX_CODE = /^[0-9]{10}(-[0-9]{3})?$/;

/** The server's field path as the form's dotted field name. */
export function fieldPath(path: string): string {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+/, '');
}

/** The text shown in a field for a number already entered, written the `locale` way (empty for 0 / absent,
 *  when `blankZero`); it reads back to the same value. */
export function amountText(value: number | undefined | null, locale: Locale, blankZero = true): string {
  if (value === undefined || value === null) return '';
  if (value === 0 && blankZero) return '';
  return reader().formatNumberInput(value, locale);
}
