// Who may change an inventory's activity data, and when (issue 15 item 2): OWNER, ADMIN and MEMBER, while the
// inventory is DRAFT or CHANGES_REQUESTED (the server's rule: server/inventory/activity.ts answers 403 to other
// roles and 409 CONFLICT to other statuses). The one place the screens ask; the review lifecycle (another slice)
// adjusts it here, e.g. an AUDITOR role that reads and comments but never edits.
import type { SpaceRole } from '../membership-lifecycle';
import { isInventoryEditable, type InventoryStatus } from './vocabulary';

/** Roles that enter, edit, import and delete activity rows. */
export const DATA_EDITOR_ROLES: readonly SpaceRole[] = ['OWNER', 'ADMIN', 'MEMBER'];

/** Whether a member with `role` may change the activity data of an inventory in `status`. */
export function canEditInventoryData(role: SpaceRole | null, status: InventoryStatus): boolean {
  return role !== null && DATA_EDITOR_ROLES.includes(role) && isInventoryEditable(status);
}

/** Roles that add a workspace's own emission factor (a factor changes figures: managed like the boundary). */
export const FACTOR_EDITOR_ROLES: readonly SpaceRole[] = ['OWNER', 'ADMIN'];

export function canAddWorkspaceFactor(role: SpaceRole | null): boolean {
  return role !== null && FACTOR_EDITOR_ROLES.includes(role);
}
