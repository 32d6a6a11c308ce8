// The server-side renderer of the public pages (built by `vite build --ssr src/entry-server.tsx`, loaded by the
// API process: server/ssr). For a public route it fetches the page's data through the API (src/app/page-data.ts),
// renders the app with React 19's static prerender (which waits for the page's chunk), collects the page's head
// and answers the HTML with the payload the browser needs to take over without fetching the same data again.
// A private route answers null: the server sends the bare app.
import { prerenderToNodeStream } from 'react-dom/static';
import { createActor } from 'xstate';
import type { Locale } from '../domain/messages';
import type { PageRenderer, PageRenderRequest, RenderedPage } from '../domain/page-render';
import { sessionMachine } from '../machines/session/session.machine';
import type { Preloaded } from '../machines/content/public-resource.types';
import { App } from './app/App';
import { buildHeadTags, escapeScriptJson, renderHeadTags, type PageHead } from './app/head';
import { pageRequests } from './app/page-requests';
import { preloadKey, type RenderContextValue } from './app/render-context';
import type { RenderPayload } from './app/render-payload';
import { findRoute, notFoundRoute, routes } from './app/routes';
import { sessionHandleOf } from './app/session-handle';
import { i18nObject } from './i18n/i18n-util';
import { loadAllLocales } from './i18n/i18n-util.sync';

loadAllLocales();

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const { pathname, search, locale, origin } = request;
  const { route, params } = findRoute(pathname);
  if (!route.ssr && route !== notFoundRoute) return null;
  await route.load();

  let status = 200;
  const preloaded: Record<string, Preloaded<unknown>> = {};
  for (const path of pageRequests(route.screen, params, search)) {
    const answer = await request.fetchApi(path, locale);
    if (answer.status === 200) preloaded[preloadKey(path, locale)] = { kind: 'found', data: answer.body };
    else if (answer.status === 404 || answer.status === 400) {
      preloaded[preloadKey(path, locale)] = { kind: 'missing' };
    }
    // Anything else (the API failing): the page renders its loading state and the browser tries again.
  }

  let head: PageHead | null = null;
  const sessionHint = request.signedOut ? 'signedOut' : 'checking';
  const render: RenderContextValue = {
    collectHead: (pageHead) => (head = pageHead),
    collectStatus: (pageStatus) => (status = pageStatus),
    preloaded,
    sessionHint,
    origin,
  };
  // Never started: the server renders the session's first state, which the header replaces by the hint.
  const session = sessionHandleOf(createActor(sessionMachine));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    const { prelude } = await prerenderToNodeStream(
      <App
        session={session}
        locale={locale}
        ssrPath={pathname}
        ssrSearch={search.replace(/^\?/, '')}
        render={render}
      />,
      // Never outline a large page into a hidden <div> revealed by a script: without JavaScript it would stay hidden.
      { signal: controller.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await streamToString(prelude);
    const LL = i18nObject(locale);
    const pageHead: PageHead = head ?? { title: LL.app.name(), description: LL.app.description() };
    const tags = buildHeadTags(pageHead, { origin, pathname, search, locale }, LL.app.name());
    const payload: RenderPayload = { locale, sessionHint, preloaded, origin };
    return {
      status,
      html,
      head: renderHeadTags(tags),
      payload: escapeScriptJson(JSON.stringify(payload)),
      locale,
    };
  } finally {
    clearTimeout(timer);
  }
}

function sitemapPaths(): string[] {
  return routes
    .filter((route) => route.indexable && route.status === 'real' && !route.path.includes(':'))
    .map((route) => route.path);
}

function pageModules(pathname: string, locale: Locale): string[] {
  const { route } = findRoute(pathname);
  return [
    route.module,
    `src/i18n/${locale}/index.ts`,
    ...route.namespaces.map((namespace) => `src/i18n/${locale}/${namespace}/index.ts`),
  ];
}

export const renderer: PageRenderer = { renderPage, sitemapPaths, pageModules };
