// SMTP transport (nodemailer). No connection pool: mail goes out from the outbox sender a few messages at a time,
// and a fresh connection per message means a restarted SMTP server is simply used by the next attempt. Timeouts
// are short so that a down or hanging SMTP server fails an attempt within seconds; the outbox retries later.
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** What the outbox sender needs from a transport; a nodemailer transporter fits, and so does a test double. */
export interface MailTransport {
  sendMail(message: OutgoingMail): Promise<unknown>;
  close?(): void;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so that a receiving system can drop a duplicate after a crash-and-retry. */
  messageId?: string;
  headers?: Record<string, string>;
}

export interface SmtpTransportOptions {
  /** Milliseconds to establish the TCP connection (default 5 s). */
  connectionTimeoutMs?: number;
  /** Milliseconds to wait for the server greeting (default 5 s). */
  greetingTimeoutMs?: number;
  /** Milliseconds of socket inactivity during a session (default 20 s). */
  socketTimeoutMs?: number;
}

export function createSmtpTransport(
  config: Pick<Config, 'smtp' | 'mailFrom'>,
  options: SmtpTransportOptions = {},
): MailTransport & { verify(): Promise<true>; close(): void } {
  const { smtp } = config;
  return nodemailer.createTransport(
    {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
      pool: false,
      connectionTimeout: options.connectionTimeoutMs ?? 5_000,
      greetingTimeout: options.greetingTimeoutMs ?? 5_000,
      socketTimeout: options.socketTimeoutMs ?? 20_000,
      dnsTimeout: 5_000,
    },
    { from: config.mailFrom },
  );
}
