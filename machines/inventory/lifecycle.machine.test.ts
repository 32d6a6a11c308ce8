// The inventory lifecycle machine (issue 15 item 5) is built from the same definition the server decides with:
// for every status, role and event it accepts exactly what `decideTransition` accepts, and goes where it says.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { spaceRoles } from '../../domain/membership-lifecycle';
import { decideTransition, INVENTORY_STATUSES, LIFECYCLE_EVENTS } from '../../domain/inventory/lifecycle';
import { inventoryLifecycleMachine, lifecycleStatusOf } from './lifecycle.machine';

describe('inventoryLifecycleMachine', () => {
  it('starts in the status it is given', () => {
    for (const status of INVENTORY_STATUSES) {
      const actor = createActor(inventoryLifecycleMachine, { input: { status, role: 'OWNER' } }).start();
      expect(lifecycleStatusOf(actor.getSnapshot())).toBe(status);
      actor.stop();
    }
  });

  it('agrees with the server’s decision for every status, role and event', () => {
    for (const status of INVENTORY_STATUSES)
      for (const role of spaceRoles)
        for (const event of LIFECYCLE_EVENTS)
          for (const reason of [undefined, 'Thiếu hoá đơn tháng 3']) {
            const actor = createActor(inventoryLifecycleMachine, { input: { status, role } }).start();
            const decision = decideTransition(status, event, { role, reason });
            expect(actor.getSnapshot().can({ type: event, reason }), `${status} ${event} ${role}`).toBe(
              decision.ok,
            );
            actor.send({ type: event, reason });
            expect(lifecycleStatusOf(actor.getSnapshot())).toBe(decision.ok ? decision.next : status);
            actor.stop();
          }
  });

  it('walks the review with an auditor and a member, and a reopening makes the next version', () => {
    const member = createActor(inventoryLifecycleMachine, {
      input: { status: 'DRAFT', role: 'MEMBER' },
    }).start();
    member.send({ type: 'APPROVE' });
    expect(member.getSnapshot().value).toBe('DRAFT');
    member.send({ type: 'SUBMIT' });
    expect(member.getSnapshot().value).toBe('SUBMITTED');

    const auditor = createActor(inventoryLifecycleMachine, {
      input: { status: 'UNDER_REVIEW', role: 'AUDITOR' },
    }).start();
    auditor.send({ type: 'REQUEST_CHANGES', reason: '' });
    expect(auditor.getSnapshot().value).toBe('UNDER_REVIEW');
    auditor.send({ type: 'REQUEST_CHANGES', reason: ' Sửa số điện tháng 3 ' });
    expect(auditor.getSnapshot().value).toBe('CHANGES_REQUESTED');
    expect(auditor.getSnapshot().context.reason).toBe('Sửa số điện tháng 3');

    const owner = createActor(inventoryLifecycleMachine, {
      input: { status: 'LOCKED', role: 'OWNER', versionNo: 2 },
    }).start();
    owner.send({ type: 'REOPEN' });
    expect(owner.getSnapshot().value).toBe('DRAFT');
    expect(owner.getSnapshot().context.versionNo).toBe(3);
  });
});
