// The demo workspace's GHG inventory (npm start): two illustrative facilities with real Vietnamese addresses from the
// location lists (GSO codes, which are the ids of cities, districts and wards) and a DRAFT inventory for 2025
// including both under operational control. Illustrative: the names are invented (`illustrative` marks them on
// screen); no figure is seeded. Idempotent: nothing is added once the workspace has an illustrative facility.
// Written through the same repos as the API, with their audit events, in one transaction.
import type { Db } from '../db/client';
import {
  findInventory,
  insertAuditEvent,
  insertFacility,
  insertInventory,
  replaceBoundary,
  type FacilityFields,
} from '../db/repos/inventory';

export const DEMO_INVENTORY_YEAR = 2025;

/** Addresses by GSO code: Bà Rịa - Vũng Tàu (77) / Thành phố Phú Mỹ (754) / Phường Mỹ Xuân (26719); Hải Phòng
 * (31) / Quận Hồng Bàng (303) / Phường Sở Dầu (11302). */
export const DEMO_FACILITIES: readonly (Omit<FacilityFields, 'countryId' | 'sectorId'> & {
  sectorCode: string;
})[] = [
  {
    name: 'Nhà máy cán thép Phú Mỹ (minh họa)',
    cityId: 77,
    districtId: 754,
    wardId: 26719,
    street: 'KCN Mỹ Xuân A',
    sectorCode: 'IRON_STEEL',
  },
  {
    name: 'Kho thành phẩm Hải Phòng (minh họa)',
    cityId: 31,
    districtId: 303,
    wardId: 11302,
    street: 'Đường Hà Nội',
    sectorCode: 'IRON_STEEL',
  },
];

export async function seedDemoInventory(db: Db, spaceId: string, owner: { id: string; email: string }) {
  await db.transaction(async (tx) => {
    const { rows: existing } = await tx.query(
      'SELECT 1 FROM facilities WHERE space_id = $1 AND illustrative',
      [spaceId],
    );
    if (existing.length > 0) return;
    const { rows: vn } = await tx.query<{ id: number }>(`SELECT id FROM countries WHERE code = 'VN'`);
    if (!vn[0]) return;
    const ids: string[] = [];
    for (const { sectorCode, ...fields } of DEMO_FACILITIES) {
      const { rows: sectors } = await tx.query<{ id: number }>('SELECT id FROM sectors WHERE code = $1', [
        sectorCode,
      ]);
      const facility = await insertFacility(
        tx,
        spaceId,
        { ...fields, countryId: vn[0].id, sectorId: sectors[0]?.id ?? null },
        { illustrative: true },
      );
      ids.push(facility.id);
      await insertAuditEvent(tx, {
        spaceId,
        inventoryId: null,
        entity: 'FACILITY',
        entityId: facility.id,
        action: 'FACILITY_CREATED',
        actor: owner,
        before: null,
        after: {
          name: facility.name,
          countryId: facility.countryId,
          wardId: facility.wardId,
          illustrative: true,
        },
      });
    }
    const { rows: inventories } = await tx.query('SELECT 1 FROM inventories WHERE space_id = $1', [spaceId]);
    if (inventories.length > 0) return;
    const inventoryId = await insertInventory(tx, {
      spaceId,
      reportingYear: DEMO_INVENTORY_YEAR,
      isBaseYear: true,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      gwpSet: 'AR5',
      createdBy: owner.id,
    });
    await replaceBoundary(
      tx,
      inventoryId,
      ids.map((facilityId) => ({ facilityId, equitySharePercent: null })),
    );
    const inventory = (await findInventory(tx, spaceId, inventoryId))!;
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId,
      entity: 'INVENTORY',
      entityId: inventoryId,
      action: 'INVENTORY_CREATED',
      actor: owner,
      before: null,
      after: { reportingYear: DEMO_INVENTORY_YEAR, isBaseYear: true, status: inventory.status },
    });
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId,
      entity: 'BOUNDARY',
      entityId: inventoryId,
      action: 'BOUNDARY_REPLACED',
      actor: owner,
      before: null,
      after: {
        consolidationApproach: 'OPERATIONAL_CONTROL',
        facilities: ids.map((facilityId) => ({ facilityId })),
      },
    });
  });
}
