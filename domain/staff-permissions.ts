// Who is staff, and which calls only staff may make: the platform-role half of the one permission model (the
// workspace half is ./workspace-permissions). Staff are the members of the Cognito group `staff`; the server
// reads it from the VERIFIED access token's `cognito:groups` on every staff call (signed out 401 UNAUTHORIZED,
// signed in but not staff 403 FORBIDDEN) and never from anything the browser says. `/auth/me` reports the roles
// only so that the browser can show the console link.

export const STAFF_GROUP = 'staff';

/** The platform roles the API knows; a Cognito group of another name is not a role of ours. */
export const PLATFORM_ROLES = [STAFF_GROUP] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** The caller's platform roles from the token's `cognito:groups` claim (absent or malformed: none). */
export function rolesOf(groups: unknown): PlatformRole[] {
  if (!Array.isArray(groups)) return [];
  return PLATFORM_ROLES.filter((role) => groups.includes(role));
}

export function isStaff(roles: readonly string[]): boolean {
  return roles.includes(STAFF_GROUP);
}

/**
 * The calls only staff may make: every operation of the OpenAPI tag `staff` lives under this path prefix, and the
 * server's `requireStaff` guards each of them (the API test derives its list from the document's tag).
 */
export const STAFF_PATH_PREFIX = '/staff/';
export const STAFF_TAG = 'staff';
