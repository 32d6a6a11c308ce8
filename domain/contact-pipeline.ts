// The contact-request pipeline of the staff console: the statuses a request moves through and the bounds of a
// staff note and of the list's search, as valibot schemas shared by the browser's forms and the server's checks
// (so both refuse with the same catalogue texts: "Field is required", "Maximum of {max} characters").
import * as v from 'valibot';
import { encodeMessage } from './message-keys';
import { requiredFreeText } from './validation';

/** Every request starts as `new`; staff move it freely between these (no order is enforced). */
export const CONTACT_REQUEST_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export function isContactRequestStatus(value: unknown): value is ContactRequestStatus {
  return (CONTACT_REQUEST_STATUSES as readonly unknown[]).includes(value);
}

export const NOTE_MAX_LENGTH = 2000;
export const SEARCH_MAX_LENGTH = 100;
/** The list's page size: default and bounds (the contract's `take`). */
export const PIPELINE_PAGE_SIZE = 20;
export const PIPELINE_MAX_PAGE_SIZE = 100;
/** The owner filter's value for "unassigned". */
export const NO_OWNER = 'none';

/** A staff note: 1 to 2000 characters after trimming, line breaks kept. */
export const contactRequestNoteSchema = v.object({
  text: requiredFreeText(NOTE_MAX_LENGTH, 'validation.fieldRequired'),
});
export type ContactRequestNoteData = v.InferOutput<typeof contactRequestNoteSchema>;

/** The list's search text: trimmed, at most 100 characters; empty means no search. */
export const contactRequestSearchSchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(encodeMessage('errors.validationFailed')),
      v.trim(),
      v.normalize('NFC'),
      v.maxLength(SEARCH_MAX_LENGTH, encodeMessage('validation.maxLength', { max: SEARCH_MAX_LENGTH })),
    ),
    '',
  ),
});
export type ContactRequestSearchData = v.InferOutput<typeof contactRequestSearchSchema>;
