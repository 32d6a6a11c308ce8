// The profile pages against the real local stack: the owner's journey (sign in -> profile -> edit -> saved ->
// sign out), the redirect of a signed-out visitor, refresh-and-retry with an expired access token (exactly ONE
// REFRESH_TOKEN_AUTH for many concurrent 401s), the picture upload, the change-password section and the
// two-step verification (authenticator app) set-up followed by a sign-in with its code.
import { messages } from '../../domain/messages';
import { en, vi } from '../../src/i18n/whole';
import { expect, expectFieldError, field, httpErrorLine, switchLanguage, test } from './support/registration';
import {
  DEMO_PASSWORD,
  MEMBER,
  OWNER,
  sessionCookies,
  setAppCookie,
  cognitoErrorLine,
  signInThroughPage,
  submitSignIn,
  watchRefreshCalls,
} from './support/session';
import { jwtClaims, signExpiredAccessToken } from './support/tokens';
import { createConfirmedUser, totpCode, uniqueEmail } from './support/cognito';
import { wrongTotpCode } from '../support/totp';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('owner: sign in -> profile -> edit -> saved -> sign out', async ({ page, context }) => {
  await signInThroughPage(page, OWNER.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.profile })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: OWNER.name })).toBeVisible();
  await expect(page.getByText('Công ty TNHH Thép Xanh Demo').first()).toBeVisible();

  await page.getByRole('link', { name: vi.profile.edit }).click();
  await expect(page).toHaveURL(/\/user\/profile\/edit$/);
  await expect(field(page, vi.profile.fields.firstName)).toHaveValue('An');
  await expect(field(page, vi.profile.fields.phone)).toHaveAttribute('autocomplete', 'tel');
  // Bad input: a clear translated error, nothing lost.
  await field(page, vi.profile.fields.phone).fill('12345');
  await field(page, vi.profile.fields.profession).fill('Chuyên viên môi trường');
  await page.getByRole('button', { name: vi.profile.save }).click();
  await expectFieldError(field(page, vi.profile.fields.phone), messages.vi.validation.invalidPhone);
  await expect(field(page, vi.profile.fields.profession)).toHaveValue('Chuyên viên môi trường');

  await field(page, vi.profile.fields.phone).fill('0912 345 678');
  await field(page, vi.profile.fields.bio).fill('Phụ trách kiểm kê khí nhà kính.\nHà Nội');
  await page.getByRole('button', { name: vi.profile.save }).click();
  await expect(page.getByText(messages.vi.success.profileUpdated)).toBeVisible();
  expect(messages.vi.success.profileUpdated).toBe('Cập nhật hồ sơ thành công');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText('Chuyên viên môi trường')).toBeVisible();

  // In English, the same save says "Profile updated successfully".
  await switchLanguage(page, 'en');
  await page.getByRole('link', { name: en.profile.edit }).click();
  await field(page, en.profile.fields.location).fill('Hà Nội');
  await page.getByRole('button', { name: en.profile.save }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await switchLanguage(page, 'vi');

  // Sign out: the API call, the cookies cleared, home.
  const signOut = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-out'));
  await page.getByRole('button', { name: vi.session.signOut }).click();
  await signOut;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(messages.vi.success.signedOut)).toBeVisible();
  expect(messages.vi.success.signedOut).toBe('Đăng xuất thành công');
  await expect(page.getByRole('link', { name: vi.session.signIn })).toBeVisible();
  const cookies = await sessionCookies(context);
  for (const name of ['accessToken', 'refreshToken', 'sessionToken', 'userName'])
    expect(cookies, name).not.toHaveProperty(name);
  // Signed out for real: the profile now sends to sign-in.
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fuser%2Fprofile$/);
});

test('a signed-out visitor is sent to sign-in and comes back after signing in', async ({ page }) => {
  await page.goto('/user/profile/edit');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fuser%2Fprofile%2Fedit$/);
  await submitSignIn(page, MEMBER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user\/profile\/edit$/);
  await expect(field(page, vi.profile.fields.firstName)).toHaveValue('Bình');
});

test('an expired access token is refreshed ONCE for all the concurrent calls, and the page loads', async ({
  page,
  context,
  consoleWatch,
}) => {
  // The expired token's first answers are 401s (the browser logs them); that is the point of this test.
  consoleWatch.allow(/status of 401/);
  const email = uniqueEmail('refresh');
  await createConfirmedUser(email, 'Lam#Moi2026', { firstName: 'Thu', lastName: 'Vũ' });
  await signInThroughPage(page, email, 'Lam#Moi2026');
  // Leave the app before swapping the token: the profile page we landed on may still have a call on its way, and a
  // 401 for it would start a refresh of its own (before the counting starts, then cut short by the next `goto`):
  // that race made this test see two refreshes now and then.
  await page.goto('about:blank');
  const before = await sessionCookies(context);
  const claims = jwtClaims(before.accessToken);
  const expired = await signExpiredAccessToken({
    sub: String(claims.sub),
    username: String(claims.username),
  });
  await setAppCookie(context, 'accessToken', expired);

  // cognito-local answers a refresh in a few ms; with a realistic delay, every call of the page is sure to get its
  // 401 while the refresh is still running, which is exactly the case "concurrent 401s share one refresh".
  const refreshes = await watchRefreshCalls(page, { delayMs: 1500 });
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  // The edit page asks me + profile + sectors + countries at once, while the session asks me: 5 calls.
  await page.goto('/user/profile/edit');
  await expect(field(page, vi.profile.fields.firstName)).toHaveValue('Thu');
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.profileEdit })).toBeVisible();
  await expect(page.getByRole('button', { name: vi.session.signOut })).toBeVisible();

  expect(unauthorized.length, unauthorized.join(', ')).toBeGreaterThanOrEqual(3);
  expect(unauthorized).toEqual(expect.arrayContaining(['/api/auth/me', '/api/users/profile']));
  expect(refreshes.count).toBe(1);
  const after = await sessionCookies(context);
  expect(after.accessToken).not.toBe(expired);
  expect(Number(jwtClaims(after.accessToken).exp) * 1000).toBeGreaterThan(Date.now());
  expect(after.refreshToken).toBe(before.refreshToken);
});

test('a refused refresh token: ONE refresh call, "your session has ended" and a sign-in link that comes back', async ({
  page,
  context,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 401/);
  // cognito-local refuses the refresh token with a 400 NotAuthorizedException (the browser logs it).
  consoleWatch.allow(cognitoErrorLine(400));
  const email = uniqueEmail('refused');
  await createConfirmedUser(email, 'Het#Han2026', { firstName: 'Hà', lastName: 'Phan' });
  await signInThroughPage(page, email, 'Het#Han2026');
  // Out of the app while the cookies change (see the test above).
  await page.goto('about:blank');
  const claims = jwtClaims((await sessionCookies(context)).accessToken);
  await setAppCookie(
    context,
    'accessToken',
    await signExpiredAccessToken({ sub: String(claims.sub), username: String(claims.username) }),
  );
  await setAppCookie(context, 'refreshToken', 'bogus-refresh-token');

  // Slowed down, so that the page's calls all get their 401 while the one refresh is on its way.
  const refreshes = await watchRefreshCalls(page, { delayMs: 500 });
  await page.goto('/user/profile/edit');
  const notice = page.getByRole('alert').filter({ hasText: vi.session.ended });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: vi.session.signInAgain })).toHaveAttribute(
    'href',
    '/auth/sign-in?next=%2Fuser%2Fprofile%2Fedit',
  );
  // No silent redirect, and nobody asks Cognito again: the library's own retry used to ask five more times (the
  // first after 200-300 ms), the page's later 401s would each have started a refresh of their own.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/user\/profile\/edit$/);
  expect(refreshes.count).toBe(1);
  const cookies = await sessionCookies(context);
  for (const name of ['accessToken', 'refreshToken']) expect(cookies, name).not.toHaveProperty(name);

  // The link signs in and comes back here; the notice is gone.
  await notice.getByRole('link', { name: vi.session.signInAgain }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fuser%2Fprofile%2Fedit$/);
  await submitSignIn(page, email, 'Het#Han2026');
  await expect(page).toHaveURL(/\/user\/profile\/edit$/);
  await expect(field(page, vi.profile.fields.firstName)).toHaveValue('Hà');
  await expect(page.getByText(vi.session.ended)).toHaveCount(0);
});

test('picture upload: a wrong type is refused in the browser, a PNG is uploaded', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(httpErrorLine(415, '/users/profile/avatar'));
  const email = uniqueEmail('avatar');
  await createConfirmedUser(email, 'Anh#Dai2026', { firstName: 'Mai', lastName: 'Đỗ' });
  await signInThroughPage(page, email, 'Anh#Dai2026');
  await page.goto('/user/profile/edit');
  const input = page.getByLabel(vi.profile.avatar.choose);
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText(vi.profile.avatar.wrongType);
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByRole('img', { name: vi.profile.avatar.alt.replace('{name}', 'Mai Đỗ') }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('change password: a wrong current password is shown on its field, the right one changes it', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(httpErrorLine(400, '/auth/change-password'));
  const email = uniqueEmail('change-password');
  await createConfirmedUser(email, 'Cu#Mat2026', { firstName: 'Tùng', lastName: 'Lý' });
  await signInThroughPage(page, email, 'Cu#Mat2026');
  await page.goto('/user/profile/edit');
  const texts = vi.profile.changePassword;
  await field(page, texts.previousPassword).fill('Sai#Mat2026');
  await field(page, texts.proposedPassword).fill('Moi#Mat2026');
  await field(page, texts.confirmPassword).fill('Moi#Mat2026');
  await page.getByRole('button', { name: texts.submit }).click();
  await expectFieldError(field(page, texts.previousPassword), messages.vi.errors.incorrectPreviousPassword);
  await field(page, texts.previousPassword).fill('Cu#Mat2026');
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(
    page.getByRole('status').filter({ hasText: messages.vi.success.passwordChanged }),
  ).toBeVisible();
});

test('two-step verification: set up an authenticator app from the profile, then sign in with its code', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(httpErrorLine(400, '/auth/mfa/totp/verify'));
  consoleWatch.allow(cognitoErrorLine(400));
  const email = uniqueEmail('mfa-setup');
  await createConfirmedUser(email, 'Mfa#Setup2026', { firstName: 'Tâm', lastName: 'Đỗ' });
  await signInThroughPage(page, email, 'Mfa#Setup2026');
  await page.goto('/user/profile/edit');
  const section = page.getByRole('region', { name: vi.profile.mfa.title });
  await expect(section.getByText(vi.profile.mfa.off)).toBeVisible();

  await section.getByRole('button', { name: vi.profile.mfa.start }).click();
  await expect(section.getByRole('img', { name: vi.profile.mfa.qrAlt })).toBeVisible();
  // The secret key as a person reads it off the page (after its visually hidden label).
  const secret = (await section.getByTestId('mfa-secret').innerText()).trim().split(/\s+/).pop() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const code = field(page, vi.profile.mfa.codeLabel);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  // Not six digits: checked in the page. A wrong code: the server's text on the field, same secret still shown.
  await code.fill('12');
  await section.getByRole('button', { name: vi.profile.mfa.verify }).click();
  await expectFieldError(code, messages.vi.validation.invalidCode);
  await code.fill(wrongTotpCode(secret));
  await section.getByRole('button', { name: vi.profile.mfa.verify }).click();
  await expectFieldError(code, messages.vi.errors.mfaCodeInvalid);
  await code.fill(totpCode(secret));
  await section.getByRole('button', { name: vi.profile.mfa.verify }).click();
  await expect(section.getByRole('status')).toHaveText(messages.vi.success.totpEnabled);
  await expect(section.getByText(vi.profile.mfa.on)).toBeVisible();

  // Signed out, the next sign-in asks for the app's code.
  await page.getByRole('button', { name: vi.session.signOut }).click();
  await expect(page.getByRole('link', { name: vi.session.signIn })).toBeVisible();
  await page.goto('/auth/sign-in');
  await submitSignIn(page, email, 'Mfa#Setup2026');
  await expect(page.getByRole('heading', { level: 1, name: vi.signIn.totp.title })).toBeVisible();
  await field(page, vi.signIn.code.label).fill(totpCode(secret));
  await page.getByRole('button', { name: vi.signIn.code.submit }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);

  // Turned off in English: the confirmation, and sign-in asks for the password only again.
  await switchLanguage(page, 'en');
  await page.goto('/user/profile/edit');
  const enSection = page.getByRole('region', { name: en.profile.mfa.title });
  await enSection.getByRole('button', { name: en.profile.mfa.disable }).click();
  await expect(enSection.getByRole('status')).toHaveText('Two-step verification is off');
  await expect(enSection.getByRole('button', { name: en.profile.mfa.start })).toBeVisible();
});
