// The academy's certificates (issue 12) against a real cognito-local and both database engines, part 1: the
// request (signed in, joined, complete under the course's policy, the form's messages), issuing once (201, then 200
// with the same certificate), the learner's mail, the signed OpenBadgeCredential and its JWKS, verification by code
// and by file (forged and altered credentials fail), the PDF's text and the issuer profile. Part 2
// (certificates-revocation.test.ts): revocation, the status list, key rotation, the staff list, the whole way
// through the academy API and the rate limits. The verify script against a live server: certificates-script.test.ts.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { CompactSign, decodeProtectedHeader, importJWK, compactVerify, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../domain/messages';
import { problemTexts } from '../../server/academy/texts';
import { ENGINES } from './harness';
import type { TestCourse } from './support/academy';
import { FORM, payloadOf, useCertificateSuite } from './support/certificates';
import { expectError } from './support/error-body';
import { pdfText } from './support/pdf-text';
import { useCognitoLocal } from './support/session-suite';

const stack = useCognitoLocal();

describe.each(ENGINES)('certificates on %s', (engine) => {
  const { suite, call, users, courses, request, verifyFile } = useCertificateSuite(engine, stack);
  let course: TestCourse;
  let unfinished: TestCourse;
  let certificate: any;

  beforeAll(() => {
    ({ course, unfinished } = courses);
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
      // The learner's enrolment (the course page's figures) now names the certificate.
      const detail = await call({
        method: 'GET',
        url: `/api/academy/courses/${course.id}`,
        token: users.learner.token,
      });
      expect(detail.json().data.enrolment).toMatchObject({ complete: true, certificateId: certificate.id });
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
});
