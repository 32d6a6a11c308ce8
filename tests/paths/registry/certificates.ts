// Registry entries of the academy's certificate machines (machines/academy/certificate-request, credential-check)
// and of the staff console's certificate list (machines/staff/certificates).
import type { AnyMachineSnapshot } from 'xstate';
import { certificateRequestMachine } from '../../../machines/academy/certificate-request.machine';
import type {
  Certificate,
  CertificateRequestEvent,
  LoadCertificateOutput,
} from '../../../machines/academy/certificate-request.types';
import {
  credentialCheckMachine,
  type CertificateVerification,
  type CredentialCheckEvent,
} from '../../../machines/academy/credential-check.machine';
import {
  staffCertificatesMachine,
  type StaffCertificate,
  type StaffCertificatesEvent,
  type StaffCertificatesPage,
} from '../../../machines/staff/certificates.machine';
import { typed, done, failed, apiError, offline, type MachineEntry } from './entry';

const COURSE = { id: 3, slug: 'kiem-ke-khi-nha-kinh-co-ban', title: 'Kiểm kê khí nhà kính cơ bản' };

export const CERTIFICATE: Certificate = {
  id: '5f0c8a52-7d4e-4c1b-9a3e-2b7d9c1e4f60',
  code: 'GHG-2026-7K4Q9X',
  courseId: COURSE.id,
  courseTitle: COURSE.title,
  firstName: 'Hằng',
  lastName: 'Nguyễn Thị',
  email: 'hang@thepxanh.vn',
  phone: '0912345678',
  organizationName: 'Công ty TNHH Thép Xanh',
  locale: 'vi',
  issuedAt: '2026-11-24T08:00:00.000Z',
  status: 'VALID',
  revokedAt: null,
  verifyUrl: 'http://localhost:3000/verify/GHG-2026-7K4Q9X',
};

const load = (standing: LoadCertificateOutput['standing']): LoadCertificateOutput => ({
  course: COURSE,
  standing,
});
const PREFILL = {
  firstName: 'Hằng',
  lastName: 'Nguyễn Thị',
  email: 'hang@thepxanh.vn',
  phone: '',
  organizationName: 'Công ty TNHH Thép Xanh',
};

const certificateKey = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as {
    standing: { kind: string } | null;
    error: unknown;
    downloadError: unknown;
    fieldErrors: Record<string, unknown>;
  };
  return JSON.stringify([
    snapshot.value,
    context.standing?.kind ?? null,
    Boolean(context.error),
    Boolean(context.downloadError),
    Object.keys(context.fieldErrors).length > 0,
  ]);
};

export const certificateRequest: MachineEntry = {
  id: 'certificate-request',
  file: 'machines/academy/certificate-request.machine.ts',
  purpose: {
    en: "/academy/course/{id}/certificate: a learner who completed the course sends their details (the spec's messages first) and gets the certificate at once, with its PDF, the signed credential and the verification page; not joined, not complete yet and an unknown course are told so.",
    vi: '/academy/course/{id}/certificate: học viên đã hoàn thành khoá học gửi thông tin (kiểm tra theo thông báo của đặc tả) và nhận chứng chỉ ngay, kèm bản PDF, chứng chỉ số có chữ ký và trang xác minh; chưa tham gia, chưa hoàn thành hay khoá học không tồn tại đều được báo rõ.',
  },
  machine: certificateRequestMachine,
  starts: [{ label: `/academy/course/${COURSE.id}/certificate`, input: { courseId: COURSE.id } }],
  events: typed<CertificateRequestEvent>([
    {
      type: 'user.submit',
      values: { ...PREFILL, phone: '0912345678' },
    },
    { type: 'user.editField', field: 'phone' },
    { type: 'user.retry' },
    { type: 'user.download', kind: 'pdf' },
    { type: 'user.download', kind: 'credential' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadCertificate', load({ kind: 'ready', prefill: PREFILL })),
      done('loadCertificate', load({ kind: 'notJoined' })),
      done('loadCertificate', load({ kind: 'incomplete', progressPercent: 60 })),
      done('loadCertificate', load({ kind: 'issued', certificate: CERTIFICATE })),
      failed('loadCertificate', apiError(404, 'NOT_FOUND', 'Không tìm thấy')),
      failed('loadCertificate', offline),
      done('requestCertificate', CERTIFICATE),
      failed(
        'requestCertificate',
        apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
          { field: 'phone', message: 'Số điện thoại không hợp lệ' },
        ]),
      ),
      failed('requestCertificate', apiError(409, 'CONFLICT', 'Khoá học chưa hoàn thành')),
      failed('requestCertificate', apiError(403, 'FORBIDDEN', 'Bạn chưa tham gia khoá học này')),
      failed('requestCertificate', offline),
      done('downloadCertificate'),
      failed('downloadCertificate', offline),
    ],
  },
  serializeState: certificateKey,
};

const VALID: CertificateVerification = {
  state: 'VALID',
  problem: null,
  code: CERTIFICATE.code,
  recipientName: 'Nguyễn Thị Hằng',
  courseTitle: COURSE.title,
  issuerName: 'GHG Platform Academy',
  issuedAt: CERTIFICATE.issuedAt,
  revokedAt: null,
  reason: null,
  kid: 'academy-2026-11',
};

export const credentialCheck: MachineEntry = {
  id: 'credential-check',
  file: 'machines/academy/credential-check.machine.ts',
  purpose: {
    en: '/verify: anyone opens or pastes a downloaded credential file and learns whether it is valid, revoked or not valid (forged or altered), and why.',
    vi: '/verify: bất kỳ ai mở hoặc dán tệp chứng chỉ số đã tải về và biết chứng chỉ hợp lệ, đã bị thu hồi hay không hợp lệ (giả mạo hoặc bị sửa), kèm lý do.',
  },
  machine: credentialCheckMachine,
  events: typed<CredentialCheckEvent>([
    { type: 'user.check', credential: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
    { type: 'user.reset' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('checkCredential', VALID),
      done('checkCredential', { ...VALID, state: 'INVALID', problem: 'Chữ ký không khớp' }),
      failed(
        'checkCredential',
        apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
          { field: 'credential', message: 'Không phải chứng chỉ số' },
        ]),
      ),
      failed('checkCredential', offline),
    ],
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      (snapshot.context as { result: CertificateVerification | null }).result?.state ?? null,
      Boolean((snapshot.context as { error: unknown }).error),
    ]),
};

const STAFF_ITEM: StaffCertificate = {
  id: CERTIFICATE.id,
  code: CERTIFICATE.code,
  courseId: COURSE.id,
  courseTitle: COURSE.title,
  firstName: CERTIFICATE.firstName,
  lastName: CERTIFICATE.lastName,
  email: CERTIFICATE.email,
  organizationName: CERTIFICATE.organizationName,
  issuedAt: CERTIFICATE.issuedAt,
  status: 'VALID',
  revokedAt: null,
  revocationReason: null,
};
const STAFF_PAGE: StaffCertificatesPage = {
  items: [STAFF_ITEM],
  meta: { page: 1, take: 20, total: 1, pageCount: 1 },
};

export const staffCertificates: MachineEntry = {
  id: 'staff-certificates',
  file: 'machines/staff/certificates.machine.ts',
  purpose: {
    en: '/staff/certificates: staff search the certificates issued, filter them by status, page through them and revoke one with a reason that the verification page shows; visitors who are not staff are told they have no access.',
    vi: '/staff/certificates: nhân viên tìm chứng chỉ đã cấp, lọc theo trạng thái, phân trang và thu hồi một chứng chỉ kèm lý do hiển thị trên trang xác minh; người không phải nhân viên được báo không có quyền truy cập.',
  },
  machine: staffCertificatesMachine,
  events: typed<StaffCertificatesEvent>([
    { type: 'user.search', q: 'GHG-2026' },
    { type: 'user.filterStatus', status: 'REVOKED' },
    { type: 'user.page', page: 2 },
    { type: 'user.revoke', id: CERTIFICATE.id, reason: 'Cấp nhầm người nhận' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadCertificates', STAFF_PAGE),
      failed('loadCertificates', apiError(403, 'FORBIDDEN', 'Bạn không có quyền truy cập')),
      failed('loadCertificates', offline),
      done('revokeCertificate', {
        ...STAFF_ITEM,
        status: 'REVOKED',
        revokedAt: '2026-11-24T09:00:00.000Z',
        revocationReason: 'Cấp nhầm người nhận',
      }),
      failed('revokeCertificate', apiError(409, 'CONFLICT', 'Chứng chỉ đã bị thu hồi')),
    ],
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Boolean((snapshot.context as { revokeError: unknown }).revokeError),
      Boolean((snapshot.context as { page: unknown }).page),
    ]),
};
