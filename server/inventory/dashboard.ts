// The workspace's inventory at a glance (issue 15, item 6; GET /inventory-summary): the current inventory (the
// latest reporting year, of it the latest version), its totals by scope, its figures per month and facility and
// what it still misses, read from the stored result summary (server/inventory/results.ts), and the plan's
// GHG_REPORT usage (server/spaces/usage.ts). Any active member reads it.
import { inventoryCoverage } from '../../domain/inventory/coverage';
import type { Db } from '../db/client';
import { findInventory } from '../db/repos/inventory';
import type { components } from '../../openapi/schema';
import { checkAccess } from '../spaces/usage';
import { boundaryFacilityScopes, resultSummary } from './results';

type Dashboard = components['schemas']['InventoryDashboard'];

/** The workspace's inventories, newest year and version first: the first is the current one. */
async function inventoryIds(db: Db, spaceId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM inventories WHERE space_id = $1 ORDER BY reporting_year DESC, version_no DESC',
    [spaceId],
  );
  return rows.map((row) => row.id);
}

export async function inventoryDashboard(db: Db, spaceId: string): Promise<Dashboard> {
  const [ids, decision] = await Promise.all([
    inventoryIds(db, spaceId),
    checkAccess(db, spaceId, 'GHG_REPORT', 1),
  ]);
  const usage = { resource: 'GHG_REPORT' as const, used: decision.used, limit: decision.limit };
  const currentId = ids[0];
  const inventory = currentId ? await findInventory(db, spaceId, currentId) : null;
  if (!inventory) return { inventory: null, inventoryCount: ids.length, usage };
  const summary = await resultSummary(db, spaceId, inventory.id, inventory.gwpSet);
  const nameOf = new Map(inventory.facilities.map((f) => [f.facilityId, f.name]));
  const coverage = inventoryCoverage({
    reportingYear: inventory.reportingYear,
    boundaryFacilityIds: inventory.facilities.map((f) => f.facilityId),
    periods: summary.periods.map((p) => ({
      facilityId: p.facilityId,
      period:
        p.kind === 'month'
          ? { kind: 'month', year: p.year, month: p.number! }
          : p.kind === 'quarter'
            ? { kind: 'quarter', year: p.year, quarter: p.number! }
            : { kind: 'year', year: p.year },
    })),
  });
  return {
    inventory: {
      id: inventory.id,
      reportingYear: inventory.reportingYear,
      versionNo: inventory.versionNo,
      status: inventory.status,
      gwpSet: inventory.gwpSet,
      isBaseYear: inventory.isBaseYear,
      chosenAs: 'LATEST_YEAR_LATEST_VERSION',
      rowCount: summary.byScope.reduce((n, b) => n + b.rowCount, 0),
      totals: summary.totals,
      months: summary.months,
      facilities: boundaryFacilityScopes(inventory, summary.facilities),
      missing: {
        facilitiesWithoutData: coverage.facilitiesWithoutData.map((facilityId) => ({
          facilityId,
          name: nameOf.get(facilityId) ?? '',
        })),
        missingMonths: coverage.missingMonths.map((gap) => ({
          facilityId: gap.facilityId,
          name: nameOf.get(gap.facilityId) ?? '',
          months: gap.months,
        })),
        noFactorRowCount: summary.noFactorRowIds.length,
        invalidRowCount: summary.invalidRowIds.length,
        outsideBoundaryRowCount: summary.outsideBoundaryRowIds.length,
      },
    },
    inventoryCount: ids.length,
    usage,
  };
}
