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

/** `template` with `tags` placed at the end of its <head>. */
export function withHeadTags(template: string, tags: string): string {
  return tags ? template.replace('</head>', `  ${tags}\n  </head>`) : template;
}
