// The one sign-up form as rendered HTML (server rendering, no DOM): on /auth/sign-up every field is editable; on an
// invitation link the same form shows the invited e-mail read-only with why, and the space's name as organization.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createActor } from 'xstate';
import { signUpMachine } from '../../../machines/auth/sign-up.machine';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import { vi } from '../../i18n/whole';
import { SignUpForm } from './sign-up-form';

loadAllLocales();

/** The <input> that the label `label` points at (attribute names lower-cased, as HTML reads them). */
function labelled(html: string, label: string): string {
  const match = new RegExp(`<label for="([^"]+)"[^>]*>${label}<`).exec(html);
  if (!match) throw new Error(`no label "${label}" in ${html}`);
  const control = new RegExp(`<input[^>]*id="${match[1]}"[^>]*>`).exec(html);
  if (!control) throw new Error(`label "${label}" points at nothing`);
  return control[0].replace(/\s([a-zA-Z-]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`);
}

describe('SignUpForm', () => {
  const t = vi.registration.signUp;

  it('on /auth/sign-up: every field editable, with the autofill hints of a new account', () => {
    const signUp = createActor(signUpMachine, { input: {} }).start();
    const html = renderToStaticMarkup(
      <TypesafeI18n locale="vi">
        <SignUpForm signUp={signUp} labelledBy="page-title" />
      </TypesafeI18n>,
    );
    const email = labelled(html, t.email);
    expect(email).not.toContain('readonly');
    expect(email).toContain('autocomplete="email"');
    expect(labelled(html, t.password)).toContain('autocomplete="new-password"');
    expect(labelled(html, t.confirmPassword)).toContain('autocomplete="new-password"');
    expect(labelled(html, t.phone)).toContain('autocomplete="tel"');
    expect(labelled(html, t.organizationName)).toContain('value=""');
    expect(html).toContain('aria-labelledby="page-title"');
    expect(html).toContain(`>${t.submit}</button>`);
  });

  it('on an invitation link: the invited e-mail locked, said why, the space as organization', () => {
    const invitation = { param: 'p', email: 'moi@x.vn', spaceName: 'Công ty Xanh' };
    const signUp = createActor(signUpMachine, { input: { invitation } }).start();
    const html = renderToStaticMarkup(
      <TypesafeI18n locale="vi">
        <SignUpForm
          signUp={signUp}
          organizationName={invitation.spaceName}
          emailHint={vi.workspace.invitation.emailLocked}
          organizationHint={vi.workspace.invitation.organizationHint}
        />
      </TypesafeI18n>,
    );
    const email = labelled(html, t.email);
    expect(email).toContain('value="moi@x.vn"');
    expect(email).toContain('readonly');
    expect(email).toContain('aria-describedby=');
    expect(html).toContain(vi.workspace.invitation.emailLocked);
    expect(labelled(html, t.organizationName)).toContain('value="Công ty Xanh"');
    expect(html).toContain(vi.workspace.invitation.organizationHint);
    expect(html).toContain(`>${t.submit}</button>`);
  });
});
