// A company contacts an expert on the real local stack (issue 13). The demo owner (owner@ghg-demo.vn, who owns the
// demo workspace) opens the demo expert's public profile, sends the request with bad entries first (each field says
// what is wrong), then a valid one. The demo expert (expert@ghg-demo.vn, a published profile linked to the account,
// seeded by server/stack/demo.ts) signs in, sees the request on /work-space/expert-requests without the company's
// contact, accepts it, and only then sees the company's e-mail and phone; the company then sees the expert's e-mail.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { EXPERT_LIMITS } from '../../domain/experts/vocabulary';
import { DEMO_EXPERT_ACCOUNT, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_WORKSPACE } from '../../server/stack/demo';
import { E2E } from './env';
import { expectNoSideways } from './support/layout';
import {
  cognitoSignIn,
  dictionaries,
  expect,
  expectFieldError,
  field,
  signIn,
  test,
} from './support/registration';

const vi = dictionaries.vi;
const panel = { ...vi.expertContact.panel, ...vi.expertContactLater.panel };
const boxes = vi.expertContactLater.requests;
const OWNER = DEMO_ACCOUNTS[0];
const REQUEST_MESSAGE =
  'Nhà máy thép của chúng tôi cần kiểm kê khí nhà kính năm 2025 theo Nghị định 06 và chuẩn bị báo cáo CBAM.';

/** YYYY-MM-DD, `days` from today (the browser's time zone is Asia/Ho_Chi_Minh, as playwright.config.ts sets). */
function dayFromToday(days: number): string {
  const now = new Date(Date.now() + 7 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000);
  return now.toISOString().slice(0, 10);
}

/** Withdraws what an earlier run against the same stack left pending, so the workspace may send again. */
async function withdrawPending(): Promise<void> {
  const tokens = await cognitoSignIn(OWNER.email, DEMO_PASSWORD);
  if (!tokens.ok) throw new Error(`owner sign-in: ${tokens.error}`);
  const api = await playwrightRequest.newContext({
    baseURL: E2E.appUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  const pending = await (
    await api.get('/api/experts/contact-requests?box=sent&status=PENDING&take=100')
  ).json();
  for (const request of pending.data as { id: string; expert: { slug: string } }[]) {
    if (request.expert.slug !== DEMO_EXPERT_ACCOUNT.profileSlug) continue;
    expect((await api.post(`/api/experts/contact-requests/${request.id}/withdraw`)).status()).toBe(200);
  }
  await api.dispose();
}

function requestCard(page: Page) {
  return page.getByRole('listitem').filter({ hasText: REQUEST_MESSAGE }).first();
}

test('a company contacts an expert, who accepts; only then does each side see the other’s contact', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await withdrawPending();

  // The company: the expert's profile, the panel's form.
  await signIn(page, OWNER.email, DEMO_PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/expert/profile/${DEMO_EXPERT_ACCOUNT.profileSlug}`);
  const form = page.getByRole('region', { name: panel.title });
  await expect(form).toBeVisible();
  await expect(form).not.toContainText(DEMO_EXPERT_ACCOUNT.email);

  // Bad entries first: nothing chosen, a past deadline, a short message.
  await field(page, panel.deadline).fill(dayFromToday(-3));
  await field(page, panel.message).fill('Cần tư vấn');
  await form.getByRole('button', { name: panel.submit, exact: true }).click();
  await expectFieldError(
    page.getByRole('group', { name: panel.scopes }),
    messages.vi.validation.scopesRequired,
  );
  await expectFieldError(field(page, panel.deadline), messages.vi.validation.deadlineInPast);
  await expectFieldError(
    field(page, panel.message),
    messages.vi.validation.minLength.replace('{min}', String(EXPERT_LIMITS.contactMessage.min)),
  );
  await field(page, panel.deadline).fill(dayFromToday(EXPERT_LIMITS.contactDeadlineMaxDays + 10));
  await form.getByRole('button', { name: panel.submit, exact: true }).click();
  await expectFieldError(
    field(page, panel.deadline),
    messages.vi.validation.deadlineTooFar.replace('{days}', String(EXPERT_LIMITS.contactDeadlineMaxDays)),
  );
  await expectNoSideways(page);

  // A valid request.
  const sector = field(page, panel.sector);
  if ((await sector.inputValue()) === '') await sector.selectOption({ index: 1 });
  await page.getByLabel(vi.expertContactLater.scope.SCOPE_1).check();
  await page.getByLabel(vi.expertContactLater.scope.CBAM).check();
  await field(page, panel.deadline).fill(dayFromToday(45));
  await field(page, panel.message).fill(REQUEST_MESSAGE);
  await form.getByRole('button', { name: panel.submit, exact: true }).click();
  await expect(form.getByRole('heading', { name: panel.sentTitle })).toBeVisible();
  await form.getByRole('link', { name: panel.openRequests }).click();
  await expect(page).toHaveURL(/\/work-space\/expert-requests$/);
  const sent = requestCard(page);
  await expect(sent).toContainText(vi.expertContactLater.status.PENDING);
  await expect(sent).toContainText(boxes.contactsHidden);
  await expect(sent).not.toContainText(DEMO_EXPERT_ACCOUNT.email);

  // The expert: the request without the company's contact, then accepted.
  const expertContext = await browser.newContext();
  const expertPage = await expertContext.newPage();
  await signIn(expertPage, DEMO_EXPERT_ACCOUNT.email, DEMO_PASSWORD);
  await expertPage.setViewportSize({ width: 390, height: 844 });
  await expertPage.goto('/work-space/expert-requests');
  const received = expertPage.getByRole('region', { name: boxes.receivedTitle });
  const card = received.getByRole('listitem').filter({ hasText: REQUEST_MESSAGE }).first();
  await expect(card).toContainText(DEMO_WORKSPACE);
  await expect(card).toContainText(vi.expertContactLater.status.PENDING);
  for (const secret of [OWNER.email, OWNER.phone, `${OWNER.lastName} ${OWNER.firstName}`]) {
    await expect(card).not.toContainText(secret);
  }
  await expectNoSideways(expertPage);
  await card.getByRole('button', { name: boxes.accept, exact: true }).click();
  await expect(card).toContainText(vi.expertContactLater.status.ACCEPTED);
  await expect(card).toContainText(OWNER.email);
  await expect(card).toContainText(OWNER.phone);
  await expect(card.getByRole('button', { name: boxes.accept, exact: true })).toHaveCount(0);
  await expectNoSideways(expertPage);
  await expertContext.close();

  // The company now sees the expert's e-mail.
  await page.reload();
  const accepted = requestCard(page);
  await expect(accepted).toContainText(vi.expertContactLater.status.ACCEPTED);
  await expect(accepted).toContainText(DEMO_EXPERT_ACCOUNT.email);
  await expect(accepted.getByRole('button', { name: boxes.withdraw, exact: true })).toHaveCount(0);
  await expectNoSideways(page);
});
