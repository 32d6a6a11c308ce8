// GET /api/health (liveness: no dependency asked) and GET /api/ready (database, the pool's JWKS, SMTP) against
// real pieces: an in-memory PGlite, a real cognito-local and a real maildev, each also taken away.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { openDb, type Db } from '../../server/db/client';
import { loadReferenceCache, type ReferenceCache } from '../../server/db/reference-cache';
import { createReadinessProbe } from '../../server/health/readiness';
import { openSeededDb, testConfig } from './harness';
import { freePort, startCognitoLocal, type CognitoLocal } from './support/cognito-local';
import { Maildev } from './support/maildev';

describe('GET /api/health and GET /api/ready', () => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let cognito: CognitoLocal;
  let maildev: Maildev;
  let reference: ReferenceCache;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    handle = await openSeededDb('pglite');
    reference = await loadReferenceCache(handle.db);
    cognito = await startCognitoLocal();
    maildev = await Maildev.onFreePorts();
    await maildev.start();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await maildev?.stop();
    await cognito?.stop();
    await handle?.dispose();
  });

  /** An app whose readiness runs every time (no cache), with the given dependencies. */
  async function appWith(overrides: Partial<Config>, db: Db = handle.db): Promise<FastifyInstance> {
    const config = testConfig({
      cognito: cognito.config,
      smtp: { host: '127.0.0.1', port: maildev.smtpPort, user: null, pass: null, secure: false },
      ...overrides,
    });
    const app = await buildApp({
      db,
      config,
      reference,
      readiness: createReadinessProbe({ db, config, cacheMs: 0, timeoutMs: 2000 }),
    });
    apps.push(app);
    return app;
  }

  it('answers 200 with every check up when the database, the JWKS and SMTP answer', async () => {
    const app = await appWith({});
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.data.status).toBe('ready');
    for (const name of ['database', 'identity', 'smtp']) {
      expect(body.data.checks[name]).toEqual({ status: 'up', ms: expect.any(Number) });
    }
  });

  it('answers 503 NOT_READY naming smtp when SMTP points at a closed port, in the request language', async () => {
    const closed = await freePort();
    const app = await appWith({
      smtp: { host: '127.0.0.1', port: closed, user: null, pass: null, secure: false },
    });
    const vi = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(vi.statusCode).toBe(503);
    expect(vi.json()).toEqual({
      statusCode: 503,
      code: 'NOT_READY',
      message: 'Dịch vụ tạm thời chưa sẵn sàng, vui lòng thử lại sau',
      details: [{ field: 'smtp', message: 'Không phản hồi' }],
    });
    const en = await app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'en' } });
    expect(en.json()).toMatchObject({
      message: 'The service is not ready yet, please try again later',
      details: [{ field: 'smtp', message: 'Not answering' }],
    });
    // Liveness does not depend on SMTP.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('names identity when the JWKS of the pool does not answer (nothing listens at the endpoint)', async () => {
    const closed = await freePort();
    const app = await appWith({ cognito: { ...cognito.config, endpoint: `http://127.0.0.1:${closed}` } });
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().details).toEqual([{ field: 'identity', message: 'Không phản hồi' }]);
  });

  it('names the database when it is gone, while /api/health still answers 200', async () => {
    const db = await openDb();
    const app = await appWith({}, db);
    await db.close();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().details).toEqual([{ field: 'database', message: 'Không phản hồi' }]);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ data: { status: 'ok', db: 'pglite' } });
  });

  it('shares one run between concurrent calls and reuses it within cacheMs', async () => {
    const config = testConfig({
      cognito: cognito.config,
      smtp: { host: '127.0.0.1', port: maildev.smtpPort, user: null, pass: null, secure: false },
    });
    let queries = 0;
    const counting: Pick<Db, 'query'> = {
      query: (sql, params) => {
        queries += 1;
        return handle.db.query(sql, params);
      },
    };
    const probe = createReadinessProbe({ db: counting, config, cacheMs: 60_000 });
    const [a, b] = await Promise.all([probe(), probe()]);
    expect(a).toBe(b);
    expect(await probe()).toBe(a);
    expect(queries).toBe(1);
    expect(a.ready).toBe(true);
  });
});
