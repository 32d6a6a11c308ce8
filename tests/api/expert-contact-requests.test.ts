// Companies contacting experts (issue 13), on PGlite and PostgreSQL: an expert profile written straight into the
// database for an account (users keyed by their Cognito `sub`, signed in with the test identity), a company
// workspace with an owner, an admin, a member and a suspended member, and an outsider with a workspace of their
// own. Checked: the form's messages per field (nothing stored), who may send (403 outside the workspace, 409 for a
// profile without an account, the own profile, a second pending request), contacts hidden before acceptance (the
// JSON of every answer scanned for both sides' e-mails, phones and the requester's name) and revealed to both
// sides after it, who may decide (404 for anyone else), the lifecycle's 409s, the boxes, the mails in the outbox
// and the rate limit.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../domain/messages';
import { addDays, serverDeadlineBounds } from '../../domain/experts/contact-rules';
import { EXPERT_LIMITS } from '../../domain/experts/vocabulary';
import type { Db } from '../../server/db/client';
import { createSpace } from '../../server/db/repos/spaces';
import { createRateLimiter, type RateLimiter } from '../../server/rate-limit/index';
import { rateLimitRules } from '../../server/rate-limit/rules';
import { ENGINES, openSeededDb, testConfig } from './harness';
import { expectError } from './support/error-body';
import {
  buildSpacesApp,
  makeSpace,
  makeUser,
  makeWorkspace,
  SITE_URL,
  type TestUser,
} from './support/spaces';

const unique = () => randomBytes(4).toString('hex');

interface Profile {
  id: string;
  slug: string;
}

/** A published expert profile, with an account (`user`) or, like the seed's examples, without one. */
async function insertProfile(
  db: Db,
  input: { user: TestUser | null; firstName: string; lastName: string; sectorIds: number[] },
): Promise<Profile> {
  const slug = `chuyen-gia-${unique()}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO expert_profiles (user_id, slug, first_name, last_name, headline, description, organization_name,
       sector_ids, services, country_id, languages, years_of_experience, contact_phone, illustrative)
     VALUES ($1, $2, $3, $4, 'Chuyên gia kiểm kê khí nhà kính', $5, 'Công ty Tư vấn Carbon Xanh', $6::int[],
       ARRAY['GHG_INVENTORY'], (SELECT id FROM countries ORDER BY id LIMIT 1), ARRAY['vi', 'en'], 12,
       $7, $8)
     RETURNING id`,
    [
      input.user?.id ?? null,
      slug,
      input.firstName,
      input.lastName,
      'Kiểm kê khí nhà kính theo ISO 14064-1 cho doanh nghiệp sản xuất, mười hai năm kinh nghiệm.',
      input.sectorIds,
      input.user ? '0987 654 321' : null,
      input.user === null,
    ],
  );
  return { id: rows[0].id, slug };
}

describe.each(ENGINES)('contact requests to experts on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let db: Db;
  let app: FastifyInstance;
  let tokenOf: Awaited<ReturnType<typeof buildSpacesApp>>['tokenOf'];
  let company: Awaited<ReturnType<typeof makeWorkspace>>;
  let outsider: { space: { id: string }; owner: TestUser };
  let expert: TestUser;
  let expertSpaceId: string;
  let profile: Profile;
  let example: Profile;
  let sectorId: number;
  /** Everything of either side's contact that must not show before acceptance. */
  let secrets: string[];

  const today = () => serverDeadlineBounds().min;
  const form = () => ({
    spaceId: company.space.id,
    sectorId,
    scopes: ['SCOPE_1', 'SCOPE_2'],
    deadline: addDays(today(), 60),
    message: 'Chúng tôi cần kiểm kê khí nhà kính năm 2025 cho nhà máy thép.',
  });

  const call = async (
    user: TestUser | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    locale: 'vi' | 'en' = 'vi',
  ) => {
    const headers: Record<string, string> = { 'accept-language': locale };
    if (user) headers.authorization = `Bearer ${await tokenOf(user)}`;
    return app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  };
  const contact = (user: TestUser | null, body: object, slug = profile.slug, locale: 'vi' | 'en' = 'vi') =>
    call(user, 'POST', `/experts/profiles/${slug}/contact-requests`, body, locale);
  const list = (user: TestUser, query: string) => call(user, 'GET', `/experts/contact-requests?${query}`);
  const act = (user: TestUser, id: string, action: 'accept' | 'decline' | 'withdraw', body?: object) =>
    call(
      user,
      'POST',
      `/experts/contact-requests/${id}/${action}`,
      body ?? (action === 'decline' ? {} : undefined),
    );

  const rows = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM expert_contact_requests WHERE expert_profile_id = $1`,
          [profile.id],
        )
      ).rows[0].n,
    );
  const mails = async (to: string, template: string) =>
    (
      await db.query<{ locale: string; payload: any; subject: string; text_body: string }>(
        `SELECT locale, payload, subject, text AS text_body FROM mail_outbox WHERE to_address = $1 AND template = $2
         ORDER BY created_at`,
        [to, template],
      )
    ).rows;
  const expectNoSecrets = (body: string, label: string) => {
    for (const secret of secrets) expect(body, `${label} shows ${secret}`).not.toContain(secret);
  };

  beforeAll(async () => {
    handle = await openSeededDb(engine);
    db = handle.db;
    ({ app, tokenOf } = await buildSpacesApp(db, testConfig({ siteUrl: SITE_URL })));
    company = await makeWorkspace(db, `cty-${unique()}`);
    outsider = await makeSpace(db, `ngoai-${unique()}`);
    expert = await makeUser(db, 'expert');
    await db.query(`UPDATE users SET locale = 'en' WHERE id = $1`, [expert.id]);
    expertSpaceId = (await createSpace(db, { name: 'Văn phòng chuyên gia', ownerUserId: expert.id })).id;
    // The requester's contact: unique names, a phone and an organization to look for in every answer.
    await db.query(
      `UPDATE users SET first_name = 'Quỳnh', last_name = 'Đoàn Thị', phone = '0911 222 333',
         organization_name = 'Công ty TNHH Thép Xanh' WHERE id = $1`,
      [company.owner.id],
    );
    sectorId = (await db.query<{ id: number }>(`SELECT id FROM sectors ORDER BY id LIMIT 1`)).rows[0].id;
    profile = await insertProfile(db, {
      user: expert,
      firstName: 'Lan',
      lastName: 'Phạm',
      sectorIds: [sectorId],
    });
    example = await insertProfile(db, {
      user: null,
      firstName: 'Minh',
      lastName: 'Võ',
      sectorIds: [sectorId],
    });
    secrets = [expert.email, '0987 654 321', company.owner.email, '0911 222 333', 'Quỳnh', 'Đoàn Thị'];
  });

  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  describe('sending', () => {
    it('401 signed out; the form answers per field in vi and en and stores nothing', async () => {
      expectError(await contact(null, form()), 401, 'UNAUTHORIZED');
      for (const locale of ['vi', 'en'] as const) {
        const body = expectError(
          await contact(
            company.owner,
            { spaceId: '', scopes: [], deadline: addDays(today(), -2), message: 'ngắn quá' },
            profile.slug,
            locale,
          ),
          400,
          'VALIDATION_FAILED',
        );
        const byField = Object.fromEntries(body.details.map((d: any) => [d.field, d.message]));
        expect(byField).toEqual({
          spaceId: message(locale, 'validation', 'workspaceRequired'),
          sectorId: message(locale, 'validation', 'sectorRequired'),
          scopes: message(locale, 'validation', 'scopesRequired'),
          deadline: message(locale, 'validation', 'deadlineInPast'),
          message: message(locale, 'validation', 'minLength', { min: EXPERT_LIMITS.contactMessage.min }),
        });
      }
      const tooFar = addDays(serverDeadlineBounds().max, 1);
      const far = expectError(
        await contact(company.owner, { ...form(), deadline: tooFar }, profile.slug, 'en'),
        400,
        'VALIDATION_FAILED',
      );
      expect(far.details).toEqual([
        {
          field: 'deadline',
          message: `The deadline can be at most ${EXPERT_LIMITS.contactDeadlineMaxDays} days from today`,
        },
      ]);
      const notADay = expectError(
        await contact(company.owner, { ...form(), deadline: '2026-02-30' }, profile.slug, 'en'),
        400,
        'VALIDATION_FAILED',
      );
      expect(notADay.details).toEqual([{ field: 'deadline', message: 'Invalid date' }]);
      const badScope = expectError(
        await contact(company.owner, { ...form(), scopes: ['SCOPE_9'] }),
        400,
        'VALIDATION_FAILED',
      );
      expect(badScope.details.map((d: any) => d.field)).toEqual(['scopes.0']);
      const longMessage = expectError(
        await contact(company.owner, {
          ...form(),
          message: 'x'.repeat(EXPERT_LIMITS.contactMessage.max + 1),
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(longMessage.details).toEqual([
        { field: 'message', message: message('vi', 'validation', 'maxLength', { max: 2000 }) },
      ]);
      const unknownSector = expectError(
        await contact(company.owner, { ...form(), sectorId: 999_999 }, profile.slug, 'en'),
        400,
        'VALIDATION_FAILED',
      );
      expect(unknownSector.details).toEqual([{ field: 'sectorId', message: 'Please choose a sector' }]);
      expect(await rows()).toBe(0);
      expect(await mails(expert.email, 'expert-contact-received')).toHaveLength(0);
    });

    it('403 outside the workspace (or suspended in it), 404 unknown profile, 409 without account or to oneself', async () => {
      expectError(await contact(outsider.owner, form()), 403, 'FORBIDDEN');
      expectError(await contact(company.suspended, form()), 403, 'FORBIDDEN');
      expectError(await contact(company.owner, form(), 'khong-co-chuyen-gia-nay'), 404, 'NOT_FOUND');
      expectError(await contact(company.owner, form(), example.slug), 409, 'CONFLICT');
      expectError(await contact(expert, { ...form(), spaceId: expertSpaceId }), 409, 'CONFLICT');
      expect(await rows()).toBe(0);
    });
  });

  describe('one request, accepted', () => {
    let requestId: string;

    it('sends (201, PENDING) without any contact in the answer; the expert is mailed the facts only', async () => {
      const sent = await contact(company.owner, { ...form(), scopes: ['SCOPE_2', 'SCOPE_1'] });
      expect(sent.statusCode, sent.body).toBe(201);
      const data = sent.json().data;
      requestId = data.id;
      expect(data).toMatchObject({
        role: 'REQUESTER',
        status: 'PENDING',
        expert: { slug: profile.slug, firstName: 'Lan', lastName: 'Phạm' },
        space: { id: company.space.id, name: company.space.name },
        sector: { id: sectorId },
        scopes: ['SCOPE_1', 'SCOPE_2'],
        deadline: form().deadline,
        declineReason: null,
        contacts: null,
        decidedAt: null,
      });
      expectNoSecrets(sent.body, 'the answer');
      const received = await mails(expert.email, 'expert-contact-received');
      expect(received).toHaveLength(1);
      expect(received[0].locale).toBe('en');
      expect(received[0].payload).toMatchObject({
        spaceName: company.space.name,
        link: `${SITE_URL}/work-space/expert-requests`,
      });
      expectNoSecrets(JSON.stringify(received[0]), 'the mail to the expert');
    });

    it('409 for a second pending request of the workspace, from any member', async () => {
      expectError(await contact(company.member, form()), 409, 'CONFLICT');
      expectError(await contact(company.owner, form()), 409, 'CONFLICT');
      expect(await rows()).toBe(1);
    });

    it('lists it in both boxes, contacts hidden; outsiders see nothing and a foreign spaceId is 403', async () => {
      for (const user of [company.owner, company.admin, company.member]) {
        const sent = await list(user, 'box=sent');
        expect(sent.statusCode).toBe(200);
        expect(sent.json().data.map((r: any) => r.id)).toEqual([requestId]);
        expectNoSecrets(sent.body, 'the sent box');
      }
      const narrowed = await list(company.member, `box=sent&spaceId=${company.space.id}&status=PENDING`);
      expect(narrowed.json()).toMatchObject({ data: [{ id: requestId }], meta: { total: 1, page: 1 } });
      expect((await list(company.member, `box=sent&status=ACCEPTED`)).json().data).toEqual([]);
      expectError(await list(company.member, `box=sent&spaceId=${outsider.space.id}`), 403, 'FORBIDDEN');
      expect((await list(company.suspended, 'box=sent')).json().data).toEqual([]);
      expect((await list(outsider.owner, 'box=sent')).json().data).toEqual([]);
      expect((await list(outsider.owner, 'box=received')).json().data).toEqual([]);
      expect((await list(company.owner, 'box=received')).json().data).toEqual([]);

      const received = await list(expert, 'box=received');
      expect(received.json().data).toMatchObject([{ id: requestId, role: 'EXPERT', contacts: null }]);
      expectNoSecrets(received.body, 'the received box');
    });

    it('only the expert may accept or decline, only members may withdraw: 404 for anyone else', async () => {
      for (const user of [company.owner, company.member, outsider.owner]) {
        expectError(await act(user, requestId, 'accept'), 404, 'NOT_FOUND');
        expectError(await act(user, requestId, 'decline', { reason: 'Không' }), 404, 'NOT_FOUND');
      }
      for (const user of [expert, outsider.owner, company.suspended]) {
        expectError(await act(user, requestId, 'withdraw'), 404, 'NOT_FOUND');
      }
      expectError(await act(expert, '00000000-0000-4000-8000-000000000000', 'accept'), 404, 'NOT_FOUND');
      const status = await db.query(`SELECT status FROM expert_contact_requests WHERE id = $1`, [requestId]);
      expect(status.rows[0].status).toBe('PENDING');
    });

    it("the expert accepts: both sides now see both contacts; the requester is mailed the expert's contact", async () => {
      const accepted = await act(expert, requestId, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      const expected = {
        expert: {
          firstName: 'Lan',
          lastName: 'Phạm',
          email: expert.email,
          phone: '0987 654 321',
          organizationName: 'Công ty Tư vấn Carbon Xanh',
        },
        requester: {
          firstName: 'Quỳnh',
          lastName: 'Đoàn Thị',
          email: company.owner.email,
          phone: '0911 222 333',
          organizationName: 'Công ty TNHH Thép Xanh',
        },
      };
      expect(accepted.json().data).toMatchObject({ role: 'EXPERT', status: 'ACCEPTED', contacts: expected });
      expect(accepted.json().data.decidedAt).not.toBeNull();
      const sent = await list(company.member, 'box=sent');
      expect(sent.json().data[0]).toMatchObject({
        role: 'REQUESTER',
        status: 'ACCEPTED',
        contacts: expected,
      });
      const mail = await mails(company.owner.email, 'expert-contact-accepted');
      expect(mail).toHaveLength(1);
      expect(mail[0].locale).toBe('vi');
      expect(mail[0].payload).toMatchObject({ email: expert.email, phone: '0987 654 321' });
      expect(mail[0].text_body).toContain(expert.email);
    });

    it('409 for any further move', async () => {
      expectError(await act(expert, requestId, 'accept'), 409, 'CONFLICT');
      expectError(await act(expert, requestId, 'decline', {}), 409, 'CONFLICT');
      expectError(await act(company.owner, requestId, 'withdraw'), 409, 'CONFLICT');
    });
  });

  describe('declined and withdrawn requests', () => {
    it('the expert declines with a reason (kept, mailed); contacts stay hidden', async () => {
      const sent = await contact(company.admin, form());
      expect(sent.statusCode, sent.body).toBe(201);
      const id = sent.json().data.id;
      const tooLong = expectError(
        await act(expert, id, 'decline', { reason: 'x'.repeat(EXPERT_LIMITS.declineReason.max + 1) }),
        400,
        'VALIDATION_FAILED',
      );
      expect(tooLong.details.map((d: any) => d.field)).toEqual(['reason']);
      const declined = await act(expert, id, 'decline', { reason: '  Lịch của tôi đã kín đến tháng 6.  ' });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json().data).toMatchObject({
        status: 'DECLINED',
        declineReason: 'Lịch của tôi đã kín đến tháng 6.',
        contacts: null,
      });
      expectNoSecrets(declined.body, 'the declined request');
      const mail = await mails(company.admin.email, 'expert-contact-declined');
      expect(mail).toHaveLength(1);
      expect(mail[0].payload.reason).toBe('Lịch của tôi đã kín đến tháng 6.');
      expect(mail[0].text_body).not.toContain(expert.email);
    });

    it('a member withdraws a pending request; the expert can no longer answer it', async () => {
      const sent = await contact(company.member, form());
      expect(sent.statusCode, sent.body).toBe(201);
      const id = sent.json().data.id;
      const withdrawn = await act(company.owner, id, 'withdraw');
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().data).toMatchObject({ role: 'REQUESTER', status: 'WITHDRAWN', contacts: null });
      expectError(await act(expert, id, 'accept'), 409, 'CONFLICT');
      const received = await list(expert, 'box=received&take=2&page=1');
      expect(received.json().meta).toMatchObject({ total: 3, take: 2, pageCount: 2 });
      expect(received.json().data.map((r: any) => r.status)).toEqual(['WITHDRAWN', 'DECLINED']);
      const second = await list(expert, 'box=received&take=2&page=2');
      expect(second.json().data.map((r: any) => r.status)).toEqual(['ACCEPTED']);
    });
  });

  describe('the rate limit', () => {
    let limited: FastifyInstance;
    let limiter: RateLimiter;
    let limitedToken: Awaited<ReturnType<typeof buildSpacesApp>>['tokenOf'];

    beforeAll(async () => {
      limiter = createRateLimiter({ prefix: `rl-expert-contact-${engine}-${unique()}:` });
      ({ app: limited, tokenOf: limitedToken } = await buildSpacesApp(
        db,
        testConfig({ siteUrl: SITE_URL }),
        limiter,
      ));
    });

    afterAll(async () => {
      await limited?.close();
      await limiter?.close();
    });

    it(`takes ${rateLimitRules.expertContactRequest.perSpace.limit} requests per workspace an hour; the next is 429 and stores and mails nothing`, async () => {
      const { perSpace } = rateLimitRules.expertContactRequest;
      const other = await makeWorkspace(db, `gioi-han-${unique()}`);
      const send = async (user: TestUser, locale: 'vi' | 'en' = 'vi') =>
        limited.inject({
          method: 'POST',
          url: `/api/experts/profiles/${profile.slug}/contact-requests`,
          headers: { authorization: `Bearer ${await limitedToken(user)}`, 'accept-language': locale },
          payload: { ...form(), spaceId: other.space.id },
        });
      // The first is sent; the next ones are refused as a second pending request, but still count.
      expect((await send(other.owner)).statusCode).toBe(201);
      for (let i = 2; i <= perSpace.limit; i++)
        expect((await send(i % 2 ? other.owner : other.member)).statusCode).toBe(409);
      const before = await rows();
      const mailsBefore = (await mails(expert.email, 'expert-contact-received')).length;
      const refused = await send(other.admin, 'en');
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: message('en', 'errors', 'rateLimited'),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rows()).toBe(before);
      expect(await mails(expert.email, 'expert-contact-received')).toHaveLength(mailsBefore);
    });
  });
});
