// The import rules of eslint.config.js, run through ESLint's Node API with the project's own config on the fixtures
// in tests/fixtures/lint/ (which `eslint .` ignores): an import cycle and a page importing another page area or
// the route table are reported; a page that keeps to its area and the leaf modules is not.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = 'tests/fixtures/lint';

interface Reported {
  file: string;
  rule: string | null;
  message: string;
}

let reported: Reported[] = [];

function reportsFor(file: string): Reported[] {
  return reported.filter((entry) => entry.file === `${fixtures}/${file}`);
}

beforeAll(async () => {
  // `ignore: false`: the config ignores the fixtures so that `eslint .` stays green; here they are the point.
  const eslint = new ESLint({ cwd: root, ignore: false });
  const results = await eslint.lintFiles([fixtures]);
  reported = results.flatMap((result) =>
    result.messages.map((message) => ({
      file: path.relative(root, result.filePath).split(path.sep).join('/'),
      rule: message.ruleId,
      message: message.message,
    })),
  );
}, 120_000);

describe('import rules (eslint.config.js)', () => {
  it('reports both modules of a two-file import cycle', () => {
    expect(reportsFor('cycle/first.ts').map((entry) => entry.rule)).toEqual(['import-x/no-cycle']);
    expect(reportsFor('cycle/second.ts').map((entry) => entry.rule)).toEqual(['import-x/no-cycle']);
  });

  it('reports a page that imports another page area', () => {
    expect(reportsFor('src/pages/legal/cross-area-page.tsx')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('../solutions/shared-block'),
      }),
    ]);
  });

  it('reports a page that imports the route table', () => {
    expect(reportsFor('src/pages/about/route-table-page.tsx')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('src/app/routes'),
      }),
    ]);
  });

  it('reports nothing on a page that imports its own area and src/app/paths', () => {
    expect(reportsFor('src/pages/solutions/clean-page.tsx')).toEqual([]);
    expect(reportsFor('src/pages/solutions/shared-block.tsx')).toEqual([]);
  });
});
