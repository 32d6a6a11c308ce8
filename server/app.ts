// Builds the HTTP app (used by server/main.ts and by the tests with `app.inject`): the tenant API under /api,
// validated against the OpenAPI document, one error shape with translated messages, and the built SPA with a
// history fallback on the same origin.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { Config } from './config';
import type { AppContext, RouteModule } from './context';
import type { Db } from './db/client';
import { loadReferenceCache, type ReferenceCache } from './db/reference-cache';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_S } from './db/unavailable';
import { ApiError, type ErrorBody, type ErrorDetail } from './errors';
import { requestLocale, translate, type Locale, type Text } from './i18n';
import {
  API_PREFIX,
  createApiContract,
  compileShared,
  type JsonSchema,
  loadOpenApi,
  OPENAPI_FILE,
  routeSchema,
} from './openapi';
import { ROUTES } from './routes';
import type { IdentityServices } from './context';
import { createCognitoAdmin } from './identity/cognito-admin';
import { createAccessTokenVerifier } from './identity/verify-access-token';
import { createMailSender, type MailSender } from './mail/outbox';
import { createSmtpTransport } from './mail/transport';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { appShellFor, loadPageRenderer, renderRequestedPage, type LoadedRenderer } from './ssr/page-renderer';
import { academySlugRedirect } from './ssr/academy-slugs';
import { buildSitemap } from './ssr/sitemap';
import { registerResponsePolicy, sendCompressed } from './http/response-policy';
import { contentSecurityPolicy } from './http/content-security-policy';
import { loggerOptions } from './http/log-redaction';
import { publicOrigin } from './public-origin';
import { createReadinessProbe, type ReadinessProbe } from './health/readiness';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** false/undefined = silent; true = pino at `config.logLevel`; pino options; or a logger instance. */
  logger?: boolean | FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Preloaded reference lists (default: loaded from `db`). */
  reference?: ReferenceCache;
  /** Route files to register (default: ROUTES from server/routes/index.ts). */
  routes?: RouteModule[];
  /** The bundled OpenAPI document (default: openapi/dist/tenant.json). */
  openapiFile?: string;
  /** Identity services (default: from config.cognito). */
  identity?: IdentityServices;
  /** Mail outbox sender (default: SMTP from config.smtp; not started: the caller starts it, tests drain it). */
  mail?: MailSender;
  /** Rate limiter (default: in memory, or Redis when config.redisUrl is set). */
  rateLimiter?: RateLimiter;
  /** Server-side renderer of the public pages (default: loaded from config.ssrDir when built; null = none). */
  pageRenderer?: LoadedRenderer | null;
  /** The checks of GET /api/ready (default: database, the pool's JWKS and SMTP from config). */
  readiness?: ReadinessProbe;
}

function isLoggerInstance(value: unknown): value is FastifyBaseLogger {
  return typeof value === 'object' && value !== null && typeof (value as any).child === 'function';
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const given = options.logger === true ? { level: config.logLevel } : (options.logger ?? false);
  // Secrets in URLs (activation, reset and invitation links) and headers never reach the log (log-redaction.ts).
  const logger = given && !isLoggerInstance(given) ? loggerOptions(given) : given;
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    bodyLimit: BODY_LIMIT,
    // Only the configured proxies may set the client address (request.ip, used by the per-IP rate limits).
    trustProxy: config.trustProxy,
    frameworkErrors: (error, request, reply) => {
      // Malformed URLs and the like: still the one error shape, still a 4xx.
      sendError(request, reply, errorBodyOf(error, requestLocale(request)));
    },
  }) as unknown as FastifyInstance;

  // Text parts (path, query, headers) are coerced to their declared types; JSON bodies never are (openapi.ts).
  // Compiled once per process and shared by every app it builds (openapi.ts `compileShared`).
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compileShared(httpPart === 'body' ? 'body' : 'text', schema as JsonSchema),
  );
  // JSON only (plus what a route plugin adds, e.g. multipart): any other body type is 415, not a string body.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = errorBodyOf(error, requestLocale(request));
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    sendError(request, reply, body);
  });

  const doc = loadOpenApi(options.openapiFile ?? OPENAPI_FILE);
  const api = createApiContract(doc, { validateResponses: config.validateResponses });
  const reference = options.reference ?? (await loadReferenceCache(db));
  const identity = options.identity ?? {
    verifyAccessToken: createAccessTokenVerifier(config.cognito),
    admin: createCognitoAdmin(config.cognito),
  };
  const ownsMail = !options.mail;
  const transport = ownsMail ? createSmtpTransport(config) : null;
  const mail =
    options.mail ??
    createMailSender({
      db,
      transport: transport!,
      logger: app.log,
      retentionMs: config.mailRetentionDays * 24 * 60 * 60_000,
    });
  const rateLimiter =
    options.rateLimiter ??
    createRateLimiter({ redisUrl: config.redisUrl, logger: app.log, limitScale: config.rateLimitScale });
  app.addHook('onClose', async () => {
    if (ownsMail) await mail.stop();
    transport?.close?.();
    if (!options.rateLimiter) await rateLimiter.close();
  });
  const ctx: AppContext = { db, config, reference, api, identity, mail, rateLimiter };
  app.decorate('ctx', ctx);
  // Before every route: compression and the security headers apply to all of them (pages and errors included).
  await registerResponsePolicy(app, {
    https: config.siteUrl.startsWith('https:'),
    contentSecurityPolicy: contentSecurityPolicy(config),
  });

  // Liveness: the process answers (no dependency is asked, so a slow database does not get the process
  // restarted). Readiness: the database, the identity pool's JWKS and SMTP answer (server/health/readiness.ts).
  app.get(
    `${API_PREFIX}/health`,
    api.has('get', '/health') ? { schema: routeSchema(doc, 'get', '/health') } : {},
    async () => ({ data: { status: 'ok', db: db.kind } }),
  );
  const readiness = options.readiness ?? createReadinessProbe({ db, config });
  app.get(
    `${API_PREFIX}/ready`,
    api.has('get', '/ready') ? { schema: routeSchema(doc, 'get', '/ready') } : {},
    async (request, reply) => {
      const report = await readiness();
      const checks = Object.fromEntries(
        Object.entries(report.checks).map(([name, check]) => [name, { status: check.status, ms: check.ms }]),
      );
      reply.header('cache-control', 'no-store');
      if (report.ready) return { data: { status: 'ready', checks } };
      request.log.warn({ checks: report.checks }, 'not ready');
      const down = Object.entries(report.checks).filter(([, check]) => check.status === 'down');
      const error = new ApiError(
        503,
        'NOT_READY',
        { group: 'field', key: 'notReady' },
        down.map(([name]) => ({ field: name, message: { group: 'field', key: 'checkDown' } })),
      );
      return sendError(request, reply, errorBodyOf(error, requestLocale(request)));
    },
  );
  for (const routes of options.routes ?? ROUTES) await routes(app, ctx);

  const spa = spaOf(config.staticDir);
  const pages =
    options.pageRenderer !== undefined
      ? options.pageRenderer
      : spa
        ? await loadPageRenderer(config.ssrDir, config.staticDir)
        : null;
  if (spa && !pages)
    app.log.info({ ssrDir: config.ssrDir }, 'no server renderer built: pages are rendered in the browser');
  if (pages) {
    app.get('/sitemap.xml', async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(await buildSitemap(app, pages.renderer, publicOrigin(config, request))),
    );
  }
  if (spa) {
    await app.register(fastifyStatic, {
      root: spa.root,
      // `/` is a page like the others (server-rendered), not the bare index.html.
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(spa.assets);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.info({ staticDir: config.staticDir }, 'no built SPA (index.html) found: serving the API only');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const locale = requestLocale(request);
    const pathname = request.url.split('?')[0];
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      return sendError(
        request,
        reply,
        bodyOf(404, 'ROUTE_NOT_FOUND', locale, { group: 'errors', key: 'routeNotFound' }),
      );
    }
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    if (spa && wantsPage) {
      // A renamed or mistyped academy slug: 301 to the canonical URL (server/ssr/academy-slugs.ts).
      const right = await academySlugRedirect(db, pathname).catch((error: unknown) => {
        request.log.error({ err: error }, 'academy slug check failed; rendering the page as asked');
        return null;
      });
      if (right) {
        const search = request.url.slice(pathname.length);
        return reply.code(301).header('cache-control', 'no-cache').redirect(`${right}${search}`, 301);
      }
      // Public pages arrive rendered (search engines, link previews, no JavaScript); the SPA hydrates them.
      const rendered = pages
        ? await renderRequestedPage(app, pages, request, publicOrigin(config, request))
        : null;
      if (rendered) {
        reply
          .code(rendered.status)
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie')
          .type('text/html; charset=utf-8');
        return sendCompressed(request, reply, rendered.html);
      }
      // History fallback: the SPA owns every other page, including its own 404 screen. (`compress`: the 404
      // handler is not a route, so the compression hook does not see it.)
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      return sendCompressed(request, reply, pages ? appShellFor(pages, request) : spa.indexHtml);
    }
    return sendError(request, reply, bodyOf(404, 'NOT_FOUND', locale, { group: 'errors', key: 'notFound' }));
  });

  return app;
}

function spaOf(staticDir: string): { root: string; assets: string; indexHtml: string } | null {
  const root = path.resolve(staticDir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index) || !statSync(index).isFile()) return null;
  // Read once: a new build means a restart (the page renderer is loaded once too).
  return { root, assets: path.join(root, 'assets') + path.sep, indexHtml: readFileSync(index, 'utf8') };
}

// ---------------------------------------------------------------------------------------------------------------
// Errors

function bodyOf(
  statusCode: number,
  code: string,
  locale: Locale,
  text: Text,
  details?: ErrorDetail[],
): ErrorBody {
  const body: ErrorBody = { statusCode, code, message: translate(locale, text) };
  if (details && details.length > 0) {
    body.details = details.map((d) => ({ field: d.field, message: translate(locale, d.message) }));
  }
  return body;
}

function sendError(_request: FastifyRequest, reply: FastifyReply, body: ErrorBody) {
  // A passing outage (the database cannot be reached): tell the client when to try again, as 429 does.
  if (body.code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/** By status, for 4xx errors raised by Fastify or a plugin that have no specific code. */
const BY_STATUS: Record<number, [string, Text]> = {
  400: ['BAD_REQUEST', { group: 'errors', key: 'validationFailed' }],
  401: ['UNAUTHORIZED', { group: 'errors', key: 'unauthorized' }],
  403: ['FORBIDDEN', { group: 'errors', key: 'forbidden' }],
  404: ['NOT_FOUND', { group: 'errors', key: 'notFound' }],
  409: ['CONFLICT', { group: 'errors', key: 'conflict' }],
  413: ['PAYLOAD_TOO_LARGE', { group: 'errors', key: 'payloadTooLarge' }],
  415: ['UNSUPPORTED_MEDIA_TYPE', { group: 'errors', key: 'unsupportedMediaType' }],
  429: ['RATE_LIMITED', { group: 'errors', key: 'rateLimited' }],
};

/** PostgreSQL errors that bad input can cause (SQLSTATE): a 4xx, never a 500. */
const BY_SQLSTATE: Record<string, number> = {
  '23505': 409, // unique_violation
  '23503': 409, // foreign_key_violation
  '22P02': 400, // invalid_text_representation (e.g. a malformed uuid)
  '22001': 400, // string_data_right_truncation
  '22003': 400, // numeric_value_out_of_range
  '22021': 400, // character_not_in_repertoire (a NUL character in a text value; found by the fuzzer)
  '22P05': 400, // untranslatable_character (a \u0000 escape in a jsonb value)
};

export function errorBodyOf(error: FastifyError | Error, locale: Locale): ErrorBody {
  if (error instanceof ApiError)
    return bodyOf(error.statusCode, error.code, locale, error.text, error.details);
  const e = error as FastifyError & { validationContext?: string };
  if (Array.isArray(e.validation)) {
    return bodyOf(
      400,
      'VALIDATION_FAILED',
      locale,
      { group: 'errors', key: 'validationFailed' },
      validationDetails(e.validation, e.validationContext),
    );
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return bodyOf(400, 'MALFORMED_JSON', locale, { group: 'errors', key: 'malformedJson' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyOf(413, 'PAYLOAD_TOO_LARGE', locale, { group: 'errors', key: 'payloadTooLarge' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return bodyOf(415, 'UNSUPPORTED_MEDIA_TYPE', locale, { group: 'errors', key: 'unsupportedMediaType' });
  }
  const sqlStatus = typeof e.code === 'string' ? BY_SQLSTATE[e.code] : undefined;
  if (sqlStatus) {
    const [code, text] = BY_STATUS[sqlStatus];
    return bodyOf(sqlStatus, sqlStatus === 400 ? 'VALIDATION_FAILED' : code, locale, text);
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const [code, text] = BY_STATUS[status] ?? ['BAD_REQUEST', { group: 'errors', key: 'validationFailed' }];
    return bodyOf(status, code, locale, text);
  }
  // The database is stopped, restarting or out of connections (server/db/unavailable.ts): the request was fine and
  // will likely succeed in a few seconds, so 503 with a Retry-After rather than the 500 of a defect.
  if (isDatabaseUnavailable(error)) {
    return bodyOf(503, 'SERVICE_UNAVAILABLE', locale, { group: 'errors', key: 'serviceUnavailable' });
  }
  return bodyOf(500, 'INTERNAL', locale, { group: 'errors', key: 'generic' });
}

/** Ajv errors -> one detail per field (`take`, `address.city`), translated. */
function validationDetails(errors: FastifySchemaValidationError[], context?: string): ErrorDetail[] {
  const out = new Map<string, ErrorDetail>();
  for (const error of errors) {
    const params = error.params as Record<string, any>;
    const segments = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') segments.push(String(params.missingProperty));
    if (error.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
    const field = segments.join('.') || context || 'body';
    if (!out.has(field)) out.set(field, { field, message: textOf(error) });
  }
  return [...out.values()];
}

function textOf(error: FastifySchemaValidationError): Text {
  const params = error.params as Record<string, any>;
  switch (error.keyword) {
    case 'required':
      return { group: 'validation', key: 'fieldRequired' };
    case 'minLength':
      return params.limit === 1
        ? { group: 'validation', key: 'fieldRequired' }
        : { group: 'validation', key: 'minLength', params: { min: params.limit } };
    case 'maxLength':
      return { group: 'validation', key: 'maxLength', params: { max: params.limit } };
    case 'format':
      return params.format === 'email'
        ? { group: 'validation', key: 'invalidEmail' }
        : { group: 'field', key: 'invalidValue' };
    case 'type': {
      const type = Array.isArray(params.type) ? params.type[0] : params.type;
      if (type === 'integer') return { group: 'field', key: 'mustBeInteger' };
      if (type === 'number') return { group: 'field', key: 'mustBeNumber' };
      if (type === 'string') return { group: 'field', key: 'mustBeText' };
      if (type === 'boolean') return { group: 'field', key: 'mustBeBoolean' };
      return { group: 'field', key: 'wrongType' };
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return { group: 'field', key: 'minimum', params: { min: params.limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { group: 'field', key: 'maximum', params: { max: params.limit } };
    case 'enum':
      return { group: 'field', key: 'oneOf', params: { values: (params.allowedValues ?? []).join(', ') } };
    case 'const':
      return { group: 'field', key: 'oneOf', params: { values: String(params.allowedValue) } };
    case 'minItems':
      return { group: 'field', key: 'minItems', params: { min: params.limit } };
    case 'maxItems':
      return { group: 'field', key: 'maxItems', params: { max: params.limit } };
    case 'additionalProperties':
      return { group: 'field', key: 'unknownField' };
    default:
      return { group: 'field', key: 'invalidValue' };
  }
}
