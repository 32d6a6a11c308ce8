// Registry entries of the contact requests to experts (issue 13): the form on an expert's profile
// (machines/experts/contact-request) and the boxes of /work-space/expert-requests (machines/experts/contact-requests).
import type { AnyMachineSnapshot } from 'xstate';
import { contactExpertMachine } from '../../../machines/experts/contact-request.machine';
import type {
  ContactExpertEvent,
  ExpertContactRequest,
} from '../../../machines/experts/contact-request.types';
import { contactRequestsMachine } from '../../../machines/experts/contact-requests.machine';
import type {
  ContactRequestsEvent,
  ContactRequestsPage,
} from '../../../machines/experts/contact-requests.types';
import { typed, done, failed, apiError, offline, rateLimited, type MachineEntry } from './entry';

export const TODAY = '2026-11-24';
const SPACE = { id: '3f0c1c8e-6a51-4f0e-9d0c-5d1f2a6b1c01', name: 'Công ty TNHH Thép Xanh Demo' };

export const VALID_CONTACT = {
  spaceId: SPACE.id,
  sectorId: 2,
  scopes: ['SCOPE_1', 'CBAM'],
  deadline: '2027-01-31',
  message: 'Chúng tôi cần kiểm kê khí nhà kính năm 2025 và báo cáo CBAM cho lô thép xuất sang EU.',
};

export const CONTACT_REQUEST: ExpertContactRequest = {
  id: '7b1d4a52-1c3e-4f0a-9a3e-2b7d9c1e4f61',
  role: 'REQUESTER',
  status: 'PENDING',
  expert: { slug: 'pham-thi-lan', firstName: 'Lan', lastName: 'Phạm Thị', headline: 'Kiểm kê khí nhà kính' },
  space: SPACE,
  sector: { id: 2, code: 'IRON_STEEL', name_vi: 'Sắt thép', name_en: 'Iron and steel' },
  scopes: ['SCOPE_1', 'CBAM'],
  deadline: VALID_CONTACT.deadline,
  message: VALID_CONTACT.message,
  declineReason: null,
  contacts: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  decidedAt: null,
};

const contactKey = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as {
    error: unknown;
    refusal: string | null;
    fieldErrors: Record<string, unknown>;
  };
  return JSON.stringify([
    snapshot.value,
    Boolean(context.error),
    context.refusal,
    Object.keys(context.fieldErrors).length > 0,
  ]);
};

export const contactExpert: MachineEntry = {
  id: 'contact-expert',
  file: 'machines/experts/contact-request.machine.ts',
  purpose: {
    en: "/expert/profile/{slug}: a company member chooses the workspace, sector, scopes and deadline and writes a message to the expert; bad entries are named per field before sending; the server's refusals (a pending request already, not a member), the rate limit and faults are told apart; without a workspace the user is told to create one.",
    vi: '/expert/profile/{slug}: thành viên doanh nghiệp chọn không gian làm việc, lĩnh vực, phạm vi, thời hạn và viết lời nhắn cho chuyên gia; lỗi nhập được báo theo từng trường trước khi gửi; các trường hợp máy chủ từ chối (đã có yêu cầu đang chờ, không phải thành viên), giới hạn số lần gửi và sự cố được phân biệt; người chưa có không gian làm việc được hướng dẫn tạo.',
  },
  machine: contactExpertMachine,
  starts: [
    {
      label: '/expert/profile/pham-thi-lan (one workspace)',
      input: { slug: 'pham-thi-lan', workspaces: [SPACE], today: TODAY },
    },
    {
      label: '/expert/profile/pham-thi-lan (no workspace)',
      input: { slug: 'pham-thi-lan', workspaces: [], today: TODAY },
    },
  ],
  events: typed<ContactExpertEvent>([
    { type: 'user.submit', values: VALID_CONTACT },
    {
      type: 'user.submit',
      values: { ...VALID_CONTACT, scopes: [], deadline: '2026-01-01', message: 'ngắn' },
    },
    { type: 'user.editField', field: 'message' },
    { type: 'user.retry' },
    { type: 'user.edit' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('sendContactRequest', CONTACT_REQUEST),
      failed(
        'sendContactRequest',
        apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
          { field: 'sectorId', message: 'Vui lòng chọn lĩnh vực' },
        ]),
      ),
      failed('sendContactRequest', apiError(409, 'CONFLICT', 'Xung đột với trạng thái hiện tại')),
      failed('sendContactRequest', apiError(403, 'FORBIDDEN', 'Bạn không có quyền thực hiện thao tác này')),
      failed('sendContactRequest', rateLimited),
      failed('sendContactRequest', offline),
    ],
  },
  serializeState: contactKey,
};

const RECEIVED_PAGE: ContactRequestsPage = {
  items: [{ ...CONTACT_REQUEST, role: 'EXPERT' }],
  meta: { page: 1, take: 20, total: 1, pageCount: 1 },
};
const SENT_PAGE: ContactRequestsPage = {
  items: [CONTACT_REQUEST],
  meta: { page: 1, take: 20, total: 1, pageCount: 1 },
};

export const expertContactRequests: MachineEntry = {
  id: 'expert-contact-requests',
  file: 'machines/experts/contact-requests.machine.ts',
  purpose: {
    en: "/work-space/expert-requests: the requests a user's workspaces sent to experts and, for an expert, those received, filtered by status and paged; the expert accepts or declines (with a reason) a pending request, the company withdraws it, as the contact-request lifecycle allows; contacts show only once accepted.",
    vi: '/work-space/expert-requests: các yêu cầu mà không gian làm việc của người dùng đã gửi tới chuyên gia và, với chuyên gia, các yêu cầu nhận được, lọc theo trạng thái và phân trang; chuyên gia chấp nhận hoặc từ chối (kèm lý do) yêu cầu đang chờ, doanh nghiệp rút lại yêu cầu, đúng theo vòng đời yêu cầu liên hệ; thông tin liên hệ chỉ hiện sau khi được chấp nhận.',
  },
  machine: contactRequestsMachine,
  starts: [
    { label: '/work-space/expert-requests (received)', input: { box: 'received' } },
    { label: '/work-space/expert-requests (sent)', input: { box: 'sent' } },
  ],
  events: typed<ContactRequestsEvent>([
    { type: 'user.filterStatus', status: 'PENDING' },
    { type: 'user.page', page: 2 },
    { type: 'user.retry' },
    { type: 'user.accept', id: CONTACT_REQUEST.id },
    { type: 'user.decline', id: CONTACT_REQUEST.id, reason: 'Lịch của tôi đã kín đến tháng 6.' },
    { type: 'user.withdraw', id: CONTACT_REQUEST.id },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadContactRequests', RECEIVED_PAGE),
      done('loadContactRequests', SENT_PAGE),
      failed('loadContactRequests', offline),
      done('decideContactRequest', { ...CONTACT_REQUEST, role: 'EXPERT', status: 'ACCEPTED' }),
      failed('decideContactRequest', apiError(409, 'CONFLICT', 'Xung đột với trạng thái hiện tại')),
      failed('decideContactRequest', rateLimited),
    ],
  },
  serializeState: (snapshot) => {
    const context = snapshot.context as {
      box: string;
      page: ContactRequestsPage | null;
      actionError: unknown;
    };
    return JSON.stringify([
      snapshot.value,
      context.box,
      context.page?.items.map((item) => item.status) ?? null,
      Boolean(context.actionError),
    ]);
  },
};
