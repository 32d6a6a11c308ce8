// Small helpers for `npm start`: spawn a child with its output in a log file, wait for an HTTP answer, check that a
// port is free, stop a child (SIGTERM, then SIGKILL). Children also run `orphan-guard.cjs`, which ends them if this
// launcher dies without cleaning up (e.g. SIGKILL), so nothing is left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const orphanGuard = path.join(path.dirname(fileURLToPath(import.meta.url)), 'orphan-guard.cjs');

// eslint-disable-next-line no-control-regex
const ansiColour = /\x1b\[[0-9;]*m/g;

export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or signal name) when the child ends. */
  exited: Promise<number | string>;
  /** The last lines the child printed (for error messages). */
  tail(): string;
  stop(timeoutMs?: number): Promise<void>;
}

/** Runs `node <script> ...args` with stdout/stderr appended to `logFile`. */
export function spawnNode(
  name: string,
  script: string,
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string },
): Child {
  mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} ${name} starting\n`);
  const child = spawn(process.execPath, ['--require', orphanGuard, script, ...args], {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString().replace(ansiColour, '').split('\n')) {
      if (line.trim()) lines.push(line);
    }
    if (lines.length > 20) lines.splice(0, lines.length - 20);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.on('error', (err) => {
      lines.push(String(err));
      resolve('error');
    });
    child.on('exit', (code, signal) => {
      log.end();
      resolve(code ?? signal ?? 'unknown');
    });
  });
  let done = false;
  void exited.then(() => (done = true));
  return {
    name,
    process: child,
    logFile: opts.logFile,
    exited,
    tail: () => lines.join('\n'),
    async stop(timeoutMs = 3000) {
      if (done) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers with a status accepted by `ok` (default: any), or fails with a clear message. */
export async function waitForHttp(
  name: string,
  url: string,
  opts: { timeoutMs?: number; child?: Child; ok?: (res: Response) => boolean | Promise<boolean> } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  let exitedWith: number | string | undefined;
  void opts.child?.exited.then((code) => (exitedWith = code));
  let lastError = '';
  while (Date.now() < deadline) {
    if (exitedWith !== undefined && opts.child) {
      throw new Error(
        `${name} exited (${exitedWith}) before answering at ${url}. Log: ${opts.child.logFile}\n${opts.child.tail()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (!opts.ok || (await opts.ok(res))) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const hint = opts.child ? ` Log: ${opts.child.logFile}\n${opts.child.tail()}` : '';
  throw new Error(
    `${name} did not answer at ${url} within ${opts.timeoutMs ?? 30_000} ms (${lastError}).${hint}`,
  );
}

/** Resolves when nothing listens on host:port; otherwise rejects with the env var that moves it. */
export async function assertPortFree(
  host: string,
  port: number,
  what: string,
  envVar: string,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} on ${host} (${what}) is already in use. Stop the process using it ` +
              `(e.g. \`lsof -i :${port}\` or \`ss -ltnp | grep ${port}\`) or choose another port: ${envVar}=<port> npm start`,
          ),
        );
      } else {
        reject(new Error(`Cannot bind ${host}:${port} (${what}, ${envVar}): ${err.message}`));
      }
    });
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()));
  });
}
