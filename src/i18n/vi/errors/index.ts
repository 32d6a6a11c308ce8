// The catalogue's errors texts (domain/messages.vi.errors.ts, the spec's wordings, kept there once), vi (base): a
// namespace, so that only the pages that show them load them.
import { errorsVi } from '../../../../domain/messages.vi.errors';

const errors = { ...errorsVi };

export default errors;
