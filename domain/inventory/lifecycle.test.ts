// The inventory lifecycle's one definition (issue 15 item 5): the moves, who may send each event, the reason a
// request for changes needs, and the statuses that allow data edits.
import { describe, expect, it } from 'vitest';
import { spaceRoles } from '../membership-lifecycle';
import {
  availableEvents,
  DATA_EDITABLE_STATUSES,
  decideTransition,
  INVENTORY_STATUSES,
  isCommentable,
  isDataEditable,
  LIFECYCLE_AUDIT_ACTIONS,
  LIFECYCLE_EVENTS,
  LIFECYCLE_TRANSITIONS,
} from './lifecycle';
import { EDITABLE_INVENTORY_STATUSES } from './vocabulary';

describe('the inventory lifecycle', () => {
  it('walks draft -> submitted -> under review -> changes requested -> submitted -> ... -> locked -> reopened', () => {
    const steps: [string, (typeof LIFECYCLE_EVENTS)[number], string, string][] = [
      ['DRAFT', 'SUBMIT', 'MEMBER', 'SUBMITTED'],
      ['SUBMITTED', 'START_REVIEW', 'AUDITOR', 'UNDER_REVIEW'],
      ['UNDER_REVIEW', 'REQUEST_CHANGES', 'AUDITOR', 'CHANGES_REQUESTED'],
      ['CHANGES_REQUESTED', 'SUBMIT', 'MEMBER', 'SUBMITTED'],
      ['SUBMITTED', 'START_REVIEW', 'ADMIN', 'UNDER_REVIEW'],
      ['UNDER_REVIEW', 'APPROVE', 'AUDITOR', 'APPROVED'],
      ['APPROVED', 'LOCK', 'OWNER', 'LOCKED'],
      ['LOCKED', 'REOPEN', 'OWNER', 'DRAFT'],
    ];
    for (const [from, event, role, next] of steps) {
      const decision = decideTransition(from as never, event, {
        role: role as never,
        reason: 'Hoá đơn điện tháng 3 thiếu',
        isLatestVersion: true,
      });
      expect(decision, `${from} ${event} by ${role}`).toEqual({ ok: true, next });
    }
  });

  it('lets a MEMBER never review nor approve, and an AUDITOR never submit, lock or reopen', () => {
    for (const event of ['START_REVIEW', 'REQUEST_CHANGES', 'APPROVE', 'LOCK', 'REOPEN'] as const)
      expect(decideTransition('UNDER_REVIEW', event, { role: 'MEMBER', reason: 'x' })).toEqual({
        ok: false,
        refusal: 'FORBIDDEN',
      });
    for (const event of ['SUBMIT', 'WITHDRAW', 'LOCK', 'REOPEN'] as const)
      expect(decideTransition('DRAFT', event, { role: 'AUDITOR' }).ok).toBe(false);
    expect(decideTransition('DRAFT', 'SUBMIT', { role: 'AUDITOR' })).toEqual({
      ok: false,
      refusal: 'FORBIDDEN',
    });
  });

  it('refuses an event its status does not allow, a request for changes without a reason, and reopening an old version', () => {
    expect(decideTransition('DRAFT', 'APPROVE', { role: 'AUDITOR' })).toEqual({
      ok: false,
      refusal: 'NOT_ALLOWED',
    });
    expect(decideTransition('LOCKED', 'SUBMIT', { role: 'OWNER' })).toEqual({
      ok: false,
      refusal: 'NOT_ALLOWED',
    });
    expect(decideTransition('UNDER_REVIEW', 'REQUEST_CHANGES', { role: 'AUDITOR', reason: '  ' })).toEqual({
      ok: false,
      refusal: 'REASON_REQUIRED',
    });
    expect(decideTransition('LOCKED', 'REOPEN', { role: 'ADMIN', isLatestVersion: false })).toEqual({
      ok: false,
      refusal: 'NOT_LATEST_VERSION',
    });
  });

  it('offers each role the events it may send from each status', () => {
    expect(availableEvents('SUBMITTED', 'MEMBER')).toEqual(['WITHDRAW']);
    expect(availableEvents('SUBMITTED', 'AUDITOR')).toEqual(['START_REVIEW']);
    expect(availableEvents('SUBMITTED', 'OWNER')).toEqual(['WITHDRAW', 'START_REVIEW']);
    expect(availableEvents('UNDER_REVIEW', 'AUDITOR')).toEqual(['REQUEST_CHANGES', 'APPROVE']);
    expect(availableEvents('UNDER_REVIEW', 'MEMBER')).toEqual([]);
    expect(availableEvents('LOCKED', 'AUDITOR')).toEqual([]);
    for (const status of INVENTORY_STATUSES)
      for (const role of spaceRoles)
        for (const event of availableEvents(status, role))
          expect(decideTransition(status, event, { role, reason: 'r' }).ok).toBe(true);
  });

  it('allows data edits in DRAFT and CHANGES_REQUESTED only (the vocabulary agrees), comments until LOCKED', () => {
    expect(DATA_EDITABLE_STATUSES).toEqual(['DRAFT', 'CHANGES_REQUESTED']);
    expect([...EDITABLE_INVENTORY_STATUSES]).toEqual([...DATA_EDITABLE_STATUSES]);
    expect(INVENTORY_STATUSES.filter(isDataEditable)).toEqual(['DRAFT', 'CHANGES_REQUESTED']);
    expect(INVENTORY_STATUSES.filter((s) => !isCommentable(s))).toEqual(['LOCKED']);
  });

  it('names an audit action for every event and reaches every status', () => {
    expect(Object.keys(LIFECYCLE_AUDIT_ACTIONS).sort()).toEqual([...LIFECYCLE_EVENTS].sort());
    const targets = new Set(Object.values(LIFECYCLE_TRANSITIONS).flatMap((moves) => Object.values(moves)));
    expect([...targets].sort()).toEqual([...INVENTORY_STATUSES].sort());
  });
});
