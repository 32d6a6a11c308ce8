// The academy's certificates (issue 12) against a real cognito-local and both database engines: the request
// (signed in, joined, complete under the course's policy, the form's messages), issuing once (201, then 200 with
// the same certificate), the learner's mail, the signed OpenBadgeCredential and its JWKS, verification by code and
// by file (forged and altered credentials fail), the PDF's text, staff revocation published in the status list,
// a key rotation that keeps old certificates valid, and the staff list. The verify script's run against a live
// server: certificates-script.test.ts.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { CompactSign, decodeProtectedHeader, importJWK, compactVerify, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../domain/messages';
import { bitAt, statusListOf } from '../../domain/academy/credential';
import { rotateIssuerKey } from '../../server/academy/keys';
import { decodeBitstring } from '../../server/academy/vc-jwt';
import { ENGINES } from './harness';
import { enrol, finishCourse, seedTestCourse, type TestCourse } from './support/academy';
import { expectError } from './support/error-body';
import { pdfText } from './support/pdf-text';
import { useCognitoLocal, useSessionSuite } from './support/session-suite';
import { signedInUser, type SignedInUser } from './support/staff';

const stack = useCognitoLocal();

const FORM = {
  firstName: 'Hằng',
  lastName: 'Nguyễn Thị',
  email: 'hang.nguyen@thepxanh.vn',
  phone: '0912345678',
  organizationName: 'Công ty TNHH Thép Xanh',
};

const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

describe.each(ENGINES)('certificates on %s', (engine) => {
  const { suite, email, call } = useSessionSuite(engine, stack);
  const users = {} as Record<'learner' | 'other' | 'staff' | 'late', SignedInUser>;
  let course: TestCourse;
  let unfinished: TestCourse;
  let certificate: any;

  const me = async (token: string) => (await call({ method: 'GET', url: '/api/auth/me', token })).json().data;
  const request = (courseId: number, token: string | undefined, payload: object, locale?: 'vi' | 'en') =>
    call({ method: 'POST', url: `/api/academy/courses/${courseId}/certificate`, token, payload, locale });
  const verifyFile = (credential: string, locale?: 'vi' | 'en') =>
    call({ method: 'POST', url: '/api/academy/credentials/verify', payload: { credential }, locale });

  beforeAll(async () => {
    const db = suite.handle.db;
    users.learner = await signedInUser(stack.cognito, me, email('learner'), { staff: false });
    users.other = await signedInUser(stack.cognito, me, email('other'), { staff: false });
    users.late = await signedInUser(stack.cognito, me, email('late'), { staff: false });
    users.staff = await signedInUser(stack.cognito, me, email('staff'), { staff: true });
    course = await seedTestCourse(db);
    unfinished = await seedTestCourse(db);
    await finishCourse(db, await enrol(db, users.learner.userId, course.id), course);
    // The same learner joined a second course and stopped before the end (one lesson and the quizzes missing).
    await finishCourse(db, await enrol(db, users.learner.userId, unfinished.id), unfinished, {
      skipLessons: 1,
      failQuizzes: true,
    });
  });

  describe('POST /academy/courses/{id}/certificate: who may ask', () => {
    it('401 signed out, 404 for an unknown course, 403 without joining, 409 for an unfinished course', async () => {
      expectError(await request(course.id, undefined, FORM), 401, 'UNAUTHORIZED');
      expectError(await request(999_999, users.learner.token, FORM), 404, 'NOT_FOUND');
      // `other` never joined: someone else's enrolment gives them nothing.
      const forbidden = expectError(
        await request(course.id, users.other.token, FORM, 'en'),
        403,
        'FORBIDDEN',
      );
      expect(forbidden.message).toBe(message('en', 'errors', 'forbidden'));
      expectError(await request(unfinished.id, users.learner.token, FORM), 409, 'CONFLICT');
      const rows = await suite.handle.db.query(`SELECT 1 FROM academy_certificates WHERE user_id = $1`, [
        users.learner.userId,
      ]);
      expect(rows.rows).toHaveLength(0);
    });

    it('answers the form with the spec messages, per field, in vi and en', async () => {
      const empty = { firstName: '', lastName: ' ', email: '', phone: '', organizationName: '' };
      for (const locale of ['vi', 'en'] as const) {
        const body = expectError(
          await request(course.id, users.learner.token, empty, locale),
          400,
          'VALIDATION_FAILED',
        );
        const byField = Object.fromEntries(body.details.map((d: any) => [d.field, d.message]));
        expect(byField).toEqual({
          firstName: message(locale, 'validation', 'firstNameRequired'),
          lastName: message(locale, 'validation', 'lastNameRequired'),
          email: message(locale, 'validation', 'emailRequired'),
          phone: message(locale, 'validation', 'phoneRequired'),
          organizationName: message(locale, 'validation', 'organizationNameRequired'),
        });
      }
      const en = expectError(
        await request(course.id, users.learner.token, { ...FORM, phone: '0123', email: 'nope' }, 'en'),
        400,
        'VALIDATION_FAILED',
      );
      expect(en.details).toEqual(
        expect.arrayContaining([
          { field: 'phone', message: 'Invalid phone number' },
          { field: 'email', message: 'Invalid email' },
        ]),
      );
      const missing = expectError(
        await request(course.id, users.learner.token, {}, 'en'),
        400,
        'VALIDATION_FAILED',
      );
      expect(missing.details).toContainEqual({ field: 'firstName', message: 'First name is required' });
      expect(missing.details).toContainEqual({ field: 'phone', message: 'Phone number is required' });
      expect(missing.details).toContainEqual({
        field: 'organizationName',
        message: 'Organization name is required',
      });
    });
  });

  describe('issuing', () => {
    it('issues at once (201), stores the row, mails the learner; asking again answers the same certificate (200)', async () => {
      const first = await request(course.id, users.learner.token, FORM, 'vi');
      expect(first.statusCode).toBe(201);
      certificate = first.json().data;
      expect(certificate).toMatchObject({
        courseId: course.id,
        courseTitle: course.title.vi,
        firstName: 'Hằng',
        lastName: 'Nguyễn Thị',
        email: FORM.email,
        organizationName: FORM.organizationName,
        locale: 'vi',
        status: 'VALID',
        revokedAt: null,
      });
      expect(certificate.code).toMatch(
        new RegExp(`^GHG-${new Date().getUTCFullYear()}-[2-9A-HJKMNP-TV-Z]{6}$`),
      );
      expect(certificate.verifyUrl).toBe(`http://localhost:8080/verify/${certificate.code}`);

      const again = await request(course.id, users.learner.token, { ...FORM, firstName: 'Khác' });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(certificate);

      const mails = await suite.handle.db.query(
        `SELECT locale, payload FROM mail_outbox WHERE template = 'certificate-issued' AND to_address = $1`,
        [FORM.email],
      );
      expect(mails.rows).toHaveLength(1);
      expect(mails.rows[0].locale).toBe('vi');
      expect(mails.rows[0].payload).toMatchObject({ code: certificate.code, link: certificate.verifyUrl });
      const enrolment = await suite.handle.db.query(
        `SELECT completed_at FROM academy_enrolments WHERE user_id = $1 AND course_id = $2`,
        [users.learner.userId, course.id],
      );
      expect(enrolment.rows[0].completed_at).not.toBeNull();
    });

    it('lists the certificate for its owner only', async () => {
      const mine = await call({
        method: 'GET',
        url: '/api/academy/certificates',
        token: users.learner.token,
      });
      expect(mine.json().data).toEqual([certificate]);
      const theirs = await call({
        method: 'GET',
        url: '/api/academy/certificates',
        token: users.other.token,
      });
      expect(theirs.json().data).toEqual([]);
      for (const part of ['pdf', 'credential']) {
        const url = `/api/academy/certificates/${certificate.id}/${part}`;
        expectError(await call({ method: 'GET', url, token: users.other.token }), 404, 'NOT_FOUND');
        expectError(await call({ method: 'GET', url }), 401, 'UNAUTHORIZED');
      }
    });
  });

  describe('the credential', () => {
    let jwt: string;
    let jwks: { keys: JWK[] };

    beforeAll(async () => {
      const res = await call({
        method: 'GET',
        url: `/api/academy/certificates/${certificate.id}/credential`,
        token: users.learner.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/vc+jwt');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="certificate-${certificate.code}.jwt"`,
      );
      jwt = res.body;
      const keys = await call({ method: 'GET', url: '/.well-known/jwks.json' });
      expect(keys.statusCode).toBe(200);
      expect(keys.headers['cache-control']).toBe('public, max-age=300');
      jwks = keys.json();
    });

    it('is an OpenBadgeCredential signed RS256 by a key of the published JWKS', async () => {
      const header = decodeProtectedHeader(jwt);
      expect(header).toEqual({ alg: 'RS256', kid: expect.any(String), typ: 'vc+jwt' });
      const jwk = jwks.keys.find((key) => key.kid === header.kid)!;
      expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
      expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      const { payload } = await compactVerify(jwt, await importJWK(jwk, 'RS256'));
      const vc = JSON.parse(new TextDecoder().decode(payload));
      expect(vc).toMatchObject({
        '@context': [
          'https://www.w3.org/ns/credentials/v2',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        ],
        id: `urn:uuid:${certificate.id}`,
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        issuer: {
          id: 'http://localhost:8080/api/academy/issuer',
          type: ['Profile'],
          url: 'http://localhost:8080',
        },
        validFrom: certificate.issuedAt,
        credentialSubject: {
          type: ['AchievementSubject'],
          achievement: {
            type: ['Achievement'],
            achievementType: 'Course',
            name: course.title.vi,
            criteria: { narrative: expect.stringContaining('70%') },
            inLanguage: 'vi',
          },
        },
        credentialStatus: {
          type: 'BitstringStatusListEntry',
          statusPurpose: 'revocation',
          statusListIndex: expect.stringMatching(/^\d+$/),
          statusListCredential: 'http://localhost:8080/api/academy/status-lists/1',
        },
      });
      const [hashed, name] = vc.credentialSubject.identifier;
      expect(hashed).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
      const expected = createHash('sha256').update(`${FORM.email}${hashed.salt}`).digest('hex');
      expect(hashed.identityHash).toBe(`sha256$${expected}`);
      expect(name).toEqual({
        type: 'IdentityObject',
        identityType: 'name',
        hashed: false,
        identityHash: 'Nguyễn Thị Hằng',
      });
      expect(JSON.stringify(vc)).not.toContain(FORM.email);
    });

    it('verifies by file and by code (any case): VALID, with what it says', async () => {
      const byFile = await verifyFile(jwt);
      expect(byFile.statusCode).toBe(200);
      const expected = {
        state: 'VALID',
        problem: null,
        code: certificate.code,
        recipientName: 'Nguyễn Thị Hằng',
        courseTitle: course.title.vi,
        issuerName: 'GHG Platform Academy',
        issuedAt: certificate.issuedAt,
        revokedAt: null,
        reason: null,
        kid: decodeProtectedHeader(jwt).kid,
      };
      expect(byFile.json().data).toEqual(expected);
      const byCode = await call({
        method: 'GET',
        url: `/api/academy/verify/${certificate.code.toLowerCase()}`,
      });
      expect(byCode.json().data).toEqual(expected);
      expectError(
        await call({ method: 'GET', url: '/api/academy/verify/GHG-2026-ZZZZZZ' }),
        404,
        'NOT_FOUND',
      );
    });

    it('fails an altered credential, a forged one (another key, same kid), an unknown key and a non-credential', async () => {
      const [head, body, signature] = jwt.split('.');
      const altered = payloadOf(jwt);
      altered.credentialSubject.identifier[1].identityHash = 'Trần Văn Giả';
      const alteredJwt = `${head}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
      // One byte of the payload changed, as a bit flip in transit or an edit by hand would.
      const bytes = Buffer.from(body, 'base64url');
      bytes[10] ^= 0x01;
      const flipped = `${head}.${bytes.toString('base64url')}.${signature}`;
      const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const sign = (payload: object, kid: string) =>
        new CompactSign(Buffer.from(JSON.stringify(payload)))
          .setProtectedHeader({ alg: 'RS256', kid, typ: 'vc+jwt' })
          .sign(otherKey);
      const forged = await sign(payloadOf(jwt), decodeProtectedHeader(jwt).kid!);
      const unknownKid = await sign(payloadOf(jwt), 'someone-elses-key');
      for (const [credential, problem] of [
        [alteredJwt, 'badSignature'],
        [flipped, 'badSignature'],
        [forged, 'badSignature'],
        [unknownKid, 'unknownKey'],
      ] as const) {
        for (const locale of ['vi', 'en'] as const) {
          const res = await verifyFile(credential, locale);
          expect(res.statusCode).toBe(200);
          const data = res.json().data;
          expect(data.state, problem).toBe('INVALID');
          expect(data.recipientName).toBeNull();
          const { problemTexts } = await import('../../server/academy/texts');
          expect(data.problem).toBe(problemTexts[locale][problem]);
        }
      }
      expectError(await verifyFile('not a credential'), 400, 'VALIDATION_FAILED');
    });

    it('serves the PDF in the certificate language, with the name (diacritics) and the code in its text', async () => {
      const res = await call({
        method: 'GET',
        url: `/api/academy/certificates/${certificate.id}/pdf`,
        token: users.learner.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="certificate-${certificate.code}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Nguyễn Thị Hằng');
      expect(text).toContain(certificate.code);
      expect(text).toContain('CHỨNG NHẬN HOÀN THÀNH');
      expect(text).toContain(course.title.vi);
      // A4 landscape: 842 × 595 points.
      expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89\d* 595\.28\d*\]/);
    });

    it('publishes the issuer profile', async () => {
      const res = await call({ method: 'GET', url: '/api/academy/issuer' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/ld+json');
      expect(res.json()).toEqual({
        '@context': [
          'https://www.w3.org/ns/credentials/v2',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        ],
        id: 'http://localhost:8080/api/academy/issuer',
        type: ['Profile'],
        name: 'GHG Platform Academy',
        url: 'http://localhost:8080',
      });
    });
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
});
