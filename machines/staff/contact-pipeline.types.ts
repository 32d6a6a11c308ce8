// Types of the staff contact-request list (contact-pipeline.machine.ts) and of its view.
import type { Failure, Notice } from '../../domain/failures';
import type { ContactRequestStatus, ContactRequestSummary, PageMeta, StaffMember } from './staff.types';

/** `none` (NO_OWNER): unassigned requests; otherwise a staff user's id. */
export type OwnerFilter = string;

export interface PipelineFilters {
  /** Searched in first/last name, e-mail and company (case-insensitive); empty = everything. */
  q: string;
  status: ContactRequestStatus | null;
  owner: OwnerFilter | null;
}

/** What the list actor is asked for: the filters, the page and its size. */
export interface PipelineQuery extends PipelineFilters {
  page: number;
  take: number;
}

/** One page of the list (GET /staff/contact-requests) and the staff for the owner filter (GET /staff/members). */
export interface PipelinePage {
  items: ContactRequestSummary[];
  meta: PageMeta;
  members: StaffMember[];
}

export interface ContactPipelineInput {
  filters?: Partial<PipelineFilters>;
  page?: number;
}

export interface ContactPipelineContext {
  filters: PipelineFilters;
  page: number;
  take: number;
  /** The last page shown (kept while the next one loads, so the list does not flash). */
  result: PipelinePage | null;
  failure: Failure | null;
}

export type ContactPipelineEvent =
  | { type: 'user.search'; q: string }
  | { type: 'user.filterStatus'; status: ContactRequestStatus | null }
  | { type: 'user.filterOwner'; owner: OwnerFilter | null }
  | { type: 'user.goToPage'; page: number }
  | { type: 'user.retry' };

export interface ContactPipelineTypes {
  context: ContactPipelineContext;
  input: ContactPipelineInput | undefined;
  events: ContactPipelineEvent;
  tags: 'busy';
}

export type ContactPipelineView =
  | { kind: 'loading'; filters: PipelineFilters }
  | {
      kind: 'ready';
      /** A new page is loading; the previous one stays on screen. */
      busy: boolean;
      filters: PipelineFilters;
      items: ContactRequestSummary[];
      meta: PageMeta;
      members: StaffMember[];
    }
  | { kind: 'forbidden'; notice: Notice }
  | { kind: 'failed'; notice: Notice; filters: PipelineFilters };
