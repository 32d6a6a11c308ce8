// Types of the "contact this expert" machine (the form on an expert's public profile): its input, the form's
// values, the contract of its one named actor and the view union.
import type { components } from '../../openapi/schema';
import type { Notice } from '../../domain/failures';
import type { CatalogueKey, MessageParams } from '../../domain/message-keys';
import type { ContactExpertData } from '../../domain/experts/contact-rules';

export type ExpertContactRequest = components['schemas']['ExpertContactRequest'];

/** A workspace the user may send for (an ACTIVE membership). */
export interface ContactWorkspace {
  id: string;
  name: string;
}

/** The form's values as typed (checked in `validating` with the shared rules). */
export interface ContactExpertForm {
  spaceId: string;
  /** 0 while no sector is chosen. */
  sectorId: number;
  scopes: string[];
  /** YYYY-MM-DD from the date field ('' when empty). */
  deadline: string;
  message: string;
}

/** A field's problem: a catalogue key with its parameters (the form's rules), or the server's translated text. */
export interface FieldProblem {
  key: CatalogueKey;
  params?: MessageParams;
  text: string | null;
}

/** Why the server refused to send: 409 (a pending request already, or not contactable), 403, 404. */
export type ContactRefusal = 'conflict' | 'forbidden' | 'missing';

export interface ContactExpertInput {
  /** The expert profile's slug. */
  slug: string;
  /** The user's active workspaces (the session's); none means the form cannot be offered. */
  workspaces: ContactWorkspace[];
  /** The user's calendar day (YYYY-MM-DD): the earliest deadline. */
  today: string;
}

export interface SendContactRequestInput {
  slug: string;
  values: ContactExpertData;
}

export interface ContactExpertContext {
  slug: string;
  workspaces: ContactWorkspace[];
  today: string;
  /** The last values that passed the rules (sent, or to send again on retry). */
  values: ContactExpertData | null;
  fieldErrors: Record<string, FieldProblem>;
  error: Notice | null;
  refusal: ContactRefusal | null;
  sent: ExpertContactRequest | null;
}

export type ContactExpertEvent =
  | { type: 'user.submit'; values: ContactExpertForm }
  /** The user changed a field: its error no longer applies. */
  | { type: 'user.editField'; field: string }
  /** Send the same values again (after a network or server fault). */
  | { type: 'user.retry' }
  /** Back to the form (after a refusal, the rate limit or a fault). */
  | { type: 'user.edit' };

export type ContactExpertTag = 'busy';

export type ContactExpertView =
  | { kind: 'noWorkspace' }
  | {
      kind: 'form';
      workspaces: ContactWorkspace[];
      today: string;
      busy: boolean;
      fieldErrors: Record<string, FieldProblem>;
      error: Notice | null;
    }
  | { kind: 'sent'; request: ExpertContactRequest }
  | { kind: 'refused'; refusal: ContactRefusal; error: Notice }
  | { kind: 'rateLimited'; error: Notice }
  | { kind: 'failed'; error: Notice };

export interface ContactExpertTypes {
  context: ContactExpertContext;
  input: ContactExpertInput;
  events: ContactExpertEvent;
  tags: ContactExpertTag;
}
