// What ./number-reading.ts loads on demand: the number reader and the texts that say what it read or refused.
import type { TranslationFunctions } from '../../i18n/i18n-types';

export { formatNumberInput, readNumber } from '../../../domain/numbers';
export { numberEchoText, numberRefusalText } from './number-text';

/** Whether `LL` holds the number texts yet (their namespace arrives a moment before `LL` is rebuilt with it). */
export function hasNumberTexts(LL: TranslationFunctions): boolean {
  return Object.keys(LL.number).length > 0;
}

/** The echo of a text read as itself ("= 5" under "5"): it says nothing, so the field does not show it. */
export function plainEcho(LL: TranslationFunctions, text: string): string {
  return LL.number.echo({ value: text.trim() });
}
