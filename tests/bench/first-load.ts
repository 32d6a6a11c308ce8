// First-load JavaScript per route, from the build: what a first visit in Vietnamese downloads before the page is
// live. That is the entry script and its static imports (the modulepreloads of dist/index.html) plus what the server
// preloads with the page (server/ssr/route-assets.ts): the modules the built renderer names for the route
// (`renderer.pageModules` of dist-ssr/entry-server.js: the page's module, the dictionary's base and the route's
// namespaces), each with its static imports, and for a page the server renders the script it runs first
// (src/boot.ts, which fetches the rest once the page has painted: server/ssr/route-assets.ts `afterFirstPaint`).
// Chunks come from Vite's build manifest (dist/.vite/manifest.json): `imports` are walked recursively,
// `dynamicImports` are not (they load later, if ever). Each file is gzipped at level 9 and the sizes summed; brotli at quality 5, what our server sends (server/http/response-policy.ts), is shown
// beside it. Budgets: 90 KiB gzip for public pages, 110 KiB for sign-in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { formatTable, kib, type ReportRow } from './report';
import { BOOT_MODULE, moduleAssets } from '../../server/ssr/route-assets';
import type { PageRenderer } from '../../domain/page-render';

const PUBLIC_BUDGET = 90 * 1024;
const SIGN_IN_BUDGET = 110 * 1024;

export interface RouteToWeigh {
  name: string;
  /** The URL a visitor opens. */
  path: string;
  /** The URL shown in the report, when it differs (`/article/{slug}`). */
  shown?: string;
  budget: number;
}

export const FIRST_LOAD_ROUTES: readonly RouteToWeigh[] = [
  { name: 'home', path: '/', budget: PUBLIC_BUDGET },
  { name: 'pricing', path: '/solutions/pricing', budget: PUBLIC_BUDGET },
  { name: 'contact', path: '/contact', budget: PUBLIC_BUDGET },
  { name: 'sign-in', path: '/auth/sign-in', budget: SIGN_IN_BUDGET },
  { name: 'risk assessment', path: '/ghg-report/count-down', budget: PUBLIC_BUDGET },
  { name: 'articles', path: '/article', budget: PUBLIC_BUDGET },
  { name: 'article', path: '/article/any-article', shown: '/article/{slug}', budget: PUBLIC_BUDGET },
  { name: 'academy', path: '/academy', budget: PUBLIC_BUDGET },
  { name: 'courses', path: '/academy/course', budget: PUBLIC_BUDGET },
  {
    name: 'course',
    path: '/academy/course/1/detail/any-course',
    shown: '/academy/course/{id}/detail/{slug}',
    budget: PUBLIC_BUDGET,
  },
  {
    name: 'lesson',
    path: '/academy/course/1/chapter/1/lesson/1/any-lesson',
    shown: '/academy/course/{id}/chapter/{chapterId}/lesson/{lessonId}/{slug}',
    budget: PUBLIC_BUDGET,
  },
  { name: 'experts', path: '/expert', budget: PUBLIC_BUDGET },
  { name: 'expert list', path: '/expert/list-expert', budget: PUBLIC_BUDGET },
  {
    name: 'expert profile',
    path: '/expert/profile/any-expert',
    shown: '/expert/profile/{slug}',
    budget: PUBLIC_BUDGET,
  },
  {
    name: 'GHG report result',
    path: '/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh',
    budget: PUBLIC_BUDGET,
  },
];

const ENTRY = 'index.html';

interface ManifestChunk {
  file: string;
  /** Static imports: loaded with the chunk. */
  imports?: string[];
  /** import(): loaded later, if ever; not part of the first load. */
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files (relative to dist/) the entry and `modules` load, with their static imports: the walk the
 * server itself does to preload a page (server/ssr/route-assets.ts), after checking that every module is built.
 */
export function firstLoadFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const keys = [ENTRY, ...modules];
  for (const key of keys) {
    if (!manifest[key])
      throw new Error(
        `the build manifest has no chunk "${key}" (rebuild, or update tests/bench/first-load.ts)`,
      );
  }
  return moduleAssets(manifest, keys)
    .scripts.filter((file) => file.endsWith('.js'))
    .sort();
}

export interface Weighed {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();

function sizeOf(dist: string, file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(dist, file));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

/** A built file's size gzipped at level 9 (and raw, and brotli 5), memoised. */
export function compressedSizeOf(dist: string, file: string) {
  return sizeOf(dist, file);
}

export function weigh(dist: string, manifest: Manifest, modules: readonly string[]): Weighed {
  const files = firstLoadFiles(manifest, modules);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(dist, file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return { files, ...total };
}

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`no build manifest at ${file}: run \`npm run build\` first`, { cause: error });
  }
}

export function staticDir(): string {
  return path.resolve(process.env.STATIC_DIR ?? 'dist');
}

export function ssrDir(): string {
  return path.resolve(process.env.SSR_DIR ?? 'dist-ssr');
}

/**
 * The modules the server preloads with a route (besides the entry), from the built renderer; for a page the server
 * renders, also the script it runs first (src/boot.ts, which loads the rest once the page has painted).
 */
export type PageModulesOf = (pathname: string) => string[];

export async function loadPageModules(): Promise<PageModulesOf> {
  const bundle = path.join(ssrDir(), 'entry-server.js');
  let renderer: Pick<PageRenderer, 'pageModules' | 'renderPage'> | undefined;
  try {
    ({ renderer } = (await import(pathToFileURL(bundle).href)) as { renderer?: typeof renderer });
  } catch (error) {
    throw new Error(`no page renderer at ${bundle}: run \`npm run build\` first`, { cause: error });
  }
  if (!renderer?.pageModules) throw new Error(`${bundle} exports no renderer.pageModules`);
  const { pageModules, renderPage } = renderer;
  const manifest = readManifest(staticDir());
  const rendered = new Map<string, boolean>();
  for (const route of FIRST_LOAD_ROUTES) {
    // Whether the server renders the route (its reads answered 404 here: only the answer null matters).
    const page = await renderPage({
      pathname: route.path,
      search: '',
      locale: 'vi',
      signedOut: true,
      origin: 'http://127.0.0.1',
      fetchApi: () => Promise.resolve({ status: 404, body: null }),
    }).catch(() => 'failed');
    rendered.set(route.path, page !== null);
  }
  const boot = manifest[BOOT_MODULE] ? [BOOT_MODULE] : [];
  return (pathname) => [...pageModules(pathname, 'vi'), ...(rendered.get(pathname) ? boot : [])];
}

/** Weighs every route of FIRST_LOAD_ROUTES, prints the details, returns the report's rows. */
export async function runFirstLoadBench(): Promise<ReportRow[]> {
  const dist = staticDir();
  const manifest = readManifest(dist);
  const modulesOf = await loadPageModules();
  const details: string[][] = [];
  const rows: ReportRow[] = [];
  for (const route of FIRST_LOAD_ROUTES) {
    const weighed = weigh(dist, manifest, modulesOf(route.path));
    details.push([
      `${route.name} ${route.shown ?? route.path}`,
      String(weighed.files.length),
      kib(weighed.raw),
      kib(weighed.gzip),
      kib(weighed.brotli),
      kib(route.budget),
    ]);
    rows.push({
      section: 'js',
      check: `${route.name} ${route.shown ?? route.path} first-load JS (gzip -9)`,
      measured: kib(weighed.gzip),
      budget: `<= ${kib(route.budget)}`,
      met: weighed.gzip <= route.budget,
      notes: `${weighed.files.length} files, br(5) ${kib(weighed.brotli)}, raw ${kib(weighed.raw)}`,
    });
  }
  console.log(
    `First-load JavaScript (${dist}; the entry and the page's preloads in Vietnamese, with their imports)\n`,
  );
  console.log(formatTable(['route', 'files', 'raw', 'gzip -9', 'br q5', 'budget (gzip)'], details));
  const shared = firstLoadFiles(manifest, modulesOf(FIRST_LOAD_ROUTES[0].path)).filter((file) =>
    FIRST_LOAD_ROUTES.every((route) => firstLoadFiles(manifest, modulesOf(route.path)).includes(file)),
  );
  const sharedGzip = shared.reduce((sum, file) => sum + sizeOf(dist, file).gzip, 0);
  console.log(
    `\nshared by every route: ${shared.length} files, ${kib(sharedGzip)} gzip -9 (${shared.join(', ')})\n`,
  );
  return rows;
}
