// Countries, cities, districts, wards and sectors are static: they are read once at start-up and served from
// memory, so the location calls never touch the database per request (STACK-NOTES: a query per request costs
// 80-95 % of the throughput). Lists are kept in their API shape and order; paging slices arrays.
import type { Db } from './client';

export interface Country {
  id: number;
  code: string;
  name_vi: string;
  name_en: string;
  longitude: number;
  latitude: number;
}

export interface City {
  id: number;
  countryId: number;
  code: string;
  name: string;
  type: string;
}

export interface District {
  id: number;
  cityId: number;
  code: string;
  name: string;
  type: string;
}

export interface Ward {
  id: number;
  districtId: number;
  code: string;
  name: string;
  type: string;
}

export interface Sector {
  id: number;
  code: string;
  name_vi: string;
  name_en: string;
}

export interface ReferenceCache {
  /** Ordered by code. */
  readonly countries: readonly Country[];
  /** In display order. */
  readonly sectors: readonly Sector[];
  /** Cities of a country ordered by code; undefined when the country does not exist. */
  citiesOf(countryId: number): readonly City[] | undefined;
  /** Districts of a city ordered by code; undefined when the city does not exist. */
  districtsOf(cityId: number): readonly District[] | undefined;
  /** Wards of a district ordered by code; undefined when the district does not exist. */
  wardsOf(districtId: number): readonly Ward[] | undefined;
  country(id: number): Country | undefined;
  city(id: number): City | undefined;
  district(id: number): District | undefined;
  ward(id: number): Ward | undefined;
}

function groupBy<T extends { id: number }>(
  parents: readonly { id: number }[],
  items: T[],
  parentOf: (item: T) => number,
) {
  const groups = new Map<number, T[]>(parents.map((p) => [p.id, []]));
  for (const item of items) groups.get(parentOf(item))?.push(item);
  return groups;
}

export async function loadReferenceCache(db: Db): Promise<ReferenceCache> {
  const [countries, cities, districts, wards, sectors] = await Promise.all([
    db.query<Country>(
      'SELECT id, code, name_vi, name_en, longitude, latitude FROM countries ORDER BY code, id',
    ),
    db.query<City>('SELECT id, country_id AS "countryId", code, name, type FROM cities ORDER BY code, id'),
    db.query<District>('SELECT id, city_id AS "cityId", code, name, type FROM districts ORDER BY code, id'),
    db.query<Ward>('SELECT id, district_id AS "districtId", code, name, type FROM wards ORDER BY code, id'),
    db.query<Sector>('SELECT id, code, name_vi, name_en FROM sectors ORDER BY sort, id'),
  ]);
  const citiesByCountry = groupBy(countries.rows, cities.rows, (c) => c.countryId);
  const districtsByCity = groupBy(cities.rows, districts.rows, (d) => d.cityId);
  const wardsByDistrict = groupBy(districts.rows, wards.rows, (w) => w.districtId);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const countryById = byId(countries.rows);
  const cityById = byId(cities.rows);
  const districtById = byId(districts.rows);
  const wardById = byId(wards.rows);
  return {
    countries: countries.rows,
    sectors: sectors.rows,
    citiesOf: (id) => citiesByCountry.get(id),
    districtsOf: (id) => districtsByCity.get(id),
    wardsOf: (id) => wardsByDistrict.get(id),
    country: (id) => countryById.get(id),
    city: (id) => cityById.get(id),
    district: (id) => districtById.get(id),
    ward: (id) => wardById.get(id),
  };
}

export interface PageMeta {
  page: number;
  take: number;
  total: number;
  pageCount: number;
}

/** One page of a list: `page` is 1-based; a page past the end is empty (with the real total). */
export function paginate<T>(items: readonly T[], page: number, take: number): { data: T[]; meta: PageMeta } {
  const start = (page - 1) * take;
  return {
    data: start < items.length ? items.slice(start, start + take) : [],
    meta: { page, take, total: items.length, pageCount: Math.ceil(items.length / take) },
  };
}

/**
 * Serialised pages of the static lists, memoised: the same page of the same list is one string, built once.
 * Bounded (the store is emptied when full), since `page`/`take` come from the caller.
 */
export class PageMemo {
  private readonly pages = new Map<string, string>();

  constructor(private readonly max = 1024) {}

  /** The JSON text of `build()` for `key`; `build` may throw (nothing is stored then). */
  get<T>(key: string, build: () => T): string {
    let text = this.pages.get(key);
    if (text === undefined) {
      text = JSON.stringify(build());
      if (this.pages.size >= this.max) this.pages.clear();
      this.pages.set(key, text);
    }
    return text;
  }

  get size(): number {
    return this.pages.size;
  }
}
