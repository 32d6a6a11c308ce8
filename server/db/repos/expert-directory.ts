// The public expert directory (migration 1000_experts): the published profiles of `GET /users/experts`, filtered and
// paged in SQL, and one published profile by slug. Only public columns are read: never the user's e-mail or phone,
// nor the profile's private `contact_phone`. `verified_credentials` counts the approved declared credentials and
// the user's valid (not revoked) academy certificates.
import type { ExpertLanguage, ExpertService, ExpertStandard } from '../../../domain/experts/vocabulary';
import type { DeclaredCredential } from '../../experts/credentials';
import type { Db } from '../client';

export interface DirectoryRow {
  id: string;
  userId: string | null;
  slug: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
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
  availability: 'AVAILABLE' | 'LIMITED' | 'UNAVAILABLE';
  yearsOfExperience: number;
  profileUrl: string | null;
  credentials: DeclaredCredential[];
  verifiedCredentialCount: number;
  illustrative: boolean;
  publishedAt: Date;
  updatedAt: Date;
}

// Public columns only (see the top of this file).
const COLUMNS = `p.id, p.user_id, p.slug, p.first_name, p.last_name, u.avatar_url, p.headline, p.description,
  p.profession, p.organization_name, p.sector_ids, p.services, p.standards, p.country_id, p.city_id, p.languages,
  p.availability, p.years_of_experience, p.profile_url, p.credentials, p.illustrative, p.published_at, p.updated_at,
  (jsonb_array_length(p.credentials) + (SELECT count(*) FROM academy_certificates c
    WHERE p.user_id IS NOT NULL AND c.user_id = p.user_id AND c.revoked_at IS NULL))::int AS verified_credentials`;
const FROM = `expert_profiles p LEFT JOIN users u ON u.id = p.user_id`;

function rowOf(row: any): DirectoryRow {
  return {
    id: row.id,
    userId: row.user_id,
    slug: row.slug,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url ?? null,
    headline: row.headline,
    description: row.description,
    profession: row.profession,
    organizationName: row.organization_name,
    sectorIds: row.sector_ids,
    services: row.services,
    standards: row.standards,
    countryId: row.country_id,
    cityId: row.city_id,
    languages: row.languages,
    availability: row.availability,
    yearsOfExperience: row.years_of_experience,
    profileUrl: row.profile_url,
    credentials: row.credentials ?? [],
    verifiedCredentialCount: row.verified_credentials,
    illustrative: row.illustrative,
    publishedAt: new Date(row.published_at),
    updatedAt: new Date(row.updated_at),
  };
}

// Accent folding for the name search, the same on both ends: the letters with diacritics of Latin-1, Latin
// Extended-A/B and Latin Extended Additional (Vietnamese) map to their base letter, đ/Đ to d/D. SQL's translate()
// gets the two strings (lower() then only meets ASCII letters, which it folds under any collation).
function foldingTable(): { from: string; to: string } {
  let from = 'Đđ';
  let to = 'Dd';
  for (const [first, last] of [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ]) {
    for (let code = first; code <= last; code++) {
      const letter = String.fromCodePoint(code);
      const base = letter.normalize('NFD').replace(/\p{M}/gu, '');
      if (base !== letter && /^[A-Za-z]$/.test(base)) {
        from += letter;
        to += base;
      }
    }
  }
  return { from, to };
}

export const NAME_FOLDING = foldingTable();

/** A name or a search text without case, accents or extra spaces ("  Nguyễn  Văn" -> "nguyen van"). */
export function foldName(text: string): string {
  const table = new Map([...NAME_FOLDING.from].map((letter, i) => [letter, NAME_FOLDING.to[i]]));
  return [...text.normalize('NFC')]
    .map((letter) => table.get(letter) ?? letter)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The list's order: last name, first name, id, the names compared without their accents first (so "Đặng" sits
 * among the D's, as in the Vietnamese alphabet, not after "Võ" as code points would put it), then as written.
 * `$8` and `$9` are NAME_FOLDING's strings.
 */
export const DIRECTORY_ORDER = `lower(translate(p.last_name, $8, $9)), lower(translate(p.first_name, $8, $9)),
  p.last_name, p.first_name, p.id`;

export interface DirectoryFilter {
  sectorId: number | null;
  service: ExpertService | null;
  standard: ExpertStandard | null;
  countryId: number | null;
  cityId: number | null;
  language: ExpertLanguage | null;
  /** The name search as typed ('' = none). */
  q: string;
  take: number;
  page: number;
}

/** One page of published profiles, by last name, first name, id (DIRECTORY_ORDER). */
export async function listDirectory(
  db: Pick<Db, 'query'>,
  filter: DirectoryFilter,
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const folded = foldName(filter.q);
  const fold = (column: string) => `lower(translate(${column}, $8, $9))`;
  const params: unknown[] = [
    filter.sectorId,
    filter.service,
    filter.standard,
    filter.countryId,
    filter.cityId,
    filter.language,
    folded ? `%${escapeLike(folded)}%` : null,
    NAME_FOLDING.from,
    NAME_FOLDING.to,
  ];
  const where = `p.published
    AND ($1::int IS NULL OR $1::int = ANY(p.sector_ids))
    AND ($2::text IS NULL OR $2::text = ANY(p.services))
    AND ($3::text IS NULL OR $3::text = ANY(p.standards))
    AND ($4::int IS NULL OR p.country_id = $4::int)
    AND ($5::int IS NULL OR p.city_id = $5::int)
    AND ($6::text IS NULL OR $6::text = ANY(p.languages))
    AND ($7::text IS NULL OR ${fold('p.first_name')} LIKE $7::text OR ${fold('p.last_name')} LIKE $7::text
      OR ${fold(`p.last_name || ' ' || p.first_name`)} LIKE $7::text
      OR ${fold(`p.first_name || ' ' || p.last_name`)} LIKE $7::text)`;
  const [list, count] = await Promise.all([
    db.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where}
       ORDER BY ${DIRECTORY_ORDER} LIMIT $10 OFFSET $11`,
      [...params, filter.take, (filter.page - 1) * filter.take],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${FROM} WHERE ${where}`, params),
  ]);
  return { rows: list.rows.map(rowOf), total: count.rows[0].n };
}

/** A published profile by slug, or null. */
export async function findPublishedProfile(
  db: Pick<Db, 'query'>,
  slug: string,
): Promise<DirectoryRow | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.slug = $1 AND p.published`, [slug]);
  return rows[0] ? rowOf(rows[0]) : null;
}
