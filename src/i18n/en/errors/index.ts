// The catalogue's errors texts (domain/messages.en.errors.ts), en. Same keys as vi.
import type { NamespaceErrorsTranslation } from '../../i18n-types';
import { errorsEn } from '../../../../domain/messages.en.errors';

const errors = { ...errorsEn } satisfies NamespaceErrorsTranslation;

export default errors;
