// What ./number-reading.ts loads on demand: the number reader, the texts that say what it read or refused, and what
// a number field shows from them (`numberFieldTexts`: here rather than in ./number-field.tsx, which loads with the
// page, since the field shows none of it before the reader is here).
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { Locale } from '../../../domain/messages';
import { readNumber, type NumberRules } from '../../../domain/numbers';
import { numberEchoText, numberRefusalText } from './number-text';

export { formatNumberInput, readNumber } from '../../../domain/numbers';
export { numberEchoText, numberRefusalText };

/** Whether `LL` holds the number texts yet (their namespace arrives a moment before `LL` is rebuilt with it). */
export function hasNumberTexts(LL: TranslationFunctions): boolean {
  return Object.keys(LL.number).length > 0;
}

/** The echo of a text read as itself ("= 5" under "5"): it says nothing, so the field does not show it. */
export function plainEcho(LL: TranslationFunctions, text: string): string {
  return LL.number.echo({ value: text.trim() });
}

/**
 * What a number field shows for `value`: the error (the form's `error`, else, once the user has `left` the field, why
 * the text cannot be read) and the echo of what it read, when that adds something to the text ("= 5" under "5" does
 * not: grouping, words, a changed form do); never both.
 */
export function numberFieldTexts(
  LL: TranslationFunctions,
  locale: Locale,
  value: string,
  rules: NumberRules | undefined,
  left: boolean,
  error: string | null | undefined,
): { error: string | null; echo: string | null } {
  const entry = readNumber(value, locale, rules);
  const shownError =
    error || (left && entry.kind === 'refused' ? numberRefusalText(LL, locale, entry.refusal) : null);
  const echo = entry.kind === 'number' && !shownError ? numberEchoText(LL, locale, entry.value) : null;
  return { error: shownError, echo: echo !== null && echo !== plainEcho(LL, value) ? echo : null };
}
