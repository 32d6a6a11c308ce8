// The expert application mails (issue 13), to the applicant in their language, one per step of the review:
// received (on submit), review started, changes requested (with staff's text), approved (the public profile and
// the expert's own profile page) and rejected (the reason and staff's text). `kind` CREDENTIALS words them as a
// change of credentials of an approved expert. Rendered through templates.ts's layout like the others.
import type { Locale } from '../../domain/messages';
import type { RejectionReason } from '../../domain/experts/vocabulary';

export type ExpertApplicationStep =
  'received' | 'reviewStarted' | 'changesRequested' | 'approved' | 'rejected';

export interface ExpertApplicationMailPayload {
  firstName: string;
  kind: 'NEW' | 'CREDENTIALS';
  /** Where the applicant follows the application (/expert/apply, /expert/my-profile); approved: the public profile. */
  link: string;
}
export interface ExpertChangesRequestedPayload extends ExpertApplicationMailPayload {
  message: string;
}
export interface ExpertApprovedPayload extends ExpertApplicationMailPayload {
  /** The expert's own profile page (/expert/my-profile). */
  myProfileLink: string;
}
export interface ExpertRejectedPayload extends ExpertApplicationMailPayload {
  reasonCode: RejectionReason;
  message: string;
}

export interface ExpertMailParts {
  subject: string;
  preheader: string;
  paragraphs: string[];
  button: { label: string; href: string };
  after: string[];
  text: string[];
}

export const REJECTION_REASON_LABELS: Record<Locale, Record<RejectionReason, string>> = {
  vi: {
    INSUFFICIENT_EXPERIENCE: 'Chưa đủ kinh nghiệm',
    UNVERIFIABLE_CREDENTIALS: 'Không xác minh được chứng chỉ',
    OUT_OF_SCOPE: 'Không thuộc phạm vi của danh bạ chuyên gia',
    INCOMPLETE_OR_INACCURATE: 'Thông tin chưa đầy đủ hoặc chưa chính xác',
    OTHER: 'Lý do khác',
  },
  en: {
    INSUFFICIENT_EXPERIENCE: 'Insufficient experience',
    UNVERIFIABLE_CREDENTIALS: 'The credentials could not be verified',
    OUT_OF_SCOPE: "Outside the directory's scope",
    INCOMPLETE_OR_INACCURATE: 'Incomplete or inaccurate information',
    OTHER: 'Other reason',
  },
};

interface Helpers {
  escape: (value: unknown) => string;
  oneLine: (value: unknown) => string;
}

/** Staff's text: escaped, its line breaks kept. */
const multiline = (escape: Helpers['escape'], text: string) => escape(text).replace(/\r?\n/g, '<br>');

export function expertApplicationMail(
  locale: Locale,
  step: ExpertApplicationStep,
  p: ExpertApplicationMailPayload &
    Partial<ExpertChangesRequestedPayload & ExpertApprovedPayload & ExpertRejectedPayload>,
  { escape, oneLine }: Helpers,
): ExpertMailParts {
  const name = oneLine(p.firstName);
  const credentials = p.kind === 'CREDENTIALS';
  const vi = locale === 'vi';
  const what = vi
    ? credentials
      ? 'thay đổi chứng chỉ trong hồ sơ chuyên gia'
      : 'đơn đăng ký trở thành chuyên gia'
    : credentials
      ? 'change to the credentials of your expert profile'
      : 'application to become an expert';
  const hello = vi ? `Xin chào ${escape(name)},` : `Hello ${escape(name)},`;
  const helloText = vi ? `Xin chào ${name},` : `Hello ${name},`;
  const follow = vi ? 'Xem đơn của bạn' : 'Open your application';
  const staffText = p.message ?? '';

  switch (step) {
    case 'received': {
      const body = vi
        ? `Chúng tôi đã nhận được ${what} của bạn. Đội ngũ của chúng tôi sẽ xem xét và gửi email cho bạn ở mỗi bước.`
        : `We have received your ${what}. Our team will review it and e-mail you at each step.`;
      return {
        subject: vi ? `Đã nhận ${what} của bạn` : `We received your ${what}`,
        preheader: body,
        paragraphs: [hello, body],
        button: { label: follow, href: p.link },
        after: [],
        text: [helloText, '', body, '', p.link],
      };
    }
    case 'reviewStarted': {
      const body = vi
        ? `Đội ngũ của chúng tôi đã bắt đầu xem xét ${what} của bạn. Trong thời gian này bạn không thể chỉnh sửa đơn.`
        : `Our team has started reviewing your ${what}. You cannot edit it during the review.`;
      return {
        subject: vi ? `Đơn của bạn đang được xem xét` : `Your application is under review`,
        preheader: body,
        paragraphs: [hello, body],
        button: { label: follow, href: p.link },
        after: [],
        text: [helloText, '', body, '', p.link],
      };
    }
    case 'changesRequested': {
      const body = vi
        ? `Đội ngũ của chúng tôi cần bạn bổ sung hoặc chỉnh sửa ${what} trước khi tiếp tục xem xét:`
        : `Our team needs you to complete or correct your ${what} before the review can go on:`;
      const then = vi
        ? 'Vui lòng cập nhật đơn và gửi lại.'
        : 'Please update your application and send it again.';
      return {
        subject: vi ? `Cần bổ sung thông tin cho đơn của bạn` : `Changes requested to your application`,
        preheader: body,
        paragraphs: [hello, body, `<em>${multiline(escape, staffText)}</em>`, then],
        button: { label: vi ? 'Cập nhật đơn' : 'Update your application', href: p.link },
        after: [],
        text: [helloText, '', body, '', staffText, '', then, p.link],
      };
    }
    case 'approved': {
      const body = vi
        ? credentials
          ? 'Thay đổi chứng chỉ của bạn đã được duyệt và đang hiển thị trên hồ sơ chuyên gia công khai.'
          : 'Chúc mừng! Đơn đăng ký của bạn đã được duyệt. Hồ sơ chuyên gia của bạn đã được công khai trong danh bạ chuyên gia.'
        : credentials
          ? 'Your change of credentials was approved and now shows on your public expert profile.'
          : 'Congratulations! Your application was approved. Your expert profile is now published in the expert directory.';
      const manage = vi
        ? 'Bạn có thể cập nhật hồ sơ của mình bất cứ lúc nào tại:'
        : 'You can update your profile at any time at:';
      const myProfile = p.myProfileLink ?? p.link;
      return {
        subject: vi
          ? credentials
            ? 'Thay đổi chứng chỉ đã được duyệt'
            : 'Bạn đã trở thành chuyên gia'
          : credentials
            ? 'Your change of credentials was approved'
            : 'You are now a listed expert',
        preheader: body,
        paragraphs: [hello, body],
        button: { label: vi ? 'Xem hồ sơ công khai' : 'View your public profile', href: p.link },
        after: [`${manage}<br><a href="${escape(myProfile)}">${escape(myProfile)}</a>`],
        text: [helloText, '', body, p.link, '', manage, myProfile],
      };
    }
    case 'rejected': {
      const reason = REJECTION_REASON_LABELS[locale][p.reasonCode ?? 'OTHER'];
      const body = vi
        ? `Rất tiếc, ${what} của bạn chưa được chấp thuận.`
        : `We are sorry: your ${what} was not accepted.`;
      const reasonLine = vi ? `Lý do: ${reason}` : `Reason: ${reason}`;
      const again = vi
        ? credentials
          ? 'Hồ sơ của bạn vẫn giữ các chứng chỉ đã được duyệt trước đó. Bạn có thể gửi lại thay đổi khi đã sẵn sàng.'
          : 'Bạn có thể gửi một đơn mới khi đã sẵn sàng.'
        : credentials
          ? 'Your profile keeps the credentials approved before. You may send a new change when you are ready.'
          : 'You may send a new application when you are ready.';
      return {
        subject: vi ? `Kết quả xét duyệt đơn của bạn` : `The outcome of your application`,
        preheader: body,
        paragraphs: [
          hello,
          body,
          `<strong>${escape(reasonLine)}</strong>`,
          `<em>${multiline(escape, staffText)}</em>`,
          again,
        ],
        button: { label: follow, href: p.link },
        after: [],
        text: [helloText, '', body, reasonLine, '', staffText, '', again, p.link],
      };
    }
  }
}
