// Test data and model-path helpers shared by the workspace screens' machine tests (workspace home, invitation
// links, workspace management): API answers as the fake actors give them, and full-coverage model paths.
import { expect } from 'vitest';
import { stepPaths } from '../paths/scripted-paths';
import type { AnyStateMachine, EventObject } from 'xstate';
import { allTransitions, describeMissing, pathCoverage } from '../paths/coverage';
import type { WorkspaceOverview } from '../../machines/spaces/workspace-home.types';

import * as fixtures from '../fixtures/workspace';

// The data is the workspace fixtures' (tests/fixtures/workspace.ts, which the registry's model uses too); only the
// seat limit of the overview differs, so that a screen test's figures are not the registry's.
export {
  INVITE,
  managementData,
  MEMBER,
  member,
  noSpaceOverview,
  OTHER_SPACE,
  OWNER,
  ownerMember,
  PARAM,
  pendingInvite,
  person,
  SPACE,
} from '../fixtures/workspace';
export const info = fixtures.inviteInfo;
export const overview: WorkspaceOverview = {
  ...fixtures.overview,
  usage: [{ resource: 'MEMBER_SEAT', used: 2, limit: 5 }],
};
export const { forbidden, network, conflict, inviteDeleted, validationFailed } = fixtures.failures;

export type ModelEvent = EventObject & Record<string, unknown>;

export const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

/**
 * Shortest paths keyed on (state, previous state, event), offering each state only the events it handles. The key
 * also carries whether the context holds an error (and how many invite field errors), so guarded alternatives that
 * end in the same state value (a refused invitation with field errors, or with a form-level error) are distinct.
 */
export function modelPaths(machine: AnyStateMachine, events: EventObject[]) {
  type Snap = { value: unknown; context: { error?: unknown; inviteErrors?: object } };
  const key = (snapshot: Snap) =>
    JSON.stringify([
      snapshot.value,
      Boolean(snapshot.context.error),
      Object.keys(snapshot.context.inviteErrors ?? {}).length,
    ]);
  return stepPaths(machine, {
    events,
    serializeStep: (snapshot, event, previous) =>
      previous && event ? JSON.stringify([key(snapshot), key(previous), event.type]) : key(snapshot),
  });
}

export function expectFullCoverage(machine: AnyStateMachine, events: EventObject[]) {
  const coverage = pathCoverage(machine, modelPaths(machine, events));
  expect(describeMissing(coverage)).toBe('');
  expect(coverage.transitions.covered).toHaveLength(allTransitions(machine).length);
  return coverage;
}
