// scripts/verify-credential.ts against a running server (a real port, the app on PGlite, cognito-local): it
// verifies an issued credential with only the published JWKS and status list, fetched over HTTP, no database.
// VALID exits 0; an altered file, a revoked certificate (with --status) or another issuer's keys exit 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openSeededDb, testConfig } from './harness';
import { enrol, finishCourse, seedTestCourse } from './support/academy';
import { freePort } from './support/cognito-local';
import { useCognitoLocal } from './support/session-suite';
import { signedInUser, type SignedInUser } from './support/staff';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const SCRIPT = path.join(ROOT, 'scripts/verify-credential.ts');

const stack = useCognitoLocal();

function runScript(args: string[], stdin?: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [SCRIPT, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(stdin ?? '');
  });
}

describe('scripts/verify-credential.ts against a running server', () => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let app: FastifyInstance;
  let origin: string;
  let dir: string;
  let jwt: string;
  let certificateId: string;
  const users = {} as Record<'learner' | 'staff', SignedInUser>;

  const api = (url: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${origin}${url}`, {
      ...init,
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'verify-credential-'));
    handle = await openSeededDb('pglite');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    app = await buildApp({
      db: handle.db,
      config: testConfig({ cognito: stack.cognito.config, siteUrl: origin, publicBaseUrl: origin }),
    });
    await app.listen({ port, host: '127.0.0.1' });
    const me = async (token: string) => (await (await api('/api/auth/me', { token })).json()).data;
    users.learner = await signedInUser(stack.cognito, me, 'script-learner@ghg.test', { staff: false });
    users.staff = await signedInUser(stack.cognito, me, 'script-staff@ghg.test', { staff: true });
    const course = await seedTestCourse(handle.db);
    await finishCourse(handle.db, await enrol(handle.db, users.learner.userId, course.id), course);
    const issued = await api(`/api/academy/courses/${course.id}/certificate`, {
      method: 'POST',
      token: users.learner.token,
      body: JSON.stringify({
        firstName: 'Hằng',
        lastName: 'Nguyễn Thị',
        email: 'script-learner@ghg.test',
        phone: '0912345678',
        organizationName: 'Công ty TNHH Thép Xanh',
      }),
    });
    expect(issued.status).toBe(201);
    certificateId = (await issued.json()).data.id;
    jwt = await (
      await api(`/api/academy/certificates/${certificateId}/credential`, { token: users.learner.token })
    ).text();
    writeFileSync(path.join(dir, 'certificate.jwt'), jwt);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('says VALID with only the JWKS and the status list (file or stdin), exit 0', async () => {
    const file = await runScript([path.join(dir, 'certificate.jwt'), '--status']);
    expect(file.out).toMatch(/^VALID: Nguyễn Thị Hằng – .* \(kid [\w-]+; status checked\)/);
    expect(file.code).toBe(0);
    const stdin = await runScript(['-', '--jwks', `${origin}/.well-known/jwks.json`, '--status'], jwt);
    expect(stdin.out).toMatch(/^VALID: /);
    expect(stdin.code).toBe(0);
  });

  it('says INVALID for an altered credential and for keys that are not the issuer', async () => {
    const [head, body, signature] = jwt.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    payload.validFrom = '2020-01-01T00:00:00.000Z';
    const altered = `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    const result = await runScript(['-', '--status'], altered);
    expect(result.out).toContain('INVALID: the signature does not match');
    expect(result.code).toBe(1);
    // Someone else's key set (here: the identity pool's keys) knows no such kid.
    const foreign = await runScript(
      [
        '-',
        '--jwks',
        `${stack.cognito.config.endpoint}/${stack.cognito.config.userPoolId}/.well-known/jwks.json`,
      ],
      jwt,
    );
    expect(foreign.out).toMatch(/^INVALID: signed with a key/);
    expect(foreign.code).toBe(1);
  });

  it('says REVOKED once staff revoked it (with --status)', async () => {
    const revoked = await api(`/api/staff/certificates/${certificateId}/revoke`, {
      method: 'POST',
      token: users.staff.token,
      body: JSON.stringify({ reason: 'Cấp nhầm' }),
    });
    expect(revoked.status).toBe(200);
    const result = await runScript([path.join(dir, 'certificate.jwt'), '--status']);
    expect(result.out).toMatch(/^REVOKED: Nguyễn Thị Hằng/);
    expect(result.code).toBe(1);
  });
});
