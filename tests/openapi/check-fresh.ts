// Keeps the two generated artefacts of the OpenAPI contract in step with the hand-written YAML:
// - openapi/dist/tenant.json: `redocly bundle --dereferenced`, the document the server loads at run time;
// - openapi/schema.d.ts: openapi-typescript from the multi-file root, the browser's types.
// `tsx tests/openapi/check-fresh.ts` regenerates both into a temp folder and fails if either differs from the
// checked-in file (`npm run check:openapi`); with `--write` it regenerates them in place (`npm run gen:openapi`).
// Both modes share the generator commands below, so what is checked is exactly what is generated.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Artefact {
  /** Path of the checked-in file, relative to the repo root. */
  file: string;
  /** The generator: a tool of node_modules/.bin and its arguments, given the output path. */
  command: (output: string) => [tool: string, args: string[]];
}

const artefacts: Artefact[] = [
  {
    file: 'openapi/dist/tenant.json',
    command: (output) => [
      'redocly',
      ['bundle', 'openapi/tenant.yaml', '--dereferenced', '--config', 'openapi/redocly.yaml', '-o', output],
    ],
  },
  {
    file: 'openapi/schema.d.ts',
    command: (output) => ['openapi-typescript', ['openapi/tenant.yaml', '-o', output]],
  },
];

function generate(artefact: Artefact, output: string): void {
  const [tool, args] = artefact.command(output);
  mkdirSync(dirname(output), { recursive: true });
  try {
    execFileSync(join(root, 'node_modules', '.bin', tool), args, { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const failure = error as { stdout?: Buffer; stderr?: Buffer };
    const outputText = String(failure.stdout ?? '') + String(failure.stderr ?? '');
    throw new Error(`Generating ${artefact.file} failed: ${tool} ${args.join(' ')}\n${outputText}`, {
      cause: error,
    });
  }
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** A short description of where two texts first differ, for the failure message. */
function firstDifference(expected: string, actual: string): string {
  const want = expected.split('\n');
  const have = actual.split('\n');
  for (let i = 0; i < Math.max(want.length, have.length); i++) {
    if (want[i] !== have[i]) {
      return `line ${i + 1}: generated ${JSON.stringify(want[i] ?? '<end of file>')}, checked in ${JSON.stringify(have[i] ?? '<end of file>')}`;
    }
  }
  return 'no line differs';
}

function main(): number {
  if (process.argv.includes('--write')) {
    for (const artefact of artefacts) {
      generate(artefact, join(root, artefact.file));
      console.log(`generated ${artefact.file}`);
    }
    return 0;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'openapi-fresh-'));
  const stale: string[] = [];
  try {
    for (const artefact of artefacts) {
      const output = join(scratch, artefact.file);
      generate(artefact, output);
      const generated = readFileSync(output, 'utf8');
      const checkedIn = readOrNull(join(root, artefact.file));
      if (checkedIn === null) stale.push(`${artefact.file} is missing`);
      else if (checkedIn !== generated)
        stale.push(`${artefact.file} is stale (${firstDifference(generated, checkedIn)})`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (stale.length > 0) {
    console.error('The generated OpenAPI artefacts do not match openapi/tenant.yaml and its files:');
    for (const problem of stale) console.error(`- ${problem}`);
    console.error('Run `npm run gen:openapi` and commit the result.');
    return 1;
  }
  console.log(`OpenAPI artefacts are fresh: ${artefacts.map((a) => a.file).join(', ')}`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
