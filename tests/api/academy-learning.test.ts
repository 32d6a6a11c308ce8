// The academy API (issue 12, without certificates) on PGlite and PostgreSQL, part 2: progress and the resume point,
// the same figure on every screen, quizzes (no answers before an attempt, fail then pass, the retry pause, the best
// score, the rate limit), completion by the policy only, isolation between learners, and the real courses of
// content/academy walked from the first lesson to completion. Seed, list, lessons and joining: academy.test.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../domain/messages';
import { seedAcademy } from '../../server/academy/seed';
import { createRateLimiter } from '../../server/rate-limit';
import { ENGINES, testConfig } from './harness';
import { buildSpacesApp, makeSpace, makeUser, useSpacesSuite, type TestUser } from './support/spaces';
import { ACADEMY_FIXTURES, FAIL, PASS, useAcademy } from './support/academy-courses';

const INVENTORY = 'khoa-hoc-kiem-ke-thu-nghiem';
const ESG = 'khoa-hoc-esg-thu-nghiem';
const CBAM = 'khoa-hoc-cbam-thu-nghiem';
const PUBLIC_DIR = path.resolve(fileURLToPath(new URL('../../public/', import.meta.url)));

describe.each(ENGINES)('academy learning on %s', (engine) => {
  const { suite, call } = useSpacesSuite(engine);
  const academy = useAcademy(suite, call);

  beforeAll(async () => {
    const seeded = await seedAcademy(suite.db, { dir: ACADEMY_FIXTURES });
    expect(seeded.problems).toEqual([]);
  });

  describe('progress', () => {
    it('survives a new read, moves the resume point, and shows the same figure on every screen', async () => {
      const learner = await makeUser(suite.db, 'progress');
      const id = await academy.courseId(INVENTORY);
      await academy.enrol(learner, INVENTORY);
      const lessons = await academy.lessons(INVENTORY);
      const put = await call(learner, {
        method: 'PUT',
        url: `/api/academy/courses/${id}/lessons/${lessons[1].lessonId}/progress`,
        payload: { completed: true, positionSeconds: 95 },
      });
      expect(put.status).toBe(200);
      expect(put.body.data).toMatchObject({
        completedLessonIds: [lessons[1].lessonId],
        stepsDone: 1,
        progressPercent: 14,
      });
      expect(put.body.data.resume).toMatchObject({ lessonId: lessons[1].lessonId, positionSeconds: 95 });
      const detail = (await call(learner, { method: 'GET', url: `/api/academy/courses/${id}` })).body.data;
      expect(detail.enrolment).toEqual(put.body.data);
      expect(detail.enrolled).toBe(true);
      expect(detail.progressPercent).toBe(14);
      expect(detail.chapters[0].lessons.map((l: { completed: boolean }) => l.completed)).toEqual([
        false,
        true,
        false,
      ]);
      const listed = (await call(learner, { method: 'GET', url: '/api/academy/courses' })).body.data;
      expect(listed.find((c: { id: number }) => c.id === id)).toMatchObject({
        enrolled: true,
        progressPercent: 14,
      });
      const lesson = (await call(learner, { method: 'GET', url: academy.lessonUrl(lessons[1]) })).body.data;
      expect(lesson.completed).toBe(true);

      // Only a position: the lesson is the resume point; another lesson without a position clears it.
      const moved = await call(learner, {
        method: 'PUT',
        url: `/api/academy/courses/${id}/lessons/${lessons[2].lessonId}/progress`,
        payload: { positionSeconds: 12 },
      });
      expect(moved.body.data.resume).toMatchObject({ lessonId: lessons[2].lessonId, positionSeconds: 12 });
      expect(moved.body.data.completedLessonIds).toEqual([lessons[1].lessonId]);
      const undone = await call(learner, {
        method: 'PUT',
        url: `/api/academy/courses/${id}/lessons/${lessons[1].lessonId}/progress`,
        payload: { completed: false },
      });
      expect(undone.body.data).toMatchObject({ completedLessonIds: [], progressPercent: 0 });
      expect(undone.body.data.resume).toMatchObject({ lessonId: lessons[1].lessonId, positionSeconds: null });
    });

    it('refuses bad bodies with 400, strangers with 403, unknown lessons with 404', async () => {
      const learner = await makeUser(suite.db, 'bodies');
      const stranger = await makeUser(suite.db, 'stranger');
      const id = await academy.courseId(CBAM);
      await academy.enrol(learner, CBAM);
      const [lesson] = await academy.lessons(CBAM);
      const url = `/api/academy/courses/${id}/lessons/${lesson.lessonId}/progress`;
      for (const payload of [
        {},
        { completed: 'yes' },
        { positionSeconds: -1 },
        { positionSeconds: 86401 },
        { positionSeconds: 1.5 },
      ]) {
        const res = await call(learner, { method: 'PUT', url, payload });
        expect(res, JSON.stringify(payload)).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION_FAILED' },
        });
      }
      const notJson = await suite.app.inject({
        method: 'PUT',
        url,
        headers: {
          authorization: `Bearer ${await suite.tokenOf(learner)}`,
          'content-type': 'application/json',
        },
        payload: '{"completed": tru',
      });
      expect(notJson.statusCode).toBe(400);
      expect((await call(stranger, { method: 'PUT', url, payload: { completed: true } })).status).toBe(403);
      const other = (await academy.lessons(INVENTORY))[0];
      const outside = await call(learner, {
        method: 'PUT',
        url: `/api/academy/courses/${id}/lessons/${other.lessonId}/progress`,
        payload: { completed: true },
      });
      expect(outside.status).toBe(404);
    });

    it("another learner's progress is never visible", async () => {
      const a = await makeUser(suite.db, 'alice');
      const b = await makeUser(suite.db, 'bob');
      const id = await academy.courseId(CBAM);
      await academy.enrol(a, CBAM);
      const [lesson] = await academy.lessons(CBAM);
      await call(a, {
        method: 'PUT',
        url: `/api/academy/courses/${id}/lessons/${lesson.lessonId}/progress`,
        payload: { completed: true },
      });
      const seenByB = (await call(b, { method: 'GET', url: `/api/academy/courses/${id}` })).body.data;
      expect(seenByB).toMatchObject({ enrolled: false, progressPercent: null, enrolment: null });
      expect(seenByB.chapters[0].lessons[0].completed).toBe(false);
      const joined = (await call(b, { method: 'POST', url: `/api/academy/courses/${id}/enrol` })).body.data;
      expect(joined.completedLessonIds).toEqual([]);
      expect((await call(b, { method: 'GET', url: academy.lessonUrl(lesson) })).body.data.completed).toBe(
        false,
      );
    });
  });

  describe('quizzes and completion', () => {
    it('never shows the answers before an attempt; fail, then pass, the best score counts', async () => {
      const learner = await makeUser(suite.db, 'quiz');
      await academy.enrol(learner, INVENTORY);
      const [chapter1] = await academy.chapters(INVENTORY);
      const before = await call(learner, { method: 'GET', url: academy.quizUrl(INVENTORY, chapter1) });
      expect(before.status).toBe(200);
      expect(JSON.stringify(before.body)).not.toMatch(/correct|explanation/i);
      expect(before.body.data).toMatchObject({ passPercent: 75, lastAttempt: null });
      expect(before.body.data.questions.map((q: { multiple: boolean }) => q.multiple)).toEqual([
        false,
        true,
        false,
        false,
      ]);
      expect(before.body.data.standing).toEqual({
        quizId: before.body.data.id,
        chapterId: chapter1,
        attempts: 0,
        bestScorePercent: null,
        passed: false,
        attemptsLeft: 2,
        retryAt: null,
      });

      const failed = await academy.attempt(learner, INVENTORY, chapter1, FAIL);
      expect(failed.status).toBe(201);
      expect(failed.body.data.outcome).toMatchObject({
        attemptNumber: 1,
        scorePercent: 50,
        correctCount: 2,
        passed: false,
      });
      expect(failed.body.data.outcome.results[1]).toMatchObject({
        key: 'q2',
        correct: false,
        correctOptions: [0, 2],
      });
      expect(failed.body.data.standing).toMatchObject({ attempts: 1, attemptsLeft: 1, passed: false });

      const passed = await academy.attempt(learner, INVENTORY, chapter1, PASS);
      expect(passed.body.data.outcome).toMatchObject({ attemptNumber: 2, scorePercent: 100, passed: true });
      expect(passed.body.data.standing).toMatchObject({ passed: true, bestScorePercent: 100, retryAt: null });
      expect(passed.body.data.enrolment).toMatchObject({ stepsDone: 1, progressPercent: 14 });

      // A worse retake does not lose the pass.
      const worse = await academy.attempt(learner, INVENTORY, chapter1, FAIL);
      expect(worse.body.data.standing).toMatchObject({ passed: true, bestScorePercent: 100, attempts: 3 });
      const after = (await call(learner, { method: 'GET', url: academy.quizUrl(INVENTORY, chapter1) })).body
        .data;
      expect(after.lastAttempt).toMatchObject({ attemptNumber: 3, scorePercent: 50 });
      expect(after.lastAttempt.results[0].explanation).toBe('Phát thải trực tiếp.');
    });

    it('attempts in a row, then 409 QUIZ_RETRY_LATER until the pause ends', async () => {
      const learner = await makeUser(suite.db, 'retry');
      await academy.enrol(learner, INVENTORY);
      const [, chapter2] = await academy.chapters(INVENTORY);
      await academy.attempt(learner, INVENTORY, chapter2, FAIL);
      const second = await academy.attempt(learner, INVENTORY, chapter2, FAIL);
      expect(second.body.data.standing).toMatchObject({ attemptsLeft: 0, passed: false });
      const retryAt = Date.parse(second.body.data.standing.retryAt);
      expect(retryAt - Date.parse(second.body.data.outcome.submittedAt)).toBe(24 * 3600 * 1000);
      const refused = await academy.attempt(learner, INVENTORY, chapter2, PASS, 'en');
      expect(refused).toMatchObject({
        status: 409,
        body: {
          code: 'QUIZ_RETRY_LATER',
          message: message('en', 'errors', 'quizRetryLater'),
          details: [{ field: 'retryAt', message: second.body.data.standing.retryAt }],
        },
      });
      // The pause ends: the attempts are 25 hours old.
      await suite.db.query(
        `UPDATE academy_quiz_attempts SET submitted_at = submitted_at - interval '25 hours'
         WHERE enrolment_id = (SELECT id FROM academy_enrolments WHERE user_id = $1)`,
        [learner.id],
      );
      const quiz = (await call(learner, { method: 'GET', url: academy.quizUrl(INVENTORY, chapter2) })).body
        .data;
      expect(quiz.standing).toMatchObject({ attemptsLeft: 2, retryAt: null });
      const third = await academy.attempt(learner, INVENTORY, chapter2, PASS);
      expect(third).toMatchObject({
        status: 201,
        body: { data: { outcome: { attemptNumber: 3, passed: true } } },
      });
    });

    it('refuses answers it cannot score with 400; strangers 403; a chapter without that quiz 404', async () => {
      const learner = await makeUser(suite.db, 'answers');
      const stranger = await makeUser(suite.db, 'outsider');
      await academy.enrol(learner, CBAM);
      const [chapter] = await academy.chapters(CBAM);
      const bad = [
        [{ key: 'nope', selected: [0] }],
        [
          { key: 'q1', selected: [0] },
          { key: 'q1', selected: [1] },
        ],
        [{ key: 'q4', selected: [3] }],
        [{ key: 'q1', selected: [1, 1] }],
        [{ key: 'q1', selected: [10] }],
        [{ key: 'q1' }],
      ];
      for (const answers of bad) {
        const res = await academy.attempt(learner, CBAM, chapter, answers as never);
        expect(res, JSON.stringify(answers)).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION_FAILED' },
        });
      }
      const { rows } = await suite.db.query(
        `SELECT count(*)::int AS n FROM academy_quiz_attempts a JOIN academy_enrolments e ON e.id = a.enrolment_id
         WHERE e.user_id = $1`,
        [learner.id],
      );
      expect(rows[0].n).toBe(0);
      expect((await academy.attempt(stranger, CBAM, chapter, PASS)).status).toBe(403);
      expect((await call(stranger, { method: 'GET', url: academy.quizUrl(CBAM, chapter) })).status).toBe(403);
      expect((await call(null, { method: 'GET', url: academy.quizUrl(CBAM, chapter) })).status).toBe(401);
      const [otherChapter] = await academy.chapters(INVENTORY);
      expect((await call(learner, { method: 'GET', url: academy.quizUrl(CBAM, otherChapter) })).status).toBe(
        404,
      );
    });

    it('at most 30 attempts per user an hour: the 31st is 429 RATE_LIMITED', async () => {
      const limited = await buildSpacesApp(
        suite.db,
        undefined,
        createRateLimiter({ prefix: `quiz-${engine}:` }),
      );
      try {
        const learner = await makeUser(suite.db, 'hurried');
        const other = await makeUser(suite.db, 'calm');
        // ESG allows unlimited attempts, so only the rate limit can refuse.
        const id = await academy.courseId(ESG);
        const [chapter] = await academy.chapters(ESG);
        const send = async (user: TestUser) =>
          limited.app.inject({
            method: 'POST',
            url: `/api/academy/courses/${id}/chapters/${chapter}/quiz/attempts`,
            headers: { authorization: `Bearer ${await limited.tokenOf(user)}`, 'accept-language': 'en' },
            payload: { answers: FAIL },
          });
        for (const user of [learner, other]) {
          const res = await limited.app.inject({
            method: 'POST',
            url: `/api/academy/courses/${id}/enrol`,
            headers: { authorization: `Bearer ${await limited.tokenOf(user)}` },
          });
          expect(res.statusCode).toBe(200);
        }
        for (let i = 0; i < 30; i += 1) expect((await send(learner)).statusCode).toBe(201);
        const refused = await send(learner);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({
          code: 'RATE_LIMITED',
          message: message('en', 'errors', 'rateLimited'),
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await send(other)).statusCode).toBe(201);
      } finally {
        await limited.app.close();
      }
    });

    it('complete only when every required lesson and every quiz is done; completedAt is never unset', async () => {
      const learner: TestUser = await makeUser(suite.db, 'finisher');
      const id = await academy.courseId(ESG);
      await academy.enrol(learner, ESG);
      const chapters = await academy.chapters(ESG);
      for (const chapter of chapters) await academy.attempt(learner, ESG, chapter, PASS);
      const lessons = await academy.lessons(ESG);
      // ESG requires only its first lesson: 1 lesson + 2 quizzes.
      const put = async (lessonId: number, completed: boolean) =>
        (
          await call(learner, {
            method: 'PUT',
            url: `/api/academy/courses/${id}/lessons/${lessonId}/progress`,
            payload: { completed },
          })
        ).body.data;
      const optional = await put(lessons[1].lessonId, true);
      expect(optional).toMatchObject({
        steps: 3,
        stepsDone: 2,
        progressPercent: 66,
        complete: false,
        completedAt: null,
      });
      const done = await put(lessons[0].lessonId, true);
      expect(done).toMatchObject({
        steps: 3,
        stepsDone: 3,
        progressPercent: 100,
        complete: true,
        certificateId: null,
      });
      expect(Date.parse(done.completedAt)).toBeGreaterThan(Date.now() - 60_000);
      const undone = await put(lessons[0].lessonId, false);
      expect(undone).toMatchObject({ complete: false, progressPercent: 66, completedAt: done.completedAt });
    });
  });
  describe('the real courses (content/academy, the ACADEMY_DIR default)', () => {
    it('load without a problem, and a learner can read every lesson, pass every quiz and complete each', async () => {
      const seeded = await seedAcademy(suite.db, { dir: testConfig().academyDir });
      expect(seeded.problems).toEqual([]);
      const slugs = [...seeded.inserted, ...seeded.updated, ...seeded.unchanged].map((key) => key.slice(8));
      expect(slugs.length).toBeGreaterThanOrEqual(4);
      const { space, owner } = await makeSpace(suite.db, 'real');
      await suite.db.query(`UPDATE spaces SET plan = 'STANDARD' WHERE id = $1`, [space.id]);
      for (const slug of slugs) {
        const id = await academy.courseId(slug);
        await academy.enrol(owner, slug);
        for (const locale of ['vi', 'en'] as const) {
          const detail = await call(owner, {
            method: 'GET',
            url: `/api/academy/courses/${id}`,
            headers: { 'accept-language': locale },
          });
          expect(detail.status, slug).toBe(200);
          expect(detail.body.data.chapters.length, slug).toBeGreaterThanOrEqual(3);
        }
        let last: any = null;
        let figures = 0;
        for (const lesson of await academy.lessons(slug)) {
          const read = await call(owner, { method: 'GET', url: academy.lessonUrl(lesson) });
          expect(read.status, `${slug}/${lesson.slug}`).toBe(200);
          expect(read.body.data.contentHtml).not.toMatch(/<script|onerror=|javascript:/i);
          // Every figure a lesson shows is a file of public/.
          for (const [, src] of read.body.data.contentHtml.matchAll(/<img src="([^"]+)"/g)) {
            expect(existsSync(path.join(PUBLIC_DIR, src)), `${slug}/${lesson.slug}: ${src}`).toBe(true);
            figures += 1;
          }
          last = await call(owner, {
            method: 'PUT',
            url: `/api/academy/courses/${id}/lessons/${lesson.lessonId}/progress`,
            payload: { completed: true },
          });
          expect(last.status).toBe(200);
        }
        expect(last.body.data.complete).toBe(false);
        expect(figures, slug).toBeGreaterThan(0);
        for (const chapter of await academy.chapters(slug)) {
          const { rows } = await suite.db.query<{ questions: { key: string; correct: number[] }[] }>(
            'SELECT questions FROM academy_quizzes WHERE chapter_id = $1',
            [chapter],
          );
          const answers = rows[0].questions.map((q) => ({ key: q.key, selected: q.correct }));
          last = await academy.attempt(owner, slug, chapter, answers);
          expect(last.status, `${slug} chapter ${chapter}`).toBe(201);
          expect(last.body.data.outcome.scorePercent).toBe(100);
        }
        expect(last.body.data.enrolment, slug).toMatchObject({ complete: true, progressPercent: 100 });
      }
    });
  });
});
