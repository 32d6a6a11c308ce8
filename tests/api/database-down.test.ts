// The API while its database cannot be reached, on both engines: PGlite closed under the app, and PostgreSQL as a
// pool pointed at a port nothing listens on (connection refused, what a stopped or restarting server looks like).
// A call that needs the database answers 503 SERVICE_UNAVAILABLE with a Retry-After and a translated message (not
// 500 INTERNAL), validated against the OpenAPI document, and is logged once at error level; GET /api/health still
// answers 200 while GET /api/ready says the database is down.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDb, type Db } from '../../server/db/client';
import { loadReferenceCache } from '../../server/db/reference-cache';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../server/db/unavailable';
import { createReadinessProbe } from '../../server/health/readiness';
import { ENGINES, openSeededDb, testConfig, unlimited, type Engine } from './harness';
import { freePort } from './support/cognito-local';

const CONTACT = {
  firstName: 'An',
  lastName: 'Nguyễn',
  email: 'db-down@ghg.test',
  phone: '0912345678',
  companyName: 'Công ty TNHH Thép Xanh',
  career: 'Sản xuất thép',
  companySize: '1-50',
  requirement: 'Kiểm kê khí nhà kính',
  agreePrivacy: true,
};

/** A database handle that cannot be reached: a closed PGlite, or a pool to a port nothing listens on. */
async function unreachable(engine: Engine, seeded: Db): Promise<Db> {
  if (engine === 'pglite') {
    await seeded.close();
    return seeded;
  }
  return openDb({
    databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`,
    maxConnections: 2,
  });
}

describe.each(ENGINES)('the database is unreachable (%s)', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let down: Db;
  let app: FastifyInstance;
  const lines: { level: number; msg: string; err?: { message: string } }[] = [];

  beforeAll(async () => {
    handle = await openSeededDb(engine);
    // Reference lists are read at start-up, while the database still answers.
    const reference = await loadReferenceCache(handle.db);
    down = await unreachable(engine, handle.db);
    const config = testConfig({
      // Nothing listens: identity and SMTP are down too, which does not matter to the calls below.
      smtp: { host: '127.0.0.1', port: await freePort(), user: null, pass: null, secure: false },
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      db: down,
      config,
      reference,
      rateLimiter: unlimited,
      logger: { level: 'warn', stream },
      readiness: createReadinessProbe({ db: down, config, cacheMs: 0, timeoutMs: 1000 }),
    });
  });

  afterAll(async () => {
    await app?.close();
    if (engine === 'postgres') await down?.close();
    // PGlite: the handle is the one closed above (closing again is harmless).
    await handle?.dispose().catch(() => undefined);
  });

  it('answers a read 503 SERVICE_UNAVAILABLE with Retry-After, in vi and en, and logs it once as an error', async () => {
    lines.length = 0;
    const vi = await app.inject({ method: 'GET', url: '/api/articles?take=5' });
    expect(vi.statusCode).toBe(503);
    expect(vi.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expect(vi.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau giây lát',
    });
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toBe('request failed');

    const en = await app.inject({
      method: 'GET',
      url: '/api/articles?take=5',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expect(en.json().message).toBe('The service is temporarily unavailable, please try again in a moment');
  });

  it('answers a write (a transaction) 503 too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/spaces/sent-contact-sale',
      payload: CONTACT,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('still refuses a bad request with its 4xx before the database is asked', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/spaces/sent-contact-sale',
      payload: { email: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('keeps /api/health at 200 while /api/ready names the database', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ data: { status: 'ok', db: engine } });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().code).toBe('NOT_READY');
    expect(ready.json().details).toContainEqual({ field: 'database', message: 'Không phản hồi' });
  });
});
