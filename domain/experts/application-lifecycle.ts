// The life of an expert application (issue 13), as data. One table for both ends: the server asks
// `nextApplicationStatus` before every change it stores (and refuses the rest with 409 CONFLICT), and
// machines/experts/application.machine.ts shows the applicant the same states.
//
//   DRAFT --submit--> SUBMITTED --startReview--> UNDER_REVIEW --approve--> APPROVED
//                                                       |  \--reject--> REJECTED
//                                                       \--requestChanges--> CHANGES_REQUESTED --submit--> SUBMITTED
//
// `save` (the applicant storing the form without sending it) keeps DRAFT and CHANGES_REQUESTED as they are; it is
// refused once the application is with staff (SUBMITTED, UNDER_REVIEW) and after the decision. APPROVED and
// REJECTED are final: after a rejection the applicant may start a new application.
//
// Kinds: NEW is a person's application to become an expert (the whole profile). CREDENTIALS is an approved
// expert's change to their credentials: the rest of a published profile is edited at once, credentials go back
// to review through the same states, and the published profile keeps the old credentials until approval.
export const APPLICATION_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'UNDER_REVIEW',
  'CHANGES_REQUESTED',
  'APPROVED',
  'REJECTED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_KINDS = ['NEW', 'CREDENTIALS'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const APPLICATION_EVENTS = [
  'save',
  'submit',
  'startReview',
  'requestChanges',
  'approve',
  'reject',
] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

/** Who may send each event: the applicant (owner of the application) or staff (Cognito group `staff`). */
export const APPLICATION_EVENT_ACTOR: Readonly<Record<ApplicationEvent, 'applicant' | 'staff'>> = {
  save: 'applicant',
  submit: 'applicant',
  startReview: 'staff',
  requestChanges: 'staff',
  approve: 'staff',
  reject: 'staff',
};

export const applicationTransitions: Readonly<
  Record<ApplicationStatus, Readonly<Partial<Record<ApplicationEvent, ApplicationStatus>>>>
> = {
  DRAFT: { save: 'DRAFT', submit: 'SUBMITTED' },
  SUBMITTED: { startReview: 'UNDER_REVIEW' },
  UNDER_REVIEW: { requestChanges: 'CHANGES_REQUESTED', approve: 'APPROVED', reject: 'REJECTED' },
  CHANGES_REQUESTED: { save: 'CHANGES_REQUESTED', submit: 'SUBMITTED' },
  APPROVED: {},
  REJECTED: {},
};

/** The status after `event`, or null when the event is not allowed in `status`. */
export function nextApplicationStatus(
  status: ApplicationStatus,
  event: ApplicationEvent,
): ApplicationStatus | null {
  return applicationTransitions[status][event] ?? null;
}

/** Whether the applicant may change the application's fields (save or submit). */
export function isApplicantEditable(status: ApplicationStatus): boolean {
  return nextApplicationStatus(status, 'submit') !== null;
}

/** APPROVED and REJECTED: nothing more happens to the application. */
export function isFinalApplicationStatus(status: ApplicationStatus): boolean {
  return Object.keys(applicationTransitions[status]).length === 0;
}

/** The statuses in which the application waits for staff (the review queue). */
export function isWithStaff(status: ApplicationStatus): boolean {
  return status === 'SUBMITTED' || status === 'UNDER_REVIEW';
}
