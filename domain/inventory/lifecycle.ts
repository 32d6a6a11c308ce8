// The GHG inventory's lifecycle (issue 15 item 5), written once as data: the statuses, the events that move an
// inventory between them, which workspace roles may send each event, and in which statuses the data may change.
// The server decides every transition with `decideTransition` (server/inventory/lifecycle.ts, POST
// /inventories/{id}/transitions); the browser's machine (machines/inventory/lifecycle.machine.ts) is built from the
// same table to show a viewer the actions they may take. A test checks that both agree.
//
//   DRAFT --SUBMIT--> SUBMITTED --START_REVIEW--> UNDER_REVIEW --APPROVE--> APPROVED --LOCK--> LOCKED
//   SUBMITTED --WITHDRAW--> DRAFT                UNDER_REVIEW --REQUEST_CHANGES (reason)--> CHANGES_REQUESTED
//   CHANGES_REQUESTED --SUBMIT--> SUBMITTED      LOCKED --REOPEN--> a NEW version (versionNo + 1) in DRAFT
//
// Who may do what (the rule the README and the OpenAPI document state):
// - the data side (OWNER, ADMIN, MEMBER) submits, and withdraws a submission nobody has started reviewing;
// - the review side (AUDITOR, OWNER, ADMIN) starts the review, requests changes (with a reason) and approves.
//   OWNER and ADMIN may review too, so that a workspace without an auditor can still close its inventory; a
//   MEMBER never reviews nor approves, and an AUDITOR never edits data (the permission table gives them no write);
// - the managers (OWNER, ADMIN) lock an approved inventory and reopen a locked one. Reopening leaves the locked
//   version as it is (read-only for ever) and creates the next version in DRAFT, a copy of its boundary,
//   denominators and activity rows with their pinned factor snapshots; only the latest version may be reopened.
import type { SpaceRole } from '../membership-lifecycle';
import { INVENTORY_STATUSES, type AuditAction, type InventoryStatus } from './vocabulary';

export { INVENTORY_STATUSES, type InventoryStatus };

export const LIFECYCLE_EVENTS = [
  'SUBMIT',
  'WITHDRAW',
  'START_REVIEW',
  'REQUEST_CHANGES',
  'APPROVE',
  'LOCK',
  'REOPEN',
] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/**
 * The moves: from a status, an event leads to a status. REOPEN's target is the status of the NEW version it
 * creates (the locked one stays LOCKED).
 */
export const LIFECYCLE_TRANSITIONS: Readonly<
  Record<InventoryStatus, Readonly<Partial<Record<LifecycleEvent, InventoryStatus>>>>
> = {
  DRAFT: { SUBMIT: 'SUBMITTED' },
  SUBMITTED: { WITHDRAW: 'DRAFT', START_REVIEW: 'UNDER_REVIEW' },
  UNDER_REVIEW: { REQUEST_CHANGES: 'CHANGES_REQUESTED', APPROVE: 'APPROVED' },
  CHANGES_REQUESTED: { SUBMIT: 'SUBMITTED' },
  APPROVED: { LOCK: 'LOCKED' },
  LOCKED: { REOPEN: 'DRAFT' },
};

const DATA_SIDE: readonly SpaceRole[] = ['OWNER', 'ADMIN', 'MEMBER'];
const REVIEW_SIDE: readonly SpaceRole[] = ['OWNER', 'ADMIN', 'AUDITOR'];
const MANAGERS: readonly SpaceRole[] = ['OWNER', 'ADMIN'];

/** Which roles may send each event (403 FORBIDDEN for any other). */
export const LIFECYCLE_EVENT_ROLES: Readonly<Record<LifecycleEvent, readonly SpaceRole[]>> = {
  SUBMIT: DATA_SIDE,
  WITHDRAW: DATA_SIDE,
  START_REVIEW: REVIEW_SIDE,
  REQUEST_CHANGES: REVIEW_SIDE,
  APPROVE: REVIEW_SIDE,
  LOCK: MANAGERS,
  REOPEN: MANAGERS,
};

/** Events that need a reason (a request for changes says what to change). */
export const EVENTS_NEEDING_REASON: readonly LifecycleEvent[] = ['REQUEST_CHANGES'];

/** The reason's length limit (characters), also the comment body's. */
export const LIFECYCLE_REASON_MAX = 2000;

/** Statuses in which the data (rows, boundary, settings, denominators) may change: 409 INVENTORY_NOT_EDITABLE else. */
export const DATA_EDITABLE_STATUSES: readonly InventoryStatus[] = ['DRAFT', 'CHANGES_REQUESTED'];

/** Statuses in which row comments may be written or resolved (a locked version is read-only). */
export const COMMENTABLE_STATUSES: readonly InventoryStatus[] = INVENTORY_STATUSES.filter(
  (s) => s !== 'LOCKED',
);

/** Roles that write data of the inventory area (an AUDITOR reads, comments and reviews only). */
export const DATA_EDITOR_ROLES: readonly SpaceRole[] = DATA_SIDE;

export function isDataEditable(status: InventoryStatus): boolean {
  return DATA_EDITABLE_STATUSES.includes(status);
}

export function isCommentable(status: InventoryStatus): boolean {
  return COMMENTABLE_STATUSES.includes(status);
}

export function mayRoleSend(role: SpaceRole, event: LifecycleEvent): boolean {
  return LIFECYCLE_EVENT_ROLES[event].includes(role);
}

export interface TransitionFacts {
  role: SpaceRole;
  /** The reason given (trimmed by the caller); required for EVENTS_NEEDING_REASON. */
  reason?: string | null;
  /** For REOPEN: whether this is the latest version of the year's inventory (only that one may be reopened). */
  isLatestVersion?: boolean;
}

export type TransitionRefusal = 'FORBIDDEN' | 'NOT_ALLOWED' | 'REASON_REQUIRED' | 'NOT_LATEST_VERSION';

export type TransitionDecision =
  { ok: true; next: InventoryStatus } | { ok: false; refusal: TransitionRefusal };

/**
 * What `event` does to an inventory in `status` for a member of `facts.role`: the next status (for REOPEN, the new
 * version's), or why not. The order of the checks is the server's answer order: the role first (403), then the
 * status (409), then the reason (400).
 */
export function decideTransition(
  status: InventoryStatus,
  event: LifecycleEvent,
  facts: TransitionFacts,
): TransitionDecision {
  if (!mayRoleSend(facts.role, event)) return { ok: false, refusal: 'FORBIDDEN' };
  const next = LIFECYCLE_TRANSITIONS[status][event];
  if (!next) return { ok: false, refusal: 'NOT_ALLOWED' };
  if (event === 'REOPEN' && facts.isLatestVersion === false)
    return { ok: false, refusal: 'NOT_LATEST_VERSION' };
  if (EVENTS_NEEDING_REASON.includes(event) && !(facts.reason ?? '').trim())
    return { ok: false, refusal: 'REASON_REQUIRED' };
  return { ok: true, next };
}

/** The events a member of this role may send from this status (the actions a page offers). */
export function availableEvents(status: InventoryStatus, role: SpaceRole): LifecycleEvent[] {
  return LIFECYCLE_EVENTS.filter((event) => LIFECYCLE_TRANSITIONS[status][event] && mayRoleSend(role, event));
}

/** The audit action of each event (inventory_audit_events.action, entity INVENTORY). */
export const LIFECYCLE_AUDIT_ACTIONS: Readonly<Record<LifecycleEvent, AuditAction>> = {
  SUBMIT: 'INVENTORY_SUBMITTED',
  WITHDRAW: 'INVENTORY_WITHDRAWN',
  START_REVIEW: 'INVENTORY_REVIEW_STARTED',
  REQUEST_CHANGES: 'INVENTORY_CHANGES_REQUESTED',
  APPROVE: 'INVENTORY_APPROVED',
  LOCK: 'INVENTORY_LOCKED',
  REOPEN: 'INVENTORY_REOPENED',
};
