// Issue 15's done-when journey as one walk on the real local stack, in Vietnamese: the demo owner adds two facilities
// with addresses from the pickers, creates the inventory of a free reporting year with both in its boundary, enters
// a year of diesel, electricity, a refrigerant top-up and two scope 3 categories, and sees the results (the
// electricity figure computed by hand from the grid factor shown in the picker; each scope total the sum of its rows);
// submits; the demo AUDITOR comments on the electricity row and requests changes, and has no edit control on the data
// page; the demo MEMBER sees the comment, fixes the row and resubmits; the member has no approve action while the
// auditor reviews; the auditor approves; the owner locks; the audit trail shows each step with who took it.
// The workspace dashboard shows the CURRENT inventory (the latest year, the seeded 2025 one), not this one, so this
// inventory's totals are read on its own page's results section. Then the locked inventory, its results and its
// audit trail in English, with English numbers.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/stack/demo';
import { formatNumber } from '../../domain/numbers';
import {
  action,
  addFacility,
  addRow,
  escape,
  freeYear,
  inForm,
  pick,
  rowWith,
  shownTco2e,
  signedIn,
  status,
  total,
  viNumber,
} from './support/inventory-journey';
import { dictionaries, expect, field, signIn, test } from './support/registration';

const LL = dictionaries.vi;
const t = LL.inventory;
const d = LL.inventoryData;
const r = LL.inventoryReviewUi;
const OWNER = DEMO_ACCOUNTS.find((a) => a.role === 'OWNER')!;
const MEMBER = DEMO_ACCOUNTS.find((a) => a.role === 'MEMBER')!;
const AUDITOR = DEMO_ACCOUNTS.find((a) => a.role === 'AUDITOR')!;
const RUN = Date.now().toString(36).slice(-5);

const PLANTS = [
  {
    name: `Xưởng luyện phôi Phú Mỹ ${RUN}`,
    city: 'Tỉnh Bà Rịa - Vũng Tàu',
    district: 'Thành phố Phú Mỹ',
    ward: 'Phường Tân Phước',
    street: 'Lô B2 KCN Phú Mỹ II',
  },
  {
    name: `Kho hàng Thượng Lý ${RUN}`,
    city: 'Thành phố Hải Phòng',
    district: 'Quận Hồng Bàng',
    ward: 'Phường Thượng Lý',
    street: 'Số 5 Hùng Vương',
  },
];

test.describe.configure({ mode: 'serial' });
/** What the Vietnamese journey leaves for the English look at the same inventory. */
let walked: { url: string; gridValue: number } | null = null;

test('an inventory from facilities to lock: owner enters, auditor asks, member fixes, auditor approves, owner locks (vi)', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const year = await freeYear();
  await signIn(page, OWNER.email, DEMO_PASSWORD);

  // 1. Two facilities with addresses from the pickers.
  await page.goto('/work-space/facilities');
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.facilities })).toBeVisible();
  for (const plant of PLANTS) await addFacility(page, plant);

  // 2. The inventory of a free year, both new facilities in its boundary.
  await page.getByRole('link', { name: t.nav.inventories, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventories })).toBeVisible();
  await field(page, t.create.year).selectOption(String(year));
  await page.getByRole('button', { name: t.create.submit, exact: true }).click();
  await page
    .getByRole('status')
    .getByRole('link', { name: `Mở kỳ kiểm kê ${year}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventory })).toBeVisible();
  const inventoryUrl = new URL(page.url()).pathname;
  for (const plant of PLANTS)
    await page.getByRole('checkbox', { name: `Đưa ${plant.name} vào ranh giới` }).check();
  await page.getByRole('button', { name: t.boundary.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.boundary.saved })).toBeVisible();
  const boundary = page.getByRole('list', { name: t.boundary.included });
  for (const plant of PLANTS)
    await expect(boundary.getByRole('listitem').filter({ hasText: plant.name })).toBeVisible();
  await expect(status(page)).toHaveText(t.status.DRAFT);

  // 3. A year of fuel, electricity, refrigerant and two scope 3 categories.
  await page.getByRole('link', { name: LL.screens.inventoryData, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventoryData })).toBeVisible();
  await addRow(
    page,
    async () => {
      await inForm(page, d.form.facility).selectOption({ label: PLANTS[0].name });
      await pick(page, d.factor.picker, /^DIESEL —/);
      await inForm(page, d.form.quantity).fill('12.345,6');
    },
    '12.345,6 L',
  );
  let gridValue = 0;
  await addRow(
    page,
    async () => {
      await inForm(page, d.form.facility).selectOption({ label: PLANTS[1].name });
      await inForm(page, d.form.category).selectOption({ label: d.category.S2_ELECTRICITY });
      // The grid factor shown in the picker (kgCO2/kWh = tCO2/MWh): the figure is computed from it by hand below.
      const chosen = (await inForm(page, d.factor.picker).locator('option:checked').textContent())!;
      const match = /^VN GRID — ([\d.,]+) CO2\/kWh/.exec(chosen);
      expect(match, chosen).not.toBeNull();
      gridValue = viNumber(match![1]);
      await inForm(page, d.form.quantity).fill('100.000');
      await inForm(page, d.unit.label).selectOption('kWh');
    },
    '100.000 kWh',
  );
  // 100.000 kWh x the factor kgCO2/kWh = 100 x the factor tCO2.
  await expect(rowWith(page, '100.000 kWh').getByTestId('row-tco2e')).toHaveText(
    `${formatNumber(100 * gridValue, 'vi', 3)} tCO₂e`,
  );
  await addRow(
    page,
    async () => {
      await inForm(page, d.form.facility).selectOption({ label: PLANTS[1].name });
      await inForm(page, d.form.category).selectOption({ label: d.category.S1_FUGITIVE_REFRIGERANTS });
      await inForm(page, d.form.refrigerantGas).selectOption('R-410A');
      await inForm(page, d.form.quantity).fill('12,5');
    },
    '12,5 kg',
  );
  await addRow(
    page,
    async () => {
      await inForm(page, d.form.category).selectOption({ label: d.category.S3_06_BUSINESS_TRAVEL });
      await inForm(page, d.inputKind.label).selectOption({ label: d.inputKind.DISTANCE });
      await pick(page, d.factor.picker, /^CAR DIESEL AVERAGE —/);
      await inForm(page, d.form.quantity).fill('1.200');
    },
    '1.200 km',
  );
  await addRow(
    page,
    async () => {
      await inForm(page, d.form.category).selectOption({ label: d.category.S3_01_PURCHASED_GOODS_SERVICES });
      await pick(page, d.factor.picker, /^NAICS 331110 —/);
      await inForm(page, d.form.quantity).fill('250.000.000');
      await inForm(page, d.unit.label).selectOption('VND');
      await inForm(page, d.form.exchangeRate).fill('25.000');
      await inForm(page, d.form.exchangeSource).fill(`Vietcombank, tỷ giá bán 31/12/${year}`);
    },
    '250.000.000 VND',
  );
  const scope1 =
    (await shownTco2e(rowWith(page, '12.345,6 L'))) + (await shownTco2e(rowWith(page, '12,5 kg')));
  const scope3 =
    (await shownTco2e(rowWith(page, '1.200 km'))) + (await shownTco2e(rowWith(page, '250.000.000 VND')));

  // 4. The totals: scope 2 by hand from the factor, the others the sum of their rows as shown (3 decimals).
  await page.getByRole('link', { name: d.backToInventory, exact: true }).click();
  const results = page.getByTestId('inventory-results');
  await expect(
    results.getByRole('heading', { level: 2, name: LL.inventoryDashboard.resultsTitle }),
  ).toBeVisible();
  const dash = LL.inventoryDashboard;
  await expect(total(page, dash.scope2Location)).toHaveText(formatNumber(100 * gridValue, 'vi', 2));
  const near = async (label: string, expected: number) =>
    expect(Math.abs(viNumber((await total(page, label).textContent())!) - expected)).toBeLessThanOrEqual(
      0.006,
    );
  await near(dash.scope1, scope1);
  await near(dash.scope3, scope3);
  await near(dash.totalLocation, scope1 + 100 * gridValue + scope3);
  const byCategory = results.getByTestId('results-by-category');
  for (const c of [
    'S1_STATIONARY_COMBUSTION',
    'S1_FUGITIVE_REFRIGERANTS',
    'S2_ELECTRICITY',
    'S3_01_PURCHASED_GOODS_SERVICES',
    'S3_06_BUSINESS_TRAVEL',
  ] as const)
    await expect(byCategory).toContainText(dash.categories[c]);
  // The dashboard's charts are the current inventory's (the latest year, not this one): shown, but not ours.
  await page.goto('/work-space');
  const dashboard = page.getByTestId('inventory-dashboard');
  await expect(dashboard.getByRole('img', { name: dash.monthChartTitle })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: dash.facilityChartTitle })).toBeVisible();
  await expect(dashboard).not.toContainText(`Kỳ kiểm kê năm ${year},`);

  // 5. The owner submits.
  await page.goto(inventoryUrl);
  await action(page, r.lifecycle.actions.SUBMIT).click();
  await expect(status(page)).toHaveText(t.status.SUBMITTED);

  // 6. The auditor starts the review, comments on the electricity row and asks for a change.
  const auditor = await signedIn(browser, AUDITOR.email);
  await auditor.goto(inventoryUrl);
  await action(auditor, r.lifecycle.actions.START_REVIEW).click();
  await expect(status(auditor)).toHaveText(t.status.UNDER_REVIEW);
  const electricity = auditor
    .getByRole('list', { name: r.review.rows })
    .getByRole('listitem')
    .filter({ hasText: r.review.categories.S2_ELECTRICITY });
  await expect(electricity).toContainText(`${formatNumber(100 * gridValue, 'vi')} tCO₂e`);
  const note = 'Sản lượng điện phải là 120.000 kWh theo hóa đơn cả năm.';
  await electricity.getByLabel(new RegExp(`^${escape(r.comments.body)}`)).fill(note);
  await electricity.getByRole('button', { name: r.comments.send, exact: true }).click();
  await expect(electricity.getByRole('paragraph').filter({ hasText: note })).toBeVisible();
  await field(auditor, r.lifecycle.reason).fill('Sai sản lượng điện');
  await action(auditor, r.lifecycle.actions.REQUEST_CHANGES).click();
  await expect(status(auditor)).toHaveText(t.status.CHANGES_REQUESTED);
  // The auditor cannot edit, even now that the data is editable again.
  await auditor.getByRole('link', { name: LL.screens.inventoryData, exact: true }).click();
  await expect(auditor.getByRole('heading', { level: 1, name: LL.screens.inventoryData })).toBeVisible();
  await expect(auditor.getByText(d.readOnlyRole)).toBeVisible();
  await expect(rowWith(auditor, '100.000 kWh')).toBeVisible();
  await expect(action(auditor, d.form.add)).toHaveCount(0);
  await expect(action(auditor, d.list.edit)).toHaveCount(0);

  // 7. The member sees the comment, fixes the row and resubmits.
  const member = await signedIn(browser, MEMBER.email);
  await member.goto(inventoryUrl);
  await expect(status(member)).toHaveText(t.status.CHANGES_REQUESTED);
  await expect(member.getByRole('paragraph').filter({ hasText: note })).toBeVisible();
  await member.getByRole('link', { name: LL.screens.inventoryData, exact: true }).click();
  await rowWith(member, '100.000 kWh').getByRole('button', { name: d.list.edit, exact: true }).click();
  await expect(member.getByRole('heading', { name: d.form.editTitle })).toBeVisible();
  await inForm(member, d.form.quantity).fill('120.000');
  await member.getByRole('button', { name: d.form.save, exact: true }).click();
  await expect(member.getByRole('status').filter({ hasText: d.list.updated })).toBeVisible();
  await expect(rowWith(member, '120.000 kWh').getByTestId('row-tco2e')).toHaveText(
    `${formatNumber(120 * gridValue, 'vi', 3)} tCO₂e`,
  );
  await member.getByRole('link', { name: d.backToInventory, exact: true }).click();
  await expect(total(member, dash.scope2Location)).toHaveText(formatNumber(120 * gridValue, 'vi', 2));
  await action(member, r.lifecycle.actions.SUBMIT).click();
  await expect(status(member)).toHaveText(t.status.SUBMITTED);

  // 8. The auditor reviews again; the member has no approve action meanwhile; the auditor approves.
  await auditor.goto(inventoryUrl);
  await action(auditor, r.lifecycle.actions.START_REVIEW).click();
  await expect(status(auditor)).toHaveText(t.status.UNDER_REVIEW);
  await member.reload();
  await expect(status(member)).toHaveText(t.status.UNDER_REVIEW);
  await expect(action(member, r.lifecycle.actions.APPROVE)).toHaveCount(0);
  await expect(action(member, r.lifecycle.actions.REQUEST_CHANGES)).toHaveCount(0);
  await expect(action(member, r.lifecycle.actions.LOCK)).toHaveCount(0);
  await action(auditor, r.lifecycle.actions.APPROVE).click();
  await expect(status(auditor)).toHaveText(t.status.APPROVED);
  await expect(action(auditor, r.lifecycle.actions.LOCK)).toHaveCount(0);
  await member.context().close();
  await auditor.context().close();

  // 9. The owner locks, after confirming.
  await page.reload();
  await expect(status(page)).toHaveText(t.status.APPROVED);
  await action(page, r.lifecycle.actions.LOCK).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: r.lifecycle.confirmYes, exact: true })
    .click();
  await expect(status(page)).toHaveText(t.status.LOCKED);

  // 10. The audit trail: each step, newest first, with who took it.
  await page.getByRole('link', { name: r.audit.open, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventoryAudit })).toBeVisible();
  const events = page.getByRole('list', { name: r.audit.events });
  const steps = [
    ['INVENTORY_LOCKED', OWNER.email],
    ['INVENTORY_APPROVED', AUDITOR.email],
    ['INVENTORY_REVIEW_STARTED', AUDITOR.email],
    ['INVENTORY_SUBMITTED', MEMBER.email],
    ['ACTIVITY_ROW_UPDATED', MEMBER.email],
    ['INVENTORY_CHANGES_REQUESTED', AUDITOR.email],
    ['COMMENT_CREATED', AUDITOR.email],
    ['INVENTORY_REVIEW_STARTED', AUDITOR.email],
    ['INVENTORY_SUBMITTED', OWNER.email],
  ] as const;
  const items = events.getByRole('listitem');
  for (const [i, [kind, who]] of steps.entries()) {
    await expect(items.nth(i)).toContainText(r.actions[kind]);
    await expect(items.nth(i)).toContainText(who);
  }
  for (const kind of ['ACTIVITY_ROW_CREATED', 'BOUNDARY_REPLACED', 'INVENTORY_CREATED'] as const)
    await expect(events.getByText(r.actions[kind], { exact: true }).first()).toBeVisible();
  await expect(events.getByText(r.actions.ACTIVITY_ROW_CREATED, { exact: true })).toHaveCount(5);
  walked = { url: inventoryUrl, gridValue };
});

test('the locked inventory, its results and its audit trail speak English with English numbers (en)', async ({
  page,
}) => {
  expect(walked, 'the Vietnamese journey ran first').not.toBeNull();
  const { url, gridValue } = walked!;
  const EN = dictionaries.en;
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await signIn(page, OWNER.email, DEMO_PASSWORD, 'en');
  await page.goto(url);
  await expect(status(page)).toHaveText(EN.inventory.status.LOCKED);
  await expect(total(page, EN.inventoryDashboard.scope2Location)).toHaveText(
    formatNumber(120 * gridValue, 'en', 2),
  );
  const electricity = page
    .getByRole('list', { name: EN.inventoryReviewUi.review.rows })
    .getByRole('listitem')
    .filter({ hasText: EN.inventoryReviewUi.review.categories.S2_ELECTRICITY });
  await expect(electricity).toContainText(`${formatNumber(120 * gridValue, 'en')} tCO₂e`);
  // A locked version takes no more edits nor lifecycle steps other than reopening.
  await expect(action(page, EN.inventory.boundary.save)).toHaveCount(0);
  await expect(action(page, EN.inventoryReviewUi.lifecycle.actions.REOPEN)).toBeVisible();
  await page.getByRole('link', { name: EN.inventoryReviewUi.audit.open, exact: true }).click();
  const events = page.getByRole('list', { name: EN.inventoryReviewUi.audit.events });
  await expect(events.getByRole('listitem').first()).toContainText(
    EN.inventoryReviewUi.actions.INVENTORY_LOCKED,
  );
  await expect(events).toContainText(EN.inventoryReviewUi.actions.ACTIVITY_ROW_UPDATED);
  await expect(page.locator('main')).not.toContainText('Kỳ kiểm kê');
  await expect(page.locator('main')).not.toContainText('Sửa dòng');
});
