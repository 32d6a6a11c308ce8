// Where the local stack keeps things: the repository root and DATA_DIR (default `.data`), and the one safe way
// to delete DATA_DIR (only a folder strictly inside the repository).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(rootDir, env.DATA_DIR || '.data');
}

/** Deletes `dir` if it lies inside the repository (and is not the repository itself or a source folder). */
export function removeDataDir(dir: string): boolean {
  const relative = path.relative(rootDir, dir);
  const top = relative.split(path.sep)[0];
  const protectedTops = [
    '',
    '.git',
    'node_modules',
    'src',
    'server',
    'machines',
    'openapi',
    'tests',
    'public',
    'docs',
  ];
  if (relative.startsWith('..') || path.isAbsolute(relative) || protectedTops.includes(top)) {
    throw new Error(
      `Refusing to delete ${dir}: DATA_DIR must be a data folder inside ${rootDir} (e.g. .data).`,
    );
  }
  if (!existsSync(dir)) return false;
  rmSync(dir, { recursive: true, force: true });
  return true;
}
