// The catalogue's success texts (domain/messages.en.success.ts), en. Same keys as vi.
import type { NamespaceSuccessTranslation } from '../../i18n-types';
import { successEn } from '../../../../domain/messages.en.success';

const success = { ...successEn } satisfies NamespaceSuccessTranslation;

export default success;
