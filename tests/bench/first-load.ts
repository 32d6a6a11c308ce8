// First-load JavaScript per public route, from the build: what a first visit downloads before the page is live.
// That is the entry script and its static imports (the modulepreloads of dist/index.html; the server-rendered HTML
// adds none), the route's page chunk with its static imports (main.tsx loads it before hydrating), and the
// dictionary of the default language (vi; loadLocaleAsync at start). Chunks come from Vite's build manifest
// (dist/.vite/manifest.json, `build.manifest`): `imports` are walked recursively, `dynamicImports` are not (they
// load later, if ever). Each file is gzipped at level 9 and the sizes summed; brotli at quality 5, what our server
// sends (server/http/response-policy.ts), is shown beside it. Budgets: 90 KiB gzip for public pages, 110 KiB for
// sign-in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { formatTable, kib, type ReportRow } from './report';

const PUBLIC_BUDGET = 90 * 1024;
const SIGN_IN_BUDGET = 110 * 1024;

export interface RouteToWeigh {
  name: string;
  /** The URL a visitor opens. */
  path: string;
  /** The page module of the route (src/app/routes.ts), as the manifest names it. */
  module: string;
  budget: number;
}

export const FIRST_LOAD_ROUTES: readonly RouteToWeigh[] = [
  { name: 'home', path: '/', module: 'src/pages/home/home-page.tsx', budget: PUBLIC_BUDGET },
  {
    name: 'pricing',
    path: '/solutions/pricing',
    module: 'src/pages/pricing/pricing-page.tsx',
    budget: PUBLIC_BUDGET,
  },
  { name: 'contact', path: '/contact', module: 'src/pages/contact/contact-page.tsx', budget: PUBLIC_BUDGET },
  {
    name: 'sign-in',
    path: '/auth/sign-in',
    module: 'src/pages/auth/sign-in/sign-in-page.tsx',
    budget: SIGN_IN_BUDGET,
  },
  {
    name: 'risk assessment',
    path: '/ghg-report/count-down',
    module: 'src/pages/ghg-report/assessment-page.tsx',
    budget: PUBLIC_BUDGET,
  },
  {
    name: 'articles',
    path: '/article',
    module: 'src/pages/articles/article-list-page.tsx',
    budget: PUBLIC_BUDGET,
  },
  {
    name: 'article',
    path: '/article/{slug}',
    module: 'src/pages/articles/article-page.tsx',
    budget: PUBLIC_BUDGET,
  },
];

const ENTRY = 'index.html';
const DICTIONARY = 'src/i18n/vi/index.ts';

interface ManifestChunk {
  file: string;
  /** Static imports: loaded with the chunk. */
  imports?: string[];
  /** import(): loaded later, if ever; not part of the first load. */
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The JavaScript files (relative to dist/) a first visit of a route with page module `module` loads. */
export function firstLoadFiles(manifest: Manifest, module: string): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `the build manifest has no chunk "${key}" (rebuild, or update tests/bench/first-load.ts)`,
      );
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [ENTRY, module, DICTIONARY]) visit(key);
  return [...files].sort();
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

export function weigh(dist: string, manifest: Manifest, module: string): Weighed {
  const files = firstLoadFiles(manifest, module);
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

/** Weighs every route of FIRST_LOAD_ROUTES, prints the details, returns the report's rows. */
export async function runFirstLoadBench(): Promise<ReportRow[]> {
  const dist = staticDir();
  const manifest = readManifest(dist);
  const details: string[][] = [];
  const rows: ReportRow[] = [];
  for (const route of FIRST_LOAD_ROUTES) {
    const weighed = weigh(dist, manifest, route.module);
    details.push([
      `${route.name} ${route.path}`,
      String(weighed.files.length),
      kib(weighed.raw),
      kib(weighed.gzip),
      kib(weighed.brotli),
      kib(route.budget),
    ]);
    rows.push({
      section: 'js',
      check: `${route.name} ${route.path} first-load JS (gzip -9)`,
      measured: kib(weighed.gzip),
      budget: `<= ${kib(route.budget)}`,
      met: weighed.gzip <= route.budget,
      notes: `${weighed.files.length} files, br(5) ${kib(weighed.brotli)}, raw ${kib(weighed.raw)}`,
    });
  }
  console.log(
    `First-load JavaScript (${dist}; entry + its imports, page chunk + its imports, vi dictionary)\n`,
  );
  console.log(formatTable(['route', 'files', 'raw', 'gzip -9', 'br q5', 'budget (gzip)'], details));
  const shared = firstLoadFiles(manifest, FIRST_LOAD_ROUTES[0].module).filter((file) =>
    FIRST_LOAD_ROUTES.every((route) => firstLoadFiles(manifest, route.module).includes(file)),
  );
  const sharedGzip = shared.reduce((sum, file) => sum + sizeOf(dist, file).gzip, 0);
  console.log(
    `\nshared by every route: ${shared.length} files, ${kib(sharedGzip)} gzip -9 (${shared.join(', ')})\n`,
  );
  return rows;
}
