// Registry entries of the invite and membership lifecycles and the workspace screens' machines.
import type { AnyMachineSnapshot } from 'xstate';
import { inviteEvents } from '../../../domain/invite-lifecycle';
import { inviteMachine } from '../../../machines/spaces/invite.machine';
import { membershipMachine } from '../../../machines/spaces/membership.machine';
import type { MembershipMachineEvent } from '../../../machines/spaces/membership.types';
import { invitationLinkMachine } from '../../../machines/spaces/invitation-link.machine';
import type { InvitationLinkEvent } from '../../../machines/spaces/invitation-link.types';
import { workspaceHomeMachine } from '../../../machines/spaces/workspace-home.machine';
import type { WorkspaceHomeEvent } from '../../../machines/spaces/workspace-home.types';
import { workspaceManagementMachine } from '../../../machines/spaces/workspace-management.machine';
import type { ManagementEvent } from '../../../machines/spaces/workspace-management.types';
import {
  failures,
  INVITE,
  inviteInfo,
  managementData,
  MEMBER,
  member,
  noSpaceOverview,
  OTHER_SPACE,
  overview,
  PARAM,
  pendingInvite,
  SPACE,
} from '../../fixtures/workspace';
import { typed, done, failed, type MachineEntry } from './entry';

// ---- invite lifecycle and membership ------------------------------------------------------------------------------

export const invite: MachineEntry = {
  id: 'invite',
  file: 'machines/spaces/invite.machine.ts',
  purpose: {
    en: 'The invitation lifecycle (the same table the server applies): pending until accepted, deleted or expired; a resend revives an expired invitation.',
    vi: 'Vòng đời lời mời (cùng bảng chuyển trạng thái máy chủ dùng): chờ đến khi được chấp nhận, bị xoá hoặc hết hạn; gửi lại làm lời mời hết hạn có hiệu lực trở lại.',
  },
  machine: inviteMachine,
  events: inviteEvents.map((type) => ({ type })),
  actors: { kind: 'scripted', outcomes: [] },
  // The resend count only grows: the state value is the lifecycle.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

export const membership: MachineEntry = {
  id: 'membership',
  file: 'machines/spaces/membership.machine.ts',
  purpose: {
    en: "A member's status in a workspace (the server's rules): active and suspended, removal; the only owner cannot be suspended, removed or demoted.",
    vi: 'Trạng thái của thành viên trong không gian làm việc (theo quy tắc của máy chủ): hoạt động, tạm ngưng, xoá; chủ sở hữu duy nhất không thể bị tạm ngưng, xoá hay hạ quyền.',
  },
  machine: membershipMachine,
  starts: [{ label: 'a MEMBER of a space with one owner', input: {} }],
  events: typed<MembershipMachineEvent>([
    { type: 'suspend' },
    { type: 'activate' },
    { type: 'remove' },
    { type: 'role.change', role: 'OWNER' },
    { type: 'role.change', role: 'ADMIN' },
    { type: 'owners.changed', ownerCount: 1 },
    { type: 'owners.changed', ownerCount: 2 },
  ]),
  actors: { kind: 'scripted', outcomes: [] },
};

// ---- workspace screens --------------------------------------------------------------------------------------------

/**
 * The workspace machines' key: the state value, whether an error is shown and how many invite fields are refused,
 * so guarded alternatives that end in the same state (a field error or a form error) are distinct.
 */
const workspaceKey = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as { error?: unknown; inviteErrors?: object };
  return JSON.stringify([
    snapshot.value,
    Boolean(context.error),
    Object.keys(context.inviteErrors ?? {}).length,
  ]);
};

export const workspaceHome: MachineEntry = {
  id: 'workspace-home',
  file: 'machines/spaces/workspace-home.machine.ts',
  purpose: {
    en: '/work-space: the current workspace with plan usage, invitations waiting for the user, joining one, or creating a workspace when the user has none.',
    vi: '/work-space: không gian làm việc hiện tại và mức sử dụng gói, lời mời đang chờ người dùng, tham gia lời mời, hoặc tạo không gian mới khi chưa có.',
  },
  machine: workspaceHomeMachine,
  starts: [
    { label: '/work-space', input: {} },
    { label: `/work-space?space=${SPACE}`, input: { spaceId: SPACE } },
  ],
  events: typed<WorkspaceHomeEvent>([
    { type: 'user.createSpace', name: 'Công ty Mới' },
    { type: 'user.joinTenant', tenantId: OTHER_SPACE },
    { type: 'user.retry' },
    { type: 'user.dismissNotice' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadWorkspace', overview),
      done('loadWorkspace', noSpaceOverview),
      failed('loadWorkspace', failures.forbidden),
      failed('loadWorkspace', failures.network),
      done('createSpace', { id: OTHER_SPACE, name: 'Công ty Mới', role: 'OWNER', status: 'ACTIVE' }),
      failed('createSpace', failures.conflict),
      done('joinTenant', { message: 'Tham gia thành công', space: { id: OTHER_SPACE } }),
      failed('joinTenant', failures.inviteDeleted),
    ],
  },
  serializeState: workspaceKey,
};

export const invitationLink: MachineEntry = {
  id: 'invitation-link',
  file: 'machines/spaces/invitation-link.machine.ts',
  purpose: {
    en: 'An invitation link: sign-up with the invited e-mail locked for a new person, "Join" for an existing account; used, withdrawn, expired or unknown links say why.',
    vi: 'Liên kết lời mời: người mới đăng ký với email được mời (không sửa được), tài khoản đã có thì "Tham gia"; liên kết đã dùng, bị thu hồi, hết hạn hay không tồn tại đều nói rõ lý do.',
  },
  machine: invitationLinkMachine,
  starts: [
    { label: `/auth/sign-up-invitation?param=${PARAM}`, input: { param: PARAM } },
    { label: '/auth/sign-up-invitation (no param)', input: { param: null } },
  ],
  events: typed<InvitationLinkEvent>([{ type: 'user.join' }, { type: 'user.retry' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadInvite', inviteInfo),
      done('loadInvite', { ...inviteInfo, accountExists: true }),
      done('loadInvite', { ...inviteInfo, status: 'DELETED' }),
      failed('loadInvite', failures.inviteDeleted),
      failed('loadInvite', failures.network),
      // The invoked sign-up form (the sign-up machine) ends: the person is registered.
      done('signUp'),
      done('joinByInvitation', { message: 'Tham gia thành công', space: { id: SPACE } }),
      failed('joinByInvitation', failures.inviteExpired),
      failed('joinByInvitation', failures.forbidden),
    ],
  },
  serializeState: workspaceKey,
};

export const workspaceManagement: MachineEntry = {
  id: 'workspace-management',
  file: 'machines/spaces/workspace-management.machine.ts',
  purpose: {
    en: '/user/workspace-management: members (suspend, reactivate, remove after confirmation) and invitations (invite, resend, delete).',
    vi: '/user/workspace-management: thành viên (tạm ngưng, kích hoạt lại, xoá sau khi xác nhận) và lời mời (mời, gửi lại, xoá).',
  },
  machine: workspaceManagementMachine,
  events: typed<ManagementEvent>([
    { type: 'user.retry' },
    { type: 'user.changeStatus', userId: MEMBER, status: 'SUSPENDED' },
    { type: 'user.remove', userId: MEMBER },
    { type: 'user.cancelRemove' },
    { type: 'user.confirmRemove' },
    { type: 'user.invite', email: 'x@example.vn', role: 'MEMBER' },
    { type: 'user.editInvite', field: 'email' },
    { type: 'user.resendInvite', inviteId: INVITE },
    { type: 'user.deleteInvite', inviteId: INVITE },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadManagement', managementData),
      failed('loadManagement', failures.forbidden),
      failed('loadManagement', failures.network),
      done('changeUserStatus', { ...member, status: 'SUSPENDED' }),
      failed('changeUserStatus', failures.lastOwner),
      done('removeMember', { message: 'ok' }),
      failed('removeMember', failures.forbidden),
      done('inviteUser', { ...pendingInvite, id: OTHER_SPACE, email: 'x@example.vn' }),
      failed('inviteUser', failures.validationFailed),
      failed('inviteUser', failures.conflict),
      done('resendInvite', pendingInvite),
      failed('resendInvite', failures.inviteDeleted),
      done('deleteInvite', { message: 'ok' }),
      failed('deleteInvite', failures.network),
    ],
  },
  serializeState: workspaceKey,
};
