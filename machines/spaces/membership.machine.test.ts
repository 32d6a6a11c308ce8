import { describe, expect, it } from 'vitest';
import type { SpaceRole } from '../../domain/membership-lifecycle';
import { createActor, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  decideMembership,
  decideRoleChange,
  membershipEvents,
  memberStatuses,
  spaceRoles,
} from '../../domain/membership-lifecycle';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths, type ModelPath } from '../../tests/paths/scripted-paths';
import { membershipMachine } from './membership.machine';
import type { MembershipMachineEvent } from './membership.types';

const EVENTS: MembershipMachineEvent[] = [
  { type: 'suspend' },
  { type: 'activate' },
  { type: 'remove' },
  { type: 'role.change', role: 'OWNER' },
  { type: 'role.change', role: 'ADMIN' },
  { type: 'owners.changed', ownerCount: 1 },
  { type: 'owners.changed', ownerCount: 2 },
];

// Keyed on value and context: the guard depends on the role and the number of owners (both small and bounded).
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

function modelPaths(events: EventObject[] = EVENTS): ModelPath[] {
  return transitionPaths(membershipMachine, { events, serializeState });
}

const at = (status: 'ACTIVE' | 'SUSPENDED', role: SpaceRole, ownerCount: number) =>
  membershipMachine.resolveState({ value: status, context: { role, ownerCount, refusal: null } });

describe('membership: the machine and the server rules agree', () => {
  const cases = memberStatuses.flatMap((status) =>
    spaceRoles.flatMap((role) => [1, 2].map((ownerCount) => ({ status, role, ownerCount }))),
  );

  it.each(cases)(
    'status and removal for $status $role with $ownerCount owner(s)',
    ({ status, role, ownerCount }) => {
      for (const event of membershipEvents) {
        const [next] = transition(membershipMachine, at(status, role, ownerCount), { type: event });
        const decision = decideMembership(status, event, { role, ownerCount });
        if (decision.ok) {
          expect(next.value).toBe(decision.next);
          expect(next.context.refusal).toBeNull();
        } else {
          expect(next.value).toBe(status);
          expect(next.context.refusal).toBe(decision.reason);
        }
      }
    },
  );

  it.each(cases)(
    'role changes for $status $role with $ownerCount owner(s)',
    ({ status, role, ownerCount }) => {
      for (const to of spaceRoles) {
        const [next] = transition(membershipMachine, at(status, role, ownerCount), {
          type: 'role.change',
          role: to,
        });
        const decision = decideRoleChange(status, to, { role, ownerCount });
        expect(next.context.role).toBe(decision.ok ? to : role);
        expect(next.context.refusal).toBe(decision.ok ? null : decision.reason);
      }
    },
  );

  it('never lets the only owner be suspended, removed or demoted', () => {
    const actor = createActor(membershipMachine, { input: { role: 'OWNER', ownerCount: 1 } }).start();
    for (const event of [
      { type: 'suspend' },
      { type: 'remove' },
      { type: 'role.change', role: 'MEMBER' },
    ] as const) {
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('ACTIVE');
      expect(actor.getSnapshot().context).toMatchObject({ role: 'OWNER', refusal: 'LAST_OWNER' });
    }
    actor.send({ type: 'owners.changed', ownerCount: 2 });
    actor.send({ type: 'suspend' });
    expect(actor.getSnapshot().value).toBe('SUSPENDED');
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'activate' });
    actor.send({ type: 'remove' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('membership machine: model paths', () => {
  it('the paths cover every state and every transition', () => {
    expect(describeMissing(pathCoverage(membershipMachine, modelPaths()))).toBe('');
  });

  it('the coverage check fails when an event is missing from the model', () => {
    const withoutOwnerChanges = pathCoverage(
      membershipMachine,
      modelPaths(EVENTS.filter((event) => event.type !== 'owners.changed' && event.type !== 'role.change')),
    );
    // Without a second owner (or becoming one), the member is a MEMBER: the last-owner guard is never hit.
    expect(withoutOwnerChanges.transitions.missing.map((ref) => ref.id)).toEqual([
      'membership.ACTIVE --suspend[0]--> (no target)',
      'membership.ACTIVE --remove[0]--> (no target)',
      'membership.ACTIVE --role.change[0]--> (no target)',
      'membership.ACTIVE --role.change[1]--> (no target)',
      'membership.ACTIVE --owners.changed[0]--> (no target)',
      'membership.SUSPENDED --suspend[0]--> (no target)',
      'membership.SUSPENDED --remove[0]--> (no target)',
      'membership.SUSPENDED --role.change[0]--> (no target)',
      'membership.SUSPENDED --role.change[1]--> (no target)',
      'membership.SUSPENDED --owners.changed[0]--> (no target)',
    ]);
  });

  it('replays every path on a real actor and reaches the same states', async () => {
    const paths = modelPaths();
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const actor = createActor(membershipMachine, { input: {} }).start();
      await replayPath(actor, expectedSteps(membershipMachine, path), {
        onStep: (snapshot, step) => {
          expect(snapshot.value).toEqual(step.state.value);
          expect(snapshot.context).toEqual(step.state.context);
        },
      });
      actor.stop();
    }
  });
});
