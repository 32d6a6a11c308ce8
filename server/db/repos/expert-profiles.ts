// Published expert profiles (`expert_profiles`, migration 1000_experts) as their owner and the review see them:
// publishing (or updating) a profile from an approved NEW application with a unique readable slug, replacing its
// credentials after an approved CREDENTIALS application, and the expert's own read and edit. The public directory's
// reads are server/db/repos/expert-directory.ts.
import { slugify } from '../../../domain/content/slug';
import type {
  ExpertAvailability,
  ExpertLanguage,
  ExpertService,
  ExpertStandard,
} from '../../../domain/experts/vocabulary';
import type { components } from '../../../openapi/schema';
import type { Db } from '../client';

type Q = Pick<Db, 'query'>;

export type CredentialInput = components['schemas']['ExpertCredentialInput'];

export interface ProfileRecord {
  id: string;
  userId: string | null;
  slug: string;
  firstName: string;
  lastName: string;
  headline: string;
  description: string;
  profession: string | null;
  organizationName: string | null;
  sectorIds: number[];
  services: ExpertService[];
  standards: ExpertStandard[];
  countryId: number;
  cityId: number | null;
  languages: ExpertLanguage[];
  availability: ExpertAvailability;
  yearsOfExperience: number;
  profileUrl: string | null;
  contactPhone: string | null;
  credentials: CredentialInput[];
  illustrative: boolean;
  published: boolean;
  publishedAt: Date;
  updatedAt: Date;
  /** users.avatar_url of the owner (the profile's photo). */
  avatarUrl: string | null;
}

/** The fields an expert edits (everything but the name, the slug and the credentials). */
export interface ProfileFields {
  headline: string;
  description: string;
  profession: string | null;
  organizationName: string | null;
  sectorIds: number[];
  services: ExpertService[];
  standards: ExpertStandard[];
  countryId: number;
  cityId: number | null;
  languages: ExpertLanguage[];
  availability: ExpertAvailability;
  yearsOfExperience: number;
  profileUrl: string | null;
  contactPhone: string | null;
}

export interface NewProfile extends ProfileFields {
  userId: string;
  firstName: string;
  lastName: string;
  credentials: CredentialInput[];
}

const COLUMNS = `p.id, p.user_id, p.slug, p.first_name, p.last_name, p.headline, p.description, p.profession,
  p.organization_name, p.sector_ids, p.services, p.standards, p.country_id, p.city_id, p.languages, p.availability,
  p.years_of_experience, p.profile_url, p.contact_phone, p.credentials, p.illustrative, p.published,
  p.published_at, p.updated_at`;

const SELECT = `SELECT ${COLUMNS}, u.avatar_url FROM expert_profiles p LEFT JOIN users u ON u.id = p.user_id`;

function recordOf(row: any): ProfileRecord {
  return {
    id: row.id,
    userId: row.user_id,
    slug: row.slug,
    firstName: row.first_name,
    lastName: row.last_name,
    headline: row.headline,
    description: row.description,
    profession: row.profession,
    organizationName: row.organization_name,
    sectorIds: (row.sector_ids ?? []).map(Number),
    services: row.services ?? [],
    standards: row.standards ?? [],
    countryId: row.country_id,
    cityId: row.city_id,
    languages: row.languages ?? [],
    availability: row.availability,
    yearsOfExperience: row.years_of_experience,
    profileUrl: row.profile_url,
    contactPhone: row.contact_phone,
    credentials: typeof row.credentials === 'string' ? JSON.parse(row.credentials) : (row.credentials ?? []),
    illustrative: row.illustrative,
    published: row.published,
    publishedAt: new Date(row.published_at),
    updatedAt: new Date(row.updated_at),
    avatarUrl: row.avatar_url ?? null,
  };
}

export async function findProfileOfUser(db: Q, userId: string): Promise<ProfileRecord | null> {
  const { rows } = await db.query(`${SELECT} WHERE p.user_id = $1`, [userId]);
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function lockProfileOfUser(tx: Q, userId: string): Promise<ProfileRecord | null> {
  const { rows } = await tx.query(
    `SELECT ${COLUMNS}, NULL AS avatar_url FROM expert_profiles p WHERE p.user_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

/**
 * A slug for `name` not yet taken by another profile: `nguyen-thi-hang`, then `nguyen-thi-hang-2`, `-3`, ...
 * (`expert` when the name has no letter or digit). The UNIQUE index has the last word under concurrency.
 */
export async function freeProfileSlug(db: Q, name: string, exceptUserId: string | null): Promise<string> {
  const base = slugify(name, 100) || 'expert';
  const { rows } = await db.query<{ slug: string }>(
    `SELECT slug FROM expert_profiles
     WHERE (slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')) AND user_id IS DISTINCT FROM $2::uuid`,
    [base, exceptUserId],
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const FIELD_PARAMS = (f: ProfileFields) => [
  f.headline,
  f.description,
  f.profession,
  f.organizationName,
  f.sectorIds,
  f.services,
  f.standards,
  f.countryId,
  f.cityId,
  f.languages,
  f.availability,
  f.yearsOfExperience,
  f.profileUrl,
  f.contactPhone,
];

/**
 * Publishes the profile of an approved NEW application: a new row, or the user's existing row brought up to date
 * (its slug kept).
 */
export async function publishProfile(tx: Q, profile: NewProfile, slug: string): Promise<ProfileRecord> {
  const { rows } = await tx.query(
    `INSERT INTO expert_profiles AS p (headline, description, profession, organization_name, sector_ids, services,
       standards, country_id, city_id, languages, availability, years_of_experience, profile_url, contact_phone,
       user_id, slug, first_name, last_name, credentials)
     VALUES ($1, $2, $3, $4, $5::int[], $6::text[], $7::text[], $8, $9, $10::text[], $11, $12, $13, $14,
       $15, $16, $17, $18, $19::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET
       headline = EXCLUDED.headline, description = EXCLUDED.description, profession = EXCLUDED.profession,
       organization_name = EXCLUDED.organization_name, sector_ids = EXCLUDED.sector_ids,
       services = EXCLUDED.services, standards = EXCLUDED.standards, country_id = EXCLUDED.country_id,
       city_id = EXCLUDED.city_id, languages = EXCLUDED.languages, availability = EXCLUDED.availability,
       years_of_experience = EXCLUDED.years_of_experience, profile_url = EXCLUDED.profile_url,
       contact_phone = EXCLUDED.contact_phone, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       credentials = EXCLUDED.credentials, published = true, updated_at = now()
     RETURNING ${COLUMNS}, NULL AS avatar_url`,
    [
      ...FIELD_PARAMS(profile),
      profile.userId,
      slug,
      profile.firstName,
      profile.lastName,
      JSON.stringify(profile.credentials),
    ],
  );
  return recordOf(rows[0]);
}

/** The expert's own edit of everything but the name, the slug and the credentials. */
export async function updateProfileFields(tx: Q, userId: string, fields: ProfileFields): Promise<void> {
  await tx.query(
    `UPDATE expert_profiles SET headline = $1, description = $2, profession = $3, organization_name = $4,
       sector_ids = $5::int[], services = $6::text[], standards = $7::text[], country_id = $8, city_id = $9,
       languages = $10::text[], availability = $11, years_of_experience = $12, profile_url = $13,
       contact_phone = $14, updated_at = now()
     WHERE user_id = $15`,
    [...FIELD_PARAMS(fields), userId],
  );
}

/** Staff approved a CREDENTIALS application: the profile shows these credentials from now on. */
export async function replaceProfileCredentials(
  tx: Q,
  userId: string,
  credentials: CredentialInput[],
): Promise<void> {
  await tx.query(
    `UPDATE expert_profiles SET credentials = $2::jsonb, updated_at = now() WHERE user_id = $1`,
    [userId, JSON.stringify(credentials)],
  );
}
