// Texts of the shared form components (src/components/form), en.
import type { NamespaceFormTranslation } from '../../i18n-types';

const form = {
  requiredMark: '(required)',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  busy: 'Working…',
  fixErrors: 'Please check the highlighted fields.',
  characterCount: '{count}/{max} characters',
} satisfies NamespaceFormTranslation;

export default form;
