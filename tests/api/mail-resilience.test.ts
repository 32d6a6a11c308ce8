// Registration when things go wrong around it: the SMTP server is down (the outbox keeps the mail, the request
// still succeeds, the mail goes out exactly once when SMTP is back), and abuse limits (429 with a translated
// message and Retry-After; in memory, and shared by two app instances through Redis).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { createRateLimiter } from '../../server/rate-limit';
import { ENGINES, openSeededDb } from './harness';
import { freePort, startCognitoLocal, type CognitoLocal } from './support/cognito-local';
import {
  activationTokenOf,
  signUpBody,
  startRegistrationApp,
  uniqueEmail,
  type RegistrationApp,
} from './support/registration';
import { Maildev } from './support/maildev';

const REDIS_URL = 'redis://127.0.0.1:6379';

let cognito: CognitoLocal;

beforeAll(async () => {
  cognito = await startCognitoLocal();
});

afterAll(async () => {
  await cognito?.stop();
});

describe.each(ENGINES)('sign-up while SMTP is down, on %s', (engine) => {
  let env: RegistrationApp;
  let smtpPort: number;
  let maildev: Maildev | undefined;

  beforeAll(async () => {
    // A port nobody listens on: every SMTP attempt is refused at once.
    smtpPort = await freePort();
    env = await startRegistrationApp({ engine, cognito, smtpPort });
  });

  afterAll(async () => {
    await env?.close();
    await maildev?.dispose();
  });

  const outbox = async (email: string) =>
    (
      await env.db.query<{ template: string; status: string; attempts: number; last_error: string | null }>(
        'SELECT template, status, attempts, last_error FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
        [email],
      )
    ).rows;

  it('answers 201 and keeps the activation e-mail PENDING, then sends it exactly once when SMTP is back', async () => {
    const email = uniqueEmail('smtp-down');
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: signUpBody(email),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await outbox(email)).toEqual([
      { template: 'activation', status: 'PENDING', attempts: 0, last_error: null },
    ]);

    // Password reset and resend answer normally too; their mail waits as well.
    const forgot = await env.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password-request',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);

    // A delivery attempt fails and is scheduled again; nothing is lost.
    const failed = await env.mail.drain();
    expect(failed).toEqual({ sent: 0, retried: 2, failed: 0 });
    const pending = await outbox(email);
    expect(pending.map((row) => [row.template, row.status, row.attempts])).toEqual([
      ['activation', 'PENDING', 1],
      ['password-reset', 'PENDING', 1],
    ]);
    expect(pending[0].last_error).toMatch(/ECONNREFUSED/);

    // SMTP comes back on the same port.
    maildev = new Maildev(smtpPort, await freePort());
    await maildev.start();
    await new Promise((resolve) => setTimeout(resolve, 20)); // the 1 ms backoff of the test sender
    expect(await env.mail.drain()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(await env.mail.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const mails = await maildev.waitForEmailsTo(email, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await maildev.emailsTo(email)).toHaveLength(2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Kích hoạt tài khoản GHG Platform của bạn',
      'Đặt lại mật khẩu GHG Platform',
    ]);
    expect((await outbox(email)).map((row) => row.status)).toEqual(['SENT', 'SENT']);

    // The delayed link still works.
    const activation = mails.find((m) => m.subject.startsWith('Kích hoạt'))!;
    const activated = await env.app.inject({
      method: 'GET',
      url: `/api/auth/activate?token=${activationTokenOf(activation)}`,
    });
    expect(activated.statusCode).toBe(200);
  });
});

describe('abuse limits (in memory)', () => {
  let env: RegistrationApp;
  let maildev: Maildev;

  beforeAll(async () => {
    maildev = await Maildev.onFreePorts();
    await maildev.start();
    env = await startRegistrationApp({
      engine: 'pglite',
      cognito,
      smtpPort: maildev.smtpPort,
      rateLimiter: createRateLimiter({ prefix: 'rl-test:' }),
    });
  });

  afterAll(async () => {
    await env?.close();
    await maildev?.dispose();
  });

  let ipCounter = 0;
  /** A fresh client address, so that one test's per-IP counts do not reach the next. */
  const nextIp = () => `10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}.7`;

  const post = (url: string, body: unknown, ip: string, locale = 'vi') =>
    env.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: body as Record<string, unknown>,
      remoteAddress: ip,
      headers: { 'accept-language': locale },
    });

  function expectLimited(response: Awaited<ReturnType<typeof post>>, locale: 'vi' | 'en') {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: messages[locale].errors.rateLimited,
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  }

  it('the 4th sign-up for one e-mail within the hour is 429, from any address', async () => {
    const email = uniqueEmail('limit-signup');
    expect((await post('/auth/sign-up', signUpBody(email), nextIp())).statusCode).toBe(201);
    expect((await post('/auth/sign-up', signUpBody(email), nextIp())).statusCode).toBe(409);
    expect((await post('/auth/sign-up', signUpBody(email), nextIp())).statusCode).toBe(409);
    expectLimited(await post('/auth/sign-up', signUpBody(email), nextIp()), 'vi');
    expectLimited(await post('/auth/sign-up', signUpBody(email.toUpperCase()), nextIp(), 'en'), 'en');
    // Another e-mail is not affected.
    expect((await post('/auth/sign-up', signUpBody(uniqueEmail('other')), nextIp())).statusCode).toBe(201);
  });

  it('the 11th sign-up from one address within the hour is 429', async () => {
    const ip = nextIp();
    for (let i = 1; i <= 10; i++) {
      const response = await post('/auth/sign-up', signUpBody(uniqueEmail('ip-limit')), ip);
      expect(response.statusCode, `sign-up ${i}`).toBe(201);
    }
    expectLimited(await post('/auth/sign-up', signUpBody(uniqueEmail('ip-limit')), ip), 'vi');
  });

  it('limits forgot-password, resend and check-user-activation per e-mail, and reset per e-mail', async () => {
    const email = uniqueEmail('limit-mail');
    for (const [url, allowed] of [
      ['/auth/forgot-password-request', 3],
      ['/auth/resend-activation', 3],
      ['/auth/check-user-activation', 10],
    ] as const) {
      for (let i = 1; i <= allowed; i++) {
        expect((await post(url, { email }, nextIp())).statusCode, `${url} ${i}`).toBe(200);
      }
      expectLimited(await post(url, { email }, nextIp(), 'en'), 'en');
    }
    // /auth/forgot-password shares the forgot-password budget.
    expectLimited(await post('/auth/forgot-password', { email }, nextIp()), 'vi');
    const reset = { email, code: '123456', password: 'Nguyen#Moi2027', confirmPassword: 'Nguyen#Moi2027' };
    for (let i = 1; i <= 5; i++) {
      expect((await post('/auth/reset-password', reset, nextIp())).statusCode, `reset ${i}`).toBe(400);
    }
    expectLimited(await post('/auth/reset-password', reset, nextIp()), 'vi');
  });

  it('limits activation attempts per address', async () => {
    const ip = nextIp();
    for (let i = 1; i <= 20; i++) {
      const response = await env.app.inject({
        method: 'GET',
        url: `/api/auth/activate?token=${'B'.repeat(43)}`,
        remoteAddress: ip,
      });
      expect(response.statusCode, `activation ${i}`).toBe(400);
    }
    const limited = await env.app.inject({
      method: 'GET',
      url: `/api/auth/activate?token=${'B'.repeat(43)}`,
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
    });
    expectLimited(limited, 'en');
  });
});

describe('abuse limits shared by two app instances through Redis', () => {
  const prefix = `rl-test-registration-${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  let maildev: Maildev;
  let a: RegistrationApp;
  let b: RegistrationApp;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    await redis.ping();
    maildev = await Maildev.onFreePorts();
    await maildev.start();
    // Two API processes behind one load balancer: one database, one Redis, one key prefix.
    const handle = await openSeededDb('pglite');
    dispose = handle.dispose;
    const common = { engine: 'pglite' as const, cognito, smtpPort: maildev.smtpPort, db: handle.db };
    a = await startRegistrationApp({
      ...common,
      rateLimiter: createRateLimiter({ redisUrl: REDIS_URL, prefix }),
    });
    b = await startRegistrationApp({
      ...common,
      rateLimiter: createRateLimiter({ redisUrl: REDIS_URL, prefix }),
    });
    // A fresh limiter fails open until its Redis connection is up: wait until a hit of each one is counted.
    for (const [env, probe] of [
      [a, 'probe-a'],
      [b, 'probe-b'],
    ] as const) {
      const deadline = Date.now() + 10_000;
      while (!(await redis.exists(`${prefix}${probe}`))) {
        if (Date.now() > deadline) throw new Error('the Redis rate limiter did not connect');
        await env.app.ctx.rateLimiter.hit(probe, { limit: 1000, windowMs: 60_000 });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  afterAll(async () => {
    await a?.app.ctx.rateLimiter.close();
    await b?.app.ctx.rateLimiter.close();
    await a?.close();
    await b?.close();
    await dispose?.();
    await maildev?.dispose();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      expect(await redis.keys(`${prefix}*`)).toEqual([]);
      await redis.quit();
    }
  });

  it('counts sign-ups of one e-mail across both instances: the 4th is 429 wherever it lands', async () => {
    expect(a.app.ctx.rateLimiter.kind).toBe('redis');
    const email = uniqueEmail('redis-shared');
    const signUp = (app: RegistrationApp, ip: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: signUpBody(email),
        remoteAddress: ip,
      });
    expect((await signUp(a, '10.200.0.1')).statusCode).toBe(201);
    expect((await signUp(b, '10.200.0.2')).statusCode).toBe(409);
    expect((await signUp(a, '10.200.0.3')).statusCode).toBe(409);
    const fourth = await signUp(b, '10.200.0.4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(messages.vi.errors.rateLimited);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await redis.keys(`${prefix}signUp:email:*`)).length).toBe(1);
  });
});
