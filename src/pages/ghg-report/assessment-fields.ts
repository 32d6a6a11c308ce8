// Reading the assessment's typed values: numbers as people type them ("1200", "12,5", "2 000 000"), the tax code and
// CN code rules of the contract, and the server's field paths ("/fuels/dieselLitres", "cbamExports[0].quantity")
// as the dotted names the fields use ("fuels.dieselLitres", "cbamExports.0.quantity").
export type Invalid = 'required' | 'number' | 'integer' | 'taxCode' | 'cnCode' | 'tooLarge';

export type Parsed<T> = { ok: true; value: T } | { ok: false; issue: Invalid };

const NUMBER = /^\d+([.,]\d+)?$/;

/** A number of zero or more; an empty text is `empty` (undefined = the field is required). */
export function parseAmount(
  text: string,
  options: { empty?: number | null; integer?: boolean; max?: number } = {},
): Parsed<number | null> {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') {
    return options.empty === undefined
      ? { ok: false, issue: 'required' }
      : { ok: true, value: options.empty };
  }
  if (!NUMBER.test(compact)) return { ok: false, issue: options.integer ? 'integer' : 'number' };
  const value = Number(compact.replace(',', '.'));
  if (options.integer && !Number.isInteger(value)) return { ok: false, issue: 'integer' };
  if (options.max !== undefined && value > options.max) return { ok: false, issue: 'tooLarge' };
  return { ok: true, value };
}

export const TAX_CODE = /^[0-9]{10}(-[0-9]{3})?$/;
export const CN_CODE = /^[0-9]{4}([0-9]{2}([0-9]{2})?)?$/;

/** The server's field path as the form's dotted field name. */
export function fieldPath(path: string): string {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+/, '');
}

/** The text shown in a field for a number already entered (empty for 0 / absent, when `blankZero`). */
export function amountText(value: number | undefined | null, blankZero = true): string {
  if (value === undefined || value === null) return '';
  if (value === 0 && blankZero) return '';
  return String(value);
}
