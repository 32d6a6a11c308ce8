// Contact sales and pricing on the real local stack: the contact form's messages exactly ("Field is required",
// "Email invalidate") in vi and en (re-translated when the language changes), a valid request lands on the
// thank-you page with "We have received your contact!" and the real `contact-received` e-mail (maildev), a
// signed-in visitor finds the form filled from the session, and the pricing page shows the three plans of
// GET /subscription/plans with VND prices for the locale. No console errors anywhere.
import type { Page } from '@playwright/test';
import { uniqueAddress, waitForMail } from './support/mail';
import {
  dictionaries,
  expect,
  expectFieldError,
  field,
  signIn,
  switchLanguage,
  test,
  type Lang,
} from './support/registration';

const DEMO_OWNER = 'owner@ghg-demo.vn';
const DEMO_PASSWORD = 'GhgDemo@2026';

/** The contact form's controls, by their labels in `lang`. */
function contactForm(page: Page, lang: Lang) {
  const t = dictionaries[lang].contact.form;
  const agreement = `${t.agreeBefore}${t.privacyPolicy}${t.agreeAfter}`.trim();
  return {
    firstName: field(page, t.firstName),
    lastName: field(page, t.lastName),
    email: field(page, t.email),
    phone: field(page, t.phone),
    companyName: field(page, t.companyName),
    career: field(page, t.career),
    companySize: field(page, t.companySize),
    requirement: field(page, t.requirement),
    agreePrivacy: page.getByRole('checkbox', { name: agreement }),
    submit: page.getByRole('button', { name: t.submit, exact: true }),
  };
}

type ContactForm = ReturnType<typeof contactForm>;
const requiredFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'career',
  'companySize',
  'requirement',
  'agreePrivacy',
] as const satisfies ReadonlyArray<keyof ContactForm>;

async function fillContact(form: ContactForm, email: string) {
  await form.firstName.fill('Lan');
  await form.lastName.fill('Nguyễn');
  await form.email.fill(email);
  await form.phone.fill('0912345678');
  await form.companyName.fill('Công ty Thép Xanh E2E');
  await form.career.fill('Sản xuất thép');
  await form.companySize.selectOption('51-200');
  await form.requirement.fill('Kiểm kê khí nhà kính theo Nghị định 06 và báo cáo CBAM cho năm 2026.');
  await form.agreePrivacy.check();
}

test('an empty contact form says "Field is required" on every field, in vi and in en', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: dictionaries.vi.screens.contact })).toBeVisible();
  const vi = contactForm(page, 'vi');
  await expect(vi.firstName).toHaveAttribute('autocomplete', 'given-name');
  await expect(vi.lastName).toHaveAttribute('autocomplete', 'family-name');
  await expect(vi.email).toHaveAttribute('autocomplete', 'email');
  await expect(vi.phone).toHaveAttribute('autocomplete', 'tel');
  await expect(vi.companyName).toHaveAttribute('autocomplete', 'organization');
  await expect(
    page.getByRole('link', { name: dictionaries.vi.contact.form.privacyPolicy, exact: true }),
  ).toHaveAttribute('href', '/legal/privacy');

  await vi.submit.click();
  for (const name of requiredFields)
    await expectFieldError(vi[name], dictionaries.vi.validation.fieldRequired);
  await expect(vi.firstName).toBeFocused();
  expect(dictionaries.vi.validation.fieldRequired).toBe('Trường này là bắt buộc');

  await switchLanguage(page, 'en');
  const en = contactForm(page, 'en');
  for (const name of requiredFields) await expectFieldError(en[name], 'Field is required');
});

test('a malformed e-mail says "Email invalidate" (en) and its vi text', async ({ page }) => {
  await page.goto('/contact');
  const vi = contactForm(page, 'vi');
  await vi.email.fill('lan@');
  await vi.email.blur();
  await expectFieldError(vi.email, dictionaries.vi.validation.contactInvalidEmail);
  await expect(vi.firstName).not.toHaveAttribute('aria-invalid', 'true');

  await switchLanguage(page, 'en');
  const en = contactForm(page, 'en');
  await expectFieldError(en.email, 'Email invalidate');
  await en.email.fill('lan@example.com');
  await expect(en.email).not.toHaveAttribute('aria-invalid', 'true');
});

test('a valid request lands on the thank-you page and the confirmation e-mail arrives', async ({ page }) => {
  const email = uniqueAddress('contact');
  await page.goto('/contact');
  await switchLanguage(page, 'en');
  const en = contactForm(page, 'en');
  await fillContact(en, email);
  await en.submit.click();

  await expect(page).toHaveURL(/\/contact\/thank-you$/);
  await expect(
    page.getByRole('heading', { level: 1, name: dictionaries.en.screens.contactThankYou }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('We have received your contact!');
  await expect(page.getByText('Thank you, Lan!')).toBeVisible();
  const next = page.getByRole('navigation', { name: dictionaries.en.contact.thankYou.linksLabel });
  await expect(next.getByRole('link', { name: dictionaries.en.contact.thankYou.home })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(next.getByRole('link', { name: dictionaries.en.contact.thankYou.solutions })).toHaveAttribute(
    'href',
    '/solutions',
  );

  const mail = await waitForMail(email, { subject: /has received your contact request/ });
  expect(mail.text).toContain('We have received your contact!');

  await switchLanguage(page, 'vi');
  await expect(page.getByRole('status')).toHaveText(dictionaries.vi.success.contactReceived);
  await page.getByRole('link', { name: dictionaries.vi.contact.thankYou.solutions }).click();
  await expect(page).toHaveURL(/\/solutions$/);
});

test('a network failure keeps every typed value; sending again then succeeds', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/);
  const email = uniqueAddress('contact-offline');
  await page.goto('/contact');
  const vi = contactForm(page, 'vi');
  await fillContact(vi, email);
  await page.route('**/api/spaces/sent-contact-sale', (route) => route.abort('failed'));
  await vi.submit.click();
  await expect(page.locator('.form-error')).toHaveText(dictionaries.vi.errors.networkError);
  await expect(vi.email).toHaveValue(email);
  await expect(vi.companySize).toHaveValue('51-200');
  await expect(vi.requirement).not.toHaveValue('');
  await expect(vi.agreePrivacy).toBeChecked();
  await page.unroute('**/api/spaces/sent-contact-sale');
  await vi.submit.click();
  await expect(page).toHaveURL(/\/contact\/thank-you$/);
  await expect(page.getByRole('status')).toHaveText(dictionaries.vi.success.contactReceived);
});

test('a signed-in visitor finds the form filled from the session', async ({ page }) => {
  await signIn(page, DEMO_OWNER, DEMO_PASSWORD);
  await page.goto('/contact');
  const vi = contactForm(page, 'vi');
  await expect(vi.email).toHaveValue(DEMO_OWNER);
  await expect(vi.firstName).not.toHaveValue('');
  await expect(vi.lastName).not.toHaveValue('');
  await expect(vi.phone).toHaveValue(/\d{9}/);
  await expect(vi.companyName).not.toHaveValue('');
  await expect(vi.career).toHaveValue('');
  await expect(vi.agreePrivacy).not.toBeChecked();
});

test('the pricing page shows the three plans with VND prices for the locale', async ({ page }) => {
  await page.goto('/solutions/pricing');
  await expect(page.getByRole('heading', { level: 1, name: dictionaries.vi.screens.pricing })).toBeVisible();
  const plans = page.getByRole('list', { name: dictionaries.vi.contact.pricing.plansLabel });
  await expect(plans.getByRole('heading', { level: 2 })).toHaveText([
    'Miễn phí',
    'Tiêu chuẩn',
    'Doanh nghiệp',
  ]);
  await expect(plans.getByText(/^2\.490\.000\s₫$/)).toBeVisible();
  await expect(plans.getByText(dictionaries.vi.contact.pricing.priceOnRequest)).toBeVisible();
  await expect(page.getByRole('link', { name: dictionaries.vi.contact.pricing.signUp })).toHaveAttribute(
    'href',
    '/auth/sign-up',
  );
  const contactLinks = page.getByRole('link', {
    name: new RegExp(dictionaries.vi.contact.pricing.contactSales),
  });
  await expect(contactLinks).toHaveCount(2);
  for (const link of await contactLinks.all()) await expect(link).toHaveAttribute('href', '/contact');
  const table = page.getByRole('table', { name: dictionaries.vi.contact.pricing.compareTitle });
  await expect(table.getByRole('row', { name: /Thành viên/ })).toHaveText(/3\s*15\s*Không giới hạn/);

  await switchLanguage(page, 'en');
  const plansEn = page.getByRole('list', { name: dictionaries.en.contact.pricing.plansLabel });
  await expect(plansEn.getByRole('heading', { level: 2 })).toHaveText(['Free', 'Standard', 'Enterprise']);
  await expect(plansEn.getByText(/^₫2,490,000$/)).toBeVisible();
  const tableEn = page.getByRole('table', { name: dictionaries.en.contact.pricing.compareTitle });
  await expect(tableEn.getByRole('row', { name: /CBAM reports/ })).toHaveText(/Not included\s*4\s*Unlimited/);
  await page.getByRole('link', { name: /Contact sales \(Standard\)/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
