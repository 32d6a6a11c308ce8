// Who may change an inventory's activity data, and when (issue 15 item 2), as the screens ask it: the lifecycle's
// data side (OWNER, ADMIN and MEMBER; never an AUDITOR) while the inventory is DRAFT or CHANGES_REQUESTED, both read
// from the one lifecycle definition (domain/inventory/lifecycle.ts) the server decides with (403 to other roles, 409
// INVENTORY_NOT_EDITABLE to other statuses).
import type { SpaceRole } from '../membership-lifecycle';
import { mayCall } from '../workspace-permissions';
import { DATA_EDITOR_ROLES, isCommentable, isDataEditable, type InventoryStatus } from './lifecycle';

export { DATA_EDITOR_ROLES };

/** Whether a member with `role` may change the activity data of an inventory in `status`. */
export function canEditInventoryData(role: SpaceRole | null, status: InventoryStatus): boolean {
  return role !== null && DATA_EDITOR_ROLES.includes(role) && isDataEditable(status);
}

/** Roles that add a workspace's own emission factor (a factor changes figures: managed like the boundary). */
export const FACTOR_EDITOR_ROLES: readonly SpaceRole[] = ['OWNER', 'ADMIN'];

export function canAddWorkspaceFactor(role: SpaceRole | null): boolean {
  return role !== null && FACTOR_EDITOR_ROLES.includes(role);
}

/** Whether a member with `role` may comment on (and resolve comments of) an inventory's rows in `status`. */
export function canCommentOnRows(role: SpaceRole | null, status: InventoryStatus): boolean {
  return role !== null && mayCall('createRowComment', role) && isCommentable(status);
}
