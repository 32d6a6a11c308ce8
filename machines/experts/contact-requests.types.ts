// Types of the contact requests machine (/work-space/expert-requests): one box of requests (sent by the user's
// workspaces, or received by the user as an expert), its filter and page, and the decisions on a request.
import type { components } from '../../openapi/schema';
import type { Notice } from '../../domain/failures';
import type { ContactRequestEvent, ContactRequestStatus } from '../../domain/experts/contact-lifecycle';

export type ExpertContactRequest = components['schemas']['ExpertContactRequest'];
type PageMeta = components['schemas']['PageMeta'];

export type ContactBox = 'sent' | 'received';

export interface ContactRequestsQuery {
  status: ContactRequestStatus | null;
  page: number;
}

export interface ContactRequestsPage {
  items: ExpertContactRequest[];
  meta: PageMeta;
}

export interface LoadContactRequestsInput extends ContactRequestsQuery {
  box: ContactBox;
}

export interface DecideContactRequestInput {
  id: string;
  event: ContactRequestEvent;
  /** The decline's reason ('' for none; ignored by the other moves). */
  reason: string;
}

export interface ContactRequestsInput {
  box: ContactBox;
}

export interface ContactRequestsContext {
  box: ContactBox;
  query: ContactRequestsQuery;
  page: ContactRequestsPage | null;
  loadError: Notice | null;
  /** The decision being made. */
  acting: { id: string; event: ContactRequestEvent } | null;
  /** The last decision that failed, on its request. */
  actionError: { id: string; notice: Notice } | null;
  /** The last decision made (the page announces it). */
  done: { id: string; event: ContactRequestEvent } | null;
}

export type ContactRequestsEvent =
  | { type: 'user.filterStatus'; status: ContactRequestStatus | null }
  | { type: 'user.page'; page: number }
  | { type: 'user.retry' }
  | { type: 'user.accept'; id: string }
  /** `reason` already checked with `declineContactSchema` by the view. */
  | { type: 'user.decline'; id: string; reason: string }
  | { type: 'user.withdraw'; id: string };

export type ContactRequestsTag = 'busy';

/** One request as the box shows it: the moves its side may make now (from the lifecycle table). */
export interface ContactRequestItem {
  request: ExpertContactRequest;
  moves: ContactRequestEvent[];
  /** This request's decision is in flight. */
  busy: boolean;
  error: Notice | null;
}

export type ContactRequestsView =
  | { kind: 'loading'; query: ContactRequestsQuery }
  | { kind: 'failed'; query: ContactRequestsQuery; error: Notice }
  | {
      kind: 'list';
      box: ContactBox;
      query: ContactRequestsQuery;
      items: ContactRequestItem[];
      meta: PageMeta;
      acting: boolean;
      done: { id: string; event: ContactRequestEvent } | null;
    };

export interface ContactRequestsTypes {
  context: ContactRequestsContext;
  input: ContactRequestsInput;
  events: ContactRequestsEvent;
  tags: ContactRequestsTag;
}
