// The production build must not ship the development inspector: @statelyai/inspect, the app's inspector module
// or the machine dev panel. Run after `vite build` (npm test does): `tsx scripts/check-no-inspector.ts [dist]`.
// The markers are string literals that survive minification (identifiers do not).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const INSPECTOR_MARKERS = [
  // @statelyai/inspect: the hosted inspector's address and its window-message protocol.
  'stately.ai/inspect',
  '@statelyai.',
  // src/app/inspector.ts and src/components/dev-panel.tsx.
  'ghg-machine-inspector',
  'ghg-machine-dev-panel',
] as const;

/** `file: marker` for every built JavaScript file under `dir/assets` that contains a marker. */
export function findInspectorCode(dir: string): string[] {
  const assets = path.join(dir, 'assets');
  if (!existsSync(assets)) throw new Error(`${assets} does not exist: build first (vite build)`);
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  if (files.length === 0) throw new Error(`no JavaScript in ${assets}`);
  return files.flatMap((name) => {
    const text = readFileSync(path.join(assets, name), 'utf8');
    return INSPECTOR_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const found = findInspectorCode(dir);
  if (found.length > 0) {
    console.error(`inspector code in the production build (${dir}):\n  ${found.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`no inspector code in ${path.relative(process.cwd(), dir) || dir}/assets`);
  }
}
