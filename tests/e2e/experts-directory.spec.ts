// The public expert directory on the real local stack (the illustrative profiles of server/experts/seed.ts and the
// demo expert of server/stack/demo.ts): a visitor filters the list by sector, service, region and language and
// searches by name, in Vietnamese and in English, and always finds what the API answers for the same query; pages
// through it; every illustrative card is marked; opens a profile. Without JavaScript the list and a profile arrive
// rendered (a filtered list too), with canonical and hreflang links; an unknown profile is a real 404.
import { expect, test, type Page } from '@playwright/test';
import { en, vi } from '../../src/i18n/whole';
import { E2E } from './env';

interface Expert {
  slug: string;
  firstName: string;
  lastName: string;
  illustrative: boolean;
  country: { code: string };
}

/** The name as the cards write it: family name first in Vietnam (and CJK countries), else given name first. */
const nameOf = (expert: Expert) =>
  ['VN', 'CN', 'HK', 'JP', 'KR'].includes(expert.country.code)
    ? `${expert.lastName} ${expert.firstName}`
    : `${expert.firstName} ${expert.lastName}`;

/** Every name GET /users/experts answers for `query`, in its order. */
async function apiNames(query: string): Promise<string[]> {
  const answer = await fetch(`${E2E.appUrl}/api/users/experts?take=1000&${query}`);
  expect(answer.status, query).toBe(200);
  return ((await answer.json()) as { data: Expert[] }).data.map(nameOf);
}

const cardNames = (page: Page) => page.locator('.expert-card-name');

/** A field of the list's filter form, by its label (the header's language switch has a "Language" label too). */
const field = (page: Page, label: string) =>
  page.locator('form.expert-filters').getByLabel(label, { exact: true });

/** The cards shown, once the list for the URL is drawn. */
async function shownNames(page: Page): Promise<string[]> {
  await expect(page.locator('.expert-results, .expert-empty')).toBeVisible();
  return cardNames(page).allInnerTexts();
}

/**
 * Opens a directory page once the app has taken it over. Its filter form also works without JavaScript, so a submit
 * before then is the browser's own (a GET naming every field, the empty ones too), not the app's.
 */
async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('expert directory', () => {
  test('filters by sector, service, region and language, and searches by name (vi)', async ({ page }) => {
    const t = vi.expertsList;
    await openLive(page, '/expert/list-expert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi.screens.expertList);
    // Every illustrative example of the first page says so (experts approved by other tests of the same stack are
    // listed too, without the mark).
    await expect(cardNames(page)).toHaveCount(9);
    const firstPage = (await (await fetch(`${E2E.appUrl}/api/users/experts?take=9`)).json()) as {
      data: Expert[];
    };
    const examples = firstPage.data.filter((expert) => expert.illustrative).length;
    expect(examples).toBeGreaterThan(0);
    await expect(page.locator('.expert-card .badge-example')).toHaveCount(examples);
    await expect(page.locator('.expert-card .badge-example').first()).toHaveText('Ví dụ minh hoạ');

    await field(page, t.sector).selectOption({ label: 'Sắt và thép' });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/\/expert\/list-expert\?sectorId=7$/);
    expect(await shownNames(page)).toEqual(await apiNames('sectorId=7'));
    expect(await shownNames(page)).toEqual(expect.arrayContaining(['Lê Minh Tuấn', 'Đỗ Minh Khoa']));

    await field(page, t.service).selectOption({ label: 'Báo cáo CBAM' });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/sectorId=7&service=CBAM_REPORTING$/);
    expect(await shownNames(page)).toEqual(await apiNames('sectorId=7&service=CBAM_REPORTING'));

    // Region: a country, then one of its cities (the list of cities follows the country chosen).
    await page.getByRole('link', { name: t.clear }).first().click();
    await expect(page).toHaveURL(/\/expert\/list-expert$/);
    await field(page, t.country).selectOption({ label: 'Việt Nam' });
    await field(page, t.city).selectOption({ label: 'Hải Phòng' });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/countryId=18&cityId=31$/);
    expect(await shownNames(page)).toEqual(['Lê Minh Tuấn']);

    await openLive(page, '/expert/list-expert');
    await field(page, t.language).selectOption({ label: 'Tiếng Nhật' });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/language=ja$/);
    expect(await shownNames(page)).toEqual(await apiNames('language=ja'));
    expect(await shownNames(page)).toContain('Bùi Thanh Sơn');

    // The name search ignores case and accents, and keeps the other filters it is combined with.
    await openLive(page, '/expert/list-expert');
    await field(page, t.name).fill('nguyen van');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/q=nguyen\+van$/);
    expect(await shownNames(page)).toEqual(['Nguyễn Văn Hùng']);
    await field(page, t.standard).selectOption({ label: 'ISO 14068-1' });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.locator('.expert-empty')).toContainText(t.empty);
    await page.locator('.expert-empty').getByRole('link', { name: t.clear }).click();
    await expect(cardNames(page)).toHaveCount(9);
  });

  test('filters and searches in English, with English labels', async ({ page }) => {
    const t = en.expertsList;
    await openLive(page, '/expert/list-expert?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.screens.expertList);
    await expect(page.locator('.expert-card .badge-example').first()).toHaveText('Illustrative example');
    await field(page, t.sector).selectOption({ label: 'Cement' });
    await field(page, t.language).selectOption({ label: 'Korean' });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/sectorId=10&language=ko/);
    expect(await shownNames(page)).toEqual(['Hoàng Đức Anh']);
    await expect(page.locator('.expert-results')).toHaveText('1 expert');
    await expect(page.locator('.expert-card')).toContainText('Bình Dương, Vietnam');
    await expect(page.locator('.expert-card')).toContainText('CBAM reporting');

    await openLive(page, '/expert/list-expert?lang=en');
    await field(page, t.country).selectOption({ label: 'Thailand' });
    // Outside Vietnam the reference lists hold no cities: no city filter.
    await expect(field(page, t.city)).toHaveCount(0);
    await field(page, t.service).selectOption({ label: 'ESG reporting' });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/service=ESG_REPORTING&countryId=16/);
    expect(await shownNames(page)).toEqual(['Somchai Rattanakul']);

    await field(page, t.name).fill('DANG QUOC');
    await field(page, t.country).selectOption({ label: t.any });
    await field(page, t.service).selectOption({ label: t.any });
    await page.getByRole('button', { name: t.apply }).click();
    expect(await shownNames(page)).toEqual(['Đặng Quốc Bảo']);
    await expect(page.locator('.expert-card')).toContainText('Quảng Ninh, Vietnam');
  });

  test('pages through the list, nine to a page, in the API order', async ({ page }) => {
    const all = await apiNames('');
    expect(all.length).toBeGreaterThan(9);
    await openLive(page, '/expert/list-expert');
    expect(await shownNames(page)).toEqual(all.slice(0, 9));
    const paging = page.getByRole('navigation', { name: vi.expertsList.pagination });
    await expect(paging).toContainText(`Trang 1 / ${Math.ceil(all.length / 9)}`);
    await paging.getByRole('link', { name: vi.expertsList.nextPage }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(paging).toContainText('Trang 2 /');
    expect(await shownNames(page)).toEqual(all.slice(9, 18));
    await paging.getByRole('link', { name: vi.expertsList.previousPage }).click();
    await expect(page).toHaveURL(/\/expert\/list-expert$/);
    expect(await shownNames(page)).toEqual(all.slice(0, 9));
  });

  test('/expert shows what the directory offers, a few experts and how to join; a card opens the profile', async ({
    page,
  }) => {
    await page.goto('/expert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi.expertsHome.title);
    await expect(page.getByRole('link', { name: vi.expertsHome.apply }).first()).toHaveAttribute(
      'href',
      '/expert/apply',
    );
    await expect(cardNames(page)).toHaveCount(3);
    const first = (await apiNames(''))[0];
    await page.getByRole('link', { name: vi.experts.card.viewProfile.replace('{name}', first) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
    await expect(page.locator('.expert-profile-who .badge-example')).toHaveText('Ví dụ minh hoạ');
    await expect(page.locator('.expert-note')).toBeVisible();
  });

  test('a profile: facts, sectors, services, standards, credentials with their verified marks, in vi and en', async ({
    page,
  }) => {
    await page.goto('/expert/profile/nguyen-van-hung');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nguyễn Văn Hùng');
    await expect(page.locator('.expert-initials')).toHaveText('NH');
    const facts = page.locator('.expert-facts');
    await expect(facts).toContainText('Hà Nội, Việt Nam');
    await expect(facts).toContainText('Tiếng Việt, Tiếng Anh');
    await expect(facts).toContainText('Đang nhận việc');
    await expect(facts).toContainText('14 năm kinh nghiệm');
    await expect(page.locator('main')).toContainText('Năng lượng');
    await expect(page.locator('main')).toContainText('Thẩm tra');
    await expect(page.locator('main')).toContainText('ISO 14064-3');
    const credentials = page.locator('.expert-credential');
    await expect(credentials).toHaveCount(2);
    await expect(credentials.first()).toContainText('Đã xác minh');
    await expect(credentials.first()).toContainText('Ngày cấp 12/05/2021');
    await expect(credentials.first().getByRole('link', { name: 'Xem bằng chứng' })).toHaveAttribute(
      'href',
      'https://example.com/chung-chi/vi-du-iso-14064-3',
    );
    await page.goto('/expert/profile/nguyen-van-hung?lang=en');
    await expect(page.locator('.expert-facts')).toContainText('Hà Nội, Vietnam');
    await expect(page.locator('.expert-facts')).toContainText('14 years of experience');
    await expect(page.locator('.expert-credential').first()).toContainText('Issued 12 May 2021');
    await expect(page.locator('.expert-profile-who .badge-example')).toHaveText('Illustrative example');
  });
});

test('the browser takes over the server-rendered pages without an error or a second read', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth')) reads.push(url.pathname);
  });
  for (const path of [
    '/expert',
    '/expert/list-expert?countryId=18&cityId=1&language=en',
    '/expert/profile/dang-quoc-bao',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  expect(reads).toEqual([]);
});

test.describe('expert directory without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a profile arrives rendered with its head; an unknown one is a 404', async ({ page }) => {
    for (const locale of ['vi', 'en'] as const) {
      const suffix = locale === 'en' ? '?lang=en' : '';
      const response = await page.goto(`/expert/profile/tran-thi-mai${suffix}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trần Thị Mai');
      await expect(page.locator('.expert-profile-who .badge-example')).toHaveText(
        locale === 'vi' ? 'Ví dụ minh hoạ' : 'Illustrative example',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe('/expert/profile/tran-thi-mai');
      expect(new URL(canonical ?? '').search).toBe(suffix);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      expect(
        alternates.map(([lang, href]) => [lang, new URL(href ?? '').pathname + new URL(href ?? '').search]),
      ).toEqual([
        ['vi', '/expert/profile/tran-thi-mai'],
        ['en', '/expert/profile/tran-thi-mai?lang=en'],
        ['x-default', '/expert/profile/tran-thi-mai'],
      ]);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /dệt may/);
    }
    const missing = await page.goto('/expert/profile/khong-co-chuyen-gia-nay');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi.notFound.title);
  });

  test('a filtered list arrives rendered, its filters in the form and its canonical URL', async ({
    page,
  }) => {
    const response = await page.goto('/expert/list-expert?sectorId=7&service=CBAM_REPORTING&q=le');
    expect(response?.status()).toBe(200);
    expect(await cardNames(page).allInnerTexts()).toEqual(
      await apiNames('sectorId=7&service=CBAM_REPORTING&q=le'),
    );
    await expect(field(page, vi.expertsList.name)).toHaveValue('le');
    await expect(field(page, vi.expertsList.sector)).toHaveValue('7');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').search).toBe('?sectorId=7&service=CBAM_REPORTING');
    // The plain GET form works without JavaScript too.
    await field(page, vi.expertsList.language).selectOption('de');
    await page.getByRole('button', { name: vi.expertsList.apply }).click();
    expect(await cardNames(page).allInnerTexts()).toEqual(['Lê Minh Tuấn']);
  });

  test('the sitemap lists every published profile', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const slug of ['nguyen-van-hung', 'somchai-rattanakul', 'do-minh-khoa'])
      expect(xml).toContain(`/expert/profile/${slug}</loc>`);
  });
});
