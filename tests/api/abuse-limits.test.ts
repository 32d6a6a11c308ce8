// The abuse limits of the public writes and of the calls that mail (server/rate-limit/rules.ts), through the real
// routes on PGlite and PostgreSQL: the contact-sales form (per e-mail and per IP), the public GHG assessment (per
// IP) and invitations (per recipient, across workspaces, and per workspace). The call past a limit answers 429
// with the error shape, the translated message and Retry-After, and stores and mails nothing. Then two app
// instances on one Redis (the real one at 127.0.0.1:6379, a unique key prefix per run) share one count.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import type { Db } from '../../server/db/client';
import { createRateLimiter, type RateLimiter } from '../../server/rate-limit/index';
import { rateLimitRules } from '../../server/rate-limit/rules';
import { ENGINES, openSeededDb, testConfig } from './harness';
import { buildSpacesApp, makeSpace, SITE_URL, type TestUser } from './support/spaces';

const REDIS_URL = 'redis://127.0.0.1:6379';

const CONTACT = {
  firstName: 'An',
  lastName: 'Nguyễn',
  phone: '0912345678',
  companyName: 'Công ty TNHH Thép Xanh',
  career: 'Sản xuất thép',
  companySize: '51-200',
  requirement: 'Kiểm kê khí nhà kính theo Nghị định 06',
  agreePrivacy: true,
};

const GHG_INPUT = {
  companyName: 'Công ty TNHH Thép Xanh Demo',
  taxCode: '0101234567',
  sector: 'IRON_STEEL',
  fuels: { dieselLitres: 120_000, lpgKg: 80_000, fuelOilLitres: 300_000 },
  electricityKwh: 9_000_000,
  cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: false }],
  exportMarkets: ['EU'],
  employees: 150,
  revenueVnd: 500_000_000_000,
  previousInventory: false,
};

const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@ghg.test`;

let ipCounter = 0;
/** A fresh client address, so that one test's per-IP counts do not reach the next. */
const nextIp = () => `10.${40 + Math.floor(++ipCounter / 250)}.${ipCounter % 250}.9`;

/** 429, the one error shape with the message in `locale`, and a Retry-After within the rule's window. */
function expectLimited(
  response: { statusCode: number; body: string; json(): any; headers: Record<string, unknown> },
  locale: 'vi' | 'en',
  windowMs: number,
) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    statusCode: 429,
    code: 'RATE_LIMITED',
    message: messages[locale].errors.rateLimited,
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(sql, params);
  return Number(rows[0].n);
}

describe.each(ENGINES)('abuse limits on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let db: Db;
  let app: FastifyInstance;
  let limiter: RateLimiter;
  let tokenOf: Awaited<ReturnType<typeof buildSpacesApp>>['tokenOf'];

  beforeAll(async () => {
    handle = await openSeededDb(engine);
    db = handle.db;
    limiter = createRateLimiter({ prefix: `rl-test-${engine}:` });
    ({ app, tokenOf } = await buildSpacesApp(db, testConfig({ siteUrl: SITE_URL }), limiter));
  });

  afterAll(async () => {
    await app?.close();
    await limiter?.close();
    await handle?.dispose();
  });

  const post = async (
    url: string,
    payload: unknown,
    options: { ip?: string; locale?: 'vi' | 'en'; as?: TestUser; space?: string } = {},
  ) => {
    const headers: Record<string, string> = { 'accept-language': options.locale ?? 'vi' };
    if (options.as) headers.authorization = `Bearer ${await tokenOf(options.as)}`;
    if (options.space) headers['x-space-id'] = options.space;
    const request: InjectOptions = {
      method: 'POST',
      url: `/api${url}`,
      headers,
      remoteAddress: options.ip ?? nextIp(),
    };
    if (payload !== undefined) request.payload = payload as Record<string, unknown>;
    return app.inject(request);
  };

  describe('the contact-sales form', () => {
    const { perEmail, perIp } = rateLimitRules.contactSale;

    it(`takes ${perEmail.limit} requests per e-mail an hour, from any address; the next is 429 and stores and mails nothing`, async () => {
      const email = unique('contact');
      for (let i = 1; i <= perEmail.limit; i++) {
        const sent = await post('/spaces/sent-contact-sale', { ...CONTACT, email });
        expect(sent.statusCode, `request ${i}: ${sent.body}`).toBe(201);
      }
      const stored = await count(db, 'SELECT count(*) AS n FROM contact_requests WHERE email = $1', [email]);
      const mails = await count(db, 'SELECT count(*) AS n FROM mail_outbox');
      expect(stored).toBe(perEmail.limit);

      // The same address in other letters is the same address.
      expectLimited(
        await post('/spaces/sent-contact-sale', { ...CONTACT, email: email.toUpperCase() }, { locale: 'en' }),
        'en',
        perEmail.windowMs,
      );
      expectLimited(await post('/spaces/sent-contact-sale', { ...CONTACT, email }), 'vi', perEmail.windowMs);
      expect(await count(db, 'SELECT count(*) AS n FROM contact_requests WHERE email = $1', [email])).toBe(
        stored,
      );
      expect(await count(db, 'SELECT count(*) AS n FROM mail_outbox')).toBe(mails);

      // Another sender is not affected.
      expect(
        (await post('/spaces/sent-contact-sale', { ...CONTACT, email: unique('other') })).statusCode,
      ).toBe(201);
    });

    it(`takes ${perIp.limit} requests per address an hour; the next is 429`, async () => {
      const ip = nextIp();
      for (let i = 1; i <= perIp.limit; i++) {
        const sent = await post('/spaces/sent-contact-sale', { ...CONTACT, email: unique('ip') }, { ip });
        expect(sent.statusCode, `request ${i}: ${sent.body}`).toBe(201);
      }
      const email = unique('ip-refused');
      expectLimited(
        await post('/spaces/sent-contact-sale', { ...CONTACT, email }, { ip }),
        'vi',
        perIp.windowMs,
      );
      expect(await count(db, 'SELECT count(*) AS n FROM contact_requests WHERE email = $1', [email])).toBe(0);
      expect(await count(db, 'SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1', [email])).toBe(0);
    });

    it('does not count a refused body (400): the limit is on requests that would store and mail', async () => {
      const ip = nextIp();
      for (let i = 1; i <= perIp.limit + 2; i++) {
        const bad = await post('/spaces/sent-contact-sale', { ...CONTACT, email: 'not-an-email' }, { ip });
        expect(bad.statusCode).toBe(400);
      }
      expect(
        (await post('/spaces/sent-contact-sale', { ...CONTACT, email: unique('ok') }, { ip })).statusCode,
      ).toBe(201);
    });
  });

  describe('the public GHG assessment', () => {
    const { perIp } = rateLimitRules.ghgReport;

    it(`stores ${perIp.limit} reports per address an hour; the next is 429 and stores nothing`, async () => {
      const ip = nextIp();
      for (let i = 1; i <= perIp.limit; i++) {
        const created = await post('/ghg-reports', GHG_INPUT, { ip });
        expect(created.statusCode, `report ${i}: ${created.body}`).toBe(201);
      }
      const stored = await count(db, 'SELECT count(*) AS n FROM ghg_reports');
      expectLimited(await post('/ghg-reports', GHG_INPUT, { ip, locale: 'en' }), 'en', perIp.windowMs);
      expect(await count(db, 'SELECT count(*) AS n FROM ghg_reports')).toBe(stored);
      // Another address still may.
      expect((await post('/ghg-reports', GHG_INPUT)).statusCode).toBe(201);
    });
  });

  describe('the client address', () => {
    const { perIp } = rateLimitRules.ghgReport;
    const report = (target: FastifyInstance, forwardedFor: string) =>
      target.inject({
        method: 'POST',
        url: '/api/ghg-reports',
        payload: GHG_INPUT,
        remoteAddress: '10.250.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('ignores X-Forwarded-For by default: a client cannot pick a fresh address per request', async () => {
      for (let i = 1; i <= perIp.limit; i++) expect((await report(app, `192.0.2.${i}`)).statusCode).toBe(201);
      expectLimited(await report(app, '192.0.2.250'), 'vi', perIp.windowMs);
    });

    it('behind a trusted load balancer (TRUST_PROXY) counts the client it names, not the balancer', async () => {
      const proxied = createRateLimiter({ prefix: `rl-test-proxy-${engine}:` });
      const behind = await buildSpacesApp(
        db,
        testConfig({ siteUrl: SITE_URL, trustProxy: ['127.0.0.1'] }),
        proxied,
      );
      try {
        for (let i = 1; i <= perIp.limit; i++)
          expect((await report(behind.app, '198.51.100.7')).statusCode).toBe(201);
        // The proxy appends the address it saw; what the client wrote before it is not trusted.
        expectLimited(await report(behind.app, '203.0.113.9, 198.51.100.7'), 'vi', perIp.windowMs);
        expect((await report(behind.app, '198.51.100.8')).statusCode).toBe(201);
      } finally {
        await behind.app.close();
        await proxied.close();
      }
    });
  });

  describe('invitations', () => {
    const { perEmail, perSpace } = rateLimitRules.inviteMail;
    const invitesTo = (email: string) =>
      count(db, `SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1 AND template = 'invite'`, [
        email,
      ]);

    it(`mail one recipient ${perEmail.limit} times a day, invitations and resends together, from any workspace`, async () => {
      const email = unique('invitee');
      const first = await makeSpace(db, `inv1-${engine}`);
      const invited = await post(
        '/spaces/invite-user',
        { email, role: 'MEMBER' },
        { as: first.owner, space: first.space.id },
      );
      expect(invited.statusCode, invited.body).toBe(201);
      const inviteId = invited.json().data.id;
      for (let i = 2; i <= perEmail.limit; i++) {
        const resent = await post(`/spaces/resend-invite/${inviteId}`, undefined, {
          as: first.owner,
          space: first.space.id,
        });
        expect(resent.statusCode, `resend ${i}: ${resent.body}`).toBe(200);
      }
      expect(await invitesTo(email)).toBe(perEmail.limit);

      const resentAgain = await post(`/spaces/resend-invite/${inviteId}`, undefined, {
        as: first.owner,
        space: first.space.id,
        locale: 'en',
      });
      expectLimited(resentAgain, 'en', perEmail.windowMs);
      // Another workspace inviting the same person is refused too, and nothing is stored for it.
      const second = await makeSpace(db, `inv2-${engine}`);
      expectLimited(
        await post(
          '/spaces/invite-user',
          { email, role: 'MEMBER' },
          { as: second.owner, space: second.space.id },
        ),
        'vi',
        perEmail.windowMs,
      );
      expect(await invitesTo(email)).toBe(perEmail.limit);
      expect(
        await count(db, 'SELECT count(*) AS n FROM space_invites WHERE space_id = $1', [second.space.id]),
      ).toBe(0);
    });

    it(`send ${perSpace.limit} invitations per workspace an hour; the next is 429`, async () => {
      const { space, owner } = await makeSpace(db, `bulk-${engine}`);
      // Unlimited seats: only the rate limit can refuse.
      await db.query(`UPDATE spaces SET plan = 'ENTERPRISE' WHERE id = $1`, [space.id]);
      for (let i = 1; i <= perSpace.limit; i++) {
        const invited = await post(
          '/spaces/invite-user',
          { email: unique(`bulk${i}`), role: 'MEMBER' },
          { as: owner, space: space.id },
        );
        expect(invited.statusCode, `invitation ${i}: ${invited.body}`).toBe(201);
      }
      const email = unique('bulk-refused');
      expectLimited(
        await post('/spaces/invite-user', { email, role: 'MEMBER' }, { as: owner, space: space.id }),
        'vi',
        perSpace.windowMs,
      );
      expect(await invitesTo(email)).toBe(0);
      expect(await count(db, 'SELECT count(*) AS n FROM space_invites WHERE space_id = $1', [space.id])).toBe(
        perSpace.limit,
      );
      // Another workspace has its own budget.
      const other = await makeSpace(db, `bulk2-${engine}`);
      expect(
        (
          await post(
            '/spaces/invite-user',
            { email, role: 'MEMBER' },
            { as: other.owner, space: other.space.id },
          )
        ).statusCode,
      ).toBe(201);
    });
  });
});

describe('limits shared by two app instances through Redis', () => {
  const prefix = `rl-test-abuse-${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  const apps: FastifyInstance[] = [];
  const limiters: RateLimiter[] = [];

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    await redis.ping();
    handle = await openSeededDb('pglite');
    // Two API processes behind one load balancer: one database, one Redis, one key prefix.
    for (let i = 0; i < 2; i++) {
      const limiter = createRateLimiter({ redisUrl: REDIS_URL, prefix });
      limiters.push(limiter);
      apps.push((await buildSpacesApp(handle.db, testConfig({ siteUrl: SITE_URL }), limiter)).app);
      // A fresh limiter fails open until its connection is up: wait until one of its hits is counted.
      const probe = `probe-${i}`;
      const deadline = Date.now() + 10_000;
      while (!(await redis.exists(`${prefix}${probe}`))) {
        if (Date.now() > deadline) throw new Error('the Redis rate limiter did not connect');
        await limiter.hit(probe, { limit: 1000, windowMs: 60_000 });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const limiter of limiters) await limiter.close();
    await handle?.dispose();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      expect(await redis.keys(`${prefix}*`)).toEqual([]);
      await redis.quit();
    }
  });

  it('counts one sender across both instances: the request past the limit is 429 wherever it lands', async () => {
    expect(limiters.every((limiter) => limiter.kind === 'redis')).toBe(true);
    const { perEmail } = rateLimitRules.contactSale;
    const email = unique('shared');
    const send = (instance: number) =>
      apps[instance].inject({
        method: 'POST',
        url: '/api/spaces/sent-contact-sale',
        payload: { ...CONTACT, email },
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < perEmail.limit; i++) expect((await send(i % 2)).statusCode).toBe(201);
    // Each instance alone has seen fewer than the limit, yet both refuse.
    expectLimited(await send(perEmail.limit % 2), 'vi', perEmail.windowMs);
    expectLimited(await send((perEmail.limit + 1) % 2), 'vi', perEmail.windowMs);
    expect((await redis.keys(`${prefix}contactSale:email:*`)).length).toBe(1);
    expect(
      await count(handle.db, 'SELECT count(*) AS n FROM contact_requests WHERE email = $1', [email]),
    ).toBe(perEmail.limit);
  });
});
