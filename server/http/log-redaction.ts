// Keeps secrets out of the logs. Fastify logs every request's URL, and some URLs carry one-time secrets: the
// activation link (`/auth/activate?token=`), the password-reset link (`?token=&email=`), the invitation link and
// its API calls (`?param=`), the Hosted UI callback (`?code=&state=`). Whoever reads the logs must not be able to
// use them. Headers are not logged by Fastify's request serializer; should anything log them, the Authorization
// and Cookie headers (access tokens) are censored too.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose values are secrets: the invitation handle, and every name about tokens, codes or secrets. */
export function isSecretParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'param' || /token|code|secret|password|passwd|signature|key|state/.test(lower);
}

/** The URL (path and query, as Fastify logs it) with the value of every secret query parameter replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is judged as written.
      }
      return equals !== -1 && isSecretParameter(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's own request serializer (method, url, host, address, port), with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie'];

/** pino options for the app's logger: the request serializer above, and the secret headers censored anywhere. */
export function loggerOptions(
  options: Exclude<FastifyServerOptions['logger'], boolean | undefined>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest as never },
    redact: {
      paths: SECRET_HEADERS.flatMap((name) => [
        `req.headers["${name}"]`,
        `res.headers["${name}"]`,
        `headers["${name}"]`,
      ]),
      censor: REDACTED,
    },
  };
}
