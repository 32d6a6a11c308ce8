// The server's side of server rendering (server/ssr), with a stand-in renderer so that it runs without a build:
// which requests it renders, what it passes the renderer (language, session hint, origin, the API in process), how
// the answer is put in the template (head, lang, #root, payload), the status it answers, and that a renderer that
// declines or fails leaves the page to the browser (never a 5xx). The real renderer is checked end to end by
// tests/e2e/server-rendering.spec.ts.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageRenderer, PageRenderRequest } from '../../domain/page-render';
import { buildApp } from '../../server/app';
import { fillTemplate, pageLocale, parseCookies } from '../../server/ssr/page-renderer';
import {
  afterFirstPaint,
  BOOT_MODULE,
  moduleAssets,
  type BuildManifest,
} from '../../server/ssr/route-assets';
import { ENGINES, openSeededDb, testConfig } from './harness';
import { seedAcademy } from '../../server/academy/seed';
import { ACADEMY_FIXTURES } from './support/academy-courses';

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="vi">',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/index-E1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-E1.css">',
  '    <title>Default title</title>',
  '    <meta',
  '      name="description"',
  '      content="Default description"',
  '    />',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '    <noscript>This site needs JavaScript.</noscript>',
  '  </body>',
  '</html>',
].join('\n');

interface Seen {
  requests: PageRenderRequest[];
  api: Array<{ status: number; body: unknown }>;
}

function fakeRenderer(seen: Seen, behaviour: { fail?: boolean } = {}): PageRenderer {
  return {
    async renderPage(request) {
      seen.requests.push(request);
      if (behaviour.fail) throw new Error('renderer bug');
      if (request.pathname.startsWith('/private')) return null;
      seen.api.push(await request.fetchApi('/health', request.locale));
      const status = request.pathname === '/missing' ? 404 : 200;
      return {
        status,
        html: `<main><h1>${request.locale === 'en' ? 'Hello' : 'Xin chào'}</h1></main>`,
        head: '<title data-head>Rendered</title>',
        payload: '{"locale":"vi"}',
        locale: request.locale,
      };
    },
    sitemapPaths: () => ['/', '/article'],
    pageModules: (pathname, locale) => [
      pathname.startsWith('/private') ? 'src/pages/private-page.tsx' : 'src/pages/public-page.tsx',
      `src/i18n/${locale}/index.ts`,
    ],
  };
}

/** A build manifest as Vite writes it: the entry (already in the template), pages, a shared chunk, dictionaries. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, css: ['assets/index-E1.css'] },
  'src/pages/public-page.tsx': {
    file: 'assets/public-page-P1.js',
    css: ['assets/public-page-P1.css'],
    imports: ['_form-F1.js', 'index.html'],
  },
  'src/pages/private-page.tsx': { file: 'assets/private-page-Q1.js', imports: ['_form-F1.js'] },
  '_form-F1.js': { file: 'assets/form-F1.js', css: ['assets/form-F1.css'] },
  'src/app/session-runtime.ts': { file: 'assets/session-runtime-S1.js', imports: ['_xstate-X1.js'] },
  '_xstate-X1.js': { file: 'assets/xstate-X1.js' },
  'src/i18n/vi/index.ts': { file: 'assets/vi-V1.js' },
  'src/i18n/en/index.ts': { file: 'assets/en-N1.js' },
};

describe('what the server puts in the template', () => {
  it('replaces lang, title and description, fills #root, drops <noscript>, adds the payload', () => {
    const html = fillTemplate(TEMPLATE, {
      status: 200,
      html: '<p>page</p>',
      head: '<title data-head>T</title>',
      payload: '{"a":1}',
      locale: 'en',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('Default description');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<title data-head>T</title>\n  </head>');
    expect(html).toContain('<div id="root"><p>page</p></div>');
    expect(html).toContain('<script id="render-payload" type="application/json">{"a":1}</script>');
  });

  it('reads the language from ?lang=, then the locale cookie, else Vietnamese', () => {
    const cookies = parseCookies('a=1; locale=en; accessToken=x%20y');
    expect(cookies.get('accessToken')).toBe('x y');
    expect(pageLocale(new URLSearchParams('lang=vi'), cookies)).toBe('vi');
    expect(pageLocale(new URLSearchParams(''), cookies)).toBe('en');
    expect(pageLocale(new URLSearchParams('lang=fr'), parseCookies('locale=de'))).toBe('vi');
    expect(parseCookies('broken; =x; b=%E0%A4%A').get('b')).toBe('%E0%A4%A');
  });
});

describe('the assets of page modules (build manifest)', () => {
  it('walks static imports transitively, once each, and ignores unknown modules', () => {
    expect(
      moduleAssets(MANIFEST, ['src/pages/public-page.tsx', 'src/pages/private-page.tsx', 'nope']),
    ).toEqual({
      scripts: [
        'assets/public-page-P1.js',
        'assets/form-F1.js',
        'assets/index-E1.js',
        'assets/private-page-Q1.js',
      ],
      styles: ['assets/public-page-P1.css', 'assets/form-F1.css', 'assets/index-E1.css'],
    });
  });

  it("loads a rendered page's code once it has painted, when the build has the boot script", () => {
    const withBoot: BuildManifest = {
      ...MANIFEST,
      'index.html': { ...MANIFEST['index.html'], imports: ['_react-R1.js'] },
      '_react-R1.js': { file: 'assets/react-R1.js' },
      [BOOT_MODULE]: { file: 'assets/boot-B1.js', isEntry: true },
    };
    const html = afterFirstPaint(withBoot, ['src/pages/public-page.tsx', 'src/i18n/vi/index.ts'], TEMPLATE);
    const head = html?.slice(0, html.indexOf('</head>')) ?? '';
    // The entry's script tag is the boot script's, naming the entry and every chunk to preload then.
    expect(head).toContain(
      '<script type="module" crossorigin src="/assets/boot-B1.js" data-entry="/assets/index-E1.js"' +
        ' data-modules="/assets/react-R1.js /assets/public-page-P1.js /assets/form-F1.js /assets/vi-V1.js">' +
        '</script>',
    );
    expect(head).not.toContain('modulepreload');
    expect(head.match(/index-E1\.js/g)).toHaveLength(1);
    // The stylesheets still come with the HTML: the first paint needs them.
    for (const css of ['index-E1.css', 'public-page-P1.css', 'form-F1.css'])
      expect(
        head.match(new RegExp(`<link rel="stylesheet" crossorigin href="/assets/${css}">`, 'g')),
      ).toHaveLength(1);
    // Without the boot script in the build, the page keeps its module preloads (the caller's fallback).
    expect(afterFirstPaint(MANIFEST, ['src/pages/public-page.tsx'], TEMPLATE)).toBeNull();
  });
});

describe.each(ENGINES)('server rendering on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let dir: string;
  const seen: Seen = { requests: [], api: [] };
  let app: FastifyInstance;
  let failing: FastifyInstance;
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  beforeAll(async () => {
    handle = await openSeededDb(engine);
    dir = await mkdtemp(path.join(os.tmpdir(), 'ghg-ssr-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), TEMPLATE);
    const config = testConfig({ staticDir: dir, publicBaseUrl: 'https://ghg.example.vn' });
    app = await buildApp({
      db: handle.db,
      config,
      pageRenderer: { renderer: fakeRenderer(seen), template: TEMPLATE, manifest: MANIFEST },
    });
    failing = await buildApp({
      db: handle.db,
      config,
      pageRenderer: { renderer: fakeRenderer({ requests: [], api: [] }, { fail: true }), template: TEMPLATE },
    });
  });
  beforeEach(() => {
    seen.requests.length = 0;
    seen.api.length = 0;
  });
  afterAll(async () => {
    await app?.close();
    await failing?.close();
    await rm(dir, { recursive: true, force: true });
    await handle?.dispose();
  });

  it('answers a wrong academy slug with a 301 to the right one (query kept); unknown ids are left to the page', async () => {
    await seedAcademy(handle.db, { dir: ACADEMY_FIXTURES });
    const { rows } = await handle.db.query<{
      course: number;
      chapter: number;
      lesson: number;
      slug: string;
      course_slug: string;
    }>(
      `SELECT l.course_id AS course, l.chapter_id AS chapter, l.id AS lesson, l.slug, c.slug AS course_slug
         FROM academy_lessons l JOIN academy_courses c ON c.id = l.course_id
        WHERE NOT l.retired ORDER BY l.id LIMIT 1`,
    );
    const [lesson] = rows;
    const course = await app.inject({
      method: 'GET',
      url: `/academy/course/${lesson.course}/detail/ten-cu?lang=en`,
      headers: html,
    });
    expect(course.statusCode).toBe(301);
    expect(course.headers.location).toBe(
      `/academy/course/${lesson.course}/detail/${lesson.course_slug}?lang=en`,
    );
    const lessonPath = `/academy/course/${lesson.course}/chapter/${lesson.chapter}/lesson/${lesson.lesson}`;
    const wrongLesson = await app.inject({ method: 'GET', url: `${lessonPath}/sai`, headers: html });
    expect(wrongLesson.statusCode).toBe(301);
    expect(wrongLesson.headers.location).toBe(`${lessonPath}/${lesson.slug}`);
    // The right slug, an unknown course and a lesson of another chapter are rendered as asked (the page decides).
    seen.requests.length = 0;
    for (const url of [
      `${lessonPath}/${lesson.slug}`,
      '/academy/course/999999/detail/khong-co',
      `/academy/course/${lesson.course}/chapter/999999/lesson/${lesson.lesson}/${lesson.slug}`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).not.toBe(301);
    }
    expect(seen.requests.map((request) => request.pathname)).toHaveLength(3);
    // The other tests of this suite (the sitemap) count what is published: the fixture courses go again.
    await handle.db.query('DELETE FROM academy_courses');
  });

  it('renders a page request (/ included) with the language, session hint and origin, and answers its HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/?lang=en&utm=x', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<div id="root"><main><h1>Hello</h1></main></div>');
    expect(seen.requests).toHaveLength(1);
    expect(seen.requests[0]).toMatchObject({
      pathname: '/',
      search: '?lang=en&utm=x',
      locale: 'en',
      signedOut: true,
      origin: 'https://ghg.example.vn',
    });
    // The renderer's API reads go through the app itself.
    expect(seen.api).toEqual([{ status: 200, body: { data: { status: 'ok', db: handle.db.kind } } }]);
  });

  it('takes the language from the cookie, never from Accept-Language, and knows a signed-in visitor', async () => {
    await app.inject({
      method: 'GET',
      url: '/article',
      headers: { ...html, 'accept-language': 'en', cookie: 'accessToken=abc' },
    });
    await app.inject({ method: 'GET', url: '/article', headers: { ...html, cookie: 'locale=en' } });
    expect(seen.requests.map((r) => [r.locale, r.signedOut])).toEqual([
      ['vi', false],
      ['en', true],
    ]);
  });

  it("links the page's stylesheets and preloads its chunks and dictionary, leaving out the entry's", async () => {
    const res = await app.inject({ method: 'GET', url: '/article?lang=en', headers: html });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    for (const css of ['public-page-P1.css', 'form-F1.css'])
      expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}">`);
    for (const js of ['public-page-P1.js', 'form-F1.js', 'en-N1.js'])
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${js}">`);
    expect(head).not.toContain('vi-V1.js');
    expect(head.match(/index-E1\.js/g)).toHaveLength(1);
    expect(head.match(/index-E1\.css/g)).toHaveLength(1);
    // The bare app of a private page gets its page's chunks too, in the language the server can tell.
    const privatePage = await app.inject({ method: 'GET', url: '/private/x', headers: html });
    expect(privatePage.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/private-page-Q1.js">',
    );
    expect(privatePage.body).toContain('<link rel="modulepreload" crossorigin href="/assets/vi-V1.js">');
    expect(privatePage.body).toContain('<div id="root"></div>');
  });

  it("preloads the session's module for a visitor with an access-token cookie only", async () => {
    const session = '<link rel="modulepreload" crossorigin href="/assets/session-runtime-S1.js">';
    const xstate = '<link rel="modulepreload" crossorigin href="/assets/xstate-X1.js">';
    for (const url of ['/article', '/private/x']) {
      const anonymous = await app.inject({ method: 'GET', url, headers: html });
      expect(anonymous.body).not.toContain('session-runtime-S1.js');
      expect(anonymous.body).not.toContain('xstate-X1.js');
      const signedIn = await app.inject({
        method: 'GET',
        url,
        headers: { ...html, cookie: 'accessToken=abc' },
      });
      expect(signedIn.body).toContain(session);
      expect(signedIn.body).toContain(xstate);
    }
  });

  it('answers the status the page sets (404 for the 404 page)', async () => {
    const res = await app.inject({ method: 'GET', url: '/missing', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Xin chào</h1>');
  });

  it('sends the bare app for a private page, and when the renderer fails (never a 5xx)', async () => {
    const privatePage = await app.inject({ method: 'GET', url: '/private/x', headers: html });
    expect(privatePage.statusCode).toBe(200);
    expect(privatePage.body).toContain('<div id="root"></div>');
    const broken = await failing.inject({ method: 'GET', url: '/article', headers: html });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).toContain('<title>Default title</title>');
  });

  it('renders nothing for API paths and for requests that do not accept HTML', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const json = await app.inject({
      method: 'GET',
      url: '/article',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(seen.requests).toEqual([]);
  });

  it('lists the public pages in the sitemap with their vi, en and x-default alternates', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const loc of [
      'https://ghg.example.vn/',
      'https://ghg.example.vn/?lang=en',
      'https://ghg.example.vn/article',
    ])
      expect(xml).toContain(`<loc>${loc}</loc>`);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://ghg.example.vn/article"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });
});
