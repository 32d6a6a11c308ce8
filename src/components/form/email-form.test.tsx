// The one e-mail-only form (password reset request, new activation link, resend the activation e-mail) as rendered
// HTML: the labelled e-mail field with its autofill hints, the server's problems, and no field when the address
// is known already.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import { vi } from '../../i18n/whole';
import { EmailForm } from './email-form';

loadAllLocales();

const render = (node: ReactNode) => renderToStaticMarkup(<TypesafeI18n locale="vi">{node}</TypesafeI18n>);
const noop = () => undefined;

describe('EmailForm', () => {
  it('shows the labelled e-mail field, the address to start from and the submit button', () => {
    const html = render(
      <EmailForm
        onSubmit={noop}
        busy={false}
        submitLabel="Gửi"
        busyLabel="Đang gửi"
        initialEmail="lan@x.vn"
      />,
    );
    expect(html).toContain(`>${vi.registration.form.emailLabel}<`);
    const input = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('type="email"');
    expect(input).toMatch(/autocomplete="email"/i);
    expect(input).toContain('value="lan@x.vn"');
    expect(input).toContain('aria-required="true"');
    expect(html).toContain('>Gửi</button>');
  });

  it("shows the server's problems: the field's under the field, the request's in an alert", () => {
    const html = render(
      <EmailForm
        onSubmit={noop}
        busy={false}
        submitLabel="Gửi"
        busyLabel="Đang gửi"
        fieldError="Địa chỉ sai"
        formError="Thử lại sau"
      />,
    );
    expect(/<input[^>]*name="email"[^>]*>/.exec(html)?.[0]).toContain('aria-invalid="true"');
    expect(html).toContain('>Địa chỉ sai</p>');
    expect(html).toContain('role="alert">Thử lại sau</div>');
  });

  it('has no field when the address is known, and says it is busy while sending', () => {
    const html = render(
      <EmailForm onSubmit={noop} busy submitLabel="Gửi" busyLabel="Đang gửi" knownEmail="lan@x.vn">
        <p>Chưa nhận được?</p>
      </EmailForm>,
    );
    expect(html).not.toContain('name="email"');
    expect(html).toContain('<p>Chưa nhận được?</p>');
    expect(html).toContain('>Đang gửi</button>');
  });
});
