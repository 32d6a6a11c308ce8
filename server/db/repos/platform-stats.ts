// Public figures about the platform (GET /platform-stats).
import type { Db } from '../client';

/** The number of organisations on the platform: its workspaces (`spaces`). */
export async function countOrganizations(db: Pick<Db, 'query'>): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM spaces');
  return rows[0].count;
}
