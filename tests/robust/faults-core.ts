// Pieces of the fault runs (`npm run faults`, tests/robust/faults.ts; short form tests/api/faults.test.ts): the API
// as a real process (`node --import tsx server/main.ts`, so that SIGKILL hits the server itself and not a tsx
// wrapper), a minimal SMTP sink that can be taken down and brought back, a private PostgreSQL cluster in a
// temporary folder (never the machine's shared one), and the write used to count acknowledged rows: the
// contact-sales form, which stores one contact request and enqueues two mails in one transaction.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../api/support/cognito-local';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOST = '127.0.0.1';

export { freePort };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------------
// The API process

export interface ApiProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Output of the process (stderr and stdout), for a failure message. */
  output(): string;
  /** Resolves when GET /api/health answers 200 (rejects after `timeoutMs` or when the process exits). */
  healthy(timeoutMs?: number): Promise<number>;
  /** Resident memory (bytes) read from /proc, null when gone. */
  rss(): number | null;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function spawnApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent-spa',
      SSR_DIR: '/nonexistent-ssr',
      // Every request of a fault run comes from 127.0.0.1.
      RATE_LIMIT_SCALE: '1000',
      // Never called by the anonymous writes of these runs.
      COGNITO_ENDPOINT: 'http://127.0.0.1:9',
      VALIDATE_RESPONSES: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${HOST}:${port}`;
  return {
    url,
    pid: child.pid!,
    child,
    output: () => output,
    async healthy(timeoutMs = 60_000) {
      const t0 = Date.now();
      while (Date.now() - t0 < timeoutMs) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`API exited (${child.exitCode ?? child.signalCode}):\n${output}`);
        try {
          const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
          if (res.status === 200) return Date.now() - t0;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      throw new Error(`API not healthy after ${timeoutMs} ms:\n${output}`);
    },
    rss() {
      try {
        const status = spawnSync('cat', [`/proc/${child.pid}/status`], { encoding: 'utf8' }).stdout;
        const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
        return kb ? Number(kb[1]) * 1024 : null;
      } catch {
        return null;
      }
    },
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A minimal SMTP sink

export interface SmtpSink {
  port: number;
  /** Message-ID headers received, in order. */
  messageIds: string[];
  up(): Promise<void>;
  down(): Promise<void>;
}

/**
 * Speaks just enough SMTP for nodemailer (EHLO without extensions, MAIL, RCPT, DATA, RSET, NOOP, QUIT) and keeps
 * each message's Message-ID. `down()` closes the port and every open session; `up()` listens again on the same port.
 */
export function createSmtpSink(port: number): SmtpSink {
  const messageIds: string[] = [];
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;

  const session = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const id = /^message-id:\s*(<[^>]+>)/im.exec(message);
          messageIds.push(id ? id[1] : '(none)');
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  };

  return {
    port,
    messageIds,
    up: () =>
      new Promise((resolve, reject) => {
        server = net.createServer(session);
        server.once('error', reject);
        server.listen(port, HOST, () => resolve());
      }),
    down: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The write

let sequence = 0;

/** A valid contact-sales form with a unique e-mail (the run's tag keeps runs apart). */
export function contactForm(tag: string) {
  sequence += 1;
  return {
    firstName: 'An',
    lastName: 'Nguyễn',
    email: `fault-${tag}-${sequence}@ghg.test`,
    phone: '0912345678',
    companyName: 'Công ty TNHH Thép Xanh',
    career: 'Sản xuất thép',
    companySize: '1-50',
    requirement: 'Kiểm kê khí nhà kính',
    agreePrivacy: true,
  };
}

export interface WriteTally {
  /** Ids of the contact requests the API acknowledged (201). */
  acked: string[];
  /** Answers by status, and "error" for a request that got no answer. */
  byStatus: Record<string, number>;
}

/**
 * `writers` loops posting the contact form until `stop()`; returns the tally when every loop has ended. A request
 * without an answer (the process was killed) is counted as "error" and is not acknowledged.
 */
export function writeLoad(url: string, writers: number, tag: string) {
  const tally: WriteTally = { acked: [], byStatus: {} };
  let running = true;
  const count = (key: string) => (tally.byStatus[key] = (tally.byStatus[key] ?? 0) + 1);
  const loop = async () => {
    while (running) {
      try {
        const res = await fetch(`${url}/api/spaces/sent-contact-sale`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contactForm(tag)),
          signal: AbortSignal.timeout(10_000),
        });
        count(String(res.status));
        const body = (await res.json()) as any;
        if (res.status === 201) tally.acked.push(body.data.id);
      } catch {
        count('error');
        await sleep(50);
      }
    }
  };
  const loops = Promise.all(Array.from({ length: writers }, loop));
  return {
    tally,
    async stop() {
      running = false;
      await loops;
      return tally;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A private PostgreSQL cluster

export interface PrivatePostgres {
  url: string;
  dir: string;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): void;
}

/** The newest /usr/lib/postgresql/<version>/bin with initdb and pg_ctl, or null. */
function postgresBin(): string | null {
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    return versions.length > 0 ? `/usr/lib/postgresql/${versions[0]}/bin` : null;
  } catch {
    return null;
  }
}

/**
 * initdb in a temporary folder, run as the `postgres` system user (`runuser -u postgres --`), listening on a free
 * port of 127.0.0.1 only. Returns null with the reason when it cannot be made here (no binaries, not root).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres | string> {
  const bin = postgresBin();
  if (!bin) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  if (process.getuid?.() !== 0) return 'not root: cannot run initdb as the postgres user';
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0) return 'no postgres system user';
  const uid = Number(id.stdout.trim());
  const dir = mkdtempSync(path.join(tmpdir(), 'ghg-faults-pg-'));
  chmodSync(dir, 0o700);
  chownSync(dir, uid, uid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asPostgres = (args: string[]) =>
    spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8', cwd: dir });
  const init = asPostgres([`${bin}/initdb`, '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return `initdb failed: ${init.stderr || init.stdout}`;
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (args: string[]) => {
    const out = asPostgres([`${bin}/pg_ctl`, '-D', data, '-w', '-t', '60', ...args]);
    if (out.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed: ${out.stderr || out.stdout}`);
  };
  const start = () => pgCtl(['-o', options, '-l', path.join(dir, 'postgres.log'), 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    stop: (mode = 'fast') => pgCtl(['-m', mode, 'stop']),
    start,
    destroy() {
      try {
        pgCtl(['-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
