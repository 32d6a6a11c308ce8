// Issue 10's bar: Lighthouse's SEO category scores 100 on the home page and an article, in Vietnamese and in
// English (`?lang=en`). The same check as `npm run seo` (scripts/lighthouse-seo.ts), run in process against the
// e2e stack; Lighthouse starts its own Chromium per page. A failing page lists its failing audits in the message.
import { expect, test } from '@playwright/test';
import { auditPages, formatReport, GATED_CATEGORY, type PageToAudit } from '../../scripts/lighthouse-seo';
import { publishedArticleSlug } from './support/content';

test('Lighthouse SEO scores 100 on the home page and an article, in vi and en', async ({ baseURL }) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('no baseURL in the Playwright config');
  const slug = await publishedArticleSlug(baseURL);
  const pages: PageToAudit[] = [
    { name: 'home (vi)', path: '/' },
    { name: 'home (en)', path: '/?lang=en' },
    { name: `article ${slug} (vi)`, path: `/article/${slug}` },
    { name: `article ${slug} (en)`, path: `/article/${slug}?lang=en` },
  ];
  const report = await auditPages({ base: baseURL, pages, log: (line) => console.log(line) });
  const text = formatReport(report);
  console.log(text);

  expect(report.pages.map((page) => page.url)).toEqual(pages.map((page) => `${baseURL}${page.path}`));
  for (const page of report.pages) {
    expect.soft(page.error, `${page.name}: Lighthouse error`).toBeUndefined();
    expect.soft(page.scores[GATED_CATEGORY], `${page.name}\n${text}`).toBe(100);
  }
  expect(report.passed, text).toBe(true);
});
