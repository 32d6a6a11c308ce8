// The GHG inventory's activity data on the real local stack (issue 15 item 2). The demo owner opens the seeded 2025
// inventory (two illustrative facilities in its boundary) and enters, in Vietnamese: a year of diesel burnt, the
// electricity of the second facility (Vietnam's grid factor, with a renewable certificate for the market-based
// figure), a refrigerant top-up, business travel by car distance (scope 3 cat. 6) and purchased steel by spend in
// dong with an exchange rate (cat. 1). Each row shows what was typed beside its tCO2e. A number that cannot be read
// ("abc") is refused with a message and the form keeps it; the CSV downloads, and a file with a bad line is refused
// line by line with nothing stored. Then the same page in English: "1.234,5" is refused, "1,234.5" is taken.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/stack/demo';
import { E2E } from './env';
import { expectNoSideways } from './support/layout';
import {
  cognitoSignIn,
  dictionaries,
  expect,
  field,
  httpErrorLine,
  signIn,
  test,
} from './support/registration';

const OWNER = DEMO_ACCOUNTS[0];
const PLANT = 'Nhà máy cán thép Phú Mỹ (minh họa)';
const WAREHOUSE = 'Kho thành phẩm Hải Phòng (minh họa)';

/** The seeded 2025 inventory of the demo workspace. */
async function demoInventoryId(): Promise<string> {
  const tokens = await cognitoSignIn(OWNER.email, DEMO_PASSWORD);
  if (!tokens.ok) throw new Error(`owner sign-in: ${tokens.error}`);
  const api = await playwrightRequest.newContext({
    baseURL: E2E.appUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  const list = (await (await api.get('/api/inventories')).json()).data as {
    id: string;
    reportingYear: number;
  }[];
  await api.dispose();
  const found = list.find((i) => i.reportingYear === 2025);
  if (!found) throw new Error('no 2025 inventory in the demo workspace');
  return found.id;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field of the row form (the filters above it use some of the same labels). */
function inForm(page: Page, label: string) {
  return page
    .locator('form[aria-labelledby="row-form-title"]')
    .getByLabel(new RegExp(`^${escape(label)}\\s*(\\(.*\\))?$`));
}

/** Picks the option of a select whose text matches (the factor sets' labels are long). */
async function pick(page: Page, label: string, text: RegExp) {
  const select = inForm(page, label);
  const option = select.locator('option').filter({ hasText: text }).first();
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value'))!);
}

type Lang = 'vi' | 'en';

async function openForm(page: Page, lang: Lang) {
  const t = dictionaries[lang].inventoryData;
  await page.getByRole('button', { name: t.form.add, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.form.addTitle })).toBeVisible();
}

async function save(page: Page, lang: Lang) {
  const t = dictionaries[lang].inventoryData;
  await page.getByRole('button', { name: t.form.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.list.created })).toBeVisible();
}

function rowWith(page: Page, typed: string) {
  return page
    .getByTestId('activity-row')
    .filter({ has: page.getByTestId('row-typed').getByText(typed, { exact: true }) });
}

test('the owner enters a year of activity data and sees each typed figure beside its tCO2e (vi)', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(240_000);
  consoleWatch.allow(httpErrorLine(400, `/inventories/`));
  const id = await demoInventoryId();
  const LL = dictionaries.vi;
  const t = LL.inventoryData;
  await signIn(page, OWNER.email, DEMO_PASSWORD);
  await page.goto(`/work-space/inventories/${id}`);
  await page.getByRole('link', { name: LL.screens.inventoryData, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventoryData })).toBeVisible();

  // Scope 1, stationary combustion: diesel for the year; "abc" is refused first and stays in the field.
  await openForm(page, 'vi');
  await expect(inForm(page, t.form.facility)).toHaveValue(/.+/);
  await pick(page, t.factor.picker, /^DIESEL —/);
  await inForm(page, t.form.quantity).fill('abc');
  await page.getByRole('button', { name: t.form.save, exact: true }).click();
  await expect(inForm(page, t.form.quantity)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Nhập một số, ví dụ', { exact: false }).first()).toBeVisible();
  await expect(inForm(page, t.form.quantity)).toHaveValue('abc');
  await inForm(page, t.form.quantity).fill('12.345,6');
  await expect(page.getByText('= 12.345,6', { exact: false })).toBeVisible();
  await save(page, 'vi');
  await expect(rowWith(page, '12.345,6 L')).toContainText('tCO₂e');

  // Scope 2: the warehouse's electricity at Vietnam's 2024 grid factor, with a renewable certificate.
  await openForm(page, 'vi');
  await inForm(page, t.form.facility).selectOption({ label: WAREHOUSE });
  await inForm(page, t.form.category).selectOption({ label: LL.inventory.categories.S2_ELECTRICITY });
  // A new electricity row starts on Vietnam's latest grid factor up to the reporting year (2024's for 2025).
  await expect(inForm(page, t.factor.picker).locator('option:checked')).toHaveText(/^VN GRID — 0,6811/);
  await inForm(page, t.form.quantity).fill('150.000');
  await inForm(page, LL.inventoryData.unit.label).selectOption('kWh');
  await page.getByRole('button', { name: t.form.addInstrument, exact: true }).click();
  await inForm(page, `${t.form.instrumentQuantity} 1`).fill('50.000');
  await inForm(page, `${t.form.instrumentEvidence} 1`).fill('I-REC VN-2025-000123');
  await save(page, 'vi');
  const electricity = rowWith(page, '150.000 kWh');
  await expect(electricity).toContainText('tCO₂e');
  await expect(electricity).toContainText('theo thị trường');
  await expect(electricity).toContainText(WAREHOUSE);

  // Scope 1, fugitive refrigerants: a top-up of R-410A.
  await openForm(page, 'vi');
  await inForm(page, t.form.category).selectOption({
    label: LL.inventory.categories.S1_FUGITIVE_REFRIGERANTS,
  });
  await inForm(page, t.form.refrigerantGas).selectOption('R-410A');
  await inForm(page, t.form.quantity).fill('12,5');
  await save(page, 'vi');
  await expect(rowWith(page, '12,5 kg')).toContainText('tCO₂e');

  // Scope 3 cat. 6: business travel by car distance.
  await openForm(page, 'vi');
  await inForm(page, t.form.category).selectOption({ label: LL.inventory.categories.S3_06_BUSINESS_TRAVEL });
  await inForm(page, t.inputKind.label).selectOption({ label: t.inputKind.DISTANCE });
  await pick(page, t.factor.picker, /^CAR DIESEL AVERAGE —/);
  await inForm(page, t.form.quantity).fill('1.200');
  await save(page, 'vi');
  await expect(rowWith(page, '1.200 km')).toContainText('tCO₂e');

  // Scope 3 cat. 1: steel bought, by spend in dong with the rate, its year and source.
  await openForm(page, 'vi');
  await inForm(page, t.form.category).selectOption({
    label: LL.inventory.categories.S3_01_PURCHASED_GOODS_SERVICES,
  });
  await pick(page, t.factor.picker, /^NAICS 331110 —/);
  await inForm(page, t.form.quantity).fill('250.000.000');
  await inForm(page, LL.inventoryData.unit.label).selectOption('VND');
  await inForm(page, t.form.exchangeRate).fill('25.000');
  await inForm(page, t.form.exchangeSource).fill('Vietcombank, tỷ giá bán 31/12/2025');
  await save(page, 'vi');
  await expect(rowWith(page, '250.000.000 VND')).toContainText('tCO₂e');

  // Rows are grouped by scope and category.
  await expect(
    page.getByRole('heading', { name: `${t.scope.s3} · ${LL.inventory.categories.S3_06_BUSINESS_TRAVEL}` }),
  ).toBeVisible();

  // The CSV downloads through the API client.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.csv.export, exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/activity-rows\.csv$/);

  // An import with one readable line and one ambiguous figure: refused per line, nothing stored.
  const count = await page.getByTestId('activity-row').count();
  const csv = [
    'id,facility,period,scope,category,inputKind,typed,value,unit,factorIds,sources,tco2e,market,status,note',
    `,${PLANT},2025,,S1_STATIONARY_COMBUSTION,FUEL,100,,L,IPCC2006-STATIONARY-DIESEL-CO2,,,,,`,
    `,${PLANT},2025,,S1_STATIONARY_COMBUSTION,FUEL,"1,500",,L,IPCC2006-STATIONARY-DIESEL-CO2,,,,,`,
  ].join('\r\n');
  await field(page, t.csv.import).setInputFiles({
    name: 'dien-va-dau.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const report = page.getByTestId('csv-report');
  await expect(report).toContainText('Dòng 3');
  await expect(page.getByText('Tệp dien-va-dau.csv chưa được nhập')).toBeVisible();
  await expect(page.getByTestId('activity-row')).toHaveCount(count);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
});

test('the activity data page speaks English and reads numbers the English way (en)', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await demoInventoryId();
  const LL = dictionaries.en;
  const t = LL.inventoryData;
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await signIn(page, OWNER.email, DEMO_PASSWORD, 'en');
  await page.goto(`/work-space/inventories/${id}/data`);
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventoryData })).toBeVisible();
  await openForm(page, 'en');
  await pick(page, t.factor.picker, /^DIESEL —/);
  await inForm(page, t.form.quantity).fill('1.234,5');
  await page.getByRole('button', { name: t.form.save, exact: true }).click();
  await expect(inForm(page, t.form.quantity)).toHaveAttribute('aria-invalid', 'true');
  await expect(inForm(page, t.form.quantity)).toHaveValue('1.234,5');
  await expect(page.getByText('is written the Vietnamese way', { exact: false }).first()).toBeVisible();
  await inForm(page, t.form.quantity).fill('1,234.5');
  await save(page, 'en');
  await expect(rowWith(page, '1,234.5 L')).toContainText('tCO₂e');
  // Edit it, then delete it after the confirmation.
  await rowWith(page, '1,234.5 L').getByRole('button', { name: t.list.edit, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.form.editTitle })).toBeVisible();
  await expect(inForm(page, t.form.quantity)).toHaveValue('1,234.5');
  await page.getByRole('button', { name: t.form.delete, exact: true }).click();
  await expect(page.getByText(t.form.confirmDelete)).toBeVisible();
  await page.getByRole('button', { name: t.form.confirmDeleteYes, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.list.deleted })).toBeVisible();
  await expect(rowWith(page, '1,234.5 L')).toHaveCount(0);
  // A category without a library factor: the owner adds the company's own factor with its source and evidence.
  const code = `LEASE-${Date.now().toString(36)}`;
  await openForm(page, 'en');
  await inForm(page, t.form.category).selectOption({
    label: LL.inventory.categories.S3_08_UPSTREAM_LEASED_ASSETS,
  });
  await page.getByRole('button', { name: t.addFactor.open, exact: true }).click();
  const factorForm = page.getByRole('form', { name: t.addFactor.title });
  await factorForm.getByLabel(new RegExp(`^${t.addFactor.code}`)).fill(code);
  await factorForm.getByLabel(new RegExp(`^${t.addFactor.value.replace(/[()]/g, '.')}`)).fill('0.42');
  await factorForm.getByLabel(t.addFactor.perUnit, { exact: true }).selectOption('kWh');
  await factorForm.getByLabel(new RegExp(`^${t.addFactor.document}`)).fill('Landlord energy statement 2025');
  await factorForm
    .getByLabel(new RegExp(`^${t.addFactor.evidence.replace(/[()]/g, '.')}`))
    .fill('LS-2025-17');
  await factorForm.getByRole('button', { name: t.addFactor.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: code })).toBeVisible();
  await expect(inForm(page, t.factor.picker).locator('option:checked')).toContainText('0.42');
  await inForm(page, t.form.quantity).fill('2,000');
  await inForm(page, LL.inventoryData.unit.label).selectOption('kWh');
  await save(page, 'en');
  await expect(rowWith(page, '2,000 kWh')).toContainText('0.84 tCO₂e');

  const main = page.locator('main');
  await expect(main).not.toContainText('Phạm vi');
  await expect(main).not.toContainText('Thêm dòng');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
});
