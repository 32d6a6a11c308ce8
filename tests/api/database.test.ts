// The database layer on PGlite and PostgreSQL: migrations applied once (also with two migrators at once on
// PostgreSQL), idempotent and fast seeding, and the user / space repositories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed';
import {
  addMember,
  createSpace,
  findMember,
  findSpaceById,
  findUserWithSpacesBySub,
  listMembers,
  listSpacesOfUser,
  removeMember,
  setMemberStatus,
} from '../../server/db/repos/spaces';
import {
  findUserByEmail,
  findUserById,
  findUserBySub,
  markUserActivated,
  setUserStatus,
  updateUserProfile,
  upsertUserByCognitoSub,
} from '../../server/db/repos/users';
import { openDb } from '../../server/db/client';
import { createPostgresDatabase, ENGINES, openTestDb } from './harness';

const counts = async (db: Db) =>
  (
    await db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM countries) AS countries, (SELECT count(*) FROM cities) AS cities,
              (SELECT count(*) FROM districts) AS districts, (SELECT count(*) FROM wards) AS wards,
              (SELECT count(*) FROM sectors) AS sectors`,
    )
  ).rows[0];

const EXPECTED = { countries: 18, cities: 63, districts: 696, wards: 10047 };

describe.each(ENGINES)('database on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openTestDb>>;
  let db: Db;

  beforeAll(async () => {
    handle = await openTestDb(engine);
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('applies every migration once, in order; a second run applies nothing', async () => {
    const files = (await loadMigrations()).map((m) => m.name);
    expect(files[0]).toBe('0001_initial');
    const first = await migrate(db);
    expect(first).toEqual({ applied: files, changed: [] });
    const second = await migrate(db);
    expect(second).toEqual({ applied: [], changed: [] });
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files);
  });

  it('seeds the reference data idempotently and fast', async () => {
    const started = Date.now();
    const seeded = await seedReferenceData(db);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(seeded).toMatchObject(EXPECTED);
    const after = await counts(db);
    expect(after).toMatchObject(EXPECTED);
    expect(after.sectors).toBe(seeded.sectors);
    await seedReferenceData(db);
    expect(await counts(db)).toEqual(after);
    // Identity sequences were moved past the explicit ids: a new row gets a fresh id.
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO sectors (code, name_vi, name_en) VALUES ('TEST_ONLY', 'Thử', 'Test') RETURNING id`,
    );
    expect(rows[0].id).toBeGreaterThan(seeded.sectors);
    await db.query(`DELETE FROM sectors WHERE code = 'TEST_ONLY'`);
  });

  it('gives stable ids: Hà Nội, Quận Ba Đình and Phường Phúc Xá are 1 (GSO codes)', async () => {
    const { rows } = await db.query(
      `SELECT c.name AS city, d.name AS district, w.name AS ward, co.code AS country
       FROM wards w JOIN districts d ON d.id = w.district_id JOIN cities c ON c.id = d.city_id
       JOIN countries co ON co.id = c.country_id WHERE w.id = 1 AND d.id = 1 AND c.id = 1`,
    );
    expect(rows).toEqual([
      { city: 'Thành phố Hà Nội', district: 'Quận Ba Đình', ward: 'Phường Phúc Xá', country: 'VN' },
    ]);
  });

  describe('users', () => {
    it('creates a user by Cognito sub with a generated uuid and a lower-cased e-mail', async () => {
      const user = await upsertUserByCognitoSub(db, {
        sub: `sub-${engine}-1`,
        email: '  An.Nguyen@Example.COM ',
        firstName: 'An',
        lastName: 'Nguyễn',
        phone: '0912345678',
        organizationName: 'Thép Xanh',
      });
      expect(user).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'an.nguyen@example.com',
        firstName: 'An',
        lastName: 'Nguyễn',
        phone: '0912345678',
        organizationName: 'Thép Xanh',
        bio: null,
        locale: 'vi',
        status: 'ACTIVE',
        activatedAt: null,
      });
      expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
      expect(await findUserBySub(db, `sub-${engine}-1`)).toEqual(user);
      expect(await findUserById(db, user.id)).toEqual(user);
      expect(await findUserByEmail(db, 'AN.NGUYEN@example.com')).toEqual(user);
      expect(await findUserBySub(db, 'nobody')).toBeNull();
      expect(await findUserById(db, 'not-a-uuid')).toBeNull();
    });

    it('upserting again follows the e-mail from Cognito and keeps profile edits', async () => {
      const sub = `sub-${engine}-1`;
      const before = await findUserBySub(db, sub);
      const same = await upsertUserByCognitoSub(db, {
        sub,
        email: 'an.nguyen@example.com',
        firstName: 'X',
        lastName: 'Y',
      });
      expect(same).toEqual(before);
      const edited = await updateUserProfile(db, before!.id, {
        firstName: 'Ân',
        bio: 'Kỹ sư môi trường',
        locale: 'en',
      });
      expect(edited).toMatchObject({
        firstName: 'Ân',
        bio: 'Kỹ sư môi trường',
        locale: 'en',
        lastName: 'Nguyễn',
      });
      const moved = await upsertUserByCognitoSub(db, {
        sub,
        email: 'an@new.example',
        firstName: 'Other',
        lastName: 'Z',
      });
      expect(moved).toMatchObject({
        id: before!.id,
        email: 'an@new.example',
        firstName: 'Ân',
        lastName: 'Nguyễn',
      });
    });

    it('refuses a second user with the same e-mail (unique violation 23505)', async () => {
      await expect(
        upsertUserByCognitoSub(db, {
          sub: `sub-${engine}-2`,
          email: 'AN@new.example',
          firstName: 'B',
          lastName: 'C',
        }),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it('marks activation once and changes status', async () => {
      const user = (await findUserBySub(db, `sub-${engine}-1`))!;
      const activated = await markUserActivated(db, user.id);
      expect(activated?.activatedAt).toEqual(expect.any(String));
      const again = await markUserActivated(db, user.id);
      expect(again?.activatedAt).toBe(activated?.activatedAt);
      expect((await setUserStatus(db, user.id, 'DISABLED'))?.status).toBe('DISABLED');
      expect((await setUserStatus(db, user.id, 'ACTIVE'))?.status).toBe('ACTIVE');
      expect(await markUserActivated(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    });
  });

  describe('spaces', () => {
    it('the creator is OWNER; members are added, listed, suspended and removed', async () => {
      const owner = (await findUserBySub(db, `sub-${engine}-1`))!;
      const member = await upsertUserByCognitoSub(db, {
        sub: `sub-${engine}-3`,
        email: `member-${engine}@example.com`,
        firstName: 'Bình',
        lastName: 'Trần',
      });
      const space = await createSpace(db, { name: ' Công ty TNHH Thép Xanh ', ownerUserId: owner.id });
      expect(space).toMatchObject({ name: 'Công ty TNHH Thép Xanh', plan: 'FREE', createdBy: owner.id });
      expect(await findSpaceById(db, space.id)).toEqual(space);
      expect(await listSpacesOfUser(db, owner.id)).toEqual([
        { id: space.id, name: 'Công ty TNHH Thép Xanh', role: 'OWNER', status: 'ACTIVE' },
      ]);

      const added = await addMember(db, { spaceId: space.id, userId: member.id, role: 'MEMBER' });
      expect(added).toMatchObject({ spaceId: space.id, userId: member.id, role: 'MEMBER', status: 'ACTIVE' });
      expect(await listSpacesOfUser(db, member.id)).toEqual([
        { id: space.id, name: space.name, role: 'MEMBER', status: 'ACTIVE' },
      ]);
      expect((await listMembers(db, space.id)).map((m) => m.role)).toEqual(['OWNER', 'MEMBER']);

      const promoted = await addMember(db, { spaceId: space.id, userId: member.id, role: 'ADMIN' });
      expect(promoted.role).toBe('ADMIN');
      expect(
        (await setMemberStatus(db, { spaceId: space.id, userId: member.id, status: 'SUSPENDED' }))?.status,
      ).toBe('SUSPENDED');
      expect((await findMember(db, space.id, member.id))?.status).toBe('SUSPENDED');
      expect(await removeMember(db, { spaceId: space.id, userId: member.id })).toBe(true);
      expect(await removeMember(db, { spaceId: space.id, userId: member.id })).toBe(false);
      expect(await listSpacesOfUser(db, member.id)).toEqual([]);
      expect(await listSpacesOfUser(db, 'not-a-uuid')).toEqual([]);
    });

    it('findUserWithSpacesBySub answers what findUserBySub and listSpacesOfUser do, in one query', async () => {
      const owner = (await findUserBySub(db, `sub-${engine}-1`))!;
      const other = await upsertUserByCognitoSub(db, {
        sub: `sub-${engine}-4`,
        email: `other-${engine}@example.com`,
        firstName: 'C',
        lastName: 'D',
      });
      const theirs = await createSpace(db, { name: 'Công ty B', ownerUserId: other.id });
      await addMember(db, { spaceId: theirs.id, userId: owner.id, role: 'MEMBER', status: 'SUSPENDED' });
      const spaces = await listSpacesOfUser(db, owner.id);
      expect(spaces.length).toBeGreaterThanOrEqual(2);
      expect(await findUserWithSpacesBySub(db, `sub-${engine}-1`)).toEqual({
        user: await findUserBySub(db, `sub-${engine}-1`),
        spaces,
      });
      expect(await findUserWithSpacesBySub(db, `sub-${engine}-5`)).toBeNull();
      const lonely = await upsertUserByCognitoSub(db, {
        sub: `sub-${engine}-6`,
        email: `lonely-${engine}@example.com`,
        firstName: 'E',
        lastName: 'F',
      });
      expect(await findUserWithSpacesBySub(db, `sub-${engine}-6`)).toEqual({ user: lonely, spaces: [] });
    });

    it('createSpace is one transaction: an unknown owner leaves no space behind', async () => {
      const before = (await db.query<{ n: number }>('SELECT count(*) AS n FROM spaces')).rows[0].n;
      await expect(
        createSpace(db, { name: 'Orphan', ownerUserId: '00000000-0000-4000-8000-000000000000' }),
      ).rejects.toMatchObject({ code: '23503' });
      expect((await db.query<{ n: number }>('SELECT count(*) AS n FROM spaces')).rows[0].n).toBe(before);
    });
  });

  it('transactions roll back on error and nest as savepoints', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS tx_probe (n integer)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES (2)');
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('INSERT INTO tx_probe VALUES (3)');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await tx.transaction((inner) => inner.query('INSERT INTO tx_probe VALUES (4)'));
    });
    const { rows } = await db.query<{ n: number }>('SELECT n FROM tx_probe ORDER BY n');
    expect(rows.map((r) => r.n)).toEqual([2, 4]);
    await db.exec('DROP TABLE tx_probe');
  });

  it('returns the same JS types on both engines (int8 as number, timestamptz as Date)', async () => {
    const { rows } = await db.query('SELECT 5::bigint AS big, now() AS at, 1.5::float8 AS f, $1::text AS t', [
      'x',
    ]);
    expect(rows[0]).toEqual({ big: 5, at: expect.any(Date), f: 1.5, t: 'x' });
  });
});

describe('PostgreSQL: prepared statements', () => {
  it('the prepared user reads keep working on the same connection after a migration adds a column', async () => {
    const database = await createPostgresDatabase();
    // One connection, so the second read reuses the statement prepared by the first.
    const db = await openDb({ databaseUrl: database.url, maxConnections: 1 });
    try {
      await migrate(db);
      const user = await upsertUserByCognitoSub(db, {
        sub: 'sub-prepared',
        email: 'prepared@example.com',
        firstName: 'P',
        lastName: 'S',
      });
      expect(await findUserBySub(db, 'sub-prepared')).toEqual(user);
      expect((await findUserWithSpacesBySub(db, 'sub-prepared'))?.user).toEqual(user);
      await db.exec('ALTER TABLE users ADD COLUMN bench_extra text');
      expect(await findUserBySub(db, 'sub-prepared')).toEqual(user);
      expect((await findUserWithSpacesBySub(db, 'sub-prepared'))?.user).toEqual(user);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});

describe('PostgreSQL: concurrent start-ups', () => {
  it('two migrators (and seeders) at once apply each migration exactly once', async () => {
    const database = await createPostgresDatabase();
    const [a, b] = await Promise.all([database.open(), database.open()]);
    try {
      const files = (await loadMigrations()).map((m) => m.name);
      const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
      expect([...ra.applied, ...rb.applied].sort()).toEqual(files);
      expect(ra.applied.filter((name) => rb.applied.includes(name))).toEqual([]);
      const { rows } = await a.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
      expect(rows[0].n).toBe(files.length);

      await Promise.all([seedReferenceData(a), seedReferenceData(b)]);
      expect(await counts(a)).toMatchObject(EXPECTED);
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});
