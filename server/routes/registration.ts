// Registration, activation by the e-mailed link, and password reset (tag `auth`; change-password and sign-out
// live elsewhere). Every body is checked by the contract and by the shared form schema (domain/validation),
// then rate-limited (server/rate-limit/rules.ts), then handed to server/registration.
import { makePhoneRule } from '../../domain/phone';
import { forgotPasswordSchema, makeSignUpSchema, resetPasswordSchema } from '../../domain/validation';
import type { RouteModule } from '../context';
import { ApiError } from '../errors';
import { formBody, isPlainObject } from '../form-body';
import { requestLocale } from '../i18n';
import { enforceRateLimit } from '../rate-limit/enforce';
import { activateAccount, checkUserActivation, resendActivation } from '../registration/activation';
import { signUpByInvitation } from '../registration/invitation';
import { requestPasswordReset, resetPassword } from '../registration/password-reset';
import { signUp } from '../registration/sign-up';

const signUpSchema = makeSignUpSchema(makePhoneRule('VN'));

const signUpBody = { body: formBody(signUpSchema) };
const emailBody = { body: formBody(forgotPasswordSchema) };
/** The same operation with the e-mail in the body or in `?email=` (both: they must be equal). */
const emailInBodyOrQuery = {
  body: formBody(forgotPasswordSchema, {
    input: (request) => {
      // A body, when there is one, is the contract's object: `"x"` or `42` is refused, not read as "no body" (the
      // fuzzer found it: tests/robust/fuzz-core.ts).
      if (request.body !== undefined && !isPlainObject(request.body)) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [
          { field: 'body', message: { group: 'field', key: 'wrongType' } },
        ]);
      }
      const fromBody = isPlainObject(request.body) ? request.body.email : undefined;
      const fromQuery = (request.query as { email?: unknown }).email;
      if (
        typeof fromBody === 'string' &&
        typeof fromQuery === 'string' &&
        fromBody.trim().toLowerCase() !== fromQuery.trim().toLowerCase()
      ) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [
          { field: 'email', message: { group: 'field', key: 'invalidValue' } },
        ]);
      }
      return { email: fromBody ?? fromQuery };
    },
  }),
};

const registrationRoutes: RouteModule = (app, ctx) => {
  const { api, rateLimiter } = ctx;

  api.route(
    app,
    'post',
    '/auth/sign-up',
    async (request, reply) => {
      const locale = requestLocale(request);
      const data = request.body;
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'signUp', { email: data.email })))
        return reply;
      const result =
        data.inviteParam !== undefined
          ? await signUpByInvitation(ctx, { ...data, inviteParam: data.inviteParam }, locale, request.log)
          : await signUp(ctx, data, locale, request.log);
      reply.code(201);
      return { data: result };
    },
    signUpBody,
  );

  api.route(app, 'get', '/auth/activate', async (request, reply) => {
    if (!(await enforceRateLimit(rateLimiter, request, reply, 'activation'))) return reply;
    const message = await activateAccount(ctx, request.query.token, requestLocale(request));
    return { data: { message } };
  });

  api.route(
    app,
    'post',
    '/auth/check-user-activation',
    async (request, reply) => {
      const { email } = request.body;
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'checkUserActivation', { email })))
        return reply;
      return { data: await checkUserActivation(ctx, email, requestLocale(request)) };
    },
    emailBody,
  );

  api.route(
    app,
    'post',
    '/auth/resend-activation',
    async (request, reply) => {
      const { email } = request.body;
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'resendActivation', { email }))) return reply;
      return { data: { message: await resendActivation(ctx, email, requestLocale(request)) } };
    },
    emailBody,
  );

  api.route(
    app,
    'post',
    '/auth/forgot-password-request',
    async (request, reply) => {
      const { email } = request.body;
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'forgotPassword', { email }))) return reply;
      return { data: { message: await requestPasswordReset(ctx, email, requestLocale(request)) } };
    },
    emailBody,
  );

  api.route(
    app,
    'post',
    '/auth/forgot-password',
    async (request, reply) => {
      const { email } = request.body;
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'forgotPassword', { email }))) return reply;
      return { data: { message: await requestPasswordReset(ctx, email, requestLocale(request)) } };
    },
    emailInBodyOrQuery,
  );

  api.route(
    app,
    'post',
    '/auth/reset-password',
    async (request, reply) => {
      const data = request.body;
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'resetPassword', { email: data.email })))
        return reply;
      return { data: { message: await resetPassword(ctx, data, requestLocale(request)) } };
    },
    { body: formBody(resetPasswordSchema) },
  );
};

export default registrationRoutes;
