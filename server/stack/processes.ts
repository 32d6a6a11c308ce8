// Small helpers for `npm start`: spawn a child with its output in a log file, wait for an HTTP answer, check that a
// port is free, stop a child (SIGTERM, then SIGKILL), keep a child running (restart it when it exits). Children
// also run `orphan-guard.cjs`, which ends them if this launcher dies without cleaning up (e.g. SIGKILL), so nothing
// is left behind.
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

export interface SuperviseOptions {
  /** Starts a fresh copy of the child (after it exited). */
  spawn: () => Child;
  /** The copy already running (started and health-checked by the caller); default: `spawn()` now. */
  first?: Child;
  /** Resolves when a restarted copy answers (e.g. its HTTP port); a failure is logged, not thrown. */
  ready?: (child: Child) => Promise<void>;
  /** Where the supervisor's lines go (default: console.log). */
  log?: (line: string) => void;
  /** Delay before a restart (ms, default 500); doubles with each restart in the window, up to maxDelayMs. */
  baseDelayMs?: number;
  /** Longest delay before a restart (ms, default 10 s). */
  maxDelayMs?: number;
  /** Restarts allowed within `windowMs` (default 5 per 60 s); one exit more and the supervisor gives up. */
  maxRestarts?: number;
  windowMs?: number;
}

export interface Supervised {
  readonly name: string;
  /** The copy running now (or the last one, once it gave up or was stopped). */
  current(): Child;
  /** Restarts so far. */
  restarts(): number;
  /** Resolves when the child kept exiting and the supervisor stopped restarting it. */
  readonly gaveUp: Promise<void>;
  /** Stops restarting, then stops the running copy. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Keeps a child of `npm start` (cognito-local, maildev) running: when it exits, a log line says so and a fresh
 * copy starts after a short backoff, so a crashed emulator does not take the API down with it. A child that keeps
 * exiting (more than `maxRestarts` times a `windowMs`) is left down, with a line that says so; the API keeps
 * running, and the calls that need the child fail until `npm start` is restarted.
 */
export function supervise(name: string, options: SuperviseOptions): Supervised {
  const {
    spawn: spawnChild,
    ready,
    log = (line: string) => console.log(line),
    baseDelayMs = 500,
    maxDelayMs = 10_000,
    maxRestarts = 5,
    windowMs = 60_000,
  } = options;
  let current = options.first ?? spawnChild();
  let restarts = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let recent: number[] = [];
  let giveUp!: () => void;
  const gaveUp = new Promise<void>((resolve) => (giveUp = resolve));

  const watch = (child: Child) => {
    void child.exited.then((code) => onExit(child, code));
  };

  function onExit(child: Child, code: number | string): void {
    if (stopped || child !== current) return;
    const now = Date.now();
    recent = recent.filter((at) => now - at < windowMs);
    if (recent.length >= maxRestarts) {
      log(
        `${name} exited (${code}) ${recent.length + 1} times within ${Math.round(windowMs / 1000)} s: not restarting ` +
          `it again. The API keeps running without it; fix the cause and restart npm start. Log: ${child.logFile}`,
      );
      giveUp();
      return;
    }
    recent.push(now);
    const delayMs = Math.min(maxDelayMs, baseDelayMs * 2 ** (recent.length - 1));
    log(
      `${name} exited (${code}); restarting it in ${(delayMs / 1000).toFixed(1)} s ` +
        `(restart ${recent.length} of at most ${maxRestarts} per ${Math.round(windowMs / 1000)} s). Log: ${child.logFile}`,
    );
    timer = setTimeout(() => {
      timer = null;
      if (stopped) return;
      current = spawnChild();
      restarts += 1;
      watch(current);
      const started = current;
      ready?.(started).then(
        () => {
          if (!stopped && started === current) log(`${name} is back (pid ${started.process.pid}).`);
        },
        (error: unknown) => {
          if (!stopped && started === current) log(`${name} did not come back: ${(error as Error).message}`);
        },
      );
    }, delayMs);
  }

  watch(current);
  return {
    name,
    current: () => current,
    restarts: () => restarts,
    gaveUp,
    async stop(timeoutMs) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current.stop(timeoutMs);
    },
  };
}
