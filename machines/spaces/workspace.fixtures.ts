// Fixtures of the workspace machines (workspace-home.machine.ts): the answers of the spaces/tenant contract that
// the machine registry (machines/registry.ts) uses as the model's actor outcomes, and the failures they meet.
import { NETWORK_ERROR } from '../../domain/failures';
import type { WorkspaceOverview } from './workspace-home.types';
import type { ManagementData } from './workspace-management.types';
import type { InviteInfo, SpaceInvite, SpaceMember } from './workspace.types';

export const SPACE = '11111111-1111-4111-8111-111111111111';
export const OTHER_SPACE = '22222222-2222-4222-8222-222222222222';
export const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const MEMBER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const INVITE = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
/** A well-formed invitation param (base64url, 16-256 characters). */
export const PARAM = '9hX2kq0ZPp3dV1tLr8sWmA';

const SPACE_NAME = 'Công ty TNHH Thép Xanh Demo';
const person = { userId: OWNER, email: 'owner@ghg-demo.vn', firstName: 'An', lastName: 'Nguyễn' };

export const overview: WorkspaceOverview = {
  current: {
    id: SPACE,
    name: SPACE_NAME,
    role: 'OWNER',
    status: 'ACTIVE',
    plan: 'FREE',
    memberCount: 2,
    createdAt: '2026-01-05T03:00:00.000Z',
  },
  invitations: [],
  memberships: [{ id: SPACE, name: SPACE_NAME, role: 'OWNER', status: 'ACTIVE' }],
  usage: [{ resource: 'MEMBER_SEAT', used: 2, limit: 3 }],
};

/** No current space: one invitation waits for the user, who was suspended in the demo space. */
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
  memberships: [{ id: SPACE, name: SPACE_NAME, role: 'MEMBER', status: 'SUSPENDED' }],
  usage: [],
};

/** A pending invitation of a person without an account (`accountExists: false`). */
export const inviteInfo: InviteInfo = {
  email: 'new.member@example.vn',
  spaceId: SPACE,
  spaceName: SPACE_NAME,
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
  space: { id: SPACE, name: SPACE_NAME },
  members: [ownerMember, member],
  invites: [pendingInvite],
  viewer: { userId: OWNER, role: 'OWNER' },
};

/** Failures as the API client rejects them (`{ status, code, message, details? }`). */
export const failures = {
  forbidden: { status: 403, code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện thao tác này' },
  network: { status: 0, code: NETWORK_ERROR, message: 'Network Error' },
  conflict: { status: 409, code: 'CONFLICT', message: 'Dữ liệu bị xung đột với trạng thái hiện tại' },
  lastOwner: { status: 409, code: 'LAST_OWNER', message: 'Không gian làm việc phải luôn có một chủ sở hữu' },
  inviteDeleted: { status: 410, code: 'INVITE_DELETED', message: 'Lời mời đã bị xoá' },
  inviteExpired: { status: 410, code: 'INVITE_EXPIRED', message: 'Lời mời đã hết hạn' },
  validationFailed: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Dữ liệu không hợp lệ',
    details: [{ field: 'email', message: 'Email không hợp lệ' }],
  },
};
