// The SPA served by the API on PGlite and on PostgreSQL: index.html with a history fallback for page routes,
// hashed assets cached long, and the API still answering beside it.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ENGINES, openSeededDb, testConfig } from './harness';
import { isErrorBody } from './support/error-body';

describe.each(ENGINES)('the SPA on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let dir: string;
  let spa: FastifyInstance;
  beforeAll(async () => {
    handle = await openSeededDb(engine);
    dir = await mkdtemp(path.join(os.tmpdir(), 'ghg-spa-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>GHG</title><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    spa = await buildApp({ db: handle.db, config: testConfig({ staticDir: dir }) });
  });
  afterAll(async () => {
    await spa?.close();
    await rm(dir, { recursive: true, force: true });
    await handle?.dispose();
  });
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('serves index.html for / and for any page route that accepts HTML (history fallback)', async () => {
    for (const url of ['/', '/auth/sign-in', '/nope', '/workspace/members?tab=pending']) {
      const res = await spa.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer the SPA for /api routes, non-HTML requests or other methods', async () => {
    const api = await spa.inject({ method: 'GET', url: '/api/nope', headers: html });
    expect(api.statusCode).toBe(404);
    isErrorBody(api.json(), 404, 'ROUTE_NOT_FOUND');
    const script = await spa.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(script.statusCode).toBe(404);
    isErrorBody(script.json(), 404, 'NOT_FOUND');
    const post = await spa.inject({ method: 'POST', url: '/auth/sign-in', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await spa.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await spa.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('still serves the API', async () => {
    const res = await spa.inject({ method: 'GET', url: '/api/countries?take=1' });
    expect(res.statusCode).toBe(200);
  });
});
