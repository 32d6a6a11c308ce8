// The content pages (solutions, about us, legal) rendered on the server in vi and en: each has one h1 with its
// title, labelled sections, the sign-up and contact calls to action and no placeholder wording; every known sector
// slug renders its page and an unknown slug renders the site's 404 page; the routes point at these pages.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { productPath } from '../../app/paths';
import { findRoute } from '../../app/routes';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import { en, vi } from '../../i18n/whole';
import { messages } from '../../../domain/messages';
import AboutPage from '../about/about-page';
import { aboutCopy } from '../about/about.copy';
import CookiesPage from '../legal/cookies-page';
import { cookiesCopy } from '../legal/cookies.copy';
import PrivacyPage from '../legal/privacy-page';
import { privacyCopy } from '../legal/privacy.copy';
import TermsPage from '../legal/terms-page';
import { termsCopy } from '../legal/terms.copy';
import CbamReportingPage from './cbam-reporting-page';
import { cbamReportingCopy } from './cbam-reporting.copy';
import type { Localized, PageCopy } from '../../components/content/content-layout';
import EsgReportingPage from './esg-reporting-page';
import { esgReportingCopy } from './esg-reporting.copy';
import GhgInventoryPlatformPage from './ghg-inventory-platform-page';
import { ghgInventoryPlatformCopy } from './ghg-inventory-platform.copy';
import GhgServicePage from './ghg-service-page';
import { ghgServiceCopy } from './ghg-service.copy';
import ProductPage from './product-page';
import { sectorCopy } from './product.copy';
import { sectorSlugs } from './sectors';
import SolutionsPage from './solutions-page';
import { solutionsCopy } from './solutions.copy';

loadAllLocales();

const locales = ['vi', 'en'] as const;

function render(Page: ComponentType<PageProps>, path: string, locale: 'vi' | 'en'): string {
  const { route, params } = findRoute(path);
  return renderToStaticMarkup(
    <TypesafeI18n locale={locale}>
      <Router ssrPath={path}>
        <Page screen={route.screen} params={params} />
      </Router>
    </TypesafeI18n>,
  );
}

/** As the server renders (React's static prerender waits for lazy parts, such as the 404 view). */
async function renderAll(Page: ComponentType<PageProps>, path: string, locale: 'vi' | 'en'): Promise<string> {
  const { route, params } = findRoute(path);
  const { prelude } = await prerenderToNodeStream(
    <TypesafeI18n locale={locale}>
      <Router ssrPath={path}>
        <Page screen={route.screen} params={params} />
      </Router>
    </TypesafeI18n>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const text = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

/** The text of the page's h1 elements. */
const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => decode(m[1]));

const forbidden = /coming soon|not implemented|\btodo\b|lorem ipsum|sắp ra mắt|\(verify\)|4[.,]000\+/i;

const pages: Array<[path: string, Page: ComponentType<PageProps>, copy: Localized<PageCopy>]> = [
  ['/solutions', SolutionsPage, solutionsCopy],
  ['/solutions/ghg-service', GhgServicePage, ghgServiceCopy],
  ['/solutions/ghg-inventory-platform', GhgInventoryPlatformPage, ghgInventoryPlatformCopy],
  ['/solutions/dich-vu-bao-cao-esg', EsgReportingPage, esgReportingCopy],
  ['/solutions/dich-vu-bao-cao-cbam', CbamReportingPage, cbamReportingCopy],
  ['/ve-chung-toi', AboutPage, aboutCopy],
  ['/legal/cookies', CookiesPage, cookiesCopy],
  ['/legal/terms', TermsPage, termsCopy],
  ['/legal/privacy', PrivacyPage, privacyCopy],
];

describe('content pages', () => {
  for (const [path, Page, copy] of pages) {
    it.each(locales)(`${path} renders its h1, sections and calls to action (%s)`, (locale) => {
      const html = render(Page, path, locale);
      expect(h1s(html)).toEqual([copy[locale].title]);
      for (const section of copy[locale].sections) {
        expect(html).toContain(`<section class="content-section" aria-labelledby="s-${section.id}">`);
        expect(decode(html)).toContain(`<h2 id="s-${section.id}">${section.title}</h2>`);
      }
      expect(html).toContain('href="/auth/sign-up"');
      expect(html).toContain('href="/contact"');
      expect(text(html)).not.toMatch(forbidden);
    });
  }

  it('points each route at its page, with status "real"', async () => {
    for (const [path, Page] of pages) {
      const { route } = findRoute(path);
      expect(route.status, path).toBe('real');
      expect((await route.load()).default, path).toBe(Page);
    }
    const { route } = findRoute(productPath('thep'));
    expect(route.screen).toBe('ghgInventoryProduct');
    expect((await route.load()).default).toBe(ProductPage);
  });

  it('names the legal instruments inline', () => {
    expect(text(render(GhgServicePage, '/solutions/ghg-service', 'vi'))).toContain('Nghị định 06/2022/NĐ-CP');
    expect(text(render(GhgServicePage, '/solutions/ghg-service', 'en'))).toContain('Decree 06/2022/ND-CP');
    expect(text(render(CbamReportingPage, '/solutions/dich-vu-bao-cao-cbam', 'en'))).toContain(
      'Regulation (EU) 2023/956',
    );
    expect(text(render(PrivacyPage, '/legal/privacy', 'vi'))).toContain('Nghị định 13/2023/NĐ-CP');
  });

  it('the overview links to the five kinds of service page', () => {
    const html = render(SolutionsPage, '/solutions', 'vi');
    for (const href of [
      '/solutions/ghg-service',
      '/solutions/ghg-inventory-platform',
      productPath('thep'),
      '/solutions/dich-vu-bao-cao-esg',
      '/solutions/dich-vu-bao-cao-cbam',
    ])
      expect(html).toContain(`href="${href}"`);
  });

  it('the cookie policy lists every cookie the product sets, and the locale in localStorage', () => {
    const body = text(render(CookiesPage, '/legal/cookies', 'en'));
    for (const name of ['accessToken', 'refreshToken', 'sessionToken', 'userName', 'idReport', 'locale'])
      expect(body).toContain(name);
    expect(body).toContain('localStorage');
  });
});

describe('sector (product) page', () => {
  for (const slug of sectorSlugs) {
    it.each(locales)(`${productPath(slug)} renders its sector's h1 (%s)`, (locale) => {
      const html = render(ProductPage, productPath(slug), locale);
      const copy = sectorCopy(slug, locale, { vi, en }[locale].screens.ghgInventoryProduct);
      expect(h1s(html)).toEqual([copy.title]);
      expect(text(html)).toContain({ vi, en }[locale].screens.ghgInventoryProduct);
      expect(html).toContain('href="/auth/sign-up"');
      expect(html).toContain('href="/contact"');
      expect(html).toContain(`<a aria-current="page" href="${productPath(slug)}">`);
      expect(text(html)).not.toMatch(forbidden);
    });
  }

  it('matches the slug case-insensitively', () => {
    const html = render(ProductPage, '/solutions/dich-vu-kiem-ke-khi-nha-kinh-XI-MANG.html', 'vi');
    expect(h1s(html)).toEqual([sectorCopy('xi-mang', 'vi', '').title]);
  });

  it.each(locales)('an unknown slug shows the 404 page (%s)', async (locale) => {
    const html = await renderAll(
      ProductPage,
      '/solutions/dich-vu-kiem-ke-khi-nha-kinh-khong-co.html',
      locale,
    );
    expect(h1s(html)).toEqual([{ vi, en }[locale].notFound.title]);
    expect(text(html)).toContain(messages[locale].errors.pageNotFound);
  });
});
