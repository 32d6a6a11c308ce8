// Shared pieces of the workspace API tests: the app built with the real access-token verification
// (createAccessTokenVerifier) against a test signing key, tokens signed with that key for users created directly
// in the database (keyed by the token's sub), a mail sender that only records wake-ups (the outbox rows are read
// from the database), and workspaces with one user of each kind.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { IdentityServices } from '../../../server/context';
import type { Db } from '../../../server/db/client';
import { insertInvite, type InviteRole } from '../../../server/db/repos/invites';
import { addMember, createSpace, type Space, type SpaceRole } from '../../../server/db/repos/spaces';
import { markUserActivated, upsertUserByCognitoSub, type User } from '../../../server/db/repos/users';
import type { CognitoAdmin } from '../../../server/identity/cognito-admin';
import { createAccessTokenVerifier, issuerOf } from '../../../server/identity/verify-access-token';
import type { MailSender } from '../../../server/mail/outbox';
import { hashInviteParam, newInviteParam } from '../../../server/spaces/invites';
import type { RateLimiter } from '../../../server/rate-limit';
import { openSeededDb, testConfig, unlimited, type Engine } from '../harness';

export interface TestUser extends User {
  sub: string;
}

export interface TestIdentity {
  identity: IdentityServices;
  /** A valid access token of `user` (signed by the test key the app trusts). */
  tokenOf(user: Pick<TestUser, 'sub'>, options?: { expiresIn?: string | number }): Promise<string>;
}

export async function createTestIdentity(config: Config): Promise<TestIdentity> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'spaces-test-key', alg: 'RS256', use: 'sig' };
  const verifyAccessToken = createAccessTokenVerifier(config.cognito, createLocalJWKSet({ keys: [jwk] }));
  // Users are created in the database first, so the pool is never asked about them.
  const admin = {
    getUser: async () => null,
  } as unknown as CognitoAdmin;
  const tokens = new Map<string, string>();
  return {
    identity: { verifyAccessToken, admin },
    async tokenOf(user, options = {}) {
      const cached = options.expiresIn === undefined ? tokens.get(user.sub) : undefined;
      if (cached) return cached;
      const token = await new SignJWT({
        token_use: 'access',
        client_id: config.cognito.clientId,
        username: user.sub,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'spaces-test-key' })
        .setSubject(user.sub)
        .setIssuer(issuerOf(config.cognito))
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(privateKey);
      if (options.expiresIn === undefined) tokens.set(user.sub, token);
      return token;
    },
  };
}

export function recordingMail(): MailSender & { wakes: number } {
  return {
    wakes: 0,
    start() {},
    async stop() {},
    async drain() {
      return { sent: 0, retried: 0, failed: 0 };
    },
    wake() {
      this.wakes += 1;
    },
    async purge() {
      return 0;
    },
  };
}

export const SITE_URL = 'http://app.ghg.test';

/**
 * The app with the test identity and a recording mail sender. No rate limits unless `rateLimiter` is given: the
 * permission matrix alone sends the contact form and invitations more often than the limits allow one address.
 */
export async function buildSpacesApp(
  db: Db,
  config = testConfig({ siteUrl: SITE_URL }),
  rateLimiter: RateLimiter = unlimited,
) {
  const identity = await createTestIdentity(config);
  const mail = recordingMail();
  const app: FastifyInstance = await buildApp({ db, config, identity: identity.identity, mail, rateLimiter });
  await app.ready();
  return { app, mail, config, ...identity };
}

const unique = () => randomBytes(4).toString('hex');

/** An activated user with a unique e-mail `<label>-<random>@ghg.test`. */
export async function makeUser(db: Db, label: string): Promise<TestUser> {
  const sub = randomUUID();
  const user = await upsertUserByCognitoSub(db, {
    sub,
    email: `${label}-${unique()}@ghg.test`,
    firstName: label,
    lastName: 'Test',
  });
  const activated = await markUserActivated(db, user.id);
  return { ...(activated ?? user), sub };
}

export interface Workspace {
  space: Space;
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  suspended: TestUser;
}

/** A space with only its OWNER. */
export async function makeSpace(db: Db, name: string): Promise<{ space: Space; owner: TestUser }> {
  const owner = await makeUser(db, `${name}-owner`);
  const space = await createSpace(db, { name: `Công ty ${name}`, ownerUserId: owner.id });
  return { space, owner };
}

/** A space on the STANDARD plan (FREE has 3 seats) with an OWNER, an ADMIN, a MEMBER and a SUSPENDED member. */
export async function makeWorkspace(db: Db, name: string): Promise<Workspace> {
  const made = await makeSpace(db, name);
  const { owner } = made;
  const space = { ...made.space, plan: 'STANDARD' };
  await db.query(`UPDATE spaces SET plan = 'STANDARD' WHERE id = $1`, [space.id]);
  const join = async (label: string, role: SpaceRole, status: 'ACTIVE' | 'SUSPENDED' = 'ACTIVE') => {
    const user = await makeUser(db, `${name}-${label}`);
    await addMember(db, { spaceId: space.id, userId: user.id, role, status });
    return user;
  };
  return {
    space,
    owner,
    admin: await join('admin', 'ADMIN'),
    member: await join('member', 'MEMBER'),
    suspended: await join('suspended', 'MEMBER', 'SUSPENDED'),
  };
}

/** A PENDING invitation stored directly, with its link param. */
export async function makeInvite(
  db: Db,
  input: { space: Space; inviter: User; email: string; role?: InviteRole; expiresAt?: Date },
) {
  const param = newInviteParam();
  const invite = await insertInvite(db, {
    spaceId: input.space.id,
    email: input.email.toLowerCase(),
    role: input.role ?? 'MEMBER',
    paramHash: hashInviteParam(param),
    inviter: input.inviter,
    locale: 'vi',
    expiresAt: input.expiresAt ?? new Date(Date.now() + 7 * 24 * 3600 * 1000),
  });
  return { invite, param };
}

/** The state of a space's rows that no call on another space may change. */
export async function snapshotSpace(db: Db, spaceId: string) {
  const members = await db.query(
    'SELECT user_id, role, status FROM space_members WHERE space_id = $1 ORDER BY user_id',
    [spaceId],
  );
  const invites = await db.query(
    'SELECT id, email, role, status, param_hash, expires_at FROM space_invites WHERE space_id = $1 ORDER BY id',
    [spaceId],
  );
  const space = await db.query('SELECT name, plan FROM spaces WHERE id = $1', [spaceId]);
  // The GHG inventory's rows (issue 15): a refused call adds no facility, inventory, boundary or audit event.
  const inventory = await db.query(
    `SELECT (SELECT json_agg(f ORDER BY f.id) FROM (SELECT id, name, status, version FROM facilities
               WHERE space_id = $1) f) AS facilities,
            (SELECT json_agg(i ORDER BY i.id) FROM (SELECT id, reporting_year, is_base_year, gwp_set,
               consolidation_approach, version FROM inventories WHERE space_id = $1) i) AS inventories,
            (SELECT count(*)::int FROM inventory_facilities b JOIN inventories i ON i.id = b.inventory_id
               WHERE i.space_id = $1) AS boundary,
            (SELECT count(*)::int FROM inventory_audit_events WHERE space_id = $1) AS audit`,
    [spaceId],
  );
  return JSON.stringify({
    members: members.rows,
    invites: invites.rows,
    space: space.rows,
    inventory: inventory.rows,
  });
}

/**
 * A seeded database of `engine` and the spaces app on it for one describe block (opened before its tests, closed
 * after), with the calls the workspace tests make: `call` as a user (or signed out) in a space, and the last mail
 * the outbox holds for an address.
 */
export function useSpacesSuite(engine: Engine) {
  const suite = {} as {
    handle: Awaited<ReturnType<typeof openSeededDb>>;
    db: Db;
    app: FastifyInstance;
    tokenOf: Awaited<ReturnType<typeof buildSpacesApp>>['tokenOf'];
  };

  beforeAll(async () => {
    suite.handle = await openSeededDb(engine);
    suite.db = suite.handle.db;
    ({ app: suite.app, tokenOf: suite.tokenOf } = await buildSpacesApp(suite.db));
  });

  afterAll(async () => {
    await suite.app?.close();
    await suite.handle?.dispose();
  });

  async function call(user: TestUser | null, request: InjectOptions & { space?: string }) {
    const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
    if (user) headers.authorization = `Bearer ${await suite.tokenOf(user)}`;
    if (request.space) headers['x-space-id'] = request.space;
    const response = await suite.app.inject({ ...request, headers });
    return { status: response.statusCode, body: response.json() };
  }

  async function lastMailTo(email: string) {
    const { rows } = await suite.db.query<{
      template: string;
      locale: string;
      payload: any;
      subject: string;
    }>(
      `SELECT template, locale, payload, subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return rows[0];
  }

  return { suite, call, lastMailTo };
}
