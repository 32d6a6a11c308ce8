// Registry entries of the staff console's machines (machines/staff/): the contact-request list and one request.
import type { AnyMachineSnapshot } from 'xstate';
import { contactPipelineMachine } from '../../../machines/staff/contact-pipeline.machine';
import type { ContactPipelineEvent } from '../../../machines/staff/contact-pipeline.types';
import { contactRequestMachine } from '../../../machines/staff/contact-request.machine';
import type { ContactRequestEvent } from '../../../machines/staff/contact-request.types';
import {
  contactedRequest,
  notedRequest,
  pipelinePage,
  REQUEST,
  requestLoad,
  STAFF,
  staffFailures,
} from '../../fixtures/staff';
import { typed, done, failed, type MachineEntry } from './entry';

/** The state value, and whether an error, a note error or a notice is shown (guarded alternatives differ so). */
const staffKey = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as { error?: unknown; noteError?: unknown; notice?: unknown };
  return JSON.stringify([
    snapshot.value,
    Boolean(context.error),
    Boolean(context.noteError),
    context.notice ?? null,
  ]);
};

export const contactPipeline: MachineEntry = {
  id: 'contact-pipeline',
  file: 'machines/staff/contact-pipeline.machine.ts',
  purpose: {
    en: '/staff/contact-requests: the contact requests for the sales team, newest first, with search, status and owner filters and paging; a signed-in visitor who is not staff is told they have no access.',
    vi: '/staff/contact-requests: các yêu cầu liên hệ cho đội kinh doanh, mới nhất trước, có tìm kiếm, lọc theo trạng thái và người phụ trách, phân trang; người đã đăng nhập nhưng không phải nhân viên được báo không có quyền truy cập.',
  },
  machine: contactPipelineMachine,
  events: typed<ContactPipelineEvent>([
    { type: 'user.search', q: 'thép' },
    { type: 'user.filterStatus', status: 'contacted' },
    { type: 'user.filterOwner', owner: 'none' },
    { type: 'user.goToPage', page: 2 },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadContactRequests', pipelinePage),
      failed('loadContactRequests', staffFailures.forbidden),
      failed('loadContactRequests', staffFailures.network),
    ],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

export const contactRequest: MachineEntry = {
  id: 'contact-request',
  file: 'machines/staff/contact-request.machine.ts',
  purpose: {
    en: '/staff/contact-requests/{id}: one contact request with every field; staff change its status and owner, add notes and read its history; unknown requests and visitors who are not staff are told so.',
    vi: '/staff/contact-requests/{id}: một yêu cầu liên hệ với mọi trường; nhân viên đổi trạng thái, người phụ trách, thêm ghi chú và xem lịch sử; yêu cầu không tồn tại hay người không phải nhân viên đều được báo rõ.',
  },
  machine: contactRequestMachine,
  starts: [{ label: `/staff/contact-requests/${REQUEST}`, input: { id: REQUEST } }],
  events: typed<ContactRequestEvent>([
    { type: 'user.update', change: { status: 'contacted', ownerId: STAFF } },
    { type: 'user.addNote', text: 'Đã gọi, hẹn gặp thứ Hai' },
    { type: 'user.addNote', text: '   ' },
    { type: 'user.dismissNotice' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadContactRequest', requestLoad),
      failed('loadContactRequest', staffFailures.notFound),
      failed('loadContactRequest', staffFailures.forbidden),
      failed('loadContactRequest', staffFailures.network),
      done('updateContactRequest', contactedRequest),
      failed('updateContactRequest', staffFailures.ownerNotStaff),
      done('addNote', notedRequest),
      failed('addNote', staffFailures.noteTooLong),
      failed('addNote', staffFailures.network),
    ],
  },
  serializeState: staffKey,
};
