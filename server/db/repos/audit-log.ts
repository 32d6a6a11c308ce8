// The append-only audit log (`audit_log`): who did what to which entity, with the changed fields before and after.
// Insert and select only, by design: a trigger refuses UPDATE, DELETE and TRUNCATE in the database as well, so
// history cannot be edited even by SQL. Staff writes call `insertAuditEntry` with the transaction of the change.
import type { Db } from '../client';

export type AuditJson = Record<string, unknown> | null;

export interface NewAuditEntry {
  actorUserId: string;
  actorEmail: string;
  /** `<entity>.<verb>`, e.g. `contactRequest.update`, `contactRequest.note`. */
  action: string;
  entityType: string;
  entityId: string;
  before: AuditJson;
  after: AuditJson;
}

/** components/schemas/AuditEntry.yaml */
export interface AuditEntry {
  id: string;
  action: string;
  actor: { userId: string; email: string };
  before: AuditJson;
  after: AuditJson;
  createdAt: string;
}

interface AuditRow {
  id: string;
  actor_user_id: string;
  actor_email: string;
  action: string;
  before: AuditJson;
  after: AuditJson;
  created_at: Date;
}

const json = (value: AuditJson) => (value === null ? null : JSON.stringify(value));

export async function insertAuditEntry(tx: Pick<Db, 'query'>, entry: NewAuditEntry): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO audit_log (actor_user_id, actor_email, action, entity_type, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)
     RETURNING id`,
    [
      entry.actorUserId,
      entry.actorEmail,
      entry.action,
      entry.entityType,
      entry.entityId,
      json(entry.before),
      json(entry.after),
    ],
  );
  return rows[0].id;
}

/** The history of one entity, oldest first. */
export async function listAuditEntries(
  db: Pick<Db, 'query'>,
  entityType: string,
  entityId: string,
): Promise<AuditEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT id, actor_user_id, actor_email, action, before, after, created_at
     FROM audit_log
     WHERE entity_type = $1 AND entity_id = $2
     ORDER BY created_at, id`,
    [entityType, entityId],
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: { userId: row.actor_user_id, email: row.actor_email },
    before: row.before,
    after: row.after,
    createdAt: row.created_at.toISOString(),
  }));
}
