// Sign-in against the real local stack (cognito-local + API): the exact error texts in vi and en, the activation
// message for an unconfirmed account, the new-password step of an admin-created user, the TOTP step, the config
// error screen, the Hosted UI buttons (PKCE) and the callback's errors. No console or page errors anywhere (the
// browser's own line for an expected 4xx answer is allowed where a test expects one).
import type { Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { en, vi } from '../../src/i18n/whole';
import { expect, field, switchLanguage, test } from './support/registration';
import {
  adminCreateUser,
  createConfirmedUser,
  enableTotp,
  signUpUnconfirmed,
  totpCode,
  uniqueEmail,
} from './support/cognito';
import { cognitoErrorLine, DEMO_PASSWORD, OWNER, sessionCookies, submitSignIn } from './support/session';

/**
 * Opens the sign-in page inside the running app (a client-side navigation from the home page): the page then asks
 * GET /api/config itself, which these tests answer. (Loaded directly, the server renders it with the config it
 * fetched in process, and the browser makes no such call.)
 */
async function openSignInInApp(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('link', { name: vi.session.signIn })).toBeVisible();
  // The server's HTML shows the link before the page is hydrated; moving the history before then would make the
  // hydrating tree render another page over the server's HTML (React #418).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate((target) => window.history.pushState(null, '', target), path);
}

test('a wrong password shows the exact Vietnamese text, and the exact English one after switching', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(cognitoErrorLine(400));
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.signIn })).toBeVisible();
  await submitSignIn(page, OWNER.email, 'Sai@Mat2026');
  await expect(page.getByRole('alert')).toHaveText(messages.vi.errors.incorrectCredentials);
  expect(messages.vi.errors.incorrectCredentials).toBe(
    'Username hoặc password không chính xác. Vui lòng thử lại !',
  );

  await switchLanguage(page, 'en');
  await expect(page.getByRole('alert')).toHaveText(messages.en.errors.incorrectCredentials);
  // And a fresh attempt in English says the same.
  await field(page, en.signIn.password).fill('Wrong@Pass2026');
  await page.getByRole('button', { name: en.signIn.submit, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Username or password is incorrect');
  expect(Object.keys(await sessionCookies(page.context()))).not.toContain('accessToken');
});

test('the form is labelled for autofill and the password can be shown', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(field(page, vi.signIn.email)).toHaveAttribute('autocomplete', 'username');
  const password = field(page, vi.signIn.password);
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await password.fill('GhgDemo@2026');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: vi.form.showPassword }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('GhgDemo@2026');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: vi.signIn.signUp })).toHaveAttribute('href', '/auth/sign-up');
  await expect(main.getByRole('link', { name: vi.signIn.forgotPassword })).toHaveAttribute(
    'href',
    '/auth/forgot-password-request',
  );
  // The local stack has no Hosted UI: no social buttons.
  await expect(page.getByRole('button', { name: vi.signIn.google })).toHaveCount(0);
  // Empty submit: translated field errors, focus on the first.
  await password.fill('');
  await page.getByRole('button', { name: vi.signIn.submit, exact: true }).click();
  await expect(field(page, vi.signIn.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, vi.signIn.email)).toBeFocused();
});

test('an unactivated account shows the activation message', async ({ page, consoleWatch }) => {
  consoleWatch.allow(cognitoErrorLine(400));
  const email = uniqueEmail('unconfirmed');
  await signUpUnconfirmed(email, 'Chua@Kich2026');
  await page.goto('/auth/sign-in');
  await submitSignIn(page, email, 'Chua@Kich2026');
  // The API's activation check answers "not activated" with its message (the fallback text is for when it fails).
  await expect(page.getByRole('alert')).toHaveText(messages.vi.errors.accountNotActivated);
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('the first sign-in of an admin-created user walks through the new-password step', async ({ page }) => {
  const email = uniqueEmail('admin-created');
  await adminCreateUser(email, 'Tam#Thoi2026', { firstName: 'Minh', lastName: 'Phạm' });
  await page.goto('/auth/sign-in');
  await submitSignIn(page, email, 'Tam#Thoi2026');
  await expect(page.getByRole('heading', { level: 1, name: vi.signIn.newPassword.title })).toBeVisible();
  // The user's attributes are shown.
  await expect(page.getByText(email)).toBeVisible();
  const newPassword = field(page, vi.signIn.newPassword.newPassword);
  await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
  await newPassword.fill('Moi#Mat2026');
  await field(page, vi.signIn.newPassword.confirmPassword).fill('Khac#Mat2026');
  await page.getByRole('button', { name: vi.signIn.newPassword.submit }).click();
  await expect(field(page, vi.signIn.newPassword.confirmPassword)).toHaveAttribute('aria-invalid', 'true');
  await field(page, vi.signIn.newPassword.confirmPassword).fill('Moi#Mat2026');
  await page.getByRole('button', { name: vi.signIn.newPassword.submit }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Minh Phạm' })).toBeVisible();
  expect(Object.keys(await sessionCookies(page.context()))).toEqual(
    expect.arrayContaining(['accessToken', 'refreshToken', 'sessionToken', 'userName']),
  );
});

test('a user with an authenticator app gets the TOTP step, and the right code signs in', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(cognitoErrorLine(400));
  const email = uniqueEmail('totp');
  await createConfirmedUser(email, 'Totp#Mat2026', { firstName: 'Hà', lastName: 'Lê' });
  const secret = await enableTotp(email, 'Totp#Mat2026');
  await page.goto('/auth/sign-in?next=%2Fuser%2Fprofile%2Fedit');
  await submitSignIn(page, email, 'Totp#Mat2026');
  await expect(page.getByRole('heading', { level: 1, name: vi.signIn.totp.title })).toBeVisible();
  const code = field(page, vi.signIn.code.label);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // A wrong code is refused and the step stays.
  const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
  await code.fill(wrong);
  await page.getByRole('button', { name: vi.signIn.code.submit }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: vi.signIn.totp.title })).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: vi.signIn.code.submit }).click();
  // `?next=` is honoured.
  await expect(page).toHaveURL(/\/user\/profile\/edit$/);
  await expect(field(page, vi.profile.fields.firstName)).toHaveValue('Hà');
});

test('a broken identity configuration shows the config error screen with its issues', async ({ page }) => {
  await page.route('**/api/config', (route) =>
    route.fulfill({
      json: {
        data: {
          identity: {
            region: 'ap-southeast-1',
            userPoolId: 'not a pool',
            clientId: '',
            endpoint: null,
            hostedUiDomain: null,
          },
          siteUrl: 'http://localhost',
          defaultLocale: 'vi',
          locales: ['vi', 'en'],
        },
      },
    }),
  );
  await openSignInInApp(page, '/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: vi.signIn.configError.title })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(vi.signIn.configError.explanation);
  const issues = page.getByRole('list', { name: vi.signIn.configError.issues });
  await expect(issues).toContainText('clientId is required');
  await expect(issues).toContainText('userPoolId must have the form');
});

test('with a Hosted UI domain, Google and Facebook go to the authorize URL with PKCE (S256)', async ({
  page,
}) => {
  const real = await (await page.request.get('/api/config')).json();
  await page.route('**/api/config', (route) =>
    route.fulfill({
      json: {
        data: { ...real.data, identity: { ...real.data.identity, hostedUiDomain: 'auth.ghg.example' } },
      },
    }),
  );
  let authorize: URL | null = null;
  await page.route('https://auth.ghg.example/**', (route) => {
    authorize = new URL(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Hosted UI</title>',
    });
  });
  await openSignInInApp(page, '/auth/sign-in?next=%2Fwork-space');
  await expect(page.getByRole('button', { name: vi.signIn.facebook })).toBeVisible();
  await page.getByRole('button', { name: vi.signIn.google }).click();
  await expect.poll(() => authorize?.pathname ?? null).toBe('/oauth2/authorize');
  const query = (authorize as unknown as URL).searchParams;
  expect(query.get('identity_provider')).toBe('Google');
  expect(query.get('response_type')).toBe('code');
  expect(query.get('code_challenge_method')).toBe('S256');
  expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(query.get('redirect_uri')).toMatch(/\/auth\/sign-in\/callback$/);
  expect(query.get('state')).toBeTruthy();
});

test('the callback explains a provider error and a state it did not start', async ({ page }) => {
  const real = await (await page.request.get('/api/config')).json();
  await page.route('**/api/config', (route) =>
    route.fulfill({
      json: {
        data: { ...real.data, identity: { ...real.data.identity, hostedUiDomain: 'auth.ghg.example' } },
      },
    }),
  );
  await page.goto('/auth/sign-in/callback?error=access_denied&error_description=User%20cancelled');
  await expect(page.getByRole('alert')).toHaveText(
    vi.signIn.callback.providerError.replace('{error}', 'access_denied: User cancelled'),
  );
  await page.goto('/auth/sign-in/callback?code=abc&state=not-mine');
  await expect(page.getByRole('alert')).toHaveText(vi.signIn.callback.stateMismatch);
  await page.goto('/auth/sign-in/callback?state=s1');
  await expect(page.getByRole('alert')).toHaveText(vi.signIn.callback.missingCode);
  await page.getByRole('link', { name: vi.signIn.callback.back }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('signing in as the demo owner lands on the profile', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await submitSignIn(page, OWNER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: OWNER.name })).toBeVisible();
});
