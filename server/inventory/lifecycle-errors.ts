// The errors of the inventory's lifecycle (issue 15 item 5), shared by every inventory write: data changes need a
// DRAFT or CHANGES_REQUESTED inventory, comments an unlocked one, and a transition must be allowed from the status.
import { ApiError } from '../errors';

/** A data write (rows, boundary, settings, denominators, import) while the status does not allow it. */
export const inventoryNotEditable = () => new ApiError(409, 'INVENTORY_NOT_EDITABLE', 'inventoryNotEditable');

/** A lifecycle event the inventory's current status does not allow. */
export const transitionNotAllowed = () =>
  new ApiError(409, 'INVENTORY_TRANSITION_NOT_ALLOWED', 'inventoryTransitionNotAllowed');

/** REOPEN of a locked version that already has a later version. */
export const notLatestVersion = () =>
  new ApiError(409, 'INVENTORY_NOT_LATEST_VERSION', 'inventoryNotLatestVersion');

/** A comment (or its resolution) on a LOCKED version, which is read-only. */
export const inventoryLocked = () => new ApiError(409, 'INVENTORY_LOCKED', 'inventoryLocked');
