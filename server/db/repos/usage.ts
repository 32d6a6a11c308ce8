// The usage events of a space's metered resources (`space_usage_events`): one row per change, with its delta, the
// count after it and who made it. What counts as used, and when an event is recorded: server/spaces/usage.ts.
import type { Db } from '../client';

export interface UsageActor {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface UsageEvent {
  id: string;
  resource: string;
  action: string;
  delta: number;
  usedAfter: number;
  actor: { userId: string | null; email: string; firstName: string; lastName: string } | null;
  createdAt: string;
}

interface UsageEventRow {
  id: string;
  resource: string;
  action: string;
  delta: number;
  used_after: number;
  actor_user_id: string | null;
  actor_email: string | null;
  actor_first_name: string;
  actor_last_name: string;
  created_at: Date;
}

/** The sum of a resource's recorded deltas (never below 0), of all time or of the current calendar year (UTC). */
export async function sumUsageEvents(
  db: Pick<Db, 'query'>,
  spaceId: string,
  resource: string,
  sinceYearStart: boolean,
): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `SELECT GREATEST(COALESCE(sum(delta), 0), 0)::int AS used FROM space_usage_events
     WHERE space_id = $1 AND resource = $2
       AND ($3::boolean IS FALSE OR created_at >= date_trunc('year', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`,
    [spaceId, resource, sinceYearStart],
  );
  return rows[0].used;
}

export async function insertUsageEvent(
  db: Pick<Db, 'query'>,
  event: {
    spaceId: string;
    resource: string;
    action: string;
    delta: number;
    usedAfter: number;
    actor: UsageActor | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO space_usage_events (space_id, resource, action, delta, used_after, actor_user_id, actor_email,
       actor_first_name, actor_last_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      event.spaceId,
      event.resource,
      event.action,
      event.delta,
      event.usedAfter,
      event.actor?.id ?? null,
      event.actor?.email ?? null,
      event.actor?.firstName ?? '',
      event.actor?.lastName ?? '',
    ],
  );
}

/** One page of a space's usage events (of one resource, or all), newest first, and their total. */
export async function listUsageEvents(
  db: Pick<Db, 'query'>,
  spaceId: string,
  options: { resource?: string; take: number; page: number },
): Promise<{ entries: UsageEvent[]; total: number }> {
  const params = [spaceId, options.resource ?? null];
  const where = `space_id = $1 AND ($2::text IS NULL OR resource = $2)`;
  const [{ rows }, count] = await Promise.all([
    db.query<UsageEventRow>(
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
