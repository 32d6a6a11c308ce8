// The staff console's API (OpenAPI tag `staff`) against a real cognito-local and both database engines: who may
// call it (every operation of the tag: 401 signed out, 403 signed in outside the `staff` group), /auth/me's roles,
// the pipeline list (search, filters, paging) against a plain SQL read, status and owner changes with their audit
// rows, notes and their translated refusals, the staff members, the append-only audit log, and the sales
// notification of a new contact request.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../domain/messages';
import { STAFF_PATH_PREFIX } from '../../domain/staff-permissions';
import { ENGINES } from './harness';
import { expectError } from './support/error-body';
import { useCognitoLocal, useSessionSuite } from './support/session-suite';
import {
  expectedPage,
  listUrl,
  seedContactRequests,
  signedInUser,
  staffOperations,
  wellFormed,
  type ListQuery,
  type SignedInUser,
} from './support/staff';

const stack = useCognitoLocal();

describe.each(ENGINES)('staff console on %s', (engine) => {
  const { suite, email, call } = useSessionSuite(engine, stack);
  const users = {} as { staff: SignedInUser; colleague: SignedInUser; customer: SignedInUser };
  let ids: string[] = [];

  const me = async (token: string) => (await call({ method: 'GET', url: '/api/auth/me', token })).json().data;
  const auditRows = async (id: string) =>
    (
      await suite.handle.db.query(
        `SELECT action, actor_user_id, actor_email, before, after FROM audit_log
         WHERE entity_type = 'contactRequest' AND entity_id = $1 ORDER BY created_at, id`,
        [id],
      )
    ).rows;

  beforeAll(async () => {
    const staff = await signedInUser(stack.cognito, me, email('staff'), {
      staff: true,
      givenName: 'Lan',
      familyName: 'Phạm',
    });
    const colleague = await signedInUser(stack.cognito, me, email('colleague'), { staff: true });
    const customer = await signedInUser(stack.cognito, me, email('customer'), { staff: false });
    expect(staff.roles).toEqual(['staff']);
    expect(customer.roles).toEqual([]);
    Object.assign(users, { staff, colleague, customer });
    ids = await seedContactRequests(suite.handle.db, 23, engine);
  });

  describe('access', () => {
    const operations = staffOperations();

    it('the contract has the staff calls, all under /staff/', () => {
      expect(operations.length).toBeGreaterThanOrEqual(5);
      for (const op of operations) expect(op.path.startsWith(STAFF_PATH_PREFIX)).toBe(true);
    });

    it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
      '%s: 401 signed out, 401 with a bad token, 403 signed in outside the staff group (vi and en)',
      async (_name, op) => {
        const request = wellFormed(op, ids[0]);
        expectError(await call(request), 401, 'UNAUTHORIZED');
        expectError(await call({ ...request, token: 'not-a-token' }), 401, 'UNAUTHORIZED');
        const vi = expectError(await call({ ...request, token: users.customer.token }), 403, 'FORBIDDEN');
        expect(vi.message).toBe(message('vi', 'errors', 'forbidden'));
        const en = expectError(
          await call({ ...request, token: users.customer.token, locale: 'en' }),
          403,
          'FORBIDDEN',
        );
        expect(en.message).toBe(message('en', 'errors', 'forbidden'));
        // The 403 comes before the path is looked at: a bad id is still 403 for a non-staff caller.
        expectError(
          await call({ ...wellFormed(op, 'not-a-uuid'), token: users.customer.token }),
          403,
          'FORBIDDEN',
        );
      },
    );

    it('/auth/me answers the roles from the token: ["staff"] for staff, [] for others', async () => {
      expect((await me(users.staff.token)).roles).toEqual(['staff']);
      expect((await me(users.customer.token)).roles).toEqual([]);
    });
  });

  describe('GET /staff/contact-requests', () => {
    const expectSameAsSql = async (query: ListQuery) => {
      const res = await call({ method: 'GET', url: listUrl(query), token: users.staff.token });
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      const body = res.json();
      const expected = await expectedPage(suite.handle.db, query);
      expect(
        body.data.map((r: { id: string }) => r.id),
        JSON.stringify(query),
      ).toEqual(expected.ids);
      const take = query.take ?? 20;
      expect(body.meta).toEqual({
        page: query.page ?? 1,
        take,
        total: expected.total,
        pageCount: Math.ceil(expected.total / take),
      });
      return body;
    };

    it('answers the same rows as a plain SQL read, for search, filters and paging', async () => {
      // Some history first, so that status and owner filters have something to keep.
      for (const [i, id] of ids.slice(0, 6).entries()) {
        const payload = i % 2 === 0 ? { status: 'contacted' } : { ownerId: users.colleague.userId };
        const res = await call({
          method: 'PATCH',
          url: `/api/staff/contact-requests/${id}`,
          token: users.staff.token,
          payload,
        });
        expect(res.statusCode).toBe(200);
      }
      const first = await expectSameAsSql({});
      expect(first.data).toHaveLength(20);
      expect(first.data[0]).toMatchObject({ noteCount: 0, companySize: '51-200' });
      for (const query of [
        { q: 'nguyen' },
        { q: 'THÉP' },
        { q: 'đức nguy' },
        { q: 'đức' },
        { q: '  GREEN ' },
        { q: `-${engine}@example` },
        { q: '100%' },
        { q: 'Steelworks_' },
        { q: 'nobody-has-this' },
        { status: 'contacted' },
        { status: 'won' },
        { owner: users.colleague.userId },
        { owner: 'none' },
        { q: 'steel', owner: 'none', status: 'new' },
        { take: 7, page: 2 },
        { take: 7, page: 4 },
        { take: 100, page: 50 },
        { take: 1 },
      ] satisfies ListQuery[]) {
        await expectSameAsSql(query);
      }
      const owned = await expectSameAsSql({ owner: users.colleague.userId });
      expect(owned.data[0].owner).toEqual({
        userId: users.colleague.userId,
        email: users.colleague.email,
        firstName: 'Test',
        lastName: 'User',
      });
    });

    it('refuses bad filters with 400 (never 5xx)', async () => {
      for (const query of [
        { status: 'closed' },
        { owner: 'someone' },
        { take: 0 },
        { take: 101 },
        { page: 0 },
        { q: 'x'.repeat(101) },
      ] as ListQuery[]) {
        const res = await call({ method: 'GET', url: listUrl(query), token: users.staff.token });
        expectError(res, 400, 'VALIDATION_FAILED');
      }
    });
  });

  describe('one contact request', () => {
    it('GET answers every field with notes and history; unknown 404, bad uuid 400', async () => {
      const res = await call({
        method: 'GET',
        url: `/api/staff/contact-requests/${ids[10]}`,
        token: users.staff.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: ids[10],
        status: 'new',
        owner: null,
        phone: '+84912345678',
        requirement: 'Kiểm kê khí nhà kính',
        locale: 'vi',
        notes: [],
        history: [],
      });
      const url = `/api/staff/contact-requests/${randomUUID()}`;
      expectError(await call({ method: 'GET', url, token: users.staff.token }), 404, 'NOT_FOUND');
      expectError(
        await call({ method: 'PATCH', url, token: users.staff.token, payload: { status: 'won' } }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await call({ method: 'POST', url: `${url}/notes`, token: users.staff.token, payload: { text: 'x' } }),
        404,
        'NOT_FOUND',
      );
      const bad = '/api/staff/contact-requests/not-a-uuid';
      expectError(
        await call({ method: 'GET', url: bad, token: users.staff.token }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await call({ method: 'PATCH', url: bad, token: users.staff.token, payload: { status: 'won' } }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('PATCH: a status change and an owner change write one audit row each, with before and after', async () => {
      const id = ids[11];
      const url = `/api/staff/contact-requests/${id}`;
      const status = await call({
        method: 'PATCH',
        url,
        token: users.staff.token,
        payload: { status: 'qualified' },
      });
      expect(status.statusCode).toBe(200);
      expect(status.json().data).toMatchObject({ status: 'qualified', owner: null });
      const owner = await call({
        method: 'PATCH',
        url,
        token: users.staff.token,
        payload: { ownerId: users.colleague.userId },
      });
      expect(owner.json().data.owner).toMatchObject({
        userId: users.colleague.userId,
        email: users.colleague.email,
      });
      // The same values again change nothing and record nothing.
      await call({
        method: 'PATCH',
        url,
        token: users.staff.token,
        payload: { status: 'qualified', ownerId: users.colleague.userId },
      });
      const unassigned = await call({
        method: 'PATCH',
        url,
        token: users.colleague.token,
        payload: { ownerId: null },
      });
      expect(unassigned.json().data.owner).toBeNull();

      const actor = { actor_user_id: users.staff.userId, actor_email: users.staff.email };
      expect(await auditRows(id)).toEqual([
        {
          ...actor,
          action: 'contactRequest.update',
          before: { status: 'new' },
          after: { status: 'qualified' },
        },
        {
          ...actor,
          action: 'contactRequest.update',
          before: { ownerId: null },
          after: { ownerId: users.colleague.userId },
        },
        {
          actor_user_id: users.colleague.userId,
          actor_email: users.colleague.email,
          action: 'contactRequest.update',
          before: { ownerId: users.colleague.userId },
          after: { ownerId: null },
        },
      ]);
      const history = unassigned.json().data.history;
      expect(history).toHaveLength(3);
      expect(history[0]).toMatchObject({
        action: 'contactRequest.update',
        actor: { userId: users.staff.userId, email: users.staff.email },
        before: { status: 'new' },
        after: { status: 'qualified' },
      });
    });

    it('PATCH refuses a non-staff owner (translated), an unknown user, an empty body and bad values', async () => {
      const url = `/api/staff/contact-requests/${ids[12]}`;
      for (const locale of ['vi', 'en'] as const) {
        const body = expectError(
          await call({
            method: 'PATCH',
            url,
            token: users.staff.token,
            locale,
            payload: { ownerId: users.customer.userId },
          }),
          400,
          'VALIDATION_FAILED',
        );
        expect(body.details).toEqual([
          {
            field: 'ownerId',
            message:
              locale === 'vi' ? 'Người dùng này không phải là nhân viên' : 'This user is not a staff member',
          },
        ]);
      }
      for (const payload of [
        { ownerId: randomUUID() },
        {},
        { status: 'closed' },
        { ownerId: 'not-a-uuid' },
      ]) {
        const res = await call({ method: 'PATCH', url, token: users.staff.token, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expectError(res, 400, 'VALIDATION_FAILED');
      }
      expect(await auditRows(ids[12])).toEqual([]);
    });

    it('POST notes: stored trimmed with an audit row; empty or too long refused in vi and en', async () => {
      const id = ids[13];
      const url = `/api/staff/contact-requests/${id}/notes`;
      const added = await call({
        method: 'POST',
        url,
        token: users.staff.token,
        payload: { text: '  Gọi lại\nthứ Hai  ' },
      });
      expect(added.statusCode).toBe(201);
      const data = added.json().data;
      expect(data.noteCount).toBe(1);
      expect(data.notes).toEqual([
        {
          id: expect.any(String),
          text: 'Gọi lại\nthứ Hai',
          author: {
            userId: users.staff.userId,
            email: users.staff.email,
            firstName: 'Lan',
            lastName: 'Phạm',
          },
          createdAt: expect.any(String),
        },
      ]);
      expect(await auditRows(id)).toEqual([
        {
          action: 'contactRequest.note',
          actor_user_id: users.staff.userId,
          actor_email: users.staff.email,
          before: null,
          after: { noteId: data.notes[0].id },
        },
      ]);
      const cases = [
        { text: '   ', vi: 'Trường này là bắt buộc', en: 'Field is required' },
        { text: 'x'.repeat(2001), vi: 'Tối đa 2000 ký tự', en: 'Maximum of 2000 characters' },
      ];
      for (const c of cases) {
        for (const locale of ['vi', 'en'] as const) {
          const body = expectError(
            await call({ method: 'POST', url, token: users.staff.token, locale, payload: { text: c.text } }),
            400,
            'VALIDATION_FAILED',
          );
          expect(body.details).toEqual([{ field: 'text', message: c[locale] }]);
        }
      }
      expect(await auditRows(id)).toHaveLength(1);
    });
  });

  it('GET /staff/members: the staff group users the database knows, not the others', async () => {
    const res = await call({ method: 'GET', url: '/api/staff/members', token: users.staff.token });
    expect(res.statusCode).toBe(200);
    const members = res.json().data as { userId: string }[];
    const userIds = members.map((m) => m.userId);
    expect(userIds).toContain(users.staff.userId);
    expect(userIds).toContain(users.colleague.userId);
    expect(userIds).not.toContain(users.customer.userId);
    expect(members.find((m) => m.userId === users.staff.userId)).toEqual({
      userId: users.staff.userId,
      email: users.staff.email,
      firstName: 'Lan',
      lastName: 'Phạm',
    });
  });

  it('the audit log is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const db = suite.handle.db;
    expect((await db.query('SELECT count(*)::int AS n FROM audit_log')).rows[0].n).toBeGreaterThan(0);
    await expect(db.query(`UPDATE audit_log SET action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'forged'`)).rows[0].n,
    ).toBe(0);
  });

  it('a new contact request puts the confirmation to the sender and the notification to SALES_INBOX', async () => {
    const payload = {
      firstName: 'Hà',
      lastName: 'Võ',
      email: email('lead'),
      phone: '0912345678',
      companyName: `Thép Miền Nam ${engine}`,
      career: 'Sản xuất thép',
      companySize: '201-500',
      requirement: 'Báo cáo CBAM',
      agreePrivacy: true,
    };
    const sent = await call({ method: 'POST', url: '/api/spaces/sent-contact-sale', locale: 'en', payload });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id;
    const { rows } = await suite.handle.db.query(
      `SELECT to_address, template, locale, payload, subject FROM mail_outbox
       WHERE payload->>'link' LIKE $1 OR to_address = $2 ORDER BY template`,
      [`%/staff/contact-requests/${id}`, payload.email],
    );
    expect(rows).toEqual([
      expect.objectContaining({ to_address: payload.email, template: 'contact-received', locale: 'en' }),
      expect.objectContaining({
        to_address: 'sales@ghg-demo.vn',
        template: 'contact-sale-notification',
        locale: 'vi',
        subject: `Yêu cầu liên hệ mới: ${payload.companyName}`,
        payload: expect.objectContaining({
          firstName: 'Hà',
          lastName: 'Võ',
          email: payload.email,
          phone: expect.any(String),
          companyName: payload.companyName,
          career: 'Sản xuất thép',
          companySize: '201-500',
          requirement: 'Báo cáo CBAM',
          locale: 'en',
          link: `http://localhost:8080/staff/contact-requests/${id}`,
        }),
      }),
    ]);
  });
});
