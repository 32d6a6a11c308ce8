// The two-minute GHG emission-risk assessment on the real local stack: the four steps with their progress, a
// missing answer refused next to its field, the assessment sent (POST /ghg-reports), the result page with the
// report id in `?id=` and the `idReport` cookie, the shareable page by id, and the report re-read in English after
// a language switch. Numbers typed the reader's way, in both languages: "120.000" in vi and "120,000" in en are
// one hundred and twenty thousand (the echo under the field and the review say so), and a number that could be
// read two ways is refused with the message that names both. No console errors anywhere.
import { steelInput } from '../fixtures/ghg';
import {
  dictionaries,
  expect,
  expectFieldError,
  field,
  httpErrorLine,
  signIn,
  switchLanguage,
  test,
} from './support/registration';

const vi = { ...dictionaries.vi.ghg, ...dictionaries.vi.ghgLater, result: dictionaries.vi.ghgResult };
const en = { ...dictionaries.en.ghg, ...dictionaries.en.ghgLater, result: dictionaries.en.ghgResult };

/** A dictionary template with its parameters filled in, as the page shows it. */
const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => params[key]);

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
  // "Verified data" needs the verified figure: without it the step is refused next to that field.
  await page.getByRole('checkbox', { name: vi.cbam.verifiedData }).check();
  await page.getByRole('button', { name: vi.wizard.next }).click();
  await expectFieldError(field(page, vi.cbam.verifiedSee), vi.invalid.required);
  // Typed the vi way: 2,1 tCO2e per tonne.
  await field(page, vi.cbam.verifiedSee).fill('2,1');
  await page.getByRole('button', { name: vi.wizard.next }).click();

  // Step 4: review, then run it.
  await expect(progress.locator('[aria-current="step"]')).toHaveText(vi.wizard.steps.review);
  await expect(page.getByText('Công ty Thép Xanh E2E')).toBeVisible();
  await expect(page.getByText(`(${vi.cbam.verifiedSee}: 2,1)`)).toBeVisible();
  await page.getByRole('button', { name: vi.actions.submit }).click();

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
  await expect(
    page.getByRole('region', { name: vi.result.cbamHeading }).getByRole('table').first(),
  ).toContainText(vi.result.scenarios.Y2026);
  // The CBAM factors, each with value, unit, year and source: the default value's annex row, the benchmark.
  const defaultRow = page.locator('tr[data-cbam-factor="DEFAULT_VALUE"]');
  await expect(defaultRow).toContainText('2,35 tCO₂e/t');
  await expect(defaultRow).toContainText('Quy định thực thi (EU) 2025/2621, Phụ lục I');
  await expect(page.locator('tr[data-cbam-factor="BENCHMARK"]')).toContainText('1,37 tCO₂e/t');
  await expect(page.locator('tr[data-cbam-factor="CBAM_FACTOR"]')).toHaveCount(3);
  // The verified figure replaces the default: no mark-up rows, the figure is named under the good's table.
  await expect(page.locator('tr[data-cbam-factor="MARKUP"]')).toHaveCount(0);
  await expect(page.getByText(fill(vi.result.cbamVerifiedFigure, { value: '2,1', unit: 't' }))).toBeVisible();
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

test('a facility outside Vietnam: its own grid factor where none is sourced, marked as its own, and no Decree 06 verdict', async ({
  page,
}) => {
  await page.goto('/ghg-report/count-down');
  await field(page, vi.company.sector).selectOption('OTHER_MANUFACTURING');
  await field(page, vi.company.country).selectOption('LA');
  await field(page, vi.company.employees).fill('40');
  await field(page, vi.company.revenueVnd).fill('20.000.000.000');
  await page.getByRole('button', { name: vi.wizard.next }).click();

  // Laos has no sourced grid factor: the step says so and refuses grid electricity without the user's own.
  await expect(page.getByText(fill(vi.energy.ownGridFactorNeeded, { country: 'Lào' }))).toBeVisible();
  await field(page, vi.energy.electricityKwh).fill('1.000.000');
  await page.getByRole('button', { name: vi.wizard.next }).click();
  await expectFieldError(field(page, vi.energy.ownGridFactor), vi.checks.gridFactorNeeded);
  await field(page, vi.energy.ownGridFactor).fill('0,5');
  await field(page, vi.energy.gwpSet).selectOption('AR6');
  await page.getByRole('button', { name: vi.wizard.next }).click();
  await page.getByRole('button', { name: vi.wizard.next }).click();
  await expect(page.getByText(vi.energy.gwpSets.AR6)).toBeVisible();
  await page.getByRole('button', { name: vi.actions.submit }).click();

  await expect(page.getByRole('heading', { name: vi.result.levelHeading })).toBeVisible();
  await expect(page.getByText(vi.result.inventoryStatus.NOT_APPLICABLE)).toBeVisible();
  await expect(page.getByText(vi.result.inventoryExplain.NOT_APPLICABLE)).toBeVisible();
  await expect(page.getByText(fill(vi.result.facilityCountry, { country: 'Lào' }))).toBeVisible();
  const factors = page.getByRole('table').last();
  await expect(factors).toContainText(vi.result.gridFactorOwn);
  await expect(factors).toContainText(fill(vi.result.gridFactorOwnValue, { value: '0,5' }));
  await expect(factors).toContainText('AR6: CH₄ 27,9; N₂O 273');
  // 1,000 MWh × 0.5 tCO2/MWh
  await expect(page.getByText(fill(vi.result.tco2e, { value: '500' })).first()).toBeVisible();
});

test('an unknown report id says so and leads to the assessment', async ({ page, consoleWatch }) => {
  const unknown = '3f6c2a1e-9b7d-4c1a-8e2f-5d4b3a2c1f00';
  consoleWatch.allow(httpErrorLine(404, `/ghg-reports/${unknown}`));
  await page.goto(`/ghg-report/${unknown}/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html`);
  await expect(page.getByRole('heading', { name: vi.result.notFound })).toBeVisible();
  await page.getByRole('link', { name: vi.result.start }).click();
  await expect(page).toHaveURL(/\/ghg-report\/count-down$/);
});

for (const lang of ['vi', 'en'] as const) {
  const t = { ...dictionaries[lang].ghg, ...dictionaries[lang].ghgLater };
  const numbers = dictionaries[lang].number;
  // The same quantity written each language's way, and the other language's way (ambiguous here).
  const typed = lang === 'vi' ? { own: '120.000', other: '120,000' } : { own: '120,000', other: '120.000' };
  const thousand =
    lang === 'vi' ? { value: '120.000', words: '120 nghìn' } : { value: '120,000', words: '120 thousand' };

  test(`numbers are read the ${lang} way: ${typed.own} is one hundred and twenty thousand, ${typed.other} is refused`, async ({
    page,
  }) => {
    await page.goto('/ghg-report/count-down');
    if (lang === 'en') await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: t.wizard.title })).toBeVisible();

    // Step 1: revenue typed with thousands separators, echoed back with its size in words.
    await field(page, t.company.sector).selectOption('CEMENT');
    await field(page, t.company.employees).fill('85');
    const revenue = field(page, t.company.revenueVnd);
    await revenue.fill(lang === 'vi' ? '4.500.000.000' : '4,500,000,000');
    const revenueEcho = lang === 'vi' ? '= 4.500.000.000 (4,5 tỷ)' : '= 4,500,000,000 (4.5 billion)';
    await expect(page.getByText(revenueEcho, { exact: true })).toBeVisible();
    await expect(revenue).toHaveAccessibleDescription(new RegExp(escapeRegExp(revenueEcho)));
    await page.getByRole('button', { name: t.wizard.next }).click();

    // Step 2: the language's own way is read as thousands, visibly, as it is typed.
    const diesel = field(page, t.energy.fuels.dieselLitres);
    await diesel.fill(typed.own);
    const echo = fill(numbers.echoWords, thousand);
    await expect(page.getByText(echo, { exact: true })).toBeVisible();
    await expect(diesel).toHaveAccessibleDescription(new RegExp(escapeRegExp(echo)));

    // The other language's way could mean 120 or 120 000: refused once the field is left, never guessed.
    const electricity = field(page, t.energy.electricityKwh);
    await electricity.fill(typed.other);
    await expect(page.getByText(/^= /)).toHaveCount(1);
    await electricity.blur();
    const ambiguous = fill(numbers.ambiguous, {
      typed: typed.other,
      asDecimal: '120',
      asThousands: thousand.value,
    });
    await expectFieldError(electricity, ambiguous);
    await expect(page.getByText(ambiguous)).toBeVisible();

    // Also on Next, with the field named: nothing is sent until it is settled.
    await page.getByRole('button', { name: t.wizard.next }).click();
    await expectFieldError(electricity, ambiguous);
    const progress = page.getByRole('list', { name: t.wizard.progressLabel });
    await expect(progress.locator('[aria-current="step"]')).toHaveText(t.wizard.steps.energy);
    await electricity.fill(typed.own);
    await expect(electricity).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: t.wizard.next }).click();

    // Step 3: no CBAM goods. Step 4: the review shows every number the language's way.
    await expect(progress.locator('[aria-current="step"]')).toHaveText(t.wizard.steps.cbam);
    await page.getByRole('button', { name: t.wizard.next }).click();
    await expect(progress.locator('[aria-current="step"]')).toHaveText(t.wizard.steps.review);
    const review = page.locator('dl.ghg-review dd');
    await expect(review.nth(5)).toHaveText(lang === 'vi' ? '4.500.000.000' : '4,500,000,000');
    await expect(review.nth(8)).toHaveText(`${t.energy.fuels.dieselLitres}: ${thousand.value}`);
    await expect(review.nth(9)).toHaveText(thousand.value);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('signing out forgets the last assessment: the next person on this browser does not open it', async ({
  page,
  context,
}) => {
  // A signed-in owner whose browser remembers their last report (the cookie the result page reads).
  await signIn(page, 'owner@ghg-demo.vn', 'GhgDemo@2026');
  const made = await page.request.post('/api/ghg-reports', { data: steelInput });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { data: { id: string } }).data.id;
  await context.addCookies([
    { name: 'idReport', value: id, domain: new URL(page.url()).hostname, path: '/' },
  ]);
  await page.goto('/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh');
  await expect(page.getByText(fill(vi.result.company, { name: steelInput.companyName ?? '' }))).toBeVisible();

  // Signed out: the cookie goes with the session, and the result page no longer opens that report.
  await page.getByRole('button', { name: dictionaries.vi.session.signOut, exact: true }).click();
  await expect(page.getByRole('button', { name: dictionaries.vi.session.signOut, exact: true })).toHaveCount(
    0,
  );
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .not.toContain('idReport');
  await page.goto('/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh');
  await expect(page.getByRole('heading', { name: vi.result.notFound })).toBeVisible();
  await expect(page.getByText(fill(vi.result.company, { name: steelInput.companyName ?? '' }))).toHaveCount(
    0,
  );
});
