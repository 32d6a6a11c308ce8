// The public expert directory (OpenAPI tag `experts`, issue 13): the list of published profiles with its filters,
// name search and paging (GET /users/experts), and one public profile by slug (GET /experts/profiles/{slug}, the
// server-rendered profile page's read). Public facts only: never an e-mail or a phone (the profile's contact_phone
// is revealed only by an accepted contact request, elsewhere). A token is optional on the profile (a token that is
// sent must be valid) and only decides `contactable`.
import type { components } from '../../openapi/schema';
import type { Locale } from '../../domain/messages';
import { optionalUser } from '../auth/authenticate';
import type { RouteModule } from '../context';
import type { ReferenceCache } from '../db/reference-cache';
import { findPublishedProfile, listDirectory, type DirectoryRow } from '../db/repos/expert-directory';
import { notFound } from '../errors';
import { profileCredentials } from '../experts/credentials';
import { requestLocale } from '../i18n';

type Schemas = components['schemas'];

/** "Thành phố Hà Nội" -> "Hà Nội": the place as people write it in an address line. */
const shortCityName = (name: string) => name.replace(/^(Thành phố|Tỉnh)\s+/u, '');

/** The directory's public facts of a profile, names of places and sectors in `locale`. */
export function expertOf(reference: ReferenceCache, row: DirectoryRow, locale: Locale): Schemas['Expert'] {
  const country = reference.country(row.countryId)!;
  const city = row.cityId === null ? null : (reference.city(row.cityId) ?? null);
  const countryName = locale === 'en' ? country.name_en : country.name_vi;
  const sectors = row.sectorIds
    .map((id) => reference.sectors.find((sector) => sector.id === id))
    .filter((sector) => sector !== undefined);
  return {
    id: row.id,
    slug: row.slug,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarUrl,
    headline: row.headline,
    profession: row.profession,
    organizationName: row.organizationName,
    location: city ? `${shortCityName(city.name)}, ${countryName}` : countryName,
    description: row.description,
    sectors,
    services: row.services,
    standards: row.standards,
    country,
    city,
    languages: row.languages,
    availability: row.availability,
    yearsOfExperience: row.yearsOfExperience,
    verifiedCredentialCount: row.verifiedCredentialCount,
    illustrative: row.illustrative,
  };
}

const expertRoutes: RouteModule = (app, ctx) => {
  const { api, db, reference } = ctx;

  api.route(app, 'get', '/users/experts', async (request) => {
    const {
      sectorId,
      service,
      standard,
      countryId,
      cityId,
      language,
      q,
      take = 50,
      page = 1,
    } = request.query;
    const { rows, total } = await listDirectory(db, {
      sectorId: sectorId ?? null,
      service: service ?? null,
      standard: standard ?? null,
      countryId: countryId ?? null,
      cityId: cityId ?? null,
      language: language ?? null,
      q: q ?? '',
      take,
      page,
    });
    const locale = requestLocale(request);
    return {
      data: rows.map((row) => expertOf(reference, row, locale)),
      meta: { page, take, total, pageCount: Math.ceil(total / take) },
    };
  });

  api.route(
    app,
    'get',
    '/experts/profiles/{slug}',
    async (request) => {
      const row = await findPublishedProfile(db, request.params.slug);
      if (!row) throw notFound();
      const caller = request.caller?.user ?? null;
      return {
        data: {
          ...expertOf(reference, row, requestLocale(request)),
          credentials: await profileCredentials(db, {
            userId: row.userId,
            declared: row.credentials,
            now: new Date(),
          }),
          profileUrl: row.profileUrl,
          publishedAt: row.publishedAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          contactable: caller !== null && row.userId !== null && row.userId !== caller.id,
        },
      };
    },
    { preHandler: optionalUser(ctx) },
  );
};

export default expertRoutes;
