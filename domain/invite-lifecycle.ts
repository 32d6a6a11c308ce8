// The life of a workspace invitation, as data: PENDING until it is accepted (ACCEPTED) or withdrawn by an
// owner/admin (DELETED); EXPIRED when its 7 days pass first. A resend gives a PENDING or EXPIRED invitation a new
// link and a new expiry (PENDING again). ACCEPTED and DELETED are final.
//
// This table is the single source of the legal moves: the server's invite service asks `nextInviteStatus` before
// every change it stores, and `machines/spaces/invite.machine.ts` is built from the same table (a test checks that
// the two agree), so the browser and the server cannot drift apart.
export const inviteStatuses = ['PENDING', 'ACCEPTED', 'DELETED', 'EXPIRED'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];

export const inviteEvents = ['accept', 'delete', 'expire', 'resend'] as const;
export type InviteEventType = (typeof inviteEvents)[number];

/** How long an invitation link stays valid. */
export const INVITE_VALID_DAYS = 7;

export const inviteTransitions: Readonly<
  Record<InviteStatus, Readonly<Partial<Record<InviteEventType, InviteStatus>>>>
> = {
  PENDING: { accept: 'ACCEPTED', delete: 'DELETED', expire: 'EXPIRED', resend: 'PENDING' },
  EXPIRED: { delete: 'DELETED', resend: 'PENDING' },
  ACCEPTED: {},
  DELETED: {},
};

/** The status after `event`, or null when the event is not allowed in `status`. */
export function nextInviteStatus(status: InviteStatus, event: InviteEventType): InviteStatus | null {
  return inviteTransitions[status][event] ?? null;
}

export function isFinalInviteStatus(status: InviteStatus): boolean {
  return Object.keys(inviteTransitions[status]).length === 0;
}

/** The status as of `now`: a stored PENDING invitation whose expiry has passed is EXPIRED. */
export function inviteStatusAt(
  stored: InviteStatus,
  expiresAt: Date | string,
  now: Date = new Date(),
): InviteStatus {
  if (stored === 'PENDING' && new Date(expiresAt).getTime() <= now.getTime()) {
    return nextInviteStatus(stored, 'expire') ?? stored;
  }
  return stored;
}

/** Why an invitation in `status` cannot be used any more: the API's error code and HTTP status. */
export const inviteRefusals = {
  ACCEPTED: { code: 'INVITE_ACCEPTED', status: 409, messageKey: 'inviteAccepted' },
  DELETED: { code: 'INVITE_DELETED', status: 410, messageKey: 'inviteDeleted' },
  EXPIRED: { code: 'INVITE_EXPIRED', status: 410, messageKey: 'inviteExpired' },
} as const;

export type InviteRefusal = (typeof inviteRefusals)[keyof typeof inviteRefusals];

/** The refusal for `event` in `status`, or null when the event is allowed. */
export function inviteRefusal(status: InviteStatus, event: InviteEventType): InviteRefusal | null {
  if (nextInviteStatus(status, event)) return null;
  return status === 'PENDING' ? null : inviteRefusals[status];
}

// The shape of an invitation link's param (the contract's InviteParamValue): base64url, 16-256 characters. The
// server issues 43 (256 random bits); anything else is refused before a look-up.
const INVITE_PARAM = /^[A-Za-z0-9_-]{16,256}$/;

/** Is this a well-formed invitation param? (The browser checks before calling; the server before a look-up.) */
export function isInviteParam(param: string | null | undefined): param is string {
  return typeof param === 'string' && INVITE_PARAM.test(param);
}
