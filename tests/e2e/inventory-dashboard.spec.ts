// The inventory dashboard on the real local stack (issue 15, items 4 and 6). The demo owner's seeded 2025 inventory
// (server/inventory/seed.ts) gets two rows for its first facility through the API; the workspace home then shows
// the current inventory's totals by scope, the charts per month and facility with their tables, what is still
// missing (the second facility, the months not entered) with links to the inventory, and the plan's usage, in
// Vietnamese with Vietnamese numbers; the inventory page's results trace a category down to its rows and factor
// sources. Then the same in English, and no sideways scrolling at 390 px.
import { request as playwrightRequest } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/stack/demo';
import { formatNumber } from '../../domain/numbers';
import { E2E } from './env';
import { expectNoSideways } from './support/layout';
import { cognitoSignIn, dictionaries, expect, signIn, test } from './support/registration';

const vi = dictionaries.vi.inventoryDashboard;
const en = dictionaries.en.inventoryDashboard;
const OWNER = DEMO_ACCOUNTS[0];

interface Summary {
  inventory: {
    id: string;
    reportingYear: number;
    totals: { totalLocation: number; scope1: number };
    facilities: { facilityId: string; name: string }[];
    missing: { facilitiesWithoutData: { name: string }[] };
  } | null;
}

/** Adds a diesel row (January) and an electricity row (first quarter) to the first facility; the summary after. */
async function seedRows(): Promise<NonNullable<Summary['inventory']>> {
  const tokens = await cognitoSignIn(OWNER.email, DEMO_PASSWORD);
  if (!tokens.ok) throw new Error(`owner sign-in: ${tokens.error}`);
  const api = await playwrightRequest.newContext({
    baseURL: E2E.appUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  const before = (await (await api.get('/api/inventory-summary')).json()).data as Summary;
  const current = before.inventory;
  if (!current) throw new Error('the demo workspace has no inventory');
  const facilityId = current.facilities[0].facilityId;
  const rows = [
    {
      facilityId,
      period: { kind: 'MONTH', year: current.reportingYear, number: 1 },
      category: 'S1_STATIONARY_COMBUSTION',
      inputKind: 'FUEL',
      quantity: { value: 1000, unit: 'L', text: '1.000' },
      factorIds: [
        'IPCC2006-STATIONARY-DIESEL-CO2',
        'IPCC2006-STATIONARY-DIESEL-CH4',
        'IPCC2006-STATIONARY-DIESEL-N2O',
      ],
    },
    {
      facilityId,
      period: { kind: 'QUARTER', year: current.reportingYear, number: 1 },
      category: 'S2_ELECTRICITY',
      inputKind: 'ELECTRICITY',
      quantity: { value: 100, unit: 'MWh' },
      factorIds: ['VN-GRID-2023'],
    },
  ];
  for (const row of rows) {
    const answer = await api.post(`/api/inventories/${current.id}/activity-rows`, { data: row });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  const after = (await (await api.get('/api/inventory-summary')).json()).data as Summary;
  await api.dispose();
  expect(after.inventory!.totals.totalLocation).toBeGreaterThan(current.totals.totalLocation);
  return after.inventory!;
}

test('the workspace shows the current inventory, its charts and gaps; the results trace a category (vi)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const current = await seedRows();
  await signIn(page, OWNER.email, DEMO_PASSWORD);
  await page.goto('/work-space');
  const dashboard = page.getByTestId('inventory-dashboard');
  await expect(dashboard.getByRole('heading', { level: 2, name: vi.title })).toBeVisible();
  await expect(dashboard).toContainText(`Kỳ kiểm kê năm ${current.reportingYear}, phiên bản 1`);
  // Totals in Vietnamese numbers (1.234,56).
  const totals = dashboard.getByTestId('inventory-totals');
  await expect(totals).toContainText(formatNumber(current.totals.totalLocation, 'vi', 2));
  await expect(totals).toContainText(vi.scope2Market);
  // The charts are images named by their captions, each with its table.
  await expect(dashboard.getByRole('img', { name: vi.monthChartTitle })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: vi.facilityChartTitle })).toBeVisible();
  await expect(dashboard.getByRole('table', { name: vi.monthTableCaption })).toContainText('Th1');
  await expect(dashboard.getByRole('table', { name: vi.facilityTableCaption })).toContainText(
    current.facilities[0].name,
  );
  // What is missing: months after March for the first facility, and (when it has no rows) the second one.
  const missing = dashboard.getByTestId('inventory-missing');
  await expect(missing).toContainText(`${current.facilities[0].name}: chưa nhập tháng Th4`);
  for (const f of current.missing.facilitiesWithoutData)
    await expect(missing).toContainText(`${f.name}: chưa có dòng dữ liệu nào`);
  await expect(dashboard.getByTestId('inventory-usage')).toContainText(vi.usage);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // From a missing item to the inventory, where the results trace a category down to its factors.
  await missing.getByRole('link', { name: vi.enterData }).first().click();
  await expect(page).toHaveURL(new RegExp(`/work-space/inventories/${current.id}`));
  const results = page.getByTestId('inventory-results');
  await expect(results.getByRole('heading', { level: 2, name: vi.resultsTitle })).toBeVisible();
  // The inventory's own charts, drawn from its results (the same figures as the dashboard's for this one).
  await expect(results.getByRole('img', { name: vi.monthChartTitle })).toBeVisible();
  await expect(results.getByRole('img', { name: vi.facilityChartTitle })).toBeVisible();
  const monthTable = results.getByRole('table', { name: vi.monthTableCaption });
  await expect(monthTable.getByRole('row')).toHaveCount(13);
  await expect(monthTable.getByRole('row', { name: /^Th1 / })).toBeVisible();
  await expect(results.getByRole('table', { name: vi.facilityTableCaption })).toContainText(
    current.facilities[0].name,
  );
  const byCategory = results.getByTestId('results-by-category');
  await expect(byCategory).toContainText(dictionaries.vi.inventory.categories.S1_STATIONARY_COMBUSTION);
  await expect(byCategory).toContainText(dictionaries.vi.inventory.categories.S2_ELECTRICITY);
  await results
    .getByRole('button', {
      name: `Xem dòng và hệ số: ${dictionaries.vi.inventory.categories.S1_STATIONARY_COMBUSTION}`,
    })
    .click();
  const trace = results.getByTestId('results-trace');
  await expect(trace).toContainText('IPCC2006-STATIONARY-DIESEL-CO2');
  await expect(trace).toContainText('Nguồn:');
  await expect(trace).toContainText('IPCC');
  await expect(results.getByTestId('results-intensity')).toContainText(vi.perEmployee);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
});

test('the dashboard and the results speak English with English numbers (en)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await signIn(page, OWNER.email, DEMO_PASSWORD, 'en');
  await page.goto('/work-space');
  const dashboard = page.getByTestId('inventory-dashboard');
  await expect(dashboard.getByRole('heading', { level: 2, name: en.title })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: en.monthChartTitle })).toBeVisible();
  await expect(dashboard.getByRole('table', { name: en.monthTableCaption })).toContainText('Jan');
  await expect(dashboard).toContainText(en.missingTitle);
  await expect(dashboard).not.toContainText('Phạm vi');
  await expect(dashboard).not.toContainText('chưa nhập');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await dashboard.getByRole('link', { name: en.open }).click();
  const results = page.getByTestId('inventory-results');
  await expect(results.getByRole('heading', { level: 2, name: en.resultsTitle })).toBeVisible();
  await expect(results.getByRole('img', { name: en.facilityChartTitle })).toBeVisible();
  await expect(results.getByRole('table', { name: en.monthTableCaption })).toContainText('Jan');
  await expect(results.getByTestId('results-by-category')).toContainText(
    dictionaries.en.inventory.categories.S1_STATIONARY_COMBUSTION,
  );
  await expect(results).not.toContainText('Đốt nhiên liệu');
});
