// The life of a company's contact request to an expert (issue 13), as data, for both ends (the server refuses a
// move this table does not allow with 409 CONFLICT; machines/experts/contact-request.machine.ts follows it).
//
//   PENDING --accept (expert)--> ACCEPTED
//   PENDING --decline (expert)--> DECLINED
//   PENDING --withdraw (company)--> WITHDRAWN
//
// The expert's e-mail and phone, and the company's contact person, are shown to the other side only once the
// request is ACCEPTED (`revealsContacts`); before that each side sees only the request's facts.
export const CONTACT_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export const CONTACT_REQUEST_EVENTS = ['accept', 'decline', 'withdraw'] as const;
export type ContactRequestEvent = (typeof CONTACT_REQUEST_EVENTS)[number];

export const CONTACT_REQUEST_EVENT_ACTOR: Readonly<Record<ContactRequestEvent, 'expert' | 'requester'>> = {
  accept: 'expert',
  decline: 'expert',
  withdraw: 'requester',
};

export const contactRequestTransitions: Readonly<
  Record<ContactRequestStatus, Readonly<Partial<Record<ContactRequestEvent, ContactRequestStatus>>>>
> = {
  PENDING: { accept: 'ACCEPTED', decline: 'DECLINED', withdraw: 'WITHDRAWN' },
  ACCEPTED: {},
  DECLINED: {},
  WITHDRAWN: {},
};

export function nextContactRequestStatus(
  status: ContactRequestStatus,
  event: ContactRequestEvent,
): ContactRequestStatus | null {
  return contactRequestTransitions[status][event] ?? null;
}

/** Only an accepted request shows each side the other's contact details. */
export function revealsContacts(status: ContactRequestStatus): boolean {
  return status === 'ACCEPTED';
}

/** A company has at most this many PENDING requests to one expert at a time (409 CONFLICT past it). */
export const MAX_PENDING_REQUESTS_PER_EXPERT = 1;
