// The public pages as search engines, link previews and readers without JavaScript get them: the server's HTML
// alone carries the title, the main heading and the first paragraph of the home page, an article and a success
// story, in vi and in en (`?lang=en`), with the head a crawler reads (canonical, hreflang, Open Graph, JSON-LD);
// an unknown article is a real 404. With JavaScript on, the browser takes the page over without a console error,
// without a hydration warning and without fetching the page's data a second time. Then the sitemap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { expectNoSideways } from './support/layout';
import { en, vi } from '../../src/i18n/whole';

type Locale = 'vi' | 'en';

/** A content file's front matter (content/README.md). */
function frontMatter(
  kind: 'articles' | 'success-stories',
  slug: string,
  locale: Locale,
): Record<string, any> {
  const text = readFileSync(path.join('content', kind, slug, `${locale}.md`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error(`no front matter in ${kind}/${slug}/${locale}.md`);
  return parse(match[1]) as Record<string, any>;
}

const ARTICLE = 'nghi-dinh-06-han-kiem-ke-khi-nha-kinh';
const STORY = 'thep-minh-hoa-a-chuan-bi-cbam';
const dictionaries = { vi, en } as const;
const suffix = (locale: Locale) => (locale === 'en' ? '?lang=en' : '');

interface Expected {
  path: string;
  title: RegExp | string;
  heading: string;
  firstParagraph: string;
}

function expectations(locale: Locale): Expected[] {
  const article = frontMatter('articles', ARTICLE, locale);
  const story = frontMatter('success-stories', STORY, locale);
  const home = dictionaries[locale].home.hero;
  return [
    {
      path: '/',
      title: `GHG Platform: ${dictionaries[locale].app.tagline}`,
      heading: home.title,
      firstParagraph: home.lead,
    },
    {
      path: `/article/${ARTICLE}`,
      title: `${article.title} · GHG Platform`,
      heading: article.title,
      firstParagraph: article.excerpt,
    },
    {
      path: `/success-stories/${STORY}`,
      title: `${story.title} · GHG Platform`,
      heading: story.title,
      firstParagraph: story.summary,
    },
  ];
}

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      Array.from(document.querySelectorAll(selector)).map((el) => el.getAttribute(name) ?? '');
    return {
      lang: document.documentElement.lang,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((el) => [
        el.getAttribute('hreflang'),
        el.getAttribute('href'),
      ]),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((el) =>
        JSON.parse(el.textContent ?? '{}'),
      ),
    };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['vi', 'en'] as const) {
    for (const expected of expectations(locale)) {
      test(`${expected.path} (${locale}) arrives readable: title, heading, first paragraph, head`, async ({
        page,
      }) => {
        const url = `${expected.path}${suffix(locale)}`;
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(expected.title);
        await expect(page.locator('h1')).toHaveText(expected.heading);
        await expect(page.locator('main h1 ~ p').first()).toHaveText(expected.firstParagraph);

        const tags = await head(page);
        expect(tags.lang).toBe(locale);
        expect(tags.description).toHaveLength(1);
        expect(tags.description[0].length).toBeGreaterThan(50);
        const base = new URL(page.url()).origin.replace(/127\.0\.0\.1/, 'localhost');
        const canonical = new URL(tags.canonical[0]);
        expect(canonical.pathname).toBe(expected.path);
        expect(canonical.search).toBe(suffix(locale));
        expect(tags.alternates.map(([lang]) => lang)).toEqual(['vi', 'en', 'x-default']);
        const [viUrl, enUrl, defaultUrl] = tags.alternates.map(([, href]) => new URL(href ?? ''));
        expect(`${viUrl.pathname}${viUrl.search}`).toBe(expected.path);
        expect(`${enUrl.pathname}${enUrl.search}`).toBe(`${expected.path}?lang=en`);
        expect(defaultUrl.href).toBe(viUrl.href);
        expect(tags.ogTitle).toEqual([
          typeof expected.title === 'string' ? expected.title : expect.any(String),
        ]);
        expect(tags.ogImage[0]).toMatch(/^https?:\/\//);
        const types = tags.jsonLd.flatMap((doc) =>
          (doc['@graph'] as Array<{ '@type': string }>).map((n) => n['@type']),
        );
        expect(types).toContain('Organization');
        if (expected.path !== '/') expect(types).toContain('BreadcrumbList');
        if (expected.path.startsWith('/article/')) expect(types).toContain('Article');
        expect(base).toMatch(/^http/);
      });
    }
  }

  test('a story says it is an illustrative example before anything else', async ({ page }) => {
    await page.goto(`/success-stories/${STORY}`);
    await expect(page.locator('main .badge-illustrative').first()).toHaveText(vi.articles.illustrative);
    await expect(page.getByText(vi.articles.illustrativeNote)).toBeVisible();
  });

  test('the article list links every article by its readable address', async ({ page }) => {
    await page.goto('/article');
    await expect(page.locator('h1')).toHaveText(vi.screens.article);
    await expect(page.locator(`a[href="/article/${ARTICLE}"]`)).toHaveCount(1);
  });

  test('an unknown article is a real 404 with the 404 page, not indexed', async ({ page }) => {
    const response = await page.goto('/article/khong-co-bai-nay');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(vi.notFound.title);
    expect((await head(page)).canonical).toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('with JavaScript', () => {
  for (const locale of ['vi', 'en'] as const) {
    test(`the browser takes over the server's pages without an error or a second fetch (${locale})`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (
          url.pathname.startsWith('/api/articles') ||
          url.pathname.startsWith('/api/success-stories') ||
          url.pathname === '/api/platform-stats'
        )
          apiCalls.push(`${url.pathname}${url.search}`);
      });

      for (const expected of expectations(locale)) {
        await page.goto(`${expected.path}${suffix(locale)}`);
        await expect(page.locator('h1')).toHaveText(expected.heading);
        // Hydrated: the header shows the live session (signed out) and links navigate inside the app.
        await expect(page.getByRole('link', { name: dictionaries[locale].session.signIn })).toBeVisible();
      }
      expect(apiCalls, 'the page data came with the HTML').toEqual([]);

      // Navigating inside the app fetches what the new page needs.
      await page.goto(`/article${suffix(locale)}`);
      await page.locator(`a[href="/article/${ARTICLE}"]`).click();
      await expect(page.locator('h1')).toHaveText(frontMatter('articles', ARTICLE, locale).title);
      expect(apiCalls).toEqual([`/api/articles/${ARTICLE}`]);
      await expect(page).toHaveTitle(`${frontMatter('articles', ARTICLE, locale).title} · GHG Platform`);
      expect(problems).toEqual([]);
    });
  }

  test('switching the language puts it in the address, which the server then renders', async ({ page }) => {
    await page.goto(`/article/${ARTICLE}`);
    await page.getByRole('combobox', { name: vi.locale.label }).first().selectOption('en');
    await expect(page).toHaveURL(/\?lang=en$/);
    await expect(page.locator('h1')).toHaveText(frontMatter('articles', ARTICLE, 'en').title);
    await page.reload();
    await expect(page.locator('h1')).toHaveText(frontMatter('articles', ARTICLE, 'en').title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of ['vi', 'en'] as const) {
    test(`the article and story pages fit the screen (${locale})`, async ({ page }) => {
      for (const pathname of [
        '/article',
        '/article/blog',
        `/article/${ARTICLE}`,
        '/success-stories',
        `/success-stories/${STORY}`,
      ]) {
        await page.goto(`${pathname}${suffix(locale)}`);
        await expect(page.locator('h1')).toBeVisible();
        await expectNoSideways(page);
      }
    });
  }
});

test('the sitemap lists the public pages and every article, each with its vi, en and x-default alternates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  for (const pathname of [
    '/',
    '/article',
    '/article/blog',
    '/success-stories',
    `/article/${ARTICLE}`,
    `/success-stories/${STORY}`,
  ]) {
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${pathname.replace(/\//g, '\\/')}</loc>`));
  }
  expect(xml).toContain(`hreflang="en" href="`);
  expect(xml).toMatch(/hreflang="x-default"/);
  expect(xml).not.toMatch(/\/staff|\/auth\/|\/work-space/);
});
