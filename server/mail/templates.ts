// E-mail templates, Vietnamese first, English second. Each renders a subject, an HTML body in one simple branded
// layout (template-layout.ts; inline styles only: mail clients drop <style> blocks and external CSS) and a
// plain-text part.
// Every interpolated value is HTML-escaped: names come from sign-up forms and may contain markup such as <script>.
import type { Locale } from '../../domain/messages';
import {
  BRAND,
  escapeHtml,
  layout,
  oneLine,
  safeLink,
  type Content,
  type RenderedMail,
} from './template-layout';
import { certificateIssued, type CertificateIssuedPayload } from './template-certificate';
import {
  expertApplicationMail,
  type ExpertApplicationMailPayload,
  type ExpertApprovedPayload,
  type ExpertChangesRequestedPayload,
  type ExpertRejectedPayload,
} from './template-expert-application';
import {
  expertContactAccepted,
  expertContactDeclined,
  expertContactReceived,
  type ExpertContactAcceptedPayload,
  type ExpertContactDeclinedPayload,
  type ExpertContactReceivedPayload,
} from './template-expert-contact';

export interface MailTemplatePayloads {
  activation: { firstName: string; link: string; expiresInHours: number };
  'password-reset': { firstName: string; link: string; code: string; expiresInMinutes: number };
  invite: { inviterName: string; spaceName: string; link: string; role: string; expiresInDays: number };
  'password-changed': { firstName: string };
  'contact-received': { firstName: string };
  /** To the sales inbox (SALES_INBOX), in Vietnamese: every field of a new contact request and its staff link. */
  'contact-sale-notification': {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    companyName: string;
    career: string;
    companySize: string;
    requirement: string;
    /** The sender's language. */
    locale: string;
    link: string;
  };
  /** To the learner, in their language: the certificate's code and its public verification link. */
  'certificate-issued': CertificateIssuedPayload;
  /** To the applicant, in their language, at each step of an expert application (issue 13). */
  'expert-application-received': ExpertApplicationMailPayload;
  'expert-application-review-started': ExpertApplicationMailPayload;
  'expert-application-changes-requested': ExpertChangesRequestedPayload;
  'expert-application-approved': ExpertApprovedPayload;
  'expert-application-rejected': ExpertRejectedPayload;
  /** Issue 13, contact requests to experts (template-expert-contact.ts), in the recipient's language. */
  'expert-contact-received': ExpertContactReceivedPayload;
  'expert-contact-accepted': ExpertContactAcceptedPayload;
  'expert-contact-declined': ExpertContactDeclinedPayload;
}

export type MailTemplateName = keyof MailTemplatePayloads;

export const mailTemplateNames: readonly MailTemplateName[] = [
  'activation',
  'password-reset',
  'invite',
  'password-changed',
  'contact-received',
  'contact-sale-notification',
  'certificate-issued',
  'expert-application-received',
  'expert-application-review-started',
  'expert-application-changes-requested',
  'expert-application-approved',
  'expert-application-rejected',
  'expert-contact-received',
  'expert-contact-accepted',
  'expert-contact-declined',
];

type Renderers = {
  [K in MailTemplateName]: Record<Locale, (payload: MailTemplatePayloads[K]) => Content>;
};

const roleNames: Record<Locale, Record<string, string>> = {
  vi: { OWNER: 'Chủ sở hữu', ADMIN: 'Quản trị viên', MEMBER: 'Thành viên' },
  en: { OWNER: 'Owner', ADMIN: 'Administrator', MEMBER: 'Member' },
};

function roleName(locale: Locale, role: string): string {
  return roleNames[locale][role.toUpperCase()] ?? role;
}

const renderers: Renderers = {
  activation: {
    vi: (p) => {
      const name = oneLine(p.firstName);
      return {
        subject: `Kích hoạt tài khoản ${BRAND} của bạn`,
        preheader: 'Chỉ còn một bước nữa để bắt đầu sử dụng tài khoản.',
        paragraphs: [
          `Xin chào ${escapeHtml(name)},`,
          `Cảm ơn bạn đã đăng ký tài khoản ${BRAND}. Vui lòng nhấn vào nút bên dưới để kích hoạt tài khoản của bạn.`,
        ],
        button: { label: 'Kích hoạt tài khoản', href: p.link },
        after: [
          `Đường dẫn có hiệu lực trong ${escapeHtml(p.expiresInHours)} giờ. Nếu bạn không đăng ký tài khoản, vui lòng bỏ qua email này.`,
        ],
        text: [
          `Xin chào ${name},`,
          '',
          `Cảm ơn bạn đã đăng ký tài khoản ${BRAND}. Vui lòng mở đường dẫn sau để kích hoạt tài khoản của bạn:`,
          p.link,
          '',
          `Đường dẫn có hiệu lực trong ${p.expiresInHours} giờ. Nếu bạn không đăng ký tài khoản, vui lòng bỏ qua email này.`,
        ],
      };
    },
    en: (p) => {
      const name = oneLine(p.firstName);
      return {
        subject: `Activate your ${BRAND} account`,
        preheader: 'One more step to start using your account.',
        paragraphs: [
          `Hello ${escapeHtml(name)},`,
          `Thank you for signing up for ${BRAND}. Please click the button below to activate your account.`,
        ],
        button: { label: 'Activate account', href: p.link },
        after: [
          `The link is valid for ${escapeHtml(p.expiresInHours)} hours. If you did not sign up, please ignore this email.`,
        ],
        text: [
          `Hello ${name},`,
          '',
          `Thank you for signing up for ${BRAND}. Please open this link to activate your account:`,
          p.link,
          '',
          `The link is valid for ${p.expiresInHours} hours. If you did not sign up, please ignore this email.`,
        ],
      };
    },
  },
  'password-reset': {
    vi: (p) => {
      const name = oneLine(p.firstName);
      const code = oneLine(p.code);
      return {
        subject: `Đặt lại mật khẩu ${BRAND}`,
        preheader: `Mã xác nhận của bạn: ${escapeHtml(code)}`,
        paragraphs: [
          `Xin chào ${escapeHtml(name)},`,
          'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mã xác nhận của bạn là:',
          `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong>`,
          'Bạn cũng có thể nhấn vào nút bên dưới để đặt mật khẩu mới.',
        ],
        button: { label: 'Đặt lại mật khẩu', href: p.link },
        after: [
          `Mã và đường dẫn có hiệu lực trong ${escapeHtml(p.expiresInMinutes)} phút. Nếu bạn không yêu cầu đặt lại mật khẩu, vui lòng bỏ qua email này; mật khẩu của bạn sẽ không thay đổi.`,
        ],
        text: [
          `Xin chào ${name},`,
          '',
          'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.',
          `Mã xác nhận của bạn là: ${code}`,
          '',
          'Bạn cũng có thể mở đường dẫn sau để đặt mật khẩu mới:',
          p.link,
          '',
          `Mã và đường dẫn có hiệu lực trong ${p.expiresInMinutes} phút. Nếu bạn không yêu cầu đặt lại mật khẩu, vui lòng bỏ qua email này; mật khẩu của bạn sẽ không thay đổi.`,
        ],
      };
    },
    en: (p) => {
      const name = oneLine(p.firstName);
      const code = oneLine(p.code);
      return {
        subject: `Reset your ${BRAND} password`,
        preheader: `Your verification code: ${escapeHtml(code)}`,
        paragraphs: [
          `Hello ${escapeHtml(name)},`,
          'We received a request to reset the password of your account. Your verification code is:',
          `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong>`,
          'You can also click the button below to choose a new password.',
        ],
        button: { label: 'Reset password', href: p.link },
        after: [
          `The code and the link are valid for ${escapeHtml(p.expiresInMinutes)} minutes. If you did not ask to reset your password, please ignore this email; your password will not change.`,
        ],
        text: [
          `Hello ${name},`,
          '',
          'We received a request to reset the password of your account.',
          `Your verification code is: ${code}`,
          '',
          'You can also open this link to choose a new password:',
          p.link,
          '',
          `The code and the link are valid for ${p.expiresInMinutes} minutes. If you did not ask to reset your password, please ignore this email; your password will not change.`,
        ],
      };
    },
  },
  invite: {
    vi: (p) => {
      const inviter = oneLine(p.inviterName);
      const space = oneLine(p.spaceName);
      const role = roleName('vi', oneLine(p.role));
      return {
        subject: `${inviter} mời bạn tham gia không gian làm việc "${space}"`,
        preheader: `Lời mời tham gia "${escapeHtml(space)}" trên ${BRAND}.`,
        paragraphs: [
          'Xin chào,',
          `<strong>${escapeHtml(inviter)}</strong> đã mời bạn tham gia không gian làm việc <strong>${escapeHtml(space)}</strong> trên ${BRAND} với vai trò <strong>${escapeHtml(role)}</strong>.`,
          'Vui lòng nhấn vào nút bên dưới để chấp nhận lời mời.',
        ],
        button: { label: 'Chấp nhận lời mời', href: p.link },
        after: [
          `Lời mời có hiệu lực trong ${escapeHtml(p.expiresInDays)} ngày. Nếu bạn không mong đợi lời mời này, vui lòng bỏ qua email này.`,
        ],
        text: [
          'Xin chào,',
          '',
          `${inviter} đã mời bạn tham gia không gian làm việc "${space}" trên ${BRAND} với vai trò ${role}.`,
          'Vui lòng mở đường dẫn sau để chấp nhận lời mời:',
          p.link,
          '',
          `Lời mời có hiệu lực trong ${p.expiresInDays} ngày. Nếu bạn không mong đợi lời mời này, vui lòng bỏ qua email này.`,
        ],
      };
    },
    en: (p) => {
      const inviter = oneLine(p.inviterName);
      const space = oneLine(p.spaceName);
      const role = roleName('en', oneLine(p.role));
      return {
        subject: `${inviter} invited you to join the workspace "${space}"`,
        preheader: `An invitation to join "${escapeHtml(space)}" on ${BRAND}.`,
        paragraphs: [
          'Hello,',
          `<strong>${escapeHtml(inviter)}</strong> has invited you to join the workspace <strong>${escapeHtml(space)}</strong> on ${BRAND} as <strong>${escapeHtml(role)}</strong>.`,
          'Please click the button below to accept the invitation.',
        ],
        button: { label: 'Accept invitation', href: p.link },
        after: [
          `The invitation is valid for ${escapeHtml(p.expiresInDays)} days. If you were not expecting it, please ignore this email.`,
        ],
        text: [
          'Hello,',
          '',
          `${inviter} has invited you to join the workspace "${space}" on ${BRAND} as ${role}.`,
          'Please open this link to accept the invitation:',
          p.link,
          '',
          `The invitation is valid for ${p.expiresInDays} days. If you were not expecting it, please ignore this email.`,
        ],
      };
    },
  },
  'password-changed': {
    vi: (p) => {
      const name = oneLine(p.firstName);
      return {
        subject: `Mật khẩu ${BRAND} của bạn đã được thay đổi`,
        preheader: 'Thông báo bảo mật về tài khoản của bạn.',
        paragraphs: [
          `Xin chào ${escapeHtml(name)},`,
          'Mật khẩu tài khoản của bạn vừa được thay đổi thành công.',
          'Nếu bạn không thực hiện thay đổi này, vui lòng đặt lại mật khẩu ngay và liên hệ với chúng tôi.',
        ],
        text: [
          `Xin chào ${name},`,
          '',
          'Mật khẩu tài khoản của bạn vừa được thay đổi thành công.',
          'Nếu bạn không thực hiện thay đổi này, vui lòng đặt lại mật khẩu ngay và liên hệ với chúng tôi.',
        ],
      };
    },
    en: (p) => {
      const name = oneLine(p.firstName);
      return {
        subject: `Your ${BRAND} password was changed`,
        preheader: 'A security notice about your account.',
        paragraphs: [
          `Hello ${escapeHtml(name)},`,
          'The password of your account has just been changed.',
          'If you did not make this change, please reset your password right away and contact us.',
        ],
        text: [
          `Hello ${name},`,
          '',
          'The password of your account has just been changed.',
          'If you did not make this change, please reset your password right away and contact us.',
        ],
      };
    },
  },
  'contact-received': {
    vi: (p) => {
      const name = oneLine(p.firstName);
      return {
        subject: `${BRAND} đã nhận được thông tin liên hệ của bạn`,
        preheader: 'Cảm ơn bạn đã liên hệ với chúng tôi.',
        paragraphs: [
          `Xin chào ${escapeHtml(name)},`,
          'Cảm ơn bạn đã quan tâm đến giải pháp kiểm kê khí nhà kính của chúng tôi. Chúng tôi đã nhận được thông tin liên hệ của bạn!',
          'Đội ngũ tư vấn sẽ liên hệ lại với bạn trong thời gian sớm nhất.',
        ],
        text: [
          `Xin chào ${name},`,
          '',
          'Cảm ơn bạn đã quan tâm đến giải pháp kiểm kê khí nhà kính của chúng tôi. Chúng tôi đã nhận được thông tin liên hệ của bạn!',
          'Đội ngũ tư vấn sẽ liên hệ lại với bạn trong thời gian sớm nhất.',
        ],
      };
    },
    en: (p) => {
      const name = oneLine(p.firstName);
      return {
        subject: `${BRAND} has received your contact request`,
        preheader: 'Thank you for contacting us.',
        paragraphs: [
          `Hello ${escapeHtml(name)},`,
          'Thank you for your interest in our greenhouse gas inventory solution. We have received your contact!',
          'Our consultants will get back to you as soon as possible.',
        ],
        text: [
          `Hello ${name},`,
          '',
          'Thank you for your interest in our greenhouse gas inventory solution. We have received your contact!',
          'Our consultants will get back to you as soon as possible.',
        ],
      };
    },
  },
  'contact-sale-notification': {
    vi: (p) => saleNotification(p, contactSaleLabels.vi),
    en: (p) => saleNotification(p, contactSaleLabels.en),
  },
  'certificate-issued': {
    vi: (p) => certificateIssued('vi', p, escapeHtml, oneLine),
    en: (p) => certificateIssued('en', p, escapeHtml, oneLine),
  },
  ...expertRenderers(),
  'expert-contact-received': {
    vi: (p) => expertContactReceived('vi', p, escapeHtml, oneLine),
    en: (p) => expertContactReceived('en', p, escapeHtml, oneLine),
  },
  'expert-contact-accepted': {
    vi: (p) => expertContactAccepted('vi', p, escapeHtml, oneLine),
    en: (p) => expertContactAccepted('en', p, escapeHtml, oneLine),
  },
  'expert-contact-declined': {
    vi: (p) => expertContactDeclined('vi', p, escapeHtml, oneLine),
    en: (p) => expertContactDeclined('en', p, escapeHtml, oneLine),
  },
};

/** The expert application mails (template-expert-application.ts), in both languages. */
function expertRenderers() {
  const helpers = { escape: escapeHtml, oneLine };
  const both = <P extends ExpertApplicationMailPayload>(
    step: Parameters<typeof expertApplicationMail>[1],
  ) => ({
    vi: (p: P) => expertApplicationMail('vi', step, p, helpers),
    en: (p: P) => expertApplicationMail('en', step, p, helpers),
  });
  return {
    'expert-application-received': both<ExpertApplicationMailPayload>('received'),
    'expert-application-review-started': both<ExpertApplicationMailPayload>('reviewStarted'),
    'expert-application-changes-requested': both<ExpertChangesRequestedPayload>('changesRequested'),
    'expert-application-approved': both<ExpertApprovedPayload>('approved'),
    'expert-application-rejected': both<ExpertRejectedPayload>('rejected'),
  };
}

const contactSaleLabels = {
  vi: {
    subject: 'Yêu cầu liên hệ mới',
    intro: 'Có một yêu cầu liên hệ mới từ biểu mẫu liên hệ bộ phận kinh doanh:',
    button: 'Mở yêu cầu trong bảng điều khiển nhân viên',
    fields: ['Họ', 'Tên', 'Email', 'Số điện thoại', 'Công ty', 'Ngành nghề', 'Quy mô', 'Nhu cầu', 'Ngôn ngữ'],
  },
  en: {
    subject: 'New contact request',
    intro: 'A new contact request came in through the contact-sales form:',
    button: 'Open the request in the staff console',
    fields: [
      'Last name',
      'First name',
      'Email',
      'Phone',
      'Company',
      'Line of business',
      'Size',
      'Needs',
      'Language',
    ],
  },
};

/** The sales notification: one line per field (the requirement may span lines in the text part only). */
function saleNotification(
  p: MailTemplatePayloads['contact-sale-notification'],
  labels: (typeof contactSaleLabels)['vi'],
): Content {
  const values = [p.lastName, p.firstName, p.email, p.phone, p.companyName, p.career, p.companySize];
  const lines = values.map((value, i) => [labels.fields[i], oneLine(value)] as const);
  const requirement = String(p.requirement);
  const tail = [[labels.fields[7], requirement] as const, [labels.fields[8], oneLine(p.locale)] as const];
  const fields = [...lines, ...tail];
  return {
    subject: `${labels.subject}: ${oneLine(p.companyName)}`,
    preheader: escapeHtml(`${oneLine(p.firstName)} ${oneLine(p.lastName)} – ${oneLine(p.companyName)}`),
    paragraphs: [
      escapeHtml(labels.intro),
      fields
        .map(
          ([label, value]) =>
            `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value).replace(/\r?\n/g, '<br>')}`,
        )
        .join('<br>'),
    ],
    button: { label: escapeHtml(labels.button), href: p.link },
    text: [labels.intro, '', ...fields.map(([label, value]) => `${label}: ${value}`), '', p.link],
  };
}

/** Renders one template in one language. Throws on an unknown template or a link that is not http(s). */
export function renderMail<K extends MailTemplateName>(
  template: K,
  locale: Locale,
  payload: MailTemplatePayloads[K],
): RenderedMail {
  const byLocale = renderers[template] as Renderers[K] | undefined;
  if (!byLocale) throw new Error(`Unknown mail template: ${String(template)}`);
  const checked = 'link' in payload ? { ...payload, link: safeLink(String(payload.link)) } : payload;
  const content = byLocale[locale === 'en' ? 'en' : 'vi'](checked);
  // Subjects are header values: no line breaks, whatever a name contained.
  return layout(locale === 'en' ? 'en' : 'vi', { ...content, subject: oneLine(content.subject) });
}
