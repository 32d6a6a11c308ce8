// Registry entries of the inventory's review lifecycle and audit trail, the screens' side (issue 15): the audit
// trail screen.
import type { AnyMachineSnapshot } from 'xstate';
import {
  auditTrailMachine,
  type AuditEvent,
  type AuditTrailEvent,
} from '../../../machines/inventory/audit-trail.machine';
import { typed, done, failed, offline, rateLimited, type MachineEntry } from './entry';
import { INVENTORY } from './inventory';

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
