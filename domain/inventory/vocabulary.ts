// The GHG inventory's closed lists (issue 15), as codes shared by the database (CHECK constraints in
// server/db/migrations/1100_inventory_boundary.sql), the OpenAPI document (enums) and the browser (labels live in
// the `inventory` i18n namespace, keyed by these codes). Adding a code means adding it in all three places;
// domain/inventory/boundary.test.ts compares them with the migration.
//
// Slice 1 (the boundary) uses the approaches, the GWP sets, the facility statuses and DRAFT; the whole lifecycle,
// the scopes and the scope 3 categories are listed now so that later slices (activity data, engine, review) add
// rows, not vocabulary.

/**
 * How the workspace draws its organisational boundary (GHG Protocol Corporate Standard ch. 3; ISO 14064-1 5.1).
 * Operational control is the default: it is what Decree 06/2022 facility inventories and most Vietnamese
 * companies report, and it includes 100% of each controlled facility.
 */
export const CONSOLIDATION_APPROACHES = ['OPERATIONAL_CONTROL', 'FINANCIAL_CONTROL', 'EQUITY_SHARE'] as const;
export type ConsolidationApproach = (typeof CONSOLIDATION_APPROACHES)[number];
export const DEFAULT_CONSOLIDATION_APPROACH: ConsolidationApproach = 'OPERATIONAL_CONTROL';

/**
 * The GWP-100 set an inventory converts with (domain/ghg-factors.ts `GWP` holds the values and their sources).
 * AR5 by default: UNFCCC transparency reporting (Decision 18/CMA.1) uses AR5, and so does the risk assessment of
 * this product (shared/domain/ghg-reference.md, "Recommendation: AR5 as the default, switchable to AR6").
 */
export const GWP_SETS = ['AR5', 'AR6'] as const;
export type InventoryGwpSet = (typeof GWP_SETS)[number];
export const DEFAULT_GWP_SET: InventoryGwpSet = 'AR5';

/**
 * The inventory's lifecycle (issue 15 item 5): draft -> submitted -> under review -> changes requested ->
 * approved -> locked; reopening a locked inventory creates a new version (`versionNo` + 1) in DRAFT. Slice 1
 * creates and edits DRAFTs only; the moves come with the lifecycle slice.
 */
export const INVENTORY_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'UNDER_REVIEW',
  'CHANGES_REQUESTED',
  'APPROVED',
  'LOCKED',
] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/** Statuses in which the boundary and the settings may still change. */
export const EDITABLE_INVENTORY_STATUSES: readonly InventoryStatus[] = ['DRAFT', 'CHANGES_REQUESTED'];

export function isInventoryEditable(status: InventoryStatus): boolean {
  return EDITABLE_INVENTORY_STATUSES.includes(status);
}

export const FACILITY_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type FacilityStatus = (typeof FACILITY_STATUSES)[number];

/**
 * What an audit event is about (inventory_audit_events.entity; slice 2 added ACTIVITY_ROW and FACTOR in
 * server/db/migrations/1300_inventory_activity.sql; the review added COMMENT in 1400_inventory_review.sql).
 */
export const AUDIT_ENTITIES = [
  'FACILITY',
  'INVENTORY',
  'BOUNDARY',
  'ACTIVITY_ROW',
  'FACTOR',
  'COMMENT',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The audit actions of slices 1 and 2 and of the lifecycle (domain/inventory/lifecycle.ts LIFECYCLE_AUDIT_ACTIONS). */
export const AUDIT_ACTIONS = [
  'FACILITY_CREATED',
  'FACILITY_UPDATED',
  'FACILITY_ARCHIVED',
  'INVENTORY_CREATED',
  'INVENTORY_UPDATED',
  'BASE_YEAR_MOVED',
  'BOUNDARY_REPLACED',
  'ACTIVITY_ROW_CREATED',
  'ACTIVITY_ROW_UPDATED',
  'ACTIVITY_ROW_DELETED',
  'FACTOR_CREATED',
  'INVENTORY_SUBMITTED',
  'INVENTORY_WITHDRAWN',
  'INVENTORY_REVIEW_STARTED',
  'INVENTORY_CHANGES_REQUESTED',
  'INVENTORY_APPROVED',
  'INVENTORY_LOCKED',
  'INVENTORY_REOPENED',
  'INVENTORY_VERSION_CREATED',
  'COMMENT_CREATED',
  'COMMENT_RESOLVED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The scopes of ISO 14064-1 / the GHG Protocol, for the activity data of slice 2. */
export const SCOPES = ['SCOPE_1', 'SCOPE_2', 'SCOPE_3'] as const;
export type Scope = (typeof SCOPES)[number];

/** Scope 1 and 2 categories offered by slice 2 (issue 15 item 2). */
export const SCOPE_1_CATEGORIES = [
  'STATIONARY_COMBUSTION',
  'MOBILE_COMBUSTION',
  'FUGITIVE_REFRIGERANTS',
  'PROCESS_EMISSIONS',
] as const;
export const SCOPE_2_CATEGORIES = ['ELECTRICITY_LOCATION_BASED', 'ELECTRICITY_MARKET_BASED'] as const;

/** The 15 scope 3 categories of the GHG Protocol Corporate Value Chain Standard, in its order (1..15). */
export const SCOPE_3_CATEGORIES = [
  'PURCHASED_GOODS_AND_SERVICES',
  'CAPITAL_GOODS',
  'FUEL_AND_ENERGY_RELATED',
  'UPSTREAM_TRANSPORTATION',
  'WASTE_GENERATED',
  'BUSINESS_TRAVEL',
  'EMPLOYEE_COMMUTING',
  'UPSTREAM_LEASED_ASSETS',
  'DOWNSTREAM_TRANSPORTATION',
  'PROCESSING_OF_SOLD_PRODUCTS',
  'USE_OF_SOLD_PRODUCTS',
  'END_OF_LIFE_OF_SOLD_PRODUCTS',
  'DOWNSTREAM_LEASED_ASSETS',
  'FRANCHISES',
  'INVESTMENTS',
] as const;
export type Scope3Category = (typeof SCOPE_3_CATEGORIES)[number];
