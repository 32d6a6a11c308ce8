// The first-load walk of `npm run bench` (tests/bench/first-load.ts) and its part selection: what a first visit
// downloads is the entry and the modules preloaded with the page, with their static imports, never a dynamic import.
import { describe, expect, it } from 'vitest';
import { selectedParts } from '../../tests/bench/bench-parts';
import { firstLoadFiles, type Manifest } from '../../tests/bench/first-load';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/pages/staff/staff-page.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_style.css': { file: 'assets/style.css' },
  'src/pages/home/home-page.tsx': {
    file: 'assets/home.js',
    imports: ['index.html', '_form.js', '_style.css'],
  },
  '_form.js': { file: 'assets/form.js', imports: ['_shared.js'] },
  'src/pages/staff/staff-page.tsx': { file: 'assets/staff.js' },
  'src/i18n/vi/index.ts': { file: 'assets/vi.js', imports: ['_shared.js'] },
};

describe('first-load files from the build manifest', () => {
  it('walks the static imports of the entry, the page and the dictionary, once each, JavaScript only', () => {
    expect(firstLoadFiles(manifest, ['src/pages/home/home-page.tsx', 'src/i18n/vi/index.ts'])).toEqual([
      'assets/form.js',
      'assets/home.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/vi.js',
    ]);
  });

  it('fails loudly when a page module is not in the manifest (renamed page, stale build)', () => {
    expect(() => firstLoadFiles(manifest, ['src/pages/gone.tsx'])).toThrow(/no chunk "src\/pages\/gone.tsx"/);
  });
});

describe('BENCH_ONLY', () => {
  it('selects every part by default, some by name, and refuses an unknown one', () => {
    expect([...selectedParts(undefined)]).toEqual([
      'js',
      'lighthouse',
      'server',
      'api',
      'inventory',
      'inventory-api',
    ]);
    expect([...selectedParts(' API, js ')]).toEqual(['api', 'js']);
    expect(() => selectedParts('js,speed')).toThrow(/unknown part\(s\) speed/);
  });
});
