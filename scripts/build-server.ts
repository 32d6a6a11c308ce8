// The production build of the API (`npm run build` runs it after the SPA and the page renderer): server/main.ts
// and everything it imports bundled by esbuild into dist-server/main.js (ESM, Node 20), so `npm run serve` runs
// plain `node` with no TypeScript loader. npm packages stay external: they are resolved from node_modules at run
// time (native ones such as sharp cannot be bundled anyway).
//
// Files the server reads from disk are found relative to the module (`new URL('...', import.meta.url)`), and in
// the bundle every module is dist-server/main.js. dist-server/ sits one level under the repository root, like
// server/, so `../content/` and `../openapi/dist/tenant.json` (server/config.ts, server/openapi.ts) still point
// at the repository's folders; the folders the db modules read next to themselves (server/db/migrations/,
// server/db/seed-data/) are copied beside main.js. Then every `new URL(..., import.meta.url)` left in the bundle
// is checked to exist, so a new one that is not copied fails the build instead of the first start.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(ROOT, 'dist-server');

/** Folders read relative to their module, copied to the same place relative to the bundle. */
const COPIED = [
  { from: 'server/db/migrations', to: 'migrations' },
  { from: 'server/db/seed-data', to: 'seed-data' },
];

/** Paths in `new URL('<path>', import.meta.url)` of the bundle that do not exist relative to it. */
export function missingModuleFiles(bundleFile: string): string[] {
  const code = readFileSync(bundleFile, 'utf8');
  const base = pathToFileURL(bundleFile);
  const missing: string[] = [];
  for (const match of code.matchAll(/new URL\(\s*(["'`])([^"'`]+)\1\s*,\s*import\.meta\.url\s*\)/g)) {
    const target = fileURLToPath(new URL(match[2], base));
    if (!existsSync(target)) missing.push(`${match[2]} (${target})`);
  }
  return missing;
}

export async function buildServer(): Promise<void> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    outfile: path.join(OUT_DIR, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Readable stack traces and log lines; the bundle is not shipped to browsers.
    minify: false,
    logLevel: 'warning',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
  });
  for (const { from, to } of COPIED)
    cpSync(path.join(ROOT, from), path.join(OUT_DIR, to), { recursive: true });
  const missing = missingModuleFiles(path.join(OUT_DIR, 'main.js'));
  if (missing.length > 0) {
    throw new Error(
      `dist-server/main.js reads files that are not next to it (copy them in scripts/build-server.ts):\n  ${missing.join('\n  ')}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const t0 = Date.now();
  buildServer().then(
    () => console.log(`dist-server/main.js built in ${Date.now() - t0} ms`),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
