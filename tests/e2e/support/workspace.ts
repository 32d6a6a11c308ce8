// Helpers of the workspace journeys (tests/e2e/workspace.spec.ts): a fresh activated owner with their own space,
// the management screen's invite form, and the invitation e-mail's link.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { E2E } from '../env';
import { linkIn, uniqueAddress, waitForMail } from './mail';
import {
  activateThroughApi,
  dictionaries,
  expect,
  field,
  person,
  PASSWORD,
  signUpThroughApi,
  type Person,
} from './registration';

const vi = dictionaries.vi;

export const MANAGEMENT_PATH = '/user/workspace-management';

/** A new account, activated, owning its own FREE workspace (named after its organization). */
export async function createOwner(label: string): Promise<Person> {
  const owner = {
    ...person(uniqueAddress(label)),
    organizationName: `Công ty E2E ${label} ${Date.now() % 100000}`,
  };
  const request = await playwrightRequest.newContext({ baseURL: E2E.appUrl });
  try {
    await signUpThroughApi(request, owner);
    await activateThroughApi(request, owner.email);
  } finally {
    await request.dispose();
  }
  return owner;
}

/** Invites `email` with `role` from the management screen and waits until the invitation is listed. */
export async function inviteFromManagement(page: Page, email: string, role: 'MEMBER' | 'ADMIN' = 'MEMBER') {
  const t = vi.workspace.management;
  await page.goto(MANAGEMENT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.workspaceManagement })).toBeVisible();
  await field(page, t.inviteEmail).fill(email);
  await field(page, t.inviteRole).selectOption(role);
  await page.getByRole('button', { name: t.invite, exact: true }).click();
  await expect(page.getByRole('main').getByText(vi.workspace.notices.inviteSent)).toBeVisible();
  await expect(pendingRow(page, email)).toBeVisible();
}

/** The row of an invitation in the pending-invitations table. */
export function pendingRow(page: Page, email: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email, exact: true }) });
}

/** The link of the newest invitation e-mail to `email` (moved onto the app under test). */
export async function invitationLink(email: string): Promise<string> {
  const mail = await waitForMail(email, { subject: /mời bạn tham gia không gian làm việc/ });
  return linkIn(mail, '/auth/sign-up-invitation');
}

export { PASSWORD };
