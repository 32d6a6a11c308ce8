// The one maildev of the API tests: maildev 2 started on 127.0.0.1 (SMTP on `smtpPort`, web + REST on `webPort`),
// its mail kept in a temporary folder, read through the shared inbox reader (tests/support/mail-inbox.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearInbox, fetchInbox, mailTo, type InboxMail } from '../../support/mail-inbox';
import { freePort } from './cognito-local';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAILDEV_BIN = path.join(ROOT, 'node_modules/maildev/bin/maildev');

export type ReceivedEmail = InboxMail;

export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class Maildev {
  private child: ChildProcess | null = null;

  constructor(
    readonly smtpPort: number,
    readonly webPort: number,
    private readonly mailDir = mkdtempSync(path.join(tmpdir(), 'maildev-registration-')),
  ) {}

  static async onFreePorts(): Promise<Maildev> {
    return new Maildev(await freePort(), await freePort());
  }

  get url(): string {
    return `http://127.0.0.1:${this.webPort}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null;
  }

  async start(): Promise<void> {
    this.child = spawn(
      process.execPath,
      [
        MAILDEV_BIN,
        '--smtp',
        String(this.smtpPort),
        '--web',
        String(this.webPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--mail-directory',
        this.mailDir,
        '--silent',
      ],
      { stdio: 'ignore' },
    );
    await waitUntil(async () => (await fetch(`${this.url}/email`)).ok, 15_000, 'maildev');
  }

  async ensureStarted(): Promise<void> {
    if (!this.running) await this.start();
  }

  /** Every message received so far. */
  async emails(): Promise<ReceivedEmail[]> {
    return fetchInbox(this.url);
  }

  /**
   * The inbox once it holds `expected` messages: maildev stores a message a moment after SMTP has accepted it (it
   * parses it first), so a test that has just seen the sender finish waits for the count it expects.
   */
  async waitForEmails<T extends ReceivedEmail = ReceivedEmail>(expected: number): Promise<T[]> {
    let inbox: T[] = [];
    await waitUntil(
      async () => {
        inbox = (await this.emails()) as T[];
        return inbox.length >= expected;
      },
      5_000,
      `${expected} message(s) in maildev`,
    );
    return inbox;
  }

  /** The messages received for one address. */
  async emailsTo(address: string): Promise<ReceivedEmail[]> {
    return mailTo(await this.emails(), address);
  }

  /** The messages for one address once there are `count` of them (see `waitForEmails`). */
  async waitForEmailsTo(address: string, count: number, timeoutMs = 10_000): Promise<ReceivedEmail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.emailsTo(address);
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) {
        throw new Error(`maildev shows ${mails.length} of ${count} messages to ${address}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async clear(): Promise<void> {
    await clearInbox(this.url);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.mailDir, { recursive: true, force: true });
  }
}
