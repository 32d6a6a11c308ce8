// Issue 14 item 7 on the real local stack: an emission-risk assessment made while signed out is claimed into the
// workspace on sign-in (the toast says so) and listed on /work-space with its company, date, total and score; its
// result page says where it is kept. After sign-out the `idReport` cookie is gone, and neither a signed-out visitor
// nor another user (signed in with their own workspace) sees it: the old result link says, clearly, that there is
// no such assessment for them, while the share link a member turned on still shows it. In vi and in en. No console errors other than the expected 404s.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ghgChartLabelsEn } from '../../domain/ghg-chart-labels.en';
import { ghgChartLabelsVi } from '../../domain/ghg-chart-labels.vi';
import { pdfText } from '../api/support/pdf-text';
import {
  dictionaries,
  expect,
  field,
  httpErrorLine,
  signIn,
  switchLanguage,
  test,
  type Lang,
  type Person,
} from './support/registration';
import { createOwner, PASSWORD } from './support/workspace';

/** Clicks "Download the result (PDF)" and answers the downloaded PDF's text. */
async function downloadedPdfText(page: Page, lang: Lang): Promise<string> {
  const name = lang === 'vi' ? ghgChartLabelsVi.downloadPdf : ghgChartLabelsEn.downloadPdf;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  return pdfText(await readFile((await download.path())!));
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => params[key]);

/** Takes the two-minute assessment (signed out), answers the result's id. */
async function takeAssessment(page: Page, lang: Lang, companyName: string): Promise<string> {
  const t = { ...dictionaries[lang].ghg, ...dictionaries[lang].ghgLater };
  await page.goto('/ghg-report/count-down');
  if (lang === 'en') await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: t.wizard.title })).toBeVisible();
  await field(page, t.company.companyName).fill(companyName);
  await field(page, t.company.sector).selectOption('CEMENT');
  await field(page, t.company.employees).fill('85');
  await field(page, t.company.revenueVnd).fill('4500000000');
  await page.getByRole('button', { name: t.wizard.next }).click();
  await field(page, t.energy.electricityKwh).fill('2000000');
  await page.getByRole('button', { name: t.wizard.next }).click();
  await page.getByRole('button', { name: t.wizard.next }).click();
  await page.getByRole('button', { name: t.actions.submit }).click();
  await expect(page).toHaveURL(/\?id=[0-9a-f-]{36}$/);
  const result = dictionaries[lang].ghgResult;
  await expect(page.getByRole('heading', { name: result.levelHeading })).toBeVisible();
  // Signed out: not kept in any workspace yet.
  await expect(page.getByTestId('report-ownership')).toHaveText(result.notSaved);
  return new URL(page.url()).searchParams.get('id') ?? '';
}

async function signOut(page: Page, lang: Lang) {
  await page.getByRole('button', { name: dictionaries[lang].session.signOut, exact: true }).click();
  await expect(page.getByRole('link', { name: dictionaries[lang].session.signIn }).first()).toBeVisible();
}

const resultPath = (id: string) => `/ghg-report/${id}/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html`;

for (const lang of ['vi', 'en'] as const) {
  const LL = dictionaries[lang];

  test(`${lang}: an assessment made signed out is claimed on sign-in, listed in the workspace, and hidden from the next user`, async ({
    page,
    consoleWatch,
  }) => {
    test.setTimeout(120_000);
    const [first, second]: Person[] = await Promise.all([
      createOwner(`claim-a-${lang}`),
      createOwner(`claim-b-${lang}`),
    ]);
    const context = page.context();
    const company = `Công ty Claim ${lang.toUpperCase()} ${Date.now() % 100000}`;

    const id = await takeAssessment(page, lang, company);
    consoleWatch.allow(httpErrorLine(404, `/ghg-reports/${id}`));

    // Sign in: the assessment is claimed into the first owner's workspace, and the toast says so.
    await signIn(page, first.email, PASSWORD, lang);
    const claimedToast = fill(
      lang === 'vi'
        ? 'Đánh giá rủi ro phát thải của bạn đã được lưu vào không gian “{space}”'
        : 'Your emission-risk assessment is now saved in the workspace “{space}”',
      { space: first.organizationName },
    );
    await expect(page.getByText(claimedToast)).toBeVisible();

    // The workspace lists it, with its company; it opens its result, which says where it is kept.
    await page.goto(lang === 'en' ? '/work-space?lang=en' : '/work-space');
    const list = page.getByTestId('workspace-assessments');
    await expect(list.getByRole('heading', { name: LL.workspace.assessments.title })).toBeVisible();
    await expect(list.getByText(company)).toBeVisible();
    await expect(list.getByText(new RegExp(`${LL.workspace.assessments.score}: \\d+/100`))).toBeVisible();
    // The usage card counts it (metered, unlimited).
    await expect(page.getByText(LL.workspace.resources.RISK_ASSESSMENT)).toBeVisible();
    await list
      .getByRole('link', { name: new RegExp(`^${LL.workspace.assessments.open}: ${company}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ghg-report/${id}/`));
    await expect(page.getByTestId('report-ownership')).toContainText(
      fill(LL.ghgResult.savedIn, { space: first.organizationName }),
    );

    // A member downloads the PDF: a workspace's report needs their token, which the page sends through the API
    // client (a plain link could not).
    expect(await downloadedPdfText(page, lang)).toContain(company);

    // A member turns the share link on: the link reads the report without signing in (checked after sign-out).
    await expect(page.getByText(LL.ghgResult.shareOff)).toBeVisible();
    await page.getByRole('button', { name: LL.ghgResult.shareCreate }).click();
    const shareUrl = await page.getByRole('textbox', { name: LL.ghgResult.shareUrl }).inputValue();
    expect(shareUrl).toMatch(/\/ghg-report\/shared\/[A-Za-z0-9_-]{43}$/);

    // Sign out: the cookie is forgotten, and a signed-out visitor gets a clear "not found", not the report.
    await signOut(page, lang);
    expect((await context.cookies()).find((cookie) => cookie.name === 'idReport')).toBeUndefined();
    await page.goto(resultPath(id));
    await expect(page.getByRole('heading', { name: LL.ghgResult.notFound })).toBeVisible();
    await expect(page.getByText(LL.ghgResult.notFoundLead)).toBeVisible();
    await expect(page.getByText(company)).toHaveCount(0);
    // ...but the share link shows it, without the workspace or its controls.
    await page.goto(shareUrl);
    await expect(page.getByRole('heading', { name: LL.ghgResult.levelHeading })).toBeVisible();
    await expect(page.getByText(company).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: LL.ghgResult.shareHeading })).toHaveCount(0);
    // The shared page's PDF link carries the share token: it downloads without signing in.
    expect(await downloadedPdfText(page, lang)).toContain(company);

    // The second user, on the same browser, signed in with their own workspace: not shown either, not listed.
    await signIn(page, second.email, PASSWORD, lang);
    await page.goto(resultPath(id));
    await expect(page.getByRole('heading', { name: LL.ghgResult.notFound })).toBeVisible();
    await expect(page.getByText(company)).toHaveCount(0);
    await page.goto(lang === 'en' ? '/work-space?lang=en' : '/work-space');
    await expect(page.getByTestId('workspace-assessments')).toContainText(LL.workspace.assessments.empty);
  });
}
