// Configuration and start-up: loadConfig's defaults and checks, and startServer on a fresh PGlite data folder
// (created with its parents) listening on a real port.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/main';
import { loadOpenApi, routeSchema } from '../../server/openapi';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '.data',
      databaseUrl: null,
      cognito: {
        region: 'ap-southeast-1',
        userPoolId: 'ap-southeast-1_LocalDev01',
        clientId: '7k1nd3vl0ca1c1i3nt0000000a',
        endpoint: null,
        hostedUiDomain: null,
      },
      smtp: { host: '127.0.0.1', port: 1025, user: null, pass: null, secure: false },
      mailFrom: 'GHG Platform <no-reply@ghg-demo.vn>',
      mailRetentionDays: 7,
      salesInbox: 'sales@ghg-demo.vn',
      siteUrl: 'http://localhost:8080',
      publicBaseUrl: null,
      contentDir: path.resolve(fileURLToPath(new URL('../../content/', import.meta.url))),
      academyDir: path.resolve(fileURLToPath(new URL('../../content/academy/', import.meta.url))),
      joinCountThreshold: 100,
      redisUrl: null,
      rateLimitScale: 1,
      staticDir: 'dist',
      ssrDir: 'dist-ssr',
      validateResponses: true,
      logLevel: 'info',
      trustProxy: false,
      academySigningKey: null,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '18080',
      HOST: '0.0.0.0',
      DATA_DIR: '.data-e2e',
      DATABASE_URL: 'postgres://u:p@db:5432/ghg',
      COGNITO_REGION: 'eu-west-1',
      COGNITO_USER_POOL_ID: 'eu-west-1_AbC123',
      COGNITO_CLIENT_ID: 'abc123',
      COGNITO_ENDPOINT: 'http://127.0.0.1:19329',
      COGNITO_HOSTED_UI_DOMAIN: 'auth.example.com',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_USER: 'mailer',
      SMTP_PASS: 's3cret',
      SMTP_SECURE: 'true',
      MAIL_FROM: 'GHG <a@b.vn>',
      REDIS_URL: 'redis://127.0.0.1:6379',
      STATIC_DIR: 'build',
      MAIL_RETENTION_DAYS: '30',
      VALIDATE_RESPONSES: 'false',
    });
    expect(config).toMatchObject({
      port: 18080,
      host: '0.0.0.0',
      dataDir: '.data-e2e',
      databaseUrl: 'postgres://u:p@db:5432/ghg',
      cognito: { region: 'eu-west-1', userPoolId: 'eu-west-1_AbC123', endpoint: 'http://127.0.0.1:19329' },
      smtp: { host: 'smtp.example.com', port: 465, user: 'mailer', pass: 's3cret', secure: true },
      siteUrl: 'http://localhost:18080',
      redisUrl: 'redis://127.0.0.1:6379',
      staticDir: 'build',
      mailRetentionDays: 30,
      validateResponses: false,
    });
    expect(loadConfig({ SITE_URL: 'https://ghg.example.vn/' }).siteUrl).toBe('https://ghg.example.vn');
    expect(loadConfig({ SITE_URL: 'https://ghg.example.vn/' }).publicBaseUrl).toBe('https://ghg.example.vn');
    expect(loadConfig({ JOIN_COUNT_THRESHOLD: '0' }).joinCountThreshold).toBe(0);
    expect(loadConfig({ JOIN_COUNT_THRESHOLD: '250' }).joinCountThreshold).toBe(250);
    expect(() => loadConfig({ JOIN_COUNT_THRESHOLD: '-1' })).toThrow(/JOIN_COUNT_THRESHOLD/);
    expect(loadConfig({ CONTENT_DIR: '/srv/content' }).contentDir).toBe('/srv/content');
    expect(loadConfig({ CONTENT_DIR: '/srv/content' }).academyDir).toBe('/srv/content/academy');
    expect(loadConfig({ CONTENT_DIR: '/srv/content', ACADEMY_DIR: '/srv/courses' }).academyDir).toBe(
      '/srv/courses',
    );
    expect(loadConfig({ VALIDATE_RESPONSES: 'false' }).validateResponses).toBe(false);
    expect(loadConfig({ SALES_INBOX: 'Leads@GHG.example.vn' }).salesInbox).toBe('leads@ghg.example.vn');
    expect(() => loadConfig({ SALES_INBOX: 'a@b.vn, c@d.vn' })).toThrow(/SALES_INBOX/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
    for (const refused of ['true', '*', '2', '10.0.0.0/33', 'proxy.example.com', '127.0.0.1,'])
      expect(() => loadConfig({ TRUST_PROXY: refused }), refused).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ MAIL_RETENTION_DAYS: '0' })).toThrow(/MAIL_RETENTION_DAYS/);
    expect(() => loadConfig({ MAIL_RETENTION_DAYS: '7.5' })).toThrow(/MAIL_RETENTION_DAYS/);
  });

  it('stops with one clear error listing every bad value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SMTP_PORT: '70000', DATABASE_URL: 'mysql://x', SMTP_SECURE: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT must be a port number 0-65535, got "eighty"');
    expect(message).toContain('SMTP_PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SMTP_SECURE');
    expect((error as ConfigError).problems).toHaveLength(4);
    expect(() => loadConfig({ PORT: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ COGNITO_USER_POOL_ID: 'nounderscore' })).toThrow(/COGNITO_USER_POOL_ID/);
  });
});

describe('loadConfig: the certificates signing key (ACADEMY_SIGNING_KEY)', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  it('reads a PEM (with ACADEMY_SIGNING_KEY_ID) or a private JWK (its kid, else its thumbprint)', () => {
    const pem = privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
    const fromPem = loadConfig({ ACADEMY_SIGNING_KEY: pem, ACADEMY_SIGNING_KEY_ID: 'academy-key-1' });
    expect(fromPem.academySigningKey).toMatchObject({ kid: 'academy-key-1', privateJwk: { kty: 'RSA' } });
    const jwk = privateKey.export({ format: 'jwk' });
    const fromJwk = loadConfig({ ACADEMY_SIGNING_KEY: JSON.stringify({ ...jwk, kid: 'jwk-key-0001' }) });
    expect(fromJwk.academySigningKey?.kid).toBe('jwk-key-0001');
    expect(fromJwk.academySigningKey?.privateJwk.n).toBe(fromPem.academySigningKey?.privateJwk.n);
    const thumbprint = loadConfig({ ACADEMY_SIGNING_KEY: JSON.stringify(jwk) }).academySigningKey?.kid;
    expect(thumbprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses what is not an RSA private key of at least 2048 bits, or a bad key id', () => {
    expect(() => loadConfig({ ACADEMY_SIGNING_KEY: 'not a key' })).toThrow(
      /ACADEMY_SIGNING_KEY is not an RSA private key/,
    );
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() =>
      loadConfig({ ACADEMY_SIGNING_KEY: small.export({ format: 'pem', type: 'pkcs8' }).toString() }),
    ).toThrow(/1024-bit RSA key/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(() =>
      loadConfig({ ACADEMY_SIGNING_KEY: ec.export({ format: 'pem', type: 'pkcs8' }).toString() }),
    ).toThrow(/must be an RSA private key/);
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => loadConfig({ ACADEMY_SIGNING_KEY: pem, ACADEMY_SIGNING_KEY_ID: 'a b' })).toThrow(
      /ACADEMY_SIGNING_KEY_ID/,
    );
  });
});

describe('loadConfig with NODE_ENV=production', () => {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const PRODUCTION = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://ghg@db.internal:5432/ghg',
    COGNITO_REGION: 'ap-southeast-1',
    COGNITO_USER_POOL_ID: 'ap-southeast-1_Pr0dPool',
    COGNITO_CLIENT_ID: '1a2b3c4d5e6f7g8h9i0jklmnop',
    SMTP_HOST: 'email-smtp.ap-southeast-1.amazonaws.com',
    SMTP_PORT: '587',
    SITE_URL: 'https://ghg.example.vn',
    // One-line form, as an environment variable often holds it.
    ACADEMY_SIGNING_KEY: signingKey.export({ format: 'pem', type: 'pkcs8' }).toString().replace(/\n/g, '\\n'),
    ACADEMY_SIGNING_KEY_ID: 'academy-2026-01',
  };

  function problemsOf(env: Record<string, string | undefined>): string[] {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  }

  it('starts with a complete production configuration (response validation off by default)', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      databaseUrl: PRODUCTION.DATABASE_URL,
      cognito: { userPoolId: 'ap-southeast-1_Pr0dPool', endpoint: null },
      smtp: { host: PRODUCTION.SMTP_HOST, port: 587 },
      publicBaseUrl: 'https://ghg.example.vn',
      validateResponses: false,
      academySigningKey: { kid: 'academy-2026-01' },
    });
    expect(loadConfig(PRODUCTION).academySigningKey?.privateJwk).toMatchObject({ kty: 'RSA' });
  });

  it('refuses the demo defaults, naming every missing setting at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(6);
    for (const name of [
      'ACADEMY_SIGNING_KEY',
      'DATABASE_URL',
      'COGNITO_USER_POOL_ID',
      'COGNITO_CLIENT_ID',
      'SMTP_HOST',
      'SITE_URL',
    ]) {
      expect(problems.some((p) => p.includes(name))).toBe(true);
    }
    // Outside production the same environment is the local stack's, and fine.
    expect(problemsOf({})).toEqual([]);
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: undefined }, /DATABASE_URL is not set/],
    [
      'COGNITO_USER_POOL_ID',
      { COGNITO_USER_POOL_ID: undefined },
      /COGNITO_USER_POOL_ID is the local demo pool/,
    ],
    [
      'COGNITO_USER_POOL_ID',
      { COGNITO_USER_POOL_ID: 'ap-southeast-1_LocalDev01' },
      /COGNITO_USER_POOL_ID is the local demo pool/,
    ],
    ['COGNITO_CLIENT_ID', { COGNITO_CLIENT_ID: undefined }, /COGNITO_CLIENT_ID is the local demo app client/],
    [
      'COGNITO_CLIENT_ID',
      { COGNITO_CLIENT_ID: '7k1nd3vl0ca1c1i3nt0000000a' },
      /COGNITO_CLIENT_ID is the local demo app client/,
    ],
    [
      'COGNITO_ENDPOINT',
      { COGNITO_ENDPOINT: 'http://127.0.0.1:9329' },
      /COGNITO_ENDPOINT points at this machine/,
    ],
    [
      'COGNITO_ENDPOINT',
      { COGNITO_ENDPOINT: 'http://localhost:9329' },
      /COGNITO_ENDPOINT points at this machine/,
    ],
    ['SMTP_HOST', { SMTP_HOST: undefined }, /SMTP_HOST is not set/],
    ['SMTP_HOST', { SMTP_HOST: '127.0.0.1' }, /SMTP_HOST is "127.0.0.1", this machine/],
    ['SITE_URL', { SITE_URL: undefined }, /SITE_URL is not set/],
    ['SITE_URL', { SITE_URL: 'http://localhost:8080' }, /SITE_URL points at this machine/],
    ['ACADEMY_SIGNING_KEY', { ACADEMY_SIGNING_KEY: undefined }, /ACADEMY_SIGNING_KEY is not set/],
  ])('refuses a missing or demo %s: %o', (_name, change, expected) => {
    const problems = problemsOf({ ...PRODUCTION, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^NODE_ENV=production: /);
    expect(problems[0]).toMatch(expected);
  });

  it('accepts a Cognito-compatible endpoint that is not this machine', () => {
    expect(
      loadConfig({ ...PRODUCTION, COGNITO_ENDPOINT: 'https://cognito.internal.example.vn' }).cognito,
    ).toMatchObject({
      endpoint: 'https://cognito.internal.example.vn',
    });
  });
});

describe('the OpenAPI loader', () => {
  it('loads the bundle as it is: dereferenced, with no $ref left to resolve', () => {
    const doc = loadOpenApi();
    expect(JSON.stringify(doc)).not.toContain('$ref');
    const schema = routeSchema(doc, 'get', '/users/avatars/{id}') as any;
    expect(schema.params.required).toEqual(['id']);
  });
});

describe('startServer', () => {
  let dir: string;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('opens PGlite under DATA_DIR/pglite, migrates, seeds (the academy courses too) and listens', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ghg-start-'));
    const dataDir = path.join(dir, 'nested', 'data');
    server = await startServer(
      {
        ...loadConfig({
          PORT: '0',
          DATA_DIR: dataDir,
          STATIC_DIR: path.join(dir, 'no-spa'),
          ACADEMY_DIR: fileURLToPath(new URL('../fixtures/academy/', import.meta.url)),
        }),
      },
      { logger: false },
    );
    expect((await stat(path.join(dataDir, 'pglite'))).isDirectory()).toBe(true);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ data: { status: 'ok', db: 'pglite' } });
    const countries = await fetch(`${server.url}/api/countries?take=100000`);
    expect((await countries.json()).meta.total).toBe(18);
    // The academy seed ran at start (ACADEMY_DIR: the four fixture courses).
    const courses = await fetch(`${server.url}/api/academy/courses`);
    expect((await courses.json()).meta.total).toBe(4);
    await server.close();
    await server.close();
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    server = undefined;
  });
});
