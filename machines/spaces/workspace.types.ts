// The API shapes the workspace screens' machines share (workspace home, invitation links, workspace management),
// and the success notices they announce.
import type { components } from '../../openapi/schema';

type Schemas = components['schemas'];
export type Tenant = Schemas['Tenant'];
export type ReceivedInvitation = Schemas['ReceivedInvitation'];
export type SpaceMembership = Schemas['SpaceMembership'];
export type SpaceMember = Schemas['SpaceMember'];
export type SpaceInvite = Schemas['SpaceInvite'];
export type InviteInfo = Schemas['InviteInfo'];
export type SpaceRole = Schemas['SpaceRole'];
export type MemberStatus = Schemas['MemberStatus'];
export type InviteRole = Schemas['InviteUserRequest']['role'];
export type SubscriptionResource = Schemas['SubscriptionResource'];
export type AccessDecision = Schemas['AccessDecision'];

/** One metered resource of the current space's plan. */
export interface UsageLine {
  resource: SubscriptionResource;
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

/** Success notices of the workspace screens (texts in the `workspace.notices` dictionary). */
export type WorkspaceNoticeKey =
  | 'joined'
  | 'spaceCreated'
  | 'memberSuspended'
  | 'memberReactivated'
  | 'memberRemoved'
  | 'inviteSent'
  | 'inviteResent'
  | 'inviteDeleted';
