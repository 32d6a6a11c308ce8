// Registry entries of the GHG inventory's activity data (issue 15 item 2): the rows list, one row's form, the factor
// picker (with a workspace factor) and the CSV export/import.
import type { AnyMachineSnapshot } from 'xstate';
import {
  activityRowsMachine,
  type ActivityRowsEvent,
} from '../../../machines/inventory/activity-rows.machine';
import {
  activityRowFormMachine,
  type RowFormEvent,
} from '../../../machines/inventory/activity-row-form.machine';
import {
  factorPickerMachine,
  type FactorPickerEvent,
} from '../../../machines/inventory/factor-picker.machine';
import { activityCsvMachine, type ActivityCsvEvent } from '../../../machines/inventory/activity-csv.machine';
import type {
  ActivityRow,
  ActivityRowValues,
  EmissionFactor,
  RowsPage,
} from '../../../machines/inventory/activity-data.types';
import { typed, done, failed, apiError, offline, rateLimited, type MachineEntry } from './entry';
import { FACILITY, INVENTORY } from './inventory';

const SPACE_ID = '3f0c1c8e-6a51-4f0e-9d0c-5d1f2a6b1c01';

export const GRID_FACTOR: EmissionFactor = {
  id: 'VN-GRID-2024',
  origin: 'LIBRARY',
  group: 'GRID_ELECTRICITY',
  activity: 'VN_GRID',
  kind: 'PER_UNIT',
  value: 0.6811,
  perUnit: 'kWh',
  gas: 'CO2',
  source: {
    document: 'Bộ Nông nghiệp và Môi trường: hệ số phát thải lưới điện Việt Nam 2024',
    table: 'EF lưới điện',
    row: '2024',
    year: 2025,
    readFrom: 'Công văn công bố hệ số',
  },
  licence: 'Văn bản nhà nước',
  region: 'VN',
  validFrom: 2024,
  validTo: 2024,
};

export const ROW_VALUES: ActivityRowValues = {
  facilityId: FACILITY.id,
  period: { kind: 'YEAR', year: 2025 },
  category: 'S2_ELECTRICITY',
  inputKind: 'ELECTRICITY',
  quantity: { value: 1234.5, unit: 'kWh', text: '1.234,5' },
  factorIds: [GRID_FACTOR.id],
};

export const ROW: ActivityRow = {
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  inventoryId: INVENTORY.id,
  facilityId: FACILITY.id,
  period: { kind: 'YEAR', year: 2025 },
  scope: 2,
  category: 'S2_ELECTRICITY',
  inputKind: 'ELECTRICITY',
  quantity: { value: 1234.5, unit: 'kWh', text: '1.234,5' },
  factors: [{ ...GRID_FACTOR, pinnedAt: '2026-11-24T08:00:00.000Z' }],
  exchangeRate: null,
  refrigerant: null,
  instruments: [],
  note: null,
  version: 1,
  result: { status: 'calculated', tco2e: 0.8408, tco2eMarket: 0.8408, notes: [], issues: [] },
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

export const ROWS_PAGE: RowsPage = { rows: [ROW], page: 1, pageCount: 2, total: 51 };

const stale = apiError(
  409,
  'STALE_VERSION',
  'Dữ liệu vừa được người khác thay đổi, vui lòng tải lại rồi thử lại',
);
const gone = apiError(404, 'NOT_FOUND', 'Không tìm thấy');
const notEditable = apiError(409, 'CONFLICT', 'Kỳ kiểm kê không còn ở trạng thái cho phép sửa dữ liệu');
const quantityRefused = apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
  { field: 'quantity.value', message: 'Số lượng không được âm' },
]);
const lineRefused = apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
  { field: 'lines.3.category', message: 'Hạng mục không hợp lệ' },
]);

const keyOf = (snapshot: AnyMachineSnapshot, ...fields: string[]) => {
  const context = snapshot.context as Record<string, unknown>;
  return JSON.stringify([
    snapshot.value,
    ...fields.map((field) => {
      const value = context[field] as { code?: string | null } | null | boolean | undefined;
      return typeof value === 'object' && value !== null ? (value.code ?? 'set') : Boolean(value);
    }),
  ]);
};

export const activityRows: MachineEntry = {
  id: 'inventory-activity-rows',
  file: 'machines/inventory/activity-rows.machine.ts',
  purpose: {
    en: "/work-space/inventories/{id}/data: the inventory's activity rows, filtered by facility, period, scope and category and paged; a filter goes back to page 1, a refresh after a row was saved, deleted or imported reloads the page and says what happened; failures to load can be retried.",
    vi: '/work-space/inventories/{id}/data: các dòng dữ liệu hoạt động của kỳ kiểm kê, lọc theo cơ sở, kỳ, phạm vi và hạng mục, có phân trang; đổi bộ lọc quay về trang 1, làm mới sau khi lưu, xóa hoặc nhập dữ liệu sẽ tải lại trang và báo việc vừa làm; lỗi tải có thể thử lại.',
  },
  machine: activityRowsMachine,
  starts: [
    {
      label: `/work-space/inventories/${INVENTORY.id}/data`,
      input: { spaceId: SPACE_ID, inventoryId: INVENTORY.id },
    },
  ],
  events: typed<ActivityRowsEvent>([
    { type: 'user.filter', filters: { facilityId: FACILITY.id, scope: 2 } },
    { type: 'user.page', page: 2 },
    { type: 'user.refresh', done: 'created' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadInventory', INVENTORY),
      failed('loadInventory', offline),
      done('loadRows', ROWS_PAGE),
      failed('loadRows', offline),
    ],
  },
  serializeState: (snapshot) => keyOf(snapshot, 'error', 'done'),
};

export const activityRowForm: MachineEntry = {
  id: 'inventory-activity-row-form',
  file: 'machines/inventory/activity-row-form.machine.ts',
  purpose: {
    en: "One activity row's form: what the view could not read is refused before sending; a new row is created, a stored one replaced with its version; the server's details stay beside their fields; a row changed or deleted elsewhere is a conflict with a reload of the latest; a delete is confirmed first.",
    vi: 'Biểu mẫu một dòng dữ liệu hoạt động: số không đọc được bị từ chối trước khi gửi; dòng mới được tạo, dòng đã lưu được thay thế kèm phiên bản; lỗi của máy chủ hiện cạnh từng trường; dòng bị người khác sửa hoặc xóa là xung đột, có nút tải bản mới nhất; xóa dòng cần xác nhận.',
  },
  machine: activityRowFormMachine,
  starts: [
    { label: 'a new row', input: { spaceId: SPACE_ID, inventoryId: INVENTORY.id, row: null } },
    { label: 'a stored row', input: { spaceId: SPACE_ID, inventoryId: INVENTORY.id, row: ROW } },
  ],
  events: typed<RowFormEvent>([
    { type: 'user.submit', values: ROW_VALUES, issues: {} },
    { type: 'user.submit', values: ROW_VALUES, issues: { 'quantity.value': 'Số 1,234 có hai cách đọc' } },
    { type: 'user.delete' },
    { type: 'user.confirmDelete' },
    { type: 'user.cancel' },
    { type: 'user.reload' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('saveRow', { ...ROW, version: 2 }),
      failed('saveRow', quantityRefused),
      failed('saveRow', stale),
      failed('saveRow', rateLimited),
      done('deleteRow', { id: ROW.id, deleted: true }),
      failed('deleteRow', stale),
      failed('deleteRow', notEditable),
      done('loadRow', { ...ROW, version: 3 }),
      failed('loadRow', gone),
    ],
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      (snapshot.context as { row: unknown }).row !== null,
      Object.keys((snapshot.context as { issues: object }).issues).length > 0,
      (snapshot.context as { error: { code?: string } | null }).error?.code ?? null,
    ]),
};

export const factorPicker: MachineEntry = {
  id: 'inventory-factor-picker',
  file: 'machines/inventory/factor-picker.machine.ts',
  purpose: {
    en: "The row form's factor picker: the factors a category accepts (library with source, year and licence, then the workspace's own), reloaded when the category changes; a workspace factor added with its source and evidence joins the list and is picked; refusals stay beside the factor form.",
    vi: 'Bộ chọn hệ số của biểu mẫu dòng dữ liệu: các hệ số hạng mục chấp nhận (thư viện kèm nguồn, năm, giấy phép, rồi hệ số riêng của doanh nghiệp), tải lại khi đổi hạng mục; hệ số riêng thêm kèm nguồn và bằng chứng được đưa vào danh sách và được chọn; lỗi hiện cạnh biểu mẫu hệ số.',
  },
  machine: factorPickerMachine,
  starts: [{ label: 'electricity', input: { spaceId: SPACE_ID, category: 'S2_ELECTRICITY' } }],
  events: typed<FactorPickerEvent>([
    { type: 'user.category', category: 'S3_06_BUSINESS_TRAVEL' },
    {
      type: 'user.addFactor',
      values: {
        code: 'EVN-SUPPLIER-2025',
        value: 0.5,
        perUnit: 'kWh',
        gas: 'CO2',
        group: 'GRID_ELECTRICITY',
        document: 'Hợp đồng cung cấp điện số 12/2025',
        year: 2025,
        evidence: 'HD-12-2025',
        region: 'VN',
        validFrom: 2025,
      },
    },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadFactors', [GRID_FACTOR]),
      failed('loadFactors', offline),
      done('addFactor', { ...GRID_FACTOR, id: `WS-${SPACE_ID}-EVN-SUPPLIER-2025`, origin: 'WORKSPACE' }),
      failed('addFactor', apiError(409, 'FACTOR_CODE_TAKEN', 'Mã hệ số đã được dùng')),
    ],
  },
  serializeState: (snapshot) => keyOf(snapshot, 'loadError', 'addError', 'added'),
};

export const activityCsv: MachineEntry = {
  id: 'inventory-activity-csv',
  file: 'machines/inventory/activity-csv.machine.ts',
  purpose: {
    en: "The activity rows' CSV: the export downloads with the member's token; an import creates every line's row or none, and a refused file is reported line by line.",
    vi: 'Tệp CSV dữ liệu hoạt động: tải tệp xuất bằng phiên đăng nhập của thành viên; nhập tệp tạo tất cả các dòng hoặc không dòng nào, tệp bị từ chối được báo lỗi theo từng dòng.',
  },
  machine: activityCsvMachine,
  starts: [{ label: 'the data page', input: { spaceId: SPACE_ID, inventoryId: INVENTORY.id } }],
  events: typed<ActivityCsvEvent>([
    { type: 'user.export' },
    { type: 'user.import', csv: 'header\r\nline', fileName: 'rows.csv' },
    { type: 'user.dismiss' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('exportCsv'),
      failed('exportCsv', offline),
      done('importCsv', { created: 1, rowIds: [ROW.id] }),
      failed('importCsv', lineRefused),
    ],
  },
  serializeState: (snapshot) => keyOf(snapshot, 'error', 'created'),
};
