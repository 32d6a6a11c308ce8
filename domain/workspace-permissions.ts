// Who may do what in a workspace: the ONE permission table, written once as data. The server enforces it on every
// call (server/spaces/access.ts), the API test (tests/api/spaces-permissions.test.ts) derives the expected status
// of every call for every kind of caller from it, the README's table is rendered from it
// (server/spaces/permissions.ts), and the machines and pages read what a viewer may do from the rules below
// (`mayCall`, `mayActOn`, `invitableRoles`, `memberLock`) instead of writing the rules again.
//
// Audiences:
// - `public`: anyone, signed in or not (a token that is sent must be valid);
// - `signedIn`: any signed-in user; the call's own rule decides the rest (e.g. the invitation must be theirs);
// - `space`: an ACTIVE member of the space the call acts on (X-Space-Id, the body's spaceId or the path's id)
//   with one of the listed roles. A suspended member, a non-member and a member of another role get 403
//   FORBIDDEN; signed out is 401.
// A role's scope says on what it may act: `any` (every member or invitation of the space, subject to the
// last-owner guard), `memberTargets` (only MEMBERs and AUDITORs and their invitations: the roles that manage
// nobody), `self` (only themselves).
//
// AUDITOR (issue 15 item 5) reads every call of the inventory area, comments on rows and reviews; it has no write
// of data, boundary, facilities, factors or denominators, and no member management. Which lifecycle event each
// role may send through `transitionInventory` is the lifecycle's own table (domain/inventory/lifecycle.ts
// LIFECYCLE_EVENT_ROLES), checked by the same call (403 FORBIDDEN).
import type { SpaceRole } from './membership-lifecycle';

export type Scope = 'any' | 'memberTargets' | 'self';

export type Audience =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'space'; roles: Partial<Record<SpaceRole, readonly Scope[]>> };

export interface Permission {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  audience: Audience;
  /** One line for the README (English). */
  note: string;
}

const ALL: readonly Scope[] = ['any'];

export const PERMISSIONS = {
  createSpace: {
    method: 'post',
    path: '/spaces',
    audience: { kind: 'signedIn' },
    note: 'The creator becomes OWNER; a user owns at most one space (409 CONFLICT).',
  },
  getTenant: {
    method: 'get',
    path: '/tenant',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: 'Without X-Space-Id any signed-in user: the default space, or null.',
  },
  joinTenant: {
    method: 'post',
    path: '/tenant/{id}/join',
    audience: { kind: 'signedIn' },
    note: 'Only with a pending invitation to the caller’s e-mail.',
  },
  listMembers: {
    method: 'get',
    path: '/spaces/management',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: '',
  },
  changeUserStatus: {
    method: 'put',
    path: '/spaces/change-user-status',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ['memberTargets'] } },
    note: 'Never one’s own status; the owner cannot be suspended (409 LAST_OWNER).',
  },
  deleteUser: {
    method: 'delete',
    path: '/spaces/delete-user/{id}',
    audience: {
      kind: 'space',
      roles: { OWNER: ALL, ADMIN: ['memberTargets', 'self'], MEMBER: ['self'], AUDITOR: ['self'] },
    },
    note: 'Anyone may leave; the only owner cannot (409 LAST_OWNER).',
  },
  inviteUser: {
    method: 'post',
    path: '/spaces/invite-user',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ['memberTargets'] } },
    note: 'Limited by the plan’s MEMBER_SEAT (403 PLAN_LIMIT_REACHED).',
  },
  listPendingInvites: {
    method: 'get',
    path: '/spaces/user-invited-pending',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: '',
  },
  deletePendingInvite: {
    method: 'delete',
    path: '/spaces/delete-pending-invite/{id}',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ['memberTargets'] } },
    note: '',
  },
  resendInvite: {
    method: 'post',
    path: '/spaces/resend-invite/{id}',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ['memberTargets'] } },
    note: '',
  },
  joinSpaceByInvitation: {
    method: 'post',
    path: '/spaces/user-join-space',
    audience: { kind: 'signedIn' },
    note: 'Only the invited e-mail (403 FORBIDDEN otherwise).',
  },
  getInviteInfo: {
    method: 'get',
    path: '/spaces/invite-info',
    audience: { kind: 'public' },
    note: 'The link’s param is the capability.',
  },
  sendContactSale: {
    method: 'post',
    path: '/spaces/sent-contact-sale',
    audience: { kind: 'public' },
    note: '',
  },
  listPlans: {
    method: 'get',
    path: '/subscription/plans',
    audience: { kind: 'public' },
    note: '',
  },
  validateAccess: {
    method: 'post',
    path: '/subscription/validate-access-subscripiton',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: 'The space is the body’s spaceId (default: the caller’s default space).',
  },
  resourceHistory: {
    method: 'get',
    path: '/subscription/resource-history/{id}',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: 'The path’s id is the space.',
  },
  createGhgReport: {
    method: 'post',
    path: '/ghg-reports',
    audience: { kind: 'public' },
    note: 'Signed in: made in the X-Space-Id (or default) space, counted as RISK_ASSESSMENT; signed out: unclaimed.',
  },
  getGhgReport: {
    method: 'get',
    path: '/ghg-reports/{id}',
    audience: { kind: 'public' },
    note: 'Unclaimed: anyone with the id. A workspace’s report: its active members only (404 for anyone else).',
  },
  getGhgReportPdf: {
    method: 'get',
    path: '/ghg-reports/{id}/pdf',
    audience: { kind: 'public' },
    note: 'As `GET /ghg-reports/{id}`, or with the report’s live share token (`?share=`).',
  },
  getSharedGhgReport: {
    method: 'get',
    path: '/ghg-shared-reports/{token}',
    audience: { kind: 'public' },
    note: 'The share link’s token is the capability (404 once revoked).',
  },
  listGhgReports: {
    method: 'get',
    path: '/ghg-reports',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: 'The space’s emission-risk assessments, newest first.',
  },
  claimGhgReport: {
    method: 'post',
    path: '/ghg-reports/{id}/claim',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL } },
    note: 'An unclaimed report into the space; same space again: 200; another space’s: 409 CONFLICT.',
  },
  shareGhgReport: {
    method: 'post',
    path: '/ghg-reports/{id}/share',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL } },
    note: 'A new share-link token (an older link stops working); only a report of the space.',
  },
  unshareGhgReport: {
    method: 'delete',
    path: '/ghg-reports/{id}/share',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL } },
    note: 'Turns the share link off.',
  },
  // The GHG inventory (issue 15, slice 1: the boundary). OWNER and ADMIN manage facilities and inventories;
  // MEMBERs and AUDITORs read (MEMBERs enter activity data from slice 2 on; AUDITORs never write). The space is X-Space-Id; a thing of another
  // workspace answers 404.
  listInventories: {
    method: 'get',
    path: '/inventories',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
  createInventory: {
    method: 'post',
    path: '/inventories',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: 'One per reporting year; limited by the plan’s GHG_REPORT (403 PLAN_LIMIT_REACHED).',
  },
  getInventory: {
    method: 'get',
    path: '/inventories/{id}',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
  updateInventory: {
    method: 'put',
    path: '/inventories/{id}',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: 'GWP set and base-year mark; exactly one base year (409 BASE_YEAR_REQUIRED).',
  },
  replaceInventoryBoundary: {
    method: 'put',
    path: '/inventories/{id}/boundary',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: 'Approach and facilities together; equity shares with EQUITY_SHARE only.',
  },
  listFacilities: {
    method: 'get',
    path: '/facilities',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
  createFacility: {
    method: 'post',
    path: '/facilities',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: '',
  },
  getFacility: {
    method: 'get',
    path: '/facilities/{id}',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
  updateFacility: {
    method: 'put',
    path: '/facilities/{id}',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: '',
  },
  archiveFacility: {
    method: 'post',
    path: '/facilities/{id}/archive',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: 'Kept in the inventories that include it.',
  },
  // The GHG inventory's activity data (issue 15, slice 2). MEMBERs enter, edit and delete rows like OWNER and
  // ADMIN (while the inventory is DRAFT or CHANGES_REQUESTED); a workspace factor changes figures, so OWNER and
  // ADMIN add it. Everyone (AUDITOR included) reads the factors, rows, results, audit trail and CSV.
  listEmissionFactors: {
    method: 'get',
    path: '/emission-factors',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: 'The library and the workspace’s own factors.',
  },
  createEmissionFactor: {
    method: 'post',
    path: '/emission-factors',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: 'Source and evidence required; a code once (409 FACTOR_CODE_TAKEN).',
  },
  listActivityRows: {
    method: 'get',
    path: '/inventories/{id}/activity-rows',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
  createActivityRow: {
    method: 'post',
    path: '/inventories/{id}/activity-rows',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL } },
    note: 'While DRAFT or CHANGES_REQUESTED (409 otherwise); the facility in the boundary.',
  },
  updateActivityRow: {
    method: 'put',
    path: '/inventories/{id}/activity-rows/{rowId}',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL } },
    note: 'With the version seen (409 STALE_VERSION).',
  },
  deleteActivityRow: {
    method: 'delete',
    path: '/inventories/{id}/activity-rows/{rowId}',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL } },
    note: 'With the version seen (409 STALE_VERSION).',
  },
  getInventoryResults: {
    method: 'get',
    path: '/inventories/{id}/results',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
  getInventoryDenominators: {
    method: 'get',
    path: '/inventories/{id}/denominators',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
  updateInventoryDenominators: {
    method: 'put',
    path: '/inventories/{id}/denominators',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL } },
    note: 'Revenue, product tonnes, employees for the intensities; with the inventory’s version.',
  },
  listInventoryAuditEvents: {
    method: 'get',
    path: '/inventories/{id}/audit-events',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: 'Append-only.',
  },
  importActivityRowsCsv: {
    method: 'post',
    path: '/inventories/{id}/activity-rows.csv',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL } },
    note: 'All lines or none; ambiguous numbers refused.',
  },
  // The inventory's lifecycle, review and row comments (issue 15 item 5). Everyone active reads; the transitions
  // call is open to the four roles and the lifecycle's table decides per event (a MEMBER never approves); OWNER,
  // ADMIN, MEMBER and AUDITOR comment and resolve comments.
  transitionInventory: {
    method: 'post',
    path: '/inventories/{id}/transitions',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: 'Per event: SUBMIT/WITHDRAW OWNER, ADMIN, MEMBER; START_REVIEW/REQUEST_CHANGES/APPROVE AUDITOR, OWNER, ADMIN; LOCK/REOPEN OWNER, ADMIN (403 otherwise).',
  },
  listInventoryVersions: {
    method: 'get',
    path: '/inventories/{id}/versions',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: 'The versions of the reporting year, oldest first.',
  },
  listInventoryComments: {
    method: 'get',
    path: '/inventories/{id}/comments',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
  listRowComments: {
    method: 'get',
    path: '/inventories/{id}/activity-rows/{rowId}/comments',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
  createRowComment: {
    method: 'post',
    path: '/inventories/{id}/activity-rows/{rowId}/comments',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: 'Not on a LOCKED version (409 INVENTORY_LOCKED).',
  },
  resolveRowComment: {
    method: 'post',
    path: '/inventories/{id}/activity-rows/{rowId}/comments/{commentId}/resolve',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: 'Not on a LOCKED version (409 INVENTORY_LOCKED).',
  },
  exportActivityRowsCsv: {
    method: 'get',
    path: '/inventories/{id}/activity-rows.csv',
    audience: { kind: 'space', roles: { OWNER: ALL, ADMIN: ALL, MEMBER: ALL, AUDITOR: ALL } },
    note: '',
  },
} as const satisfies Record<string, Permission>;

export type PermissionKey = keyof typeof PERMISSIONS;

/** The kinds of caller the table (and the API test) distinguishes. */
export const CALLERS = [
  'OWNER',
  'ADMIN',
  'MEMBER',
  'AUDITOR',
  'SUSPENDED',
  'NON_MEMBER',
  'SIGNED_OUT',
] as const;
export type CallerKind = (typeof CALLERS)[number];

/** The scopes a role has for a call (empty: not allowed). */
export function scopesOf(key: PermissionKey, role: SpaceRole): readonly Scope[] {
  const audience: Audience = PERMISSIONS[key].audience;
  if (audience.kind !== 'space') return ['any'];
  return audience.roles[role] ?? [];
}

/**
 * May this kind of caller make the call at all? For space calls, a role whose only scope is `self` counts as
 * allowed (it may act on itself).
 */
export function callerMayCall(key: PermissionKey, caller: CallerKind): boolean {
  const audience: Audience = PERMISSIONS[key].audience;
  if (audience.kind === 'public') return true;
  if (caller === 'SIGNED_OUT') return false;
  if (audience.kind === 'signedIn') return true;
  if (caller === 'SUSPENDED' || caller === 'NON_MEMBER') return false;
  return (audience.roles[caller] ?? []).length > 0;
}

/** May a member of this role make the call at all (for at least one target)? */
export function mayCall(key: PermissionKey, role: SpaceRole): boolean {
  return scopesOf(key, role).length > 0;
}

/** The roles that manage nobody: an ADMIN's `memberTargets` scope reaches them (and their invitations). */
export const MANAGED_ROLES: readonly SpaceRole[] = ['MEMBER', 'AUDITOR'];

/** The roles an invitation may offer (OWNER never). */
export type InvitableRole = Exclude<SpaceRole, 'OWNER'>;

/** A target of a call: a member (with its user id) or an invitation (with the role it offers). */
export interface PermissionTarget {
  role: SpaceRole;
  userId?: string | null;
}

/**
 * May an actor of this role (and user id) make the call on this target? `any`, only MEMBER targets, or only
 * themselves. The server answers 403 FORBIDDEN where this is false.
 */
export function mayActOn(
  key: PermissionKey,
  actor: { role: SpaceRole; userId: string },
  target: PermissionTarget,
): boolean {
  const scopes = scopesOf(key, actor.role);
  if (scopes.includes('any')) return true;
  if (scopes.includes('memberTargets') && MANAGED_ROLES.includes(target.role)) return true;
  return scopes.includes('self') && target.userId === actor.userId;
}

/** The roles an actor of this role may invite with (OWNER is never invited: a space has one owner). */
export function invitableRoles(role: SpaceRole): InvitableRole[] {
  return (['MEMBER', 'AUDITOR', 'ADMIN'] as const).filter((target) =>
    mayActOn('inviteUser', { role, userId: '' }, { role: target }),
  );
}

/** Why a member's row offers no status change or removal, for the viewer. */
export type MemberLock = 'owner' | 'self' | 'adminOnlyByOwner' | null;

/**
 * Whether the viewer may change a member's status or remove them, and why not: the owner is never suspended nor
 * removed (last-owner guard), nobody changes their own status (removing oneself is leaving, allowed), and the
 * table's scopes decide the rest.
 */
export function memberLock(
  viewer: { role: SpaceRole; userId: string },
  member: { role: SpaceRole; userId: string },
  action: 'status' | 'remove',
): MemberLock {
  if (member.role === 'OWNER') return 'owner';
  if (member.userId === viewer.userId) return action === 'status' ? 'self' : null;
  const key: PermissionKey = action === 'status' ? 'changeUserStatus' : 'deleteUser';
  return mayActOn(key, viewer, member) ? null : 'adminOnlyByOwner';
}
