// The public reads of the expert directory's pages (the list, the featured experts, a profile, and the filters'
// reference lists), through the app's one API client. Each answers the call's whole body ({ data } or { data, meta }),
// which is also what the server hands over for a server-rendered page, so both feed the same machine state
// (machines/content/public-resource). The API client loads with the first read.
import { EXPERTS_PER_PAGE, FEATURED_EXPERTS, type ExpertListQuery } from '../expert-directory';

async function client() {
  const [{ api }, { unwrap, unwrapPage }] = await Promise.all([import('../api'), import('../../api/client')]);
  return { api, unwrap, unwrapPage };
}

/** GET /users/experts: one page of the list, filtered ({ data, meta }). */
export async function loadExperts(query: ExpertListQuery) {
  const { api, unwrapPage } = await client();
  return unwrapPage(
    api.GET('/users/experts', {
      params: {
        query: {
          page: query.page,
          take: EXPERTS_PER_PAGE,
          ...(query.sectorId !== null ? { sectorId: query.sectorId } : {}),
          ...(query.service ? { service: query.service } : {}),
          ...(query.standard ? { standard: query.standard } : {}),
          ...(query.countryId !== null ? { countryId: query.countryId } : {}),
          ...(query.cityId !== null ? { cityId: query.cityId } : {}),
          ...(query.language ? { language: query.language } : {}),
          ...(query.q ? { q: query.q } : {}),
        },
      },
    }),
  );
}

/** The /expert page's featured experts. */
export async function loadFeaturedExperts() {
  const { api, unwrapPage } = await client();
  return unwrapPage(api.GET('/users/experts', { params: { query: { page: 1, take: FEATURED_EXPERTS } } }));
}

/** GET /experts/profiles/{slug} (with the reader's token when signed in: it decides `contactable`). */
export async function loadExpertProfile(slug: string) {
  const { api, unwrap } = await client();
  return { data: await unwrap(api.GET('/experts/profiles/{slug}', { params: { path: { slug } } })) };
}

export async function loadSectors() {
  const { api, unwrapPage } = await client();
  return unwrapPage(api.GET('/sectors', { params: { query: { page: 1, take: 100 } } }));
}

export async function loadCountries() {
  const { api, unwrapPage } = await client();
  return unwrapPage(api.GET('/countries', { params: { query: { page: 1, take: 100 } } }));
}

export async function loadCities(countryId: number) {
  const { api, unwrapPage } = await client();
  return unwrapPage(
    api.GET('/countries/{id}/cities', { params: { path: { id: countryId }, query: { page: 1, take: 100 } } }),
  );
}
