// The mail templates alone: every template in vi and en, escaping, links and header injection. The outbox that
// sends them: mail-outbox.test.ts.
import { describe, expect, it } from 'vitest';
import { mailTemplateNames, renderMail, type MailTemplatePayloads } from '../../server/mail/templates';
import { activation, EVIL_NAME } from './support/mail-payloads';

describe('mail templates', () => {
  const payloads: MailTemplatePayloads = {
    activation: activation(EVIL_NAME),
    'password-reset': {
      firstName: EVIL_NAME,
      link: 'https://app.ghg-demo.vn/auth/forgot-password?code=1',
      code: '482913',
      expiresInMinutes: 30,
    },
    invite: {
      inviterName: EVIL_NAME,
      spaceName: 'Thép <b>Xanh</b>',
      link: 'https://app.ghg-demo.vn/invite/xyz',
      role: 'MEMBER',
      expiresInDays: 7,
    },
    'password-changed': { firstName: EVIL_NAME },
    'contact-received': { firstName: EVIL_NAME },
    'contact-sale-notification': {
      firstName: EVIL_NAME,
      lastName: EVIL_NAME,
      email: 'an@example.vn',
      phone: '0912345678',
      companyName: EVIL_NAME,
      career: 'Sản xuất <b>Xanh</b>',
      companySize: '51-200',
      requirement: 'Kiểm kê\nCBAM',
      locale: 'en',
      link: 'https://app.ghg-demo.vn/staff/contact-requests/3f0c1c8e-6a51-4f0e-9d0c-5d1f2a6b1c01',
    },
    'certificate-issued': {
      firstName: EVIL_NAME,
      courseTitle: 'Kiểm kê <b>Xanh</b>',
      code: 'GHG-2026-7K4Q9X',
      link: 'https://app.ghg-demo.vn/verify/GHG-2026-7K4Q9X',
    },
    'expert-application-received': {
      firstName: EVIL_NAME,
      kind: 'NEW',
      link: 'https://app.ghg-demo.vn/expert/apply',
    },
    'expert-application-review-started': {
      firstName: EVIL_NAME,
      kind: 'CREDENTIALS',
      link: 'https://app.ghg-demo.vn/expert/my-profile',
    },
    'expert-application-changes-requested': {
      firstName: EVIL_NAME,
      kind: 'NEW',
      link: 'https://app.ghg-demo.vn/expert/apply',
      message: 'Bổ sung <b>Xanh</b>\nchứng chỉ',
    },
    'expert-application-approved': {
      firstName: EVIL_NAME,
      kind: 'NEW',
      link: 'https://app.ghg-demo.vn/expert/profile/nguyen-thi-hang',
      myProfileLink: 'https://app.ghg-demo.vn/expert/my-profile',
    },
    'expert-application-rejected': {
      firstName: EVIL_NAME,
      kind: 'NEW',
      link: 'https://app.ghg-demo.vn/expert/apply',
      reasonCode: 'UNVERIFIABLE_CREDENTIALS',
      message: 'Không xác minh được <b>Xanh</b>',
    },
  };

  it('renders every template in vi and en, escaping every interpolated value', () => {
    for (const template of mailTemplateNames) {
      for (const locale of ['vi', 'en'] as const) {
        const mail = renderMail(template, locale, payloads[template] as never);
        expect(mail.subject.length, `${template}/${locale}`).toBeGreaterThan(5);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain('<b>Xanh</b>');
        expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ngọc &amp; Co');
        expect(mail.text).toContain(EVIL_NAME);
        if ('link' in payloads[template]) {
          const link = (payloads[template] as { link: string }).link;
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
        }
      }
    }
  });

  it('speaks Vietnamese first and English on request', () => {
    const vi = renderMail('activation', 'vi', activation('Lan'));
    const en = renderMail('activation', 'en', activation('Lan'));
    expect(vi.subject).toBe('Kích hoạt tài khoản GHG Platform của bạn');
    expect(vi.text).toMatch(/^Xin chào Lan,/);
    expect(vi.text).toContain('24 giờ');
    expect(en.subject).toBe('Activate your GHG Platform account');
    expect(en.text).toMatch(/^Hello Lan,/);
    const reset = renderMail('password-reset', 'vi', { ...payloads['password-reset'], firstName: 'Lan' });
    expect(reset.text).toContain('Mã xác nhận của bạn là: 482913');
    expect(reset.text).toContain('30 phút');
    const invite = renderMail('invite', 'vi', {
      ...payloads.invite,
      inviterName: 'Minh',
      spaceName: 'Thép Xanh',
    });
    expect(invite.subject).toBe('Minh mời bạn tham gia không gian làm việc "Thép Xanh"');
    expect(invite.text).toContain('với vai trò Thành viên');
    const sales = renderMail('contact-sale-notification', 'vi', {
      ...payloads['contact-sale-notification'],
      companyName: 'Thép Xanh',
    });
    expect(sales.subject).toBe('Yêu cầu liên hệ mới: Thép Xanh');
    expect(sales.text).toContain('Nhu cầu: Kiểm kê\nCBAM');
    expect(sales.html).toContain('Kiểm kê<br>CBAM');
  });

  it('refuses links that are not absolute http(s) URLs', () => {
    expect(() =>
      renderMail('activation', 'vi', { ...activation('Lan'), link: 'javascript:alert(1)' }),
    ).toThrow(/http or https/);
    expect(() => renderMail('activation', 'vi', { ...activation('Lan'), link: '/relative' })).toThrow(
      /absolute/,
    );
  });

  it('keeps a name from adding lines to the subject or the text part', () => {
    const mail = renderMail('invite', 'en', {
      ...payloads.invite,
      inviterName: 'Eve\r\nBcc: victim@example.com',
    });
    expect(mail.subject).toBe(
      'Eve Bcc: victim@example.com invited you to join the workspace "Thép <b>Xanh</b>"',
    );
    expect(mail.text).not.toMatch(/\nBcc:/);
  });
});
