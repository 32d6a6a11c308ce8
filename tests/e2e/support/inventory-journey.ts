// Helpers of tests/e2e/inventory-journey.spec.ts: the free reporting year (set-up), the facility form with its
// address pickers, the activity row form, and the figures read back from the screen in Vietnamese.
import { request as playwrightRequest, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/stack/demo';
import { E2E } from '../env';
import { cognitoSignIn, dictionaries, expect, field, signIn } from './registration';

const t = dictionaries.vi.inventory;
const d = dictionaries.vi.inventoryData;
const OWNER = DEMO_ACCOUNTS.find((a) => a.role === 'OWNER')!;

export interface Plant {
  name: string;
  city: string;
  district: string;
  ward: string;
  street: string;
}

/** The first reporting year (from last year down) the demo workspace has no inventory for yet (set-up only). */
export async function freeYear(): Promise<number> {
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

export async function addFacility(page: Page, plant: Plant) {
  await page.getByRole('button', { name: t.facilities.add, exact: true }).click();
  const form = page.getByRole('form', { name: t.facilities.add });
  await field(page, t.facilities.name).fill(plant.name);
  await field(page, t.facilities.country).selectOption({ label: 'Việt Nam' });
  for (const [label, value] of [
    [t.facilities.city, plant.city],
    [t.facilities.district, plant.district],
    [t.facilities.ward, plant.ward],
  ] as const) {
    await expect(field(page, label)).toBeEnabled();
    await field(page, label).selectOption({ label: value });
  }
  await field(page, t.facilities.street).fill(plant.street);
  await form.getByRole('button', { name: t.facilities.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.facilities.created })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: plant.name })).toContainText(
    `${plant.street}, ${plant.ward}, ${plant.district}, ${plant.city}, Việt Nam`,
  );
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field of the row form (the filters above it use some of the same labels). */
export function inForm(page: Page, label: string) {
  return page
    .locator('form[aria-labelledby="row-form-title"]')
    .getByLabel(new RegExp(`^${escape(label)}\\s*(\\(.*\\))?$`));
}

export async function pick(page: Page, label: string, text: RegExp) {
  const select = inForm(page, label);
  const option = select.locator('option').filter({ hasText: text }).first();
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value'))!);
}

export function rowWith(page: Page, typed: string) {
  return page
    .getByTestId('activity-row')
    .filter({ has: page.getByTestId('row-typed').getByText(typed, { exact: true }) });
}

/** A Vietnamese figure as shown ("1.234,567") read back. */
export const viNumber = (text: string) =>
  Number(
    text
      .replace(/[^\d,.-]/g, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );

export async function shownTco2e(row: Locator): Promise<number> {
  return viNumber((await row.getByTestId('row-tco2e').textContent())!);
}

export async function addRow(page: Page, fill: () => Promise<void>, typed: string) {
  await page.getByRole('button', { name: d.form.add, exact: true }).click();
  await expect(page.getByRole('heading', { name: d.form.addTitle })).toBeVisible();
  await fill();
  await page.getByRole('button', { name: d.form.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: d.list.created })).toBeVisible();
  await expect(rowWith(page, typed)).toContainText('tCO₂e');
}

export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

export const status = (p: Page) => p.getByTestId('lifecycle-status');
export const action = (p: Page, name: string) => p.getByRole('button', { name, exact: true });

/** The figure of a totals line of the results section. */
export function total(page: Page, label: string) {
  return page
    .getByTestId('results-totals')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}
