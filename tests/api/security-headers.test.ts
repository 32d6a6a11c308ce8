// What securityheaders.com would grade, on every kind of answer: the SPA's page, a server-rendered page, the 404
// page, the bare app of a private page, an API answer, an API error and a static file each carry the
// Content-Security-Policy (strict: no inline script, nothing framing the site), nosniff, the referrer and
// permissions policies, and HSTS only when SITE_URL is https. The policy names the Cognito endpoint the browser
// signs in with (cognito-local's, else AWS's) and the Hosted UI when configured. The pages themselves hold no
// script the policy would have to allow: the render payload is a JSON data block, never run.
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../domain/page-render';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { RENDER_PAYLOAD_ID } from '../../server/ssr/page-renderer';
import { openSeededDb, testConfig } from './harness';

/** The repository's index.html: the template of every page (the build only adds asset tags to it). */
const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** A stand-in for the built renderer: `/` and `/article` render, `/missing` is the 404 page, `/user/*` is private. */
const renderer: PageRenderer = {
  async renderPage(request) {
    if (request.pathname.startsWith('/user/')) return null;
    const found = request.pathname === '/' || request.pathname === '/article';
    return {
      status: found ? 200 : 404,
      html: `<main><h1>${found ? 'Bài viết' : 'Không tìm thấy trang'}</h1></main>`,
      head: '<title data-head>GHG</title><script type="application/ld+json" data-head>{"@type":"Article"}</script>',
      payload: '{"locale":"vi"}',
      locale: request.locale,
    };
  },
  sitemapPaths: () => ['/', '/article'],
  pageModules: () => [],
};

/** The policy's directives by name (each value: its sources, in order). */
function directivesOf(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) {
      expect(directives.has(name), `${name} given once`).toBe(false);
      directives.set(name, sources);
    }
  }
  return directives;
}

/** Scripts the browser would run from the markup itself (no src, and a JavaScript type or none). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1])
    .filter((attributes) => !/\bsrc\s*=/i.test(attributes))
    .filter((attributes) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
      return type === '' || type === 'module' || /javascript|ecmascript/.test(type);
    });
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('security headers, as securityheaders.com grades them', () => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let dir: string;
  const apps: FastifyInstance[] = [];

  async function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
    const app = await buildApp({
      db: handle.db,
      config: testConfig({ staticDir: dir, ...overrides }),
      pageRenderer: { renderer, template: INDEX_HTML },
    });
    apps.push(app);
    return app;
  }

  /** One answer of each kind, all checked to be what they claim to be. */
  async function everyKindOfAnswer(app: FastifyInstance) {
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
    const answers = {
      home: await get('/', html),
      article: await get('/article', html),
      notFoundPage: await get('/missing', html),
      privatePage: await get('/user/profile', html),
      api: await get('/api/countries'),
      apiError: await get('/api/nope'),
      file: await get('/assets/app-abc.js'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([kind, a]) => [kind, a.statusCode]))).toEqual({
      home: 200,
      article: 200,
      notFoundPage: 404,
      privatePage: 200,
      api: 200,
      apiError: 404,
      file: 200,
    });
    expect(answers.article.body).toContain('<h1>Bài viết</h1>');
    expect(answers.notFoundPage.body).toContain('Không tìm thấy trang');
    expect(answers.privatePage.body).toContain('<div id="root"></div>');
    return answers;
  }

  beforeAll(async () => {
    handle = await openSeededDb('pglite');
    dir = await mkdtemp(path.join(os.tmpdir(), 'ghg-headers-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dir, 'assets', 'app-abc.js'), 'console.log("app");');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await rm(dir, { recursive: true, force: true });
    await handle?.dispose();
  });

  it('sends the strict policy and every other header on pages, API answers, errors and files (http site, cognito-local)', async () => {
    const app = await appWith({
      siteUrl: 'http://localhost:8080',
      cognito: { ...testConfig().cognito, endpoint: 'http://127.0.0.1:19329/', hostedUiDomain: null },
    });
    for (const [kind, answer] of Object.entries(await everyKindOfAnswer(app))) {
      const { headers } = answer;
      const csp = directivesOf(headers['content-security-policy']);
      expect(Object.fromEntries(csp), kind).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", 'http://127.0.0.1:19329'],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      });
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      expect(headers['x-frame-options'], kind).toBe('DENY');
      expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], kind).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
      expect(headers['cross-origin-opener-policy'], kind).toBe('same-origin');
      // Over http, HSTS would be ignored at best; the local stack must stay reachable over http.
      expect(headers['strict-transport-security'], kind).toBeUndefined();
    }
  });

  it('over https: HSTS, upgrade-insecure-requests, AWS Cognito and the Hosted UI in the policy', async () => {
    const app = await appWith({
      siteUrl: 'https://ghg.example.vn',
      cognito: { ...testConfig().cognito, endpoint: null, hostedUiDomain: 'auth.ghg.example.vn' },
    });
    for (const [kind, answer] of Object.entries(await everyKindOfAnswer(app))) {
      const { headers } = answer;
      const csp = directivesOf(headers['content-security-policy']);
      expect(csp.get('connect-src'), kind).toEqual([
        "'self'",
        'https://cognito-idp.ap-southeast-1.amazonaws.com',
        'https://auth.ghg.example.vn',
      ]);
      expect(csp.get('form-action'), kind).toEqual(["'self'", 'https://auth.ghg.example.vn']);
      expect(csp.get('upgrade-insecure-requests'), kind).toEqual([]);
      expect(csp.get('script-src'), kind).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), kind).toEqual(["'none'"]);
      expect(headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
    }
  });

  it('serves pages whose only inline scripts are data (the render payload, JSON-LD), which the policy need not allow', async () => {
    expect(inlineScripts(INDEX_HTML)).toEqual([]);
    const app = await appWith({});
    const page = await app.inject({ method: 'GET', url: '/article', headers: html });
    expect(page.body).toContain(`<script id="${RENDER_PAYLOAD_ID}" type="application/json">`);
    expect(page.body).toContain('<script type="application/ld+json" data-head>');
    expect(inlineScripts(page.body)).toEqual([]);
    // The check itself sees a script that would run.
    expect(inlineScripts('<script>alert(1)</script><script type="module">x</script>')).toHaveLength(2);
  });
});
