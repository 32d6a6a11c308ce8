// The GHG result as a PDF and its score breakdown as a chart, on the real local stack (issue 14, item 8): an
// assessment made through the form opens its result; the breakdown's chart is one image named by its title, with
// each factor's label and "points/maximum" drawn, beside the table; "Download the result (PDF)" downloads a PDF whose
// text has the company name and the total exactly as the page shows it (vi 1.234,5), and again in English after a
// language switch (1,234.5). At 390 px nothing scrolls sideways. No console errors.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../api/support/pdf-text';
import { dictionaries, expect, field, switchLanguage, test } from './support/registration';
import { expectNoSideways } from './support/layout';

const vi = {
  ...dictionaries.vi.ghg,
  ...dictionaries.vi.ghgLater,
  result: dictionaries.vi.ghgResult,
  chart: dictionaries.vi.ghgReportChart,
};
const en = { result: dictionaries.en.ghgResult, chart: dictionaries.en.ghgReportChart };

const COMPANY = 'Công ty Thép Xanh Đồng Nai PDF';

/** The page's "Total emissions" figure, as shown (e.g. "3.566,82 tCO₂e"). */
async function shownTotal(page: Page, label: string): Promise<string> {
  const figure = page.locator('.ghg-figures > div').filter({ has: page.getByText(label, { exact: true }) });
  const text = (await figure.locator('dd').textContent())?.trim() ?? '';
  expect(text).toMatch(/tCO₂e$/);
  return text;
}

async function downloadPdfText(page: Page, name: string): Promise<{ text: string; fileName: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  const file = await download.path();
  return { text: pdfText(await readFile(file!)), fileName: download.suggestedFilename() };
}

test('the result shows its breakdown as a chart and downloads as a PDF with the company and the total (vi, en)', async ({
  page,
}) => {
  await page.goto('/ghg-report/count-down');
  await field(page, vi.company.companyName).fill(COMPANY);
  await field(page, vi.company.sector).selectOption('IRON_STEEL');
  await field(page, vi.company.employees).fill('320');
  await field(page, vi.company.revenueVnd).fill('250.000.000.000');
  await page.getByRole('checkbox', { name: vi.company.markets.EU }).check();
  await page.getByRole('button', { name: vi.wizard.next }).click();
  await field(page, vi.energy.fuels.dieselLitres).fill('50.000');
  await field(page, vi.energy.fuels.anthraciteTonnes).fill('800');
  await field(page, vi.energy.electricityKwh).fill('2.000.000');
  await page.getByRole('button', { name: vi.wizard.next }).click();
  await page.getByRole('button', { name: vi.wizard.next }).click();
  await page.getByRole('button', { name: vi.actions.submit }).click();
  await expect(page.getByRole('heading', { name: vi.result.levelHeading })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  // The chart: one image named by its title, described factor by factor, each bar labelled.
  const chart = page.getByRole('img', { name: vi.chart.chartTitle });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(
    /^Tổng \d+\/100 điểm\. Quy định \(Nghị định 06\): \d+ trên tối đa 30 điểm\./,
  );
  for (const name of Object.values(vi.result.factorNames)) {
    await expect(chart.locator('text', { hasText: name })).toBeVisible();
  }
  await expect(chart.locator('text', { hasText: /^\d+\/35$/ })).toBeVisible();
  // The table stays, with the same factors and the total.
  const table = page.getByRole('table', { name: vi.chart.tableCaption });
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader', { name: vi.chart.total })).toBeVisible();
  await expect(page.getByText(vi.chart.disclaimer)).toBeVisible();

  // The PDF in Vietnamese: the company name with its diacritics and the total as the page shows it.
  const totalVi = await shownTotal(page, vi.result.total);
  expect(totalVi).toMatch(/^\d{1,3}(\.\d{3})+(,\d+)? tCO₂e$/);
  const pdfVi = await downloadPdfText(page, vi.chart.downloadPdf);
  expect(pdfVi.fileName).toBe(
    `danh-gia-rui-ro-ghg-${new Date().toISOString().slice(0, 10)}-${id.slice(0, 8)}.pdf`,
  );
  expect(pdfVi.text).toContain(COMPANY);
  expect(pdfVi.text).toContain(totalVi);
  expect(pdfVi.text).toContain(vi.chart.chartTitle);

  // In English after a language switch: the link follows the page's language.
  await switchLanguage(page, 'en');
  await expect(page.getByRole('img', { name: en.chart.chartTitle })).toBeVisible();
  const totalEn = await shownTotal(page, en.result.total);
  expect(totalEn).toMatch(/^\d{1,3}(,\d{3})+(\.\d+)? tCO₂e$/);
  const pdfEn = await downloadPdfText(page, en.chart.downloadPdf);
  expect(pdfEn.fileName).toMatch(/^ghg-risk-assessment-/);
  expect(pdfEn.text).toContain(COMPANY);
  expect(pdfEn.text).toContain(totalEn);
  expect(pdfEn.text).toContain(en.result.total);
  expect(pdfEn.text).not.toContain(vi.result.total);

  // On a phone: the chart fits, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('img', { name: en.chart.chartTitle })).toBeVisible();
  const box = await page.getByRole('img', { name: en.chart.chartTitle }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoSideways(page);
});
