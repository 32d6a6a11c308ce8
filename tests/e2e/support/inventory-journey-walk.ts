// The walk of tests/e2e/inventory-journey.spec.ts, in either language (the story's own data and typed numbers): the
// demo owner adds two facilities with addresses from the pickers, creates the inventory of a free reporting year
// with both in its boundary, enters a year of diesel, electricity, a refrigerant top-up and two scope 3 categories,
// and sees the results (the electricity figure computed by hand from the grid factor shown in the picker; each
// scope total the sum of its rows); submits; the demo AUDITOR comments on the electricity row and requests changes,
// and has no edit control on the data page; the demo MEMBER sees the comment, fixes the row and resubmits; the
// member has no approve action while the auditor reviews; the auditor approves; the owner locks; the audit trail
// shows each step with who took it. Every screen of the English walk is checked for Vietnamese text left and for
// sideways overflow at 390 px (checkScreen).
// The workspace dashboard shows the CURRENT inventory (the latest year, the seeded 2025 one), not this one, so this
// inventory's totals are read on its own page's results section.
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/stack/demo';
import { formatNumber } from '../../../domain/numbers';
import {
  action,
  addFacility,
  addRow,
  checkScreen,
  escape,
  freeYear,
  inForm,
  pick,
  rowWith,
  shownNumber,
  shownTco2e,
  signedIn,
  speak,
  status,
  texts,
  total,
  type Plant,
} from './inventory-journey';
import { expect, field, signIn, type Lang } from './registration';

export const OWNER = DEMO_ACCOUNTS.find((a) => a.role === 'OWNER')!;
export const MEMBER = DEMO_ACCOUNTS.find((a) => a.role === 'MEMBER')!;
export const AUDITOR = DEMO_ACCOUNTS.find((a) => a.role === 'AUDITOR')!;

/** One language's story: its facilities, the numbers as typed the language's way, and the people's own words. */
export interface Story {
  lang: Lang;
  plants: readonly [Plant, Plant];
  /** 12,345.6 L of diesel; 100,000 kWh of electricity, fixed to 120,000; 12.5 kg of R-410A; 1,200 km; VND 250 m. */
  typed: {
    diesel: string;
    electricity: string;
    fixed: string;
    refrigerant: string;
    travel: string;
    spend: string;
    rate: string;
  };
  exchangeSource: (year: number) => string;
  /** The auditor's comment on the electricity row and reason for requesting changes. */
  note: string;
  reason: string;
}

/** What the walk leaves: the locked inventory's page and the grid factor its electricity rows used. */
export interface Walked {
  url: string;
  gridValue: number;
}

export async function walkInventoryJourney(page: Page, browser: Browser, story: Story): Promise<Walked> {
  const { lang, plants, typed } = story;
  const { LL, L } = texts(lang);
  const t = LL.inventory;
  const d = LL.inventoryData;
  const r = LL.inventoryReviewUi;
  const dash = LL.inventoryDashboard;
  const year = await freeYear();
  await speak(page, lang);
  await signIn(page, OWNER.email, DEMO_PASSWORD, lang);

  // 1. Two facilities with addresses from the pickers.
  await page.goto('/work-space/facilities');
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.facilities })).toBeVisible();
  for (const plant of plants) await addFacility(page, plant, lang);
  await checkScreen(page, lang);

  // 2. The inventory of a free year, both new facilities in its boundary.
  await page.getByRole('link', { name: t.nav.inventories, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventories })).toBeVisible();
  await field(page, t.create.year).selectOption(String(year));
  await page.getByRole('button', { name: t.create.submit, exact: true }).click();
  const created = page.getByRole('status').filter({ hasText: L.inventory.create.created({ year }) });
  await expect(created).toBeVisible();
  await checkScreen(page, lang);
  await created.getByRole('link', { name: L.inventory.list.open({ year }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventory })).toBeVisible();
  const inventoryUrl = new URL(page.url()).pathname;
  for (const plant of plants)
    await page.getByRole('checkbox', { name: L.inventory.boundary.include({ name: plant.name }) }).check();
  await page.getByRole('button', { name: t.boundary.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.boundary.saved })).toBeVisible();
  const boundary = page.getByRole('list', { name: t.boundary.included });
  for (const plant of plants)
    await expect(boundary.getByRole('listitem').filter({ hasText: plant.name })).toBeVisible();
  await expect(status(page)).toHaveText(t.status.DRAFT);
  await checkScreen(page, lang);

  // 3. A year of fuel, electricity, refrigerant and two scope 3 categories.
  await page.getByRole('link', { name: LL.screens.inventoryData, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventoryData })).toBeVisible();
  await addRow(
    page,
    lang,
    async () => {
      await inForm(page, d.form.facility).selectOption({ label: plants[0].name });
      await pick(page, d.factor.picker, /^DIESEL —/);
      await inForm(page, d.form.quantity).fill(typed.diesel);
    },
    `${typed.diesel} L`,
  );
  let gridValue = 0;
  await addRow(
    page,
    lang,
    async () => {
      await inForm(page, d.form.facility).selectOption({ label: plants[1].name });
      await inForm(page, d.form.category).selectOption({ label: t.categories.S2_ELECTRICITY });
      // The grid factor shown in the picker (kgCO2/kWh = tCO2/MWh): the figure is computed from it by hand below.
      // The picker chooses the year's grid factor once the category's factors are in: wait for that choice.
      const checked = inForm(page, d.factor.picker).locator('option:checked');
      await expect(checked).toHaveText(/^VN GRID — /);
      const chosen = (await checked.textContent())!;
      const match = /^VN GRID — ([\d.,]+) CO2\/kWh/.exec(chosen);
      expect(match, chosen).not.toBeNull();
      gridValue = shownNumber(match![1], lang);
      await inForm(page, d.form.quantity).fill(typed.electricity);
      await inForm(page, d.unit.label).selectOption('kWh');
    },
    `${typed.electricity} kWh`,
  );
  expect(gridValue).toBeGreaterThan(0.1);
  expect(gridValue).toBeLessThan(2);
  // 100,000 kWh x the factor kgCO2/kWh = 100 x the factor tCO2.
  await expect(rowWith(page, `${typed.electricity} kWh`).getByTestId('row-tco2e')).toHaveText(
    `${formatNumber(100 * gridValue, lang, 3)} tCO₂e`,
  );
  await addRow(
    page,
    lang,
    async () => {
      await inForm(page, d.form.facility).selectOption({ label: plants[1].name });
      await inForm(page, d.form.category).selectOption({ label: t.categories.S1_FUGITIVE_REFRIGERANTS });
      await inForm(page, d.form.refrigerantGas).selectOption('R-410A');
      await inForm(page, d.form.quantity).fill(typed.refrigerant);
    },
    `${typed.refrigerant} kg`,
  );
  await addRow(
    page,
    lang,
    async () => {
      await inForm(page, d.form.category).selectOption({ label: t.categories.S3_06_BUSINESS_TRAVEL });
      await inForm(page, d.inputKind.label).selectOption({ label: d.inputKind.DISTANCE });
      await pick(page, d.factor.picker, /^CAR DIESEL AVERAGE —/);
      await inForm(page, d.form.quantity).fill(typed.travel);
    },
    `${typed.travel} km`,
  );
  await addRow(
    page,
    lang,
    async () => {
      await inForm(page, d.form.category).selectOption({
        label: t.categories.S3_01_PURCHASED_GOODS_SERVICES,
      });
      await pick(page, d.factor.picker, /^NAICS 331110 —/);
      await inForm(page, d.form.quantity).fill(typed.spend);
      await inForm(page, d.unit.label).selectOption('VND');
      await inForm(page, d.form.exchangeRate).fill(typed.rate);
      await inForm(page, d.form.exchangeSource).fill(story.exchangeSource(year));
    },
    `${typed.spend} VND`,
  );
  const scope1 =
    (await shownTco2e(rowWith(page, `${typed.diesel} L`), lang)) +
    (await shownTco2e(rowWith(page, `${typed.refrigerant} kg`), lang));
  const scope3 =
    (await shownTco2e(rowWith(page, `${typed.travel} km`), lang)) +
    (await shownTco2e(rowWith(page, `${typed.spend} VND`), lang));
  await checkScreen(page, lang);

  // 4. The totals: scope 2 by hand from the factor, the others the sum of their rows as shown (3 decimals).
  await page.getByRole('link', { name: d.backToInventory, exact: true }).click();
  const results = page.getByTestId('inventory-results');
  await expect(results.getByRole('heading', { level: 2, name: dash.resultsTitle })).toBeVisible();
  await expect(total(page, dash.scope2Location)).toHaveText(formatNumber(100 * gridValue, lang, 2));
  const near = async (label: string, expected: number) =>
    expect(
      Math.abs(shownNumber((await total(page, label).textContent())!, lang) - expected),
    ).toBeLessThanOrEqual(0.006);
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
    await expect(byCategory).toContainText(LL.inventory.categories[c]);
  // This inventory's own charts (its year, not the dashboard's current inventory): twelve months and the two
  // facilities, each table adding up to the inventory's total (each figure shown to 2 decimals).
  await expect(results.getByRole('img', { name: dash.monthChartTitle })).toBeVisible();
  await expect(results.getByRole('img', { name: dash.facilityChartTitle })).toBeVisible();
  const tableTotal = async (caption: string, count: number) => {
    const rows = results.getByRole('table', { name: caption }).locator('tbody tr');
    await expect(rows).toHaveCount(count);
    const totals = await rows.locator('td:last-child').allTextContents();
    return totals.reduce((sum, text) => sum + shownNumber(text, lang), 0);
  };
  const totalLocation = shownNumber((await total(page, dash.totalLocation).textContent())!, lang);
  expect(totalLocation).toBeGreaterThan(0);
  expect(Math.abs((await tableTotal(dash.monthTableCaption, 12)) - totalLocation)).toBeLessThanOrEqual(0.07);
  expect(Math.abs((await tableTotal(dash.facilityTableCaption, 2)) - totalLocation)).toBeLessThanOrEqual(
    0.02,
  );
  for (const plant of plants)
    await expect(results.getByRole('table', { name: dash.facilityTableCaption })).toContainText(plant.name);
  await checkScreen(page, lang);
  // The dashboard's charts are the current inventory's (the latest year, not this one): shown, but not ours.
  await page.goto('/work-space');
  const dashboard = page.getByTestId('inventory-dashboard');
  await expect(dashboard.getByRole('img', { name: dash.monthChartTitle })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: dash.facilityChartTitle })).toBeVisible();
  await expect(dashboard).not.toContainText(L.inventoryDashboard.current({ year, version: 1 }));
  await checkScreen(page, lang);

  // 5. The owner submits.
  await page.goto(inventoryUrl);
  await action(page, r.lifecycle.actions.SUBMIT).click();
  await expect(status(page)).toHaveText(t.status.SUBMITTED);

  await reviewToLock(page, browser, story, { url: inventoryUrl, gridValue });
  return { url: inventoryUrl, gridValue };
}

/** Steps 6 to 10: the auditor asks for a change, the member fixes it, the auditor approves, the owner locks. */
async function reviewToLock(page: Page, browser: Browser, story: Story, { url, gridValue }: Walked) {
  const { lang, typed } = story;
  const { LL } = texts(lang);
  const t = LL.inventory;
  const d = LL.inventoryData;
  const r = LL.inventoryReviewUi;

  // 6. The auditor starts the review, comments on the electricity row and asks for a change.
  const auditor = await signedIn(browser, AUDITOR.email, lang);
  await auditor.goto(url);
  await action(auditor, r.lifecycle.actions.START_REVIEW).click();
  await expect(status(auditor)).toHaveText(t.status.UNDER_REVIEW);
  const electricity = auditor
    .getByRole('list', { name: r.review.rows })
    .getByRole('listitem')
    .filter({ hasText: t.categories.S2_ELECTRICITY });
  await expect(electricity).toContainText(`${formatNumber(100 * gridValue, lang)} tCO₂e`);
  await electricity.getByLabel(new RegExp(`^${escape(r.comments.body)}`)).fill(story.note);
  await electricity.getByRole('button', { name: r.comments.send, exact: true }).click();
  await expect(electricity.getByRole('paragraph').filter({ hasText: story.note })).toBeVisible();
  await checkScreen(auditor, lang);
  await field(auditor, r.lifecycle.reason).fill(story.reason);
  await action(auditor, r.lifecycle.actions.REQUEST_CHANGES).click();
  await expect(status(auditor)).toHaveText(t.status.CHANGES_REQUESTED);
  // The auditor cannot edit, even now that the data is editable again.
  await auditor.getByRole('link', { name: LL.screens.inventoryData, exact: true }).click();
  await expect(auditor.getByRole('heading', { level: 1, name: LL.screens.inventoryData })).toBeVisible();
  await expect(auditor.getByText(d.readOnlyRole)).toBeVisible();
  await expect(rowWith(auditor, `${typed.electricity} kWh`)).toBeVisible();
  await expect(action(auditor, d.form.add)).toHaveCount(0);
  await expect(action(auditor, d.list.edit)).toHaveCount(0);
  await checkScreen(auditor, lang);

  // 7. The member sees the comment, fixes the row and resubmits.
  const member = await signedIn(browser, MEMBER.email, lang);
  await member.goto(url);
  await expect(status(member)).toHaveText(t.status.CHANGES_REQUESTED);
  await expect(member.getByRole('paragraph').filter({ hasText: story.note })).toBeVisible();
  await checkScreen(member, lang);
  await member.getByRole('link', { name: LL.screens.inventoryData, exact: true }).click();
  await rowWith(member, `${typed.electricity} kWh`)
    .getByRole('button', { name: d.list.edit, exact: true })
    .click();
  await expect(member.getByRole('heading', { name: d.form.editTitle })).toBeVisible();
  await inForm(member, d.form.quantity).fill(typed.fixed);
  await member.getByRole('button', { name: d.form.save, exact: true }).click();
  await expect(member.getByRole('status').filter({ hasText: d.list.updated })).toBeVisible();
  await expect(rowWith(member, `${typed.fixed} kWh`).getByTestId('row-tco2e')).toHaveText(
    `${formatNumber(120 * gridValue, lang, 3)} tCO₂e`,
  );
  await checkScreen(member, lang);
  await member.getByRole('link', { name: d.backToInventory, exact: true }).click();
  await expect(total(member, LL.inventoryDashboard.scope2Location)).toHaveText(
    formatNumber(120 * gridValue, lang, 2),
  );
  await action(member, r.lifecycle.actions.SUBMIT).click();
  await expect(status(member)).toHaveText(t.status.SUBMITTED);

  // 8. The auditor reviews again; the member has no approve action meanwhile; the auditor approves.
  await auditor.goto(url);
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
  await checkScreen(page, lang);

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
  await checkScreen(page, lang);
}

/**
 * The locked inventory, its results and its audit trail read by the owner in the OTHER language than it was walked
 * in, with that language's numbers: a locked version takes no more edits nor lifecycle steps other than reopening.
 */
export async function lockedIn(browser: Browser, lang: Lang, { url, gridValue }: Walked) {
  const { LL } = texts(lang);
  const page = await signedIn(browser, OWNER.email, lang);
  await page.goto(url);
  await expect(status(page)).toHaveText(LL.inventory.status.LOCKED);
  await expect(total(page, LL.inventoryDashboard.scope2Location)).toHaveText(
    formatNumber(120 * gridValue, lang, 2),
  );
  const electricity = page
    .getByRole('list', { name: LL.inventoryReviewUi.review.rows })
    .getByRole('listitem')
    .filter({ hasText: LL.inventory.categories.S2_ELECTRICITY });
  await expect(electricity).toContainText(`${formatNumber(120 * gridValue, lang)} tCO₂e`);
  await expect(action(page, LL.inventory.boundary.save)).toHaveCount(0);
  await expect(action(page, LL.inventoryReviewUi.lifecycle.actions.REOPEN)).toBeVisible();
  await checkScreen(page, lang);
  await page.getByRole('link', { name: LL.inventoryReviewUi.audit.open, exact: true }).click();
  const events = page.getByRole('list', { name: LL.inventoryReviewUi.audit.events });
  await expect(events.getByRole('listitem').first()).toContainText(
    LL.inventoryReviewUi.actions.INVENTORY_LOCKED,
  );
  await expect(events).toContainText(LL.inventoryReviewUi.actions.ACTIVITY_ROW_UPDATED);
  await checkScreen(page, lang);
  await page.context().close();
}
