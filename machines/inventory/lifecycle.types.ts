// Types of the inventory lifecycle machine (lifecycle.machine.ts), built from domain/inventory/lifecycle.ts.
import type { SpaceRole } from '../../domain/membership-lifecycle';
import type { InventoryStatus, LifecycleEvent } from '../../domain/inventory/lifecycle';

/** A lifecycle event as the machine takes it; `reason` is required (not blank) for REQUEST_CHANGES. */
export type LifecycleMachineEvent = { type: LifecycleEvent; reason?: string };

export interface LifecycleContext {
  /** The viewer's role in the workspace: the events it may send are the definition's. */
  role: SpaceRole;
  /** The inventory's version number; REOPEN leads to the next version's DRAFT. */
  versionNo: number;
  /** The reason of the last accepted event that had one (a request for changes says what to change). */
  reason: string | null;
  /** The status it was started in (the `init` state goes there at once). */
  startStatus: InventoryStatus;
}

export interface LifecycleInput {
  status: InventoryStatus;
  role: SpaceRole;
  versionNo?: number;
}

export interface LifecycleTypes {
  context: LifecycleContext;
  events: LifecycleMachineEvent;
  input: LifecycleInput;
}
