// Types of the contact-sales machine: context, events, tags, the contract of its one actor and the view union.
import type { components } from '../../openapi/schema';
import type { ContactSaleData } from '../../domain/validation';
import type { Notice } from '../../domain/failures';

/** The company-size bands the contract accepts (openapi ContactSaleRequest.companySize), in display order. */
export type CompanySize = components['schemas']['ContactSaleRequest']['companySize'];
export const COMPANY_SIZES: readonly CompanySize[] = ['1-50', '51-200', '201-500', '501-1000', '1000+'];

export interface ContactSaleContext {
  /** Per-field problems the server found (VALIDATION_FAILED details), shown next to their field. */
  fieldErrors: Record<string, Notice>;
  /** The form-level problem: invalid data, rate limit, network, or anything else. */
  error: Notice | null;
  /** The first name of the last accepted request (the thank-you page greets with it). */
  firstName: string | null;
}

export type ContactSaleEvent =
  /** The form's values, already validated by the view with `makeContactSaleSchema`. */
  | { type: 'user.submit'; values: ContactSaleData }
  /** The user changed a field: its server error no longer applies. */
  | { type: 'user.editField'; field: string };

/** `busy`: the request is in flight (the button is disabled, a second submit is ignored). */
export type ContactSaleTag = 'busy';

/** POST /spaces/sent-contact-sale body: the validated form. */
export type ContactSaleRequest = ContactSaleData;

/** Its answer: `{ id, message, createdAt }` (the message is "We have received your contact!" translated). */
export type ContactSaleResult = components['schemas']['SubmissionResult'];

export type ContactSaleView =
  | {
      kind: 'form';
      busy: boolean;
      fieldErrors: Record<string, Notice>;
      error: Notice | null;
    }
  | { kind: 'succeeded'; firstName: string; notice: Notice };

export interface ContactSaleTypes {
  context: ContactSaleContext;
  events: ContactSaleEvent;
  tags: ContactSaleTag;
}
