// The catalogue's success texts (domain/messages.vi.ts, the spec's wordings, kept there once), vi (base): a
// namespace, so that only the pages that show them load them.
import { messagesVi } from '../../../../domain/messages.vi';

const success = { ...messagesVi.success };

export default success;
