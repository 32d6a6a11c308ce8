// The demo accounts of `npm start` (docs/conventions.md): confirmed Cognito users with a permanent password, their
// database users (keyed by Cognito `sub`), one demo workspace owned by the owner with the member in it, and a staff
// account in the pool's `staff` group (created here when missing), for the staff console.
// Idempotent: running it on every start changes nothing once the data is there.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { markUserActivated, upsertUserByCognitoSub } from '../db/repos/users';
import { addMember, createSpace, findMember, listSpacesOfUser } from '../db/repos/spaces';
import { STAFF_GROUP } from '../../domain/staff-permissions';
import { EXPERT_GROUP } from '../../domain/experts/vocabulary';
import { DEMO_EXPERT_PROFILE, insertSeedProfile } from '../experts/seed';
import { seedDemoInventory } from '../inventory/seed';
import { addCognitoUserToGroup, ensureCognitoGroup, ensureCognitoUser } from './cognito-local';

export const DEMO_PASSWORD = 'GhgDemo@2026';
export const DEMO_WORKSPACE = 'Công ty TNHH Thép Xanh Demo';

export const DEMO_ACCOUNTS = [
  {
    email: 'owner@ghg-demo.vn',
    firstName: 'An',
    lastName: 'Nguyễn',
    role: 'OWNER' as const,
    phone: '0912345678',
  },
  {
    email: 'member@ghg-demo.vn',
    firstName: 'Bình',
    lastName: 'Trần',
    role: 'MEMBER' as const,
    phone: '0987654321',
  },
  // Reviews and approves the demo inventory (issue 15 item 5); never edits its data.
  {
    email: 'auditor@ghg-demo.vn',
    firstName: 'Hương',
    lastName: 'Lê',
    role: 'AUDITOR' as const,
    phone: '0903456789',
  },
] as const;

/** The demo staff member (Cognito group `staff`): signs in to the staff console. */
export const DEMO_STAFF_ACCOUNT = {
  email: 'staff@ghg-demo.vn',
  firstName: 'Lan',
  lastName: 'Phạm',
} as const;

/**
 * The demo expert (Cognito group `experts`) with a published illustrative profile linked to the account, so a demo
 * company can contact them and they can answer the request.
 */
export const DEMO_EXPERT_ACCOUNT = {
  email: 'expert@ghg-demo.vn',
  firstName: DEMO_EXPERT_PROFILE.firstName,
  lastName: DEMO_EXPERT_PROFILE.lastName,
  profileSlug: DEMO_EXPERT_PROFILE.slug,
} as const;

type Db = Parameters<typeof upsertUserByCognitoSub>[0];

export async function seedDemo(opts: {
  db: Db;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
}): Promise<void> {
  await seedDemoStaff(opts);
  await seedDemoExpert(opts);
  const ids: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const sub = await ensureCognitoUser(opts.cognito, opts.userPoolId, {
      email: account.email,
      password: DEMO_PASSWORD,
      givenName: account.firstName,
      familyName: account.lastName,
    });
    const user = await upsertUserByCognitoSub(opts.db, {
      sub,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      organizationName: DEMO_WORKSPACE,
      locale: 'vi',
    });
    // Confirmed in Cognito, so activated here too (as after the e-mailed activation link).
    if (!user.activatedAt) await markUserActivated(opts.db, user.id);
    ids.push(user.id);
  }
  const [ownerId] = ids;
  const spaces = await listSpacesOfUser(opts.db, ownerId);
  let spaceId = spaces.find((s) => s.name === DEMO_WORKSPACE)?.id;
  if (!spaceId) spaceId = (await createSpace(opts.db, { name: DEMO_WORKSPACE, ownerUserId: ownerId })).id;
  // The other accounts with their roles (also into a demo workspace made before a role was added).
  for (const [i, account] of DEMO_ACCOUNTS.entries())
    if (account.role !== 'OWNER' && !(await findMember(opts.db, spaceId, ids[i])))
      await addMember(opts.db, { spaceId, userId: ids[i], role: account.role });
  // The demo workspace is on the Standard plan (15 seats, 12 inventory reports a year): the demo shows the
  // inventory's whole review with its auditor and a new version, which the Free plan (3 seats, 1 report) cannot
  // hold. Only a Free demo workspace is moved, so a plan changed by hand stays.
  await opts.db.query(
    `UPDATE spaces SET plan = 'STANDARD', plan_changed_at = now() WHERE id = $1 AND plan = 'FREE'`,
    [spaceId],
  );
  // Two illustrative facilities and a draft 2025 inventory (issue 15), once.
  await seedDemoInventory(opts.db, spaceId, { id: ownerId, email: DEMO_ACCOUNTS[0].email });
}

async function seedDemoStaff(opts: { db: Db; cognito: CognitoIdentityProviderClient; userPoolId: string }) {
  await ensureCognitoGroup(opts.cognito, opts.userPoolId, {
    name: STAFF_GROUP,
    description: 'Staff of the platform: the staff console (contact requests, ...)',
  });
  const account = DEMO_STAFF_ACCOUNT;
  const sub = await ensureCognitoUser(opts.cognito, opts.userPoolId, {
    email: account.email,
    password: DEMO_PASSWORD,
    givenName: account.firstName,
    familyName: account.lastName,
  });
  await addCognitoUserToGroup(opts.cognito, opts.userPoolId, account.email, STAFF_GROUP);
  const user = await upsertUserByCognitoSub(opts.db, {
    sub,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    locale: 'vi',
  });
  if (!user.activatedAt) await markUserActivated(opts.db, user.id);
}

async function seedDemoExpert(opts: { db: Db; cognito: CognitoIdentityProviderClient; userPoolId: string }) {
  await ensureCognitoGroup(opts.cognito, opts.userPoolId, {
    name: EXPERT_GROUP,
    description: 'Approved experts of the directory: their profile, contact requests',
  });
  const account = DEMO_EXPERT_ACCOUNT;
  const sub = await ensureCognitoUser(opts.cognito, opts.userPoolId, {
    email: account.email,
    password: DEMO_PASSWORD,
    givenName: account.firstName,
    familyName: account.lastName,
  });
  await addCognitoUserToGroup(opts.cognito, opts.userPoolId, account.email, EXPERT_GROUP);
  const user = await upsertUserByCognitoSub(opts.db, {
    sub,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    locale: 'vi',
  });
  if (!user.activatedAt) await markUserActivated(opts.db, user.id);
  // The profile by slug: inserted once; linked to this user when it was seeded before the account existed (a
  // profile that user already has elsewhere is left alone).
  if (!(await insertSeedProfile(opts.db, DEMO_EXPERT_PROFILE, user.id))) {
    await opts.db.query(
      `UPDATE expert_profiles SET user_id = $2 WHERE slug = $1 AND user_id IS DISTINCT FROM $2
         AND NOT EXISTS (SELECT 1 FROM expert_profiles WHERE user_id = $2)`,
      [DEMO_EXPERT_PROFILE.slug, user.id],
    );
  }
}
