// Texts of the shared form components (src/components/form), en.
import type { NamespaceFormTranslation } from '../../i18n-types';

const form = {
  requiredMark: '(required)',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  busy: 'Working…',
  fixErrors: 'Please check the highlighted fields.',
  characterCount: '{count}/{max} characters',
  number: {
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
  },
} satisfies NamespaceFormTranslation;

export default form;
