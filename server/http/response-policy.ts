// What every response carries, whatever answers it (API, pages, files, errors): compression when the client accepts
// it, and the security headers, including the Content-Security-Policy built from the configuration
// (server/http/content-security-policy.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Brotli's default (quality 11) is far too slow for responses made on the fly; 5 keeps most of the gain. */
const BROTLI_QUALITY = 5;

/** Below this, compressing costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Never guess a content type (an uploaded image stays an image).
  'x-content-type-options': 'nosniff',
  // No page of ours is meant to be framed (clickjacking).
  'x-frame-options': 'DENY',
  // Other sites learn only our origin, never a page's path or query (activation and invitation tokens).
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The product uses none of these browser features.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

export async function registerResponsePolicy(
  app: FastifyInstance,
  options: { https: boolean; contentSecurityPolicy: string },
): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', options.contentSecurityPolicy);
    if (options.https && !reply.hasHeader('strict-transport-security'))
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}

/**
 * Sends an HTML text compressed the way the client accepts (brotli, else gzip). For the pages the 404 handler
 * answers (server-rendered pages and the SPA's history fallback): that handler is not a route, so the compression
 * plugin's hook does not see it.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  const body = Buffer.from(text, 'utf8');
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(body);
  const accepted = acceptedEncodings(String(request.headers['accept-encoding'] ?? ''));
  const accepts = (name: string) => accepted.has(name);
  if (accepts('br')) {
    const compressed = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    return reply.header('content-encoding', 'br').send(compressed);
  }
  if (accepts('gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}

/** The encodings an Accept-Encoding header allows (`q=0` refuses one). */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}
