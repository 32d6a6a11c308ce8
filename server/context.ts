// What every route file receives. Route files live in server/routes/<tag>.ts, export a RouteModule as default,
// and are listed in ROUTES (server/routes/index.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { ReferenceCache } from './db/reference-cache';
import type { ApiContract } from './openapi';
import type { CognitoAdmin } from './identity/cognito-admin';
import type { AccessTokenVerifier } from './identity/verify-access-token';
import type { MailSender } from './mail/outbox';
import type { RateLimiter } from './rate-limit';

export interface IdentityServices {
  /** Verifies a Bearer access token against the pool's JWKS (signature, issuer, expiry, token_use, client id). */
  verifyAccessToken: AccessTokenVerifier;
  /** Server-side user-pool calls (AWS SDK v3; cognito-local when COGNITO_ENDPOINT is set). */
  admin: CognitoAdmin;
}

export interface AppContext {
  db: Db;
  config: Config;
  /** Static reference lists (locations, sectors), in memory. */
  reference: ReferenceCache;
  /** Registers OpenAPI operations: `api.route(app, 'get', '/countries', handler, options?)`. */
  api: ApiContract;
  identity: IdentityServices;
  /** The outbox sender: enqueue with `enqueueMail(tx, ...)` inside the caller's transaction, then `mail.wake()`. */
  mail: MailSender;
  /** Abuse limits (in memory, or shared in Redis when REDIS_URL is set): see server/rate-limit/enforce.ts. */
  rateLimiter: RateLimiter;
}

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (set by buildApp). */
    ctx: AppContext;
  }
}
