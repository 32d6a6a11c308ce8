// The one branded layout every e-mail template renders into (templates.ts): a subject, an HTML body with inline
// styles only (mail clients drop <style> blocks and external CSS) and a plain-text part, with the footer in the
// mail's language; and the helpers the templates build their content with (escaping, one-line values, safe links).
import type { Locale } from '../../domain/messages';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const BRAND = 'GHG Platform';
const BRAND_COLOR = '#1b7f4c';

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Links go into href attributes: only absolute http(s) URLs are accepted (no `javascript:` and the like). */
export function safeLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`Mail link is not an absolute URL: ${JSON.stringify(link)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Mail link must use http or https, got ${url.protocol}`);
  }
  return url.toString();
}

/** Plain text must not be able to smuggle extra lines (e.g. a fake link) through a name. */
export function oneLine(value: unknown): string {
  return String(value)
    .replace(/[\r\n\t]+/g, ' ')
    .trim();
}

export interface Content {
  subject: string;
  /** Short hidden preview line that mail clients show next to the subject. */
  preheader: string;
  /** Paragraphs; values inside are already escaped. */
  paragraphs: string[];
  button?: { label: string; href: string };
  /** Extra paragraphs after the button (escaped). */
  after?: string[];
  /** The same content as plain text. */
  text: string[];
}

const footers: Record<Locale, { signature: string; automated: string }> = {
  vi: {
    signature: `Trân trọng,<br>Đội ngũ ${BRAND}`,
    automated: 'Đây là email tự động, vui lòng không trả lời email này.',
  },
  en: {
    signature: `Best regards,<br>The ${BRAND} team`,
    automated: 'This is an automated email, please do not reply.',
  },
};

export function layout(locale: Locale, content: Content): RenderedMail {
  const footer = footers[locale];
  const paragraph = (html: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2933">${html}</p>`;
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.button.href)}" ` +
      `style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;` +
      `font-weight:bold;padding:12px 24px;border-radius:6px">${content.button.label}</a></p>` +
      paragraph(
        (locale === 'vi'
          ? 'Nếu nút trên không hoạt động, hãy sao chép đường dẫn sau vào trình duyệt:'
          : 'If the button does not work, copy this link into your browser:') +
          `<br><a href="${escapeHtml(content.button.href)}" style="color:${BRAND_COLOR};word-break:break-all">` +
          `${escapeHtml(content.button.href)}</a>`,
      )
    : '';
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f2f5f3;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${content.preheader}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f5f3;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND_COLOR};padding:20px 32px;color:#ffffff;font-size:20px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:32px">
${content.paragraphs.map(paragraph).join('\n')}
${button}
${(content.after ?? []).map(paragraph).join('\n')}
${paragraph(footer.signature)}
</td></tr>
<tr><td style="padding:16px 32px;background:#f7faf8;color:#6b7780;font-size:12px;line-height:1.5">${footer.automated}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    ...content.text,
    '',
    footer.signature.replace('<br>', '\n'),
    '',
    '--',
    footer.automated,
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}
