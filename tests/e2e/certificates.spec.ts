// Certificates on the real local stack. A learner who has completed a course (lessons and chapter quizzes done
// through the API here; the academy spec walks them in the browser) asks for the certificate: the spec's
// validation messages come first, then the certificate is issued at once. The PDF holds the name with its
// Vietnamese diacritics and the code; the signed credential downloads as a JWS. A fresh browser (no session)
// opens the verification page: valid. Staff revoke it from the console with a reason; the verification page
// then says revoked, with the reason, in vi and en; an altered credential file is found not valid.
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { pdfText } from '../api/support/pdf-text';
import { E2E } from './env';
import { expectNoSideways } from './support/layout';
import { createOwner } from './support/workspace';
import {
  cognitoSignIn,
  dictionaries,
  expect,
  expectFieldError,
  field,
  PASSWORD,
  signIn,
  test,
} from './support/registration';
import { messages } from '../../domain/messages';

const STAFF = { email: 'staff@ghg-demo.vn', password: 'GhgDemo@2026' };
const vi = dictionaries.vi;
const en = dictionaries.en;

interface CourseDetail {
  id: number;
  slug: string;
  title: string;
  chapters: { id: number; lessons: { id: number }[]; quiz: { id: number } | null }[];
  enrolment: { complete: boolean } | null;
}

/** Joins the course with the fewest lessons and completes it through the API: every lesson, every quiz passed. */
async function completeACourse(api: APIRequestContext): Promise<CourseDetail> {
  const list = await (await api.get('/api/academy/courses?take=100')).json();
  const smallest = [...list.data].sort((a, b) => a.lessonCount - b.lessonCount)[0];
  expect((await api.post(`/api/academy/courses/${smallest.id}/enrol`)).status()).toBe(200);
  const course: CourseDetail = (await (await api.get(`/api/academy/courses/${smallest.id}`)).json()).data;
  for (const chapter of course.chapters) {
    for (const lesson of chapter.lessons) {
      const done = await api.put(`/api/academy/courses/${course.id}/lessons/${lesson.id}/progress`, {
        data: { completed: true },
      });
      expect(done.status(), await done.text()).toBe(200);
    }
    if (!chapter.quiz) continue;
    const base = `/api/academy/courses/${course.id}/chapters/${chapter.id}/quiz`;
    const quiz = (await (await api.get(base)).json()).data;
    // A first attempt with nothing chosen fails and reveals the right options; the second passes.
    const first = await api.post(`${base}/attempts`, {
      data: { answers: quiz.questions.map((q: { key: string }) => ({ key: q.key, selected: [] })) },
    });
    expect(first.status(), await first.text()).toBe(201);
    const results = (await first.json()).data.outcome.results as { key: string; correctOptions: number[] }[];
    const second = await api.post(`${base}/attempts`, {
      data: { answers: results.map((r) => ({ key: r.key, selected: r.correctOptions })) },
    });
    expect((await second.json()).data.outcome.passed).toBe(true);
  }
  const after: CourseDetail = (await (await api.get(`/api/academy/courses/${course.id}`)).json()).data;
  expect(after.enrolment?.complete).toBe(true);
  return after;
}

async function verificationIn(page: Page, code: string, lang: 'vi' | 'en') {
  await page.goto(`/verify/${code}${lang === 'en' ? '?lang=en' : ''}`);
  return page
    .getByRole('region', { name: new RegExp(dictionaries[lang].certificates.verify.resultTitle) })
    .first();
}

test('a learner gets a certificate that anyone can verify, and staff can revoke it', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const learner = await createOwner('certificate');
  const tokens = await cognitoSignIn(learner.email, PASSWORD);
  expect(tokens.ok).toBe(true);
  const api = await playwrightRequest.newContext({
    baseURL: E2E.appUrl,
    extraHTTPHeaders: {
      Authorization: `Bearer ${tokens.ok ? tokens.accessToken : ''}`,
      'Accept-Language': 'vi',
    },
  });
  const course = await completeACourse(api);
  await api.dispose();

  // The request form, prefilled from the profile; the spec's messages first.
  await signIn(page, learner.email, PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/academy/course/${course.id}/certificate`);
  const t = vi.certificates.request;
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.certificateRequest })).toBeVisible();
  await expect(field(page, t.email)).toHaveValue(learner.email);
  await expectNoSideways(page);
  await field(page, t.phone).fill('');
  await field(page, t.organizationName).fill('');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expectFieldError(field(page, t.phone), messages.vi.validation.phoneRequired);
  await expectFieldError(field(page, t.organizationName), messages.vi.validation.organizationNameRequired);
  await field(page, t.phone).fill('0123');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expectFieldError(field(page, t.phone), messages.vi.validation.invalidPhone);

  // Valid details, a name with Vietnamese diacritics: issued at once.
  await field(page, t.firstName).fill('Hằng');
  await field(page, t.lastName).fill('Nguyễn Thị');
  await field(page, t.phone).fill('0912345678');
  await field(page, t.organizationName).fill('Công ty Thép Xanh E2E');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  const issued = vi.certificates.issued;
  await expect(page.getByRole('heading', { level: 2, name: issued.title })).toBeVisible();
  const code = (await page.locator('.certificate-facts code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^GHG-\d{4}-[A-Z0-9]{6}$/);
  await expectNoSideways(page);

  // The PDF: the name with its diacritics and the code, in its text.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: issued.downloadPdf, exact: true }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  const text = pdfText(await readFile((await pdfDownload.path())!));
  expect(text).toContain('Hằng');
  expect(text).toContain('Nguyễn Thị');
  expect(text).toContain(code);

  // The signed credential: a compact JWS.
  const [jwtDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: issued.downloadCredential, exact: true }).click(),
  ]);
  const credential = (await readFile((await jwtDownload.path())!, 'utf8')).trim();
  expect(credential.split('.')).toHaveLength(3);
  const linkedIn = page.getByRole('link', { name: issued.addToLinkedIn });
  await expect(linkedIn).toHaveAttribute('href', new RegExp(`certId=${code}`));

  // The profile lists it.
  await page.goto('/user/profile');
  const mine = page.getByRole('region', { name: vi.profile.certificates });
  await expect(mine).toContainText(code);
  await expect(mine).toContainText(course.title);

  // A fresh browser, no session: valid.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const valid = await verificationIn(strangerPage, code, 'vi');
  await expect(valid).toContainText(vi.certificates.verify.states.VALID);
  await expect(valid).toContainText('Nguyễn Thị');
  await expect(valid).not.toContainText(learner.email);

  // An altered credential file is not valid.
  const [head, payload, signature] = credential.split('.');
  const altered = `${head}.${payload.slice(0, -4)}${payload.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}.${signature}`;
  await strangerPage.getByLabel(vi.certificates.verify.pasteLabel).fill(altered);
  await strangerPage.getByRole('button', { name: vi.certificates.verify.check, exact: true }).click();
  await expect(strangerPage.locator('.verify-file')).toContainText(vi.certificates.verify.states.INVALID);

  // Staff revoke it with a reason.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, STAFF.email, STAFF.password);
  await staffPage.goto('/staff/certificates');
  await staffPage.getByRole('searchbox', { name: vi.staff.list.searchLabel }).fill(code);
  await staffPage.getByRole('button', { name: vi.staff.list.searchButton, exact: true }).click();
  const card = staffPage.getByRole('listitem').filter({ hasText: code });
  await card.getByRole('button', { name: vi.staff.certificates.revoke, exact: true }).click();
  await card.getByRole('button', { name: vi.staff.certificates.confirmRevoke, exact: true }).click();
  await expectFieldError(
    card.getByLabel(vi.staff.certificates.reasonLabel),
    vi.staff.certificates.reasonRequired,
  );
  await card.getByLabel(vi.staff.certificates.reasonLabel).fill('Cấp nhầm người nhận (kiểm thử E2E)');
  await card.getByRole('button', { name: vi.staff.certificates.confirmRevoke, exact: true }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: code })).toBeVisible();

  // Revoked, with the reason, in vi and en.
  const revoked = await verificationIn(strangerPage, code, 'vi');
  await expect(revoked).toContainText(vi.certificates.verify.states.REVOKED);
  await expect(revoked).toContainText('Cấp nhầm người nhận (kiểm thử E2E)');
  const revokedEn = await verificationIn(strangerPage, code, 'en');
  await expect(revokedEn).toContainText(en.certificates.verify.states.REVOKED);
  await expectNoSideways(strangerPage);

  // An unknown code says unknown.
  const unknown = await verificationIn(strangerPage, 'GHG-2000-ZZZZZZ', 'en');
  await expect(unknown).toContainText(en.certificates.verify.states.UNKNOWN);
  await stranger.close();
  await staffContext.close();
});
