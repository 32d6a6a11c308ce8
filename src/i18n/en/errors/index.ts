// The catalogue's errors texts (domain/messages.en.ts), en. Same keys as vi.
import type { NamespaceErrorsTranslation } from '../../i18n-types';
import { messagesEn } from '../../../../domain/messages.en';

const errors = { ...messagesEn.errors } satisfies NamespaceErrorsTranslation;

export default errors;
