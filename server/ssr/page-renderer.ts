// Server-side rendering of the public pages: loads the renderer bundle (`vite build --ssr src/entry-server.tsx`,
// dist-ssr/entry-server.js) and the built index.html, and turns a page request into the HTML to send: the app's
// markup inside #root, the page's head (title, description, canonical, hreflang, Open Graph, JSON-LD) in <head>,
// <html lang>, and the payload the browser hydrates with. The page's data is fetched from the API in process
// (`app.inject`), so it passes the same validation and serialisation as the browser's calls.
//
// Language: `?lang=en|vi`, else the `locale` cookie (spec section 3), else Vietnamese; never Accept-Language, so
// a URL without `lang` is Vietnamese for every crawler (its hreflang says so).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRenderer, RenderedPage } from '../../domain/page-render';
import type { Locale } from '../i18n';
import { redactUrl } from '../http/log-redaction';
import { API_PREFIX } from '../openapi';
import {
  afterFirstPaint,
  loadBuildManifest,
  routeAssetTags,
  withHeadTags,
  type BuildManifest,
} from './route-assets';

/** The spec's cookie names (src/app/cookies.ts): the access token and the language. */
const ACCESS_TOKEN_COOKIE = 'accessToken';
const LOCALE_COOKIE = 'locale';

export const RENDER_PAYLOAD_ID = 'render-payload';

export interface LoadedRenderer {
  renderer: PageRenderer;
  template: string;
  /** The SPA build's manifest (null: built without one; pages are then sent without their assets' links). */
  manifest?: BuildManifest | null;
}

/** The renderer and the template, or null when either is missing (the SPA is then sent as it is). */
export async function loadPageRenderer(ssrDir: string, staticDir: string): Promise<LoadedRenderer | null> {
  const bundle = path.resolve(ssrDir, 'entry-server.js');
  const index = path.resolve(staticDir, 'index.html');
  if (!existsSync(bundle) || !existsSync(index)) return null;
  const module = (await import(pathToFileURL(bundle).href)) as { renderer?: PageRenderer };
  if (!module.renderer) throw new Error(`${bundle} exports no renderer`);
  return {
    renderer: module.renderer,
    template: readFileSync(index, 'utf8'),
    manifest: loadBuildManifest(staticDir),
  };
}

/**
 * The session's module in the browser (src/app/session-runtime.ts): XState, the session machine and the API client.
 * A visitor with an access-token cookie loads it before the page is rendered (src/app/lazy-session.ts); one without
 * never does at first.
 */
export const SESSION_MODULE = 'src/app/session-runtime.ts';

/**
 * The links to the stylesheets and chunks the page at `pathname` needs beyond index.html's (route-assets.ts), with
 * the session's for a visitor with an access-token cookie (found with the page instead of after the entry ran).
 */
function pageAssetTags(
  loaded: LoadedRenderer,
  pathname: string,
  locale: Locale,
  cookies: Map<string, string>,
): string {
  if (!loaded.manifest) return '';
  return routeAssetTags(loaded.manifest, pageModules(loaded, pathname, locale, cookies), loaded.template);
}

function pageModules(
  loaded: LoadedRenderer,
  pathname: string,
  locale: Locale,
  cookies: Map<string, string>,
): string[] {
  const modules = loaded.renderer.pageModules(pathname, locale);
  return cookies.get(ACCESS_TOKEN_COOKIE) ? [...modules, SESSION_MODULE] : modules;
}

/**
 * The template of a server-rendered page: its code loads once it has painted (route-assets.ts `afterFirstPaint`),
 * else (a build without the boot script) with the page, as the app shell's does.
 */
function renderedPageTemplate(
  loaded: LoadedRenderer,
  pathname: string,
  locale: Locale,
  cookies: Map<string, string>,
): string {
  const deferred =
    loaded.manifest &&
    afterFirstPaint(loaded.manifest, pageModules(loaded, pathname, locale, cookies), loaded.template);
  return deferred || withHeadTags(loaded.template, pageAssetTags(loaded, pathname, locale, cookies));
}

/**
 * The bare app for a page the server does not render (sign-in, workspace, ...): index.html with the page's
 * stylesheets and chunk preloads, so the browser fetches them with the entry instead of after it.
 */
export function appShellFor(loaded: LoadedRenderer, request: FastifyRequest): string {
  const url = new URL(request.url, 'http://localhost');
  const cookies = parseCookies(request.headers.cookie);
  const locale = pageLocale(url.searchParams, cookies);
  try {
    return withHeadTags(loaded.template, pageAssetTags(loaded, url.pathname, locale, cookies));
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'page assets unknown; sending the bare app');
    return loaded.template;
  }
}

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    let value = part.slice(at + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // Keep the raw text.
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

function isLocale(value: unknown): value is Locale {
  return value === 'vi' || value === 'en';
}

export function pageLocale(search: URLSearchParams, cookies: Map<string, string>): Locale {
  const fromQuery = search.get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = cookies.get(LOCALE_COOKIE);
  return isLocale(fromCookie) ? fromCookie : 'vi';
}

/** The template with the rendered page in it. */
export function fillTemplate(template: string, page: RenderedPage): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?>/, '')
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`)
    .replace(
      '</body>',
      `  <script id="${RENDER_PAYLOAD_ID}" type="application/json">${page.payload}</script>\n  </body>`,
    );
}

/**
 * Renders the page `request` asks for; null when it is not a public page (or rendering failed: logged, and the
 * browser renders the page itself, so a renderer bug never turns into a 5xx).
 */
export async function renderRequestedPage(
  app: FastifyInstance,
  loaded: LoadedRenderer,
  request: FastifyRequest,
  origin: string,
): Promise<{ status: number; html: string } | null> {
  const url = new URL(request.url, 'http://localhost');
  const cookies = parseCookies(request.headers.cookie);
  const locale = pageLocale(url.searchParams, cookies);
  try {
    const page = await loaded.renderer.renderPage({
      pathname: url.pathname,
      search: url.search,
      locale,
      signedOut: !cookies.get(ACCESS_TOKEN_COOKIE),
      origin,
      fetchApi: async (apiPath, language) => {
        const answer = await app.inject({
          method: 'GET',
          url: `${API_PREFIX}${apiPath}`,
          headers: { 'accept-language': language, accept: 'application/json' },
        });
        let body: unknown;
        try {
          body = answer.json();
        } catch {
          body = null;
        }
        return { status: answer.statusCode, body };
      },
    });
    if (!page) return null;
    const template = renderedPageTemplate(loaded, url.pathname, locale, cookies);
    return { status: page.status, html: fillTemplate(template, page) };
  } catch (error) {
    request.log.error(
      { err: error, url: redactUrl(request.url) },
      'server-side rendering failed; sending the bare app',
    );
    return null;
  }
}
