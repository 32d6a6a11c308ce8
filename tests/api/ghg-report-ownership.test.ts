// GHG emission-risk assessments in the workspace (issue 14 item 7), on PGlite and PostgreSQL: a report made signed
// out is unclaimed and readable by its uuid; claimed into a workspace (idempotent, 409 for another workspace's, 409
// NO_WORKSPACE without one) it answers only that workspace's active members (404 for anyone else) or its share link;
// a report made signed in goes straight into the workspace; the workspace lists its reports page by page and counts
// them as RISK_ASSESSMENT (never GHG_REPORT); the claim is rate-limited. Responses are validated against the
// OpenAPI document (testConfig), so a contract drift fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../../server/rate-limit/index';
import { rateLimitRules } from '../../server/rate-limit/rules';
import { ENGINES } from './harness';
import {
  buildSpacesApp,
  makeSpace,
  makeUser,
  makeWorkspace,
  useSpacesSuite,
  type TestUser,
} from './support/spaces';
import type { Space } from '../../server/db/repos/spaces';

const input = (companyName: string, electricityKwh = 1_000_000) => ({
  companyName,
  sector: 'SERVICES',
  fuels: { dieselLitres: 1000 },
  electricityKwh,
  employees: 20,
  revenueVnd: 10_000_000_000,
  previousInventory: false,
});

describe.each(ENGINES)('GHG reports in the workspace on %s', (engine) => {
  const { suite, call } = useSpacesSuite(engine);
  let a: Awaited<ReturnType<typeof makeWorkspace>>;
  let b: { space: Space; owner: TestUser };
  let loner: TestUser;

  beforeAll(async () => {
    a = await makeWorkspace(suite.db, 'A');
    b = await makeSpace(suite.db, 'B');
    loner = await makeUser(suite.db, 'loner');
  });

  const create = (user: TestUser | null, companyName: string, space?: string) =>
    call(user, { method: 'POST', url: '/api/ghg-reports', payload: input(companyName), space });
  const read = (user: TestUser | null, id: string) =>
    call(user, { method: 'GET', url: `/api/ghg-reports/${id}` });
  const claim = (user: TestUser | null, id: string, space?: string) =>
    call(user, { method: 'POST', url: `/api/ghg-reports/${id}/claim`, space });
  const used = async (user: TestUser, spaceId: string, resource: string) =>
    (
      await call(user, {
        method: 'POST',
        url: '/api/subscription/validate-access-subscripiton',
        payload: { spaceId, resource },
      })
    ).body.data;

  it('a report made signed out is unclaimed: anyone with its id reads it, without a workspace', async () => {
    const made = await create(null, 'Công ty Ẩn danh');
    expect(made.status).toBe(201);
    expect(made.body.data).not.toHaveProperty('workspace');
    const got = await read(null, made.body.data.id);
    expect(got.status).toBe(200);
    expect(got.body.data.workspace).toBeNull();
    expect(got.body.data.input.companyName).toBe('Công ty Ẩn danh');
    // Signed in, another workspace's member reads an unclaimed report too (the uuid is the access).
    expect((await read(b.owner, made.body.data.id)).status).toBe(200);
  });

  it('claimed into the workspace on sign-in: counted once as RISK_ASSESSMENT, then members only (404 otherwise)', async () => {
    const made = await create(null, 'Công ty Thép Claim');
    const id = made.body.data.id;
    const before = await used(a.owner, a.space.id, 'RISK_ASSESSMENT');
    const inventoryBefore = await used(a.owner, a.space.id, 'GHG_REPORT');

    const first = await claim(a.member, id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      reportId: id,
      workspace: { id: a.space.id, name: a.space.name },
      newlyClaimed: true,
    });
    // Idempotent for the same workspace (explicit header this time): nothing new is recorded.
    const again = await claim(a.owner, id, a.space.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ newlyClaimed: false, claimedAt: first.body.data.claimedAt });

    const after = await used(a.owner, a.space.id, 'RISK_ASSESSMENT');
    expect(after).toMatchObject({ allowed: true, limit: null, used: before.used + 1 });
    expect((await used(a.owner, a.space.id, 'GHG_REPORT')).used).toBe(inventoryBefore.used);
    const history = await call(a.owner, {
      method: 'GET',
      url: `/api/subscription/resource-history/${a.space.id}?resource=RISK_ASSESSMENT`,
    });
    expect(history.body.data[0]).toMatchObject({
      resource: 'RISK_ASSESSMENT',
      action: 'ASSESSMENT_CLAIMED',
      delta: 1,
      actor: { email: a.member.email },
    });

    const member = await read(a.admin, id);
    expect(member.status).toBe(200);
    expect(member.body.data.workspace).toMatchObject({
      id: a.space.id,
      name: a.space.name,
      shareToken: null,
    });
    for (const outsider of [null, b.owner, a.suspended, loner]) {
      const refused = await read(outsider, id);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('NOT_FOUND');
    }
  });

  it('claim refusals: another workspace 409, unknown 404, malformed 400, no workspace 409 NO_WORKSPACE, signed out 401', async () => {
    const made = await create(null, 'Công ty Xung đột');
    const id = made.body.data.id;
    expect((await claim(a.owner, id)).status).toBe(200);
    const clash = await claim(b.owner, id);
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('CONFLICT');

    const unknown = await claim(a.owner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect((await claim(a.owner, 'not-a-uuid')).status).toBe(400);
    expect((await claim(a.owner, id, 'not-a-uuid')).status).toBe(400);

    const other = await create(null, 'Công ty Chưa có không gian');
    const lonely = await claim(loner, other.body.data.id);
    expect(lonely.status).toBe(409);
    expect(lonely.body.code).toBe('NO_WORKSPACE');
    // It stays unclaimed: still readable by its id.
    expect((await read(null, other.body.data.id)).body.data.workspace).toBeNull();
    expect((await claim(null, other.body.data.id)).status).toBe(401);
    // A workspace the caller is not an active member of: 403, and the report stays unclaimed.
    expect((await claim(a.suspended, other.body.data.id, a.space.id)).status).toBe(403);
    expect((await claim(b.owner, other.body.data.id, a.space.id)).status).toBe(403);
    expect((await read(null, other.body.data.id)).status).toBe(200);
  });

  it('a report made signed in goes straight into the workspace (X-Space-Id must be an active membership)', async () => {
    const before = await used(a.owner, a.space.id, 'RISK_ASSESSMENT');
    const made = await create(a.member, 'Công ty Đăng nhập', a.space.id);
    expect(made.status).toBe(201);
    expect((await used(a.owner, a.space.id, 'RISK_ASSESSMENT')).used).toBe(before.used + 1);
    expect((await read(null, made.body.data.id)).status).toBe(404);
    expect((await read(a.owner, made.body.data.id)).body.data.workspace.id).toBe(a.space.id);
    expect((await claim(a.owner, made.body.data.id)).body.data.newlyClaimed).toBe(false);

    const refused = await create(a.member, 'Công ty Khác', b.space.id);
    expect(refused.status).toBe(403);
    // Without a workspace the report is the user's, unclaimed.
    const lonely = await create(loner, 'Công ty Một mình');
    expect(lonely.status).toBe(201);
    expect((await read(null, lonely.body.data.id)).body.data.workspace).toBeNull();
  });

  it('the share link: a member turns it on (a new token each time) and off; the public read has no workspace', async () => {
    const made = await create(a.owner, 'Công ty Chia sẻ');
    const id = made.body.data.id;
    const shared = await call(a.member, { method: 'POST', url: `/api/ghg-reports/${id}/share` });
    expect(shared.status).toBe(200);
    const token = shared.body.data.shareToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const pub = await call(null, { method: 'GET', url: `/api/ghg-shared-reports/${token}` });
    expect(pub.status).toBe(200);
    expect(pub.body.data.id).toBe(id);
    expect(pub.body.data).not.toHaveProperty('workspace');
    expect((await read(a.owner, id)).body.data.workspace.shareToken).toBe(token);
    // The uuid alone still opens nothing for outsiders.
    expect((await read(null, id)).status).toBe(404);

    // Another workspace's member cannot share it: their space has no such report (404), A is not theirs (403).
    expect((await call(b.owner, { method: 'POST', url: `/api/ghg-reports/${id}/share` })).status).toBe(404);
    expect(
      (await call(b.owner, { method: 'POST', url: `/api/ghg-reports/${id}/share`, space: a.space.id }))
        .status,
    ).toBe(403);

    const renewed = await call(a.owner, { method: 'POST', url: `/api/ghg-reports/${id}/share` });
    expect(renewed.body.data.shareToken).not.toBe(token);
    expect((await call(null, { method: 'GET', url: `/api/ghg-shared-reports/${token}` })).status).toBe(404);

    const off = await call(a.admin, { method: 'DELETE', url: `/api/ghg-reports/${id}/share` });
    expect(off.status).toBe(200);
    expect(off.body.data.shareToken).toBeNull();
    const gone = await call(null, {
      method: 'GET',
      url: `/api/ghg-shared-reports/${renewed.body.data.shareToken}`,
    });
    expect(gone.status).toBe(404);
    expect((await call(null, { method: 'GET', url: '/api/ghg-shared-reports/short' })).status).toBe(400);
    // An unclaimed report has no share link (its uuid is its link).
    const unclaimed = await create(null, 'Công ty Chưa nhận');
    expect(
      (await call(a.owner, { method: 'POST', url: `/api/ghg-reports/${unclaimed.body.data.id}/share` }))
        .status,
    ).toBe(404);
  });

  it('the PDF follows the report: a workspace report for its members or with its live share token, else 404', async () => {
    const id = (await create(a.owner, 'Công ty PDF')).body.data.id;
    const pdf = async (user: TestUser | null, query = '') => {
      const headers: Record<string, string> = {};
      if (user) headers.authorization = `Bearer ${await suite.tokenOf(user)}`;
      const response = await suite.app.inject({
        method: 'GET',
        url: `/api/ghg-reports/${id}/pdf?lang=vi${query}`,
        headers,
      });
      return { status: response.statusCode, type: String(response.headers['content-type']) };
    };
    const member = await pdf(a.member);
    expect(member.status).toBe(200);
    expect(member.type).toMatch(/^application\/pdf/);
    expect((await pdf(null)).status).toBe(404);
    expect((await pdf(b.owner)).status).toBe(404);
    const token = (await call(a.owner, { method: 'POST', url: `/api/ghg-reports/${id}/share` })).body.data
      .shareToken as string;
    expect((await pdf(null, `&share=${token}`)).status).toBe(200);
    expect((await pdf(null, `&share=${'A'.repeat(43)}`)).status).toBe(404);
    expect((await pdf(null, '&share=short')).status).toBe(400);
    await call(a.owner, { method: 'DELETE', url: `/api/ghg-reports/${id}/share` });
    expect((await pdf(null, `&share=${token}`)).status).toBe(404);
    expect((await pdf(a.owner)).status).toBe(200);
  });

  it("lists the workspace's reports newest first, paged, and only its own", async () => {
    const c = await makeSpace(suite.db, 'C');
    const names = ['Công ty Một', 'Công ty Hai', 'Công ty Ba'];
    for (const name of names) expect((await create(c.owner, name)).status).toBe(201);
    await create(b.owner, 'Công ty của B');

    const first = await call(c.owner, { method: 'GET', url: '/api/ghg-reports?take=2&page=1' });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, take: 2, total: 3, pageCount: 2 });
    expect(first.body.data.map((r: { companyName: string }) => r.companyName)).toEqual([
      'Công ty Ba',
      'Công ty Hai',
    ]);
    const line = first.body.data[0];
    const full = await read(c.owner, line.id);
    expect(line).toMatchObject({
      totalTco2e: full.body.data.emissions.totalTco2e,
      score: full.body.data.score,
      level: full.body.data.level,
      shared: false,
    });
    const second = await call(c.owner, { method: 'GET', url: '/api/ghg-reports?take=2&page=2' });
    expect(second.body.data.map((r: { companyName: string }) => r.companyName)).toEqual(['Công ty Một']);
    expect((await call(c.owner, { method: 'GET', url: '/api/ghg-reports?take=101' })).status).toBe(400);
    expect((await call(c.owner, { method: 'GET', url: '/api/ghg-reports?page=0' })).status).toBe(400);
    expect((await call(c.owner, { method: 'GET', url: '/api/ghg-reports', space: a.space.id })).status).toBe(
      403,
    );
    expect((await call(null, { method: 'GET', url: '/api/ghg-reports' })).status).toBe(401);
    const none = await call(loner, { method: 'GET', url: '/api/ghg-reports' });
    expect(none.status).toBe(404);
  });
});

describe.each(ENGINES)('the claim is rate-limited on %s', (engine) => {
  const { suite } = useSpacesSuite(engine);
  let app: FastifyInstance;
  let tokenOf: Awaited<ReturnType<typeof buildSpacesApp>>['tokenOf'];

  beforeAll(async () => {
    ({ app, tokenOf } = await buildSpacesApp(
      suite.db,
      undefined,
      createRateLimiter({ prefix: `ghg-claim-${engine}-${Date.now()}:` }),
    ));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 RATE_LIMITED with Retry-After past the per-user limit, even for unknown ids', async () => {
    const { owner } = await makeSpace(suite.db, 'R');
    const headers = { authorization: `Bearer ${await tokenOf(owner)}` };
    const limit = rateLimitRules.ghgReportClaim.perUser.limit;
    for (let i = 0; i < limit; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ghg-reports/00000000-0000-4000-8000-000000000000/claim',
        headers,
      });
      expect(res.statusCode).toBe(404);
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/api/ghg-reports/00000000-0000-4000-8000-000000000000/claim',
      headers,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
