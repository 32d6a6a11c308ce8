// Shared pieces of the expert application tests: a complete application built from the seeded reference data
// (Vietnam, one of its cities, two sectors), the calls of the applicant and of staff, and reads of the rows the
// API must have written (the outbox, the audit log, the published profile).
import type { Db } from '../../../server/db/client';

export interface ExpertReference {
  vietnamId: number;
  hanoiId: number;
  otherCountryId: number;
  sectorIds: number[];
}

export async function expertReference(db: Db): Promise<ExpertReference> {
  const vn = await db.query<{ id: number }>(`SELECT id FROM countries WHERE code = 'VN'`);
  const other = await db.query<{ id: number }>(
    `SELECT id FROM countries WHERE code <> 'VN' ORDER BY id LIMIT 1`,
  );
  const city = await db.query<{ id: number }>(
    `SELECT id FROM cities WHERE country_id = $1 ORDER BY code LIMIT 1`,
    [vn.rows[0].id],
  );
  const sectors = await db.query<{ id: number }>(`SELECT id FROM sectors ORDER BY id LIMIT 2`);
  return {
    vietnamId: vn.rows[0].id,
    hanoiId: city.rows[0].id,
    otherCountryId: other.rows[0].id,
    sectorIds: sectors.rows.map((r) => r.id),
  };
}

/** A complete application (ExpertApplicationInput). */
export function completeApplication(ref: ExpertReference, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Hằng',
    lastName: 'Nguyễn Thị',
    phone: '0912345678',
    headline: 'Chuyên gia thẩm định ISO 14064-3 cho xi măng và thép',
    description:
      'Mười năm kiểm kê khí nhà kính và thẩm định theo ISO 14064 cho các nhà máy xi măng, thép và dệt may tại Việt Nam.',
    profession: 'Kỹ sư môi trường',
    organizationName: 'Công ty TNHH Tư vấn Xanh',
    sectorIds: ref.sectorIds,
    services: ['GHG_INVENTORY', 'VERIFICATION'],
    standards: ['ISO_14064_1', 'ISO_14064_3'],
    countryId: ref.vietnamId,
    cityId: ref.hanoiId,
    languages: ['vi', 'en'],
    availability: 'AVAILABLE',
    yearsOfExperience: 10,
    profileUrl: 'https://www.linkedin.com/in/hang-nguyen',
    credentials: [
      {
        title: 'ISO 14064-3 Lead Verifier',
        issuer: 'Bureau Veritas',
        issuedOn: '2022-03-01',
        expiresOn: '2027-03-01',
        evidenceUrl: 'https://example.org/register/123',
      },
    ],
    agreePrivacy: true,
    ...overrides,
  };
}

/** The outbox rows of one address, oldest first. */
export async function mailsTo(db: Db, to: string) {
  const { rows } = await db.query<{ template: string; locale: string; payload: any; text: string }>(
    `SELECT template, locale, payload, text FROM mail_outbox WHERE to_address = $1 ORDER BY created_at, id`,
    [to],
  );
  return rows;
}

export async function applicationRow(db: Db, id: string) {
  const { rows } = await db.query<{ id: string; status: string; version: number; data: any }>(
    `SELECT id, status, version, data FROM expert_applications WHERE id = $1`,
    [id],
  );
  return rows[0];
}
