// The catalogue's validation texts (domain/messages.vi.validation.ts, the spec's wordings, kept there once), vi (base): a
// namespace, so that only the pages that show them load them.
import { validationVi } from '../../../../domain/messages.vi.validation';

const validation = { ...validationVi };

export default validation;
