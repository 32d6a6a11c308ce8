// Server configuration from environment variables (docs/conventions.md, "Ports and folders" and "Other
// configuration"). Every value is checked at start-up; a bad value stops the server with one clear message that
// lists every problem, instead of failing later in the middle of a request.

import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSigningKey, type SigningKeyConfig } from './academy/signing-key-config';

/** The repository's content/ folder, wherever the server is started from. */
const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

/** The user pool and app client of the local stack (server/stack/cognito-local.ts), also loadConfig's defaults. */
const DEMO_USER_POOL_ID = 'ap-southeast-1_LocalDev01';
const DEMO_CLIENT_ID = '7k1nd3vl0ca1c1i3nt0000000a';

export interface CognitoConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Cognito-compatible endpoint (cognito-local); null = the AWS regional endpoint. */
  endpoint: string | null;
  /** Hosted UI domain for Google/Facebook sign-in; null = no social sign-in. */
  hostedUiDomain: string | null;
}

export interface SmtpConfig {
  host: string;
  port: number;
  user: string | null;
  pass: string | null;
  /** true = TLS from the first byte (port 465); false = plain or STARTTLS. */
  secure: boolean;
}

export interface Config {
  port: number;
  host: string;
  /** Local data folder: `pglite/`, `cognito/`, `maildev/` live under it. */
  dataDir: string;
  /** PostgreSQL URL; null = embedded PGlite under `<dataDir>/pglite`. */
  databaseUrl: string | null;
  cognito: CognitoConfig;
  smtp: SmtpConfig;
  mailFrom: string;
  /**
   * Days a delivered (or given-up) mail keeps its body in the outbox; then its rendered text, which holds
   * activation and reset links, is purged (MAIL_RETENTION_DAYS, default 7).
   */
  mailRetentionDays: number;
  /** Where the sales team is told of each new contact request (SALES_INBOX, default sales@ghg-demo.vn). */
  salesInbox: string;
  /** Public URL of the site, without a trailing slash (used in e-mail links). */
  siteUrl: string;
  /**
   * SITE_URL as set (without a trailing slash), null when unset: the absolute links of the RSS feeds and
   * robots.txt use it, and are built from the request's host otherwise (siteUrl's default names no real host).
   */
  publicBaseUrl: string | null;
  /** Folder of the article and success-story Markdown files the content seed loads (CONTENT_DIR, default content/). */
  contentDir: string;
  /** Folder of the academy's course folders the academy seed loads (ACADEMY_DIR, default <contentDir>/academy). */
  academyDir: string;
  /**
   * GET /platform-stats shows the number of organisations only from this many on (JOIN_COUNT_THRESHOLD, default
   * 100; 0 = always).
   */
  joinCountThreshold: number;
  /** Redis URL for shared rate limits; null = in-memory. */
  redisUrl: string | null;
  /** Multiplies every rate limit (RATE_LIMIT_SCALE, default 1; the e2e stack uses 50). */
  rateLimitScale: number;
  /** Folder of the built SPA (served when it exists). */
  staticDir: string;
  /** Folder of the built server renderer of the public pages (SSR_DIR, default dist-ssr; used when it exists). */
  ssrDir: string;
  /**
   * Check every JSON response against the OpenAPI document before it leaves (a violation answers 500 and is
   * logged). VALIDATE_RESPONSES=true|false; default on, except when NODE_ENV=production.
   */
  validateResponses: boolean;
  /** pino level: LOG_LEVEL, default info. */
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For the server believes (TRUST_PROXY), i.e. Fastify's `trustProxy`: false = nobody
   * (the default: `request.ip` is the TCP peer, and a client cannot choose its address for the per-IP rate limits),
   * or addresses / CIDR ranges / proxy-addr's names (loopback, linklocal, uniquelocal).
   */
  trustProxy: false | string[];
  /**
   * The certificates' signing key (ACADEMY_SIGNING_KEY, with ACADEMY_SIGNING_KEY_ID): required in production;
   * null = keys generated on first need and kept in the database (local stack, tests). See README "Certificates".
   */
  academySigningKey: SigningKeyConfig | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };

  const port = (name: string, fallback: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
      problems.push(`${name} must be a port number 0-65535, got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  };

  const url = (name: string, protocols: string[]): string | null => {
    const raw = text(name);
    if (raw === null) return null;
    let parsed: URL | null;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = null;
    }
    if (!parsed || !protocols.includes(parsed.protocol)) {
      problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      return null;
    }
    return raw;
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined || raw === null) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${env[name]}"`);
    return fallback;
  };

  const listenPort = port('PORT', 8080);
  const host = text('HOST') ?? '127.0.0.1';

  const region = text('COGNITO_REGION') ?? 'ap-southeast-1';
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(region))
    problems.push(`COGNITO_REGION is not a region name: "${region}"`);
  const userPoolId = text('COGNITO_USER_POOL_ID') ?? DEMO_USER_POOL_ID;
  // amazon-cognito-identity-js rejects other shapes in the browser (STACK-NOTES): catch it here instead.
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(userPoolId) || userPoolId.length > 55) {
    problems.push(
      `COGNITO_USER_POOL_ID must look like <region>_<id> (at most 55 characters), got "${userPoolId}"`,
    );
  }
  const clientId = text('COGNITO_CLIENT_ID') ?? DEMO_CLIENT_ID;
  if (!/^[\w+]+$/.test(clientId) || clientId.length > 128) {
    problems.push(`COGNITO_CLIENT_ID must be letters and digits, got "${clientId}"`);
  }
  const hostedUiDomain = text('COGNITO_HOSTED_UI_DOMAIN');
  if (hostedUiDomain !== null && !/^(https:\/\/)?[a-z0-9.-]+(:\d+)?\/?$/i.test(hostedUiDomain)) {
    problems.push(`COGNITO_HOSTED_UI_DOMAIN must be a domain name, got "${hostedUiDomain}"`);
  }

  const siteUrl = (url('SITE_URL', ['http:', 'https:']) ?? `http://localhost:${listenPort}`).replace(
    /\/+$/,
    '',
  );
  const salesInbox = (text('SALES_INBOX') ?? 'sales@ghg-demo.vn').toLowerCase();
  if (!/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(salesInbox) || salesInbox.length > 254) {
    problems.push(`SALES_INBOX must be one e-mail address, got "${salesInbox}"`);
  }
  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  function joinCountThreshold(): number {
    const raw = text('JOIN_COUNT_THRESHOLD');
    if (raw === null) return 100;
    if (!/^\d{1,9}$/.test(raw)) {
      problems.push(`JOIN_COUNT_THRESHOLD must be a whole number from 0 to 999999999, got "${raw}"`);
      return 100;
    }
    return Number(raw);
  }

  function mailRetentionDays(): number {
    const raw = text('MAIL_RETENTION_DAYS');
    if (raw === null) return 7;
    if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > 3650) {
      problems.push(`MAIL_RETENTION_DAYS must be a whole number of days from 1 to 3650, got "${raw}"`);
      return 7;
    }
    return Number(raw);
  }

  function rateLimitScale(): number {
    const raw = text('RATE_LIMIT_SCALE');
    if (raw === null) return 1;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 1 || value > 1000) {
      problems.push(`RATE_LIMIT_SCALE must be a number from 1 to 1000, got "${raw}"`);
      return 1;
    }
    return value;
  }

  /** TRUST_PROXY: unset = nobody; `10.0.0.0/8, 127.0.0.1` = those proxies. Never "everyone", never a hop count. */
  function trustProxy(): Config['trustProxy'] {
    const raw = text('TRUST_PROXY');
    if (raw === null) return false;
    if (/^(\d+|true|yes|on|\*)$/i.test(raw)) {
      // Fastify 5 ignores a hop count (it cannot tell a proxy's hop from a client's), and `true` would let any
      // client choose its address: both are refused rather than silently meaning something else.
      problems.push(
        `TRUST_PROXY must name the proxies (addresses or CIDR ranges), not "${raw}": a hop count or "everyone" ` +
          'cannot tell a proxy from a client that sends X-Forwarded-For itself',
      );
      return false;
    }
    const entries = raw.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      problems.push(
        `TRUST_PROXY must be comma-separated addresses, CIDR ranges, loopback, linklocal or uniquelocal; ` +
          `not ${bad.map((entry) => `"${entry}"`).join(', ')}`,
      );
      return false;
    }
    return entries;
  }

  const signingKeyText = text('ACADEMY_SIGNING_KEY');
  let academySigningKey: SigningKeyConfig | null = null;
  if (signingKeyText !== null) {
    const parsed = parseSigningKey(signingKeyText, text('ACADEMY_SIGNING_KEY_ID'));
    if ('problem' in parsed) problems.push(parsed.problem);
    else academySigningKey = parsed.key;
  }

  const config: Config = {
    port: listenPort,
    host,
    dataDir: text('DATA_DIR') ?? '.data',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    cognito: {
      region,
      userPoolId,
      clientId,
      endpoint: url('COGNITO_ENDPOINT', ['http:', 'https:']),
      hostedUiDomain,
    },
    smtp: {
      host: text('SMTP_HOST') ?? '127.0.0.1',
      port: port('SMTP_PORT', 1025),
      user: text('SMTP_USER'),
      pass: env.SMTP_PASS ? env.SMTP_PASS : null,
      secure: bool('SMTP_SECURE', false),
    },
    mailFrom: text('MAIL_FROM') ?? 'GHG Platform <no-reply@ghg-demo.vn>',
    mailRetentionDays: mailRetentionDays(),
    salesInbox,
    siteUrl,
    publicBaseUrl: text('SITE_URL') === null ? null : siteUrl,
    contentDir: path.resolve(text('CONTENT_DIR') ?? DEFAULT_CONTENT_DIR),
    academyDir: path.resolve(
      text('ACADEMY_DIR') ?? path.join(text('CONTENT_DIR') ?? DEFAULT_CONTENT_DIR, 'academy'),
    ),
    joinCountThreshold: joinCountThreshold(),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    rateLimitScale: rateLimitScale(),
    staticDir: text('STATIC_DIR') ?? 'dist',
    ssrDir: text('SSR_DIR') ?? 'dist-ssr',
    validateResponses: bool('VALIDATE_RESPONSES', env.NODE_ENV !== 'production'),
    logLevel,
    trustProxy: trustProxy(),
    academySigningKey,
  };
  if (env.NODE_ENV === 'production') problems.push(...productionProblems(config, env));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    name === '0.0.0.0' ||
    name === '::' ||
    /^127\.\d+\.\d+\.\d+$/.test(name)
  );
}

/**
 * With NODE_ENV=production, the defaults that run the local stack are refused: each names the setting to give.
 * They would otherwise start a server that keeps its data in a folder, trusts the demo identity emulator's tokens,
 * sends mail into a local sink and writes e-mail links to localhost, all without a single error.
 */
function productionProblems(config: Config, env: Env): string[] {
  const problems: string[] = [];
  const set = (name: string) => Boolean(env[name]?.trim());
  const prefix = 'NODE_ENV=production:';
  if (!set('DATABASE_URL')) {
    problems.push(
      `${prefix} DATABASE_URL is not set (PostgreSQL); the embedded PGlite is for the local stack only`,
    );
  }
  if (!set('COGNITO_USER_POOL_ID') || config.cognito.userPoolId === DEMO_USER_POOL_ID) {
    problems.push(
      `${prefix} COGNITO_USER_POOL_ID is the local demo pool; set the id of your Cognito user pool`,
    );
  }
  if (!set('COGNITO_CLIENT_ID') || config.cognito.clientId === DEMO_CLIENT_ID) {
    problems.push(`${prefix} COGNITO_CLIENT_ID is the local demo app client; set your pool's app client id`);
  }
  if (config.cognito.endpoint !== null && isLoopback(new URL(config.cognito.endpoint).hostname)) {
    problems.push(
      `${prefix} COGNITO_ENDPOINT points at this machine (${config.cognito.endpoint}, the identity emulator); unset it to use Amazon Cognito`,
    );
  }
  if (!set('SMTP_HOST') || isLoopback(config.smtp.host)) {
    problems.push(
      `${prefix} SMTP_HOST is ${set('SMTP_HOST') ? `"${config.smtp.host}", this machine` : 'not set'} (the local mail sink); set your SMTP server`,
    );
  }
  if (config.publicBaseUrl === null) {
    problems.push(
      `${prefix} SITE_URL is not set; e-mail links, feeds and canonical links need the public URL`,
    );
  } else if (isLoopback(new URL(config.publicBaseUrl).hostname)) {
    problems.push(`${prefix} SITE_URL points at this machine (${config.publicBaseUrl}); set the public URL`);
  }
  if (!set('ACADEMY_SIGNING_KEY')) {
    problems.push(
      `${prefix} ACADEMY_SIGNING_KEY is not set; the certificates' RSA private key (PEM or JWK) must come from the environment, not the database`,
    );
  }
  return problems;
}
