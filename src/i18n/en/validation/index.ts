// The catalogue's validation texts (domain/messages.en.validation.ts), en. Same keys as vi.
import type { NamespaceValidationTranslation } from '../../i18n-types';
import { validationEn } from '../../../../domain/messages.en.validation';

const validation = { ...validationEn } satisfies NamespaceValidationTranslation;

export default validation;
