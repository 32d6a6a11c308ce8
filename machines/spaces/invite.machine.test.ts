import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  inviteEvents,
  inviteRefusal,
  inviteStatusAt,
  inviteStatuses,
  nextInviteStatus,
} from '../../domain/invite-lifecycle';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths, type ModelPath } from '../../tests/paths/scripted-paths';
import { inviteMachine, inviteSnapshotOf, nextStatusByMachine, statusOf } from './invite.machine';

const ALL_EVENTS: EventObject[] = inviteEvents.map((type) => ({ type }));
const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

function modelPaths(events: EventObject[] = ALL_EVENTS): ModelPath[] {
  return transitionPaths(inviteMachine, { events, serializeState });
}

describe('invite lifecycle: the machine and the server table agree', () => {
  it.each(inviteStatuses.flatMap((status) => inviteEvents.map((event) => [status, event] as const)))(
    '%s --%s-->',
    (status, event) => {
      expect(nextStatusByMachine(status, event)).toBe(nextInviteStatus(status, event));
    },
  );

  it('is pending until accepted, deleted or expired; a resend revives an expired invitation', () => {
    const actor = createActor(inviteMachine).start();
    actor.send({ type: 'expire' });
    expect(statusOf(actor.getSnapshot())).toBe('EXPIRED');
    actor.send({ type: 'accept' }); // an expired invitation cannot be accepted
    expect(statusOf(actor.getSnapshot())).toBe('EXPIRED');
    actor.send({ type: 'resend' });
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot().value).toBe('PENDING');
    expect(actor.getSnapshot().context.resends).toBe(2);
    actor.send({ type: 'accept' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(statusOf(actor.getSnapshot())).toBe('ACCEPTED');
  });

  it('says why a used invitation cannot be used again', () => {
    expect(inviteRefusal('ACCEPTED', 'accept')).toMatchObject({ code: 'INVITE_ACCEPTED', status: 409 });
    expect(inviteRefusal('DELETED', 'resend')).toMatchObject({ code: 'INVITE_DELETED', status: 410 });
    expect(inviteRefusal('EXPIRED', 'accept')).toMatchObject({ code: 'INVITE_EXPIRED', status: 410 });
    expect(inviteRefusal('PENDING', 'accept')).toBeNull();
    expect(inviteRefusal('EXPIRED', 'resend')).toBeNull();
  });

  it('reads a stored PENDING invitation past its expiry as EXPIRED', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(inviteStatusAt('PENDING', '2026-02-28T23:59:59Z', now)).toBe('EXPIRED');
    expect(inviteStatusAt('PENDING', '2026-03-01T00:00:01Z', now)).toBe('PENDING');
    expect(inviteStatusAt('ACCEPTED', '2020-01-01T00:00:00Z', now)).toBe('ACCEPTED');
  });

  it('starts at a stored status', () => {
    expect(inviteSnapshotOf('EXPIRED').can({ type: 'resend' })).toBe(true);
    expect(inviteSnapshotOf('DELETED').can({ type: 'resend' })).toBe(false);
  });
});

describe('invite machine: model paths', () => {
  it('the paths cover every state and every transition', () => {
    const coverage = pathCoverage(inviteMachine, modelPaths());
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.states.covered).toHaveLength(5); // the root and the four statuses
    expect(coverage.transitions.covered).toHaveLength(6);
  });

  it('the coverage check fails when an event is missing from the model', () => {
    const withoutResend = pathCoverage(
      inviteMachine,
      modelPaths(ALL_EVENTS.filter((event) => event.type !== 'resend')),
    );
    expect(withoutResend.transitions.missing.map((ref) => ref.id)).toEqual([
      'invite.PENDING --resend[0]--> invite.PENDING',
      'invite.EXPIRED --resend[0]--> invite.PENDING',
    ]);
    const withoutExpire = pathCoverage(
      inviteMachine,
      modelPaths(ALL_EVENTS.filter((event) => event.type !== 'expire')),
    );
    expect(withoutExpire.states.missing).toEqual(['invite.EXPIRED']);
  });

  it('replays every path on a real actor and reaches the same states', async () => {
    const paths = modelPaths();
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const path of paths) {
      const actor = createActor(inviteMachine).start();
      // The model's exact account of the path (the recorded snapshots are keyed on the state value only).
      await replayPath(actor, expectedSteps(inviteMachine, path), {
        onStep: (snapshot, step) => {
          expect(snapshot.value).toEqual(step.state.value);
          expect(snapshot.context).toEqual(step.state.context);
        },
      });
      actor.stop();
    }
  });
});
