// The catalogue's validation texts (domain/messages.en.ts), en. Same keys as vi.
import type { NamespaceValidationTranslation } from '../../i18n-types';
import { messagesEn } from '../../../../domain/messages.en';

const validation = { ...messagesEn.validation } satisfies NamespaceValidationTranslation;

export default validation;
