// Expert applications (issue 13) on both database engines, against a real cognito-local: the applicant's draft and
// submission with the server's checks (nothing stored when refused), the whole review draft -> submitted -> under
// review -> changes requested -> resubmitted -> under review -> approved (profile published, the account in the
// Cognito group `experts`, a mail at each step, audit rows), rejection and a new application, staff-only review
// steps, an application with staff that its applicant cannot change, stale versions, an approved expert's
// credentials change back to review (the profile keeps the old ones until approval) and the rate limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPERT_GROUP } from '../../domain/experts/vocabulary';
import { buildApp } from '../../server/app';
import { createAccessTokenVerifier } from '../../server/identity/verify-access-token';
import { ENGINES, testConfig } from './harness';
import { enrol, finishCourse, seedTestCourse } from './support/academy';
import { FORM } from './support/certificates';
import { expectError } from './support/error-body';
import {
  applicationRow,
  completeApplication,
  expertReference,
  mailsTo,
  type ExpertReference,
} from './support/experts';
import { useCognitoLocal, useSessionSuite } from './support/session-suite';
import { signedInUser, type SignedInUser } from './support/staff';

const stack = useCognitoLocal();

type Who = 'applicant' | 'other' | 'staff' | 'rejected' | 'drafter' | 'busy' | 'unlucky';

describe.each(ENGINES)('expert applications on %s', (engine) => {
  const { suite, email, call } = useSessionSuite(engine, stack);
  const users = {} as Record<Who, SignedInUser>;
  let ref: ExpertReference;

  const me = async (token: string) => (await call({ method: 'GET', url: '/api/auth/me', token })).json().data;
  const mine = (token: string | undefined) =>
    call({ method: 'GET', url: '/api/experts/applications/me', token });
  const save = (token: string | undefined, payload: object, locale?: 'vi' | 'en') =>
    call({ method: 'PUT', url: '/api/experts/applications/me', token, payload, locale });
  const submit = (token: string | undefined, payload: object, locale?: 'vi' | 'en') =>
    call({ method: 'POST', url: '/api/experts/applications/me/submit', token, payload, locale });
  const review = (action: string, id: string, token: string | undefined, payload: object) =>
    call({ method: 'POST', url: `/api/staff/expert-applications/${id}/${action}`, token, payload });
  const staffRead = (id: string) =>
    call({ method: 'GET', url: `/api/staff/expert-applications/${id}`, token: users.staff.token });
  const ownProfile = (token: string) => call({ method: 'GET', url: '/api/experts/me/profile', token });

  /** Staff take the application and move it with `action`, checking each answer. */
  const staffMoves = async (id: string, action: string, extra: object = {}) => {
    const current = (await staffRead(id)).json().data;
    const res = await review(action, id, users.staff.token, { version: current.version, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    for (const who of ['applicant', 'other', 'rejected', 'drafter', 'busy', 'unlucky'] as const) {
      users[who] = await signedInUser(stack.cognito, me, email(who), { staff: false });
    }
    users.staff = await signedInUser(stack.cognito, me, email('staff'), { staff: true });
    ref = await expertReference(suite.handle.db);
  });

  it('answers null before any application; signed out is 401', async () => {
    expectError(await mine(undefined), 401, 'UNAUTHORIZED');
    expectError(await save(undefined, { data: {} }), 401, 'UNAUTHORIZED');
    const res = await mine(users.drafter.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expectError(await ownProfile(users.drafter.token), 404, 'NOT_FOUND');
  });

  it('saves and loads a draft; a stale version or a bad field is refused and nothing changes', async () => {
    const first = await save(users.drafter.token, {
      data: { firstName: '  Lan ', headline: 'Kiểm kê khí nhà kính' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const draft = first.json().data;
    expect(draft).toMatchObject({
      kind: 'NEW',
      status: 'DRAFT',
      version: 1,
      data: { firstName: 'Lan', headline: 'Kiểm kê khí nhà kính' },
      submittedAt: null,
    });
    expect(draft.events).toMatchObject([{ fromStatus: null, toStatus: 'DRAFT', byStaff: false }]);

    const second = await save(users.drafter.token, {
      version: 1,
      data: { firstName: 'Lan', lastName: 'Trần', countryId: ref.vietnamId, cityId: ref.hanoiId },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ id: draft.id, version: 2 });
    expect((await mine(users.drafter.token)).json().data).toMatchObject({
      id: draft.id,
      version: 2,
      data: { firstName: 'Lan', lastName: 'Trần', countryId: ref.vietnamId, cityId: ref.hanoiId },
    });

    // The version the form was loaded from is no longer the row's; no version at all is as stale.
    expectError(await save(users.drafter.token, { version: 1, data: { firstName: 'X' } }), 409, 'CONFLICT');
    expectError(await save(users.drafter.token, { data: { firstName: 'X' } }), 409, 'CONFLICT');
    // A draft's fields are optional, but each one given is checked.
    const bad = expectError(
      await save(
        users.drafter.token,
        { version: 2, data: { countryId: ref.otherCountryId, cityId: ref.hanoiId, phone: '0123' } },
        'en',
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.details).toEqual(
      expect.arrayContaining([
        { field: 'data.cityId', message: 'This city is not in the selected country' },
        { field: 'data.phone', message: 'Invalid phone number' },
      ]),
    );
    const row = await applicationRow(suite.handle.db, draft.id);
    expect(row).toMatchObject({ status: 'DRAFT', version: 2, data: { lastName: 'Trần' } });
  });

  it('refuses a bad submission field by field, in the language asked, and keeps the stored draft', async () => {
    const token = users.drafter.token;
    const before = await applicationRow(suite.handle.db, (await mine(token)).json().data.id);
    const today = new Date();
    const nextYear = `${today.getUTCFullYear() + 1}-01-01`;
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ phone: undefined }, 'data.phone', 'Trường này là bắt buộc'],
      [{ phone: '0123' }, 'data.phone', 'Số điện thoại không hợp lệ'],
      [
        { cityId: ref.hanoiId, countryId: ref.otherCountryId },
        'data.cityId',
        'Tỉnh/thành phố không thuộc quốc gia đã chọn',
      ],
      [{ sectorIds: [2147480000] }, 'data.sectorIds', 'Mã ngành không tồn tại'],
      [{ agreePrivacy: false }, 'data.agreePrivacy', /true/],
      [{ lastName: 'Nguyễn <script>' }, 'data.lastName', 'Không được chứa ký tự < > hoặc ký tự điều khiển'],
      [{ headline: '   short    ' }, 'data.headline', 'Tối thiểu 10 ký tự'],
      [
        {
          credentials: [
            { title: 'ISO 14064', issuer: 'BV', issuedOn: '2024-05-01', expiresOn: '2024-04-30' },
          ],
        },
        'data.credentials.0.expiresOn',
        'Ngày hết hạn không được trước ngày cấp',
      ],
      [
        { credentials: [{ title: 'ISO 14064', issuer: 'BV', issuedOn: nextYear }] },
        'data.credentials.0.issuedOn',
        'Ngày cấp không được sau ngày hôm nay',
      ],
    ];
    for (const [overrides, field, text] of cases) {
      const body = expectError(
        await submit(token, { version: before.version, data: completeApplication(ref, overrides) }, 'vi'),
        400,
        'VALIDATION_FAILED',
      );
      const detail = body.details.find((d: { field: string }) => d.field === field);
      expect(detail, `${field} in ${JSON.stringify(body.details)}`).toBeDefined();
      if (typeof text === 'string') expect(detail.message).toBe(text);
      else expect(detail.message).toMatch(text);
    }
    const english = expectError(
      await submit(
        token,
        { version: before.version, data: completeApplication(ref, { phone: 'abc' }) },
        'en',
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(english.details).toEqual([{ field: 'data.phone', message: 'Invalid phone number' }]);
    // Nothing was lost or changed, and no mail went out.
    const after = await applicationRow(suite.handle.db, before.id);
    expect(after).toEqual(before);
    expect(await mailsTo(suite.handle.db, users.drafter.email)).toEqual([]);
  });

  describe('the whole review', () => {
    let id: string;

    it('submits at once without a draft, mails a receipt, and locks the application for its applicant', async () => {
      const res = await submit(users.applicant.token, { data: completeApplication(ref) });
      expect(res.statusCode, res.body).toBe(200);
      const application = res.json().data;
      id = application.id;
      expect(application).toMatchObject({ kind: 'NEW', status: 'SUBMITTED', version: 2 });
      expect(application.submittedAt).not.toBeNull();
      expect(application.events.map((e: any) => e.toStatus)).toEqual(['DRAFT', 'SUBMITTED']);
      const mails = await mailsTo(suite.handle.db, users.applicant.email);
      expect(mails.map((m) => m.template)).toEqual(['expert-application-received']);
      expect(mails[0].locale).toBe('vi');
      expect(mails[0].text).toContain('Xin chào Hằng,');

      // With staff: no save, no submit, whatever version; the data stays as submitted.
      const before = await applicationRow(suite.handle.db, id);
      expectError(
        await save(users.applicant.token, { version: 2, data: { headline: 'Một tiêu đề khác hẳn' } }),
        409,
        'CONFLICT',
      );
      expectError(
        await submit(users.applicant.token, {
          version: 2,
          data: completeApplication(ref, { yearsOfExperience: 1 }),
        }),
        409,
        'CONFLICT',
      );
      expect(await applicationRow(suite.handle.db, id)).toEqual(before);
    });

    it('lets nobody but staff review: 401 signed out, 403 for any other user and for the applicant', async () => {
      const before = await applicationRow(suite.handle.db, id);
      const bodies: Record<string, object> = {
        'start-review': { version: before.version },
        'request-changes': { version: before.version, message: 'Vui lòng bổ sung bằng chứng' },
        approve: { version: before.version },
        reject: { version: before.version, reasonCode: 'OTHER', message: 'Không phù hợp với danh bạ' },
      };
      for (const [action, payload] of Object.entries(bodies)) {
        expectError(await review(action, id, undefined, payload), 401, 'UNAUTHORIZED');
        expectError(await review(action, id, users.other.token, payload), 403, 'FORBIDDEN');
        expectError(await review(action, id, users.applicant.token, payload), 403, 'FORBIDDEN');
      }
      expectError(
        await call({ method: 'GET', url: '/api/staff/expert-applications', token: users.applicant.token }),
        403,
        'FORBIDDEN',
      );
      expectError(
        await call({ method: 'GET', url: `/api/staff/expert-applications/${id}`, token: users.other.token }),
        403,
        'FORBIDDEN',
      );
      expect(await applicationRow(suite.handle.db, id)).toEqual(before);
      expect(await stack.cognito.admin.listUsersInGroup(EXPERT_GROUP)).not.toContainEqual(
        expect.objectContaining({ email: users.applicant.email }),
      );
    });

    it('moves only as the lifecycle allows and with the version staff read (409 otherwise)', async () => {
      const before = await applicationRow(suite.handle.db, id);
      // SUBMITTED: not yet under review, so no decision.
      expectError(
        await review('approve', id, users.staff.token, { version: before.version }),
        409,
        'CONFLICT',
      );
      expectError(
        await review('request-changes', id, users.staff.token, {
          version: before.version,
          message: 'Vui lòng bổ sung bằng chứng',
        }),
        409,
        'CONFLICT',
      );
      expectError(
        await review('start-review', id, users.staff.token, { version: before.version - 1 }),
        409,
        'CONFLICT',
      );
      expectError(
        await review('start-review', '00000000-0000-4000-8000-000000000000', users.staff.token, {
          version: 1,
        }),
        404,
        'NOT_FOUND',
      );
      expect(await applicationRow(suite.handle.db, id)).toEqual(before);
    });

    it('goes through review, changes requested, resubmission and approval', async () => {
      const db = suite.handle.db;
      const queue = await call({
        method: 'GET',
        url: '/api/staff/expert-applications',
        token: users.staff.token,
      });
      expect(queue.statusCode).toBe(200);
      expect(queue.json().data).toContainEqual(
        expect.objectContaining({
          id,
          status: 'SUBMITTED',
          kind: 'NEW',
          applicant: expect.objectContaining({ email: users.applicant.email }),
        }),
      );

      expect(await staffMoves(id, 'start-review')).toMatchObject({ status: 'UNDER_REVIEW' });
      // Under review: still locked for the applicant.
      const locked = await applicationRow(db, id);
      expectError(await save(users.applicant.token, { version: locked.version, data: {} }), 409, 'CONFLICT');
      expectError(
        await review('request-changes', id, users.staff.token, {
          version: locked.version,
          message: '          x',
        }),
        400,
        'VALIDATION_FAILED',
      );
      const changes = await staffMoves(id, 'request-changes', {
        message: 'Vui lòng bổ sung đường dẫn kiểm tra chứng chỉ ISO 14064-3.',
      });
      expect(changes).toMatchObject({
        status: 'CHANGES_REQUESTED',
        changesRequestedMessage: 'Vui lòng bổ sung đường dẫn kiểm tra chứng chỉ ISO 14064-3.',
      });

      // The applicant sees the request, edits and sends again.
      const seen = (await mine(users.applicant.token)).json().data;
      expect(seen).toMatchObject({
        status: 'CHANGES_REQUESTED',
        changesRequestedMessage: 'Vui lòng bổ sung đường dẫn kiểm tra chứng chỉ ISO 14064-3.',
      });
      expect(seen.events.at(-1)).toMatchObject({ toStatus: 'CHANGES_REQUESTED', byStaff: true });
      const edited = await save(users.applicant.token, {
        version: seen.version,
        data: { ...completeApplication(ref), yearsOfExperience: 12 },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.status).toBe('CHANGES_REQUESTED');
      const resubmitted = await submit(users.applicant.token, {
        version: edited.json().data.version,
        data: completeApplication(ref, { yearsOfExperience: 12 }),
      });
      expect(resubmitted.statusCode, resubmitted.body).toBe(200);
      expect(resubmitted.json().data.status).toBe('SUBMITTED');

      await staffMoves(id, 'start-review');
      const approved = await staffMoves(id, 'approve');
      expect(approved).toMatchObject({ status: 'APPROVED', applicant: { email: users.applicant.email } });
      expect(approved.decidedAt).not.toBeNull();
      expect(approved.events.map((e: any) => e.toStatus)).toEqual([
        'DRAFT',
        'SUBMITTED',
        'UNDER_REVIEW',
        'CHANGES_REQUESTED',
        'SUBMITTED',
        'UNDER_REVIEW',
        'APPROVED',
      ]);

      // Published: a database role (the profile row) and a Cognito group.
      const profile = await db.query<any>(`SELECT * FROM expert_profiles WHERE user_id = $1`, [
        users.applicant.userId,
      ]);
      expect(profile.rows).toHaveLength(1);
      expect(profile.rows[0]).toMatchObject({
        slug: 'nguyen-thi-hang',
        first_name: 'Hằng',
        last_name: 'Nguyễn Thị',
        contact_phone: '0912345678',
        years_of_experience: 12,
        country_id: ref.vietnamId,
        city_id: ref.hanoiId,
        illustrative: false,
        published: true,
      });
      expect(profile.rows[0].credentials).toEqual(completeApplication(ref).credentials);
      const members = await stack.cognito.admin.listUsersInGroup(EXPERT_GROUP);
      expect(members.map((m) => m.email)).toContain(users.applicant.email);
      expect(members.map((m) => m.email)).not.toContain(users.other.email);

      // A mail at each step, the approval's with the public profile and the own profile page.
      const mails = await mailsTo(db, users.applicant.email);
      expect(mails.map((m) => m.template)).toEqual([
        'expert-application-received',
        'expert-application-review-started',
        'expert-application-changes-requested',
        'expert-application-received',
        'expert-application-review-started',
        'expert-application-approved',
      ]);
      expect(mails[2].text).toContain('Vui lòng bổ sung đường dẫn kiểm tra chứng chỉ ISO 14064-3.');
      expect(mails[5].payload.link).toMatch(/\/expert\/profile\/nguyen-thi-hang$/);
      expect(mails[5].payload.myProfileLink).toMatch(/\/expert\/my-profile$/);
      expect(mails[5].text).toContain(mails[5].payload.link);

      // The decisions are in the audit log, by the staff member.
      const audit = await db.query<{ action: string; actor_user_id: string }>(
        `SELECT action, actor_user_id FROM audit_log WHERE entity_type = 'expertApplication' AND entity_id = $1
         ORDER BY created_at, id`,
        [id],
      );
      expect(audit.rows.map((r) => r.action)).toEqual([
        'expertApplication.startReview',
        'expertApplication.requestChanges',
        'expertApplication.startReview',
        'expertApplication.approve',
      ]);
      expect(new Set(audit.rows.map((r) => r.actor_user_id))).toEqual(new Set([users.staff.userId]));

      // Decided: final, for staff and for the applicant.
      expectError(
        await review('reject', id, users.staff.token, {
          version: approved.version,
          reasonCode: 'OTHER',
          message: 'Thay đổi quyết định',
        }),
        409,
        'CONFLICT',
      );
      expectError(
        await save(users.applicant.token, { version: approved.version, data: {} }),
        409,
        'CONFLICT',
      );
      // The queue lists decided applications only when asked.
      const decided = await call({
        method: 'GET',
        url: '/api/staff/expert-applications?status=APPROVED&q=nguy',
        token: users.staff.token,
      });
      expect(decided.json().data.map((r: any) => r.id)).toContain(id);
      const open = await call({
        method: 'GET',
        url: '/api/staff/expert-applications',
        token: users.staff.token,
      });
      expect(open.json().data.map((r: any) => r.id)).not.toContain(id);
    });

    it('shows the expert their profile with the private phone, declared and academy credentials', async () => {
      const db = suite.handle.db;
      const course = await seedTestCourse(db);
      await finishCourse(db, await enrol(db, users.applicant.userId, course.id), course);
      const issued = await call({
        method: 'POST',
        url: `/api/academy/courses/${course.id}/certificate`,
        token: users.applicant.token,
        payload: FORM,
      });
      expect(issued.statusCode, issued.body).toBe(201);
      const code = issued.json().data.code;

      const res = await ownProfile(users.applicant.token);
      expect(res.statusCode, res.body).toBe(200);
      const profile = res.json().data;
      expect(profile).toMatchObject({
        slug: 'nguyen-thi-hang',
        contactPhone: '0912345678',
        contactable: false,
        pendingCredentials: null,
        verifiedCredentialCount: 2,
        country: { id: ref.vietnamId },
        city: { id: ref.hanoiId },
      });
      expect(profile.credentials).toEqual([
        expect.objectContaining({ source: 'DECLARED', title: 'ISO 14064-3 Lead Verifier', verified: true }),
        expect.objectContaining({
          source: 'ACADEMY',
          verified: true,
          verifyUrl: expect.stringMatching(new RegExp(`/verify/${code}$`)),
        }),
      ]);
    });

    it('sends changed credentials back to review; the profile keeps the approved ones until staff approve', async () => {
      const db = suite.handle.db;
      const current = (await ownProfile(users.applicant.token)).json().data;
      const newCredentials = [
        ...completeApplication(ref).credentials,
        { title: 'GHG Protocol Practitioner', issuer: 'WRI', issuedOn: '2023-06-01', expiresOn: null },
      ];
      const update = (
        credentials: object[],
        headline = 'Thẩm định viên ISO 14064 cho thép',
        overrides: object = {},
      ) =>
        call({
          method: 'PUT',
          url: '/api/experts/me/profile',
          token: users.applicant.token,
          payload: {
            headline,
            description: current.description,
            profession: current.profession,
            organizationName: current.organizationName,
            sectorIds: ref.sectorIds,
            services: current.services,
            standards: current.standards,
            countryId: ref.vietnamId,
            cityId: ref.hanoiId,
            languages: current.languages,
            availability: 'LIMITED',
            yearsOfExperience: 12,
            profileUrl: null,
            credentials,
            contactPhone: '0987654321',
            ...overrides,
          },
        });
      const res = await update(newCredentials);
      expect(res.statusCode, res.body).toBe(200);
      const profile = res.json().data;
      // Published at once: everything but the credentials.
      expect(profile).toMatchObject({
        headline: 'Thẩm định viên ISO 14064 cho thép',
        availability: 'LIMITED',
        contactPhone: '0987654321',
        profileUrl: null,
      });
      expect(profile.credentials.filter((c: any) => c.source === 'DECLARED')).toHaveLength(1);
      expect(profile.pendingCredentials).toMatchObject({ kind: 'CREDENTIALS', status: 'SUBMITTED' });
      expect(profile.pendingCredentials.data.credentials).toHaveLength(2);
      const pendingId = profile.pendingCredentials.id;

      // While it is with staff: the same change again is fine, another one is 409 (and nothing else changes).
      expect((await update(newCredentials)).statusCode).toBe(200);
      expectError(await update([], 'Một tiêu đề mới cho hồ sơ'), 409, 'CONFLICT');
      expect((await ownProfile(users.applicant.token)).json().data.headline).toBe(
        'Thẩm định viên ISO 14064 cho thép',
      );
      // The profile edit is checked like the application.
      const bad = expectError(
        await update(newCredentials, 'Một tiêu đề mới cho hồ sơ', {
          countryId: ref.otherCountryId,
          contactPhone: '0123',
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(bad.details).toEqual(
        expect.arrayContaining([
          { field: 'cityId', message: 'Tỉnh/thành phố không thuộc quốc gia đã chọn' },
          { field: 'contactPhone', message: 'Số điện thoại không hợp lệ' },
        ]),
      );

      const queue = await call({
        method: 'GET',
        url: '/api/staff/expert-applications?kind=CREDENTIALS',
        token: users.staff.token,
      });
      expect(queue.json().data.map((r: any) => r.id)).toEqual([pendingId]);
      const detail = (await staffRead(pendingId)).json().data;
      expect(detail.publishedCredentials).toEqual(completeApplication(ref).credentials);
      expect(detail.academyCertificates).toEqual([expect.objectContaining({ source: 'ACADEMY' })]);

      await staffMoves(pendingId, 'start-review');
      expect(await staffMoves(pendingId, 'approve')).toMatchObject({
        status: 'APPROVED',
        kind: 'CREDENTIALS',
      });
      const after = (await ownProfile(users.applicant.token)).json().data;
      expect(after.credentials.filter((c: any) => c.source === 'DECLARED').map((c: any) => c.title)).toEqual([
        'ISO 14064-3 Lead Verifier',
        'GHG Protocol Practitioner',
      ]);
      expect(after.pendingCredentials).toMatchObject({ id: pendingId, status: 'APPROVED' });
      const stored = await db.query<any>(`SELECT credentials FROM expert_profiles WHERE user_id = $1`, [
        users.applicant.userId,
      ]);
      expect(stored.rows[0].credentials).toHaveLength(2);
      const mails = await mailsTo(db, users.applicant.email);
      expect(mails.at(-1)).toMatchObject({
        template: 'expert-application-approved',
        payload: { kind: 'CREDENTIALS' },
      });
    });
  });

  it('rejects with a reason and a text; the applicant may then apply again', async () => {
    const token = users.rejected.token;
    // The mails speak the account's language.
    await suite.handle.db.query(`UPDATE users SET locale = 'en' WHERE id = $1`, [users.rejected.userId]);
    const submitted = (
      await submit(token, { data: completeApplication(ref, { firstName: 'Minh', lastName: 'Lê' }) }, 'en')
    ).json().data;
    await staffMoves(submitted.id, 'start-review');
    const rejected = await staffMoves(submitted.id, 'reject', {
      reasonCode: 'UNVERIFIABLE_CREDENTIALS',
      message: 'We could not find your certificate in the issuer register.',
    });
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'UNVERIFIABLE_CREDENTIALS',
      rejectionMessage: 'We could not find your certificate in the issuer register.',
    });
    const seen = (await mine(token)).json().data;
    expect(seen).toMatchObject({ status: 'REJECTED', rejectionReason: 'UNVERIFIABLE_CREDENTIALS' });
    const mails = await mailsTo(suite.handle.db, users.rejected.email);
    expect(mails.map((m) => [m.template, m.locale])).toEqual([
      ['expert-application-received', 'en'],
      ['expert-application-review-started', 'en'],
      ['expert-application-rejected', 'en'],
    ]);
    expect(mails.at(-1)!.text).toContain('The credentials could not be verified');
    expect(mails.at(-1)!.text).toContain('We could not find your certificate in the issuer register.');
    expect(await stack.cognito.admin.listUsersInGroup(EXPERT_GROUP)).not.toContainEqual(
      expect.objectContaining({ email: users.rejected.email }),
    );
    expect(
      (
        await suite.handle.db.query(`SELECT 1 FROM expert_profiles WHERE user_id = $1`, [
          users.rejected.userId,
        ])
      ).rows,
    ).toEqual([]);

    // A new application, whatever version the old one had.
    const again = await save(token, { data: { firstName: 'Minh' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'DRAFT', version: 1 });
    expect(again.json().data.id).not.toBe(submitted.id);
    const resubmitted = await submit(token, { version: 1, data: completeApplication(ref) });
    expect(resubmitted.json().data).toMatchObject({ id: again.json().data.id, status: 'SUBMITTED' });
  });

  it('stores nothing when Cognito refuses the group at approval; approving again then succeeds', async () => {
    const db = suite.handle.db;
    const id = (await submit(users.unlucky.token, { data: completeApplication(ref) })).json().data.id;
    await staffMoves(id, 'start-review');
    const before = await applicationRow(db, id);
    const mailsBefore = await mailsTo(db, users.unlucky.email);
    // The same database and pool, but an identity whose group call fails (Cognito unreachable).
    const config = testConfig({ cognito: stack.cognito.config });
    const broken = await buildApp({
      db,
      config,
      identity: {
        verifyAccessToken: createAccessTokenVerifier(config.cognito),
        admin: {
          ...stack.cognito.admin,
          addUserToGroup: async () => {
            throw new Error('Cognito is unreachable');
          },
        },
      },
    });
    try {
      const res = await broken.inject({
        method: 'POST',
        url: `/api/staff/expert-applications/${id}/approve`,
        headers: { authorization: `Bearer ${users.staff.token}` },
        payload: { version: before.version },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await broken.close();
    }
    expect(await applicationRow(db, id)).toEqual(before);
    expect(
      (await db.query(`SELECT 1 FROM expert_profiles WHERE user_id = $1`, [users.unlucky.userId])).rows,
    ).toEqual([]);
    expect(await mailsTo(db, users.unlucky.email)).toEqual(mailsBefore);
    expect(
      (
        await db.query(
          `SELECT 1 FROM audit_log WHERE entity_id = $1 AND action = 'expertApplication.approve'`,
          [id],
        )
      ).rows,
    ).toEqual([]);

    expect(await staffMoves(id, 'approve')).toMatchObject({ status: 'APPROVED' });
    expect((await stack.cognito.admin.listUsersInGroup(EXPERT_GROUP)).map((m) => m.email)).toContain(
      users.unlucky.email,
    );
    // An expert does not apply again: the profile is edited instead.
    expectError(await save(users.unlucky.token, { data: { firstName: 'Lại' } }), 409, 'CONFLICT');
  });

  it('pages and filters the staff queue as a direct read of the table would', async () => {
    const db = suite.handle.db;
    const expected = async (where: string, params: unknown[]) =>
      (
        await db.query<{ id: string }>(
          `SELECT a.id FROM expert_applications a JOIN users u ON u.id = a.user_id WHERE ${where}
           ORDER BY a.submitted_at ASC NULLS LAST, a.created_at ASC, a.id ASC`,
          params,
        )
      ).rows.map((r) => r.id);
    const list = async (query: string) => {
      const res = await call({
        method: 'GET',
        url: `/api/staff/expert-applications?${query}`,
        token: users.staff.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const cases: [string, string, unknown[]][] = [
      ['', `a.status IN ('SUBMITTED', 'UNDER_REVIEW', 'CHANGES_REQUESTED')`, []],
      ['status=APPROVED', `a.status = 'APPROVED'`, []],
      ['status=DRAFT', `a.status = 'DRAFT'`, []],
      ['status=APPROVED&kind=CREDENTIALS', `a.status = 'APPROVED' AND a.kind = 'CREDENTIALS'`, []],
      [
        `status=APPROVED&q=${encodeURIComponent(engine + '-APPLICANT')}`,
        `a.status = 'APPROVED' AND lower(u.email) LIKE $1`,
        [`%${engine}-applicant%`],
      ],
    ];
    for (const [query, where, params] of cases) {
      const ids = await expected(where, params);
      const all = await list(query);
      expect(
        all.data.map((r: any) => r.id),
        query,
      ).toEqual(ids);
      expect(all.meta).toMatchObject({ total: ids.length, page: 1 });
      if (ids.length > 1) {
        const second = await list(`${query}&take=1&page=2`);
        expect(second.data.map((r: any) => r.id)).toEqual([ids[1]]);
        expect(second.meta).toMatchObject({ total: ids.length, pageCount: ids.length });
      }
    }
    expectError(
      await call({
        method: 'GET',
        url: '/api/staff/expert-applications?status=NOPE',
        token: users.staff.token,
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers 404 to a non-expert editing an expert profile', async () => {
    expectError(
      await call({
        method: 'PUT',
        url: '/api/experts/me/profile',
        token: users.other.token,
        payload: {
          ...completeApplication(ref),
          firstName: undefined,
          lastName: undefined,
          phone: undefined,
          agreePrivacy: undefined,
          contactPhone: '0912345678',
        },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('limits submissions per user (429 after the expertApplication allowance)', async () => {
    const token = users.busy.token;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await call({
        method: 'POST',
        url: '/api/experts/applications/me/submit',
        token,
        payload: { data: completeApplication(ref) },
        remoteAddress: '10.13.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1, 10).every((s) => s === 409)).toBe(true);
    expectError(
      await call({
        method: 'POST',
        url: '/api/experts/applications/me/submit',
        token,
        payload: { data: completeApplication(ref) },
        remoteAddress: '10.13.0.1',
      }),
      429,
      'RATE_LIMITED',
    );
  });
});
