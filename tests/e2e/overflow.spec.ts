// Nothing sticks out sideways, on any route of the app, at 390 px (a phone) and 1280 px (a laptop), in Vietnamese
// and in English. The routes come from the app's route table (src/app/routes.ts), so a new route is checked
// without touching this file; a route with a parameter needs a sample value below (the test says which is missing).
// Signed-in pages are visited as the demo owner (the staff console as the demo staff member), /auth/* signed out.
// Each page gets a screenshot in the report. One browser context per language and width; the tokens are fetched
// once from cognito-local and set as the app's session cookies, so no sign-in form is filled 200 times.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { notFoundRoute, routes } from '../../src/app/routes';
import { productPath } from '../../src/app/paths';
import { sectorSlugs } from '../../src/pages/solutions/sectors';
import { steelInput } from '../fixtures/ghg';
import { E2E } from './env';
import { cognitoClient, LOCAL_CLIENT_ID } from './support/cognito';
import { publishedArticleSlug } from './support/content';
import { DEMO_PASSWORD, OWNER } from './support/session';
import { sidewaysOverflow } from './support/layout';

const STAFF = 'staff@ghg-demo.vn';
const widths = [390, 1280] as const;
const locales = ['vi', 'en'] as const;

type Account = 'owner' | 'staff' | null;

/** Who visits a route: the sign-in and sign-up family signed out, the staff console as staff, the rest as owner. */
function accountFor(path: string): Account {
  if (path.startsWith('/auth/')) return null;
  if (path.startsWith('/staff')) return 'staff';
  return 'owner';
}

interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  userName: string;
}

async function tokensOf(email: string): Promise<Tokens> {
  // The support module's one SDK client (shared: not destroyed here).
  const answer = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: LOCAL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  );
  const result = answer.AuthenticationResult;
  if (!result?.AccessToken || !result.IdToken || !result.RefreshToken) throw new Error(`${email}: no tokens`);
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
    userName: email,
  };
}

async function api<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const answer = await fetch(`${E2E.appUrl}/api${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} /api${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

type List<T> = { data: T[] };

/** The first item's id of a staff list, creating nothing: the seeded content has articles and stories. */
async function firstId(path: string, token: string): Promise<string> {
  const first = (await api<List<{ id: number | string }>>(`${path}?take=1`, {}, token)).data[0];
  if (!first) throw new Error(`${path} is empty`);
  return String(first.id);
}

/** A contact request's id (sending one through the public form's API when the list is empty). */
async function contactRequestId(token: string): Promise<string> {
  const list = await api<List<{ id: string }>>('/staff/contact-requests?take=1', {}, token);
  if (list.data[0]) return list.data[0].id;
  await api('/spaces/sent-contact-sale', {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Lan',
      lastName: 'Nguyễn',
      email: 'overflow-check@example.com',
      phone: '0912345678',
      companyName: 'Công ty Kiểm Tra Bố Cục',
      career: 'Sản xuất thép',
      companySize: '51-200',
      requirement: 'Kiểm kê khí nhà kính cho năm 2026.',
      agreePrivacy: true,
    }),
  });
  return firstId('/staff/contact-requests', token);
}

/**
 * A seeded course's pages: its detail, its first lesson, its first chapter's quiz and its certificate request. The
 * owner joins the course (idempotent), so the lesson and quiz show what a learner sees (the quiz's questions).
 */
async function academySamples(ownerToken: string): Promise<Record<string, string>> {
  const course = (await api<List<{ id: number; slug: string }>>('/academy/courses?take=1')).data[0];
  if (!course) throw new Error('no published course (the academy seed was not loaded?)');
  const detail = await api<{
    data: { chapters: Array<{ id: number; lessons: Array<{ id: number; slug: string }> }> };
  }>(`/academy/courses/${course.id}`);
  const chapter = detail.data.chapters[0];
  const lesson = chapter.lessons[0];
  await api(`/academy/courses/${course.id}/enrol`, { method: 'POST', body: '{}' }, ownerToken);
  return {
    courseDetail: `/academy/course/${course.id}/detail/${course.slug}`,
    lesson: `/academy/course/${course.id}/chapter/${chapter.id}/lesson/${lesson.id}/${lesson.slug}`,
    quiz: `/academy/course/${course.id}/chapter/${chapter.id}/quiz`,
    certificateRequest: `/academy/course/${course.id}/certificate`,
  };
}

/** An expert application's id for the staff review page: the demo owner's (a draft is saved when they have none). */
async function expertApplicationId(ownerToken: string): Promise<string> {
  const mine = await api<{ data: { id: string } | null }>('/experts/applications/me', {}, ownerToken);
  if (mine.data) return mine.data.id;
  const draft = await api<{ data: { id: string } }>(
    '/experts/applications/me',
    {
      method: 'PUT',
      body: JSON.stringify({ data: { headline: 'Chuyên gia kiểm kê khí nhà kính ngành thép' } }),
    },
    ownerToken,
  );
  return draft.data.id;
}

/** Seeded (or made) values for every route parameter. */
async function samples(staffToken: string, ownerToken: string): Promise<Record<string, string>> {
  const story = (await api<List<{ slug: string }>>('/success-stories?take=1')).data[0];
  if (!story) throw new Error('no published success story (the content seed was not loaded?)');
  const report = await api<{ data: { id: string } }>('/ghg-reports', {
    method: 'POST',
    body: JSON.stringify(steelInput),
  });
  // A report of the owner's workspace with its share link on, for the shared page.
  const owned = await api<{ data: { id: string } }>(
    '/ghg-reports',
    { method: 'POST', body: JSON.stringify(steelInput) },
    ownerToken,
  );
  const share = await api<{ data: { shareToken: string } }>(
    `/ghg-reports/${owned.data.id}/share`,
    { method: 'POST', body: '{}' },
    ownerToken,
  );
  const inventoryId = await firstId('/inventories', ownerToken);
  return {
    ghgReportShared: `/ghg-report/shared/${share.data.shareToken}`,
    articleDetail: `/article/${await publishedArticleSlug(E2E.appUrl)}`,
    successStory: `/success-stories/${story.slug}`,
    ghgInventoryProduct: productPath(sectorSlugs[0]),
    ghgReportDetail: `/ghg-report/${report.data.id}/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html`,
    ...(await academySamples(ownerToken)),
    verify: '/verify/GHG-2026-AAAAAA',
    staffContactRequest: `/staff/contact-requests/${await contactRequestId(staffToken)}`,
    staffArticle: `/staff/articles/${await firstId('/staff/articles', staffToken)}`,
    staffStory: `/staff/success-stories/${await firstId('/staff/success-stories', staffToken)}`,
    // The seeded illustrative expert with the longest texts and the most credentials.
    expertProfile: '/expert/profile/nguyen-van-hung',
    staffExpertApplication: `/staff/expert-applications/${await expertApplicationId(ownerToken)}`,
    // The demo workspace's seeded draft inventory (two illustrative facilities in its boundary).
    inventory: `/work-space/inventories/${inventoryId}`,
    inventoryData: `/work-space/inventories/${inventoryId}/data`,
    // Its audit trail (the seed's creation and boundary events, long e-mail addresses and field names).
    inventoryAudit: `/work-space/inventories/${inventoryId}/audit`,
  };
}

interface Visit {
  screen: string;
  path: string;
  account: Account;
}

let visits: Visit[] = [];
let sessions: Record<'owner' | 'staff', Tokens>;

test.beforeAll(async () => {
  const [owner, staff] = await Promise.all([tokensOf(OWNER.email), tokensOf(STAFF)]);
  sessions = { owner, staff };
  const filled = await samples(staff.accessToken, owner.accessToken);
  const missing = routes.filter((route) => route.path.includes(':') && !filled[route.screen]);
  expect(
    missing.map((route) => route.screen),
    'routes with parameters need a sample value in tests/e2e/overflow.spec.ts',
  ).toEqual([]);
  visits = [
    ...routes.map((route) => {
      const path = route.path.includes(':') ? filled[route.screen] : route.path;
      return { screen: route.screen, path, account: accountFor(path) };
    }),
    { screen: notFoundRoute.screen, path: '/khong-co-trang-nay', account: null },
    // The expert list filtered down to a country with its city list, and a search that finds nobody (empty state).
    {
      screen: 'expertList',
      path: '/expert/list-expert?countryId=18&cityId=1&service=VERIFICATION',
      account: null,
    },
    { screen: 'expertList', path: '/expert/list-expert?q=khong-ai-ten-nay', account: null },
  ];
});

async function useAccount(context: BrowserContext, account: Account): Promise<void> {
  const names = ['accessToken', 'refreshToken', 'sessionToken', 'userName'];
  await context.clearCookies({ name: new RegExp(`^(${names.join('|')})$`) });
  if (!account) return;
  const tokens = sessions[account];
  await context.addCookies(
    Object.entries({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      sessionToken: tokens.idToken,
      userName: tokens.userName,
    }).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: E2E.appUrl, sameSite: 'Lax' })),
  );
}

/** API calls the page has on their way (its data loads), counted from the browser's side. */
function trackApiCalls(page: Page): { readonly pending: number } {
  const running = new Set<unknown>();
  const isApi = (url: string) => url.startsWith(`${E2E.appUrl}/api/`);
  page.on('request', (request) => {
    if (isApi(request.url())) running.add(request);
  });
  page.on('requestfinished', (request) => running.delete(request));
  page.on('requestfailed', (request) => running.delete(request));
  return {
    get pending() {
      return running.size;
    },
  };
}

/** The page is drawn with its data: an h1, no session check or page chunk pending, no API call running. */
async function settle(page: Page, calls: { readonly pending: number }): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.page-loading, [aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => calls.pending, { intervals: [50, 50, 100, 100, 250] }).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
}

/** Pages visited side by side in one context: most of a visit is waiting (server, chunks, data). */
const PAGES_AT_ONCE = 3;

for (const locale of locales) {
  for (const width of widths) {
    test(`every route fits ${width} px wide (${locale})`, async ({ browser }, testInfo) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({
        baseURL: E2E.appUrl,
        viewport: { width, height: 800 },
        locale: locale === 'vi' ? 'vi-VN' : 'en-US',
      });
      await context.addCookies([{ name: 'locale', value: locale, url: E2E.appUrl, sameSite: 'Lax' }]);
      await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
      const pages = await Promise.all(
        Array.from({ length: PAGES_AT_ONCE }, async () => {
          const page = await context.newPage();
          return { page, calls: trackApiCalls(page) };
        }),
      );

      async function check({ page, calls }: (typeof pages)[number], visit: Visit) {
        await test.step(`${visit.screen} ${visit.path}`, async () => {
          await page.goto(visit.path);
          await settle(page, calls);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await testInfo.attach(`${locale}-${width}-${visit.screen}`, {
            body: await page.screenshot({ type: 'jpeg', quality: 60 }),
            contentType: 'image/jpeg',
          });
          expect.soft(await sidewaysOverflow(page), `${visit.path} (${locale}, ${width} px)`).toEqual([]);
        });
      }

      // The cookies are the context's: one account at a time, its routes shared out between the pages.
      for (const account of [null, 'owner', 'staff'] as const) {
        await useAccount(context, account);
        const queue = visits.filter((visit) => visit.account === account);
        await Promise.all(
          pages.map(async (worker) => {
            for (let visit = queue.shift(); visit; visit = queue.shift()) await check(worker, visit);
          }),
        );
      }
      await context.close();
    });
  }
}
