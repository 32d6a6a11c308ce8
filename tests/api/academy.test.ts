// The academy API (issue 12, without certificates) on PGlite and PostgreSQL, part 1: the course seed from the
// fixture courses (tests/fixtures/academy: loaded, skipped when unchanged, rewritten in place keeping ids, broken
// folders reported), the list with its filters and paging against a plain SQL read, the course detail, lessons
// (the preview is public, the others 401/403, neighbours across chapters), joining (idempotent, the plan's COURSE
// limit, the space's usage). Progress, quizzes and completion: academy-learning.test.ts.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../domain/messages';
import { seedAcademy } from '../../server/academy/seed';
import { ENGINES } from './harness';
import { makeSpace, makeUser, useSpacesSuite } from './support/spaces';
import { ACADEMY_FIXTURES, BROKEN_ACADEMY_FIXTURES, useAcademy } from './support/academy-courses';

const INVENTORY = 'khoa-hoc-kiem-ke-thu-nghiem';
const ESG = 'khoa-hoc-esg-thu-nghiem';
const CBAM = 'khoa-hoc-cbam-thu-nghiem';
const DECREE = 'khoa-hoc-nghi-dinh-06-thu-nghiem';

describe.each(ENGINES)('academy on %s', (engine) => {
  const { suite, call } = useSpacesSuite(engine);
  const academy = useAcademy(suite, call);

  beforeAll(async () => {
    const seeded = await seedAcademy(suite.db, { dir: ACADEMY_FIXTURES });
    expect(seeded.problems).toEqual([]);
    expect(seeded.inserted).toEqual([CBAM, ESG, INVENTORY, DECREE].map((s) => `academy/${s}`).sort());
  });

  describe('course seed', () => {
    it('a second run changes nothing', async () => {
      const again = await seedAcademy(suite.db, { dir: ACADEMY_FIXTURES });
      expect(again).toMatchObject({ inserted: [], updated: [], problems: [] });
      expect(again.unchanged).toHaveLength(4);
    });

    it('stores Markdown and both languages, the policy and the quiz as in the files', async () => {
      const { rows } = await suite.db.query(
        `SELECT c.languages, c.quiz_pass_percent, c.max_quiz_attempts, c.quiz_retry_hours, c.featured,
           (SELECT count(*)::int FROM academy_lessons l WHERE l.course_id = c.id) AS lessons,
           (SELECT count(*)::int FROM academy_lesson_translations t JOIN academy_lessons l ON l.id = t.lesson_id
             WHERE l.course_id = c.id) AS texts
         FROM academy_courses c WHERE c.slug = $1`,
        [INVENTORY],
      );
      expect(rows[0]).toEqual({
        languages: ['vi', 'en'],
        quiz_pass_percent: 75,
        max_quiz_attempts: 2,
        quiz_retry_hours: 24,
        featured: true,
        lessons: 5,
        texts: 10,
      });
      const markdown = await suite.db.query(
        `SELECT t.markdown FROM academy_lesson_translations t JOIN academy_lessons l ON l.id = t.lesson_id
         WHERE l.slug = 'pham-vi' AND t.locale = 'en'`,
      );
      expect(markdown.rows[0].markdown).toMatch(/^## Scopes 1, 2 and 3\n/);
    });

    it('a changed course is rewritten in place: same ids, a removed lesson retired, never deleted', async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-'));
      try {
        const course = path.join(dir, 'khoa-hoc-tam-thoi');
        await cp(path.join(ACADEMY_FIXTURES, INVENTORY), course, { recursive: true });
        const yaml = path.join(course, 'course.yaml');
        await writeFile(
          yaml,
          (await readFile(yaml, 'utf8')).replace(`slug: ${INVENTORY}`, 'slug: khoa-hoc-tam-thoi'),
        );
        const first = await seedAcademy(suite.db, { dir });
        expect(first.inserted).toEqual(['academy/khoa-hoc-tam-thoi']);
        const before = await academy.lessonIds('khoa-hoc-tam-thoi');

        await rm(path.join(course, '01-co-ban', '03-he-so-phat-thai.vi.md'));
        await rm(path.join(course, '01-co-ban', '03-he-so-phat-thai.en.md'));
        await writeFile(
          yaml,
          (await readFile(yaml, 'utf8')).replace("title: 'Test inventory course'", "title: 'Renamed'"),
        );
        const second = await seedAcademy(suite.db, { dir });
        expect(second).toMatchObject({ updated: ['academy/khoa-hoc-tam-thoi'], inserted: [], problems: [] });
        const after = await academy.lessonIds('khoa-hoc-tam-thoi');
        expect(after).toEqual(before);
        const retired = await suite.db.query(
          `SELECT slug FROM academy_lessons WHERE course_id = $1 AND retired`,
          [await academy.courseId('khoa-hoc-tam-thoi')],
        );
        expect(retired.rows).toEqual([{ slug: 'he-so-phat-thai' }]);
        const id = await academy.courseId('khoa-hoc-tam-thoi');
        const detail = await call(null, {
          method: 'GET',
          url: `/api/academy/courses/${id}`,
          headers: { 'accept-language': 'en' },
        });
        expect(detail.body.data.title).toBe('Renamed');
        expect(detail.body.data.lessonCount).toBe(4);
        expect(detail.body.data.chapters[0].lessons.map((l: { slug: string }) => l.slug)).toEqual([
          'gioi-thieu',
          'pham-vi',
        ]);
      } finally {
        await rm(dir, { recursive: true, force: true });
        await suite.db.query(
          `UPDATE academy_courses SET status = 'retired' WHERE slug = 'khoa-hoc-tam-thoi'`,
        );
      }
    });

    it('broken course folders are skipped and reported; the good one still loads', async () => {
      const result = await seedAcademy(suite.db, { dir: BROKEN_ACADEMY_FIXTURES });
      expect(result.inserted).toEqual(['academy/hop-le']);
      const problems = result.problems.join('\n');
      expect(result.problems).toHaveLength(4);
      expect(problems).toMatch(
        /academy\/sai-dap-an: .*questions\[0\] correct: must list .* from 0 to 3, got \[7\]/,
      );
      expect(problems).toMatch(
        /academy\/sai-dap-an: .*questions\[3\] vi.options: must be a list of 2 to 10 options/,
      );
      expect(problems).toMatch(
        /academy\/thieu-tieng-anh: 02-ke-khai\/mau-ke-khai: the en file .* is missing/,
      );
      expect(problems).toMatch(/academy\/ten-thu-muc-khac: course.yaml slug: must be the folder's name/);
      expect(problems).toMatch(/academy\/thoi-luong-sai: .*durationMinutes: must be a whole number/);
      // A bad value is reported once, not again as a difference between the languages.
      expect(problems).not.toMatch(/differs from the vi file/);
      await suite.db.query(`UPDATE academy_courses SET status = 'retired' WHERE slug = 'hop-le'`);
      expect(await seedAcademy(suite.db, { dir: '/nonexistent-academy' })).toEqual({
        inserted: [],
        updated: [],
        unchanged: [],
        problems: [],
      });
    });
  });

  describe('course list', () => {
    it('filters and pages exactly as a plain SQL read of the published courses', async () => {
      const cases: [string, string][] = [
        ['', 'true'],
        ['topic=esg', `c.topic = 'esg'`],
        ['language=en', `'en' = ANY(c.languages)`],
        ['featured=true', 'c.featured'],
        ['featured=false&language=vi', `NOT c.featured AND 'vi' = ANY(c.languages)`],
        ['topic=cbam&featured=true', `c.topic = 'cbam' AND c.featured`],
      ];
      for (const [query, where] of cases) {
        const { rows } = await suite.db.query<{ id: number }>(
          `SELECT c.id FROM academy_courses c WHERE c.status = 'published' AND ${where}
           ORDER BY c.featured DESC, CASE WHEN c.featured THEN c.sort_order END, c.updated_at DESC, c.id DESC`,
        );
        const expected = rows.map((r) => r.id);
        const all = await call(null, { method: 'GET', url: `/api/academy/courses?${query}` });
        expect(all.status, query).toBe(200);
        expect(
          all.body.data.map((c: { id: number }) => c.id),
          query,
        ).toEqual(expected);
        expect(all.body.meta, query).toEqual({ page: 1, take: 50, total: expected.length, pageCount: 1 });
        const page2 = await call(null, { method: 'GET', url: `/api/academy/courses?${query}&take=2&page=2` });
        expect(
          page2.body.data.map((c: { id: number }) => c.id),
          query,
        ).toEqual(expected.slice(2, 4));
        expect(page2.body.meta.pageCount).toBe(Math.ceil(expected.length / 2));
      }
    });

    it('texts in the request language when the course has it, else Vietnamese; visitors are not enrolled', async () => {
      const en = await call(null, {
        method: 'GET',
        url: '/api/academy/courses',
        headers: { 'accept-language': 'en' },
      });
      const bySlug = new Map(en.body.data.map((c: { slug: string }) => [c.slug, c]));
      expect(bySlug.get(INVENTORY)).toMatchObject({
        title: 'Test inventory course',
        topic: 'ghg-inventory',
        languages: ['vi', 'en'],
        featured: true,
        chapterCount: 2,
        lessonCount: 5,
        durationMinutes: 36,
        estimatedMinutes: 60,
        updatedAt: '2026-11-19T17:00:00.000Z',
        enrolled: false,
        progressPercent: null,
      });
      expect(bySlug.get(ESG)).toMatchObject({ title: 'Khóa học ESG thử nghiệm', languages: ['vi'] });
    });

    it('a bad filter is 400, an invalid token 401', async () => {
      expect((await call(null, { method: 'GET', url: '/api/academy/courses?topic=nope' })).status).toBe(400);
      expect((await call(null, { method: 'GET', url: '/api/academy/courses?take=0' })).status).toBe(400);
      const res = await suite.app.inject({
        method: 'GET',
        url: '/api/academy/courses',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('course detail and lessons', () => {
    it('the detail: chapters with lessons in order, the first lesson is the preview, quizzes, policy', async () => {
      const id = await academy.courseId(INVENTORY);
      const res = await call(null, {
        method: 'GET',
        url: `/api/academy/courses/${id}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.status).toBe(200);
      const course = res.body.data;
      expect(course.completionPolicy).toEqual({
        requiredLessons: 'all',
        quizPassPercent: 75,
        maxQuizAttempts: 2,
        quizRetryHours: 24,
      });
      expect(course.overviewHtml).toContain('<strong>sample</strong>');
      expect(course.sources).toHaveLength(1);
      expect(course.enrolment).toBeNull();
      expect(course.chapters.map((c: { title: string; position: number }) => [c.title, c.position])).toEqual([
        ['Basics', 1],
        ['Reporting', 2],
      ]);
      expect(course.chapters[0].quiz).toMatchObject({ questionCount: 4 });
      const lessons = course.chapters.flatMap((c: { lessons: unknown[] }) => c.lessons);
      expect(lessons.map((l: { preview: boolean }) => l.preview)).toEqual([true, false, false, false, false]);
      expect(lessons[1]).toMatchObject({
        slug: 'pham-vi',
        title: 'Scopes 1, 2 and 3',
        position: 2,
        durationMinutes: 8,
      });
      const esg = await call(null, {
        method: 'GET',
        url: `/api/academy/courses/${await academy.courseId(ESG)}`,
      });
      expect(esg.body.data.completionPolicy.requiredLessons).toBe('marked');
      expect(esg.body.data.completionPolicy.maxQuizAttempts).toBeNull();
      expect((await call(null, { method: 'GET', url: '/api/academy/courses/999999' })).status).toBe(404);
    });

    it('the preview lesson is public; the others are 401 for visitors and 403 until joined', async () => {
      const learner = await makeUser(suite.db, 'reader');
      const [first, second] = await academy.lessons(INVENTORY);
      const preview = await call(null, { method: 'GET', url: academy.lessonUrl(first) });
      expect(preview.status).toBe(200);
      expect(preview.body.data).toMatchObject({ preview: true, previous: null, completed: false });
      expect(preview.body.data.contentHtml).toContain('<table>');
      expect(preview.body.data.contentHtml).not.toContain('<script');
      expect((await call(null, { method: 'GET', url: academy.lessonUrl(second) })).body.code).toBe(
        'UNAUTHORIZED',
      );
      const refused = await call(learner, { method: 'GET', url: academy.lessonUrl(second) });
      expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      await academy.enrol(learner, INVENTORY);
      expect((await call(learner, { method: 'GET', url: academy.lessonUrl(second) })).status).toBe(200);
      // A lesson in another chapter than the path says is unknown.
      const wrong = { ...second, chapterId: (await academy.lessons(INVENTORY))[3].chapterId };
      expect((await call(learner, { method: 'GET', url: academy.lessonUrl(wrong) })).status).toBe(404);
    });

    it('neighbours cross chapters; the chapter quiz follows its last lesson', async () => {
      const learner = await makeUser(suite.db, 'walker');
      await academy.enrol(learner, INVENTORY);
      const lessons = await academy.lessons(INVENTORY);
      const third = (
        await call(learner, {
          method: 'GET',
          url: academy.lessonUrl(lessons[2]),
          headers: { 'accept-language': 'en' },
        })
      ).body.data;
      expect(third.previous).toMatchObject({ lessonId: lessons[1].lessonId, slug: 'pham-vi' });
      expect(third.next).toMatchObject({
        lessonId: lessons[3].lessonId,
        chapterId: lessons[3].chapterId,
        title: 'Writing the report',
      });
      expect(third.chapterQuiz).toMatchObject({ chapterId: lessons[2].chapterId, questionCount: 4 });
      expect(third.chapterTitle).toBe('Basics');
      const last = (await call(learner, { method: 'GET', url: academy.lessonUrl(lessons[4]) })).body.data;
      expect(last.next).toBeNull();
      expect(last.chapterQuiz).not.toBeNull();
      const middle = (await call(learner, { method: 'GET', url: academy.lessonUrl(lessons[1]) })).body.data;
      expect(middle.chapterQuiz).toBeNull();
    });
  });

  describe('joining and the plan', () => {
    it('joining is idempotent and counted once in the space usage', async () => {
      const { space, owner } = await makeSpace(suite.db, 'join');
      const id = await academy.courseId(INVENTORY);
      const first = await call(owner, { method: 'POST', url: `/api/academy/courses/${id}/enrol` });
      const again = await call(owner, { method: 'POST', url: `/api/academy/courses/${id}/enrol` });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body.data.enrolledAt).toBe(first.body.data.enrolledAt);
      expect(first.body.data).toMatchObject({
        courseId: id,
        steps: 7,
        stepsDone: 0,
        progressPercent: 0,
        complete: false,
      });
      expect(first.body.data.resume).toMatchObject({ slug: 'gioi-thieu', positionSeconds: null });
      const history = await call(owner, {
        method: 'GET',
        url: `/api/subscription/resource-history/${space.id}?resource=COURSE`,
      });
      expect(history.body.data).toHaveLength(1);
      expect(history.body.data[0]).toMatchObject({ action: 'COURSE_ENROLLED', delta: 1, usedAfter: 1 });
      expect((await call(owner, { method: 'POST', url: '/api/academy/courses/999999/enrol' })).status).toBe(
        404,
      );
      expect((await call(null, { method: 'POST', url: `/api/academy/courses/${id}/enrol` })).status).toBe(
        401,
      );
    });

    it('FREE allows 3 courses: the 4th is 403 PLAN_LIMIT_REACHED, and the usage says 3 of 3', async () => {
      const { space, owner } = await makeSpace(suite.db, 'limit');
      for (const slug of [INVENTORY, ESG, CBAM]) await academy.enrol(owner, slug);
      const id = await academy.courseId(DECREE);
      const refused = await call(owner, {
        method: 'POST',
        url: `/api/academy/courses/${id}/enrol`,
        headers: { 'accept-language': 'en' },
      });
      expect(refused).toMatchObject({
        status: 403,
        body: { code: 'PLAN_LIMIT_REACHED', message: message('en', 'errors', 'planLimitReached') },
      });
      const access = await call(owner, {
        method: 'POST',
        url: '/api/subscription/validate-access-subscripiton',
        payload: { spaceId: space.id, resource: 'COURSE' },
      });
      expect(access.body.data).toMatchObject({ allowed: false, used: 3, limit: 3, plan: 'FREE' });
      // Joining one already joined is not a new course.
      expect(
        (
          await call(owner, {
            method: 'POST',
            url: `/api/academy/courses/${await academy.courseId(ESG)}/enrol`,
          })
        ).status,
      ).toBe(200);
      await suite.db.query(`UPDATE spaces SET plan = 'STANDARD' WHERE id = $1`, [space.id]);
      expect((await call(owner, { method: 'POST', url: `/api/academy/courses/${id}/enrol` })).status).toBe(
        200,
      );
      const { rows } = await suite.db.query(
        `SELECT count(*)::int AS n FROM academy_enrolments WHERE user_id = $1 AND space_id = $2`,
        [owner.id, space.id],
      );
      expect(rows[0].n).toBe(4);
    });

    it('joins sent together never pass the limit: one of three fits, two are refused', async () => {
      const { space, owner } = await makeSpace(suite.db, 'race');
      await academy.enrol(owner, INVENTORY);
      await academy.enrol(owner, ESG);
      const ids = [await academy.courseId(CBAM), await academy.courseId(DECREE), await academy.courseId(ESG)];
      const answers = await Promise.all(
        ids.map((id) => call(owner, { method: 'POST', url: `/api/academy/courses/${id}/enrol` })),
      );
      // ESG was joined before (200 again); of CBAM and DECREE only one fits the third place.
      expect(answers[2].status).toBe(200);
      expect(
        answers
          .slice(0, 2)
          .map((a) => a.status)
          .sort(),
      ).toEqual([200, 403]);
      const { rows } = await suite.db.query(
        `SELECT (SELECT count(*)::int FROM academy_enrolments WHERE space_id = $1) AS enrolments,
           (SELECT sum(delta)::int FROM space_usage_events WHERE space_id = $1 AND resource = 'COURSE') AS used`,
        [space.id],
      );
      expect(rows[0]).toEqual({ enrolments: 3, used: 3 });
    });

    it('a caller without a space is counted alone on FREE', async () => {
      const loner = await makeUser(suite.db, 'loner');
      for (const slug of [INVENTORY, ESG, CBAM]) await academy.enrol(loner, slug);
      const refused = await call(loner, {
        method: 'POST',
        url: `/api/academy/courses/${await academy.courseId(DECREE)}/enrol`,
      });
      expect(refused).toMatchObject({ status: 403, body: { code: 'PLAN_LIMIT_REACHED' } });
    });
  });
});
