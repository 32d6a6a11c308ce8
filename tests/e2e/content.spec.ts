// The content pages (solutions, the sector pages, about us, legal) in a real browser against the local stack: each
// shows its one h1 in Vietnamese (the default) and in English (locale kept in localStorage, as the app does), with
// the sign-up and contact links, and no console or page errors; an unknown sector slug shows the 404 page.
import { expect, test as base } from '@playwright/test';
import { isOwnPageNotFound } from './support/console';
import { en, vi } from '../../src/i18n/whole';
import { aboutCopy } from '../../src/pages/about/about.copy';
import { cookiesCopy } from '../../src/pages/legal/cookies.copy';
import { privacyCopy } from '../../src/pages/legal/privacy.copy';
import { termsCopy } from '../../src/pages/legal/terms.copy';
import { cbamReportingCopy } from '../../src/pages/solutions/cbam-reporting.copy';
import type { Localized, PageCopy } from '../../src/components/content/content-layout';
import { esgReportingCopy } from '../../src/pages/solutions/esg-reporting.copy';
import { ghgInventoryPlatformCopy } from '../../src/pages/solutions/ghg-inventory-platform.copy';
import { ghgServiceCopy } from '../../src/pages/solutions/ghg-service.copy';
import { sectorCopy } from '../../src/pages/solutions/product.copy';
import { productPath } from '../../src/app/paths';
import { sectorSlugs } from '../../src/pages/solutions/sectors';
import { solutionsCopy } from '../../src/pages/solutions/solutions.copy';

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

const dictionaries = { vi, en } as const;

const pages: Array<[path: string, copy: Localized<PageCopy>]> = [
  ['/solutions', solutionsCopy],
  ['/solutions/ghg-service', ghgServiceCopy],
  ['/solutions/ghg-inventory-platform', ghgInventoryPlatformCopy],
  ['/solutions/dich-vu-bao-cao-esg', esgReportingCopy],
  ['/solutions/dich-vu-bao-cao-cbam', cbamReportingCopy],
  ['/ve-chung-toi', aboutCopy],
  ['/legal/cookies', cookiesCopy],
  ['/legal/terms', termsCopy],
  ['/legal/privacy', privacyCopy],
];

for (const locale of ['vi', 'en'] as const) {
  test.describe(`content pages (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      if (locale === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    });

    for (const [path, copy] of pages) {
      test(`${path} shows its h1 and calls to action`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy[locale].title);
        await expect(page.locator('h1')).toHaveCount(1);
        const main = page.getByRole('main');
        await expect(main.locator('a[href="/auth/sign-up"]').first()).toBeVisible();
        await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^.+ · ${dictionaries[locale].app.name}$`));
      });
    }

    for (const slug of sectorSlugs) {
      test(`${productPath(slug)} shows its sector's h1`, async ({ page }) => {
        await page.goto(productPath(slug));
        const copy = sectorCopy(slug, locale, dictionaries[locale].screens.ghgInventoryProduct);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
        await expect(page.locator('h1')).toHaveCount(1);
      });
    }

    test('an unknown sector slug shows the 404 page', async ({ page }) => {
      await page.goto('/solutions/dich-vu-kiem-ke-khi-nha-kinh-khong-ton-tai.html');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionaries[locale].notFound.title);
    });

    test('the overview leads to a service page by a client-side link', async ({ page }) => {
      await page.goto('/solutions');
      await page.getByRole('main').locator(`a[href="/solutions/dich-vu-bao-cao-cbam"]`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cbamReportingCopy[locale].title);
    });
  });
}
