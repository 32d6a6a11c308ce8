// Registry entries of the GHG emission-risk assessment and report machines.
import { riskAssessmentMachine } from '../../../machines/ghg/risk-assessment.machine';
import type {
  CompanyValues,
  GhgAssessmentInput,
  RiskAssessmentEvent,
} from '../../../machines/ghg/risk-assessment.types';
import { riskReportMachine } from '../../../machines/ghg/risk-report.machine';
import { reportClaimMachine } from '../../../machines/ghg/report-claim.machine';
import type { ReportClaimEvent } from '../../../machines/ghg/report-claim.types';
import { reportShareMachine } from '../../../machines/ghg/report-share.machine';
import type { ReportShareEvent } from '../../../machines/ghg/report-share.types';
import type { RiskReportEvent } from '../../../machines/ghg/risk-report.types';
import { ghgInvalid, ghgNotFound, REPORT_ID, steelInput, steelReport } from '../../fixtures/ghg';
import { typed, done, failed, ok, fail, offline, apiError, type MachineEntry } from './entry';

// ---- GHG emission-risk assessment and its report ------------------------------------------------------------------

const ghgCompany = (companyName: string): RiskAssessmentEvent => ({
  type: 'user.submitCompany',
  values: {
    companyName,
    taxCode: '0101234567',
    sector: 'IRON_STEEL',
    employees: 320,
    revenueVnd: 250000000000,
    previousInventory: false,
    exportMarkets: ['EU'],
  } satisfies CompanyValues,
});

export const riskAssessment: MachineEntry = {
  id: 'ghg-risk-assessment',
  file: 'machines/ghg/risk-assessment.machine.ts',
  purpose: {
    en: '/ghg-report/count-down: the two-minute GHG emission-risk assessment, a four-step wizard (company & sector, energy use, CBAM exports, review) sent once (POST /ghg-reports), then the result page; a refused field brings back its step.',
    vi: '/ghg-report/count-down: đánh giá nhanh rủi ro phát thải khí nhà kính trong hai phút, bốn bước (doanh nghiệp và ngành, năng lượng, xuất khẩu CBAM, xem lại) gửi một lần (POST /ghg-reports) rồi đến trang kết quả; trường bị từ chối đưa về bước của nó.',
  },
  machine: riskAssessmentMachine,
  events: typed<RiskAssessmentEvent>([
    ghgCompany('Thép Xanh'),
    ghgCompany('Sai mã số thuế'),
    ghgCompany('Sai nhiên liệu'),
    ghgCompany('Sai CBAM'),
    ghgCompany('Mất mạng'),
    {
      type: 'user.submitEnergy',
      values: { fuels: steelInput.fuels, electricityKwh: steelInput.electricityKwh },
    },
    { type: 'user.submitCbam', values: { cbamExports: steelInput.cbamExports ?? [] } },
    { type: 'user.back' },
    { type: 'user.submit' },
    { type: 'user.editField', field: 'taxCode' },
  ]),
  actors: {
    kind: 'backend',
    answer: {
      createReport: ({ companyName }: GhgAssessmentInput) => {
        if (companyName === 'Sai mã số thuế') return fail(ghgInvalid('taxCode'));
        if (companyName === 'Sai nhiên liệu') return fail(ghgInvalid('fuels.dieselLitres'));
        if (companyName === 'Sai CBAM') return fail(ghgInvalid('cbamExports.0.quantity'));
        if (companyName === 'Mất mạng') return fail(offline);
        return ok(steelReport);
      },
    },
  },
};

export const riskReport: MachineEntry = {
  id: 'ghg-risk-report',
  file: 'machines/ghg/risk-report.machine.ts',
  purpose: {
    en: 'The GHG risk report pages: loads a report by id (GET /ghg-reports/{id}), says when it does not exist, says why it could not load it and tries again on request, reloads it after a language switch.',
    vi: 'Trang kết quả đánh giá rủi ro phát thải: tải báo cáo theo mã (GET /ghg-reports/{id}), báo khi không có báo cáo, báo lý do khi không tải được và cho thử lại, tải lại sau khi đổi ngôn ngữ.',
  },
  machine: riskReportMachine,
  starts: [
    {
      label: `/ghg-report/${REPORT_ID}/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html`,
      input: { id: REPORT_ID },
    },
    {
      label: '/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh (no id, no cookie)',
      input: { id: null },
    },
  ],
  events: typed<RiskReportEvent>([{ type: 'user.retry' }, { type: 'app.localeChanged' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadReport', steelReport),
      done('loadReport', null),
      failed('loadReport', ghgNotFound),
      failed('loadReport', offline),
    ],
  },
  serializeState: (snapshot) => {
    const context = snapshot.context as { error: unknown; report: unknown };
    return JSON.stringify([snapshot.value, context.error, Boolean(context.report)]);
  },
};

export const reportClaim: MachineEntry = {
  id: 'ghg-report-claim',
  file: 'machines/ghg/report-claim.machine.ts',
  purpose: {
    en: "After a sign-in (and on any signed-in load) the assessment the idReport cookie names is claimed into the workspace (POST /ghg-reports/{id}/claim): announced when new; kept unclaimed for a user without a workspace; the cookie forgotten for another workspace's or an unknown report; a failure can be retried.",
    vi: 'Sau khi đăng nhập (và mỗi lần tải trang khi đã đăng nhập) bản đánh giá mà cookie idReport trỏ tới được nhận vào không gian làm việc (POST /ghg-reports/{id}/claim): báo khi mới nhận; giữ nguyên khi người dùng chưa có không gian; quên cookie khi báo cáo thuộc không gian khác hoặc không tồn tại; lỗi thì cho thử lại.',
  },
  machine: reportClaimMachine,
  starts: [
    { label: 'signed in with the idReport cookie', input: { reportId: REPORT_ID } },
    { label: 'signed in without the idReport cookie', input: { reportId: null } },
  ],
  events: typed<ReportClaimEvent>([{ type: 'user.retry' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('claimReport', {
        reportId: REPORT_ID,
        workspace: { id: '11111111-1111-4111-8111-111111111111', name: 'Công ty Thép Xanh' },
        claimedAt: '2026-11-24T10:00:00.000Z',
        newlyClaimed: true,
      }),
      done('claimReport', {
        reportId: REPORT_ID,
        workspace: { id: '11111111-1111-4111-8111-111111111111', name: 'Công ty Thép Xanh' },
        claimedAt: '2026-11-24T10:00:00.000Z',
        newlyClaimed: false,
      }),
      done('claimReport', null),
      failed('claimReport', apiError(409, 'NO_WORKSPACE', 'Bạn chưa có không gian làm việc')),
      failed('claimReport', apiError(409, 'CONFLICT', 'Xung đột')),
      failed('claimReport', offline),
    ],
  },
};

export const reportShare: MachineEntry = {
  id: 'ghg-report-share',
  file: 'machines/ghg/report-share.machine.ts',
  purpose: {
    en: "The share link of a workspace's assessment on its result page (members only): turn it on or renew it (POST /ghg-reports/{id}/share: a new token, the old link stops working), turn it off (DELETE); a failure keeps the link as it was and says why.",
    vi: 'Đường dẫn chia sẻ bài đánh giá của không gian trên trang kết quả (chỉ thành viên): bật hoặc làm mới (POST /ghg-reports/{id}/share: mã mới, đường dẫn cũ hết hiệu lực), tắt (DELETE); khi lỗi giữ nguyên đường dẫn và báo lý do.',
  },
  machine: reportShareMachine,
  starts: [
    {
      label: 'a workspace report, sharing off',
      input: { reportId: REPORT_ID, spaceId: '11111111-1111-4111-8111-111111111111', shareToken: null },
    },
    {
      label: 'a workspace report, sharing on',
      input: {
        reportId: REPORT_ID,
        spaceId: '11111111-1111-4111-8111-111111111111',
        shareToken: 'a'.repeat(43),
      },
    },
  ],
  events: typed<ReportShareEvent>([{ type: 'user.share' }, { type: 'user.unshare' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('shareReport', { shareToken: 'b'.repeat(43) }),
      done('shareReport', null),
      failed('shareReport', offline),
      done('unshareReport', { shareToken: null }),
      done('unshareReport', null),
      failed('unshareReport', offline),
    ],
  },
};

/** Every machine of the product, in the order the catalogue lists them. */
