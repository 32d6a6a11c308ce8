// Shared pieces of the registration / password-reset / mail-resilience API tests: a real maildev started on free
// ports (read through its REST API `GET /email`), the app built on a test database with a mail sender that talks
// SMTP to that maildev, and a rate limiter that lets everything through (for tests about something else).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Db } from '../../../server/db/client';
import { createMailSender, type MailLogger, type MailSender } from '../../../server/mail/outbox';
import { createSmtpTransport } from '../../../server/mail/transport';
import type { RateLimiter } from '../../../server/rate-limit';
import { openSeededDb, testConfig, type Engine } from '../harness';
import type { CognitoLocal } from './cognito-local';
import { freePort } from './cognito-local';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAILDEV_BIN = path.join(ROOT, 'node_modules/maildev/bin/maildev');

export const SITE_URL = 'http://app.ghg.test';

export interface ReceivedEmail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** maildev 2 on 127.0.0.1: SMTP on `smtpPort`, web + REST on `webPort`, mail kept in a temporary folder. */
export class Maildev {
  private child: ChildProcess | null = null;
  private readonly mailDir = mkdtempSync(path.join(tmpdir(), 'maildev-registration-'));

  constructor(
    readonly smtpPort: number,
    readonly webPort: number,
  ) {}

  static async onFreePorts(): Promise<Maildev> {
    return new Maildev(await freePort(), await freePort());
  }

  get url(): string {
    return `http://127.0.0.1:${this.webPort}`;
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

  /** Every message received so far. */
  async emails(): Promise<ReceivedEmail[]> {
    const response = await fetch(`${this.url}/email`);
    return (await response.json()) as ReceivedEmail[];
  }

  /** The messages received for one address. */
  async emailsTo(address: string): Promise<ReceivedEmail[]> {
    return (await this.emails()).filter((mail) =>
      mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
    );
  }

  /**
   * The messages for one address once there are `count` of them: maildev accepts a message over SMTP before its
   * REST listing shows it.
   */
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

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.mailDir, { recursive: true, force: true });
  }
}

/** A limiter that never limits: for tests about something other than rate limits. */
export const unlimited: RateLimiter = {
  kind: 'memory',
  hit: async (_key, rule) => ({ allowed: true, remaining: rule.limit, retryAfterMs: 0 }),
  close: async () => undefined,
};

const quietMailLog: MailLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface RegistrationApp {
  app: FastifyInstance;
  db: Db;
  mail: MailSender;
  close(): Promise<void>;
}

/**
 * The app on a fresh, seeded database of `engine`, with cognito-local as its pool and a mail sender (not started:
 * tests call `mail.drain()`) that sends by SMTP to `smtpPort`.
 */
export async function startRegistrationApp(options: {
  engine: Engine;
  cognito: CognitoLocal;
  smtpPort: number;
  rateLimiter?: RateLimiter;
  db?: Db;
}): Promise<RegistrationApp> {
  const handle = options.db ? null : await openSeededDb(options.engine);
  const db = options.db ?? handle!.db;
  const transport = createSmtpTransport(
    {
      smtp: { host: '127.0.0.1', port: options.smtpPort, user: null, pass: null, secure: false },
      mailFrom: 'GHG Platform <no-reply@ghg-demo.vn>',
    },
    { connectionTimeoutMs: 2000, greetingTimeoutMs: 2000, socketTimeoutMs: 5000 },
  );
  const mail = createMailSender({ db, transport, logger: quietMailLog, baseDelayMs: 1, maxDelayMs: 1 });
  const app = await buildApp({
    db,
    config: testConfig({ cognito: options.cognito.config, siteUrl: SITE_URL }),
    mail,
    rateLimiter: options.rateLimiter ?? unlimited,
  });
  return {
    app,
    db,
    mail,
    async close() {
      await app.close();
      await mail.stop();
      transport.close();
      await handle?.dispose();
    },
  };
}

/**
 * Sends what the outbox holds, then the messages maildev received for `email`: as many as the outbox marked SENT
 * for that address (so "none" is checked as surely as "one").
 */
export async function deliveredTo(env: RegistrationApp, maildev: Maildev, email: string) {
  await env.mail.drain();
  const { rows } = await env.db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1 AND status = 'SENT'`,
    [email],
  );
  const mails = await maildev.waitForEmailsTo(email, Number(rows[0].n));
  expect(mails).toHaveLength(Number(rows[0].n));
  return mails;
}

/** The activation token of the link in an activation e-mail. */
export function activationTokenOf(mail: ReceivedEmail): string {
  const match = /\/auth\/activate\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no activation link in: ${mail.text}`);
  return match[1];
}

/** The code and the link of a password-reset e-mail. */
export function resetOf(mail: ReceivedEmail): { code: string; token: string; email: string; link: string } {
  const code = /(?:Mã xác nhận của bạn là|Your verification code is): (\d{6})/.exec(mail.text);
  const link = /(https?:\/\/\S+\/auth\/reset-password\?\S+)/.exec(mail.text);
  if (!code || !link) throw new Error(`no code or link in: ${mail.text}`);
  const url = new URL(link[1]);
  return {
    code: code[1],
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
    link: link[1],
  };
}

/** A valid sign-up body; `overrides` replace fields (undefined removes one). */
export function signUpBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    firstName: 'Ánh',
    lastName: 'Nguyễn Thị',
    email,
    password: 'GhgTest@2026',
    confirmPassword: 'GhgTest@2026',
    phone: '0912 345 678',
    organizationName: 'Công ty TNHH Thép Xanh',
    ...overrides,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** A unique e-mail address for one test. */
let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@ghg.test`;
}
