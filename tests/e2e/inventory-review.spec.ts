// The inventory's review lifecycle and audit trail on the real local stack (issue 15), in Vietnamese and English.
// The demo owner submits an inventory that has one activity row; the demo auditor (the AUDITOR of the demo
// workspace) starts the review, comments on the row and requests changes with a reason, so the inventory returns
// to CHANGES_REQUESTED; the owner sees the comment, resubmits; the auditor approves; the owner locks (confirmed);
// the audit screen shows each step, and filters by kind. The auditor never sees an edit control.
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/stack/demo';
import { E2E } from './env';
import { expectNoSideways } from './support/layout';
import { cognitoSignIn, dictionaries, expect, field, signIn, test, type Lang } from './support/registration';

const OWNER = DEMO_ACCOUNTS[0];
const AUDITOR = DEMO_ACCOUNTS.find((a) => a.role === 'AUDITOR')!;

/** A new inventory of a free reporting year in the demo workspace, with one demo facility and one electricity row. */
async function inventoryWithOneRow(): Promise<{ id: string; year: number }> {
  const tokens = await cognitoSignIn(OWNER.email, DEMO_PASSWORD);
  if (!tokens.ok) throw new Error(`owner sign-in: ${tokens.error}`);
  const api = await playwrightRequest.newContext({
    baseURL: E2E.appUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  try {
    const taken = new Set(
      ((await (await api.get('/api/inventories')).json()).data as { reportingYear: number }[]).map(
        (i) => i.reportingYear,
      ),
    );
    let year = 0;
    for (let y = new Date().getFullYear() - 1; y >= 1990 && !year; y -= 1) if (!taken.has(y)) year = y;
    const created = await api.post('/api/inventories', {
      data: { reportingYear: year, consolidationApproach: 'OPERATIONAL_CONTROL' },
    });
    expect(created.status()).toBe(201);
    const inventory = (await created.json()).data as { id: string; version: number };
    const facilities = (await (await api.get('/api/facilities')).json()).data as {
      id: string;
      status: string;
    }[];
    const facilityId = facilities.find((f) => f.status === 'ACTIVE')!.id;
    const boundary = await api.put(`/api/inventories/${inventory.id}/boundary`, {
      data: {
        consolidationApproach: 'OPERATIONAL_CONTROL',
        facilities: [{ facilityId }],
        version: inventory.version,
      },
    });
    expect(boundary.status()).toBe(200);
    const row = await api.post(`/api/inventories/${inventory.id}/activity-rows`, {
      data: {
        facilityId,
        period: { kind: 'YEAR', year },
        category: 'S2_ELECTRICITY',
        inputKind: 'ELECTRICITY',
        quantity: { value: 100, unit: 'MWh', text: '100' },
        factorIds: ['VN-GRID-2023'],
      },
    });
    expect(row.status()).toBe(201);
    return { id: inventory.id, year };
  } finally {
    await api.dispose();
  }
}

async function signedIn(browser: Browser, email: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext();
  if (lang === 'en') await context.addInitScript(() => localStorage.setItem('locale', 'en'));
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD, lang);
  return page;
}

test.describe.configure({ mode: 'serial' });
let reopenedId: string | null = null;

for (const lang of ['vi', 'en'] as const) {
  test(`owner submits, the auditor reviews, comments and requests changes, then approves; the owner locks; the audit trail shows each step (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const LL = dictionaries[lang];
    const t = LL.inventoryReviewUi;
    const status = (p: Page) => p.getByTestId('lifecycle-status');
    const act = (p: Page, name: string) => p.getByRole('button', { name, exact: true }).click();
    // A creation counts against the demo plan: the second journey takes the version the first one reopened.
    const id = reopenedId ?? (await inventoryWithOneRow()).id;
    const url = `/work-space/inventories/${id}`;

    // The owner: a draft, submitted.
    if (lang === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await signIn(page, OWNER.email, DEMO_PASSWORD, lang);
    await page.goto(url);
    await expect(status(page)).toHaveText(LL.inventory.status.DRAFT);
    await expect(page.getByText(t.lifecycle.explain.DRAFT)).toBeVisible();
    await act(page, t.lifecycle.actions.SUBMIT);
    await expect(page.getByRole('status').filter({ hasText: t.lifecycle.done.SUBMIT })).toBeVisible();
    await expect(status(page)).toHaveText(LL.inventory.status.SUBMITTED);
    // Submitted: the boundary cannot be edited any more.
    await expect(page.getByRole('button', { name: LL.inventory.boundary.save, exact: true })).toHaveCount(0);
    await expect(
      page.getByText(t.lifecycle.readOnlyStatus.replace('{status}', LL.inventory.status.SUBMITTED)),
    ).toBeVisible();

    // The auditor: no edit control; starts the review, comments on the row, requests changes.
    const auditor = await signedIn(browser, AUDITOR.email, lang);
    // The review view loads its rows' comments in one call with the page, never one call per row.
    const commentLoads: string[] = [];
    auditor.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && /\/comments$/.test(path)) commentLoads.push(path);
    });
    await auditor.goto(url);
    await expect(status(auditor)).toHaveText(LL.inventory.status.SUBMITTED);
    await expect(auditor.getByText(t.lifecycle.auditorNotice)).toBeVisible();
    await expect(auditor.getByRole('button', { name: LL.inventory.boundary.save, exact: true })).toHaveCount(
      0,
    );
    await expect(
      auditor.getByRole('button', { name: LL.inventory.boundary.markBaseYear, exact: true }),
    ).toHaveCount(0);
    await expect(auditor.getByRole('button', { name: t.lifecycle.actions.LOCK, exact: true })).toHaveCount(0);
    await act(auditor, t.lifecycle.actions.START_REVIEW);
    await expect(status(auditor)).toHaveText(LL.inventory.status.UNDER_REVIEW);
    const row = auditor.getByRole('listitem').filter({ hasText: LL.inventory.categories.S2_ELECTRICITY });
    await expect(row).toContainText(lang === 'vi' ? '65,92 tCO₂e' : '65.92 tCO₂e');
    const note =
      lang === 'vi' ? 'Vui lòng đính kèm hóa đơn điện cả năm.' : 'Please attach the electricity bills.';
    await field(auditor, t.comments.body).fill(note);
    // Sent from the keyboard.
    await row.getByRole('button', { name: t.comments.send, exact: true }).focus();
    await auditor.keyboard.press('Enter');
    // The comment is listed and the form is emptied for the next one.
    await expect(row.getByRole('paragraph').filter({ hasText: note })).toBeVisible();
    await expect(field(auditor, t.comments.body)).toHaveValue('');
    expect(commentLoads.length).toBeGreaterThan(0);
    expect(commentLoads.filter((path) => path.includes('/activity-rows/'))).toEqual([]);
    // The reason is required.
    await act(auditor, t.lifecycle.actions.REQUEST_CHANGES);
    await expect(auditor.getByText(t.lifecycle.reasonRequired)).toBeVisible();
    await field(auditor, t.lifecycle.reason).fill(
      lang === 'vi' ? 'Thiếu chứng từ điện' : 'Electricity evidence missing',
    );
    await act(auditor, t.lifecycle.actions.REQUEST_CHANGES);
    await expect(status(auditor)).toHaveText(LL.inventory.status.CHANGES_REQUESTED);
    await auditor.setViewportSize({ width: 390, height: 844 });
    await expectNoSideways(auditor);

    // The owner sees the comment and resubmits.
    await page.reload();
    await expect(status(page)).toHaveText(LL.inventory.status.CHANGES_REQUESTED);
    await expect(page.getByRole('paragraph').filter({ hasText: note })).toBeVisible();
    await expect(page.getByRole('button', { name: LL.inventory.boundary.save, exact: true })).toBeVisible();
    await act(page, t.lifecycle.actions.SUBMIT);
    await expect(status(page)).toHaveText(LL.inventory.status.SUBMITTED);

    // The auditor approves.
    await auditor.reload();
    await act(auditor, t.lifecycle.actions.START_REVIEW);
    await expect(status(auditor)).toHaveText(LL.inventory.status.UNDER_REVIEW);
    await act(auditor, t.lifecycle.actions.APPROVE);
    await expect(status(auditor)).toHaveText(LL.inventory.status.APPROVED);
    await auditor.context().close();

    // The owner locks, after confirming.
    await page.reload();
    await act(page, t.lifecycle.actions.LOCK);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(t.lifecycle.confirm.LOCK);
    await dialog.getByRole('button', { name: t.lifecycle.cancel, exact: true }).click();
    await expect(status(page)).toHaveText(LL.inventory.status.APPROVED);
    await act(page, t.lifecycle.actions.LOCK);
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t.lifecycle.confirmYes, exact: true })
      .click();
    await expect(status(page)).toHaveText(LL.inventory.status.LOCKED);
    await expect(page.getByRole('button', { name: t.lifecycle.actions.REOPEN, exact: true })).toBeVisible();

    // The audit trail: every step, newest first; the comment under its own kind.
    await page.getByRole('link', { name: t.audit.open, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: LL.screens.inventoryAudit })).toBeVisible();
    const events = page.getByRole('list', { name: t.audit.events });
    for (const action of [
      'INVENTORY_LOCKED',
      'INVENTORY_APPROVED',
      'INVENTORY_REVIEW_STARTED',
      'INVENTORY_SUBMITTED',
      'INVENTORY_CHANGES_REQUESTED',
      'COMMENT_CREATED',
    ] as const)
      await expect(events.getByText(t.actions[action], { exact: true }).first()).toBeVisible();
    await expect(events.getByRole('listitem').first()).toContainText(t.actions.INVENTORY_LOCKED);
    await expect(events.getByRole('listitem').first()).toContainText(OWNER.email);
    await expect(events).toContainText(AUDITOR.email);
    await field(page, t.audit.filter).selectOption({ label: t.entities.COMMENT });
    await expect(events.getByRole('listitem')).toHaveCount(1);
    await expect(events).toContainText(t.actions.COMMENT_CREATED);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSideways(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Reopened as a new version (confirmed): a draft that links back to the locked version.
    await page.getByRole('link', { name: t.audit.back, exact: true }).click();
    await act(page, t.lifecycle.actions.REOPEN);
    await expect(page.getByRole('alertdialog')).toContainText(t.lifecycle.confirm.REOPEN);
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t.lifecycle.confirmYes, exact: true })
      .click();
    const next = page.getByRole('status').getByRole('link');
    await expect(next).toBeVisible();
    await next.click();
    await expect(status(page)).toHaveText(LL.inventory.status.DRAFT);
    await expect(page).not.toHaveURL(new RegExp(`${id}$`));
    const versions = page.getByRole('navigation', { name: new RegExp(t.lifecycle.versions.split(' {')[0]) });
    await expect(versions.getByRole('link')).toContainText([LL.inventory.status.LOCKED]);
    reopenedId = new URL(page.url()).pathname.split('/').pop()!;
    await versions.getByRole('link').first().click();
    await expect(status(page)).toHaveText(LL.inventory.status.LOCKED);
    await expect(page.getByText(t.lifecycle.newerVersion)).toBeVisible();
  });
}
