// Shared pieces of the registration / password-reset / mail-resilience API tests (their maildev: ./maildev.ts):
// the app built on a test database with a mail sender that talks
// SMTP to that maildev, and a rate limiter that lets everything through (for tests about something else).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Db } from '../../../server/db/client';
import { createMailSender, type MailLogger, type MailSender } from '../../../server/mail/outbox';
import { createSmtpTransport } from '../../../server/mail/transport';
import type { RateLimiter } from '../../../server/rate-limit';
import { openSeededDb, testConfig, unlimited, type Engine } from '../harness';
import { startCognitoLocal, type CognitoLocal } from './cognito-local';
import { Maildev as MaildevServer, type Maildev, type ReceivedEmail } from './maildev';

export const SITE_URL = 'http://app.ghg.test';

export { unlimited };

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

/** cognito-local and maildev for one test file: started before its tests, stopped after them. */
export function useRegistrationStack(): { cognito: CognitoLocal; maildev: Maildev } {
  const stack = {} as { cognito: CognitoLocal; maildev: Maildev };
  beforeAll(async () => {
    stack.cognito = await startCognitoLocal();
    stack.maildev = await MaildevServer.onFreePorts();
    await stack.maildev.start();
  });
  afterAll(async () => {
    await stack.maildev?.dispose();
    await stack.cognito?.stop();
  });
  return stack;
}

/**
 * For one describe block: the registration app on `engine` (`suite.env`), and the calls the registration tests
 * make: `post` with a language, the mail delivered to an address, and what a sign-up left behind (`traces`).
 */
export function useRegistrationSuite(engine: Engine, stack: { cognito: CognitoLocal; maildev: Maildev }) {
  const suite = {} as { env: RegistrationApp };

  beforeAll(async () => {
    suite.env = await startRegistrationApp({
      engine,
      cognito: stack.cognito,
      smtpPort: stack.maildev.smtpPort,
    });
  });

  afterAll(async () => {
    await suite.env?.close();
  });

  const post = (url: string, body: unknown, locale?: string) =>
    suite.env.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: body as Record<string, unknown>,
      headers: locale ? { 'accept-language': locale } : {},
    });

  /** Sends what the outbox holds, then the mail received for `email`. */
  const mailTo = (email: string): Promise<ReceivedEmail[]> => deliveredTo(suite.env, stack.maildev, email);

  /** What a sign-up left behind for `email`: database rows and the pool user. */
  async function traces(email: string) {
    const count = async (sql: string) => Number((await suite.env.db.query(sql, [email])).rows[0].n);
    return {
      users: await count('SELECT count(*) AS n FROM users WHERE email = $1'),
      outbox: await count('SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1'),
      tokens: await count(
        'SELECT count(*) AS n FROM activation_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
      ),
      identity: (await stack.cognito.admin.getUser(email)) !== null,
    };
  }

  return { suite, post, mailTo, traces };
}

/** What `traces` finds for an e-mail that left nothing behind. */
export const nothing = { users: 0, outbox: 0, tokens: 0, identity: false };
