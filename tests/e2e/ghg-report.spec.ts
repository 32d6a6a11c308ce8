// The two-minute GHG emission-risk assessment on the real local stack: the four steps with their progress, a
// missing answer refused next to its field, the assessment sent (POST /ghg-reports), the result page with the
// report id in `?id=` and the `idReport` cookie, the shareable page by id, and the report re-read in English after
// a language switch. No console errors anywhere.
import {
  dictionaries,
  expect,
  expectFieldError,
  field,
  httpErrorLine,
  switchLanguage,
  test,
} from './support/registration';

const vi = { ...dictionaries.vi.ghg, result: dictionaries.vi.ghgResult };
const en = { ...dictionaries.en.ghg, result: dictionaries.en.ghgResult };

test('the assessment runs in four steps and opens its result, shareable by id', async ({ page }) => {
  await page.goto('/ghg-report/count-down');
  await expect(page.getByRole('heading', { level: 1, name: vi.wizard.title })).toBeVisible();
  const progress = page.getByRole('list', { name: vi.wizard.progressLabel });
  await expect(progress.getByRole('listitem')).toHaveCount(4);
  await expect(progress.locator('[aria-current="step"]')).toHaveText(vi.wizard.steps.company);

  // Step 1: a missing sector and employee count are refused next to their fields.
  await page.getByRole('button', { name: vi.wizard.next }).click();
  await expectFieldError(field(page, vi.company.sector), vi.invalid.required);
  await expectFieldError(field(page, vi.company.employees), vi.invalid.required);
  await field(page, vi.company.companyName).fill('Công ty Thép Xanh E2E');
  await field(page, vi.company.sector).selectOption('IRON_STEEL');
  await field(page, vi.company.employees).fill('320');
  await field(page, vi.company.revenueVnd).fill('250000000000');
  await page.getByRole('checkbox', { name: vi.company.markets.EU }).check();
  await page.getByRole('button', { name: vi.wizard.next }).click();

  // Step 2: energy use.
  await expect(progress.locator('[aria-current="step"]')).toHaveText(vi.wizard.steps.energy);
  await field(page, vi.energy.fuels.dieselLitres).fill('50000');
  await field(page, vi.energy.fuels.anthraciteTonnes).fill('800');
  await field(page, vi.energy.electricityKwh).fill('2000000');
  await page.getByRole('button', { name: vi.wizard.next }).click();

  // Step 3: one CBAM good exported to the EU.
  await expect(progress.locator('[aria-current="step"]')).toHaveText(vi.wizard.steps.cbam);
  await page.getByRole('button', { name: vi.cbam.add }).click();
  await field(page, vi.cbam.goodsGroup).selectOption('IRON_STEEL');
  await field(page, vi.cbam.cnCode).fill('7208');
  await field(page, vi.cbam.quantity).fill('1000');
  await page.getByRole('button', { name: vi.wizard.next }).click();

  // Step 4: review, then run it.
  await expect(progress.locator('[aria-current="step"]')).toHaveText(vi.wizard.steps.review);
  await expect(page.getByText('Công ty Thép Xanh E2E')).toBeVisible();
  await page.getByRole('button', { name: vi.wizard.submit }).click();

  await expect(page).toHaveURL(
    /\/ghg-report\/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh\?id=[0-9a-f-]{36}$/,
  );
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'idReport')?.value).toBe(id);
  await expect(page.getByRole('heading', { name: vi.result.levelHeading })).toBeVisible();
  await expect(page.getByText(/Điểm rủi ro: \d+\/100/)).toBeVisible();
  await expect(page.getByRole('heading', { name: vi.result.inventoryHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: vi.result.cbamHeading })).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText(vi.result.scenarios.Y2026);
  for (const href of [
    '/solutions/ghg-service',
    '/solutions/dich-vu-bao-cao-cbam',
    '/solutions/pricing',
    '/contact',
  ]) {
    await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();
  }

  // Without ?id= the cookie names the report.
  await page.goto('/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh');
  await expect(page.getByRole('heading', { name: vi.result.levelHeading })).toBeVisible();

  // The shareable page by id, read again in English after a language switch.
  await page.goto(`/ghg-report/${id}/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html`);
  await expect(page.getByRole('heading', { name: vi.result.levelHeading })).toBeVisible();
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: en.result.levelHeading })).toBeVisible();
  await expect(page.getByText(/Risk score: \d+\/100/)).toBeVisible();
});

test('an unknown report id says so and leads to the assessment', async ({ page, consoleWatch }) => {
  const unknown = '3f6c2a1e-9b7d-4c1a-8e2f-5d4b3a2c1f00';
  consoleWatch.allow(httpErrorLine(404, `/ghg-reports/${unknown}`));
  await page.goto(`/ghg-report/${unknown}/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html`);
  await expect(page.getByRole('heading', { name: vi.result.notFound })).toBeVisible();
  await page.getByRole('link', { name: vi.result.start }).click();
  await expect(page).toHaveURL(/\/ghg-report\/count-down$/);
});
