// Every response is compressed when the client accepts it (and large enough), and carries the security headers:
// API answers, errors, the server-rendered pages and the SPA's files alike.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { acceptedEncodings, SECURITY_HEADERS } from '../../server/http/response-policy';
import { openSeededDb, testConfig } from './harness';

describe('response policy', () => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await openSeededDb('pglite');
    dir = await mkdtemp(path.join(os.tmpdir(), 'ghg-policy-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(
      path.join(dir, 'index.html'),
      `<!doctype html><div id="root"></div>${'<p>x</p>'.repeat(400)}`,
    );
    await writeFile(
      path.join(dir, 'assets', 'app-abc.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    app = await buildApp({ db: handle.db, config: testConfig({ staticDir: dir }) });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
    await handle?.dispose();
  });

  function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(headers[name], `${what}: ${name}`).toBe(value);
  }

  it('sends the security headers on API answers, errors, pages and files', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/countries' }),
      app.inject({ method: 'GET', url: '/api/nope' }),
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: '{bad json',
        headers: { 'content-type': 'application/json' },
      }),
      app.inject({ method: 'GET', url: '/article', headers: { accept: 'text/html' } }),
      app.inject({ method: 'GET', url: '/assets/app-abc.js' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 400, 200, 200]);
    answers.forEach((answer, index) => expectSecurityHeaders(answer.headers, `answer ${index}`));
    expect(answers[0].headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses what is large enough when the client accepts it: brotli first, else gzip', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/countries' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await app.inject({
      method: 'GET',
      url: '/api/countries',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(1000);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('console.log(');

    const page = await app.inject({
      method: 'GET',
      url: '/article',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString('utf8')).toContain('<div id="root">');
  });

  it('reads Accept-Encoding with its weights (q=0 refuses an encoding)', async () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0.5')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.0, identity')]).toEqual(['identity']);
    const refusedBr = await app.inject({
      method: 'GET',
      url: '/article',
      headers: { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    expect(refusedBr.headers.vary).toContain('Accept-Encoding');
  });

  it('leaves small answers alone', async () => {
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: { status: 'ok' } });
  });

  it('adds Strict-Transport-Security when the site is served over HTTPS', async () => {
    const secure = await buildApp({
      db: handle.db,
      config: testConfig({ siteUrl: 'https://ghg.example.vn' }),
    });
    try {
      const res = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});
