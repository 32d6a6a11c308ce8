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

// The canonical and hreflang URLs are built from the site's URL (SITE_URL; the test stack's is
// http://localhost:<port>, reached here as 127.0.0.1): after the browser takes the page over they must stay the
// server's, or a crawler that runs JavaScript sees a second canonical host.
test('the browser keeps the server-rendered canonical and hreflang URLs', async ({
  browser,
  baseURL,
  request,
}) => {
  const linkTags = /<link rel="(?:canonical|alternate)"[^>]*>/g;
  for (const path of ['/', '/?lang=en', '/article']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const served = [...html.matchAll(linkTags)].map(([tag]) => {
      const rel = /rel="([^"]*)"/.exec(tag)?.[1] ?? '';
      const hreflang = /hreflang="([^"]*)"/.exec(tag)?.[1] ?? '';
      const href = /href="([^"]*)"/.exec(tag)?.[1] ?? '';
      return `${rel} ${hreflang} ${href}`.replace(/&#38;/g, '&');
    });
    expect(served.length, `${path}: canonical + vi, en, x-default`).toBe(4);
    // A fresh browser each time: no language kept (cookie, localStorage) from the previous page's `?lang=en`,
    // so the page's language comes from its URL.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(
            document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]'),
          ).map(
            (link) =>
              `${link.getAttribute('rel')} ${link.getAttribute('hreflang') ?? ''} ${link.getAttribute('href')}`,
          ),
        ),
      )
      .toEqual(served);
    await context.close();
  }
});
