// The shapes the inventory machines (issue 15, slice 1) share: the contract's Facility and Inventory, the requests
// their actors make, and the failure notice a view shows.
import type { components } from '../../openapi/schema';
import type { Notice } from '../../domain/failures';

export type Facility = components['schemas']['Facility'];
export type Inventory = components['schemas']['Inventory'];
export type FacilityValues = Omit<components['schemas']['FacilityInput'], 'version'>;
export type CreateInventoryValues = components['schemas']['CreateInventoryRequest'];
export type BoundaryValues = Omit<components['schemas']['BoundaryRequest'], 'version'>;

/** Every inventory call acts in one workspace (X-Space-Id); null: the caller's default workspace. */
export interface SpaceInput {
  spaceId: string | null;
}

/** A refused or failed call: the form-level notice and the field notices of a VALIDATION_FAILED answer. */
export interface Refusal {
  notice: Notice;
  fieldErrors: Record<string, Notice>;
  /** The API's code (e.g. STALE_VERSION, PLAN_LIMIT_REACHED) for views that explain it. */
  code: string | null;
}
