// Types of the workspace-management machine (workspace-management.machine.ts) and of its view.
import type { Failure, Notice } from '../../domain/failures';
import type { MemberLock } from '../../domain/workspace-permissions';
import type {
  InviteRole,
  MemberStatus,
  SpaceInvite,
  SpaceMember,
  SpaceRole,
  WorkspaceNoticeKey,
} from './workspace.types';

export type { MemberLock };

export interface ManagementData {
  /** The space being managed (the caller's default space: their owner space, else their first active one). */
  space: { id: string; name: string } | null;
  members: SpaceMember[];
  invites: SpaceInvite[];
  /** The signed-in user in this space. */
  viewer: { userId: string; role: SpaceRole };
}

export interface ManagementContext {
  data: ManagementData | null;
  /** The member whose removal waits for confirmation. */
  confirming: string | null;
  /** The member or invitation an action runs on (its row shows progress). */
  working: string | null;
  notice: WorkspaceNoticeKey | null;
  error: Notice | null;
  /** Field problems of the invite form (VALIDATION_FAILED details). */
  inviteErrors: Record<string, Notice>;
  /** Bumped after each sent invitation, so the form can clear its fields. */
  invitesSent: number;
  loadFailure: Failure | null;
}

export type ManagementEvent =
  | { type: 'user.changeStatus'; userId: string; status: MemberStatus }
  | { type: 'user.remove'; userId: string }
  | { type: 'user.confirmRemove' }
  | { type: 'user.cancelRemove' }
  | { type: 'user.invite'; email: string; role: InviteRole }
  | { type: 'user.resendInvite'; inviteId: string }
  | { type: 'user.deleteInvite'; inviteId: string }
  | { type: 'user.editInvite'; field: string }
  | { type: 'user.retry' };

export interface ManagementTypes {
  context: ManagementContext;
  events: ManagementEvent;
  tags: 'busy';
}

export interface MemberRow {
  member: SpaceMember;
  /** Suspend/reactivate is not offered, and why. */
  statusLock: MemberLock;
  /** Removal is not offered, and why (the owner cannot be removed; removing oneself is leaving, allowed). */
  removeLock: MemberLock;
  busy: boolean;
  confirmingRemoval: boolean;
}

export interface InviteRow {
  invite: SpaceInvite;
  busy: boolean;
  /** An ADMIN may only manage MEMBER invitations. */
  locked: boolean;
}

export type ManagementView =
  | { kind: 'loading' }
  | { kind: 'forbidden'; notice: Notice }
  | { kind: 'failed'; notice: Notice }
  | {
      kind: 'ready';
      spaceName: string;
      busy: boolean;
      inviting: boolean;
      members: MemberRow[];
      invites: InviteRow[];
      /** Roles the viewer may invite with. */
      inviteRoles: InviteRole[];
      inviteErrors: Record<string, Notice>;
      invitesSent: number;
      notice: WorkspaceNoticeKey | null;
      error: Notice | null;
    };
