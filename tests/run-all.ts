// `npm test`: every check of the project, in order, stopping at the first failure. Prints each step's name and
// duration, and a last line `N passed, M failed` counting steps (a step not run because an earlier one failed is
// not counted).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const steps: { name: string; cmd: string; args: string[] }[] = [
  { name: 'typecheck (tsc --noEmit)', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint (eslint)', cmd: bin('eslint'), args: ['.'] },
  { name: 'format (prettier --check)', cmd: bin('prettier'), args: ['--check', '.'] },
  { name: 'OpenAPI lint + freshness', cmd: npm, args: ['run', 'check:openapi'] },
  { name: 'machine docs (--check)', cmd: bin('tsx'), args: ['scripts/machine-docs.ts', '--check'] },
  { name: 'unit tests (vitest unit)', cmd: bin('vitest'), args: ['run', '--project', 'unit'] },
  { name: 'API tests (vitest api)', cmd: bin('vitest'), args: ['run', '--project', 'api'] },
  { name: 'SPA build (vite build)', cmd: bin('vite'), args: ['build'] },
  {
    name: 'page renderer build (vite --ssr)',
    cmd: bin('vite'),
    args: ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'],
  },
  { name: 'no inspector in the build', cmd: bin('tsx'), args: ['scripts/check-no-inspector.ts', 'dist'] },
  { name: 'server build (esbuild)', cmd: bin('tsx'), args: ['scripts/build-server.ts'] },
  { name: 'end-to-end (playwright test)', cmd: bin('playwright'), args: ['test'] },
];

function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`cannot run ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const results: { name: string; ok: boolean; ms: number }[] = [];

for (const [i, step] of steps.entries()) {
  console.log(
    `\n=== [${i + 1}/${steps.length}] ${step.name}: ${[path.basename(step.cmd), ...step.args].join(' ')}`,
  );
  const t0 = Date.now();
  const code = await run(step.cmd, step.args);
  const ms = Date.now() - t0;
  results.push({ name: step.name, ok: code === 0, ms });
  console.log(`=== ${code === 0 ? 'PASS' : `FAIL (exit ${code})`} ${step.name} in ${seconds(ms)}`);
  if (code !== 0) break;
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log('\nSummary:');
for (const r of results)
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(32)} ${seconds(r.ms).padStart(8)}`);
const skipped = steps.length - results.length;
if (skipped > 0) console.log(`  (${skipped} step(s) not run after the failure)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
