// Authentication of API calls: the Bearer access token is verified against the pool's JWKS (server/identity),
// then the caller is loaded from the database by their Cognito `sub`.
//   api.route(app, 'get', '/users/profile', handler, { preHandler: requireUser(ctx) })
//   const { user } = currentCaller(request)
//
// What every protected route checks, in this order (all answers are 401, so the browser's refresh machine decides):
// 1. a Bearer token is present and is a valid ACCESS token of our pool and app client (signature by the pool's
//    key, issuer, not expired, `token_use = access`, `client_id`): otherwise 401 UNAUTHORIZED (the browser
//    refreshes once and retries);
// 2. the user exists in our database (a pool user we have never seen — admin-created, Hosted UI — is provisioned
//    from the pool's record and counts as activated, since Cognito verified their e-mail); a pool user that is
//    gone or disabled is 401 UNAUTHORIZED;
// 3. the user is not DISABLED in our database: otherwise 401 UNAUTHORIZED;
// 4. the account is activated (`activated_at`, set by our sign-up's e-mailed link): otherwise 401
//    ACCOUNT_NOT_ACTIVATED, which the browser does not retry (it clears the session). This lives here, for every
//    protected route, so that no route can forget it; only sign-out skips it (`allowUnactivated`), so that an
//    unactivated account can still revoke its refresh tokens.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { findUserWithSpacesBySub, listSpacesOfUser, type SpaceOfUser } from '../db/repos/spaces';
import { findUserBySub, markUserActivated, upsertUserByCognitoSub, type User } from '../db/repos/users';
import { TokenRejectedError, type AccessClaims } from '../identity/verify-access-token';

export interface Caller {
  user: User;
  claims: AccessClaims;
  accessToken: string;
  /** The user's spaces (listSpacesOfUser), when the route asked for them (`withSpaces`). */
  spaces?: SpaceOfUser[];
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

export interface AuthenticateOptions {
  /** Accept an account whose activation link was not used yet (sign-out only). */
  allowUnactivated?: boolean;
  /** Also load the user's spaces, in the same query as the user (GET /auth/me): `caller.spaces`. */
  withSpaces?: boolean;
}

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
const notActivated = () => new ApiError(401, 'ACCOUNT_NOT_ACTIVATED', 'accountNotActivated');

/** Verifies the token and loads (or, on first sight, provisions) the user. Throws 401 ApiErrors. */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  options: AuthenticateOptions = {},
): Promise<Caller> {
  const token = bearerTokenOf(request);
  if (!token) throw unauthorized();
  let claims: AccessClaims;
  try {
    claims = await ctx.identity.verifyAccessToken(token);
  } catch (error) {
    if (error instanceof TokenRejectedError) {
      request.log.debug({ reason: error.reason }, 'access token rejected');
      throw unauthorized();
    }
    throw error;
  }
  // The user is read on every call (never cached), so that disabling an account takes effect at once.
  let user: User;
  let spaces: SpaceOfUser[] | undefined;
  if (options.withSpaces) {
    const found = await findUserWithSpacesBySub(ctx.db, claims.sub);
    user = found?.user ?? (await provision(ctx, claims));
    spaces = found?.spaces;
  } else {
    user = (await findUserBySub(ctx.db, claims.sub)) ?? (await provision(ctx, claims));
  }
  if (user.status === 'DISABLED') throw unauthorized();
  if (!user.activatedAt && !options.allowUnactivated) throw notActivated();
  // A user provisioned just now may already be a member somewhere (an invitation): asked separately.
  if (options.withSpaces && !spaces) spaces = await listSpacesOfUser(ctx.db, user.id);
  return { user, claims, accessToken: token, ...(spaces ? { spaces } : {}) };
}

/**
 * A user created in the pool but not through our sign-up (an admin-created user, a Hosted UI sign-in): created
 * from the pool's record, activated (signing in proves their e-mail with Cognito). A pool that cannot be asked is a
 * server fault (500), not the caller's.
 */
async function provision(ctx: AppContext, claims: AccessClaims): Promise<User> {
  const identityUser = await ctx.identity.admin.getUser(claims.username);
  if (!identityUser || !identityUser.email || !identityUser.enabled || identityUser.sub !== claims.sub) {
    throw unauthorized();
  }
  const user = await upsertUserByCognitoSub(ctx.db, {
    sub: claims.sub,
    email: identityUser.email,
    firstName: identityUser.givenName ?? '',
    lastName: identityUser.familyName ?? '',
  });
  if (user.activatedAt) return user;
  return (await markUserActivated(ctx.db, user.id)) ?? user;
}

/** preHandler (or onRequest hook) for protected routes: sets `request.caller`. */
export function requireUser(ctx: AppContext, options?: AuthenticateOptions): preHandlerAsyncHookHandler {
  return async (request) => {
    request.caller = await authenticate(ctx, request, options);
  };
}

/** preHandler for public routes that accept an optional token: a token that is sent must be valid. */
export function optionalUser(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    if (bearerTokenOf(request)) request.caller = await authenticate(ctx, request);
  };
}

export function currentCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
