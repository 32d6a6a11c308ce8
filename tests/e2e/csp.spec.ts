// The Content-Security-Policy in a real browser (server/http/content-security-policy.ts): a script injected into a
// page (as an injection flaw would) is refused and reported, and the product's own pages (home, an article, the 404
// page, sign-in with its call to cognito-local, the profile with its QR code, the GHG risk assessment) load and
// work without a single violation: no inline script, no injected <style>, no connection the policy forgot.
import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { vi } from '../../src/i18n/whole';
import { createConfirmedUser, uniqueEmail } from './support/cognito';
import { expect, test } from './support/registration';
import { signInThroughPage } from './support/session';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

declare global {
  interface Window {
    __pwned?: number;
    __reportViolation?: (violation: Violation) => Promise<void>;
  }
}

/**
 * Every `securitypolicyviolation` event of every document the page opens, from its first byte on (the list lives
 * in the test, so it survives navigations).
 */
async function recordViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction('__reportViolation', (violation: Violation) => {
    seen.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__reportViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      });
    });
  });
  return seen;
}

/** The first article of content/ (any will do: they all render the same parts). */
const ARTICLE = readdirSync('content/articles', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()[0];

test.describe('Content-Security-Policy', () => {
  test('a script injected into the page is refused and reported', async ({ page, consoleWatch }) => {
    // The browser's own report of the refusals below: expected here, and only here.
    consoleWatch.allow(/(Refused to execute|Executing) inline (script|event handler)/);
    const violations = await recordViolations(page);
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.innerHTML = 'window.__pwned = 1';
      document.body.appendChild(script);
      // An inline event handler, the other classic injection (data: images are allowed, so it would fire).
      const holder = document.createElement('div');
      holder.innerHTML = '<img alt="" src="data:," onerror="window.__pwned = 2">';
      document.body.appendChild(holder);
    });
    await expect
      .poll(() => violations.map((v) => v.directive).sort())
      .toEqual(['script-src-attr', 'script-src-elem']);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  });

  const pages: Array<{ name: string; path: string; status: number; heading: RegExp | string }> = [
    { name: 'the home page', path: '/', status: 200, heading: vi.home.hero.title },
    { name: 'an article', path: `/article/${ARTICLE}`, status: 200, heading: /./ },
    { name: 'the article list', path: '/article', status: 200, heading: /./ },
    { name: 'the 404 page', path: '/khong-co-trang-nay', status: 404, heading: /./ },
    {
      name: 'the GHG risk assessment',
      path: '/ghg-report/count-down',
      status: 200,
      heading: vi.ghg.wizard.title,
    },
    { name: 'sign-in', path: '/auth/sign-in', status: 200, heading: /./ },
  ];
  for (const { name, path, status, heading } of pages) {
    // (The fixture also fails the test on any console error, which is how Chrome reports a refusal too.)
    test(`${name} loads without a violation`, async ({ page, consoleWatch }) => {
      // The 404 page answers a real 404, which Chrome reports on the console.
      consoleWatch.allow(/the server responded with a status of 404 .*khong-co-trang-nay/);
      const violations = await recordViolations(page);
      expect((await page.goto(path))?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('signing in (cognito-local), the profile and its QR code work without a violation', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const email = uniqueEmail('csp');
    await createConfirmedUser(email, 'Csp#Policy2026', { firstName: 'Minh', lastName: 'Phạm' });
    // The sign-in page talks to cognito-local from the browser: connect-src must name it.
    await signInThroughPage(page, email, 'Csp#Policy2026');
    await page.goto('/user/profile/edit');
    const section = page.getByRole('region', { name: vi.profile.mfa.title });
    await section.getByRole('button', { name: vi.profile.mfa.start }).click();
    // The QR code is an SVG data: URI (img-src data:).
    const qr = section.getByRole('img', { name: vi.profile.mfa.qrAlt });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
