// The lifecycle panel's machine (issue 15): it offers what the shared definition allows this role from this status,
// asks for a reason before a request for changes and for a confirmation before locking or reopening, reloads after
// each accepted step (keeping the new version a reopening made), reloads on a stale version, and keeps any other
// refusal beside the actions.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SpaceRole } from '../../domain/membership-lifecycle';
import type { InventoryStatus } from '../../domain/inventory/lifecycle';
import {
  offeredEvents,
  reviewPanelMachine,
  type LoadLifecycleInput,
  type LoadLifecycleOutput,
  type TransitionInput,
} from './review-panel.machine';
import { INVENTORY } from '../../tests/paths/registry/inventory';
import { apiError } from '../../tests/paths/registry/entry';
import type { Inventory } from './inventory.types';

function start(
  role: SpaceRole,
  status: InventoryStatus,
  answer: (input: TransitionInput) => Promise<Inventory> = async (input) => ({
    ...INVENTORY,
    version: input.version + 1,
  }),
) {
  let loads = 0;
  const sent: TransitionInput[] = [];
  const actor = createActor(
    reviewPanelMachine.provide({
      actors: {
        loadLifecycle: fromPromise<LoadLifecycleOutput, LoadLifecycleInput>(async () => {
          loads += 1;
          const inventory = { ...INVENTORY, status, version: loads };
          return { inventory, versions: [inventory] };
        }),
        transitionInventory: fromPromise<Inventory, TransitionInput>(async ({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { spaceId: null, inventoryId: INVENTORY.id, role } },
  ).start();
  return { actor, sent, loads: () => loads };
}

describe('lifecycle panel machine', () => {
  it('offers the steps of the shared definition: an auditor reviews, a member submits, nobody else', () => {
    expect(offeredEvents({ ...INVENTORY, status: 'SUBMITTED' }, 'AUDITOR')).toEqual(['START_REVIEW']);
    expect(offeredEvents({ ...INVENTORY, status: 'UNDER_REVIEW' }, 'MEMBER')).toEqual([]);
    expect(offeredEvents({ ...INVENTORY, status: 'DRAFT' }, 'AUDITOR')).toEqual([]);
    expect(offeredEvents({ ...INVENTORY, status: 'APPROVED' }, 'OWNER')).toEqual(['LOCK']);
    expect(offeredEvents(null, 'OWNER')).toEqual([]);
    expect(offeredEvents({ ...INVENTORY, status: 'DRAFT' }, null)).toEqual([]);
  });

  it('sends an offered step with the version it saw, then reloads', async () => {
    const { actor, sent, loads } = start('MEMBER', 'DRAFT');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.transition', event: 'APPROVE' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'user.transition', event: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && loads() === 2);
    expect(sent).toEqual([
      { spaceId: null, inventoryId: INVENTORY.id, version: 1, event: 'SUBMIT', reason: null },
    ]);
    expect(actor.getSnapshot().context.done).toBe('SUBMIT');
  });

  it('a request for changes needs a reason, sent trimmed', async () => {
    const { actor, sent } = start('AUDITOR', 'UNDER_REVIEW');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.transition', event: 'REQUEST_CHANGES', reason: '   ' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'user.transition', event: 'REQUEST_CHANGES', reason: '  Thiếu hóa đơn điện  ' });
    await waitFor(actor, (s) => s.context.done === 'REQUEST_CHANGES');
    expect(sent[0]).toMatchObject({ event: 'REQUEST_CHANGES', reason: 'Thiếu hóa đơn điện' });
  });

  it('locking and reopening ask first; cancelling sends nothing; a reopening keeps the new version', async () => {
    const next = {
      ...INVENTORY,
      id: 'b1b2b3b4-0000-4000-8000-000000000002',
      versionNo: 2,
      status: 'DRAFT' as const,
    };
    const { actor, sent } = start('OWNER', 'LOCKED', async () => next);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.transition', event: 'REOPEN' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(sent).toHaveLength(0);
    actor.send({ type: 'user.transition', event: 'REOPEN' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.context.done === 'REOPEN' && s.matches('ready'));
    expect(actor.getSnapshot().context.reopened).toEqual(next);
  });

  it('a stale version reloads and says so; a refusal stays beside the actions', async () => {
    let refusal = apiError(409, 'STALE_VERSION', 'Dữ liệu vừa được người khác thay đổi');
    const { actor, loads } = start('OWNER', 'APPROVED', async () => {
      throw refusal;
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.transition', event: 'LOCK' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && loads() === 2);
    expect(actor.getSnapshot().context.refusal?.code).toBe('STALE_VERSION');
    refusal = apiError(403, 'FORBIDDEN', 'Bạn không có quyền');
    actor.send({ type: 'user.transition', event: 'LOCK' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal?.code).toBe('FORBIDDEN');
    expect(loads()).toBe(2);
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    const actor = createActor(
      reviewPanelMachine.provide({
        actors: {
          loadLifecycle: fromPromise<LoadLifecycleOutput, LoadLifecycleInput>(async () => {
            if (fail) throw apiError(404, 'NOT_FOUND', 'Không tìm thấy');
            return { inventory: INVENTORY, versions: [INVENTORY] };
          }),
        },
      }),
      { input: { spaceId: null, inventoryId: INVENTORY.id, role: 'OWNER' } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError?.code).toBe('NOT_FOUND');
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
