// Configuration and start-up: loadConfig's defaults and checks, and startServer on a fresh PGlite data folder
// (created with its parents) listening on a real port.
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
      salesInbox: 'sales@ghg-demo.vn',
      siteUrl: 'http://localhost:8080',
      publicBaseUrl: null,
      contentDir: path.resolve(fileURLToPath(new URL('../../content/', import.meta.url))),
      joinCountThreshold: 100,
      redisUrl: null,
      rateLimitScale: 1,
      trustProxyHops: 0,
      staticDir: 'dist',
      ssrDir: 'dist-ssr',
      validateResponses: true,
      logLevel: 'info',
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
      NODE_ENV: 'production',
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
      validateResponses: false,
    });
    expect(loadConfig({ SITE_URL: 'https://ghg.example.vn/' }).siteUrl).toBe('https://ghg.example.vn');
    expect(loadConfig({ SITE_URL: 'https://ghg.example.vn/' }).publicBaseUrl).toBe('https://ghg.example.vn');
    expect(loadConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '11' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(loadConfig({ JOIN_COUNT_THRESHOLD: '0' }).joinCountThreshold).toBe(0);
    expect(loadConfig({ JOIN_COUNT_THRESHOLD: '250' }).joinCountThreshold).toBe(250);
    expect(() => loadConfig({ JOIN_COUNT_THRESHOLD: '-1' })).toThrow(/JOIN_COUNT_THRESHOLD/);
    expect(loadConfig({ CONTENT_DIR: '/srv/content' }).contentDir).toBe('/srv/content');
    expect(loadConfig({ VALIDATE_RESPONSES: 'false' }).validateResponses).toBe(false);
    expect(loadConfig({ SALES_INBOX: 'Leads@GHG.example.vn' }).salesInbox).toBe('leads@ghg.example.vn');
    expect(() => loadConfig({ SALES_INBOX: 'a@b.vn, c@d.vn' })).toThrow(/SALES_INBOX/);
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

  it('opens PGlite under DATA_DIR/pglite, migrates, seeds and listens', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ghg-start-'));
    const dataDir = path.join(dir, 'nested', 'data');
    server = await startServer(
      { ...loadConfig({ PORT: '0', DATA_DIR: dataDir, STATIC_DIR: path.join(dir, 'no-spa') }) },
      { logger: false },
    );
    expect((await stat(path.join(dataDir, 'pglite'))).isDirectory()).toBe(true);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ data: { status: 'ok', db: 'pglite' } });
    const countries = await fetch(`${server.url}/api/countries?take=100000`);
    expect((await countries.json()).meta.total).toBe(18);
    await server.close();
    await server.close();
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    server = undefined;
  });
});
