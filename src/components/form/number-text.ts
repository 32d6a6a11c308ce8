// The texts of a number field, in the reader's language: the echo of what was read ("= 120.000 (120 nghìn)") and
// why a text was not read as a number (domain/numbers.ts), with every number in the message written the reader's
// way, so that the message itself shows what to type.
import { formatNumberInput, numberEcho, type NumberRefusal } from '../../../domain/numbers';
import type { Locale } from '../../../domain/messages';
import type { TranslationFunctions } from '../../i18n/i18n-types';

/** "= 120.000 (120 nghìn)", "= 1,234,567.5 (about 1.23 million)", "= 12,5". */
export function numberEchoText(LL: TranslationFunctions, locale: Locale, value: number): string {
  const t = LL.number;
  const echo = numberEcho(value, locale);
  if (echo.words === null) return t.echo({ value: echo.value });
  return echo.approximate
    ? t.echoApproximate({ value: echo.value, words: echo.words })
    : t.echoWords({ value: echo.value, words: echo.words });
}

/** Why the typed text is not taken, as one sentence in the reader's language. */
export function numberRefusalText(LL: TranslationFunctions, locale: Locale, refusal: NumberRefusal): string {
  const t = LL.number;
  const write = (value: number) => formatNumberInput(value, locale);
  const typed = refusal.typed.trim();
  switch (refusal.problem) {
    case 'notANumber':
      return t.notANumber({ example: write(1_234_567.5) });
    case 'exponent':
      return t.exponent({ example: write(100_000) });
    case 'malformed':
      return t.malformed({ example: write(1_234_567.5) });
    case 'grouping':
      return t.grouping({ example: write(4_500_000) });
    case 'otherLocale':
      return t.otherLocale({ typed, suggestion: write(refusal.value) });
    case 'ambiguous':
      return t.ambiguous({
        typed,
        asDecimal: write(refusal.asDecimal),
        asThousands: write(refusal.asThousands),
      });
    case 'tooPrecise':
      return t.tooPrecise();
    case 'belowMin':
      return t.belowMin({ min: write(refusal.min) });
    case 'aboveMax':
      return t.aboveMax({ max: write(refusal.max) });
    case 'notInteger':
      return t.notInteger();
    default:
      return assertNever(refusal);
  }
}

function assertNever(value: never): never {
  throw new Error(`unknown number refusal ${JSON.stringify(value)}`);
}
