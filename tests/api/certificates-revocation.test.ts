// The academy's certificates (issue 12) on both database engines, part 2: staff revocation published in the status
// list and shown by the verification, the staff list, a key rotation that keeps old certificates valid, the whole
// way through the academy API (join, lessons, quizzes) before a certificate, and the rate limits. Part 1:
// certificates.test.ts.
import { decodeProtectedHeader, importJWK, compactVerify, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../domain/messages';
import { bitAt, statusListOf } from '../../domain/academy/credential';
import { rotateIssuerKey } from '../../server/academy/keys';
import { seedAcademy } from '../../server/academy/seed';
import { decodeBitstring } from '../../server/academy/vc-jwt';
import { ENGINES } from './harness';
import { enrol, finishCourse, type TestCourse } from './support/academy';
import { ACADEMY_FIXTURES, FAIL, PASS } from './support/academy-courses';
import { FORM, payloadOf, useCertificateSuite } from './support/certificates';
import { expectError } from './support/error-body';
import { pdfText } from './support/pdf-text';
import { useCognitoLocal } from './support/session-suite';

const stack = useCognitoLocal();

describe.each(ENGINES)('certificate revocation and keys on %s', (engine) => {
  const { suite, call, users, courses, request, verifyFile } = useCertificateSuite(engine, stack);
  let course: TestCourse;
  let certificate: any;

  beforeAll(async () => {
    course = courses.course;
    const issued = await request(course.id, users.learner.token, FORM, 'vi');
    expect(issued.statusCode).toBe(201);
    certificate = issued.json().data;
  });

  describe('revocation by staff', () => {
    const revoke = (token: string | undefined, payload: object = { reason: 'Cấp nhầm người' }) =>
      call({ method: 'POST', url: `/api/staff/certificates/${certificate.id}/revoke`, token, payload });

    const statusBit = async () => {
      const res = await call({ method: 'GET', url: '/api/academy/status-lists/1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const jwks = (await call({ method: 'GET', url: '/.well-known/jwks.json' })).json();
      const jwk = jwks.keys.find((key: JWK) => key.kid === decodeProtectedHeader(res.body).kid);
      const { payload } = await compactVerify(res.body, await importJWK(jwk, 'RS256'));
      const list = JSON.parse(new TextDecoder().decode(payload));
      const listUrl = 'http://localhost:8080/api/academy/status-lists/1';
      const encoded = statusListOf(list, 'http://localhost:8080/api/academy/issuer', listUrl)!;
      expect(encoded.startsWith('u')).toBe(true);
      const bits = decodeBitstring(encoded)!;
      expect(bits.length * 8).toBeGreaterThanOrEqual(131_072);
      const index = Number(payloadOf(await credentialOf()).credentialStatus.statusListIndex);
      return bitAt(bits, index);
    };
    const credentialOf = async () =>
      (
        await call({
          method: 'GET',
          url: `/api/academy/certificates/${certificate.id}/credential`,
          token: users.learner.token,
        })
      ).body;

    it('is staff only: 401 signed out, 403 for a learner; nothing changes', async () => {
      expectError(await revoke(undefined), 401, 'UNAUTHORIZED');
      expectError(await revoke(users.learner.token), 403, 'FORBIDDEN');
      expectError(
        await call({ method: 'GET', url: '/api/staff/certificates', token: users.learner.token }),
        403,
        'FORBIDDEN',
      );
      expect(await statusBit()).toBe(false);
      // Only list 1 exists (no certificate points at another one).
      expectError(await call({ method: 'GET', url: '/api/academy/status-lists/2' }), 404, 'NOT_FOUND');
    });

    it('revokes with a reason and an audit row; again is 409; the status list bit is set; verification says REVOKED', async () => {
      expectError(await revoke(users.staff.token, { reason: '   ' }), 400, 'VALIDATION_FAILED');
      expectError(
        await call({
          method: 'POST',
          url: '/api/staff/certificates/00000000-0000-4000-8000-000000000000/revoke',
          token: users.staff.token,
          payload: { reason: 'x' },
        }),
        404,
        'NOT_FOUND',
      );
      const res = await revoke(users.staff.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: certificate.id,
        status: 'REVOKED',
        revocationReason: 'Cấp nhầm người',
      });
      expectError(await revoke(users.staff.token), 409, 'CONFLICT');
      const audit = await suite.handle.db.query(
        `SELECT action, actor_user_id, after FROM audit_log WHERE entity_type = 'academyCertificate' AND entity_id = $1`,
        [certificate.id],
      );
      expect(audit.rows).toEqual([
        {
          action: 'academyCertificate.revoke',
          actor_user_id: users.staff.userId,
          after: { status: 'REVOKED', reason: 'Cấp nhầm người' },
        },
      ]);
      expect(await statusBit()).toBe(true);
      const byCode = (
        await call({ method: 'GET', url: `/api/academy/verify/${certificate.code}`, locale: 'en' })
      ).json().data;
      expect(byCode).toMatchObject({
        state: 'REVOKED',
        reason: 'Cấp nhầm người',
        recipientName: 'Nguyễn Thị Hằng',
      });
      expect(byCode.revokedAt).not.toBeNull();
      expect((await verifyFile(await credentialOf())).json().data.state).toBe('REVOKED');
      const mine = await call({
        method: 'GET',
        url: '/api/academy/certificates',
        token: users.learner.token,
      });
      expect(mine.json().data[0]).toMatchObject({ status: 'REVOKED' });
      // The PDF is still served, marked as revoked.
      const pdf = await call({
        method: 'GET',
        url: `/api/academy/certificates/${certificate.id}/pdf`,
        token: users.learner.token,
      });
      expect(pdfText(pdf.rawPayload)).toContain('ĐÃ THU HỒI');
    });

    it('lists certificates for staff with search and status filters', async () => {
      const list = async (query: string) =>
        (
          await call({ method: 'GET', url: `/api/staff/certificates?${query}`, token: users.staff.token })
        ).json();
      const all = await list('');
      expect(all.meta).toMatchObject({ page: 1, take: 20 });
      expect(all.data.map((c: any) => c.id)).toContain(certificate.id);
      expect((await list(`q=${encodeURIComponent('nguyễn thị hằng')}`)).data.map((c: any) => c.id)).toContain(
        certificate.id,
      );
      expect((await list(`q=${certificate.code.toLowerCase()}`)).data).toHaveLength(1);
      expect((await list('q=th%C3%A9p%20xanh&status=REVOKED')).data.map((c: any) => c.id)).toContain(
        certificate.id,
      );
      expect((await list('status=VALID')).data.map((c: any) => c.id)).not.toContain(certificate.id);
      expect((await list('q=100%25')).data).toEqual([]);
    });
  });

  describe('key rotation', () => {
    it('a new key signs new certificates; certificates signed by the retired key still verify', async () => {
      const oldKid = decodeProtectedHeader(
        (
          await suite.handle.db.query(`SELECT credential_jwt FROM academy_certificates WHERE id = $1`, [
            certificate.id,
          ])
        ).rows[0].credential_jwt,
      ).kid;
      const newKid = await rotateIssuerKey(suite.handle.db);
      expect(newKid).not.toBe(oldKid);
      const jwks = (await call({ method: 'GET', url: '/.well-known/jwks.json' })).json();
      expect(jwks.keys.map((key: JWK) => key.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));

      await finishCourse(suite.handle.db, await enrol(suite.handle.db, users.late.userId, course.id), course);
      const issued = await request(course.id, users.late.token, { ...FORM, email: users.late.email }, 'en');
      expect(issued.statusCode).toBe(201);
      const late = issued.json().data;
      expect(late.locale).toBe('en');
      const lateJwt = (
        await call({
          method: 'GET',
          url: `/api/academy/certificates/${late.id}/credential`,
          token: users.late.token,
        })
      ).body;
      expect(decodeProtectedHeader(lateJwt).kid).toBe(newKid);
      expect((await verifyFile(lateJwt)).json().data).toMatchObject({ state: 'VALID', kid: newKid });
      // The first certificate (revoked above) still checks against its retired key: REVOKED, not INVALID.
      expect(
        (await call({ method: 'GET', url: `/api/academy/verify/${certificate.code}` })).json().data,
      ).toMatchObject({
        state: 'REVOKED',
        kid: oldKid,
      });
      const pdf = await call({
        method: 'GET',
        url: `/api/academy/certificates/${late.id}/pdf`,
        token: users.late.token,
      });
      expect(pdfText(pdf.rawPayload)).toContain('CERTIFICATE OF COMPLETION');
    });
  });

  describe('the whole way through the academy API (fixture course files, seeded)', () => {
    it('joins, reads every lesson, fails then passes each quiz, and only then gets the certificate', async () => {
      const seeded = await seedAcademy(suite.handle.db, { dir: ACADEMY_FIXTURES });
      expect(seeded.problems).toEqual([]);
      const slug = 'khoa-hoc-kiem-ke-thu-nghiem';
      const found = await suite.handle.db.query<{ id: number }>(
        'SELECT id FROM academy_courses WHERE slug = $1',
        [slug],
      );
      const id = found.rows[0].id;
      const token = users.other.token;
      const ask = () => request(id, token, { ...FORM, email: users.other.email }, 'en');
      expectError(await ask(), 403, 'FORBIDDEN');
      expect(
        (await call({ method: 'POST', url: `/api/academy/courses/${id}/enrol`, token })).statusCode,
      ).toBe(200);
      expectError(await ask(), 409, 'CONFLICT');
      const lessons = await suite.handle.db.query<{ id: number }>(
        `SELECT l.id FROM academy_lessons l JOIN academy_chapters c ON c.id = l.chapter_id
         WHERE l.course_id = $1 AND NOT l.retired AND NOT c.retired ORDER BY c.position, l.position`,
        [id],
      );
      for (const lesson of lessons.rows) {
        const put = await call({
          method: 'PUT',
          url: `/api/academy/courses/${id}/lessons/${lesson.id}/progress`,
          token,
          payload: { completed: true },
        });
        expect(put.statusCode).toBe(200);
      }
      // Every lesson read, no quiz passed yet: still not complete.
      expectError(await ask(), 409, 'CONFLICT');
      const chapters = await suite.handle.db.query<{ id: number }>(
        'SELECT id FROM academy_chapters WHERE course_id = $1 AND NOT retired ORDER BY position',
        [id],
      );
      for (const chapter of chapters.rows) {
        for (const answers of [FAIL, PASS]) {
          const attempt = await call({
            method: 'POST',
            url: `/api/academy/courses/${id}/chapters/${chapter.id}/quiz/attempts`,
            token,
            payload: { answers },
          });
          expect(attempt.statusCode, JSON.stringify(attempt.json())).toBeLessThan(300);
        }
      }
      const issued = await ask();
      expect(issued.statusCode).toBe(201);
      expect(issued.json().data).toMatchObject({ courseId: id, locale: 'en', status: 'VALID' });
    });
  });

  describe('rate limits (server/rate-limit/rules.ts)', () => {
    it('certificate requests: 10 an hour per user, then 429 with Retry-After and nothing new', async () => {
      // `late` asked once above (201); nine more answer the same certificate, the eleventh is refused.
      for (let i = 0; i < 9; i += 1) {
        expect(
          (await request(course.id, users.late.token, { ...FORM, email: users.late.email })).statusCode,
        ).toBe(200);
      }
      const refused = await request(course.id, users.late.token, { ...FORM, email: users.late.email }, 'en');
      const body = expectError(refused, 429, 'RATE_LIMITED');
      expect(body.message).toBe(message('en', 'errors', 'rateLimited'));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('verification by code: 60 a minute per IP; by file: 30 a minute per IP', async () => {
      const byCode = () =>
        call({
          method: 'GET',
          url: `/api/academy/verify/${certificate.code}`,
          remoteAddress: '203.0.113.60',
        });
      for (let i = 0; i < 60; i += 1) expect((await byCode()).statusCode).toBe(200);
      expectError(await byCode(), 429, 'RATE_LIMITED');
      // Another address still gets its answer.
      const other = await call({
        method: 'GET',
        url: `/api/academy/verify/${certificate.code}`,
        remoteAddress: '203.0.113.61',
      });
      expect(other.statusCode).toBe(200);

      const byFile = () =>
        call({
          method: 'POST',
          url: '/api/academy/credentials/verify',
          payload: { credential: 'a.b.c' },
          remoteAddress: '203.0.113.30',
        });
      for (let i = 0; i < 30; i += 1) expect((await byFile()).statusCode).toBe(200);
      expectError(await byFile(), 429, 'RATE_LIMITED');
    });
  });
});
