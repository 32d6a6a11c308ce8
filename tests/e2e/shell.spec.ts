// The app shell against the real local stack: Vietnamese by default, English on demand (kept across reloads),
// the 404 page and its two ways out, no console or page errors anywhere; and the stack's parts answer
// (mail inbox, reference data, cognito-local with the seeded demo account).
import { expect, test as base, type Page } from '@playwright/test';
import { isOwnPageNotFound } from './support/console';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { en, vi } from '../../src/i18n/whole';
import { E2E } from './env';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// Every test fails if the page logged a console error or threw, whatever else it checks.
const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !isOwnPageNotFound(msg))
          problems.push(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      await use(problems);
      expect(problems, 'console errors / page errors').toEqual([]);
    },
    { auto: true },
  ],
});

const unknownPath = '/trang-khong-ton-tai/abc';

// The language switch is a labelled select (src/components/language-switch.tsx); selectOption waits for it to render.
async function switchLanguage(page: Page, label: string, to: 'vi' | 'en', _name: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).first().selectOption(to);
}

test('the home page loads in Vietnamese by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: vi.home.hero.title })).toBeVisible();
});

test('switching to English survives a reload (localStorage `locale` + cookie)', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: vi.home.hero.title })).toBeVisible();
  await switchLanguage(page, vi.locale.label, 'en', vi.locale.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.home.hero.title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.home.hero.title })).toBeVisible();

  // And back to Vietnamese.
  await switchLanguage(page, en.locale.label, 'vi', en.locale.vi);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: vi.home.hero.title })).toBeVisible();
});

test('an unknown route shows the 404 page in Vietnamese', async ({ page }) => {
  await page.goto(unknownPath);
  await expect(page.getByText(vi.errors.pageNotFound)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: vi.notFound.title })).toBeVisible();
  await expect(page.getByRole('link', { name: vi.notFound.takeMeHome, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: vi.notFound.goBack, exact: true })).toBeVisible();
});

test('an unknown route shows the 404 page in English', async ({ page }) => {
  await page.goto('/');
  await switchLanguage(page, vi.locale.label, 'en', vi.locale.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(unknownPath);
  await expect(page.getByText("Sorry, the page you are looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
});

test('"Go back" returns to the previous page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: vi.home.hero.title })).toBeVisible();
  await page.goto(unknownPath);
  await page.getByRole('button', { name: vi.notFound.goBack, exact: true }).click();
  await expect(page).toHaveURL(`${E2E.appUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: vi.home.hero.title })).toBeVisible();
});

test('"Take me home" leads to the home page', async ({ page }) => {
  await page.goto(unknownPath);
  await page.getByRole('link', { name: vi.notFound.takeMeHome, exact: true }).click();
  await expect(page).toHaveURL(`${E2E.appUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: vi.home.hero.title })).toBeVisible();
});

base.describe('the local stack (no browser page)', () => {
  base('the mail inbox answers with JSON', async ({ request }) => {
    const res = await request.get(`${E2E.inboxUrl}/email`);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(Array.isArray(await res.json())).toBe(true);
  });

  base('GET /api/countries?take=100000 lists the 18 built-in countries', async ({ request }) => {
    const res = await request.get('/api/countries?take=100000');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: { code: string }[] };
    expect(body.data).toHaveLength(18);
    expect(body.data.map((c) => c.code)).toContain('VN');
  });

  base('the demo owner signs in to cognito-local with the demo password', async () => {
    const client = new CognitoIdentityProviderClient({
      endpoint: E2E.cognitoEndpoint,
      region: 'ap-southeast-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    const res = await client.send(
      new InitiateAuthCommand({
        ClientId: '7k1nd3vl0ca1c1i3nt0000000a',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'owner@ghg-demo.vn', PASSWORD: 'GhgDemo@2026' },
      }),
    );
    expect(res.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(res.AuthenticationResult?.IdToken).toBeTruthy();
    expect(res.AuthenticationResult?.RefreshToken).toBeTruthy();
    client.destroy();
  });
});
