// Who the client is, for the per-IP rate limits: by default the TCP peer, whatever X-Forwarded-For says (a client
// could otherwise pick a fresh address for every request); behind a load balancer named in TRUST_PROXY, the
// address that balancer forwards. Checked with the activation rule (20 requests per IP per 15 minutes).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { rateLimitRules } from '../../server/rate-limit/rules';
import { openSeededDb, testConfig } from './harness';

const LIMIT = rateLimitRules.activation.perIp.limit;

describe('trusted proxies and the per-IP rate limits', () => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  const apps: FastifyInstance[] = [];

  async function appTrusting(trustProxy: string | undefined): Promise<FastifyInstance> {
    const config = testConfig({ trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy });
    const app = await buildApp({ db: handle.db, config });
    apps.push(app);
    return app;
  }

  /** Status of one activation attempt (an unknown token: 400, or 429 once the address used up its limit). */
  async function activate(app: FastifyInstance, forwardedFor: string): Promise<number> {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/activate?token=unknown',
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '127.0.0.1',
    });
    return res.statusCode;
  }

  beforeAll(async () => {
    handle = await openSeededDb('pglite');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await handle?.dispose();
  });

  it.each([
    ['TRUST_PROXY unset', undefined],
    ['a proxy that is not the peer', '10.0.0.0/8'],
  ])(
    'ignores X-Forwarded-For with %s: "different" forwarded addresses share one limit',
    async (_name, trust) => {
      const app = await appTrusting(trust);
      const statuses: number[] = [];
      for (let i = 1; i <= LIMIT; i += 1) statuses.push(await activate(app, `198.51.100.${i}`));
      expect(statuses).toEqual(Array<number>(LIMIT).fill(400));
      expect(await activate(app, '203.0.113.9')).toBe(429);
    },
  );

  it('honours X-Forwarded-For from a trusted proxy (TRUST_PROXY=127.0.0.1): each client has its own limit', async () => {
    const app = await appTrusting('127.0.0.1');
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT; i += 1) statuses.push(await activate(app, '198.51.100.1'));
    expect(statuses).toEqual(Array<number>(LIMIT).fill(400));
    expect(await activate(app, '198.51.100.1')).toBe(429);
    expect(await activate(app, '203.0.113.9')).toBe(400);
    // A client cannot hide behind an address it adds itself: the proxy's last hop is what counts.
    expect(await activate(app, '203.0.113.77, 198.51.100.1')).toBe(429);
  });
});
