// The `certificate-issued` mail (issue 12): the learner's certificate was issued; the code and the public
// verification link, in the learner's language. Rendered through templates.ts's layout like the others.
import type { Locale } from '../../domain/messages';

export interface CertificateIssuedPayload {
  firstName: string;
  courseTitle: string;
  code: string;
  /** The public verification page, <site>/verify/<code>. */
  link: string;
}

export interface CertificateMailParts {
  subject: string;
  preheader: string;
  paragraphs: string[];
  button: { label: string; href: string };
  after: string[];
  text: string[];
}

/** `escape` and `oneLine` come from template-layout.ts through templates.ts (one implementation of each). */
export function certificateIssued(
  locale: Locale,
  p: CertificateIssuedPayload,
  escape: (value: unknown) => string,
  oneLine: (value: unknown) => string,
): CertificateMailParts {
  const name = oneLine(p.firstName);
  const course = oneLine(p.courseTitle);
  const code = oneLine(p.code);
  if (locale === 'vi') {
    return {
      subject: `Chứng nhận hoàn thành khóa học: ${course}`,
      preheader: `Mã chứng nhận của bạn: ${escape(code)}`,
      paragraphs: [
        `Xin chào ${escape(name)},`,
        `Chúc mừng bạn đã hoàn thành khóa học <strong>${escape(course)}</strong>. Chứng nhận của bạn đã được cấp với mã:`,
        `<strong style="font-size:20px;letter-spacing:2px">${escape(code)}</strong>`,
        'Bất kỳ ai cũng có thể xác minh chứng nhận bằng đường dẫn dưới đây. Bạn có thể tải chứng nhận PDF và tệp chứng nhận số (Open Badges) trong mục "Chứng nhận của tôi".',
      ],
      button: { label: 'Xem trang xác minh', href: p.link },
      after: [],
      text: [
        `Xin chào ${name},`,
        '',
        `Chúc mừng bạn đã hoàn thành khóa học ${course}. Chứng nhận của bạn đã được cấp với mã: ${code}`,
        '',
        'Bất kỳ ai cũng có thể xác minh chứng nhận tại:',
        p.link,
      ],
    };
  }
  return {
    subject: `Certificate of completion: ${course}`,
    preheader: `Your certificate code: ${escape(code)}`,
    paragraphs: [
      `Hello ${escape(name)},`,
      `Congratulations on completing <strong>${escape(course)}</strong>. Your certificate has been issued with the code:`,
      `<strong style="font-size:20px;letter-spacing:2px">${escape(code)}</strong>`,
      'Anyone can verify it through the link below. You can download the PDF and the digital credential (Open Badges) under "My certificates".',
    ],
    button: { label: 'Open the verification page', href: p.link },
    after: [],
    text: [
      `Hello ${name},`,
      '',
      `Congratulations on completing ${course}. Your certificate has been issued with the code: ${code}`,
      '',
      'Anyone can verify it at:',
      p.link,
    ],
  };
}
