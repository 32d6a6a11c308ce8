// The staff console on the real local stack: a visitor's contact request reaches the sales inbox (the
// `contact-sale-notification` mail, with its link to the request) and the staff console, where the demo staff
// account finds it by search, moves it to "contacted", takes it over, adds a note and reads the history; the list
// works in vi and en and nothing overflows at 390 px. A signed-out visitor is sent to sign-in and back (?next=); the
// demo member, who is not staff, gets the no-access page and no console link. No console errors anywhere.
import type { Page } from '@playwright/test';
import { expectNoSideways } from './support/layout';
import { linkIn, uniqueAddress, waitForMail } from './support/mail';
import {
  dictionaries,
  expect,
  field,
  httpErrorLine,
  signIn,
  switchLanguage,
  test,
  type Lang,
} from './support/registration';

const STAFF = { email: 'staff@ghg-demo.vn', password: 'GhgDemo@2026' };
const MEMBER = { email: 'member@ghg-demo.vn', password: 'GhgDemo@2026' };
const SALES_INBOX = 'sales@ghg-demo.vn';

/** Sends a contact request through /contact as a visitor; returns the company name the request carries. */
async function sendContactRequest(page: Page, email: string): Promise<string> {
  const company = `Thép Xanh E2E ${Date.now().toString(36)}`;
  const t = dictionaries.vi.contact.form;
  await page.goto('/contact');
  await field(page, t.firstName).fill('Lan');
  await field(page, t.lastName).fill('Nguyễn');
  await field(page, t.email).fill(email);
  await field(page, t.phone).fill('0912345678');
  await field(page, t.companyName).fill(company);
  await field(page, t.career).fill('Sản xuất thép');
  await field(page, t.companySize).selectOption('51-200');
  await field(page, t.requirement).fill('Kiểm kê khí nhà kính và báo cáo CBAM cho năm 2026.');
  await page
    .getByRole('checkbox', { name: `${t.agreeBefore}${t.privacyPolicy}${t.agreeAfter}`.trim() })
    .check();
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you$/);
  return company;
}

async function searchList(page: Page, lang: Lang, text: string) {
  const t = dictionaries[lang].staff.list;
  await page.getByRole('searchbox', { name: t.searchLabel }).fill(text);
  await page.getByRole('button', { name: t.searchButton, exact: true }).click();
}

test('a contact request reaches the sales inbox and the staff console, where staff follow it up', async ({
  browser,
  page,
}) => {
  // The visitor, in a browser of their own.
  const visitor = await browser.newPage();
  const email = uniqueAddress('staff-contact');
  const company = await sendContactRequest(visitor, email);
  await visitor.close();

  // The sales team is told, in Vietnamese, with a link to the request in the console.
  const notification = await waitForMail(SALES_INBOX, {
    subject: new RegExp(`Yêu cầu liên hệ mới: ${company}`),
  });
  expect(notification.text).toContain(email);
  const requestUrl = linkIn(notification, '/staff/contact-requests');

  // Signed out: the console sends the visitor to sign-in and back.
  const vi = dictionaries.vi;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staff/contact-requests');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fstaff%2Fcontact-requests$/);
  await field(page, vi.signIn.email).fill(STAFF.email);
  await field(page, vi.signIn.password).fill(STAFF.password);
  await page.getByRole('button', { name: vi.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/contact-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.staffContactRequests })).toBeVisible();

  // Found by search; the card links to the request the e-mail names.
  await searchList(page, 'vi', company);
  const list = page.getByRole('list', { name: vi.staff.list.caption });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(company)).toBeVisible();
  await expect(list.getByText(vi.staff.statuses.new)).toBeVisible();
  await expectNoSideways(page);
  await list.getByRole('link', { name: 'Nguyễn Lan' }).click();
  await expect(page).toHaveURL(new URL(requestUrl).pathname);
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.staffContactRequest })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('0912345678', { exact: true })).toBeVisible();
  await expect(page.getByText('Kiểm kê khí nhà kính và báo cáo CBAM cho năm 2026.')).toBeVisible();
  await expectNoSideways(page);

  // Contacted, and taken over by the staff member, saved together.
  const t = vi.staff.detail;
  await page.getByRole('combobox', { name: t.statusLabel }).selectOption('contacted');
  const owner = page.getByRole('combobox', { name: t.ownerLabel });
  await owner.selectOption({ label: await owner.locator('option', { hasText: STAFF.email }).innerText() });
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
  const history = page.getByRole('region', { name: t.historyTitle });
  await expect(history.getByText(`${STAFF.email} đã cập nhật`)).toBeVisible();
  await expect(
    history.getByText(`Trạng thái: ${vi.staff.statuses.new} → ${vi.staff.statuses.contacted}`),
  ).toBeVisible();
  await expect(history.getByText(new RegExp(`^Người phụ trách: ${t.unassigned} → `))).toBeVisible();

  // A note, kept with its author; the field empties for the next one.
  const note = `Đã gọi cho chị Lan, hẹn gặp ${Date.now().toString(36)}`;
  const noteField = field(page, t.noteLabel);
  await noteField.fill(note);
  await page.getByRole('button', { name: t.addNote, exact: true }).click();
  const notes = page.getByRole('region', { name: t.notesTitle });
  // The field empties first, so that the text is found once, in the list (while the field still held it, it
  // matched both).
  await expect(noteField).toHaveValue('');
  await expect(notes.getByText(note)).toBeVisible();
  await expect(history.getByText(`${STAFF.email} đã thêm ghi chú`)).toBeVisible();
  // A blank note is refused on the field, without a call.
  await noteField.fill('   ');
  await page.getByRole('button', { name: t.addNote, exact: true }).click();
  await expect(noteField).toHaveAttribute('aria-invalid', 'true');

  // What the server holds, after a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: t.statusLabel })).toHaveValue('contacted');
  await expect(page.getByRole('region', { name: t.notesTitle }).getByText(note)).toBeVisible();

  // The list in English: the same request, filtered by its new status.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: vi.screens.staffContactRequests }).click();
  await switchLanguage(page, 'en');
  const en = dictionaries.en.staff.list;
  await expect(
    page.getByRole('heading', { level: 1, name: dictionaries.en.screens.staffContactRequests }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: en.statusLabel }).selectOption('contacted');
  await searchList(page, 'en', company);
  const listEn = page.getByRole('list', { name: en.caption });
  await expect(listEn.getByRole('listitem')).toHaveCount(1);
  await expect(listEn.getByText(dictionaries.en.staff.statuses.contacted)).toBeVisible();
  await expect(listEn.getByText(en.notes)).toBeVisible();
  // The filters are in the address: a reload (or a shared link) shows the same list.
  await expect(page).toHaveURL(/[?&]status=contacted/);
  await expect(page).toHaveURL(/[?&]q=/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: en.statusLabel })).toHaveValue('contacted');
  await expect(page.getByRole('list', { name: en.caption }).getByRole('listitem')).toHaveCount(1);
  const mainNav = page.getByRole('navigation', { name: dictionaries.en.nav.label });
  await expect(mainNav.getByRole('link', { name: dictionaries.en.nav.staffConsole })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
});

test('the console home names its areas, in vi and en, and links to the contact requests', async ({
  page,
}) => {
  await signIn(page, STAFF.email, STAFF.password);
  await page.getByRole('link', { name: dictionaries.vi.nav.staffConsole }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: dictionaries.vi.screens.staff })).toBeVisible();
  // Open: contact requests, articles, success stories, certificates, expert applications.
  await expect(page.getByRole('link', { name: dictionaries.vi.staffExperts.home.open })).toBeVisible();
  for (const area of ['articles', 'stories'] as const)
    await expect(
      page.getByRole('link', { name: dictionaries.vi.staffContent.home[area].open }),
    ).toBeVisible();
  await expect(page.getByRole('link', { name: dictionaries.vi.staff.home.certificates.open })).toBeVisible();
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: dictionaries.en.screens.staff })).toBeVisible();
  await page.getByRole('link', { name: dictionaries.en.staff.home.contactRequests.open }).click();
  await expect(page).toHaveURL(/\/staff\/contact-requests$/);
});

test('the demo member is not staff: no console link, and the console says there is no access', async ({
  page,
}) => {
  await signIn(page, MEMBER.email, MEMBER.password);
  const vi = dictionaries.vi;
  await expect(page.getByRole('link', { name: vi.nav.staffConsole })).toHaveCount(0);
  for (const path of ['/staff', '/staff/contact-requests']) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(vi.staff.common.noAccessTitle);
    await expect(page.getByRole('list', { name: vi.staff.list.caption })).toHaveCount(0);
  }
  await switchLanguage(page, 'en');
  await expect(page.getByRole('alert')).toContainText(dictionaries.en.staff.common.noAccessTitle);
});

test('a 403 from the API (staff rights withdrawn meanwhile) shows the no-access page, in vi', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(httpErrorLine(403, '/staff/contact-requests'));
  await signIn(page, STAFF.email, STAFF.password);
  await page.route('**/api/staff/contact-requests?**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'Bạn không có quyền thực hiện thao tác này',
      }),
    }),
  );
  await page.goto('/staff/contact-requests');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(dictionaries.vi.staff.common.noAccessTitle);
  await expect(alert).toContainText('Bạn không có quyền thực hiện thao tác này');
});
