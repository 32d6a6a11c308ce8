// What an audit event changed, as a reader sees it (issue 15, the audit screen): the event keeps the thing's data
// before and after, as stored; this turns the two into a list of changed fields, each with a typed value a view can
// show in the reader's language (numbers in the locale, codes translated, lists counted), rather than raw JSON.
// A creation lists every field of the new thing, a deletion every field of the old one, an update only what differs.

/** Bookkeeping fields every stored thing has; the trail's own columns already say who and when. */
const HIDDEN = new Set(['id', 'spaceId', 'inventoryId', 'createdBy', 'updatedBy', 'createdAt', 'updatedAt']);

export type AuditValue =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'flag'; value: boolean }
  | { kind: 'text'; value: string }
  | { kind: 'list'; count: number };

export interface AuditChange {
  /** The field's path from the thing's root, e.g. ['denominators', 'revenue', 'value']. */
  path: string[];
  /** Absent (undefined) when the thing did not exist, or had no such field, on that side. */
  before?: AuditValue;
  after?: AuditValue;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function auditValue(value: unknown): AuditValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'boolean') return { kind: 'flag', value };
  if (Array.isArray(value)) return { kind: 'list', count: value.length };
  if (typeof value === 'string') return { kind: 'text', value };
  return { kind: 'text', value: JSON.stringify(value) };
}

/** The leaves of a stored thing: nested objects are walked (to `depth`), lists and scalars are leaves. */
function leaves(value: unknown, prefix: string[], depth: number, out: Map<string, unknown>): void {
  if (!isRecord(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if (prefix.length === 0 && HIDDEN.has(key)) continue;
    const path = [...prefix, key];
    if (isRecord(inner) && depth > 0) leaves(inner, path, depth - 1, out);
    else out.set(JSON.stringify(path), inner);
  }
}

/** The fields that differ between `before` and `after` (null: the thing did not exist on that side). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  leaves(before, [], 3, was);
  leaves(after, [], 3, now);
  const keys = [...new Set([...was.keys(), ...now.keys()])];
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const a = was.has(key) ? was.get(key) : undefined;
    const b = now.has(key) ? now.get(key) : undefined;
    if (was.has(key) && now.has(key) && JSON.stringify(a) === JSON.stringify(b)) continue;
    changes.push({
      path: JSON.parse(key) as string[],
      ...(was.has(key) ? { before: auditValue(a) } : {}),
      ...(now.has(key) ? { after: auditValue(b) } : {}),
    });
  }
  return changes;
}
