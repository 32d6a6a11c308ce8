// The public expert directory (issue 13) on PGlite and PostgreSQL: the illustrative seed (idempotent), every
// filter of GET /users/experts alone and combined, the name search (case- and accent-insensitive) and paging
// against a direct read of the database, unpublished profiles never listed, no e-mail or phone anywhere in the
// answers, the profile's credentials (declared ones and the user's valid academy certificates as verified; a
// revoked one not shown) and `contactable`.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAcademy } from '../../server/academy/seed';
import { foldName, NAME_FOLDING } from '../../server/db/repos/expert-directory';
import {
  ILLUSTRATIVE_EXPERTS,
  insertSeedProfile,
  seedExperts,
  type SeedProfile,
} from '../../server/experts/seed';
import { ENGINES } from './harness';
import { ACADEMY_FIXTURES } from './support/academy-courses';
import { makeUser, useSpacesSuite, type TestUser } from './support/spaces';

interface ProfileRow {
  id: string;
  slug: string;
  first_name: string;
  last_name: string;
  sector_ids: number[];
  services: string[];
  standards: string[];
  country_id: number;
  city_id: number | null;
  languages: string[];
}

const PRIVATE_PHONE = '0903 123 456';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ISO_DATE = /\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?/g;

/** Every string value of a JSON document. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A profile of an account of its own (not illustrative). */
function accountProfile(slug: string, overrides: Partial<SeedProfile> = {}): SeedProfile {
  return {
    ...ILLUSTRATIVE_EXPERTS[0],
    slug,
    firstName: 'Thị Thu',
    lastName: 'Ngô',
    credentials: [
      {
        title: 'Kiểm kê khí nhà kính (thử nghiệm)',
        issuer: 'Đơn vị cấp thử nghiệm',
        issuedOn: '2020-01-02',
        expiresOn: '2021-01-01',
        evidenceUrl: 'https://example.com/evidence',
      },
    ],
    ...overrides,
  };
}

describe.each(ENGINES)('expert directory on %s', (engine) => {
  const { suite, call } = useSpacesSuite(engine);
  let expert: TestUser;
  let company: TestUser;

  /** Every published profile as the database holds it, in the list's order. */
  const published = async () =>
    (
      await suite.db.query<ProfileRow>(
        `SELECT id, slug, first_name, last_name, sector_ids, services, standards, country_id, city_id, languages
         FROM expert_profiles WHERE published
         ORDER BY lower(translate(last_name, $1, $2)), lower(translate(first_name, $1, $2)), last_name, first_name, id`,
        [NAME_FOLDING.from, NAME_FOLDING.to],
      )
    ).rows;

  beforeAll(async () => {
    const first = await seedExperts(suite.db);
    expect(first.inserted).toEqual(ILLUSTRATIVE_EXPERTS.map((p) => p.slug));
    expert = await makeUser(suite.db, 'expert');
    company = await makeUser(suite.db, 'company');
    await suite.db.query(`UPDATE users SET phone = '0912000111' WHERE id = ANY($1)`, [
      [expert.id, company.id],
    ]);
    // An expert with an account, a private phone and an academy certificate (one more, revoked).
    expect(await insertSeedProfile(suite.db, accountProfile('ngo-thi-thu'), expert.id)).toBe(true);
    await suite.db.query(
      `UPDATE expert_profiles SET illustrative = false, contact_phone = $2 WHERE slug = $1`,
      ['ngo-thi-thu', PRIVATE_PHONE],
    );
    // An unpublished profile (matches every filter of the first seed profile).
    expect(
      await insertSeedProfile(suite.db, accountProfile('an-an-nguyen', { firstName: 'Văn Ẩn' }), null),
    ).toBe(true);
    await suite.db.query(`UPDATE expert_profiles SET published = false WHERE slug = 'an-an-nguyen'`);
    const seeded = await seedAcademy(suite.db, { dir: ACADEMY_FIXTURES });
    expect(seeded.problems).toEqual([]);
    const courses = await suite.db.query<{ id: number }>(
      `SELECT id FROM academy_courses ORDER BY id LIMIT 2`,
    );
    await suite.db.query(
      `INSERT INTO academy_issuer_keys (kid, public_jwk) VALUES ('test-directory-key', '{}'::jsonb)
       ON CONFLICT DO NOTHING`,
    );
    for (const [index, course] of courses.rows.entries()) {
      const enrolment = await suite.db.query<{ id: number }>(
        `INSERT INTO academy_enrolments (user_id, course_id) VALUES ($1, $2) RETURNING id`,
        [expert.id, course.id],
      );
      await suite.db.query(
        `INSERT INTO academy_certificates (id, code, enrolment_id, user_id, course_id, locale, first_name,
           last_name, email, phone, organization_name, course_title, issued_at, credential_jwt, kid, status_index,
           revoked_at, revocation_reason)
         VALUES ($1, $2, $3, $4, $5, 'vi', 'Thị Thu', 'Ngô', $6, '0912000111', 'Công ty thử', $7,
           '2026-10-01T03:00:00Z', 'x.y.z', 'test-directory-key', $8, $9, $10)`,
        [
          randomUUID(),
          `GHG-2026-DIR${index}${engine === 'pglite' ? 'A' : 'B'}`,
          enrolment.rows[0].id,
          expert.id,
          course.id,
          expert.email,
          index === 0 ? 'Khoá học hợp lệ' : 'Khoá học bị thu hồi',
          9000 + index,
          index === 0 ? null : new Date(),
          index === 0 ? null : 'Thử thu hồi',
        ],
      );
    }
  });

  it('the seed has at least 8 illustrative profiles across sectors, regions and languages; a second run changes nothing', async () => {
    const before = await suite.db.query(`SELECT * FROM expert_profiles ORDER BY id`);
    expect(await seedExperts(suite.db)).toEqual({ inserted: [] });
    const after = await suite.db.query(`SELECT * FROM expert_profiles ORDER BY id`);
    expect(after.rows).toEqual(before.rows);
    const seeded = before.rows.filter((row) => row.illustrative && row.user_id === null);
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seeded.flatMap((row) => row.sector_ids)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.map((row) => row.country_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(seeded.map((row) => row.city_id).filter(Boolean)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(seeded.flatMap((row) => row.services)).size).toBe(5);
    expect(new Set(seeded.flatMap((row) => row.standards)).size).toBe(5);
    expect(new Set(seeded.map((row) => row.availability)).size).toBe(3);
  });

  it('every filter, alone and combined, and paging answer the rows of a direct database read', async () => {
    const rows = await published();
    // Accents do not move a name out of its letter: Đặng among the D's (after Bùi), not after Võ.
    expect(rows.slice(0, 2).map((r) => r.slug)).toEqual(['bui-thanh-son', 'dang-quoc-bao']);
    const cases: Array<[string, (row: ProfileRow) => boolean]> = [
      ['', () => true],
      ['sectorId=1', (r) => r.sector_ids.includes(1)],
      ['sectorId=7', (r) => r.sector_ids.includes(7)],
      ['sectorId=12', (r) => r.sector_ids.includes(12)],
      ['service=CBAM_REPORTING', (r) => r.services.includes('CBAM_REPORTING')],
      ['service=TRAINING', (r) => r.services.includes('TRAINING')],
      ['standard=ISO_14064_3', (r) => r.standards.includes('ISO_14064_3')],
      ['standard=ISO_14068_1', (r) => r.standards.includes('ISO_14068_1')],
      ['countryId=18', (r) => r.country_id === 18],
      ['countryId=16', (r) => r.country_id === 16],
      ['cityId=1', (r) => r.city_id === 1],
      ['cityId=79', (r) => r.city_id === 79],
      ['language=en', (r) => r.languages.includes('en')],
      ['language=ja', (r) => r.languages.includes('ja')],
      [
        'sectorId=1&service=VERIFICATION',
        (r) => r.sector_ids.includes(1) && r.services.includes('VERIFICATION'),
      ],
      [
        'countryId=18&cityId=1&language=en&standard=ISO_14064_1',
        (r) =>
          r.country_id === 18 &&
          r.city_id === 1 &&
          r.languages.includes('en') &&
          r.standards.includes('ISO_14064_1'),
      ],
      [
        'service=ESG_REPORTING&language=fr',
        (r) => r.services.includes('ESG_REPORTING') && r.languages.includes('fr'),
      ],
      ['countryId=18&sectorId=14', (r) => r.country_id === 18 && r.sector_ids.includes(14)],
      ['sectorId=6&cityId=79', () => false],
    ];
    for (const [query, keep] of cases) {
      const expected = rows.filter(keep).map((r) => r.id);
      if (query !== 'sectorId=6&cityId=79') expect(expected.length, query).toBeGreaterThan(0);
      const all = await call(null, { method: 'GET', url: `/api/users/experts?${query}` });
      expect(all.status, query).toBe(200);
      expect(
        all.body.data.map((e: { id: string }) => e.id),
        query,
      ).toEqual(expected);
      expect(all.body.meta, query).toEqual({
        page: 1,
        take: 50,
        total: expected.length,
        pageCount: Math.ceil(expected.length / 50),
      });
      for (const page of [1, 2, 3]) {
        const paged = await call(null, {
          method: 'GET',
          url: `/api/users/experts?${query}&take=2&page=${page}`,
        });
        expect(
          paged.body.data.map((e: { id: string }) => e.id),
          `${query} page ${page}`,
        ).toEqual(expected.slice((page - 1) * 2, page * 2));
        expect(paged.body.meta).toEqual({
          page,
          take: 2,
          total: expected.length,
          pageCount: Math.ceil(expected.length / 2),
        });
      }
    }
  });

  it('the name search is case- and accent-insensitive, on first, last and both names', async () => {
    const rows = await published();
    const cases: Array<[string, string[]]> = [
      ['nguyen van', ['nguyen-van-hung']],
      ['NGUYỄN VĂN HÙNG', ['nguyen-van-hung']],
      ['Văn Hùng Nguyễn', ['nguyen-van-hung']],
      ['  dang   quoc ', ['dang-quoc-bao']],
      ['đặng', ['dang-quoc-bao']],
      ['hoang duc', ['hoang-duc-anh']],
      ['somchai', ['somchai-rattanakul']],
      ['thi', ['ngo-thi-thu', 'tran-thi-mai']],
      ['100%_', []],
      ['   ', rows.map((r) => r.slug)],
    ];
    for (const [q, slugs] of cases) {
      // The same rule read directly: names folded in JavaScript.
      const folded = foldName(q);
      const expected = rows
        .filter((r) =>
          [
            r.first_name,
            r.last_name,
            `${r.last_name} ${r.first_name}`,
            `${r.first_name} ${r.last_name}`,
          ].some((name) => foldName(name).includes(folded)),
        )
        .map((r) => r.slug);
      expect(expected.slice().sort(), q).toEqual(slugs.slice().sort());
      const res = await call(null, { method: 'GET', url: `/api/users/experts?q=${encodeURIComponent(q)}` });
      expect(res.status, q).toBe(200);
      expect(
        res.body.data.map((e: { slug: string }) => e.slug),
        q,
      ).toEqual(expected);
    }
    const combined = await call(null, { method: 'GET', url: '/api/users/experts?q=nguyen&cityId=79' });
    expect(combined.body.data).toEqual([]);
  });

  it('an unpublished profile is never listed nor shown', async () => {
    const everything = await call(null, { method: 'GET', url: '/api/users/experts?take=1000' });
    expect(everything.body.data.map((e: { slug: string }) => e.slug)).not.toContain('an-an-nguyen');
    const searched = await call(null, { method: 'GET', url: '/api/users/experts?q=van%20an' });
    expect(searched.body.data).toEqual([]);
    expect((await call(null, { method: 'GET', url: '/api/experts/profiles/an-an-nguyen' })).status).toBe(404);
    expect((await call(null, { method: 'GET', url: '/api/experts/profiles/khong-co-ai' })).status).toBe(404);
  });

  it('never an e-mail or a phone in the list or on a profile', async () => {
    const stored = await suite.db.query<{ email: string; phone: string | null }>(
      `SELECT email, phone FROM users WHERE id = ANY($1)`,
      [[expert.id, company.id]],
    );
    const secrets = [PRIVATE_PHONE, ...stored.rows.flatMap((row) => [row.email, row.phone ?? ''])].filter(
      Boolean,
    );
    const answers = [
      await call(null, { method: 'GET', url: '/api/users/experts?take=1000' }),
      await call(company, { method: 'GET', url: '/api/users/experts?q=ngo' }),
      await call(null, { method: 'GET', url: '/api/experts/profiles/ngo-thi-thu' }),
      await call(company, { method: 'GET', url: '/api/experts/profiles/ngo-thi-thu' }),
      await call(null, { method: 'GET', url: '/api/experts/profiles/nguyen-van-hung' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain('@');
      // No run of 8 or more digits, with or without the spaces, dots or dashes phones are written with, in any
      // text of the answer (ids, dates and coordinates are not texts a phone could hide in).
      const texts = stringsOf(answer.body)
        .map((value) => value.replace(UUID, '').replace(ISO_DATE, ''))
        .join('\n');
      expect(texts).not.toMatch(/\+?\d[\d .()-]{6,}\d/);
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(email|phone|contactPhone)"/i);
    }
  });

  it('a profile: public facts, location in the language, declared and academy credentials, no revoked one', async () => {
    const res = await call(null, {
      method: 'GET',
      url: '/api/experts/profiles/ngo-thi-thu',
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    const profile = res.body.data;
    expect(profile).toMatchObject({
      slug: 'ngo-thi-thu',
      firstName: 'Thị Thu',
      lastName: 'Ngô',
      location: 'Hà Nội, Vietnam',
      illustrative: false,
      verifiedCredentialCount: 2,
      contactable: false,
    });
    expect(profile.sectors.map((s: { code: string }) => s.code)).toEqual(['ENERGY', 'ELECTRICITY']);
    expect(profile.credentials).toEqual([
      {
        source: 'DECLARED',
        title: 'Kiểm kê khí nhà kính (thử nghiệm)',
        issuer: 'Đơn vị cấp thử nghiệm',
        issuedOn: '2020-01-02',
        expiresOn: '2021-01-01',
        evidenceUrl: 'https://example.com/evidence',
        verified: true,
        verifyUrl: null,
        expired: true,
      },
      {
        source: 'ACADEMY',
        title: 'Khoá học hợp lệ',
        issuer: 'GHG Platform Academy',
        issuedOn: '2026-10-01',
        expiresOn: null,
        evidenceUrl: null,
        verified: true,
        verifyUrl: `/verify/GHG-2026-DIR0${engine === 'pglite' ? 'A' : 'B'}`,
        expired: false,
      },
    ]);
    const listed = await call(null, { method: 'GET', url: '/api/users/experts?q=ngo%20thi' });
    expect(listed.body.data[0]).toMatchObject({ slug: 'ngo-thi-thu', verifiedCredentialCount: 2 });
    const vi = await call(null, { method: 'GET', url: '/api/experts/profiles/somchai-rattanakul' });
    expect(vi.body.data).toMatchObject({ location: 'Thái Lan', city: null, illustrative: true });
    expect(vi.body.data.credentials).toHaveLength(1);
  });

  it('contactable: signed in, not the expert themself, and the profile has an account; a bad token is 401', async () => {
    const url = '/api/experts/profiles/ngo-thi-thu';
    expect((await call(null, { method: 'GET', url })).body.data.contactable).toBe(false);
    expect((await call(company, { method: 'GET', url })).body.data.contactable).toBe(true);
    expect((await call(expert, { method: 'GET', url })).body.data.contactable).toBe(false);
    const illustrative = await call(company, { method: 'GET', url: '/api/experts/profiles/nguyen-van-hung' });
    expect(illustrative.body.data.contactable).toBe(false);
    const bad = await suite.app.inject({
      method: 'GET',
      url,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('bad filters are 400, never 5xx', async () => {
    for (const query of [
      'sectorId=abc',
      'sectorId=0',
      'service=COOKING',
      'standard=ISO_9001',
      'language=xx',
      'countryId=-1',
      'cityId=1.5',
      `q=${'a'.repeat(101)}`,
      'take=0',
      'page=0',
    ]) {
      const res = await call(null, { method: 'GET', url: `/api/users/experts?${query}` });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBeTruthy();
    }
    expect((await call(null, { method: 'GET', url: '/api/experts/profiles/Not_A_Slug' })).status).toBe(400);
    // An unknown but well-formed id narrows to nothing.
    const none = await call(null, { method: 'GET', url: '/api/users/experts?sectorId=999999&countryId=999' });
    expect(none.body).toEqual({ data: [], meta: { page: 1, take: 50, total: 0, pageCount: 0 } });
  });
});
