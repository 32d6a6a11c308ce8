// The expert directory's illustrative profiles (issue 13): example experts across the Decree 06 sectors and the CBAM
// goods groups, the services, the standards, regions of Vietnam and of the region, languages and availability, so
// that the directory is not empty on `npm start`. Every one is `illustrative` (the pages mark it "Illustrative
// example") and has no account (`user_id` null: nobody can contact it). Names are common Vietnamese (or regional)
// names, organisations are obviously made up ("Mẫu", "Example") and credentials name no real certificate number.
//
// Run at server start beside the academy's seed (server/main.ts). Keyed by slug: a profile whose slug exists is
// left as it is, so a second run changes nothing. The demo expert's profile (DEMO_EXPERT_PROFILE) is written by the
// demo seed (server/stack/demo.ts), which links it to the demo expert's account.
import type {
  ExpertAvailability,
  ExpertLanguage,
  ExpertService,
  ExpertStandard,
} from '../../domain/experts/vocabulary';
import type { Db } from '../db/client';
import { lock } from '../db/migrate';
import type { DeclaredCredential } from './credentials';

export interface SeedProfile {
  slug: string;
  firstName: string;
  lastName: string;
  headline: string;
  description: string;
  profession: string;
  organizationName: string;
  /** Codes of `GET /sectors` (server/db/seed-data/sectors.json). */
  sectors: string[];
  services: ExpertService[];
  standards: ExpertStandard[];
  /** ISO 3166-1 alpha-2 of `GET /countries`. */
  country: string;
  /** GSO code of the city (Vietnam only), else null. */
  city: string | null;
  languages: ExpertLanguage[];
  availability: ExpertAvailability;
  yearsOfExperience: number;
  profileUrl: string | null;
  credentials: DeclaredCredential[];
}

export const ILLUSTRATIVE_EXPERTS: readonly SeedProfile[] = [
  {
    slug: 'nguyen-van-hung',
    firstName: 'Văn Hùng',
    lastName: 'Nguyễn',
    headline: 'Kiểm kê và thẩm tra khí nhà kính cho nhà máy điện và doanh nghiệp năng lượng',
    description:
      'Hơn 14 năm kiểm kê khí nhà kính cấp cơ sở theo Nghị định 06/2022/NĐ-CP cho các nhà máy nhiệt điện, điện mặt trời và lưới phân phối. Thẩm tra báo cáo theo ISO 14064-3, hướng dẫn đội ngũ nhà máy thu thập số liệu hoạt động và lập kế hoạch giám sát.',
    profession: 'Kỹ sư môi trường',
    organizationName: 'Công ty Tư vấn Năng lượng Mẫu An Phát',
    sectors: ['ENERGY', 'ELECTRICITY'],
    services: ['GHG_INVENTORY', 'VERIFICATION'],
    standards: ['ISO_14064_1', 'ISO_14064_3'],
    country: 'VN',
    city: '01',
    languages: ['vi', 'en'],
    availability: 'AVAILABLE',
    yearsOfExperience: 14,
    profileUrl: 'https://example.com/chuyen-gia/nguyen-van-hung',
    credentials: [
      {
        title: 'Chuyên gia thẩm tra trưởng ISO 14064-3 (ví dụ)',
        issuer: 'Viện Đào tạo Khí hậu Mẫu',
        issuedOn: '2021-05-12',
        expiresOn: '2027-05-11',
        evidenceUrl: 'https://example.com/chung-chi/vi-du-iso-14064-3',
      },
      {
        title: 'Kiểm kê khí nhà kính theo ISO 14064-1 (ví dụ)',
        issuer: 'Trung tâm Chứng nhận Ví Dụ',
        issuedOn: '2018-09-03',
        expiresOn: null,
        evidenceUrl: null,
      },
    ],
  },
  {
    slug: 'tran-thi-mai',
    firstName: 'Thị Mai',
    lastName: 'Trần',
    headline: 'Báo cáo ESG và kiểm kê phát thải cho doanh nghiệp dệt may, thực phẩm xuất khẩu',
    description:
      'Đồng hành cùng các nhà máy dệt may và chế biến thực phẩm xuất khẩu sang EU trong việc kiểm kê phạm vi 1, 2 và 3 theo GHG Protocol, chuẩn bị số liệu cho khách hàng quốc tế và viết báo cáo phát triển bền vững.',
    profession: 'Chuyên gia phát triển bền vững',
    organizationName: 'Công ty TNHH Bền Vững Ví Dụ Sài Gòn',
    sectors: ['TEXTILES', 'FOOD_PROCESSING'],
    services: ['ESG_REPORTING', 'GHG_INVENTORY'],
    standards: ['GHG_PROTOCOL', 'ISO_14064_1'],
    country: 'VN',
    city: '79',
    languages: ['vi', 'en', 'fr'],
    availability: 'LIMITED',
    yearsOfExperience: 9,
    profileUrl: null,
    credentials: [
      {
        title: 'Báo cáo phát triển bền vững (khoá học mẫu)',
        issuer: 'Học viện ESG Mẫu',
        issuedOn: '2022-03-20',
        expiresOn: null,
        evidenceUrl: null,
      },
    ],
  },
  {
    slug: 'le-minh-tuan',
    firstName: 'Minh Tuấn',
    lastName: 'Lê',
    headline: 'Báo cáo CBAM cho thép và nhôm xuất khẩu sang Liên minh châu Âu',
    description:
      'Tính lượng phát thải nội hàm của sản phẩm thép và nhôm theo phương pháp của CBAM, lập báo cáo quý cho nhà nhập khẩu EU và chuẩn bị hồ sơ cho thẩm tra. Kinh nghiệm với lò điện hồ quang, cán nóng và đúc nhôm.',
    profession: 'Kỹ sư luyện kim',
    organizationName: 'Văn phòng Tư vấn CBAM Mẫu Hải Cảng',
    sectors: ['IRON_STEEL', 'ALUMINIUM'],
    services: ['CBAM_REPORTING', 'VERIFICATION'],
    standards: ['ISO_14064_3', 'ISO_14067'],
    country: 'VN',
    city: '31',
    languages: ['vi', 'en', 'de'],
    availability: 'AVAILABLE',
    yearsOfExperience: 12,
    profileUrl: null,
    credentials: [
      {
        title: 'Dấu chân carbon sản phẩm ISO 14067 (ví dụ)',
        issuer: 'Tổ chức Chứng nhận Ví Dụ Quốc tế',
        issuedOn: '2020-11-02',
        expiresOn: '2023-11-01',
        evidenceUrl: null,
      },
    ],
  },
  {
    slug: 'pham-thu-ha',
    firstName: 'Thu Hà',
    lastName: 'Phạm',
    headline: 'Kiểm kê phát thải ngành chất thải và nông nghiệp, đào tạo đội ngũ doanh nghiệp',
    description:
      'Kiểm kê phát thải từ bãi chôn lấp, xử lý nước thải và canh tác lúa; thiết kế chương trình đào tạo nội bộ về kiểm kê khí nhà kính cho doanh nghiệp miền Trung.',
    profession: 'Giảng viên môi trường',
    organizationName: 'Trung tâm Đào tạo Khí hậu Mẫu Miền Trung',
    sectors: ['WASTE', 'AFOLU'],
    services: ['GHG_INVENTORY', 'TRAINING'],
    standards: ['ISO_14064_1', 'GHG_PROTOCOL'],
    country: 'VN',
    city: '48',
    languages: ['vi', 'en'],
    availability: 'AVAILABLE',
    yearsOfExperience: 7,
    profileUrl: null,
    credentials: [],
  },
  {
    slug: 'hoang-duc-anh',
    firstName: 'Đức Anh',
    lastName: 'Hoàng',
    headline: 'Xi măng, vật liệu xây dựng và phân bón: phát thải sản phẩm và báo cáo CBAM',
    description:
      'Tính phát thải của clinker, xi măng và phân bón chứa nitơ theo ISO 14067 và GHG Protocol, chuẩn bị số liệu CBAM cho khách hàng châu Âu, làm việc với các khu công nghiệp phía Nam.',
    profession: 'Chuyên gia quy trình công nghiệp',
    organizationName: 'Công ty Cổ phần Giải pháp Carbon Mẫu',
    sectors: ['CEMENT', 'CONSTRUCTION', 'FERTILISERS'],
    services: ['CBAM_REPORTING', 'GHG_INVENTORY'],
    standards: ['ISO_14067', 'GHG_PROTOCOL'],
    country: 'VN',
    city: '74',
    languages: ['vi', 'en', 'ko'],
    availability: 'LIMITED',
    yearsOfExperience: 11,
    profileUrl: null,
    credentials: [
      {
        title: 'Chuyên gia CBAM (chứng nhận mẫu)',
        issuer: 'Hiệp hội Tư vấn Carbon Ví Dụ',
        issuedOn: '2024-02-15',
        expiresOn: '2029-02-14',
        evidenceUrl: 'https://example.com/chung-chi/vi-du-cbam',
      },
    ],
  },
  {
    slug: 'vo-ngoc-lan',
    firstName: 'Ngọc Lan',
    lastName: 'Võ',
    headline: 'Trung hoà carbon và báo cáo ESG cho doanh nghiệp nông sản, thực phẩm',
    description:
      'Xây dựng lộ trình giảm phát thải và tuyên bố trung hoà carbon theo ISO 14068-1 cho doanh nghiệp nông sản và chế biến thuỷ sản vùng Đồng bằng sông Cửu Long; đào tạo cán bộ phụ trách ESG.',
    profession: 'Chuyên gia ESG',
    organizationName: 'Công ty Tư vấn Xanh Mẫu Cửu Long',
    sectors: ['FOOD_PROCESSING', 'AFOLU'],
    services: ['ESG_REPORTING', 'TRAINING'],
    standards: ['ISO_14068_1', 'GHG_PROTOCOL'],
    country: 'VN',
    city: '92',
    languages: ['vi'],
    availability: 'UNAVAILABLE',
    yearsOfExperience: 6,
    profileUrl: null,
    credentials: [],
  },
  {
    slug: 'dang-quoc-bao',
    firstName: 'Quốc Bảo',
    lastName: 'Đặng',
    headline: 'Thẩm tra kiểm kê khí nhà kính ngành khai khoáng và năng lượng',
    description:
      'Thẩm tra báo cáo kiểm kê khí nhà kính của mỏ than, mỏ đá và nhà máy nhiệt điện theo ISO 14064-3; rà soát kế hoạch giám sát, hệ số phát thải và độ không chắc chắn của số liệu.',
    profession: 'Chuyên gia thẩm tra',
    organizationName: 'Tổ chức Thẩm tra Mẫu Đông Bắc',
    sectors: ['MINING', 'ENERGY'],
    services: ['VERIFICATION', 'GHG_INVENTORY'],
    standards: ['ISO_14064_3', 'ISO_14064_1'],
    country: 'VN',
    city: '22',
    languages: ['vi', 'en', 'zh'],
    availability: 'AVAILABLE',
    yearsOfExperience: 16,
    profileUrl: null,
    credentials: [
      {
        title: 'Thẩm tra viên khí nhà kính (ví dụ)',
        issuer: 'Viện Đào tạo Khí hậu Mẫu',
        issuedOn: '2016-06-30',
        expiresOn: null,
        evidenceUrl: null,
      },
    ],
  },
  {
    slug: 'bui-thanh-son',
    firstName: 'Thanh Sơn',
    lastName: 'Bùi',
    headline: 'Kiểm kê phạm vi 3 cho nhà máy điện tử và chuỗi cung ứng logistics',
    description:
      'Kiểm kê phát thải phạm vi 1, 2 và 3 cho nhà máy linh kiện điện tử và doanh nghiệp vận tải trong các khu công nghiệp phía Bắc, làm việc với khách hàng Nhật Bản về số liệu nhà cung cấp.',
    profession: 'Chuyên gia chuỗi cung ứng',
    organizationName: 'Công ty TNHH Dữ liệu Phát thải Mẫu',
    sectors: ['ELECTRONICS', 'TRANSPORT'],
    services: ['GHG_INVENTORY', 'ESG_REPORTING'],
    standards: ['ISO_14064_1', 'GHG_PROTOCOL'],
    country: 'VN',
    city: '27',
    languages: ['vi', 'en', 'ja'],
    availability: 'AVAILABLE',
    yearsOfExperience: 5,
    profileUrl: null,
    credentials: [],
  },
  {
    slug: 'somchai-rattanakul',
    firstName: 'Somchai',
    lastName: 'Rattanakul',
    headline: 'CBAM and product carbon footprints for chemicals and electronics exporters',
    description:
      'Works with chemical and electronics exporters in Thailand and Vietnam on embedded emissions for CBAM and on product carbon footprints under ISO 14067, from data collection to the quarterly report.',
    profession: 'Carbon accounting consultant',
    organizationName: 'Example Carbon Advisory (Bangkok)',
    sectors: ['CHEMICALS', 'ELECTRONICS', 'HYDROGEN'],
    services: ['CBAM_REPORTING', 'ESG_REPORTING'],
    standards: ['GHG_PROTOCOL', 'ISO_14067'],
    country: 'TH',
    city: null,
    languages: ['en', 'th'],
    availability: 'AVAILABLE',
    yearsOfExperience: 10,
    profileUrl: null,
    credentials: [
      {
        title: 'Product carbon footprint practitioner (example)',
        issuer: 'Example Sustainability Institute',
        issuedOn: '2019-08-19',
        expiresOn: null,
        evidenceUrl: null,
      },
    ],
  },
  {
    slug: 'nurul-aisyah-hamzah',
    firstName: 'Nurul Aisyah',
    lastName: 'Hamzah',
    headline: 'Verification and training for pulp, paper and chemical plants in the region',
    description:
      'Verifies greenhouse gas inventories of pulp and paper mills and chemical plants under ISO 14064-3 and trains in-house teams on carbon neutrality claims under ISO 14068-1, in English and Malay.',
    profession: 'Lead verifier',
    organizationName: 'Example Verification Partners (Kuala Lumpur)',
    sectors: ['PULP_PAPER', 'CHEMICALS'],
    services: ['VERIFICATION', 'TRAINING'],
    standards: ['ISO_14064_3', 'ISO_14068_1'],
    country: 'MY',
    city: null,
    languages: ['en', 'ms'],
    availability: 'LIMITED',
    yearsOfExperience: 8,
    profileUrl: null,
    credentials: [],
  },
];

/** The demo expert's profile (server/stack/demo.ts links it to expert@ghg-demo.vn): contactable in the demo. */
export const DEMO_EXPERT_PROFILE: SeedProfile = {
  slug: 'do-minh-khoa',
  firstName: 'Minh Khoa',
  lastName: 'Đỗ',
  headline: 'Kiểm kê khí nhà kính và báo cáo CBAM cho doanh nghiệp thép, xi măng',
  description:
    'Tài khoản chuyên gia mẫu của bản demo: kiểm kê khí nhà kính theo Nghị định 06/2022/NĐ-CP và ISO 14064-1, tính phát thải nội hàm cho báo cáo CBAM, đào tạo đội ngũ nhà máy thép và xi măng.',
  profession: 'Tư vấn khí nhà kính',
  organizationName: 'Công ty Tư vấn Demo Khí Hậu Xanh',
  sectors: ['IRON_STEEL', 'CEMENT', 'ENERGY'],
  services: ['GHG_INVENTORY', 'CBAM_REPORTING', 'TRAINING'],
  standards: ['ISO_14064_1', 'GHG_PROTOCOL', 'ISO_14067'],
  country: 'VN',
  city: '01',
  languages: ['vi', 'en'],
  availability: 'AVAILABLE',
  yearsOfExperience: 10,
  profileUrl: null,
  credentials: [
    {
      title: 'Kiểm kê khí nhà kính theo ISO 14064-1 (ví dụ)',
      issuer: 'Viện Đào tạo Khí hậu Mẫu',
      issuedOn: '2020-04-10',
      expiresOn: null,
      evidenceUrl: null,
    },
  ],
};

type Query = Pick<Db, 'query'>;

/**
 * Inserts `profile` (illustrative) unless its slug exists; answers whether it did. `userId`: the account behind it
 * (the demo expert), else null.
 */
export async function insertSeedProfile(
  db: Query,
  profile: SeedProfile,
  userId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO expert_profiles (user_id, slug, first_name, last_name, headline, description, profession,
       organization_name, sector_ids, services, standards, country_id, city_id, languages, availability,
       years_of_experience, profile_url, credentials, illustrative, published)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8,
       ARRAY(SELECT s.id FROM unnest($9::text[]) WITH ORDINALITY AS w(code, n) JOIN sectors s ON s.code = w.code
         ORDER BY w.n),
       $10::text[], $11::text[], c.id,
       (SELECT ci.id FROM cities ci WHERE ci.country_id = c.id AND ci.code = $13),
       $14::text[], $15, $16, $17, $18::jsonb, true, true
     FROM countries c WHERE c.code = $12
     ON CONFLICT (slug) DO NOTHING
     RETURNING id`,
    [
      userId,
      profile.slug,
      profile.firstName,
      profile.lastName,
      profile.headline,
      profile.description,
      profile.profession,
      profile.organizationName,
      profile.sectors,
      profile.services,
      profile.standards,
      profile.country,
      profile.city,
      profile.languages,
      profile.availability,
      profile.yearsOfExperience,
      profile.profileUrl,
      JSON.stringify(profile.credentials),
    ],
  );
  return rows.length > 0;
}

export interface ExpertSeedResult {
  /** Slugs inserted by this run. */
  inserted: string[];
}

/** Inserts the illustrative profiles whose slug is not in the database yet (see the top of this file). */
export async function seedExperts(db: Db): Promise<ExpertSeedResult> {
  const inserted: string[] = [];
  await db.transaction(async (tx) => {
    await lock(tx);
    for (const profile of ILLUSTRATIVE_EXPERTS) {
      if (await insertSeedProfile(tx, profile, null)) inserted.push(profile.slug);
    }
  });
  return { inserted };
}
