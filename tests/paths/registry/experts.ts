// Registry entries of the expert application machines (issue 13): the applicant's application (/expert/apply), the
// expert's own profile (/expert/my-profile), and the staff review queue and detail (/staff/expert-applications).
import type { AnyMachineSnapshot } from 'xstate';
import { applicationMachine } from '../../../machines/experts/application.machine';
import type { ApplicationMachineEvent } from '../../../machines/experts/application.types';
import { ownProfileMachine } from '../../../machines/experts/own-profile.machine';
import type { OwnProfileEvent } from '../../../machines/experts/own-profile.types';
import { expertQueueMachine } from '../../../machines/staff/expert-queue.machine';
import { expertReviewMachine } from '../../../machines/staff/expert-review.machine';
import type { ExpertQueueEvent, ExpertReviewEvent } from '../../../machines/staff/expert-review.types';
import {
  APPLICATION,
  application,
  applicationInput,
  draftInput,
  expertFailures,
  hanoi,
  loadWith,
  noCities,
  ownProfileLoad,
  pendingProfile,
  queuePage,
  staffApplication,
  staffLoad,
} from '../../fixtures/expert-applications';
import { typed, done, failed, type MachineEntry } from './entry';

/** The state value and which messages are shown (guarded alternatives differ so). */
const messagesKey = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as {
    error?: unknown;
    notice?: unknown;
    fieldErrors?: object;
    messageError?: unknown;
    startedNew?: boolean;
    application?: { status?: string } | null;
  };
  return JSON.stringify([
    snapshot.value,
    Boolean(context.error),
    context.notice ?? null,
    Object.keys(context.fieldErrors ?? {}).length > 0,
    Boolean(context.messageError),
    context.startedNew ?? null,
    context.application?.status ?? null,
  ]);
};

const { firstName: _f, lastName: _l, phone, agreePrivacy: _a, ...facts } = applicationInput;

export const expertApplication: MachineEntry = {
  id: 'expert-application',
  file: 'machines/experts/application.machine.ts',
  purpose: {
    en: '/expert/apply: a signed-in person applies to become an expert: fills the form (saved as a draft or sent), waits while staff review it, edits and resends when changes are asked for, and sees the approval or the rejection with its reason (then may apply again); a changed application (409) is loaded again.',
    vi: '/expert/apply: người dùng đã đăng nhập đăng ký làm chuyên gia: điền biểu mẫu (lưu nháp hoặc gửi), chờ nhân viên xét duyệt, sửa và gửi lại khi được yêu cầu bổ sung, xem kết quả phê duyệt hoặc từ chối kèm lý do (sau đó có thể đăng ký lại); hồ sơ đã thay đổi (409) được tải lại.',
  },
  machine: applicationMachine,
  events: typed<ApplicationMachineEvent>([
    { type: 'user.save', data: draftInput },
    { type: 'user.submit', data: applicationInput },
    { type: 'user.chooseCountry', countryId: 1 },
    { type: 'user.editField', field: 'credentials.0.evidenceUrl' },
    { type: 'user.refresh' },
    { type: 'user.startNew' },
    { type: 'user.reload' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadApplication', loadWith(null, noCities)),
      done('loadApplication', loadWith(application('CHANGES_REQUESTED'))),
      done('loadApplication', loadWith(application('UNDER_REVIEW'))),
      done('loadApplication', loadWith(application('APPROVED'))),
      done('loadApplication', loadWith(application('REJECTED'))),
      failed('loadApplication', expertFailures.network),
      done('loadCities', hanoi),
      failed('loadCities', expertFailures.network),
      done('saveApplication', application('DRAFT')),
      failed('saveApplication', expertFailures.conflict),
      failed('saveApplication', expertFailures.invalid),
      failed('saveApplication', expertFailures.network),
      done('submitApplication', application('SUBMITTED')),
      done('submitApplication', application('CHANGES_REQUESTED')),
      done('submitApplication', application('APPROVED')),
      done('submitApplication', application('REJECTED')),
      failed('submitApplication', expertFailures.conflict),
      failed('submitApplication', expertFailures.invalid),
      failed('submitApplication', expertFailures.rateLimited),
    ],
  },
  serializeState: messagesKey,
};

export const expertOwnProfile: MachineEntry = {
  id: 'expert-own-profile',
  file: 'machines/experts/own-profile.machine.ts',
  purpose: {
    en: '/expert/my-profile: an approved expert edits their published profile; changed credentials go back to staff review and show as pending with their status; a caller who is not an expert is pointed to the application.',
    vi: '/expert/my-profile: chuyên gia đã được duyệt sửa hồ sơ công khai; chứng chỉ thay đổi được gửi lại để nhân viên xét duyệt và hiển thị là đang chờ kèm trạng thái; người chưa là chuyên gia được chỉ tới trang đăng ký.',
  },
  machine: ownProfileMachine,
  events: typed<OwnProfileEvent>([
    { type: 'user.save', data: { ...facts, contactPhone: phone } },
    { type: 'user.chooseCountry', countryId: 1 },
    { type: 'user.editField', field: 'credentials.0.evidenceUrl' },
    { type: 'user.dismissNotice' },
    { type: 'user.reload' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadOwnProfile', ownProfileLoad),
      failed('loadOwnProfile', expertFailures.notFound),
      failed('loadOwnProfile', expertFailures.network),
      done('loadCities', hanoi),
      failed('loadCities', expertFailures.network),
      done('saveOwnProfile', pendingProfile),
      failed('saveOwnProfile', expertFailures.conflict),
      failed('saveOwnProfile', expertFailures.invalid),
      failed('saveOwnProfile', expertFailures.network),
    ],
  },
  serializeState: messagesKey,
};

export const expertQueue: MachineEntry = {
  id: 'expert-queue',
  file: 'machines/staff/expert-queue.machine.ts',
  purpose: {
    en: '/staff/expert-applications: the expert review queue, oldest submitted first, with a status filter and paging; a signed-in visitor who is not staff is told they have no access.',
    vi: '/staff/expert-applications: hàng đợi xét duyệt chuyên gia, hồ sơ gửi sớm nhất trước, có lọc theo trạng thái và phân trang; người đã đăng nhập nhưng không phải nhân viên được báo không có quyền truy cập.',
  },
  machine: expertQueueMachine,
  events: typed<ExpertQueueEvent>([
    { type: 'user.filterStatus', status: 'UNDER_REVIEW' },
    { type: 'user.goToPage', page: 2 },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadExpertQueue', queuePage),
      failed('loadExpertQueue', expertFailures.forbidden),
      failed('loadExpertQueue', expertFailures.network),
    ],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

export const expertReview: MachineEntry = {
  id: 'expert-review',
  file: 'machines/staff/expert-review.machine.ts',
  purpose: {
    en: "/staff/expert-applications/{id}: one expert application with everything submitted, the applicant's academy certificates and the history; staff start the review, ask for changes, approve or reject (reason and text); a changed application (409) is loaded again.",
    vi: '/staff/expert-applications/{id}: một hồ sơ chuyên gia với mọi thông tin đã gửi, chứng chỉ học viện của người đăng ký và lịch sử; nhân viên bắt đầu xét duyệt, yêu cầu bổ sung, phê duyệt hoặc từ chối (lý do và nội dung); hồ sơ đã thay đổi (409) được tải lại.',
  },
  machine: expertReviewMachine,
  starts: [{ label: `/staff/expert-applications/${APPLICATION}`, input: { id: APPLICATION } }],
  events: typed<ExpertReviewEvent>([
    { type: 'user.startReview' },
    { type: 'user.requestChanges', message: 'Vui lòng bổ sung đường dẫn kiểm chứng.' },
    { type: 'user.approve' },
    { type: 'user.reject', reasonCode: 'OUT_OF_SCOPE', message: 'Lĩnh vực không thuộc phạm vi.' },
    { type: 'user.dismissNotice' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadExpertApplication', staffLoad('SUBMITTED')),
      done('loadExpertApplication', staffLoad('UNDER_REVIEW')),
      failed('loadExpertApplication', expertFailures.notFound),
      failed('loadExpertApplication', expertFailures.forbidden),
      failed('loadExpertApplication', expertFailures.network),
      done('reviewExpertApplication', staffApplication('UNDER_REVIEW')),
      done('reviewExpertApplication', staffApplication('APPROVED')),
      failed('reviewExpertApplication', expertFailures.conflict),
      failed('reviewExpertApplication', {
        ...expertFailures.invalid,
        details: [{ field: 'message', message: 'Tối thiểu 10 ký tự' }],
      }),
      failed('reviewExpertApplication', expertFailures.network),
    ],
  },
  serializeState: messagesKey,
};
