// The message catalogue in English (./messages.ts), keyed as the Vietnamese one (./messages.vi.ts), a module per
// group as the Vietnamese one.
import { errorsEn } from './messages.en.errors';
import { successEn } from './messages.en.success';
import { validationEn } from './messages.en.validation';

export const messagesEn = { errors: errorsEn, validation: validationEn, success: successEn } as const;
