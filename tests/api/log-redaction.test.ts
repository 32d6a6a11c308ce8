// The request log never holds a secret: the one-time tokens of the activation, password-reset and invitation
// links (query parameters), nor the Authorization and Cookie headers. The app's real logger (pino through Fastify)
// writes into a stream the test reads.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { isSecretParameter, redactUrl } from '../../server/http/log-redaction';
import { openSeededDb, testConfig } from './harness';

describe('secrets are redacted from the logs', () => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    handle = await openSeededDb('pglite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ db: handle.db, config: testConfig(), logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  it('logs each request with its URL, secret query values replaced, and no header', async () => {
    lines.length = 0;
    const requests = [
      '/api/auth/activate?token=ACTIVATIONSECRET1&lang=vi',
      '/api/spaces/invite-info?param=INVITESECRET2',
      '/auth/reset-password?email=lan%40ghg-demo.vn&token=RESETSECRET3',
      '/auth/sign-in/callback?code=OAUTHCODE4&state=STATE5',
      '/api/nope?refresh_token=REFRESH6&Password=PASSWORD7&clientSecret=SECRET8',
    ];
    for (const url of requests) {
      await app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer ACCESSJWT9', cookie: 'accessToken=COOKIEJWT10' },
      });
    }
    const log = lines.join('\n');
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url: string } });
    const urls = logged.flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual([
      '/api/auth/activate?token=[redacted]&lang=vi',
      '/api/spaces/invite-info?param=[redacted]',
      '/auth/reset-password?email=lan%40ghg-demo.vn&token=[redacted]',
      '/auth/sign-in/callback?code=[redacted]&state=[redacted]',
      '/api/nope?refresh_token=[redacted]&Password=[redacted]&clientSecret=[redacted]',
    ]);
    for (const secret of [
      'ACTIVATIONSECRET1',
      'INVITESECRET2',
      'RESETSECRET3',
      'OAUTHCODE4',
      'STATE5',
      'REFRESH6',
      'PASSWORD7',
      'SECRET8',
      'ACCESSJWT9',
      'COOKIEJWT10',
    ])
      expect(log).not.toContain(secret);
  });

  it('censors the Authorization and Cookie headers wherever something logs them', async () => {
    lines.length = 0;
    app.log.info(
      { headers: { authorization: 'Bearer ACCESSJWT11', cookie: 'refreshToken=R12', accept: 'text/html' } },
      'headers',
    );
    const entry = JSON.parse(lines[0]) as { headers: Record<string, string> };
    expect(entry.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' });
  });

  it('knows which parameters are secret', () => {
    expect(
      ['token', 'code', 'param', 'accessToken', 'client_secret', 'newPassword'].map(isSecretParameter),
    ).toEqual([true, true, true, true, true, true]);
    expect(['lang', 'email', 'page', 'q', 'take', 'id'].map(isSecretParameter)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(redactUrl('/x')).toBe('/x');
    expect(redactUrl('/x?token')).toBe('/x?token');
    expect(redactUrl('/x?to%6Ben=a&%E0=b')).toBe('/x?to%6Ben=[redacted]&%E0=b');
  });
});
