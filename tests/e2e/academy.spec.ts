// The academy on the real local stack (the seeded courses of content/academy): a visitor browses in Vietnamese and
// English and reads the preview lesson; "Start course" sends them to sign in and back, which joins ("Joined");
// they walk every lesson of the first chapter with Next and Previous, fail then pass its quiz, and find the same
// progress after a reload and after signing in again. A fourth course on the FREE plan (three courses) shows the
// plan limit with a link to pricing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { en, vi } from '../../src/i18n/whole';
import { E2E } from './env';
import { uniqueAddress } from './support/mail';
import {
  activateThroughApi,
  cognitoSignIn,
  expect,
  httpErrorLine,
  person,
  PASSWORD,
  signUpThroughApi,
  test,
} from './support/registration';
import { submitSignIn } from './support/session';

const COURSE_SLUG = 'kiem-ke-khi-nha-kinh-co-ban';

interface CourseSummary {
  id: number;
  slug: string;
  title: string;
}
interface CourseDetail extends CourseSummary {
  chapters: Array<{
    id: number;
    title: string;
    lessons: Array<{ id: number; slug: string; title: string }>;
    quiz: { id: number } | null;
  }>;
}

async function apiGet<T>(route: string, lang: 'vi' | 'en' = 'vi', token?: string): Promise<T> {
  const answer = await fetch(`${E2E.appUrl}/api${route}`, {
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(answer.status, route).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

async function courseBySlug(lang: 'vi' | 'en' = 'vi'): Promise<CourseDetail> {
  const list = await apiGet<CourseSummary[]>('/academy/courses?take=50', lang);
  const summary = list.find((course) => course.slug === COURSE_SLUG);
  if (!summary) throw new Error(`${COURSE_SLUG} is not seeded`);
  return apiGet<CourseDetail>(`/academy/courses/${summary.id}`, lang);
}

const coursePath = (course: CourseSummary) => `/academy/course/${course.id}/detail/${course.slug}`;

/** The first chapter's quiz as written in the repository (the answers are never sent to the browser). */
function firstChapterQuiz(): Array<{ prompt: string; correct: number[]; options: string[] }> {
  const folder = path.resolve('content/academy', COURSE_SLUG);
  const chapter = readdirSync(folder)
    .filter((name) => /^\d+-/.test(name))
    .sort()[0];
  const quiz = parse(readFileSync(path.join(folder, chapter, 'quiz.yaml'), 'utf8')) as {
    questions: Array<{ correct: number[]; vi: { prompt: string; options: string[] } }>;
  };
  return quiz.questions.map((question) => ({
    prompt: question.vi.prompt,
    options: question.vi.options,
    correct: question.correct,
  }));
}

/** Answers every question of the quiz form: the correct options, or one wrong option each. */
async function answerQuiz(page: Page, right: boolean) {
  const questions = firstChapterQuiz();
  const groups = page.locator('fieldset.quiz-question');
  const count = await groups.count();
  expect(count).toBe(questions.length);
  for (let index = 0; index < count; index += 1) {
    const group = groups.nth(index);
    const legend = (await group.locator('legend').textContent()) ?? '';
    const question = questions.find((candidate) => legend.includes(candidate.prompt));
    if (!question) throw new Error(`no question in quiz.yaml for "${legend}"`);
    const wrong = question.options.findIndex((_, option) => !question.correct.includes(option));
    const chosen = right ? question.correct : [wrong];
    for (const option of chosen) await group.getByLabel(question.options[option], { exact: true }).check();
  }
}

async function newLearner(request: Parameters<typeof signUpThroughApi>[0]): Promise<string> {
  const email = uniqueAddress('academy');
  await signUpThroughApi(request, person(email));
  await activateThroughApi(request, email);
  return email;
}

for (const lang of ['vi', 'en'] as const) {
  test(`a visitor browses the academy and reads the preview lesson (${lang})`, async ({
    page,
    consoleWatch,
  }) => {
    const LL = lang === 'vi' ? vi : en;
    const course = await courseBySlug(lang);
    consoleWatch.allow(httpErrorLine(401, `/academy/courses/${course.id}/chapters/`));
    if (lang === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/academy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LL.academyCatalog.home.title);
    await expect(
      page.getByRole('heading', { level: 2, name: LL.academyCatalog.home.featuredTitle }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: course.title })).toBeVisible();

    await page.getByRole('link', { name: LL.academyCatalog.home.allCourses }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LL.screens.courseList);
    await page.getByRole('link', { name: LL.academy.topics.cbam, exact: true }).click();
    await expect(page).toHaveURL(/\/academy\/course\?topic=cbam$/);
    await expect(page.locator('.course-card')).toHaveCount(1);
    await page.getByRole('link', { name: LL.academyCatalog.list.allTopics }).click();
    await expect(page.locator('.course-card').first()).toBeVisible();

    await page.getByRole('link', { name: course.title }).click();
    await expect(page).toHaveURL(new RegExp(`${coursePath(course)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await expect(page.getByRole('button', { name: LL.academy.course.start })).toBeEnabled();
    await expect(page.getByRole('heading', { name: LL.academyCourse.policyTitle })).toBeVisible();

    const [first, second] = course.chapters[0].lessons;
    await page.getByRole('link', { name: LL.academy.course.readPreview }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page.locator('.lesson-content')).not.toBeEmpty();
    await expect(page.getByText(LL.academy.lesson.previewNote)).toBeVisible();

    await page.getByRole('link', { name: `${LL.academy.lesson.next} →` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
    await expect(page.getByText(LL.academy.lesson.signInToRead)).toBeVisible();
    await expect(page.locator('.lesson-content')).toHaveCount(0);
  });
}

test('course pages are server-rendered with their title, description, canonical URL and hreflang vi/en, and listed in the sitemap', async ({
  request,
}) => {
  const course = await courseBySlug();
  const english = await courseBySlug('en');
  const detail = await request.get(`/academy/course/${course.id}/detail/sai-duong-dan`, {
    headers: { accept: 'text/html' },
  });
  expect(detail.status()).toBe(200);
  const html = await detail.text();
  const canonical = `${E2E.appUrl}${coursePath(course)}`;
  expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
  expect(html).toContain(`hreflang="vi" href="${canonical}"`);
  expect(html).toContain(`hreflang="en" href="${canonical}?lang=en"`);
  expect(html).toMatch(new RegExp(`<title[^>]*>${course.title} · `));
  const summary = (await apiGet<{ summary: string }>(`/academy/courses/${course.id}`)).summary;
  expect(html).toContain(`<meta name="description" content="${summary.replace(/&/g, '&amp;')}"`);
  expect(html).toContain(`<h1 id="page-title">${course.title}</h1>`);

  const inEnglish = await (
    await request.get(`${coursePath(course)}?lang=en`, { headers: { accept: 'text/html' } })
  ).text();
  expect(inEnglish).toContain(`<h1 id="page-title">${english.title}</h1>`);
  expect(inEnglish).toContain(`<link rel="canonical" href="${canonical}?lang=en"`);

  const [first] = course.chapters[0].lessons;
  const lesson = await (
    await request.get(
      `/academy/course/${course.id}/chapter/${course.chapters[0].id}/lesson/${first.id}/${first.slug}`,
      { headers: { accept: 'text/html' } },
    )
  ).text();
  expect(lesson).toContain(`<h1 id="page-title">${first.title}</h1>`);
  expect(lesson).toContain('class="academy-html lesson-content"');
  expect(lesson).toContain('hreflang="en"');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${canonical}</loc>`);
  expect(sitemap).toContain(`<loc>${E2E.appUrl}/academy/course</loc>`);
});

test("the browser takes over a visitor's course and preview lesson without fetching them again", async ({
  page,
}) => {
  const course = await courseBySlug();
  const [first] = course.chapters[0].lessons;
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/academy/')) reads.push(request.url());
  });
  await page.goto(coursePath(course));
  await expect(page.getByRole('button', { name: vi.academy.course.start })).toBeEnabled();
  await page.goto(
    `/academy/course/${course.id}/chapter/${course.chapters[0].id}/lesson/${first.id}/${first.slug}`,
  );
  await expect(page.locator('.lesson-content')).not.toBeEmpty();
  await expect(page.getByText(vi.academy.lesson.previewNote)).toBeVisible();
  // Hydrated (the header shows the live, signed-out session) and settled.
  await expect(page.getByRole('link', { name: vi.session.signIn, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
});

test('a wrong slug is replaced by the right one; an unknown course is the 404 page', async ({
  page,
  consoleWatch,
}) => {
  const course = await courseBySlug();
  await page.goto(`/academy/course/${course.id}/detail/sai-duong-dan`);
  await expect(page).toHaveURL(new RegExp(`${coursePath(course)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
  consoleWatch.allow(/status of 404/);
  await page.goto('/academy/course/999999/detail/khong-co');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi.notFound.title);
});

test('sign in from "Start course", join, walk a chapter, fail then pass its quiz, keep the progress', async ({
  page,
  request,
  consoleWatch,
}) => {
  test.setTimeout(120_000);
  const LL = vi;
  const course = await courseBySlug();
  const chapter = course.chapters[0];
  const email = await newLearner(request);
  consoleWatch.allow(/status of 401/);

  // "Start course" as a visitor: sign in, come back, joined.
  await page.goto(coursePath(course));
  await page.getByRole('button', { name: LL.academy.course.start }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=/);
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${coursePath(course)}$`));
  await expect(page.getByText(LL.academy.course.joined, { exact: true })).toBeVisible();
  await expect(page.getByText(LL.academy.course.progressValue.replace('{percent}', '0'))).toBeVisible();

  // Every lesson of the first chapter, with Next (which marks each done) and once with Previous.
  await page.getByRole('link', { name: LL.academy.course.continue, exact: true }).click();
  for (const [index, lesson] of chapter.lessons.entries()) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lesson.title);
    await expect(page.locator('.lesson-content')).not.toBeEmpty();
    if (index === 1) {
      await page.getByRole('link', { name: `← ${LL.academy.lesson.previous}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapter.lessons[0].title);
      await expect(page.getByText(LL.academy.lesson.isDone)).toBeVisible();
      await page.getByRole('link', { name: `${LL.academy.lesson.next} →` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lesson.title);
    }
    await page.getByRole('link', { name: `${LL.academy.lesson.next} →` }).click();
  }
  // After the chapter's last lesson: its quiz.
  await expect(page).toHaveURL(new RegExp(`/academy/course/${course.id}/chapter/${chapter.id}/quiz$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    LL.academyQuiz.title.replace('{chapter}', chapter.title),
  );

  // Submitting with nothing chosen names the unanswered questions.
  await page.getByRole('button', { name: LL.academyQuiz.submit }).click();
  await expect(page.locator('fieldset.quiz-question.is-missing').first()).toBeVisible();

  await answerQuiz(page, false);
  await page.getByRole('button', { name: LL.academyQuiz.submit }).click();
  await expect(page.getByRole('heading', { level: 2, name: LL.academyQuiz.failed })).toBeVisible();
  await expect(page.getByText(LL.academyQuiz.incorrect, { exact: true }).first()).toBeVisible();
  await expect(page.locator('.quiz-explanation').first()).toBeVisible();

  await page.getByRole('button', { name: LL.academyQuiz.retake }).click();
  await answerQuiz(page, true);
  await page.getByRole('button', { name: LL.academyQuiz.submit }).click();
  await expect(page.getByRole('heading', { level: 2, name: LL.academyQuiz.passed })).toBeVisible();
  await expect(page.getByText(/Điểm: 100%/)).toBeVisible();

  // The figure every screen shows is the API's.
  const { accessToken } = (await cognitoSignIn(email, PASSWORD)) as { accessToken: string };
  const mine = await apiGet<CourseDetail & { enrolment: { progressPercent: number } }>(
    `/academy/courses/${course.id}`,
    'vi',
    accessToken,
  );
  const percent = String(mine.enrolment.progressPercent);
  expect(Number(percent)).toBeGreaterThan(0);
  const progressText = LL.academy.course.progressValue.replace('{percent}', percent);
  await expect(page.getByText(LL.academyQuiz.courseProgress.replace('{percent}', percent))).toBeVisible();

  await page.goto(coursePath(course));
  await expect(page.getByText(progressText)).toBeVisible();
  await page.reload();
  await expect(page.getByText(progressText)).toBeVisible();
  await expect(page.locator('.course-toc .toc-tag', { hasText: LL.academy.course.done })).toHaveCount(
    chapter.lessons.length,
  );

  // A new sign-in (cookies gone): the same progress.
  await page.context().clearCookies();
  await page.goto(`/auth/sign-in?next=${encodeURIComponent(coursePath(course))}`);
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${coursePath(course)}$`));
  await expect(page.getByText(LL.academy.course.joined, { exact: true })).toBeVisible();
  await expect(page.getByText(progressText)).toBeVisible();

  // The course list says "Joined" with the same figure.
  await page.goto('/academy/course');
  const card = page.locator('.course-card', { hasText: course.title });
  await expect(card.getByText(LL.academy.card.joined)).toBeVisible();
  await expect(card.getByText(LL.academy.card.progress.replace('{percent}', percent))).toBeVisible();
});

test('the plan limit: a fourth course on the FREE plan says so and links to pricing', async ({
  page,
  request,
  consoleWatch,
}) => {
  const LL = vi;
  const email = await newLearner(request);
  const { accessToken } = (await cognitoSignIn(email, PASSWORD)) as { accessToken: string };
  const courses = await apiGet<CourseSummary[]>('/academy/courses?take=50');
  expect(courses.length).toBeGreaterThanOrEqual(4);
  for (const course of courses.slice(0, 3)) {
    const answer = await fetch(`${E2E.appUrl}/api/academy/courses/${course.id}/enrol`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(answer.status).toBe(200);
  }
  const fourth = courses[3];
  consoleWatch.allow(httpErrorLine(403, `/academy/courses/${fourth.id}/enrol`));
  await page.goto(`/auth/sign-in?next=${encodeURIComponent(coursePath(fourth))}`);
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${coursePath(fourth)}$`));
  await page.getByRole('button', { name: LL.academy.course.start }).click();
  await expect(page.getByText(LL.academy.course.planLimitTitle)).toBeVisible();
  await expect(page.getByRole('link', { name: LL.academy.course.seePricing })).toHaveAttribute(
    'href',
    '/solutions/pricing',
  );
});

/** Completes a course through the API as `token`: every lesson done, every quiz passed (a blank try shows the key). */
async function completeThroughApi(course: CourseDetail, token: string) {
  const call = async (method: string, route: string, body?: unknown) => {
    const answer = await fetch(`${E2E.appUrl}/api${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(answer.status, `${method} ${route}`).toBeLessThan(300);
    return ((await answer.json()) as { data: Record<string, never> }).data;
  };
  await call('POST', `/academy/courses/${course.id}/enrol`);
  for (const chapter of course.chapters) {
    for (const lesson of chapter.lessons)
      await call('PUT', `/academy/courses/${course.id}/lessons/${lesson.id}/progress`, { completed: true });
    if (!chapter.quiz) continue;
    const base = `/academy/courses/${course.id}/chapters/${chapter.id}/quiz`;
    const quiz = (await call('GET', base)) as unknown as { questions: Array<{ key: string }> };
    const blank = (await call('POST', `${base}/attempts`, {
      answers: quiz.questions.map((question) => ({ key: question.key, selected: [] })),
    })) as unknown as { outcome: { results: Array<{ key: string; correctOptions: number[] }> } };
    await call('POST', `${base}/attempts`, {
      answers: blank.outcome.results.map((result) => ({ key: result.key, selected: result.correctOptions })),
    });
  }
}

test('a completed course reads 100 % and its join area links to the certificate', async ({
  page,
  request,
}) => {
  const LL = vi;
  const course = await courseBySlug();
  const email = await newLearner(request);
  const { accessToken } = (await cognitoSignIn(email, PASSWORD)) as { accessToken: string };
  await completeThroughApi(course, accessToken);
  await page.goto(`/auth/sign-in?next=${encodeURIComponent(coursePath(course))}`);
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${coursePath(course)}$`));
  await expect(page.getByText(LL.academy.course.progressValue.replace('{percent}', '100'))).toBeVisible();
  await expect(page.getByText(LL.academy.course.complete)).toBeVisible();
  await expect(page.getByRole('link', { name: LL.academy.course.getCertificate })).toHaveAttribute(
    'href',
    `/academy/course/${course.id}/certificate`,
  );
});
