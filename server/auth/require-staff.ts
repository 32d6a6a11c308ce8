// The one staff rule of the API (domain/staff-permissions.ts): every `/staff/*` route is registered with
// `onRequest: requireStaff(ctx)`. It runs before anything else of the request (even before the path, query and
// body are validated), so a caller who is not staff learns nothing about the call: signed out or a bad token 401
// UNAUTHORIZED, signed in outside the `staff` group 403 FORBIDDEN. The group comes from the VERIFIED access token's
// `cognito:groups`; nothing the browser says counts.
import type { onRequestAsyncHookHandler } from 'fastify';
import { isStaff, rolesOf } from '../../domain/staff-permissions';
import type { AppContext } from '../context';
import { forbidden } from '../errors';
import { authenticate } from './authenticate';

export function requireStaff(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const caller = await authenticate(ctx, request);
    if (!isStaff(rolesOf(caller.claims['cognito:groups']))) throw forbidden();
    request.caller = caller;
  };
}
