// Usage of a space's metered resources (table space_usage_events) and the plan check.
//
// How `used` is counted (openapi SubscriptionResource):
// - MEMBER_SEAT: members of any status plus PENDING, unexpired invitations, counted from the tables themselves;
// - COURSE: the sum of the recorded COURSE events (enrolments +1) of all time;
// - GHG_REPORT, CBAM_REPORT: the sum of the recorded events of the current calendar year (UTC).
// Every change records an event with the delta and the count after it. Other areas (academy enrolment, reports)
// call `checkAccess` before creating a metered thing and `recordUsage` in the same transaction after.
import type { Db } from '../db/client';
import { countMembers, findSpaceById } from '../db/repos/spaces';
import { countSeatHoldingInvites } from '../db/repos/invites';
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
  const { rows } = await db.query<{ used: number }>(
    `SELECT GREATEST(COALESCE(sum(delta), 0), 0)::int AS used FROM space_usage_events
     WHERE space_id = $1 AND resource = $2
       AND ($3::boolean IS FALSE OR created_at >= date_trunc('year', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`,
    [spaceId, resource, sinceYearStart],
  );
  return rows[0].used;
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
  await db.query(
    `INSERT INTO space_usage_events (space_id, resource, action, delta, used_after, actor_user_id, actor_email,
       actor_first_name, actor_last_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      input.spaceId,
      input.resource,
      input.action,
      input.delta,
      usedAfter,
      input.actor?.id ?? null,
      input.actor?.email ?? null,
      input.actor?.firstName ?? '',
      input.actor?.lastName ?? '',
    ],
  );
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

export interface HistoryEntry {
  id: string;
  resource: SubscriptionResource;
  action: string;
  delta: number;
  usedAfter: number;
  actor: { userId: string | null; email: string; firstName: string; lastName: string } | null;
  createdAt: string;
}

/** One page of a space's usage history, newest first. */
export async function listUsageHistory(
  db: Db,
  spaceId: string,
  options: { resource?: SubscriptionResource; take: number; page: number },
): Promise<{ entries: HistoryEntry[]; total: number }> {
  const params = [spaceId, options.resource ?? null];
  const where = `space_id = $1 AND ($2::text IS NULL OR resource = $2)`;
  const [{ rows }, count] = await Promise.all([
    db.query<{
      id: string;
      resource: SubscriptionResource;
      action: string;
      delta: number;
      used_after: number;
      actor_user_id: string | null;
      actor_email: string | null;
      actor_first_name: string;
      actor_last_name: string;
      created_at: Date;
    }>(
      `SELECT * FROM space_usage_events WHERE ${where}
       ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [...params, options.take, (options.page - 1) * options.take],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM space_usage_events WHERE ${where}`, params),
  ]);
  return {
    total: count.rows[0].n,
    entries: rows.map((row) => ({
      id: row.id,
      resource: row.resource,
      action: row.action,
      delta: row.delta,
      usedAfter: row.used_after,
      actor:
        row.actor_email === null
          ? null
          : {
              userId: row.actor_user_id,
              email: row.actor_email,
              firstName: row.actor_first_name,
              lastName: row.actor_last_name,
            },
      createdAt: row.created_at.toISOString(),
    })),
  };
}
