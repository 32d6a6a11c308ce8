// Which dictionary namespaces (src/i18n/<locale>/<namespace>/) a module reads, found in its source and in every
// module it imports (statically or lazily), transitively: each `LL.<name>` whose name is a namespace. The route table
// declares each page's namespaces (src/app/routes.ts) so that they load with the page; the test beside this file
// checks those declarations against what the code reads, and that the shell (everything src/main.tsx reaches
// without a page) reads none, since only the base dictionary is loaded at start.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The namespaces: the folders of the base locale's dictionary. */
export function dictionaryNamespaces(): string[] {
  const base = path.join(ROOT, 'src/i18n/vi');
  return readdirSync(base)
    .filter((name) => statSync(path.join(base, name)).isDirectory())
    .sort();
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The source files `entry` reaches through relative imports (itself included), stopping at `stopAt`; with
 * `staticOnly`, through static imports only (what loads with it, not its lazily loaded parts).
 */
export function reachableModules(
  entry: string,
  stopAt: (file: string) => boolean = () => false,
  { staticOnly = false }: { staticOnly?: boolean } = {},
): string[] {
  const seen = new Set<string>();
  const queue = [path.resolve(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || stopAt(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      if (staticOnly && match[1] === undefined) continue;
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** The namespaces the files read (`LL.<namespace>`), sorted. */
export function namespacesRead(files: readonly string[]): string[] {
  const namespaces = new Set(dictionaryNamespaces());
  const read = new Set<string>();
  for (const file of files) {
    if (file.includes(`${path.sep}i18n${path.sep}`)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/\bLL\.(\w+)/g)) {
      if (namespaces.has(match[1])) read.add(match[1]);
    }
  }
  return [...read].sort();
}
