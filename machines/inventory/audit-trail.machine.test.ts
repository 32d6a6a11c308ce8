// The audit trail's machine (issue 15): it loads page 1 of every kind, turns pages within the page count, changes the
// kind from page 1 again, and keeps the page shown when a load fails, with a retry.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  auditTrailMachine,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type LoadAuditInput,
  type LoadAuditOutput,
} from './audit-trail.machine';
import { apiError } from '../../tests/paths/registry/entry';

const INVENTORY_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const event = (id: number): AuditEvent => ({
  id,
  at: '2026-11-24T08:00:00.000Z',
  actor: { userId: null, email: 'owner@example.com' },
  entity: 'ACTIVITY_ROW',
  entityId: INVENTORY_ID,
  action: 'ACTIVITY_ROW_CREATED',
  before: null,
  after: { enteredValue: id },
});

function start(answer: (input: LoadAuditInput) => Promise<LoadAuditOutput>) {
  const requests: LoadAuditInput[] = [];
  const actor = createActor(
    auditTrailMachine.provide({
      actors: {
        loadAuditEvents: fromPromise<LoadAuditOutput, LoadAuditInput>(async ({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { spaceId: 'space-1', inventoryId: INVENTORY_ID } },
  ).start();
  return { actor, requests };
}

const threePages = async (input: LoadAuditInput): Promise<LoadAuditOutput> => ({
  data: [event(input.page)],
  meta: { page: input.page, take: input.take, total: 45, pageCount: 3 },
});

describe('audit trail machine', () => {
  it('loads the first page of every kind, then turns pages within the page count', async () => {
    const { actor, requests } = start(threePages);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests[0]).toEqual({
      spaceId: 'space-1',
      inventoryId: INVENTORY_ID,
      page: 1,
      take: AUDIT_PAGE_SIZE,
      entity: null,
    });
    actor.send({ type: 'user.page', page: 3 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.events.map((e) => e.id)).toEqual([3]);
    // Beyond the last page, before the first and the page shown: nothing is loaded.
    actor.send({ type: 'user.page', page: 4 });
    actor.send({ type: 'user.page', page: 0 });
    actor.send({ type: 'user.page', page: 3 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('changing the kind starts again from page 1 of that kind; the same kind loads nothing', async () => {
    const { actor, requests } = start(threePages);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.page', page: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.filter', entity: 'BOUNDARY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests.at(-1)).toMatchObject({ page: 1, entity: 'BOUNDARY' });
    actor.send({ type: 'user.filter', entity: 'BOUNDARY' });
    expect(requests).toHaveLength(3);
    actor.send({ type: 'user.filter', entity: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests.at(-1)).toMatchObject({ page: 1, entity: null });
  });

  it('a failed load says why and retries; the events shown stay', async () => {
    let fail = false;
    const { actor } = start(async (input) => {
      if (fail) throw apiError(403, 'FORBIDDEN', 'Bạn không có quyền');
      return threePages(input);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    fail = true;
    actor.send({ type: 'user.page', page: 2 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.code).toBe('FORBIDDEN');
    expect(actor.getSnapshot().context.events.map((e) => e.id)).toEqual([1]);
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, error: null });
  });
});
