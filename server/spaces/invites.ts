// The invite service: inviting, listing, withdrawing, resending and accepting invitations. Every status change is
// asked of the lifecycle table (domain/invite-lifecycle.ts, the same table the browser's invite machine is
// built from) before it is stored, and stored only if the row still has the status it was read with.
//
// For the sign-up by invitation (server/routes/registration.ts, POST /auth/sign-up with `inviteParam`):
//   await validateInvitationForSignUp(db, inviteParam, email)          // before creating the identity: 4xx if unusable
//   await db.transaction(async (tx) => {
//     ... create the user row (already active: the invitation proves the e-mail) ...
//     await acceptInvitationForNewUser(tx, { inviteParam, userId, email });  // member of the inviting space
//   });
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  findInviteById,
  findInviteByParamHash,
  findLatestInviteForEmail,
  insertInvite,
  listOpenInvites,
  listPendingInvitesForEmail,
  storeExpiredInvites,
  updateInviteStatus,
  type Invite,
  type InvitePatch,
  type InviteRole,
} from '../db/repos/invites';
import { addMember, findMember, findSpaceById, lockSpace, type Space } from '../db/repos/spaces';
import { findUserByEmail, findUserById, normalizeEmail, type User } from '../db/repos/users';
import { ApiError, conflict, forbidden, notFound } from '../errors';
import { enqueueMail } from '../mail/outbox';
import {
  INVITE_VALID_DAYS,
  inviteRefusals,
  inviteStatusAt,
  isInviteParam,
  nextInviteStatus,
  type InviteEventType,
  type InviteStatus,
} from '../../domain/invite-lifecycle';
import type { Locale } from '../../domain/messages';
import type { SpaceRole, MemberStatus } from '../../domain/membership-lifecycle';
import { assertScope, inviteNotFound, planLimitReached, type SpaceAccess } from './access';
import { checkAccess, withSeatEvent } from './usage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link param: 256 random bits, base64url (43 characters). */
export function newInviteParam(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInviteParam(param: string): string {
  return createHash('sha256').update(param).digest('hex');
}

export function inviteLink(config: Pick<Config, 'siteUrl'>, param: string): string {
  return `${config.siteUrl}/auth/sign-up-invitation?param=${encodeURIComponent(param)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Views (openapi SpaceInvite, InviteInfo, SpaceMembership)

function personRef(invite: Invite) {
  return { ...invite.invitedBy };
}

export function inviteView(invite: Invite, now = new Date()) {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role as SpaceRole,
    status: inviteStatusAt(invite.status, invite.expiresAt, now),
    invitedBy: personRef(invite),
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

export interface MembershipView {
  id: string;
  name: string;
  role: SpaceRole;
  status: MemberStatus;
}

// ---------------------------------------------------------------------------------------------------------------
// The lifecycle

/** The error that says why an invitation in `status` cannot take `event`. */
function refusal(status: InviteStatus): ApiError {
  if (status === 'PENDING') return conflict();
  const { status: http, code, messageKey } = inviteRefusals[status];
  return new ApiError(http, code, messageKey);
}

/** Applies `event` to the invitation (as of now) and stores the result; throws the refusal when not allowed. */
async function applyInviteEvent(
  tx: Db,
  invite: Invite,
  event: InviteEventType,
  patch: Omit<InvitePatch, 'status'> = {},
): Promise<Invite> {
  const current = inviteStatusAt(invite.status, invite.expiresAt);
  const next = nextInviteStatus(current, event);
  if (!next) throw refusal(current);
  const stored = await updateInviteStatus(tx, invite.id, invite.status, { ...patch, status: next });
  // Changed by another request since it was read (the rows are locked first, so this is only a safety net).
  if (!stored) throw conflict();
  return stored;
}

function freshExpiry(): Date {
  return new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS);
}

async function enqueueInviteMail(
  tx: Db,
  config: Pick<Config, 'siteUrl'>,
  input: { invite: Invite; space: Space; inviter: User; param: string; locale: Locale },
) {
  const inviterName = `${input.inviter.firstName} ${input.inviter.lastName}`.trim() || input.inviter.email;
  await enqueueMail(tx, {
    to: input.invite.email,
    locale: input.locale,
    template: 'invite',
    payload: {
      inviterName,
      spaceName: input.space.name,
      link: inviteLink(config, input.param),
      role: input.invite.role,
      expiresInDays: INVITE_VALID_DAYS,
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Owner / admin side

/** POST /spaces/invite-user. The caller then wakes the mail sender. */
export async function inviteUser(
  db: Db,
  config: Pick<Config, 'siteUrl'>,
  access: SpaceAccess,
  inviter: User,
  input: { email: string; role: InviteRole; locale: Locale },
) {
  assertScope('inviteUser', access.member, { role: input.role });
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const space = await lockSpace(tx, access.space.id);
    if (!space) throw notFound();
    const existingUser = await findUserByEmail(tx, email);
    if (existingUser && (await findMember(tx, space.id, existingUser.id))) throw conflict();
    const open = await findLatestInviteForEmail(tx, space.id, email);
    if (open && (open.status === 'PENDING' || open.status === 'EXPIRED')) throw conflict();
    const decision = await checkAccess(tx, space.id, 'MEMBER_SEAT', 1);
    if (!decision.allowed) throw planLimitReached();
    const param = newInviteParam();
    const invite = await withSeatEvent(tx, space.id, 'INVITE_SENT', inviter, () =>
      insertInvite(tx, {
        spaceId: space.id,
        email,
        role: input.role,
        paramHash: hashInviteParam(param),
        inviter: inviter,
        locale: input.locale,
        expiresAt: freshExpiry(),
      }),
    );
    await enqueueInviteMail(tx, config, { invite, space, inviter, param, locale: input.locale });
    return inviteView(invite);
  });
}

/** GET /spaces/user-invited-pending: PENDING and EXPIRED invitations, newest first. */
export async function listPendingInvites(db: Db, access: SpaceAccess) {
  await storeExpiredInvites(db, access.space.id);
  const now = new Date();
  return (await listOpenInvites(db, access.space.id)).map((invite) => inviteView(invite, now));
}

async function lockedInviteOfSpace(tx: Db, access: SpaceAccess, inviteId: string): Promise<Invite> {
  const space = await lockSpace(tx, access.space.id);
  if (!space) throw notFound();
  const invite = await findInviteById(tx, inviteId, { lock: true });
  // Another space's invitation is as unknown as a missing one: nothing leaks across workspaces.
  if (!invite || invite.spaceId !== space.id) throw inviteNotFound();
  return invite;
}

/** DELETE /spaces/delete-pending-invite/{id}: DELETED (idempotent); accepted: 409 INVITE_ACCEPTED. */
export async function deleteInvite(db: Db, access: SpaceAccess, actor: User, inviteId: string) {
  return db.transaction(async (tx) => {
    const invite = await lockedInviteOfSpace(tx, access, inviteId);
    assertScope('deletePendingInvite', access.member, { role: invite.role });
    if (invite.status === 'DELETED') return;
    await withSeatEvent(tx, invite.spaceId, 'INVITE_DELETED', actor, () =>
      applyInviteEvent(tx, invite, 'delete'),
    );
  });
}

/** POST /spaces/resend-invite/{id}: a new link and expiry, PENDING again. The caller then wakes the sender. */
export async function resendInvite(
  db: Db,
  config: Pick<Config, 'siteUrl'>,
  access: SpaceAccess,
  actor: User,
  inviteId: string,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const invite = await lockedInviteOfSpace(tx, access, inviteId);
    assertScope('resendInvite', access.member, { role: invite.role });
    const current = inviteStatusAt(invite.status, invite.expiresAt);
    if (!nextInviteStatus(current, 'resend')) throw refusal(current);
    if (current === 'EXPIRED') {
      // An expired invitation holds no seat; a resend takes one again.
      const decision = await checkAccess(tx, invite.spaceId, 'MEMBER_SEAT', 1);
      if (!decision.allowed) throw planLimitReached();
    }
    const param = newInviteParam();
    const resent = await withSeatEvent(tx, invite.spaceId, 'INVITE_RESENT', actor, () =>
      applyInviteEvent(tx, invite, 'resend', {
        paramHash: hashInviteParam(param),
        expiresAt: freshExpiry(),
        resent: true,
      }),
    );
    const space = (await findSpaceById(tx, invite.spaceId))!;
    await enqueueInviteMail(tx, config, { invite: resent, space, inviter: actor, param, locale });
    return inviteView(resent);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Invitee side

async function findByParam(db: Db, param: string, options: { lock?: boolean } = {}): Promise<Invite> {
  if (!isInviteParam(param)) throw inviteNotFound();
  const invite = await findInviteByParamHash(db, hashInviteParam(param), options);
  if (!invite) throw inviteNotFound();
  return invite;
}

/** GET /spaces/invite-info?param=: public, the param is the capability. */
export async function getInviteInfo(db: Db, param: string) {
  const invite = await findByParam(db, param);
  const space = await findSpaceById(db, invite.spaceId);
  if (!space) throw inviteNotFound();
  const account = await findUserByEmail(db, invite.email);
  return {
    email: invite.email,
    spaceId: space.id,
    spaceName: space.name,
    role: invite.role as SpaceRole,
    invitedBy: personRef(invite),
    status: inviteStatusAt(invite.status, invite.expiresAt),
    expiresAt: invite.expiresAt.toISOString(),
    accountExists: account !== null,
  };
}

/**
 * Accepts a locked invitation for `user` (whose e-mail it is): the user becomes an ACTIVE member with the invited
 * role (an existing ACTIVE membership keeps its role), the invitation ACCEPTED. Accepted before by the same user:
 * nothing changes (idempotent). A suspended member: 403 FORBIDDEN. Otherwise the lifecycle's refusal.
 */
async function acceptLocked(
  tx: Db,
  invite: Invite,
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>,
) {
  const space = await findSpaceById(tx, invite.spaceId);
  if (!space) throw inviteNotFound();
  const current = inviteStatusAt(invite.status, invite.expiresAt);
  const existing = await findMember(tx, space.id, user.id);
  if (current === 'ACCEPTED' && invite.acceptedBy === user.id && existing) {
    return membershipView(space, existing.role, existing.status);
  }
  if (!nextInviteStatus(current, 'accept')) throw refusal(current);
  if (existing?.status === 'SUSPENDED') throw forbidden();
  const member = await withSeatEvent(tx, space.id, 'MEMBER_JOINED', { ...user }, async () => {
    await applyInviteEvent(tx, invite, 'accept', { acceptedBy: user.id });
    return existing ?? addMember(tx, { spaceId: space.id, userId: user.id, role: invite.role });
  });
  return membershipView(space, member.role, member.status);
}

function membershipView(space: Space, role: SpaceRole, status: MemberStatus): MembershipView {
  return { id: space.id, name: space.name, role, status };
}

/** POST /spaces/user-join-space?param=: the signed-in invitee accepts. */
export async function joinByParam(db: Db, user: User, param: string): Promise<MembershipView> {
  const unlocked = await findByParam(db, param);
  if (unlocked.email !== normalizeEmail(user.email)) throw forbidden();
  return db.transaction(async (tx) => {
    await lockSpace(tx, unlocked.spaceId);
    const invite = await findByParam(tx, param, { lock: true });
    return acceptLocked(tx, invite, user);
  });
}

/** POST /tenant/{id}/join: accepts the caller's invitation to the tenant (space) `spaceId`. */
export async function joinTenant(db: Db, user: User, spaceId: string): Promise<MembershipView> {
  const space = await findSpaceById(db, spaceId);
  if (!space) throw notFound();
  return db.transaction(async (tx) => {
    await lockSpace(tx, space.id);
    const member = await findMember(tx, space.id, user.id);
    if (member?.status === 'SUSPENDED') throw forbidden();
    if (member) return membershipView(space, member.role, member.status);
    const invite = await findLatestInviteForEmail(tx, space.id, normalizeEmail(user.email), { lock: true });
    // Only open invitations count here: an accepted one (of a member since removed) is no invitation any more.
    if (!invite || invite.status === 'ACCEPTED') throw inviteNotFound();
    return acceptLocked(tx, invite, user);
  });
}

/** Pending invitations addressed to the user (GET /tenant). */
export async function receivedInvitations(db: Db, user: User) {
  return (await listPendingInvitesForEmail(db, normalizeEmail(user.email))).map((invite) => ({
    id: invite.id,
    spaceId: invite.spaceId,
    spaceName: invite.spaceName,
    role: invite.role as SpaceRole,
    invitedBy: personRef(invite),
    expiresAt: invite.expiresAt.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-up by invitation (called by the registration route)

export interface InvitationForSignUp {
  inviteId: string;
  spaceId: string;
  spaceName: string;
  role: SpaceRole;
  email: string;
}

/**
 * Checks, before an account is created, that `inviteParam` is a usable invitation for `email`: unknown 404
 * INVITE_NOT_FOUND; accepted 409 INVITE_ACCEPTED; expired / deleted 410 INVITE_EXPIRED / INVITE_DELETED;
 * another e-mail 403 FORBIDDEN. Consumes nothing.
 */
export async function validateInvitationForSignUp(
  db: Db,
  inviteParam: string,
  email: string,
): Promise<InvitationForSignUp> {
  const invite = await findByParam(db, inviteParam);
  const current = inviteStatusAt(invite.status, invite.expiresAt);
  if (!nextInviteStatus(current, 'accept')) throw refusal(current);
  if (invite.email !== normalizeEmail(email)) throw forbidden();
  const space = await findSpaceById(db, invite.spaceId);
  if (!space) throw inviteNotFound();
  return {
    inviteId: invite.id,
    spaceId: space.id,
    spaceName: space.name,
    role: invite.role,
    email: invite.email,
  };
}

/**
 * Inside the sign-up transaction, after the user row exists: accepts the invitation for the new user, who becomes
 * an ACTIVE member of the inviting space with the invited role. Same refusals as validateInvitationForSignUp.
 */
export async function acceptInvitationForNewUser(
  tx: Db,
  input: { inviteParam: string; userId: string; email: string },
): Promise<MembershipView> {
  const unlocked = await findByParam(tx, input.inviteParam);
  if (unlocked.email !== normalizeEmail(input.email)) throw forbidden();
  await lockSpace(tx, unlocked.spaceId);
  const invite = await findByParam(tx, input.inviteParam, { lock: true });
  const user = await findUserById(tx, input.userId);
  if (!user) throw notFound();
  return acceptLocked(tx, invite, user);
}
