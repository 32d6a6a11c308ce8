// The mails of a company's contact request to an expert (issue 13), in the recipient's language, rendered through
// templates.ts's layout like the others:
// - `expert-contact-received`: to the expert, a new request: the facts only (workspace, sector, scopes, deadline,
//   message) and the link to the requests page; never the company's contact details (shown once accepted);
// - `expert-contact-accepted`: to the requester, the expert accepted: the expert's contact details;
// - `expert-contact-declined`: to the requester, the expert declined, with the reason when one was given.
import type { Locale } from '../../domain/messages';
import type { ContactScope } from '../../domain/experts/vocabulary';

export interface ExpertContactReceivedPayload {
  /** The expert's first name. */
  firstName: string;
  spaceName: string;
  /** The sector's name in the recipient's language. */
  sectorName: string;
  scopes: ContactScope[];
  /** YYYY-MM-DD. */
  deadline: string;
  message: string;
  /** <site>/work-space/expert-requests */
  link: string;
}

export interface ExpertContactAcceptedPayload {
  /** The requester's first name. */
  firstName: string;
  expertName: string;
  email: string;
  phone: string | null;
  organizationName: string | null;
  link: string;
}

export interface ExpertContactDeclinedPayload {
  firstName: string;
  expertName: string;
  /** The expert's reason ('' when none was given). */
  reason: string;
  link: string;
}

export interface ExpertContactMailParts {
  subject: string;
  preheader: string;
  paragraphs: string[];
  button: { label: string; href: string };
  after: string[];
  text: string[];
}

type Escape = (value: unknown) => string;

const SCOPE_LABELS: Record<Locale, Record<ContactScope, string>> = {
  vi: { SCOPE_1: 'Phạm vi 1', SCOPE_2: 'Phạm vi 2', SCOPE_3: 'Phạm vi 3', CBAM: 'CBAM' },
  en: { SCOPE_1: 'Scope 1', SCOPE_2: 'Scope 2', SCOPE_3: 'Scope 3', CBAM: 'CBAM' },
};

/** A calendar day as people of the locale write it (2026-03-31: 31/03/2026, 31 March 2026). */
export function formatMailDay(locale: Locale, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone: 'UTC',
    day: '2-digit',
    month: locale === 'vi' ? '2-digit' : 'long',
    year: 'numeric',
  }).format(date);
}

/** Line breaks of a free text as <br> in the HTML part (the text is escaped first). */
const withBreaks = (escape: Escape, text: string) => escape(text).replace(/\r?\n/g, '<br>');

export function expertContactReceived(
  locale: Locale,
  p: ExpertContactReceivedPayload,
  escape: Escape,
  oneLine: Escape,
): ExpertContactMailParts {
  const name = oneLine(p.firstName);
  const space = oneLine(p.spaceName);
  const sector = oneLine(p.sectorName);
  const scopes = p.scopes.map((scope) => SCOPE_LABELS[locale][scope] ?? scope).join(', ');
  const deadline = formatMailDay(locale, p.deadline);
  if (locale === 'vi') {
    return {
      subject: `Yêu cầu tư vấn mới từ ${space}`,
      preheader: `Lĩnh vực ${escape(sector)}, thời hạn ${escape(deadline)}`,
      paragraphs: [
        `Xin chào ${escape(name)},`,
        `Không gian làm việc <strong>${escape(space)}</strong> gửi cho bạn một yêu cầu tư vấn qua danh bạ chuyên gia:`,
        `Lĩnh vực: ${escape(sector)}<br>Phạm vi: ${escape(scopes)}<br>Thời hạn: ${escape(deadline)}`,
        `Nội dung:<br>${withBreaks(escape, p.message)}`,
        'Thông tin liên hệ của hai bên chỉ hiển thị sau khi bạn chấp nhận yêu cầu. Bạn có thể chấp nhận hoặc từ chối trong trang yêu cầu chuyên gia.',
      ],
      button: { label: 'Xem yêu cầu', href: p.link },
      after: [],
      text: [
        `Xin chào ${name},`,
        '',
        `Không gian làm việc ${space} gửi cho bạn một yêu cầu tư vấn qua danh bạ chuyên gia:`,
        `Lĩnh vực: ${sector}`,
        `Phạm vi: ${scopes}`,
        `Thời hạn: ${deadline}`,
        'Nội dung:',
        p.message,
        '',
        'Thông tin liên hệ của hai bên chỉ hiển thị sau khi bạn chấp nhận yêu cầu. Xem và trả lời yêu cầu tại:',
        p.link,
      ],
    };
  }
  return {
    subject: `New consulting request from ${space}`,
    preheader: `Sector ${escape(sector)}, deadline ${escape(deadline)}`,
    paragraphs: [
      `Hello ${escape(name)},`,
      `The workspace <strong>${escape(space)}</strong> sent you a consulting request through the expert directory:`,
      `Sector: ${escape(sector)}<br>Scopes: ${escape(scopes)}<br>Deadline: ${escape(deadline)}`,
      `Message:<br>${withBreaks(escape, p.message)}`,
      "Both sides' contact details are shown only once you accept the request. You can accept or decline it on the expert requests page.",
    ],
    button: { label: 'View the request', href: p.link },
    after: [],
    text: [
      `Hello ${name},`,
      '',
      `The workspace ${space} sent you a consulting request through the expert directory:`,
      `Sector: ${sector}`,
      `Scopes: ${scopes}`,
      `Deadline: ${deadline}`,
      'Message:',
      p.message,
      '',
      "Both sides' contact details are shown only once you accept the request. View and answer it at:",
      p.link,
    ],
  };
}

export function expertContactAccepted(
  locale: Locale,
  p: ExpertContactAcceptedPayload,
  escape: Escape,
  oneLine: Escape,
): ExpertContactMailParts {
  const name = oneLine(p.firstName);
  const expert = oneLine(p.expertName);
  const email = oneLine(p.email);
  const phone = p.phone ? oneLine(p.phone) : null;
  const organization = p.organizationName ? oneLine(p.organizationName) : null;
  const vi = locale === 'vi';
  const lines: [string, string][] = [
    [vi ? 'Email' : 'E-mail', email],
    ...(phone ? [[vi ? 'Điện thoại' : 'Phone', phone] as [string, string]] : []),
    ...(organization ? [[vi ? 'Tổ chức' : 'Organization', organization] as [string, string]] : []),
  ];
  const html = lines.map(([label, value]) => `${label}: ${escape(value)}`).join('<br>');
  const text = lines.map(([label, value]) => `${label}: ${value}`);
  if (vi) {
    return {
      subject: `${expert} đã chấp nhận yêu cầu tư vấn của bạn`,
      preheader: 'Thông tin liên hệ của chuyên gia đã sẵn sàng.',
      paragraphs: [
        `Xin chào ${escape(name)},`,
        `Chuyên gia <strong>${escape(expert)}</strong> đã chấp nhận yêu cầu tư vấn của bạn. Thông tin liên hệ của chuyên gia:`,
        html,
        'Chuyên gia cũng đã nhận được thông tin liên hệ của bạn.',
      ],
      button: { label: 'Xem yêu cầu', href: p.link },
      after: [],
      text: [
        `Xin chào ${name},`,
        '',
        `Chuyên gia ${expert} đã chấp nhận yêu cầu tư vấn của bạn. Thông tin liên hệ của chuyên gia:`,
        ...text,
        '',
        'Chuyên gia cũng đã nhận được thông tin liên hệ của bạn. Xem yêu cầu tại:',
        p.link,
      ],
    };
  }
  return {
    subject: `${expert} accepted your consulting request`,
    preheader: "The expert's contact details are ready.",
    paragraphs: [
      `Hello ${escape(name)},`,
      `The expert <strong>${escape(expert)}</strong> accepted your consulting request. Their contact details:`,
      html,
      'The expert now sees your contact details too.',
    ],
    button: { label: 'View the request', href: p.link },
    after: [],
    text: [
      `Hello ${name},`,
      '',
      `The expert ${expert} accepted your consulting request. Their contact details:`,
      ...text,
      '',
      'The expert now sees your contact details too. View the request at:',
      p.link,
    ],
  };
}

export function expertContactDeclined(
  locale: Locale,
  p: ExpertContactDeclinedPayload,
  escape: Escape,
  oneLine: Escape,
): ExpertContactMailParts {
  const name = oneLine(p.firstName);
  const expert = oneLine(p.expertName);
  const reason = p.reason.trim();
  if (locale === 'vi') {
    return {
      subject: `${expert} đã từ chối yêu cầu tư vấn của bạn`,
      preheader: 'Bạn có thể liên hệ một chuyên gia khác trong danh bạ.',
      paragraphs: [
        `Xin chào ${escape(name)},`,
        `Chuyên gia <strong>${escape(expert)}</strong> đã từ chối yêu cầu tư vấn của bạn.`,
        reason ? `Lý do: ${withBreaks(escape, reason)}` : 'Chuyên gia không nêu lý do.',
        'Bạn có thể tìm và liên hệ một chuyên gia khác trong danh bạ chuyên gia.',
      ],
      button: { label: 'Xem yêu cầu', href: p.link },
      after: [],
      text: [
        `Xin chào ${name},`,
        '',
        `Chuyên gia ${expert} đã từ chối yêu cầu tư vấn của bạn.`,
        reason ? `Lý do: ${reason}` : 'Chuyên gia không nêu lý do.',
        '',
        'Xem yêu cầu tại:',
        p.link,
      ],
    };
  }
  return {
    subject: `${expert} declined your consulting request`,
    preheader: 'You can contact another expert of the directory.',
    paragraphs: [
      `Hello ${escape(name)},`,
      `The expert <strong>${escape(expert)}</strong> declined your consulting request.`,
      reason ? `Reason: ${withBreaks(escape, reason)}` : 'The expert gave no reason.',
      'You can find and contact another expert in the expert directory.',
    ],
    button: { label: 'View the request', href: p.link },
    after: [],
    text: [
      `Hello ${name},`,
      '',
      `The expert ${expert} declined your consulting request.`,
      reason ? `Reason: ${reason}` : 'The expert gave no reason.',
      '',
      'View the request at:',
      p.link,
    ],
  };
}
