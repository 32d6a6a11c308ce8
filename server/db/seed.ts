// Reference data: 18 countries, Vietnam's provinces / districts / wards (GSO, 2025-03-01) and the sectors.
// Sources: server/db/seed-data/README.md. Idempotent: every table is upserted by id in one statement (arrays
// passed through unnest, so ~10,000 wards are one round trip), and rows that did not change are not written.
// Runs in one transaction under the schema advisory lock, so concurrent starts against PostgreSQL are safe.
import { readFile } from 'node:fs/promises';
import type { Db } from './client';
import { lock } from './migrate';

const SEED_DIR = new URL('./seed-data/', import.meta.url);

export interface CountrySeed {
  id: number;
  code: string;
  name_vi: string;
  name_en: string;
  longitude: number;
  latitude: number;
}

export interface SectorSeed {
  id: number;
  code: string;
  name_vi: string;
  name_en: string;
}

interface AdminUnits {
  data: {
    level1_id: string;
    name: string;
    type: string;
    level2s: {
      level2_id: string;
      name: string;
      type: string;
      level3s: { level3_id: string; name: string; type: string }[];
    }[];
  }[];
}

export interface SeedCounts {
  countries: number;
  cities: number;
  districts: number;
  wards: number;
  sectors: number;
}

async function readSeed<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(new URL(file, SEED_DIR), 'utf8')) as T;
}

export async function seedReferenceData(db: Db): Promise<SeedCounts> {
  const [{ countries }, { sectors }, units] = await Promise.all([
    readSeed<{ countries: CountrySeed[] }>('countries.json'),
    readSeed<{ sectors: SectorSeed[] }>('sectors.json'),
    readSeed<AdminUnits>('vn-admin-units.json'),
  ]);
  const vietnam = countries.find((c) => c.code === 'VN');
  if (!vietnam) throw new Error('seed-data/countries.json has no VN entry');

  // Vietnamese units use their numeric GSO code as id (codes are unique nationwide at each level).
  const cities = {
    id: [] as number[],
    parent: [] as number[],
    code: [] as string[],
    name: [] as string[],
    type: [] as string[],
  };
  const districts = {
    id: [] as number[],
    parent: [] as number[],
    code: [] as string[],
    name: [] as string[],
    type: [] as string[],
  };
  const wards = {
    id: [] as number[],
    parent: [] as number[],
    code: [] as string[],
    name: [] as string[],
    type: [] as string[],
  };
  const push = (to: typeof cities, id: string, parent: number, name: string, type: string) => {
    to.id.push(Number(id));
    to.parent.push(parent);
    to.code.push(id);
    to.name.push(name);
    to.type.push(type);
  };
  for (const city of units.data) {
    push(cities, city.level1_id, vietnam.id, city.name, city.type);
    for (const district of city.level2s) {
      push(districts, district.level2_id, Number(city.level1_id), district.name, district.type);
      for (const ward of district.level3s)
        push(wards, ward.level3_id, Number(district.level2_id), ward.name, ward.type);
    }
  }

  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(
      `INSERT INTO countries (id, code, name_vi, name_en, longitude, latitude)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[])
       ON CONFLICT (id) DO UPDATE SET code = excluded.code, name_vi = excluded.name_vi, name_en = excluded.name_en,
         longitude = excluded.longitude, latitude = excluded.latitude
       WHERE (countries.code, countries.name_vi, countries.name_en, countries.longitude, countries.latitude)
         IS DISTINCT FROM (excluded.code, excluded.name_vi, excluded.name_en, excluded.longitude, excluded.latitude)`,
      [
        countries.map((c) => c.id),
        countries.map((c) => c.code),
        countries.map((c) => c.name_vi),
        countries.map((c) => c.name_en),
        countries.map((c) => c.longitude),
        countries.map((c) => c.latitude),
      ],
    );
    for (const [table, parentColumn, rows] of [
      ['cities', 'country_id', cities],
      ['districts', 'city_id', districts],
      ['wards', 'district_id', wards],
    ] as const) {
      await tx.query(
        `INSERT INTO ${table} (id, ${parentColumn}, code, name, type)
         SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[])
         ON CONFLICT (id) DO UPDATE SET ${parentColumn} = excluded.${parentColumn}, code = excluded.code,
           name = excluded.name, type = excluded.type
         WHERE (${table}.${parentColumn}, ${table}.code, ${table}.name, ${table}.type)
           IS DISTINCT FROM (excluded.${parentColumn}, excluded.code, excluded.name, excluded.type)`,
        [rows.id, rows.parent, rows.code, rows.name, rows.type],
      );
    }
    await tx.query(
      `INSERT INTO sectors (id, code, name_vi, name_en, sort)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[])
       ON CONFLICT (id) DO UPDATE SET code = excluded.code, name_vi = excluded.name_vi, name_en = excluded.name_en,
         sort = excluded.sort
       WHERE (sectors.code, sectors.name_vi, sectors.name_en, sectors.sort)
         IS DISTINCT FROM (excluded.code, excluded.name_vi, excluded.name_en, excluded.sort)`,
      [
        sectors.map((s) => s.id),
        sectors.map((s) => s.code),
        sectors.map((s) => s.name_vi),
        sectors.map((s) => s.name_en),
        sectors.map((_, index) => index + 1),
      ],
    );
    // Rows were inserted with explicit ids: move each identity sequence past them.
    for (const table of ['countries', 'cities', 'districts', 'wards', 'sectors']) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT COALESCE(max(id), 0) + 1 FROM ${table}), false)`,
      );
    }
  });

  return {
    countries: countries.length,
    cities: cities.id.length,
    districts: districts.id.length,
    wards: wards.id.length,
    sectors: sectors.length,
  };
}
