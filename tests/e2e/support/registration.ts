// Shared by the registration and password-reset journeys: a `test` that fails on any console error or page error
// (a test that expects an HTTP error answer allows exactly that console line), field lookup by label, sign-up and
// activation through the API, and signing in (through the sign-in page when it is built, otherwise through
// cognito-local with the session cookie the app reads).
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { en, vi } from '../../../src/i18n/whole';
import { E2E } from '../env';
import { linkIn, waitForMail } from './mail';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const dictionaries = { vi, en };
export type Lang = keyof typeof dictionaries;

export const PASSWORD = 'Xanh@2026ghg';
export const NEW_PASSWORD = 'Moi#2026Pass';
export const NEWER_PASSWORD = 'Lan2@Reset26';

export interface ConsoleWatch {
  /** Console errors matching this are expected in this test (e.g. the browser's line for a 409 answer). */
  allow: (pattern: RegExp) => void;
}

/** Every test fails if the page logged a console error or threw, unless the test allowed that exact line. */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))),
        'console errors / page errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The browser's console line for an HTTP error answer of the API. */
export const httpErrorLine = (status: number, path: string) =>
  new RegExp(
    `status of ${status} .*\\(${E2E.appUrl.replace(/[.]/g, '\\.')}/api${path.replace(/[?]/g, '\\?')}`,
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label (the shared field labels end with the "(required)" mark, or nothing). */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escape(label)}\\s*(\\(.*\\))?$`));
}

/** The field shows `message` as its error: aria-invalid, and the message in its accessible description. */
export async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)));
}

export async function switchLanguage(page: Page, to: Lang): Promise<void> {
  const from: Lang = to === 'vi' ? 'en' : 'vi';
  await page.getByRole('combobox', { name: dictionaries[from].locale.label }).first().selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  organizationName: string;
}

export function person(email: string): Person {
  return {
    email,
    firstName: 'Lan',
    lastName: 'Nguyễn',
    phone: '0912345678',
    organizationName: 'Công ty Thép Xanh E2E',
  };
}

/** Registers through the API (as the sign-up page does), in Vietnamese. */
export async function signUpThroughApi(request: APIRequestContext, who: Person, password = PASSWORD) {
  const response = await request.post('/api/auth/sign-up', {
    headers: { 'Accept-Language': 'vi' },
    data: { ...who, password, confirmPassword: password, locale: 'vi' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens the activation link of the newest activation e-mail through the API. */
export async function activateThroughApi(request: APIRequestContext, email: string) {
  const mail = await waitForMail(email, { subject: /Kích hoạt tài khoản/ });
  const token = new URL(linkIn(mail, '/auth/activate')).searchParams.get('token') ?? '';
  const response = await request.get(`/api/auth/activate?token=${encodeURIComponent(token)}`);
  expect(response.status(), await response.text()).toBe(200);
}

function cognito() {
  return new CognitoIdentityProviderClient({
    endpoint: E2E.cognitoEndpoint,
    region: 'ap-southeast-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

/** USER_PASSWORD_AUTH against cognito-local: the tokens, or the exception's name. */
export async function cognitoSignIn(email: string, password: string) {
  const client = cognito();
  try {
    const result = await client.send(
      new InitiateAuthCommand({
        ClientId: '7k1nd3vl0ca1c1i3nt0000000a',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return { ok: true as const, accessToken: result.AuthenticationResult?.AccessToken ?? '' };
  } catch (error) {
    return { ok: false as const, error: (error as { name?: string }).name ?? String(error) };
  } finally {
    client.destroy();
  }
}

/** Signs in through the sign-in page and checks the app shows the user signed in (the header's sign-out button). */
export async function signIn(page: Page, email: string, password: string, lang: Lang = 'vi') {
  const LL = dictionaries[lang];
  await page.goto('/auth/sign-in');
  await field(page, LL.signIn.email).fill(email);
  await field(page, LL.signIn.password).fill(password);
  await page.getByRole('button', { name: LL.signIn.submit, exact: true }).click();
  await expect(page.getByRole('button', { name: LL.session.signOut, exact: true })).toBeVisible();
}
