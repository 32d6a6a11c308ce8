// The audit screen's reading of an event's before/after: a creation lists the new thing's fields, an update only
// what differs (nested fields by path), a deletion the old fields; bookkeeping fields are left out.
import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from './audit-changes';

describe('audit changes', () => {
  it('a creation lists every field of the new thing but its bookkeeping', () => {
    expect(
      auditChanges(null, {
        id: 'x',
        spaceId: 's',
        reportingYear: 2025,
        isBaseYear: true,
        facilities: [1, 2],
      }),
    ).toEqual([
      { path: ['reportingYear'], after: { kind: 'number', value: 2025 } },
      { path: ['isBaseYear'], after: { kind: 'flag', value: true } },
      { path: ['facilities'], after: { kind: 'list', count: 2 } },
    ]);
  });

  it('an update lists only what differs, nested fields by their path', () => {
    expect(
      auditChanges(
        { denominators: { revenue: { value: 1000, currency: 'VND' }, employees: null }, version: 1 },
        { denominators: { revenue: { value: 2500.5, currency: 'VND' }, employees: 12 }, version: 2 },
      ),
    ).toEqual([
      {
        path: ['denominators', 'revenue', 'value'],
        before: { kind: 'number', value: 1000 },
        after: { kind: 'number', value: 2500.5 },
      },
      {
        path: ['denominators', 'employees'],
        before: { kind: 'empty' },
        after: { kind: 'number', value: 12 },
      },
      { path: ['version'], before: { kind: 'number', value: 1 }, after: { kind: 'number', value: 2 } },
    ]);
  });

  it('a deletion lists the old fields; a field only on one side has no value on the other', () => {
    expect(auditChanges({ note: 'a' }, null)).toEqual([
      { path: ['note'], before: { kind: 'text', value: 'a' } },
    ]);
    expect(auditChanges({ a: 1 }, { b: 'x' })).toEqual([
      { path: ['a'], before: { kind: 'number', value: 1 } },
      { path: ['b'], after: { kind: 'text', value: 'x' } },
    ]);
    expect(auditChanges({ a: [1] }, { a: [1] })).toEqual([]);
  });

  it('reads empty strings and nulls as empty, never as 0', () => {
    expect(auditValue('')).toEqual({ kind: 'empty' });
    expect(auditValue(null)).toEqual({ kind: 'empty' });
    expect(auditValue(0)).toEqual({ kind: 'number', value: 0 });
  });
});
