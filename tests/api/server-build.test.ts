// The production build of the API (scripts/build-server.ts): dist-server/main.js runs under plain `node`, with no
// TypeScript loader, finds its migrations, reference data, content and OpenAPI document, answers /api/health and
// stops cleanly on SIGTERM; and with NODE_ENV=production on the demo defaults it refuses to start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, OUT_DIR } from '../../scripts/build-server';
import { freePort } from './support/cognito-local';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = path.join(OUT_DIR, 'main.js');

function runBuilt(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    // Only what the server needs: no NODE_OPTIONS (a loader) inherited from the test runner.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, exited, output: () => output };
}

describe('dist-server/main.js', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-build-test-'));

  beforeAll(async () => {
    await buildServer();
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts under plain node, answers /api/health and stops on SIGTERM', async () => {
    const port = await freePort();
    const server = runBuilt({
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-spa'),
      LOG_LEVEL: 'info',
    });
    try {
      const deadline = Date.now() + 90_000;
      let health: Response | null = null;
      while (!health && Date.now() < deadline) {
        const code = await Promise.race([server.exited, new Promise((r) => setTimeout(r, 200, null))]);
        if (code !== null) throw new Error(`the built server exited (${code}):\n${server.output()}`);
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      }
      expect(health?.status).toBe(200);
      expect(await health?.json()).toEqual({ data: { status: 'ok', db: 'pglite' } });
      // Migrated from the copied migrations, seeded from the copied reference data, content from content/.
      expect(server.output()).toContain('0800_mail_outbox_lease_retention');
      const sectors = await fetch(`http://127.0.0.1:${port}/api/sectors`);
      expect(sectors.status).toBe(200);
      expect((await sectors.json()).data.length).toBeGreaterThan(0);
      const articles = await fetch(`http://127.0.0.1:${port}/api/articles`);
      expect(articles.status).toBe(200);
      expect((await articles.json()).data.length).toBeGreaterThan(0);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('refuses NODE_ENV=production on the demo defaults, naming each missing setting', async () => {
    const server = runBuilt({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    for (const name of [
      'DATABASE_URL',
      'COGNITO_USER_POOL_ID',
      'COGNITO_CLIENT_ID',
      'SMTP_HOST',
      'SITE_URL',
      'ACADEMY_SIGNING_KEY',
    ]) {
      expect(server.output()).toContain(`NODE_ENV=production: ${name}`);
    }
  });
});
