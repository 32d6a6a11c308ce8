// Registry entries of the inventory's review lifecycle and audit trail, the screens' side (issue 15): the audit
// trail screen, the lifecycle panel, the review view's rows and one row's comments.
import type { AnyMachineSnapshot } from 'xstate';
import {
  auditTrailMachine,
  type AuditEvent,
  type AuditTrailEvent,
} from '../../../machines/inventory/audit-trail.machine';
import { reviewPanelMachine, type ReviewPanelEvent } from '../../../machines/inventory/review-panel.machine';
import {
  reviewRowsMachine,
  type ActivityRow,
  type ReviewRowsEvent,
} from '../../../machines/inventory/review-rows.machine';
import {
  rowCommentsMachine,
  type RowComment,
  type RowCommentsEvent,
} from '../../../machines/inventory/row-comments.machine';
import { typed, done, failed, apiError, offline, rateLimited, type MachineEntry } from './entry';
import { FACILITY, INVENTORY } from './inventory';

const SPACE_ID = '3f0c1c8e-6a51-4f0e-9d0c-5d1f2a6b1c01';

export const AUDIT_EVENT: AuditEvent = {
  id: 1,
  at: '2026-11-24T08:00:00.000Z',
  actor: { userId: null, email: 'owner@example.com' },
  entity: 'BOUNDARY',
  entityId: INVENTORY.id,
  action: 'BOUNDARY_REPLACED',
  before: { consolidationApproach: 'OPERATIONAL_CONTROL' },
  after: { consolidationApproach: 'EQUITY_SHARE' },
};

export const auditTrail: MachineEntry = {
  id: 'inventory-audit-trail',
  file: 'machines/inventory/audit-trail.machine.ts',
  purpose: {
    en: "/work-space/inventories/{id}/audit: the inventory's append-only audit trail, newest first, a page at a time and optionally of one kind of thing (the inventory, its boundary, its activity rows); a failed load keeps what was shown and can be retried.",
    vi: '/work-space/inventories/{id}/audit: nhật ký kiểm toán chỉ ghi thêm của kỳ kiểm kê, mới nhất trước, từng trang và có thể lọc theo loại đối tượng (kỳ kiểm kê, ranh giới, dòng dữ liệu hoạt động); khi tải lỗi, nội dung đang hiện được giữ lại và có thể thử lại.',
  },
  machine: auditTrailMachine,
  starts: [
    {
      label: `/work-space/inventories/${INVENTORY.id}/audit`,
      input: { spaceId: SPACE_ID, inventoryId: INVENTORY.id },
    },
  ],
  events: typed<AuditTrailEvent>([
    { type: 'user.page', page: 2 },
    { type: 'user.filter', entity: 'BOUNDARY' },
    { type: 'user.filter', entity: null },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadAuditEvents', {
        data: [AUDIT_EVENT],
        meta: { page: 1, take: 20, total: 21, pageCount: 2 },
      }),
      failed('loadAuditEvents', offline),
      failed('loadAuditEvents', rateLimited),
    ],
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as { page: number; entity: string | null; error: unknown };
    return JSON.stringify([snapshot.value, context.page, context.entity, Boolean(context.error)]);
  },
};

export const ACTIVITY_ROW: ActivityRow = {
  id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  inventoryId: INVENTORY.id,
  facilityId: FACILITY.id,
  period: { kind: 'YEAR', year: 2025 },
  scope: 2,
  category: 'S2_ELECTRICITY',
  inputKind: 'ELECTRICITY',
  quantity: { value: 1250000, unit: 'kWh', text: '1.250.000' },
  factors: [],
  exchangeRate: null,
  refrigerant: null,
  instruments: [],
  note: null,
  version: 1,
  result: { status: 'noFactor', tco2e: null, tco2eMarket: null, notes: [], issues: [] },
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

export const COMMENT: RowComment = {
  id: 'c0c0c0c0-1111-4222-8333-444455556666',
  inventoryId: INVENTORY.id,
  rowId: ACTIVITY_ROW.id,
  body: 'Vui lòng đính kèm hóa đơn điện tháng 3.',
  author: { userId: null, email: 'auditor@example.com', role: 'AUDITOR' },
  requestedChanges: false,
  createdAt: '2026-11-24T08:30:00.000Z',
  resolved: false,
  resolvedAt: null,
  resolvedBy: null,
};

const stale = apiError(
  409,
  'STALE_VERSION',
  'Dữ liệu vừa được người khác thay đổi, vui lòng tải lại rồi thử lại',
);
const notAllowed = apiError(
  409,
  'INVENTORY_TRANSITION_NOT_ALLOWED',
  'Kiểm kê đang ở trạng thái không cho phép bước này, vui lòng tải lại để xem trạng thái mới',
);
const forbidden = apiError(403, 'FORBIDDEN', 'Bạn không có quyền thực hiện thao tác này');
const locked = apiError(409, 'INVENTORY_LOCKED', 'Phiên bản kiểm kê này đã khoá, chỉ xem được');

const keyed = (snapshot: AnyMachineSnapshot, ...fields: string[]) => {
  const context = snapshot.context as Record<string, unknown>;
  return JSON.stringify([
    snapshot.value,
    ...fields.map((f) => JSON.stringify(context[f] ?? null).slice(0, 60)),
  ]);
};

export const reviewPanel: MachineEntry = {
  id: 'inventory-review-panel',
  file: 'machines/inventory/review-panel.machine.ts',
  purpose: {
    en: "/work-space/inventories/{id}, the lifecycle panel: the inventory's status and the steps the viewer's role may take now (from the shared lifecycle definition): submit, withdraw, start the review, request changes (with a reason), approve, lock and reopen (both confirmed first); refusals (stale, not allowed, forbidden) stay beside the actions; after a step the inventory and its versions reload.",
    vi: '/work-space/inventories/{id}, bảng vòng đời: trạng thái kỳ kiểm kê và các bước vai trò của người xem được làm lúc này (theo định nghĩa vòng đời dùng chung): gửi, rút lại, bắt đầu xem xét, yêu cầu chỉnh sửa (kèm lý do), phê duyệt, khóa và mở lại (cả hai đều hỏi xác nhận trước); các trường hợp bị từ chối (dữ liệu cũ, không được phép, không có quyền) hiện cạnh các nút; sau mỗi bước, kỳ kiểm kê và các phiên bản được tải lại.',
  },
  machine: reviewPanelMachine,
  starts: [
    {
      label: 'an owner opens a locked inventory',
      input: { spaceId: null, inventoryId: INVENTORY.id, role: 'OWNER' },
    },
    { label: 'an auditor opens it', input: { spaceId: null, inventoryId: INVENTORY.id, role: 'AUDITOR' } },
  ],
  events: typed<ReviewPanelEvent>([
    { type: 'user.transition', event: 'SUBMIT' },
    { type: 'user.transition', event: 'START_REVIEW' },
    { type: 'user.transition', event: 'REQUEST_CHANGES', reason: 'Thiếu hóa đơn điện tháng 3' },
    { type: 'user.transition', event: 'LOCK' },
    { type: 'user.transition', event: 'REOPEN' },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadLifecycle', { inventory: { ...INVENTORY, status: 'LOCKED' }, versions: [INVENTORY] }),
      done('loadLifecycle', { inventory: { ...INVENTORY, status: 'UNDER_REVIEW' }, versions: [INVENTORY] }),
      failed('loadLifecycle', offline),
      done('transitionInventory', { ...INVENTORY, versionNo: 2, status: 'DRAFT' }),
      failed('transitionInventory', stale),
      failed('transitionInventory', notAllowed),
      failed('transitionInventory', forbidden),
      failed('transitionInventory', rateLimited),
    ],
  },
  serializeState: (snapshot) => {
    const context = snapshot.context as {
      inventory: { status: string } | null;
      role: string;
      pending: { event: string } | null;
      refusal: { code: string | null } | null;
      done: string | null;
    };
    return JSON.stringify([
      snapshot.value,
      context.role,
      context.inventory?.status ?? null,
      context.pending?.event ?? null,
      context.refusal?.code ?? null,
      context.done,
    ]);
  },
};

export const reviewRows: MachineEntry = {
  id: 'inventory-review-rows',
  file: 'machines/inventory/review-rows.machine.ts',
  purpose: {
    en: "/work-space/inventories/{id}, the review view: the inventory's activity rows with the engine's result of each (an unknown figure said to be unknown, never 0), a page at a time; it reloads when the lifecycle panel moved the inventory.",
    vi: '/work-space/inventories/{id}, phần xem xét: các dòng dữ liệu hoạt động của kỳ kiểm kê với kết quả tính của từng dòng (con số chưa xác định được ghi là chưa xác định, không bao giờ là 0), từng trang; phần này tải lại khi bảng vòng đời chuyển trạng thái kỳ kiểm kê.',
  },
  machine: reviewRowsMachine,
  starts: [
    { label: `/work-space/inventories/${INVENTORY.id}`, input: { spaceId: null, inventoryId: INVENTORY.id } },
  ],
  events: typed<ReviewRowsEvent>([
    { type: 'user.page', page: 2 },
    { type: 'user.retry' },
    { type: 'app.reload' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadRows', {
        inventory: INVENTORY,
        rows: [ACTIVITY_ROW],
        meta: { page: 1, take: 20, total: 21, pageCount: 2 },
        comments: [COMMENT],
      }),
      failed('loadRows', offline),
    ],
  },
  serializeState: (snapshot) => keyed(snapshot, 'page', 'error'),
};

export const rowComments: MachineEntry = {
  id: 'inventory-row-comments',
  file: 'machines/inventory/row-comments.machine.ts',
  purpose: {
    en: "One activity row's comments (the review view and the data-entry page): oldest first; someone who may comment adds one or resolves an open one; a refusal (a locked version, the rate limit, a blank text) stays beside the form; a viewer who may not comment reads only.",
    vi: 'Nhận xét về một dòng dữ liệu hoạt động (phần xem xét và trang nhập liệu): cũ nhất trước; người được phép nhận xét thêm nhận xét hoặc đánh dấu đã xử lý một nhận xét còn mở; trường hợp bị từ chối (phiên bản đã khóa, giới hạn số lần, nội dung trống) hiện cạnh biểu mẫu; người không được nhận xét chỉ xem.',
  },
  machine: rowCommentsMachine,
  starts: [
    {
      label: 'an auditor on a row under review',
      input: { spaceId: null, inventoryId: INVENTORY.id, rowId: ACTIVITY_ROW.id, canComment: true },
    },
    {
      label: "a row of the review view, its comments loaded with the row's page",
      input: {
        spaceId: null,
        inventoryId: INVENTORY.id,
        rowId: ACTIVITY_ROW.id,
        canComment: true,
        preloaded: [COMMENT],
      },
    },
  ],
  events: typed<RowCommentsEvent>([
    { type: 'user.add', body: 'Vui lòng đính kèm hóa đơn điện tháng 3.' },
    { type: 'user.resolve', commentId: COMMENT.id },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadComments', [COMMENT]),
      failed('loadComments', offline),
      done('addComment', { ...COMMENT, id: 'c2' }),
      failed('addComment', locked),
      done('resolveComment', { ...COMMENT, resolved: true }),
      failed('resolveComment', rateLimited),
    ],
  },
  serializeState: (snapshot) => {
    const context = snapshot.context as { comments: RowComment[]; refusal: { code: string | null } | null };
    return JSON.stringify([
      snapshot.value,
      // Bounded: whether a comment was added, and whether the first one is resolved.
      context.comments.length > 1,
      context.comments[0]?.resolved ?? null,
      context.refusal?.code ?? null,
    ]);
  },
};
