// Test data and model-path helpers shared by the workspace screens' machine tests (workspace home, invitation
// links, workspace management): API answers as the fake actors give them, and full-coverage model paths.
import { NETWORK_ERROR } from '../../domain/failures';
import { expect } from 'vitest';
import { stepPaths } from '../paths/scripted-paths';
import type { AnyStateMachine, EventObject } from 'xstate';
import { allTransitions, describeMissing, pathCoverage } from '../paths/coverage';
import type { WorkspaceOverview } from '../../machines/spaces/workspace-home.types';
import type { ManagementData } from '../../machines/spaces/workspace-management.types';
import type { InviteInfo, SpaceInvite, SpaceMember } from '../../machines/spaces/workspace.types';

export const SPACE = '11111111-1111-4111-8111-111111111111';
export const OTHER_SPACE = '22222222-2222-4222-8222-222222222222';
export const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const MEMBER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const INVITE = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const PARAM = '9hX2kq0ZPp3dV1tLr8sWmA';

export const person = { userId: OWNER, email: 'owner@ghg-demo.vn', firstName: 'An', lastName: 'Nguyễn' };

export const overview: WorkspaceOverview = {
  current: {
    id: SPACE,
    name: 'Công ty TNHH Thép Xanh Demo',
    role: 'OWNER',
    status: 'ACTIVE',
    plan: 'FREE',
    memberCount: 2,
    createdAt: '2026-01-05T03:00:00.000Z',
  },
  invitations: [],
  memberships: [{ id: SPACE, name: 'Công ty TNHH Thép Xanh Demo', role: 'OWNER', status: 'ACTIVE' }],
  usage: [{ resource: 'MEMBER_SEAT', used: 2, limit: 5 }],
};
export const noSpaceOverview: WorkspaceOverview = {
  current: null,
  invitations: [
    {
      id: INVITE,
      spaceId: OTHER_SPACE,
      spaceName: 'Công ty Xi măng Demo',
      role: 'MEMBER',
      invitedBy: person,
      expiresAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  memberships: [{ id: SPACE, name: 'Công ty TNHH Thép Xanh Demo', role: 'MEMBER', status: 'SUSPENDED' }],
  usage: [],
};
export const forbidden = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'Bạn không có quyền thực hiện thao tác này',
};
export const network = { status: 0, code: NETWORK_ERROR, message: 'Network Error' };
export const conflict = {
  status: 409,
  code: 'CONFLICT',
  message: 'Dữ liệu bị xung đột với trạng thái hiện tại',
};
export const inviteDeleted = { status: 410, code: 'INVITE_DELETED', message: 'Lời mời đã bị xoá' };
export const validationFailed = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Dữ liệu không hợp lệ',
  details: [{ field: 'email', message: 'Email không hợp lệ' }],
};

export const info: InviteInfo = {
  email: 'new.member@example.vn',
  spaceId: SPACE,
  spaceName: 'Công ty TNHH Thép Xanh Demo',
  role: 'MEMBER',
  invitedBy: person,
  status: 'PENDING',
  expiresAt: '2026-02-01T00:00:00.000Z',
  accountExists: false,
};

export const ownerMember: SpaceMember = {
  userId: OWNER,
  email: 'owner@ghg-demo.vn',
  firstName: 'An',
  lastName: 'Nguyễn',
  role: 'OWNER',
  status: 'ACTIVE',
  joinedAt: '2026-01-05T03:00:00.000Z',
};
export const member: SpaceMember = {
  ...ownerMember,
  userId: MEMBER,
  email: 'member@ghg-demo.vn',
  role: 'MEMBER',
};
export const pendingInvite: SpaceInvite = {
  id: INVITE,
  email: 'new.member@example.vn',
  role: 'MEMBER',
  status: 'PENDING',
  invitedBy: person,
  createdAt: '2026-01-20T00:00:00.000Z',
  expiresAt: '2026-01-27T00:00:00.000Z',
};
export const managementData: ManagementData = {
  space: { id: SPACE, name: 'Công ty TNHH Thép Xanh Demo' },
  members: [ownerMember, member],
  invites: [pendingInvite],
  viewer: { userId: OWNER, role: 'OWNER' },
};

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
