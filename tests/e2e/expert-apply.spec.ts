// Expert applications on the real local stack (issue 13). A new user signs in and opens /expert/apply: a first
// submit with bad input shows clear, translated messages by each field and keeps everything typed; the corrected
// form is sent. The demo staff member starts the review and asks for changes; the applicant sees staff's message,
// edits and sends again; staff approve. The applicant's /expert/my-profile shows the published profile. In
// Vietnamese, with one screen checked in English; nothing sticks out sideways at 390 px. The new expert is then
// listed in the directory under the filters their profile matches (vi and en); a company contacts them, they accept,
// and only then does each side see the other's contact.
import type { Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/stack/demo';
import { expectNoSideways } from './support/layout';
import { createOwner } from './support/workspace';
import {
  dictionaries,
  expect,
  expectFieldError,
  field,
  PASSWORD,
  signIn,
  switchLanguage,
  test,
} from './support/registration';

const STAFF = { email: 'staff@ghg-demo.vn', password: 'GhgDemo@2026' };
const OWNER = DEMO_ACCOUNTS[0];
const CONTACT_MESSAGE = `Chúng tôi cần kiểm kê phạm vi 2 cho nhà máy điện năm 2025 (${Date.now() % 1_000_000}).`;

/** YYYY-MM-DD, `days` from today (the browser's time zone is Asia/Ho_Chi_Minh, as playwright.config.ts sets). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + 7 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
const vi = dictionaries.vi;
const en = dictionaries.en;
const t = vi.expertApply;
const v = vi.expertVocabulary;
const s = vi.staffExperts.detail;
const rules = messages.vi.validation;

const group = (page: Page, legend: string) =>
  page.getByRole('group', { name: new RegExp(`^${legend}\\s*(\\(.*\\))?$`) });
const banner = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

test('a user applies, staff ask for changes, the user resubmits, staff approve, the profile is published', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const applicant = await createOwner('expert');
  await signIn(page, applicant.email, PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/expert/apply');
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.expertApply })).toBeVisible();
  await expect(banner(page, t.apply.newTitle)).toBeVisible();
  await expect(page.getByText(t.apply.academyNote)).toBeVisible();
  // Prefilled from the account.
  await expect(field(page, t.fields.firstName)).toHaveValue(applicant.firstName);

  // Bad input first: every problem is named by its field, in Vietnamese, and nothing typed is lost.
  await field(page, t.fields.headline).fill('Ngắn');
  await field(page, t.fields.yearsOfExperience).fill('99');
  await field(page, t.fields.profileUrl).fill('linkedin.com/in/lan');
  await page.getByRole('button', { name: t.credentials.add }).click();
  await field(page, t.credentials.title).fill('ISO 14064-3 Lead Verifier');
  await field(page, t.credentials.issuer).fill('Bureau Veritas');
  await field(page, t.credentials.issuedOn).fill('2099-01-01');
  await field(page, t.credentials.evidenceUrl).fill('bureau-veritas');
  await page.getByRole('button', { name: t.apply.submit, exact: true }).click();
  await expect(page.getByText(t.common.fixErrors)).toBeVisible();
  await expectFieldError(field(page, t.fields.headline), rules.minLength.replace('{min}', '10'));
  await expectFieldError(field(page, t.fields.yearsOfExperience), 'Nhập một số nguyên từ 0 đến 70');
  await expectFieldError(field(page, t.fields.profileUrl), rules.invalidUrl);
  await expectFieldError(field(page, t.fields.description), rules.fieldRequired);
  await expectFieldError(field(page, t.credentials.issuedOn), rules.dateInFuture);
  await expectFieldError(field(page, t.credentials.evidenceUrl), rules.invalidUrl);
  await expect(group(page, t.fields.services)).toContainText(rules.chooseAtLeast.replace('{min}', '1'));
  await expect(group(page, t.fields.languages)).toContainText(rules.chooseAtLeast.replace('{min}', '1'));
  await expect(field(page, t.fields.headline)).toHaveValue('Ngắn');
  await expect(field(page, t.credentials.title)).toHaveValue('ISO 14064-3 Lead Verifier');
  await expectNoSideways(page);

  // The corrected form is sent.
  // Unique to this run: the directory below is searched for it.
  const headline = `Chuyên gia kiểm kê khí nhà kính ngành thép và xi măng ${Date.now() % 1_000_000}`;
  await field(page, t.fields.headline).fill(headline);
  // A message goes as soon as its field is right.
  await expect(field(page, t.fields.headline)).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, t.fields.description).fill(
    'Mười năm kiểm kê khí nhà kính cho nhà máy thép và xi măng, thẩm định theo ISO 14064-3, hướng dẫn báo cáo CBAM.',
  );
  await field(page, t.fields.yearsOfExperience).fill('12');
  await field(page, t.fields.profileUrl).fill('https://www.linkedin.com/in/lan-nguyen-e2e');
  await field(page, t.fields.availability).selectOption({ label: v.availability.AVAILABLE });
  await group(page, t.fields.sectors).getByRole('checkbox').first().check();
  await group(page, t.fields.services).getByRole('checkbox', { name: v.services.GHG_INVENTORY }).check();
  await group(page, t.fields.services).getByRole('checkbox', { name: v.services.VERIFICATION }).check();
  await group(page, t.fields.standards).getByRole('checkbox', { name: v.standards.ISO_14064_1 }).check();
  await group(page, t.fields.languages).getByRole('checkbox', { name: v.languages.vi }).check();
  await group(page, t.fields.languages).getByRole('checkbox', { name: v.languages.en }).check();
  await field(page, t.fields.country).selectOption({ label: 'Việt Nam' });
  const city = field(page, t.fields.city);
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await field(page, t.credentials.issuedOn).fill('2024-05-01');
  await field(page, t.credentials.evidenceUrl).fill('https://example.org/verify/lead-verifier');
  await page.getByRole('checkbox', { name: new RegExp(t.apply.agreePrivacy) }).check();
  await page.getByRole('button', { name: t.apply.submit, exact: true }).click();
  await expect(banner(page, t.apply.submittedTitle)).toBeVisible();
  await expect(page.getByText(headline).first()).toBeVisible();

  // Staff: the queue, the review, a request for changes.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF.email, STAFF.password);
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto('/staff');
  await staff.getByRole('link', { name: vi.staffExperts.home.open }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: vi.screens.staffExpertApplications }),
  ).toBeVisible();
  const card = staff.getByRole('listitem').filter({ hasText: applicant.email });
  await expect(card.getByText(v.statuses.SUBMITTED)).toBeVisible();
  await expectNoSideways(staff);
  await card.getByRole('link').click();
  await expect(
    staff.getByRole('heading', { level: 1, name: vi.screens.staffExpertApplication }),
  ).toBeVisible();
  await expect(staff.getByText(headline)).toBeVisible();
  await expect(staff.getByText('ISO 14064-3 Lead Verifier')).toBeVisible();
  await staff.getByRole('button', { name: s.startReview }).click();
  await expect(staff.getByText(s.notices.startReview)).toBeVisible();
  const request = 'Vui lòng ghi rõ số hiệu chứng chỉ ISO 14064-3 trong tên chứng chỉ.';
  await field(staff, s.changesMessage).fill('Ngắn');
  await staff.getByRole('button', { name: s.requestChanges, exact: true }).click();
  await expectFieldError(field(staff, s.changesMessage), rules.minLength.replace('{min}', '10'));
  await field(staff, s.changesMessage).fill(request);
  await staff.getByRole('button', { name: s.requestChanges, exact: true }).click();
  await expect(staff.getByText(s.notices.requestChanges)).toBeVisible();
  await expectNoSideways(staff);

  // The applicant sees the request, edits and sends again.
  await page.getByRole('button', { name: t.apply.refresh }).click();
  await expect(banner(page, t.apply.changesTitle)).toBeVisible();
  await expect(page.getByText(request).first()).toBeVisible();
  await field(page, t.credentials.title).fill('ISO 14064-3 Lead Verifier, số VN-2024-118');
  await page.getByRole('button', { name: t.apply.resubmit, exact: true }).click();
  await expect(banner(page, t.apply.submittedTitle)).toBeVisible();

  // Staff approve the resent application.
  await staff.reload();
  await staff.getByRole('button', { name: s.startReview }).click();
  await expect(staff.getByText(s.notices.startReview)).toBeVisible();
  await staff.getByRole('button', { name: s.approve, exact: true }).click();
  await expect(staff.getByText(s.notices.approve)).toBeVisible();
  await expect(staff.getByText(v.statuses.APPROVED).first()).toBeVisible();
  await staffContext.close();

  // The applicant's profile is published.
  await page.getByRole('button', { name: t.apply.refresh }).click();
  await expect(banner(page, t.apply.approvedTitle)).toBeVisible();
  await page.getByRole('link', { name: t.apply.openMyProfile }).click();
  await expect(page).toHaveURL(/\/expert\/my-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.expertMyProfile })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.myProfile.published })).toBeVisible();
  await expect(page.getByText('ISO 14064-3 Lead Verifier, số VN-2024-118').first()).toBeVisible();
  await expect(field(page, t.fields.headline)).toHaveValue(headline);
  await expect(page.getByRole('link', { name: t.myProfile.viewPublic })).toBeVisible();
  await expectNoSideways(page);

  // The same screen in English (the language switch is in the wide header).
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.screens.expertMyProfile })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: en.expertApply.myProfile.published }),
  ).toBeVisible();
  await expect(field(page, en.expertApply.fields.headline)).toHaveValue(headline);
  await expect(page.getByRole('button', { name: en.expertApply.myProfile.save })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);

  // The directory lists the new expert under the filters their profile matches (sector 1 = Energy, the first box
  // ticked above; verification; ISO 14064-1; English), in vi and in en, and not under a service they do not offer.
  const matching = `/expert/list-expert?sectorId=1&service=VERIFICATION&standard=ISO_14064_1&language=en&q=${encodeURIComponent(applicant.firstName)}`;
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(matching);
  const listed = reader.getByRole('article').filter({ hasText: headline });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('12 năm kinh nghiệm');
  await reader.goto(`${matching}&lang=en`);
  await expect(reader.getByRole('article').filter({ hasText: headline })).toContainText(
    '12 years of experience',
  );
  await reader.goto(matching.replace('service=VERIFICATION', 'service=TRAINING'));
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reader.getByRole('article').filter({ hasText: headline })).toHaveCount(0);
  await visitor.close();

  // A company (the demo owner) contacts the new expert from the public profile.
  const company = await browser.newContext();
  const owner = await company.newPage();
  await signIn(owner, OWNER.email, DEMO_PASSWORD);
  await owner.goto(matching);
  await owner.getByRole('article').filter({ hasText: headline }).getByRole('link').first().click();
  await expect(owner).toHaveURL(/\/expert\/profile\/[a-z0-9-]+$/);
  const panel = owner.getByRole('region', { name: vi.expertContact.panel.title });
  await expect(panel).not.toContainText(applicant.email);
  const sector = field(owner, vi.expertContactLater.panel.sector);
  if ((await sector.inputValue()) === '') await sector.selectOption({ index: 1 });
  await owner.getByLabel(vi.expertContactLater.scope.SCOPE_2).check();
  await field(owner, vi.expertContactLater.panel.deadline).fill(dayFromToday(60));
  await field(owner, vi.expertContactLater.panel.message).fill(CONTACT_MESSAGE);
  await panel.getByRole('button', { name: vi.expertContactLater.panel.submit, exact: true }).click();
  await expect(panel.getByRole('heading', { name: vi.expertContactLater.panel.sentTitle })).toBeVisible();

  // The new expert (whose browser is in English since the switch above) sees the request without the company's
  // contact, accepts, and only then sees it.
  await page.goto('/work-space/expert-requests');
  const received = page
    .getByRole('region', { name: en.expertContactLater.requests.receivedTitle })
    .getByRole('listitem')
    .filter({ hasText: CONTACT_MESSAGE })
    .first();
  await expect(received).toContainText(en.expertContactLater.status.PENDING);
  await expect(received).not.toContainText(OWNER.email);
  await expect(received).not.toContainText(OWNER.phone);
  await received.getByRole('button', { name: en.expertContactLater.requests.accept, exact: true }).click();
  await expect(received).toContainText(en.expertContactLater.status.ACCEPTED);
  await expect(received).toContainText(OWNER.email);

  // And the company sees the expert's e-mail.
  await owner.goto('/work-space/expert-requests');
  const sent = owner.getByRole('listitem').filter({ hasText: CONTACT_MESSAGE }).first();
  await expect(sent).toContainText(vi.expertContactLater.status.ACCEPTED);
  await expect(sent).toContainText(applicant.email);
  await company.close();
});
