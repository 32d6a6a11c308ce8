// Types of the staff's expert review: the queue (expert-queue.machine.ts, /staff/expert-applications) and one
// application (expert-review.machine.ts, /staff/expert-applications/{id}), and of their views.
import type { components } from '../../openapi/schema';
import type { ApplicationStatus } from '../../domain/experts/application-lifecycle';
import type { RejectionReason } from '../../domain/experts/vocabulary';
import type { Failure, Notice } from '../../domain/failures';
import type { CityList, ExpertReference } from '../experts/experts.types';
import type { PageMeta } from './staff.types';

export type StaffExpertApplication = components['schemas']['StaffExpertApplication'];
export type StaffExpertApplicationSummary = components['schemas']['StaffExpertApplicationSummary'];

// ---- the queue --------------------------------------------------------------------------------------------------

/** null: the default queue (SUBMITTED, UNDER_REVIEW and CHANGES_REQUESTED). */
export interface ExpertQueueFilters {
  status: ApplicationStatus | null;
}

export interface ExpertQueueQuery extends ExpertQueueFilters {
  page: number;
  take: number;
}

export interface ExpertQueuePage {
  items: StaffExpertApplicationSummary[];
  meta: PageMeta;
}

export interface ExpertQueueInput {
  filters?: Partial<ExpertQueueFilters>;
  page?: number;
}

export interface ExpertQueueContext {
  filters: ExpertQueueFilters;
  page: number;
  take: number;
  /** The last page shown (kept while the next one loads). */
  result: ExpertQueuePage | null;
  failure: Failure | null;
}

export type ExpertQueueEvent =
  | { type: 'user.filterStatus'; status: ApplicationStatus | null }
  | { type: 'user.goToPage'; page: number }
  | { type: 'user.retry' };

export interface ExpertQueueTypes {
  context: ExpertQueueContext;
  input: ExpertQueueInput | undefined;
  events: ExpertQueueEvent;
  tags: 'busy';
}

export type ExpertQueueView =
  | { kind: 'loading'; filters: ExpertQueueFilters }
  | {
      kind: 'ready';
      busy: boolean;
      filters: ExpertQueueFilters;
      items: StaffExpertApplicationSummary[];
      meta: PageMeta;
    }
  | { kind: 'forbidden'; notice: Notice }
  | { kind: 'failed'; notice: Notice; filters: ExpertQueueFilters };

// ---- one application --------------------------------------------------------------------------------------------

/** A review step staff take (the lifecycle's staff events), with what each one sends. */
export type ReviewAction =
  | { kind: 'startReview' }
  | { kind: 'requestChanges'; message: string }
  | { kind: 'approve' }
  | { kind: 'reject'; reasonCode: RejectionReason; message: string };

export interface ReviewStepInput {
  id: string;
  /** The version the page shows (409 when the application moved meanwhile). */
  version: number;
  action: ReviewAction;
}

/** GET /staff/expert-applications/{id}, with the lists its ids name (sectors, countries, the country's cities). */
export interface ExpertReviewLoad {
  application: StaffExpertApplication;
  reference: ExpertReference;
  cities: CityList;
}

export interface ExpertReviewInput {
  id: string;
}

export type ExpertReviewNoticeKey = ReviewAction['kind'];

export interface ExpertReviewContext {
  id: string;
  application: StaffExpertApplication | null;
  reference: ExpertReference | null;
  cities: CityList;
  failure: Failure | null;
  /** A step the server refused, or the note that the application had moved (409) and was loaded again. */
  error: Notice | null;
  /** The server's VALIDATION_FAILED on `message` (the text of a request for changes or a rejection). */
  messageError: Notice | null;
  notice: ExpertReviewNoticeKey | null;
  /** The last step sent (shown as running while it is). */
  acting: ReviewAction['kind'] | null;
}

export type ExpertReviewEvent =
  | { type: 'user.startReview' }
  | { type: 'user.requestChanges'; message: string }
  | { type: 'user.approve' }
  | { type: 'user.reject'; reasonCode: RejectionReason; message: string }
  | { type: 'user.dismissNotice' }
  | { type: 'user.retry' };

export interface ExpertReviewTypes {
  context: ExpertReviewContext;
  input: ExpertReviewInput;
  events: ExpertReviewEvent;
  tags: 'busy';
}

export type ExpertReviewView =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      application: StaffExpertApplication;
      reference: ExpertReference;
      cities: CityList;
      /** The steps the lifecycle allows now (domain/experts/application-lifecycle.ts). */
      steps: ReviewAction['kind'][];
      /** The step running now. */
      acting: ReviewAction['kind'] | null;
      /** The application is being loaded again after a 409. */
      reloading: boolean;
      error: Notice | null;
      messageError: Notice | null;
      notice: ExpertReviewNoticeKey | null;
    }
  | { kind: 'notFound'; notice: Notice }
  | { kind: 'forbidden'; notice: Notice }
  | { kind: 'failed'; notice: Notice };
