// The signed-in session: GET /auth/me (the user and their spaces), GET /auth/sign-out (revokes the caller's refresh
// tokens at Cognito) and POST /auth/change-password (Cognito ChangePassword with the caller's access token, then
// the "password changed" e-mail). Every route here needs a valid access token (server/auth/authenticate.ts).
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { changePasswordSchema, readOneTimeCode } from '../../domain/validation';
import { message } from '../../domain/messages';
import { rolesOf } from '../../domain/staff-permissions';
import { otpauthUri, TOTP_ISSUER } from '../../domain/totp';
import { currentCaller, requireUser } from '../auth/authenticate';
import type { RouteModule } from '../context';
import { listSpacesOfUser } from '../db/repos/spaces';
import { toProfile } from '../db/repos/users';
import { ApiError, validationFailed } from '../errors';
import { formBody, isPlainObject } from '../form-body';
import { requestLocale } from '../i18n';
import { enqueueMail } from '../mail/outbox';
import { enforceRateLimit } from '../rate-limit/enforce';
import type { ContractBody } from '../openapi';

/** The exception name of an AWS SDK (Cognito) error, e.g. NotAuthorizedException. */
export function cognitoErrorName(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : 'Error';
}

/**
 * The form's own rules and texts (the contract's schema checks the body afterwards, as it was sent). The body has
 * no confirmation field: the form checked it before sending, and its issues would repeat proposedPassword's.
 */
const changePasswordBody = formBody(changePasswordSchema, {
  input: (request) => {
    const body = request.body;
    if (!isPlainObject(body)) return undefined; // the contract's schema reports it
    return {
      previousPassword: body.previousPassword,
      proposedPassword: body.proposedPassword,
      confirmPassword: body.proposedPassword,
    };
  },
  ignore: ['confirmPassword'],
  toBody: (_output, request) => request.body as ContractBody<'/auth/change-password', 'post'>,
});

const RATE_LIMIT_EXCEPTIONS = new Set(['LimitExceededException', 'TooManyRequestsException']);

/**
 * A Cognito refusal that is the caller's business, as our error; null when it is a fault of ours or of Cognito
 * (then it is logged and answered 503, never passed on as the caller's fault).
 */
function callerError(name: string): ApiError | null {
  if (RATE_LIMIT_EXCEPTIONS.has(name)) return new ApiError(429, 'RATE_LIMITED', 'rateLimited');
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') {
    return new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
  }
  return null;
}

function identityUnavailable(log: FastifyBaseLogger, error: unknown, what: string): ApiError {
  log.error({ err: error, cognitoError: cognitoErrorName(error) }, `${what}: the identity provider failed`);
  return new ApiError(503, 'SERVICE_UNAVAILABLE', 'serviceUnavailable');
}

const authSessionRoutes: RouteModule = (app, ctx) => {
  const { api, db } = ctx;
  // Authentication runs first (onRequest), before the body is read or validated: a caller without a valid
  // token learns nothing about the body rules, and the browser's refresh machine sees a 401 first.
  const signedIn = { onRequest: requireUser(ctx) };

  api.route(
    app,
    'get',
    '/auth/me',
    async (request) => {
      const caller = currentCaller(request);
      const { user, claims } = caller;
      // Loaded with the user, in one query (every page load of a signed-in visitor asks for this).
      const spaces = caller.spaces ?? (await listSpacesOfUser(db, user.id));
      // Owner space first, then by joining date (listSpacesOfUser's order; the sort is stable).
      spaces.sort((a, b) => Number(b.role === 'OWNER') - Number(a.role === 'OWNER'));
      return { data: { ...toProfile(user), spaces, roles: rolesOf(claims['cognito:groups']) } };
    },
    { onRequest: requireUser(ctx, { withSpaces: true }) },
  );

  api.route(
    app,
    'get',
    '/auth/sign-out',
    async (request) => {
      const { user, accessToken } = currentCaller(request);
      try {
        await ctx.identity.admin.globalSignOut(accessToken);
      } catch (error) {
        const name = cognitoErrorName(error);
        request.log.warn(
          { userId: user.id, cognitoError: name },
          'sign-out refused by the identity provider',
        );
        throw callerError(name) ?? identityUnavailable(request.log, error, 'sign-out');
      }
      const locale = requestLocale(request);
      return { data: { message: message(locale, 'success', 'signedOut') } };
    },
    // An account that is not activated yet may still sign out (and revoke its refresh tokens).
    { onRequest: requireUser(ctx, { allowUnactivated: true }) },
  );

  api.route(
    app,
    'post',
    '/auth/change-password',
    async (request, reply) => {
      const { user, accessToken } = currentCaller(request);
      const { previousPassword, proposedPassword } = request.body;
      // Before Cognito is asked: each success mails the account, each failure is a guess at the current password.
      if (!(await enforceRateLimit(ctx.rateLimiter, request, reply, 'changePassword', { userId: user.id }))) {
        return reply;
      }
      try {
        await ctx.identity.admin.changePassword(accessToken, previousPassword, proposedPassword);
      } catch (error) {
        const name = cognitoErrorName(error);
        const text = (error as { message?: unknown }).message;
        request.log.info({ userId: user.id, cognitoError: name }, 'change-password refused');
        if (name === 'NotAuthorizedException') {
          // Cognito says "Incorrect username or password." for a wrong previous password; a revoked or expired
          // access token is a session problem (401, the browser refreshes).
          if (typeof text === 'string' && /access token|revoked|expired/i.test(text)) {
            throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
          }
          throw new ApiError(400, 'INCORRECT_PREVIOUS_PASSWORD', 'incorrectPreviousPassword');
        }
        if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') {
          // The pool's password policy (stricter or different from ours): shown on the new password's field.
          throw new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [
            { field: 'proposedPassword', message: { group: 'validation', key: 'passwordComplexity' } },
          ]);
        }
        throw callerError(name) ?? identityUnavailable(request.log, error, 'change-password');
      }
      await db.transaction((tx) =>
        enqueueMail(tx, {
          to: user.email,
          locale: user.locale,
          template: 'password-changed',
          payload: { firstName: user.firstName },
        }),
      );
      ctx.mail.wake();
      const locale = requestLocale(request);
      return { data: { message: message(locale, 'success', 'passwordChanged') } };
    },
    { ...signedIn, body: changePasswordBody },
  );

  // ---- two-step verification with an authenticator app (TOTP) -------------------------------------------------
  // Every call acts on the caller's own Cognito user with their access token, as Cognito requires for these APIs;
  // nothing is stored here. A revoked or expired token (Cognito's NotAuthorizedException) is a 401, so the
  // browser refreshes once and retries.

  const mfaCall = async <T>(request: FastifyRequest, what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      const name = cognitoErrorName(error);
      if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') {
        throw new ApiError(400, 'MFA_CODE_INVALID', 'mfaCodeInvalid');
      }
      if (name === 'InvalidParameterException' && what === 'verify-totp') {
        // No secret was associated (or it was replaced): the set-up has to start again.
        throw new ApiError(409, 'CONFLICT', 'conflict');
      }
      request.log.info({ cognitoError: name }, `${what} refused`);
      throw callerError(name) ?? identityUnavailable(request.log, error, what);
    }
  };

  api.route(
    app,
    'get',
    '/auth/mfa',
    async (request) => {
      const { accessToken } = currentCaller(request);
      return {
        data: await mfaCall(request, 'mfa-status', () => ctx.identity.admin.getMfaSettings(accessToken)),
      };
    },
    signedIn,
  );

  api.route(
    app,
    'post',
    '/auth/mfa/totp',
    async (request) => {
      const { user, accessToken } = currentCaller(request);
      const secretCode = await mfaCall(request, 'associate-totp', () =>
        ctx.identity.admin.associateSoftwareToken(accessToken),
      );
      return { data: { secretCode, otpauthUri: otpauthUri(TOTP_ISSUER, user.email, secretCode) } };
    },
    signedIn,
  );

  api.route(
    app,
    'post',
    '/auth/mfa/totp/verify',
    async (request) => {
      const { accessToken } = currentCaller(request);
      const { friendlyDeviceName } = request.body;
      // The form's own rule (six digits, spaces allowed) before Cognito is asked.
      const code = readOneTimeCode(request.body.code);
      if (!code) {
        throw validationFailed([{ field: 'code', message: { group: 'validation', key: 'invalidCode' } }]);
      }
      const admin = ctx.identity.admin;
      await mfaCall(request, 'verify-totp', () =>
        admin.verifySoftwareToken(accessToken, code, friendlyDeviceName ?? 'Authenticator'),
      );
      await mfaCall(request, 'enable-totp', () => admin.setSoftwareTokenMfa(accessToken, true));
      const settings = await mfaCall(request, 'mfa-status', () => admin.getMfaSettings(accessToken));
      return { data: { ...settings, message: message(requestLocale(request), 'success', 'totpEnabled') } };
    },
    signedIn,
  );

  api.route(
    app,
    'delete',
    '/auth/mfa/totp',
    async (request) => {
      const { accessToken } = currentCaller(request);
      const admin = ctx.identity.admin;
      await mfaCall(request, 'disable-totp', () => admin.setSoftwareTokenMfa(accessToken, false));
      const settings = await mfaCall(request, 'mfa-status', () => admin.getMfaSettings(accessToken));
      return { data: { ...settings, message: message(requestLocale(request), 'success', 'totpDisabled') } };
    },
    signedIn,
  );
};

export default authSessionRoutes;
