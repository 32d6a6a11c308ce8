// Registry entries of the GHG inventory's boundary (issue 15, slice 1): the inventories list and creation, the
// facilities list and editor, the cascading address picker, and one inventory's boundary editor.
import type { AnyMachineSnapshot } from 'xstate';
import {
  addressPickerMachine,
  type AddressPickerEvent,
} from '../../../machines/inventory/address-picker.machine';
import { boundaryMachine, type BoundaryEvent } from '../../../machines/inventory/boundary.machine';
import { facilitiesMachine, type FacilitiesEvent } from '../../../machines/inventory/facilities.machine';
import { inventoriesMachine, type InventoriesEvent } from '../../../machines/inventory/inventories.machine';
import type { Facility, Inventory } from '../../../machines/inventory/inventory.types';
import { inventoryLifecycleMachine } from '../../../machines/inventory/lifecycle.machine';
import type { LifecycleMachineEvent } from '../../../machines/inventory/lifecycle.types';
import { INVENTORY_STATUSES } from '../../../domain/inventory/lifecycle';
import { typed, done, failed, apiError, offline, rateLimited, type MachineEntry } from './entry';

const SPACE_ID = '3f0c1c8e-6a51-4f0e-9d0c-5d1f2a6b1c01';

export const FACILITY: Facility = {
  id: '6a0f3c1e-2b4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Nhà máy cán thép Phú Mỹ (minh họa)',
  address: {
    countryId: 1,
    cityId: 77,
    districtId: 754,
    wardId: 26719,
    street: 'KCN Mỹ Xuân A',
    countryName: 'Việt Nam',
    cityName: 'Tỉnh Bà Rịa - Vũng Tàu',
    districtName: 'Thành phố Phú Mỹ',
    wardName: 'Phường Mỹ Xuân',
  },
  sectorId: 7,
  status: 'ACTIVE',
  illustrative: true,
  version: 1,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

export const INVENTORY: Inventory = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  reportingYear: 2025,
  versionNo: 1,
  isBaseYear: false,
  consolidationApproach: 'OPERATIONAL_CONTROL',
  gwpSet: 'AR5',
  status: 'DRAFT',
  version: 1,
  facilities: [],
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

const stale = apiError(
  409,
  'STALE_VERSION',
  'Dữ liệu vừa được người khác thay đổi, vui lòng tải lại rồi thử lại',
);
const planLimit = apiError(
  403,
  'PLAN_LIMIT_REACHED',
  'Gói dịch vụ hiện tại đã đạt giới hạn, vui lòng nâng cấp gói',
);
const yearExists = apiError(
  409,
  'INVENTORY_YEAR_EXISTS',
  'Không gian làm việc đã có kiểm kê cho năm báo cáo này',
);
const equityRequired = apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
  { field: 'facilities.0.equitySharePercent', message: 'Nhập tỷ lệ vốn góp của cơ sở' },
]);

const refusalKey = (snapshot: AnyMachineSnapshot, ...fields: string[]) => {
  const context = snapshot.context as Record<string, unknown>;
  return JSON.stringify([
    snapshot.value,
    ...fields.map((field) => {
      const value = context[field] as { code?: string | null } | null | boolean | undefined;
      return typeof value === 'object' && value !== null ? (value.code ?? 'error') : Boolean(value);
    }),
  ]);
};

export const inventories: MachineEntry = {
  id: 'inventories',
  file: 'machines/inventory/inventories.machine.ts',
  purpose: {
    en: "/work-space/inventories: the workspace's GHG inventories, newest reporting year first; the owner or an admin starts the inventory of a year (approach, GWP set, base year); the server's refusals (the year exists, the plan's limit, the rate limit) stay beside the form and the list reloads after a creation.",
    vi: '/work-space/inventories: các kỳ kiểm kê khí nhà kính của không gian làm việc, năm gần nhất trước; chủ sở hữu hoặc quản trị viên tạo kiểm kê cho một năm (phương pháp hợp nhất, bộ GWP, năm cơ sở); các trường hợp máy chủ từ chối (năm đã có, giới hạn gói, giới hạn số lần) hiện cạnh biểu mẫu và danh sách được tải lại sau khi tạo.',
  },
  machine: inventoriesMachine,
  starts: [{ label: '/work-space/inventories', input: { spaceId: SPACE_ID } }],
  events: typed<InventoriesEvent>([
    { type: 'user.create', values: { reportingYear: 2025, consolidationApproach: 'OPERATIONAL_CONTROL' } },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadInventories', [INVENTORY]),
      failed('loadInventories', offline),
      done('createInventory', INVENTORY),
      failed('createInventory', planLimit),
      failed('createInventory', yearExists),
      failed('createInventory', rateLimited),
    ],
  },
  serializeState: (snapshot) => refusalKey(snapshot, 'loadError', 'createError', 'created'),
};

export const facilities: MachineEntry = {
  id: 'facilities',
  file: 'machines/inventory/facilities.machine.ts',
  purpose: {
    en: "/work-space/facilities: the workspace's facilities (they persist across reporting years); add one with an address picked from the location lists, edit it (a change made elsewhere meanwhile reloads the list and says so), archive it.",
    vi: '/work-space/facilities: các cơ sở của không gian làm việc (giữ qua các năm báo cáo); thêm cơ sở với địa chỉ chọn từ danh mục địa giới, sửa (nếu người khác vừa sửa thì danh sách được tải lại và có thông báo), lưu trữ.',
  },
  machine: facilitiesMachine,
  starts: [{ label: '/work-space/facilities', input: { spaceId: SPACE_ID } }],
  events: typed<FacilitiesEvent>([
    { type: 'user.save', id: null, version: null, values: { name: FACILITY.name, countryId: 1 } },
    { type: 'user.archive', id: FACILITY.id, version: 1 },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadFacilities', { facilities: [FACILITY], sectors: [{ id: 7, name: 'Sắt thép' }] }),
      failed('loadFacilities', offline),
      done('saveFacility', FACILITY),
      failed('saveFacility', stale),
      failed('saveFacility', rateLimited),
      done('archiveFacility', { ...FACILITY, status: 'ARCHIVED', version: 2 }),
      failed('archiveFacility', stale),
      failed('archiveFacility', offline),
    ],
  },
  serializeState: (snapshot) => refusalKey(snapshot, 'loadError', 'saveError', 'done'),
};

export const addressPicker: MachineEntry = {
  id: 'address-picker',
  file: 'machines/inventory/address-picker.machine.ts',
  purpose: {
    en: "The facility form's address: country, then city, district and ward, each list loaded once its parent is picked (the spec's page sizes); picking a level clears the ones below; editing a saved address loads the chain down to its ward; a list that fails to load can be retried.",
    vi: 'Địa chỉ trong biểu mẫu cơ sở: chọn quốc gia, rồi tỉnh/thành phố, quận/huyện và phường/xã, mỗi danh sách được tải khi đã chọn cấp trên (theo kích thước trang của đặc tả); chọn lại một cấp sẽ xóa các cấp dưới; khi sửa địa chỉ đã lưu, các danh sách được tải đến cấp phường/xã; danh sách tải lỗi có thể thử lại.',
  },
  machine: addressPickerMachine,
  starts: [
    { label: 'new facility', input: {} },
    {
      label: 'editing a saved address',
      input: { selection: { countryId: 1, cityId: 77, districtId: 754, wardId: 26719 } },
    },
  ],
  events: typed<AddressPickerEvent>([
    { type: 'user.pickCountry', id: 1 },
    { type: 'user.pickCountry', id: null },
    { type: 'user.pickCity', id: 77 },
    { type: 'user.pickCity', id: null },
    { type: 'user.pickDistrict', id: 754 },
    { type: 'user.pickDistrict', id: null },
    { type: 'user.pickWard', id: 26719 },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadCountries', [{ id: 1, name: 'Việt Nam' }]),
      failed('loadCountries', offline),
      done('loadCities', [{ id: 77, name: 'Tỉnh Bà Rịa - Vũng Tàu' }]),
      failed('loadCities', offline),
      done('loadDistricts', [{ id: 754, name: 'Thành phố Phú Mỹ' }]),
      failed('loadDistricts', offline),
      done('loadWards', [{ id: 26719, name: 'Phường Mỹ Xuân' }]),
      failed('loadWards', offline),
    ],
  },
  serializeState: (snapshot) => {
    const context = snapshot.context as {
      selection: Record<string, number | null>;
      options: Record<string, unknown[]>;
      error: unknown;
    };
    const lengths = Object.values(context.options).map((list) => list.length);
    return JSON.stringify([snapshot.value, context.selection, lengths, Boolean(context.error)]);
  },
};

export const boundary: MachineEntry = {
  id: 'inventory-boundary',
  file: 'machines/inventory/boundary.machine.ts',
  purpose: {
    en: "/work-space/inventories/{id}: one inventory's boundary: the consolidation approach and the included facilities (equity shares under the equity-share approach) saved together, and the base-year mark; refused entries are named per facility, a change made elsewhere reloads and says so.",
    vi: '/work-space/inventories/{id}: ranh giới của một kỳ kiểm kê: phương pháp hợp nhất và các cơ sở được đưa vào (tỷ lệ vốn góp khi hợp nhất theo tỷ lệ vốn góp) được lưu cùng nhau, và đánh dấu năm cơ sở; lỗi nhập được báo theo từng cơ sở, thay đổi từ nơi khác khiến trang tải lại và có thông báo.',
  },
  machine: boundaryMachine,
  starts: [
    {
      label: `/work-space/inventories/${INVENTORY.id}`,
      input: { spaceId: SPACE_ID, inventoryId: INVENTORY.id },
    },
  ],
  events: typed<BoundaryEvent>([
    {
      type: 'user.saveBoundary',
      values: {
        consolidationApproach: 'EQUITY_SHARE',
        facilities: [{ facilityId: FACILITY.id, equitySharePercent: 60 }],
      },
    },
    { type: 'user.markBaseYear' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadBoundary', { inventory: INVENTORY, facilities: [FACILITY] }),
      failed('loadBoundary', offline),
      done('saveBoundary', { ...INVENTORY, version: 2 }),
      failed('saveBoundary', equityRequired),
      failed('saveBoundary', stale),
      done('markBaseYear', { ...INVENTORY, isBaseYear: false, version: 2 }),
      failed('markBaseYear', stale),
      failed('markBaseYear', rateLimited),
    ],
  },
  serializeState: (snapshot) => refusalKey(snapshot, 'loadError', 'saveError', 'saved'),
};

// ---- the lifecycle (issue 15 item 5) ------------------------------------------------------------------------------

export const inventoryLifecycle: MachineEntry = {
  id: 'inventory-lifecycle',
  file: 'machines/inventory/lifecycle.machine.ts',
  purpose: {
    en: "The GHG inventory's lifecycle (the definition the server decides with): draft, submitted, under review, changes requested, approved, locked; reopening a locked version makes the next one. A viewer's role decides which steps it may take: a member never approves, an auditor never submits.",
    vi: 'Vòng đời của kiểm kê khí nhà kính (cùng định nghĩa máy chủ dùng để quyết định): bản nháp, đã gửi, đang thẩm định, cần chỉnh sửa, đã duyệt, đã khoá; mở lại một phiên bản đã khoá tạo phiên bản kế tiếp. Vai trò của người xem quyết định các bước được làm: thành viên không bao giờ duyệt, thẩm định viên không bao giờ gửi.',
  },
  machine: inventoryLifecycleMachine,
  starts: INVENTORY_STATUSES.map((status) => ({
    label: `an OWNER with a ${status} inventory`,
    input: { status, role: 'OWNER' },
  })),
  events: typed<LifecycleMachineEvent>([
    { type: 'SUBMIT' },
    { type: 'WITHDRAW' },
    { type: 'START_REVIEW' },
    { type: 'REQUEST_CHANGES', reason: 'Hoá đơn điện tháng 3 thiếu' },
    { type: 'APPROVE' },
    { type: 'LOCK' },
    { type: 'REOPEN' },
  ]),
  actors: { kind: 'scripted', outcomes: [] },
  // The version number grows with every reopening: the status is the lifecycle.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
