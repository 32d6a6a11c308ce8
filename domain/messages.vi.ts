// The message catalogue in Vietnamese (./messages.ts): the spec's wordings, exactly. Its own modules (one per group),
// so that the Vietnamese dictionary's namespaces (src/i18n/vi/errors, ...) carry neither English nor other groups.
import { errorsVi } from './messages.vi.errors';
import { successVi } from './messages.vi.success';
import { validationVi } from './messages.vi.validation';

export const messagesVi = { errors: errorsVi, validation: validationVi, success: successVi } as const;
