// The sign-in steps as rendered HTML (server rendering, no DOM): MFA setup (QR code + secret for manual entry +
// the code field; cognito-local cannot emulate MFA_SETUP, so this and the machine's model paths cover it), the
// TOTP step's one-time-code field, the new-password step, the unsupported step and the shared field components.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import type { SignInView } from '../../../../machines/auth/sign-in.types';
import TypesafeI18n from '../../../i18n/i18n-react';
import { loadAllLocales } from '../../../i18n/i18n-util.sync';
import { en, vi } from '../../../i18n/whole';
import { messages } from '../../../../domain/messages';
import { qrCodeDataUri } from '../../../components/qr-code';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import {
  CredentialsStep,
  MfaSetupStep,
  NewPasswordStep,
  TotpCodeStep,
  UnsupportedStep,
} from './sign-in-steps';

loadAllLocales();

const render = (node: ReactNode, locale: 'vi' | 'en' = 'vi') =>
  renderToStaticMarkup(
    <TypesafeI18n locale={locale}>
      <Router ssrPath="/auth/sign-in">{node}</Router>
    </TypesafeI18n>,
  );
const noop = () => undefined;
const uri = 'otpauth://totp/GHG%20Platform:lan%40x.vn?secret=JBSWY3DPEHPK3PXP&issuer=GHG%20Platform';

/** The id a <label for> points at, and the element with that id. */
function labelled(html: string, label: string): string {
  const match = new RegExp(`<label for="([^"]+)"[^>]*>${label}`).exec(html);
  if (!match) throw new Error(`no label "${label}" in ${html}`);
  const control = new RegExp(`<(input|textarea)[^>]*id="${match[1]}"[^>]*>`).exec(html);
  if (!control) throw new Error(`label "${label}" points at nothing`);
  // React writes some attribute names in camelCase (autoComplete, inputMode); HTML ignores the case.
  return control[0].replace(/\s([a-zA-Z-]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`);
}

describe('MFA setup step', () => {
  const view: Extract<SignInView, { kind: 'mfaSetup' }> = {
    kind: 'mfaSetup',
    secretCode: 'JBSWY3DPEHPK3PXP',
    otpauthUri: uri,
    busy: false,
    error: null,
  };

  it('shows the QR code (with its text alternative), the secret as text and a one-time-code field', () => {
    const html = render(<MfaSetupStep view={view} onSubmit={noop} onCancel={noop} />);
    expect(html).toContain(vi.signIn.mfaSetup.title);
    expect(html).toContain(`aria-label="${vi.signIn.mfaSetup.qrAlt}"`);
    expect(html).toContain('JBSWY3DPEHPK3PXP');
    const code = labelled(html, vi.signIn.code.label);
    expect(code).toContain(
      'autoComplete="one-time-code"'.toLowerCase().replace('autocomplete', 'autocomplete'),
    );
    expect(code).toContain('inputMode="numeric"'.replace('inputMode', 'inputmode'));
  });

  it('while the secret is being created, says so and shows no code field', () => {
    const html = render(
      <MfaSetupStep
        view={{ ...view, secretCode: null, otpauthUri: null, busy: true }}
        onSubmit={noop}
        onCancel={noop}
      />,
    );
    expect(html).toContain(vi.signIn.mfaSetup.preparing);
    expect(html).not.toContain(vi.signIn.code.label);
  });

  it('the QR code is an SVG of the otpauth URI (qrcode, loaded on demand)', async () => {
    const src = await qrCodeDataUri(uri);
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(src.split(',')[1])).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});

describe('other steps', () => {
  it('TOTP: autocomplete one-time-code, numeric keyboard, 6 characters', () => {
    const html = render(
      <TotpCodeStep view={{ kind: 'totpCode', busy: false, error: null }} onSubmit={noop} onCancel={noop} />,
    );
    const code = labelled(html, vi.signIn.code.label);
    expect(code).toContain('autocomplete="one-time-code"');
    expect(code).toContain('inputmode="numeric"');
    expect(code).toContain('maxlength="6"');
  });

  it('the error of the password step is the catalogue text, in each language', () => {
    const view = {
      kind: 'form',
      email: null,
      busy: false,
      error: { kind: 'key', key: 'incorrectCredentials' },
    } as const;
    expect(render(<CredentialsStep view={view} onSubmit={noop} social={null} />)).toContain(
      'role="alert">Username hoặc password không chính xác. Vui lòng thử lại !<',
    );
    expect(render(<CredentialsStep view={view} onSubmit={noop} social={null} />, 'en')).toContain(
      `role="alert">${messages.en.errors.incorrectCredentials}<`,
    );
  });

  it('new password: shows the account, asks for required attributes, autocomplete new-password', () => {
    const html = render(
      <NewPasswordStep
        view={{
          kind: 'newPassword',
          newPasswordRequired: true,
          userAttributes: { email: 'minh@x.vn', email_verified: 'true', sub: 'abc' },
          requiredAttributes: ['given_name'],
          busy: false,
          error: null,
        }}
        onSubmit={noop}
        onCancel={noop}
      />,
    );
    expect(html).toContain('minh@x.vn');
    expect(html).not.toContain('email_verified');
    expect(labelled(html, vi.signIn.attributes.given_name)).toContain('autocomplete="given-name"');
    expect(labelled(html, vi.signIn.newPassword.newPassword)).toContain('autocomplete="new-password"');
    expect(labelled(html, vi.signIn.newPassword.confirmPassword)).toContain('autocomplete="new-password"');
  });

  it.each([
    ['deviceVerification', null, vi.signIn.unsupported.deviceVerification],
    [
      'unknownChallenge',
      'EMAIL_OTP',
      vi.signIn.unsupported.unknownChallenge.replace('{challenge}', 'EMAIL_OTP'),
    ],
  ] as const)('unsupported (%s): an explicit explanation and a way back', (reason, challengeName, text) => {
    const html = render(
      <UnsupportedStep view={{ kind: 'unsupported', reason, challengeName }} onBack={noop} />,
    );
    expect(html).toContain(text);
    expect(html).toContain(vi.signIn.unsupported.back);
  });
});

describe('shared form fields', () => {
  it('tie label, hint and error to the control', () => {
    const html = render(
      <TextField
        label="Email"
        name="email"
        autoComplete="username"
        value=""
        onChange={noop}
        hint="Gợi ý"
        error="Sai"
        required
      />,
    );
    const input = labelled(html, 'Email');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-required="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1].split(' ') ?? [];
    expect(describedBy).toHaveLength(2);
    expect(html).toContain(`id="${describedBy[0]}" class="field-hint">Gợi ý<`);
    expect(html).toContain(`id="${describedBy[1]}" class="field-error">Sai<`);
  });

  it('the password field has a labelled show/hide toggle controlling it', () => {
    const html = render(
      <PasswordField
        label={en.signIn.password}
        name="password"
        autoComplete="current-password"
        value=""
        onChange={noop}
      />,
      'en',
    );
    const input = labelled(html, en.signIn.password);
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(input).toContain('type="password"');
    expect(html).toContain(`aria-controls="${id}" aria-pressed="false">${en.form.showPassword}</button>`);
  });
});
