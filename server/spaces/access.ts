// Enforcement of the permission table (domain/workspace-permissions.ts) on every call. Everything is read from the database on
// each request (membership, role, status): no per-process state, so a suspension or a removal made through one
// API process takes effect on the very next call to any other.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentCaller } from '../auth/authenticate';
import type { Db } from '../db/client';
import {
  findDefaultSpaceOfUser,
  findMember,
  findSpaceById,
  type Space,
  type SpaceMember,
} from '../db/repos/spaces';
import { isUuid, type User } from '../db/repos/users';
import { ApiError, forbidden, notFound } from '../errors';
import type { RateLimiter } from '../rate-limit';
import { enforceRateLimit } from '../rate-limit/enforce';
import type { RateLimitRuleName } from '../rate-limit/rules';
import {
  mayActOn,
  PERMISSIONS,
  mayCall,
  type Audience,
  type PermissionKey,
  type PermissionTarget,
} from '../../domain/workspace-permissions';

export interface SpaceAccess {
  space: Space;
  member: SpaceMember;
}

/** The value of X-Space-Id, or null when absent. */
export function spaceIdHeader(request: FastifyRequest): string | null {
  const value = request.headers['x-space-id'];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * The space a space-scoped call acts on: `explicitId` (X-Space-Id, the body's spaceId or the path's id) when
 * given, which must be a space the caller is an ACTIVE member of (else 403 FORBIDDEN); otherwise the caller's
 * default space (owner space, else oldest active membership; none: 404 NOT_FOUND).
 */
export async function resolveSpace(db: Db, user: User, explicitId: string | null): Promise<SpaceAccess> {
  if (explicitId !== null) {
    const member = isUuid(explicitId) ? await findMember(db, explicitId, user.id) : null;
    if (!member || member.status !== 'ACTIVE') throw forbidden();
    const space = await findSpaceById(db, explicitId);
    if (!space) throw forbidden();
    return { space, member };
  }
  const found = await findDefaultSpaceOfUser(db, user.id);
  if (!found) throw notFound();
  const member = await findMember(db, found.id, user.id);
  if (!member) throw notFound();
  return { space: found, member };
}

/** Resolves the space and checks that the caller's role may make the call at all (else 403 FORBIDDEN). */
export async function authorizeSpaceCall(
  db: Db,
  user: User,
  key: PermissionKey,
  explicitId: string | null,
): Promise<SpaceAccess> {
  const audience: Audience = PERMISSIONS[key].audience;
  if (audience.kind !== 'space') throw new Error(`${key} is not a space call`);
  const access = await resolveSpace(db, user, explicitId);
  if (!mayCall(key, access.member.role)) throw forbidden();
  return access;
}

/**
 * A space-scoped call's access check for a route module: the signed-in caller's access (authorizeSpaceCall with
 * X-Space-Id), and for a rate-limited call the `rule`'s budget per user and workspace, spent only once the caller
 * may make the call (null: 429 already sent).
 */
export function spaceCallAccess(db: Db, rateLimiter: RateLimiter) {
  return async function access(
    request: FastifyRequest,
    reply: FastifyReply,
    key: PermissionKey,
    rule: RateLimitRuleName | null,
  ): Promise<SpaceAccess | null> {
    const { user } = currentCaller(request);
    const granted = await authorizeSpaceCall(db, user, key, spaceIdHeader(request));
    if (rule) {
      const subject = { spaceId: granted.space.id, userId: user.id };
      if (!(await enforceRateLimit(rateLimiter, request, reply, rule, subject))) return null;
    }
    return granted;
  };
}

/**
 * Checks the caller's scope for a call on a target (a member, or an invitation with its role): `any`, only
 * MEMBER targets, or only themselves. 403 FORBIDDEN otherwise.
 */
export function assertScope(key: PermissionKey, actor: SpaceMember, target: PermissionTarget): void {
  if (!mayActOn(key, actor, target)) throw forbidden();
}

export const lastOwner = () => new ApiError(409, 'LAST_OWNER', 'lastOwner');
export const planLimitReached = () => new ApiError(403, 'PLAN_LIMIT_REACHED', 'planLimitReached');
export const inviteNotFound = () => new ApiError(404, 'INVITE_NOT_FOUND', 'inviteNotFound');
