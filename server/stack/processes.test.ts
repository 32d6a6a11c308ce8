// The supervisor of `npm start`'s children, with real child processes: small Node scripts that exit (or are
// killed) are started again with backoff, and one that keeps exiting is left down while the supervisor (and the
// process that runs it, here the test) keeps running.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawnNode, supervise, type Supervised } from './processes';

const dir = mkdtempSync(path.join(tmpdir(), 'supervise-test-'));

/** A script that counts its starts in `counter` and exits with code 3 on the first `failures` starts. */
function flakyScript(name: string, failures: number): { script: string; counter: string } {
  const counter = path.join(dir, `${name}.count`);
  const script = path.join(dir, `${name}.mjs`);
  writeFileSync(counter, '0');
  writeFileSync(
    script,
    `import { readFileSync, writeFileSync } from 'node:fs';
const n = Number(readFileSync(${JSON.stringify(counter)}, 'utf8')) + 1;
writeFileSync(${JSON.stringify(counter)}, String(n));
console.log('start ' + n);
if (n <= ${failures}) process.exit(3);
setInterval(() => undefined, 1000);
`,
  );
  return { script, counter };
}

const starts = (counter: string) => Number(readFileSync(counter, 'utf8'));

async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('supervise', () => {
  const supervised: Supervised[] = [];

  afterEach(async () => {
    await Promise.all(supervised.splice(0).map((s) => s.stop(1000)));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function start(name: string, failures: number, options: Partial<Parameters<typeof supervise>[1]> = {}) {
    const { script, counter } = flakyScript(name, failures);
    const lines: string[] = [];
    const s = supervise(name, {
      spawn: () => spawnNode(name, script, [], { cwd: dir, logFile: path.join(dir, `${name}.log`) }),
      log: (line) => lines.push(line),
      baseDelayMs: 20,
      maxDelayMs: 200,
      ...options,
    });
    supervised.push(s);
    return { s, counter, lines };
  }

  it('restarts a child that exits, with a log line each time, until it stays up', async () => {
    const readied: number[] = [];
    const { s, counter, lines } = start('flaky', 2, {
      ready: async (child) => {
        readied.push(child.process.pid ?? -1);
      },
    });
    await until(() => starts(counter) === 3 && alive(s.current().process.pid), 'the third start');
    expect(s.restarts()).toBe(2);
    expect(lines.filter((l) => l.startsWith('flaky exited (3); restarting it in'))).toHaveLength(2);
    await until(() => lines.some((l) => l.startsWith('flaky is back')), 'the back line');
    expect(readied).toHaveLength(2);
    // It stays up: no further start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(starts(counter)).toBe(3);
  });

  it('brings back a child killed with SIGKILL, as a new process', async () => {
    const { s, counter, lines } = start('killed', 0);
    await until(() => starts(counter) === 1, 'the first start');
    const first = s.current().process.pid;
    s.current().process.kill('SIGKILL');
    await until(
      () => s.current().process.pid !== first && alive(s.current().process.pid) && starts(counter) === 2,
      'a new process',
    );
    expect(alive(first)).toBe(false);
    expect(lines[0]).toMatch(
      /^killed exited \(SIGKILL\); restarting it in 0\.0 s \(restart 1 of at most 5 per/,
    );
  });

  it('gives up on a child that keeps exiting (at most maxRestarts a window), and says so', async () => {
    const { s, counter, lines } = start('crashing', Infinity, { maxRestarts: 3, windowMs: 60_000 });
    await s.gaveUp;
    expect(s.restarts()).toBe(3);
    expect(starts(counter)).toBe(4);
    expect(lines.at(-1)).toMatch(/^crashing exited \(3\) 4 times within 60 s: not restarting it again/);
    // The backoff doubled: 20, 40, 80 ms.
    expect(lines.slice(0, 3).map((l) => /restarting it in ([\d.]+) s/.exec(l)?.[1])).toEqual([
      '0.0',
      '0.0',
      '0.1',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(starts(counter)).toBe(4);
  });

  it('does not restart a child after stop()', async () => {
    const { s, counter } = start('stopped', 0);
    await until(() => starts(counter) === 1 && alive(s.current().process.pid), 'the first start');
    const pid = s.current().process.pid;
    await s.stop();
    expect(alive(pid)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(starts(counter)).toBe(1);
    expect(s.restarts()).toBe(0);
  });
});
