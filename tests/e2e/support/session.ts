// Session helpers for journeys: sign in through the sign-in page, read the session cookies, and count the
// REFRESH_TOKEN_AUTH calls the browser sends to cognito-local.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { en, vi } from '../../../src/i18n/whole';
import { E2E } from '../env';
import { expect, field } from './registration';

export const DEMO_PASSWORD = 'GhgDemo@2026';
export const OWNER = { email: 'owner@ghg-demo.vn', name: 'An Nguyễn' };
export const MEMBER = { email: 'member@ghg-demo.vn', name: 'Bình Trần' };

const dictionaries = { vi, en };

/** Fills the sign-in form and submits it (the page must be on /auth/sign-in). */
export async function submitSignIn(page: Page, email: string, password: string, lang: 'vi' | 'en' = 'vi') {
  const texts = dictionaries[lang].signIn;
  await field(page, texts.email).fill(email);
  await field(page, texts.password).fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

/** Signs in through the page and waits for the profile (or `landing`). */
export async function signInThroughPage(
  page: Page,
  email: string,
  password: string,
  { landing = /\/user\/profile$/ }: { landing?: RegExp } = {},
) {
  await page.goto('/auth/sign-in');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(landing);
}

/** The app's cookies by name. */
export async function sessionCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies(E2E.appUrl);
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Replaces one cookie of the app's origin. */
export async function setAppCookie(context: BrowserContext, name: string, value: string) {
  await context.addCookies([{ name, value, url: E2E.appUrl, sameSite: 'Lax' }]);
}

function isRefreshCall(request: Request): boolean {
  if (!request.url().startsWith(E2E.cognitoEndpoint) || request.method() !== 'POST') return false;
  const target = request.headers()['x-amz-target'] ?? '';
  return target.endsWith('InitiateAuth') && (request.postData() ?? '').includes('REFRESH_TOKEN_AUTH');
}

/**
 * Counts REFRESH_TOKEN_AUTH calls from now on (read `.count`). With `delayMs`, each refresh reaches cognito-local
 * that much later (a slow network), so requests sent meanwhile meet a refresh in progress.
 */
export async function watchRefreshCalls(
  page: Page,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<{ readonly count: number }> {
  let count = 0;
  page.on('request', (request) => {
    if (isRefreshCall(request)) count += 1;
  });
  if (delayMs > 0) {
    await page.route(
      (url) => url.origin === new URL(E2E.cognitoEndpoint).origin,
      async (route) => {
        if (isRefreshCall(route.request())) await new Promise((resolve) => setTimeout(resolve, delayMs));
        await route.continue();
      },
    );
  }
  return {
    get count() {
      return count;
    },
  };
}

/** The browser's console line for an HTTP error answer of cognito-local (e.g. a refused password). */
export const cognitoErrorLine = (status: number) =>
  new RegExp(`status of ${status} .*\\(${E2E.cognitoEndpoint.replace(/[.]/g, '\\.')}/?\\)`);
