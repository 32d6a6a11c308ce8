// The contract between the API process and the server-side renderer of the public pages (src/entry-server.tsx,
// built by `vite build --ssr` into dist-ssr/). The server loads the bundle at start and calls `renderPage` for
// every page request that accepts HTML; the bundle fetches what the page needs through `fetchApi` (the server's
// own API, in process) and answers the HTML to put in the template.
import type { Locale } from './messages';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface PageRenderRequest {
  pathname: string;
  /** The query string, with its `?` (or empty). */
  search: string;
  locale: Locale;
  /** No access-token cookie: the header can be rendered signed out. */
  signedOut: boolean;
  /** The site's public origin (canonical URLs, Open Graph). */
  origin: string;
  /** GET on the API (path under /api, with its query) in `locale`. */
  fetchApi: (path: string, locale: Locale) => Promise<ApiAnswer>;
}

export interface RenderedPage {
  status: number;
  /** The app's HTML for inside #root. */
  html: string;
  /** The tags for <head> (title, description, canonical, alternates, Open Graph, JSON-LD). */
  head: string;
  /** The JSON of the render payload (already safe inside <script>). */
  payload: string;
  locale: Locale;
}

export interface PageRenderer {
  /** null: not a public page (sign-in, workspace, staff, ...): send the bare app. */
  renderPage(request: PageRenderRequest): Promise<RenderedPage | null>;
  /** The public pages without parameters, for the sitemap. */
  sitemapPaths(): string[];
  /**
   * The source modules a first visit of `pathname` in `locale` runs beyond the entry (the page's module and the
   * language's dictionary), as keys of the client build manifest: the server sends their CSS and chunk preloads
   * with the HTML, so the page is styled at first paint and its code loads in parallel with the entry's.
   */
  pageModules(pathname: string, locale: Locale): string[];
}
