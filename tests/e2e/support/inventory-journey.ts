// Helpers of tests/e2e/inventory-journey.spec.ts, in either language: the free reporting year (set-up), the
// facility form with its address pickers, the activity row form, the figures read back from the screen the
// language's way (vi 1.234,5; en 1,234.5), signing another role in, and the English path's screen checks (no
// Vietnamese text left, nothing sticking out sideways at 390 px).
import { request as playwrightRequest, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/stack/demo';
import { NUMBER_MARKS } from '../../../domain/numbers';
import { i18nObject } from '../../../src/i18n/i18n-util';
import { E2E } from '../env';
import { expectNoSideways } from './layout';
import { cognitoSignIn, dictionaries, expect, field, signIn, type Lang } from './registration';

const OWNER = DEMO_ACCOUNTS.find((a) => a.role === 'OWNER')!;

/** The dictionary of a language (raw texts) and its translation functions (texts with their parameters filled). */
export function texts(lang: Lang) {
  return { LL: dictionaries[lang], L: i18nObject(lang) };
}

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

/** Viet Nam as the country picker and the address line name it in each language (the reference's name_vi/name_en). */
export const COUNTRY: Record<Lang, string> = { vi: 'Việt Nam', en: 'Vietnam' };

export async function addFacility(page: Page, plant: Plant, lang: Lang) {
  const t = dictionaries[lang].inventory;
  await page.getByRole('button', { name: t.facilities.add, exact: true }).click();
  const form = page.getByRole('form', { name: t.facilities.add });
  await field(page, t.facilities.name).fill(plant.name);
  await field(page, t.facilities.country).selectOption({ label: COUNTRY[lang] });
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
    `${plant.street}, ${plant.ward}, ${plant.district}, ${plant.city}, ${COUNTRY[lang]}`,
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

/** A figure as the language shows it (vi "1.234,567", en "1,234.567") read back. */
export function shownNumber(text: string, lang: Lang): number {
  const { decimal, group } = NUMBER_MARKS[lang];
  return Number(
    text
      .replace(/[^\d,.-]/g, '')
      .split(group)
      .join('')
      .replace(decimal, '.'),
  );
}

export async function shownTco2e(row: Locator, lang: Lang): Promise<number> {
  return shownNumber((await row.getByTestId('row-tco2e').textContent())!, lang);
}

export async function addRow(page: Page, lang: Lang, fill: () => Promise<void>, typed: string) {
  const d = dictionaries[lang].inventoryData;
  await page.getByRole('button', { name: d.form.add, exact: true }).click();
  await expect(page.getByRole('heading', { name: d.form.addTitle })).toBeVisible();
  await fill();
  await page.getByRole('button', { name: d.form.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: d.list.created })).toBeVisible();
  await expect(rowWith(page, typed)).toContainText('tCO₂e');
}

/** Keeps a page in this language (the app reads the locale from localStorage before anything renders). */
export async function speak(page: Page, lang: Lang) {
  if (lang === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));
}

/** Another demo account signed in, in its own browser context, reading this language. */
export async function signedIn(browser: Browser, email: string, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await speak(page, lang);
  await signIn(page, email, DEMO_PASSWORD, lang);
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

/**
 * The Vietnamese interface texts the inventory's screens could show: every text of the screens' namespaces split at
 * its parameters, the fragments of 10 characters or more with a Vietnamese letter (never English UI text; shorter
 * ones would match Vietnamese data shown as it is, such as the seeded facilities' names "... (minh họa)").
 */
const VI_FRAGMENTS = (() => {
  const vi = dictionaries.vi;
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      for (const part of value.split(/\{[^}]*\}/)) {
        const fragment = part.trim();
        if (fragment.length >= 10 && /[à-ỹđ]/i.test(fragment)) found.add(fragment);
      }
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const namespace of [
    vi.screens,
    vi.session,
    vi.inventory,
    vi.inventoryData,
    vi.inventoryDashboard,
    vi.inventoryReviewUi,
  ])
    walk(namespace);
  // Shorter ones the English screens once showed (the inventory's name, a row's edit button).
  return [...found, 'Kỳ kiểm kê', 'Sửa dòng'];
})();

/**
 * On the English path: the screen's main part holds no Vietnamese interface text (a mixed-language screen), and at
 * 390 px nothing sticks out sideways; the page goes back to its size after. Nothing is checked in Vietnamese.
 */
export async function checkScreen(page: Page, lang: Lang) {
  if (lang !== 'en') return;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const shown = await page.locator('main').innerText();
  expect(
    VI_FRAGMENTS.filter((fragment) => shown.includes(fragment)),
    `Vietnamese texts on the English page ${page.url()}`,
  ).toEqual([]);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
  if (size) await page.setViewportSize(size);
}
