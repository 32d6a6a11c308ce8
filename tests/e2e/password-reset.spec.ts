// Password reset on the real local stack: the request form (the same answer whether or not the e-mail has an
// account) -> the real e-mail (maildev) -> the code typed on /auth/forgot-password -> "please log in again" ->
// signed in with the new password; then the same with the e-mail's link (/auth/reset-password?token=...).
import { messages } from '../../domain/messages';
import { codeIn, countMail, linkIn, uniqueAddress, waitForMail } from './support/mail';
import {
  activateThroughApi,
  cognitoSignIn,
  dictionaries,
  expect,
  expectFieldError,
  field,
  httpErrorLine,
  NEW_PASSWORD,
  NEWER_PASSWORD,
  PASSWORD,
  person,
  signIn,
  signUpThroughApi,
  switchLanguage,
  test,
} from './support/registration';
import type { Page } from '@playwright/test';

const vi = dictionaries.vi;
const t = vi.registration.passwordReset;
const RESET_SUBJECT = /Đặt lại mật khẩu/;

// One activated account for the whole file (tests run in order: each reset starts from the previous password).
const who = person(uniqueAddress('reset'));
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await signUpThroughApi(request, who);
  await activateThroughApi(request, who.email);
});

async function requestReset(page: Page, email: string) {
  await page.goto('/auth/forgot-password-request');
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.forgotPasswordRequest })).toBeVisible();
  const emailField = field(page, vi.registration.form.emailLabel);
  await expect(emailField).toHaveAttribute('autocomplete', 'email');
  await emailField.fill(email);
  await page.getByRole('button', { name: t.sendCode, exact: true }).click();
  await expect(page).toHaveURL(`/auth/forgot-password?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.forgotPassword })).toBeVisible();
  await expect(page.getByText(messages.vi.success.resetCodeSent, { exact: true })).toBeVisible();
}

test('forgot password: the e-mailed code on /auth/forgot-password, then sign in with the new password', async ({
  page,
  consoleWatch,
}) => {
  const before = await countMail(who.email);
  await requestReset(page, who.email);
  const mail = await waitForMail(who.email, { after: before, subject: RESET_SUBJECT });
  const code = codeIn(mail);

  const codeField = field(page, t.code);
  const password = field(page, t.newPassword);
  const confirm = field(page, t.confirmNewPassword);
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await expect(confirm).toHaveAttribute('autocomplete', 'new-password');

  // The form's own checks first.
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expectFieldError(codeField, messages.vi.validation.fieldRequired);
  await expectFieldError(password, messages.vi.validation.passwordRequired);
  await expectFieldError(confirm, messages.vi.validation.confirmPasswordRequired);

  // A wrong code: the server's refusal, the typed passwords stay.
  consoleWatch.allow(httpErrorLine(400, '/auth/reset-password'));
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await password.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: messages.vi.errors.resetCodeInvalid }),
  ).toBeVisible();
  await expect(password).toHaveValue(NEW_PASSWORD);

  await codeField.fill(code);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByText(messages.vi.success.passwordReset, { exact: true })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: t.signIn, exact: true })).toHaveAttribute(
    'href',
    '/auth/sign-in',
  );

  expect(await cognitoSignIn(who.email, PASSWORD)).toMatchObject({ ok: false });
  await signIn(page, who.email, NEW_PASSWORD);
});

test('forgot password: the e-mailed link on /auth/reset-password, then sign in with the new password', async ({
  page,
}) => {
  const before = await countMail(who.email);
  await requestReset(page, who.email);
  const mail = await waitForMail(who.email, { after: before, subject: RESET_SUBJECT });
  const link = linkIn(mail, '/auth/reset-password');
  expect(new URL(link).searchParams.get('email')).toBe(who.email);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.resetPassword })).toBeVisible();
  await expect(field(page, t.code)).toHaveCount(0);
  const password = field(page, t.newPassword);
  const confirm = field(page, t.confirmNewPassword);
  await password.fill(NEWER_PASSWORD);
  await confirm.fill(`${NEWER_PASSWORD}!`);
  await confirm.blur();
  await expectFieldError(confirm, messages.vi.validation.confirmPasswordMismatch);
  await confirm.fill(NEWER_PASSWORD);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByText(messages.vi.success.passwordReset, { exact: true })).toBeVisible();

  expect(await cognitoSignIn(who.email, NEW_PASSWORD)).toMatchObject({ ok: false });
  await signIn(page, who.email, NEWER_PASSWORD);
});

test('an e-mail without an account gets the same answer, and no e-mail is sent', async ({ page }) => {
  const nobody = uniqueAddress('nobody');
  await requestReset(page, nobody);
  await expect(field(page, t.code)).toBeVisible();
  // The stack's outbox sends within a second; nothing may arrive for an address without an account.
  await page.waitForTimeout(1500);
  expect(await countMail(nobody)).toBe(0);
});

test('/auth/forgot-password?email= opens at the code step (the code already sent), in English too', async ({
  page,
}) => {
  await page.goto('/');
  await switchLanguage(page, 'en');
  await page.goto(`/auth/forgot-password?email=${encodeURIComponent(who.email)}`);
  const en = dictionaries.en.registration.passwordReset;
  await expect(page.getByText(messages.en.success.resetCodeSent, { exact: true })).toBeVisible();
  await expect(field(page, dictionaries.en.registration.form.emailLabel)).toHaveValue(who.email);
  await page.getByRole('button', { name: en.submit, exact: true }).click();
  await expectFieldError(field(page, en.code), 'Field is required');
  await expectFieldError(field(page, en.newPassword), 'Password is required');
});
