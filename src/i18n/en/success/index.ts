// The catalogue's success texts (domain/messages.en.ts), en. Same keys as vi.
import type { NamespaceSuccessTranslation } from '../../i18n-types';
import { messagesEn } from '../../../../domain/messages.en';

const success = { ...messagesEn.success } satisfies NamespaceSuccessTranslation;

export default success;
