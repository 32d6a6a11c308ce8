// The shapes the activity-data machines (issue 15 item 2) share: the contract's ActivityRow, its input, the
// emission factors and the list's filters.
import type { components } from '../../openapi/schema';
import type { Inventory, SpaceInput } from './inventory.types';

export type ActivityRow = components['schemas']['ActivityRow'];
export type ActivityRowValues = Omit<components['schemas']['ActivityRowInput'], 'version'>;
export type ActivityCategoryCode = components['schemas']['ActivityCategory'];
export type EmissionFactor = components['schemas']['EmissionFactor'];
export type WorkspaceFactorValues = components['schemas']['WorkspaceFactorInput'];
export type PageMeta = components['schemas']['PageMeta'];

export interface InventoryInput extends SpaceInput {
  inventoryId: string;
}

/** The list's filters (every one optional: none lists every row). */
export interface RowFilters {
  facilityId?: string;
  scope?: 1 | 2 | 3;
  category?: ActivityCategoryCode;
  periodKind?: 'MONTH' | 'QUARTER' | 'YEAR';
  periodNumber?: number;
  year?: number;
}

/** One page of rows. */
export interface RowsPage {
  rows: ActivityRow[];
  page: number;
  pageCount: number;
  total: number;
}

export type LoadRowsInput = InventoryInput & { filters: RowFilters; page: number; take: number };
export type LoadInventoryOutput = Inventory;
