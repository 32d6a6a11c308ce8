// The GHG inventory's boundary on the real local stack (issue 15, slice 1). The demo owner adds two facilities with
// addresses picked from the location lists (country -> city -> district -> ward, native selects reached with the
// keyboard), starts the inventory of a reporting year, sets the equity-share approach with a share per facility and
// sees the boundary, in Vietnamese; then the same pages in English, with no Vietnamese text left.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/stack/demo';
import { E2E } from './env';
import { expectNoSideways } from './support/layout';
import { cognitoSignIn, dictionaries, expect, field, signIn, test } from './support/registration';

const vi = dictionaries.vi;
const en = dictionaries.en;
const t = vi.inventory;
const OWNER = DEMO_ACCOUNTS[0];
const RUN = Date.now().toString(36).slice(-5);

const PLANTS = [
  {
    name: `Nhà máy phôi thép Phú Mỹ ${RUN}`,
    city: 'Tỉnh Bà Rịa - Vũng Tàu',
    district: 'Thành phố Phú Mỹ',
    ward: 'Phường Tân Phước',
    street: 'KCN Phú Mỹ II',
    share: '60',
    shown: '60% vốn góp',
  },
  {
    name: `Kho cảng Hải Phòng ${RUN}`,
    city: 'Thành phố Hải Phòng',
    district: 'Quận Hồng Bàng',
    ward: 'Phường Thượng Lý',
    street: 'Số 1 Hùng Vương',
    share: '35,5',
    shown: '35,5% vốn góp',
  },
];

/** The first reporting year (from last year down) the demo workspace has no inventory for yet. */
async function freeYear(): Promise<number> {
  const tokens = await cognitoSignIn(OWNER.email, DEMO_PASSWORD);
  if (!tokens.ok) throw new Error(`owner sign-in: ${tokens.error}`);
  const api = await playwrightRequest.newContext({
    baseURL: E2E.appUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  const taken = new Set(
    ((await (await api.get('/api/inventories')).json()).data as { reportingYear: number }[]).map(
      (i) => i.reportingYear,
    ),
  );
  await api.dispose();
  for (let year = new Date().getFullYear() - 1; year >= 1990; year -= 1) if (!taken.has(year)) return year;
  throw new Error('no free reporting year');
}

async function addFacility(page: Page, plant: (typeof PLANTS)[number]) {
  await page.getByRole('button', { name: t.facilities.add, exact: true }).click();
  const form = page.getByRole('form', { name: t.facilities.add });
  await field(page, t.facilities.name).fill(plant.name);
  // The pickers are native selects, in order after the name and the sector: reached with Tab.
  await page.keyboard.press('Tab');
  await expect(field(page, t.facilities.sector)).toBeFocused();
  await page.keyboard.press('Tab');
  const country = field(page, t.facilities.country);
  await expect(country).toBeFocused();
  await expect(country.locator('option', { hasText: 'Việt Nam' })).toHaveCount(1);
  await country.selectOption({ label: 'Việt Nam' });
  const city = field(page, t.facilities.city);
  await expect(city).toBeEnabled();
  await city.selectOption({ label: plant.city });
  const district = field(page, t.facilities.district);
  await expect(district).toBeEnabled();
  await district.selectOption({ label: plant.district });
  const ward = field(page, t.facilities.ward);
  await expect(ward).toBeEnabled();
  await ward.selectOption({ label: plant.ward });
  await field(page, t.facilities.street).fill(plant.street);
  await form.getByRole('button', { name: t.facilities.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.facilities.created })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: plant.name });
  await expect(item).toContainText(
    `${plant.street}, ${plant.ward}, ${plant.district}, ${plant.city}, Việt Nam`,
  );
}

test('the owner adds two facilities, starts an inventory and sets its equity-share boundary (vi)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const year = await freeYear();
  await signIn(page, OWNER.email, DEMO_PASSWORD);

  // From the workspace home to the facilities.
  await page.goto('/work-space');
  await page.getByRole('link', { name: vi.screens.facilities, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.facilities })).toBeVisible();
  // The seed's illustrative facilities are marked as such.
  await expect(page.getByRole('listitem').filter({ hasText: 'minh họa' }).first()).toBeVisible();
  for (const plant of PLANTS) await addFacility(page, plant);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A new inventory for a free reporting year.
  await page.getByRole('link', { name: t.nav.inventories, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.inventories })).toBeVisible();
  await field(page, t.create.year).selectOption(String(year));
  await page.getByRole('button', { name: t.create.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã tạo kỳ kiểm kê năm ${year}.` })).toBeVisible();
  await page
    .getByRole('status')
    .getByRole('link', { name: `Mở kỳ kiểm kê ${year}` })
    .click();

  // The boundary: equity share, both new facilities with their shares.
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.inventory })).toBeVisible();
  await expect(page.getByText(`Năm báo cáo ${year}`)).toBeVisible();
  await expect(page.getByTestId('approach')).toHaveText(t.approach.OPERATIONAL_CONTROL);
  await field(page, t.approach.label).selectOption({ label: t.approach.EQUITY_SHARE });
  for (const plant of PLANTS) {
    await page.getByRole('checkbox', { name: `Đưa ${plant.name} vào ranh giới` }).check();
  }
  // A share above 100 is refused beside its field before anything is sent.
  await field(page, `Tỷ lệ vốn góp của ${PLANTS[0].name} (%)`).fill('120');
  await field(page, `Tỷ lệ vốn góp của ${PLANTS[1].name} (%)`).fill(PLANTS[1].share);
  await page.getByRole('button', { name: t.boundary.save, exact: true }).click();
  await expect(page.getByText('Tỷ lệ vốn góp phải lớn hơn 0 và tối đa 100', { exact: false })).toBeVisible();
  await field(page, `Tỷ lệ vốn góp của ${PLANTS[0].name} (%)`).fill(PLANTS[0].share);
  await page.getByRole('button', { name: t.boundary.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.boundary.saved })).toBeVisible();
  await expect(page.getByTestId('approach')).toHaveText(t.approach.EQUITY_SHARE);
  const boundary = page.getByRole('list', { name: t.boundary.included });
  for (const plant of PLANTS) {
    await expect(boundary.getByRole('listitem').filter({ hasText: plant.name })).toContainText(plant.shown);
  }
  // The page says where activity data is entered and what the results count.
  await expect(page.getByText(t.boundary.noData)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
});

test('the inventory pages speak English throughout (en)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await signIn(page, OWNER.email, DEMO_PASSWORD, 'en');
  await page.goto('/work-space/inventories');
  await expect(page.getByRole('heading', { level: 1, name: en.screens.inventories })).toBeVisible();
  const first = page.getByRole('link', { name: /^Open the \d{4} inventory$/ }).first();
  await expect(first).toBeVisible();
  await expect(page.getByText(en.inventory.approach.OPERATIONAL_CONTROL).first()).toBeVisible();
  const main = page.locator('main');
  await expect(main).not.toContainText('Kiểm kê');
  await expect(main).not.toContainText('Năm báo cáo');
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: en.screens.inventory })).toBeVisible();
  await expect(page.getByText(en.inventory.boundary.noData)).toBeVisible();
  await expect(main).not.toContainText('Phương pháp hợp nhất');
});
