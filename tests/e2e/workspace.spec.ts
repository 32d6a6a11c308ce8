// Workspaces on the real local stack (cognito-local + maildev + API/SPA), one fresh owner with their own FREE
// workspace (3 seats) for the whole file:
// - a deleted invitation's e-mailed link says it is no longer valid (and the seat is freed);
// - the owner invites a new person -> the real e-mail -> sign-up by invitation (e-mail locked) -> the account is
//   active and a member -> signed in, the workspace shows them as a member; the owner suspends them -> their next
//   page load shows their access ended; reactivated -> back in;
// - the owner invites an existing user -> the link asks them to sign in -> "Join" -> "Tham gia thành công".
// No console errors anywhere (the shared fixture of support/registration).
import type { Browser, Page } from '@playwright/test';
import { uniqueAddress } from './support/mail';
import {
  activateThroughApi,
  dictionaries,
  expect,
  field,
  person,
  signIn,
  signUpThroughApi,
  test,
  type Person,
} from './support/registration';
import {
  createOwner,
  invitationLink,
  inviteFromManagement,
  MANAGEMENT_PATH,
  PASSWORD,
  pendingRow,
} from './support/workspace';

const vi = dictionaries.vi;
const w = vi.workspace;

test.describe.configure({ mode: 'serial' });

let owner: Person;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  owner = await createOwner('ws-owner');
});

/** A second browser context (another person), with the same console-error watch as the test's page. */
async function otherPerson(
  browser: Browser,
): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { page, problems, close: () => context.close() };
}

function memberRow(page: Page, name: string | RegExp) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

test('the owner sees their workspace, its plan and usage, and the owner row cannot be suspended', async ({
  page,
}) => {
  await signIn(page, owner.email, PASSWORD);
  await page.goto('/work-space');
  await expect(page.getByRole('heading', { level: 2, name: owner.organizationName })).toBeVisible();
  await expect(page.getByText(w.roles.OWNER).first()).toBeVisible();
  await expect(page.getByText(w.resources.MEMBER_SEAT)).toBeVisible();
  await expect(page.getByText('1 / 3')).toBeVisible();
  await page.getByRole('link', { name: w.home.manageMembers }).click();
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.workspaceManagement })).toBeVisible();
  const ownerRow = memberRow(page, /Nguyễn Lan/);
  await expect(ownerRow.getByRole('button', { name: 'Xoá Nguyễn Lan' })).toBeDisabled();
  await expect(ownerRow.getByText(w.management.locks.owner)).toBeVisible();
});

test('a deleted invitation: its link says it is no longer valid', async ({ page, browser }) => {
  const invitee = uniqueAddress('ws-deleted');
  await signIn(page, owner.email, PASSWORD);
  await inviteFromManagement(page, invitee);
  const link = await invitationLink(invitee);

  await pendingRow(page, invitee)
    .getByRole('button', { name: w.management.deleteInvite.replace('{email}', invitee) })
    .click();
  await expect(page.getByRole('main').getByText(w.notices.inviteDeleted)).toBeVisible();
  await expect(pendingRow(page, invitee)).toHaveCount(0);

  const visitor = await otherPerson(browser);
  await visitor.page.goto(link);
  await expect(visitor.page.getByText(w.invitation.unusableTitle)).toBeVisible();
  await expect(visitor.page.getByText(w.invitation.unusable.deleted)).toBeVisible();
  await expect(visitor.page.getByLabel(/Email/)).toHaveCount(0);
  expect(visitor.problems).toEqual([]);
  await visitor.close();
});

test('a new person signs up by invitation and is a member at once, without activation', async ({
  page,
  browser,
}) => {
  const inviteeEmail = uniqueAddress('ws-new');
  await signIn(page, owner.email, PASSWORD);
  await inviteFromManagement(page, inviteeEmail);
  const link = await invitationLink(inviteeEmail);

  // The invitee opens the e-mailed link: the invitation is explained and the e-mail is locked.
  const invitee = await otherPerson(browser);
  const p = invitee.page;
  const t = vi.registration.signUp;
  await p.goto(link);
  await expect(p.getByRole('heading', { level: 1, name: vi.screens.signUpInvitation })).toBeVisible();
  await expect(p.getByText(owner.organizationName).first()).toBeVisible();
  const email = field(p, t.email);
  await expect(email).toHaveValue(inviteeEmail);
  await expect(email).toHaveAttribute('readonly', '');
  await field(p, t.firstName).fill('Minh');
  await field(p, t.lastName).fill('Trần');
  await field(p, t.password).fill(PASSWORD);
  await field(p, t.confirmPassword).fill(PASSWORD);
  await field(p, t.phone).fill('0987654321');
  await p.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(p.getByText(w.invitation.registeredTitle)).toBeVisible();

  // No activation needed: signing in works at once, and the workspace is the inviting one, as a member.
  await signIn(p, inviteeEmail, PASSWORD);
  await p.goto('/work-space');
  await expect(p.getByRole('heading', { level: 2, name: owner.organizationName })).toBeVisible();
  await expect(p.getByText(w.roles.MEMBER).first()).toBeVisible();

  expect(invitee.problems).toEqual([]);
  await invitee.close();
});

test('an existing user is invited, signs in and joins; suspended, their next page load has no access', async ({
  page,
  browser,
  request,
}) => {
  const existing = { ...person(uniqueAddress('ws-existing')), firstName: 'Hà', lastName: 'Phạm' };
  await signUpThroughApi(request, existing);
  await activateThroughApi(request, existing.email);

  await signIn(page, owner.email, PASSWORD);
  await inviteFromManagement(page, existing.email);
  const link = await invitationLink(existing.email);

  const member = await otherPerson(browser);
  const p = member.page;
  await p.goto(link);
  await expect(p.getByText(w.invitation.signInToJoin.replace('{email}', existing.email))).toBeVisible();

  await signIn(p, existing.email, PASSWORD);
  await p.goto(link);
  await p.getByRole('button', { name: w.invitation.join, exact: true }).click();
  await expect(p.getByRole('main').getByText(vi.success.joined)).toBeVisible();
  await p.getByRole('link', { name: w.invitation.goToWorkspace }).click();
  await expect(p.getByRole('heading', { level: 2, name: owner.organizationName })).toBeVisible();
  await expect(p.getByText(w.roles.MEMBER).first()).toBeVisible();
  const spaceUrl = p.url();

  // The used link cannot be used again by anyone else (it says why).
  const stranger = await otherPerson(browser);
  await stranger.page.goto(link);
  await expect(stranger.page.getByText(w.invitation.unusable.accepted)).toBeVisible();
  expect(stranger.problems).toEqual([]);
  await stranger.close();

  // The owner's list shows them as an active member; the invitation left the pending list. The owner suspends them.
  await page.goto(MANAGEMENT_PATH);
  const row = memberRow(page, 'Phạm Hà');
  await expect(row.getByText(w.memberStatuses.ACTIVE)).toBeVisible();
  await expect(pendingRow(page, existing.email)).toHaveCount(0);
  await row.getByRole('button', { name: 'Tạm ngưng Phạm Hà' }).click();
  await expect(row.getByText(w.memberStatuses.SUSPENDED)).toBeVisible();

  // The member's next page load: that workspace answers 403, the page says access ended.
  await p.reload();
  await expect(p.getByText(w.home.noAccessTitle)).toBeVisible();
  await p.getByRole('link', { name: w.home.showDefault }).click();
  await expect(p.getByText(w.home.suspended.replace('{space}', owner.organizationName))).toBeVisible();
  await expect(p.getByRole('heading', { level: 2, name: owner.organizationName })).toHaveCount(0);

  // Reactivated: back in on the next load.
  await row.getByRole('button', { name: 'Kích hoạt lại Phạm Hà' }).click();
  await expect(row.getByText(w.memberStatuses.ACTIVE)).toBeVisible();
  await p.goto(spaceUrl);
  await expect(p.getByRole('heading', { level: 2, name: owner.organizationName })).toBeVisible();

  // The only console error: the browser's own line for the 403 of the suspended member's load.
  expect(member.problems.filter((line) => !/status of 403/.test(line))).toEqual([]);
  expect(member.problems.filter((line) => /status of 403/.test(line))).toHaveLength(1);
  await member.close();
});
