// What a page needs beyond the entry, sent with its HTML: the stylesheets of the page's module (and of everything it
// imports) and preloads of its chunks and of the language's dictionary. Without them a server-rendered page is
// painted unstyled until its chunk has loaded and run (then jumps: a layout shift), and the browser discovers the
// page's code only after running the entry (a waterfall of three round trips before the page can respond).
//
// The source of truth is Vite's build manifest (dist/.vite/manifest.json, `build.manifest`): for each source module,
// its chunk file, its CSS and the modules it imports statically. The renderer names the modules
// (PageRenderer.pageModules); this file turns them into <link> tags, leaving out what index.html already loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest of the SPA build in `staticDir`, or null when the build has none. */
export function loadBuildManifest(staticDir: string): BuildManifest | null {
  const file = path.resolve(staticDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}

/** Every chunk and stylesheet the modules load before running: themselves and their static imports, transitively. */
export function moduleAssets(
  manifest: BuildManifest,
  modules: readonly string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The <link> tags for the modules' assets that `template` (the built index.html) does not reference already:
 * stylesheets first (they block the first paint, as the page's own look must), then module preloads.
 */
export function routeAssetTags(
  manifest: BuildManifest,
  modules: readonly string[],
  template: string,
): string {
  const { scripts, styles } = moduleAssets(manifest, modules);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  const tags = [
    ...styles
      .filter(fresh)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
    ...scripts
      .filter(fresh)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
  ];
  return tags.join('\n    ');
}

/** The script a server-rendered page runs first (src/boot.ts), as the SPA build's manifest names it. */
export const BOOT_MODULE = 'src/boot.ts';
const ENTRY = 'index.html';

/**
 * `template` for a server-rendered page whose code loads once it has painted (src/boot.ts): the entry's
 * `<script type="module">` becomes the boot script, which names the entry (`data-entry`) and the chunks to preload
 * then (`data-modules`: the entry's and the modules' static imports), and the modules' stylesheets are linked at the
 * end of <head>. The first paint needs only the HTML, the stylesheet and this small script; the app's 85 KiB follow
 * it instead of sharing its round trips (README "Speed: what a first visit loads"). Null when the build has no boot
 * script (or no entry in the manifest): the page is then served with its module preloads, as the app shell is.
 */
export function afterFirstPaint(
  manifest: BuildManifest,
  modules: readonly string[],
  template: string,
): string | null {
  const boot = manifest[BOOT_MODULE]?.file;
  const entry = manifest[ENTRY]?.file;
  const entryTag = `<script type="module" crossorigin src="/${entry}"></script>`;
  if (!boot || !entry || !template.includes(entryTag)) return null;
  const { scripts, styles } = moduleAssets(manifest, [ENTRY, ...modules]);
  const preloads = scripts.filter((file) => file !== entry).map((file) => `/${escapeAttribute(file)}`);
  const bootTag =
    `<script type="module" crossorigin src="/${escapeAttribute(boot)}" data-entry="/${escapeAttribute(entry)}"` +
    ` data-modules="${preloads.join(' ')}"></script>`;
  const styleTags = styles
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`);
  return withHeadTags(template.replace(entryTag, bootTag), styleTags.join('\n    '));
}

/** `template` with `tags` placed at the end of its <head>. */
export function withHeadTags(template: string, tags: string): string {
  return tags ? template.replace('</head>', `  ${tags}\n  </head>`) : template;
}
