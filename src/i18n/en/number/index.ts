// Texts of the number field (src/components/form/number-field.tsx, number-text.ts), en: the echo of what was
// read, and why a text is not read as a number (domain/numbers.ts). {example} is a number written the English way.
// A namespace of its own: only the pages with a number field load it (not every form).
import type { NamespaceNumberTranslation } from '../../i18n-types';

const number = {
  echo: '= {value}',
  echoWords: '= {value} ({words})',
  echoApproximate: '= {value} (about {words})',
  notANumber: 'Enter a number, e.g. {example}',
  exponent: 'Write the number out in full, not as a power such as 1e5: e.g. {example}',
  malformed:
    'This number is not well formed: use commas between groups of thousands and one point before the decimals, e.g. {example}',
  grouping:
    'Thousands separators (commas or spaces) must split the number into groups of three digits, e.g. {example}',
  otherLocale:
    '“{typed}” is written the Vietnamese way. In English a comma separates thousands and a point the decimals: enter {suggestion}',
  ambiguous:
    'It is unclear whether “{typed}” means {asDecimal} or {asThousands}: in English a point starts the decimals and a comma separates thousands. Enter {asThousands} or {asDecimal}',
  tooPrecise: 'Too many digits: at most 15 significant digits',
  belowMin: 'Enter a number of {min} or more',
  aboveMax: 'The largest value allowed is {max}',
  notInteger: 'Enter a whole number, without decimals',
} satisfies NamespaceNumberTranslation;

export default number;
