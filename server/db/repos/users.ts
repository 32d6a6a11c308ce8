// Users: one row per Cognito identity (keyed by the token's `sub`), with the profile the product shows.
// Row -> API object mapping (camelCase, ISO dates) lives here; routes return these objects as they are.
import type { Db } from '../client';

export type UserLocale = 'vi' | 'en';
export type UserStatus = 'ACTIVE' | 'DISABLED';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  bio: string | null;
  location: string | null;
  profession: string | null;
  organizationName: string | null;
  avatarUrl: string | null;
  locale: UserLocale;
  status: UserStatus;
  activatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface UserRow {
  id: string;
  cognito_sub: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  bio: string | null;
  location: string | null;
  profession: string | null;
  organization_name: string | null;
  avatar_url: string | null;
  locale: UserLocale;
  status: UserStatus;
  activated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    bio: row.bio,
    location: row.location,
    profession: row.profession,
    organizationName: row.organization_name,
    avatarUrl: row.avatar_url,
    locale: row.locale,
    status: row.status,
    activatedAt: row.activated_at ? row.activated_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The profile as the API answers it (components/schemas/User.yaml): no status, activation or update time. */
export type Profile = Omit<User, 'status' | 'activatedAt' | 'updatedAt'>;

export function toProfile(user: User): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    bio: user.bio,
    location: user.location,
    profession: user.profession,
    organizationName: user.organizationName,
    avatarUrl: user.avatarUrl,
    locale: user.locale,
    createdAt: user.createdAt,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UpsertUserInput {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  organizationName?: string | null;
  locale?: UserLocale;
}

/**
 * Creates the user of a Cognito identity, or brings an existing one in line: the e-mail always follows Cognito;
 * names, phone and organisation are filled only where the stored value is empty (profile edits are kept); the
 * locale is set on creation only. Rows that would not change are not written. A different user already holding
 * the e-mail raises the database's unique violation (SQLSTATE 23505, answered 409 CONFLICT).
 */
export async function upsertUserByCognitoSub(db: Db, input: UpsertUserInput): Promise<User> {
  const params = [
    input.sub,
    normalizeEmail(input.email),
    input.firstName.trim(),
    input.lastName.trim(),
    input.phone ?? null,
    input.organizationName ?? null,
    input.locale ?? 'vi',
  ];
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (cognito_sub, email, first_name, last_name, phone, organization_name, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (cognito_sub) DO UPDATE SET
       email = excluded.email,
       first_name = CASE WHEN users.first_name = '' THEN excluded.first_name ELSE users.first_name END,
       last_name = CASE WHEN users.last_name = '' THEN excluded.last_name ELSE users.last_name END,
       phone = COALESCE(NULLIF(users.phone, ''), excluded.phone),
       organization_name = COALESCE(NULLIF(users.organization_name, ''), excluded.organization_name),
       updated_at = now()
     WHERE users.email IS DISTINCT FROM excluded.email
        OR (users.first_name = '' AND excluded.first_name <> '')
        OR (users.last_name = '' AND excluded.last_name <> '')
        OR (COALESCE(users.phone, '') = '' AND excluded.phone IS NOT NULL)
        OR (COALESCE(users.organization_name, '') = '' AND excluded.organization_name IS NOT NULL)
     RETURNING *`,
    params,
  );
  if (rows[0]) return toUser(rows[0]);
  const existing = await findUserBySub(db, input.sub);
  if (!existing) throw new Error(`user ${input.sub} vanished during upsert`);
  return existing;
}

/** Locks the user's row until the transaction ends, so that rules checked then written per user are serialised. */
export async function lockUser(db: Db, id: string): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [id]);
}

/** Every column of UserRow, once (the type makes a missing or unknown one a compile error). */
const userColumns: Record<keyof UserRow, true> = {
  id: true,
  cognito_sub: true,
  email: true,
  first_name: true,
  last_name: true,
  phone: true,
  bio: true,
  location: true,
  profession: true,
  organization_name: true,
  avatar_url: true,
  locale: true,
  status: true,
  activated_at: true,
  created_at: true,
  updated_at: true,
};

/** The columns of UserRow, for statements that must not say `*` (prepared ones: QueryOptions.prepare). */
export const USER_COLUMNS = Object.keys(userColumns) as (keyof UserRow)[];

/** Every authenticated call reads the caller by `sub`: a prepared statement. */
export async function findUserBySub(db: Db, sub: string): Promise<User | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS.join(', ')} FROM users WHERE cognito_sub = $1`,
    [sub],
    { prepare: 'user_by_sub' },
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [normalizeEmail(email)]);
  return rows[0] ? toUser(rows[0]) : null;
}

export interface UserProfilePatch {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  bio?: string | null;
  location?: string | null;
  profession?: string | null;
  organizationName?: string | null;
  avatarUrl?: string | null;
  locale?: UserLocale;
}

const PROFILE_COLUMNS: Record<keyof UserProfilePatch, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  bio: 'bio',
  location: 'location',
  profession: 'profession',
  organizationName: 'organization_name',
  avatarUrl: 'avatar_url',
  locale: 'locale',
};

/** Updates the given profile fields (undefined = unchanged); null when the user does not exist. */
export async function updateUserProfile(db: Db, id: string, patch: UserProfilePatch): Promise<User | null> {
  if (!isUuid(id)) return null;
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [key, column] of Object.entries(PROFILE_COLUMNS) as [keyof UserProfilePatch, string][]) {
    if (patch[key] === undefined) continue;
    params.push(patch[key]);
    sets.push(`${column} = $${params.length}`);
  }
  if (sets.length === 0) return findUserById(db, id);
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
    params,
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/** Records the first activation (later calls keep the first time); null when the user does not exist. */
export async function markUserActivated(db: Db, id: string): Promise<User | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET activated_at = COALESCE(activated_at, now()), updated_at = now() WHERE id = $1 RETURNING *`,
    [id],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function setUserStatus(db: Db, id: string, status: UserStatus): Promise<User | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<UserRow>(
    'UPDATE users SET status = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, status],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a syntactically valid UUID (so a bad id is "not found", not a database error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
