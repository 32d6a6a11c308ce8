// The catalogue's success texts (domain/messages.vi.success.ts, the spec's wordings, kept there once), vi (base): a
// namespace, so that only the pages that show them load them.
import { successVi } from '../../../../domain/messages.vi.success';

const success = { ...successVi };

export default success;
