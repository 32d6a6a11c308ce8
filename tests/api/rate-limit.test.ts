// Rate limits: the in-memory limiter (with a controlled clock), the Redis limiter against the real Redis at
// redis://127.0.0.1:6379 (a unique key prefix per run, cleaned up after), and the Fastify helper's 429 answer.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { createRateLimiter, type RateLimiter, type RateLimitLogger } from '../../server/rate-limit/index';
import {
  emailKey,
  enforceRateLimit,
  ipKey,
  normalizeIp,
  rateLimitPreHandler,
} from '../../server/rate-limit/enforce';
import { rateLimitRules, type RateLimitRuleName, type RateLimitRuleSet } from '../../server/rate-limit/rules';

const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `rl-test:${randomUUID()}:`;

const limiters: RateLimiter[] = [];
function limiter(options: Parameters<typeof createRateLimiter>[0] = {}): RateLimiter {
  const created = createRateLimiter(options);
  limiters.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(limiters.splice(0).map((l) => l.close()));
});

// This run's keys go at the end (they all carry the run's unique prefix).
afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redisKeys(redis);
    if (keys.length > 0) await redis.del(...keys);
    expect(await redisKeys(redis)).toEqual([]);
  } finally {
    await redis.quit();
  }
});

async function redisKeys(redis: Redis): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

describe('in-memory limiter', () => {
  it('allows `limit` hits, then refuses with retryAfterMs until the window ends', async () => {
    let now = 1_000_000;
    const memory = limiter({ now: () => now });
    expect(memory.kind).toBe('memory');
    const rule = { limit: 3, windowMs: 60_000 };
    const seen = [];
    for (let i = 0; i < 3; i += 1) seen.push(await memory.hit('signUp:ip:a', rule));
    expect(seen).toEqual([
      { allowed: true, remaining: 2, retryAfterMs: 0 },
      { allowed: true, remaining: 1, retryAfterMs: 0 },
      { allowed: true, remaining: 0, retryAfterMs: 0 },
    ]);
    now += 20_000;
    expect(await memory.hit('signUp:ip:a', rule)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterMs: 40_000,
    });
    // Other keys have their own count.
    expect((await memory.hit('signUp:ip:b', rule)).allowed).toBe(true);
    now += 39_999;
    expect((await memory.hit('signUp:ip:a', rule)).allowed).toBe(false);
    now += 1;
    expect(await memory.hit('signUp:ip:a', rule)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
  });

  it('works on the real clock with a tiny window', async () => {
    const memory = limiter();
    const rule = { limit: 1, windowMs: 100 };
    expect((await memory.hit('k', rule)).allowed).toBe(true);
    const refused = await memory.hit('k', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(100);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await memory.hit('k', rule)).allowed).toBe(true);
  });

  it('keeps at most maxKeys windows, forgetting the oldest first', async () => {
    const now = 5_000;
    const memory = limiter({ maxKeys: 2, now: () => now });
    const rule = { limit: 1, windowMs: 60_000 };
    await memory.hit('a', rule);
    await memory.hit('b', rule);
    expect((await memory.hit('b', rule)).allowed).toBe(false);
    await memory.hit('c', rule); // evicts 'a'
    expect((await memory.hit('a', rule)).allowed).toBe(true); // a fresh window: 'a' was forgotten (evicts 'b')
    expect((await memory.hit('c', rule)).allowed).toBe(false); // 'c' was kept
  });

  it('rejects a malformed rule', async () => {
    const memory = limiter();
    await expect(memory.hit('k', { limit: -1, windowMs: 1000 })).rejects.toThrow(/Invalid rate-limit rule/);
    await expect(memory.hit('k', { limit: 1, windowMs: 0 })).rejects.toThrow(/Invalid rate-limit rule/);
  });
});

describe('Redis limiter (real Redis)', () => {
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    await redis.ping();
  });

  afterAll(async () => {
    await redis.quit();
  });

  it('shares one count between two API processes (two limiter instances)', async () => {
    const processA = limiter({ redisUrl: REDIS_URL, prefix: PREFIX });
    const processB = limiter({ redisUrl: REDIS_URL, prefix: PREFIX });
    expect(processA.kind).toBe('redis');
    const rule = { limit: 4, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await (i % 2 ? processB : processA).hit('shared', rule));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
    ]);
    const refusedA = await processA.hit('shared', rule);
    const refusedB = await processB.hit('shared', rule);
    for (const refused of [refusedA, refusedB]) {
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(55_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    expect(Number(await redis.get(`${PREFIX}shared`))).toBe(6);
    const ttl = await redis.pttl(`${PREFIX}shared`);
    expect(ttl).toBeGreaterThan(55_000);
  });

  it('counts concurrent hits atomically', async () => {
    const [a, b] = [
      limiter({ redisUrl: REDIS_URL, prefix: PREFIX }),
      limiter({ redisUrl: REDIS_URL, prefix: PREFIX }),
    ];
    const rule = { limit: 25, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).hit('burst', rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
  });

  it('opens a new window when the old one expires', async () => {
    const a = limiter({ redisUrl: REDIS_URL, prefix: PREFIX });
    const rule = { limit: 1, windowMs: 300 };
    expect((await a.hit('short', rule)).allowed).toBe(true);
    const refused = await a.hit('short', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await a.hit('short', rule)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
  });

  it('fails open with a warning when Redis is unreachable', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const warnings: string[] = [];
    const logger: RateLimitLogger = { warn: (_obj, msg) => warnings.push(msg) };
    const down = limiter({
      redisUrl: `redis://127.0.0.1:${port}`,
      prefix: PREFIX,
      logger,
      connectWaitMs: 300,
    });
    const started = Date.now();
    const rule = { limit: 1, windowMs: 60_000 };
    expect(await down.hit('k', rule)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await down.hit('k', rule)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    // The refused connection ends the start-up wait (connectWaitMs, 1 s by default) at once.
    expect(Date.now() - started).toBeLessThan(900);
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.join('\n')).toMatch(/failing open/);
  });

  it('fails open while Redis goes away at run time, and counts again once it is back', async () => {
    // A TCP proxy in front of the real Redis that the test can cut and restore.
    const sockets = new Set<net.Socket>();
    const listen = (port: number) =>
      new Promise<net.Server>((resolve) => {
        const server = net.createServer((client) => {
          const upstream = net.connect(6379, '127.0.0.1');
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => resolve(server));
      });
    let proxy = await listen(0);
    const port = (proxy.address() as net.AddressInfo).port;
    const cut = () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const s of sockets) s.destroy();
      });

    const warnings: string[] = [];
    const flaky = limiter({
      redisUrl: `redis://127.0.0.1:${port}`,
      prefix: PREFIX,
      logger: { warn: (_obj, msg) => warnings.push(msg) },
    });
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await flaky.hit('flaky', rule)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });

    await cut();
    expect(await flaky.hit('flaky', rule)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    expect(warnings.join('\n')).toMatch(/failing open/);

    proxy = await listen(port);
    try {
      // The client reconnects by itself; the next counted hit is the 2nd, then the 3rd is refused.
      let second = await flaky.hit('flaky', rule);
      const deadline = Date.now() + 5_000;
      while (second.remaining === rule.limit && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        second = await flaky.hit('flaky', rule);
      }
      expect(second).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
      expect((await flaky.hit('flaky', rule)).allowed).toBe(false);
    } finally {
      await flaky.close();
      await cut();
    }
  });
});

describe('enforceRateLimit (Fastify)', () => {
  let app: FastifyInstance;
  let shared: RateLimiter;
  const tight: Record<RateLimitRuleName, RateLimitRuleSet> = {
    ...rateLimitRules,
    signUp: { perIp: { limit: 5, windowMs: 3_600_000 }, perEmail: { limit: 2, windowMs: 3_600_000 } },
    activation: { perIp: { limit: 1, windowMs: 60_000 } },
  };

  beforeAll(async () => {
    shared = createRateLimiter({ redisUrl: REDIS_URL, prefix: PREFIX });
    app = Fastify();
    app.post<{ Body: { email: string } }>('/auth/sign-up', async (request, reply) => {
      if (!(await enforceRateLimit(shared, request, reply, 'signUp', { email: request.body.email }, tight))) {
        return reply;
      }
      return { data: { ok: true } };
    });
    app.get(
      '/auth/activate',
      { preHandler: rateLimitPreHandler(shared, 'activation', undefined, tight) },
      async () => ({ data: { activated: true } }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await shared.close();
  });

  const signUp = (email: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/auth/sign-up', payload: { email }, headers, remoteAddress });

  it('answers 429 with the shared error shape, Retry-After and a vi/en message', async () => {
    expect((await signUp('Lan@Example.vn')).statusCode).toBe(200);
    // The same address, written differently: one per-e-mail count.
    expect((await signUp('  lan@example.VN ')).statusCode).toBe(200);

    const vi = await signUp('lan@example.vn');
    expect(vi.statusCode).toBe(429);
    expect(vi.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: messages.vi.errors.rateLimited,
    });
    const retryAfter = Number(vi.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);

    const en = await signUp('lan@example.vn', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.statusCode).toBe(429);
    expect(en.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts, please try again later',
    });
    expect(en.headers['retry-after']).toMatch(/^\d+$/);

    // Another address from the same IP passes as the 5th hit of this IP; the 6th is over the per-IP limit.
    expect((await signUp('other@example.vn')).statusCode).toBe(200);
    expect((await signUp('third@example.vn')).statusCode).toBe(429);
    // Another IP is not affected by the per-IP count.
    expect((await signUp('fourth@example.vn', {}, '198.51.100.9')).statusCode).toBe(200);
  });

  it('works as a preHandler and stops the handler', async () => {
    const first = await app.inject({ method: 'GET', url: '/auth/activate', remoteAddress: '192.0.2.44' });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: 'GET',
      url: '/auth/activate',
      remoteAddress: '192.0.2.44',
      headers: { 'accept-language': 'vi' },
    });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: messages.vi.errors.rateLimited,
    });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps no raw e-mail or IP address in Redis', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redisKeys(redis);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join('\n')).not.toMatch(/@|example|203\.0\.113|198\.51|192\.0\.2/);
      expect(keys).toContain(`${PREFIX}signUp:email:${emailKey('lan@example.vn')}`);
      expect(keys).toContain(`${PREFIX}signUp:ip:${ipKey('203.0.113.7')}`);
    } finally {
      await redis.quit();
    }
  });

  it('normalises addresses before hashing', () => {
    expect(emailKey(' Lan@Example.VN ')).toBe(emailKey('lan@example.vn'));
    expect(normalizeIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeIp('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(normalizeIp('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('2001:db8:0:12:aaaa::1')).toBe(ipKey('2001:db8:0:12:ffff:1:2:3'));
    expect(ipKey('203.0.113.7')).not.toBe(ipKey('203.0.113.8'));
  });
});
