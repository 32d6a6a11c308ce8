// Usage of a space's metered resources (table space_usage_events) and the plan check.
//
// How `used` is counted (openapi SubscriptionResource):
// - MEMBER_SEAT: members of any status plus PENDING, unexpired invitations, counted from the tables themselves;
// - COURSE, RISK_ASSESSMENT: the sum of the recorded events (enrolments +1; assessments made in or claimed into
//   the workspace +1) of all time;
// - GHG_REPORT, CBAM_REPORT: the sum of the recorded events of the current calendar year (UTC).
// Every change records an event with the delta and the count after it. Other areas (academy enrolment, reports)
// call `checkAccess` before creating a metered thing and `recordUsage` in the same transaction after.
import type { Db } from '../db/client';
import { countMembers, findSpaceById } from '../db/repos/spaces';
import { countSeatHoldingInvites } from '../db/repos/invites';
import { insertUsageEvent, listUsageEvents, sumUsageEvents, type UsageEvent } from '../db/repos/usage';
import type { User } from '../db/repos/users';
import { decideAccess, findPlan, type AccessDecision, type SubscriptionResource } from './plans';

export async function usedOf(db: Db, spaceId: string, resource: SubscriptionResource): Promise<number> {
  if (resource === 'MEMBER_SEAT') {
    const [{ members }, invites] = await Promise.all([
      countMembers(db, spaceId),
      countSeatHoldingInvites(db, spaceId),
    ]);
    return members + invites;
  }
  const sinceYearStart = resource === 'GHG_REPORT' || resource === 'CBAM_REPORT';
  return sumUsageEvents(db, spaceId, resource, sinceYearStart);
}

/** Whether the space's plan allows `quantity` more of `resource`; asking consumes nothing. */
export async function checkAccess(
  db: Db,
  spaceId: string,
  resource: SubscriptionResource,
  quantity = 1,
): Promise<AccessDecision> {
  const space = await findSpaceById(db, spaceId);
  const plan = findPlan(space?.plan ?? 'FREE');
  return decideAccess(plan, resource, await usedOf(db, spaceId, resource), quantity);
}

export interface UsageInput {
  spaceId: string;
  resource: SubscriptionResource;
  action: string;
  delta: number;
  actor: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'> | null;
  /** The count after the change; default: counted now (MEMBER_SEAT) or the previous count plus delta. */
  usedAfter?: number;
}

/** Records one usage change (call inside the transaction of the change). */
export async function recordUsage(db: Db, input: UsageInput): Promise<void> {
  const usedAfter =
    input.usedAfter ??
    (input.resource === 'MEMBER_SEAT'
      ? await usedOf(db, input.spaceId, input.resource)
      : Math.max(0, (await usedOf(db, input.spaceId, input.resource)) + input.delta));
  await insertUsageEvent(db, { ...input, usedAfter });
}

/**
 * Runs `change` (which alters the seats of a space) and records a MEMBER_SEAT event with the real delta: the seat
 * count before and after, inside the caller's transaction.
 */
export async function withSeatEvent<T>(
  tx: Db,
  spaceId: string,
  action: string,
  actor: UsageInput['actor'],
  change: () => Promise<T>,
): Promise<T> {
  const before = await usedOf(tx, spaceId, 'MEMBER_SEAT');
  const result = await change();
  const after = await usedOf(tx, spaceId, 'MEMBER_SEAT');
  await recordUsage(tx, {
    spaceId,
    resource: 'MEMBER_SEAT',
    action,
    delta: after - before,
    actor,
    usedAfter: after,
  });
  return result;
}

export interface HistoryEntry extends Omit<UsageEvent, 'resource'> {
  resource: SubscriptionResource;
}

/** One page of a space's usage history, newest first. */
export async function listUsageHistory(
  db: Db,
  spaceId: string,
  options: { resource?: SubscriptionResource; take: number; page: number },
): Promise<{ entries: HistoryEntry[]; total: number }> {
  const { entries, total } = await listUsageEvents(db, spaceId, options);
  return { entries: entries as HistoryEntry[], total };
}
