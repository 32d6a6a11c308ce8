// Where each factor of the GHG emission-risk assessment comes from, in both languages: a language-neutral citation
// (document, table, year, address) and a short description per language. The stored assessment keeps only the
// source's id (GhgSourceId); ghg-report-text.ts renders it in the reader's language, so the vi report shows no
// English source text and an old report reads with today's wording. Figures themselves live in ghg-factors.ts and
// ghg-grid-factors.ts, each next to the id of its source here.
import type { Locale } from './messages';

export type GhgSourceId =
  | 'GRID_VN_DCC_2023'
  | 'GRID_VN_HUST_2024'
  | 'GRID_TH_TGO_2026'
  | 'GRID_SG_EMA_2017'
  | 'GRID_PH_DOE_LUZON_VISAYAS'
  | 'GRID_PH_DOE_MINDANAO'
  | 'GRID_ID_RUPTL_2015'
  | 'GRID_OWN'
  | 'IPCC_2006_STATIONARY'
  | 'IPCC_2006_ROAD'
  | 'MOIT_3505_TOE'
  | 'GWP_AR5'
  | 'GWP_AR6'
  | 'CBAM_PRICE_Q1_2026'
  | 'CBAM_DEFAULTS_2025_2621'
  | 'CBAM_BENCHMARKS_2025_2620'
  | 'CBAM_MARKUP_2025_2621'
  | 'CBAM_FACTOR_ETS_10A'
  | 'EUR_VND_APPROX';

export interface GhgSource {
  /** Language-neutral: document, table, year and where it was read. */
  citation: string;
  /** The year the value refers to (or was published for). */
  year: number;
  description: Record<Locale, string>;
}

export const GHG_SOURCES: Readonly<Record<GhgSourceId, GhgSource>> = {
  GRID_VN_DCC_2023: {
    citation: 'DCC/MAE 2023; CDM Tool 07; climatechange.vn',
    year: 2023,
    description: {
      vi: 'Hệ số phát thải lưới điện Việt Nam năm 2023 (biên kết hợp) do Cục Biến đổi khí hậu công bố',
      en: "Vietnam's 2023 grid emission factor (combined margin) published by the Department of Climate Change",
    },
  },
  GRID_VN_HUST_2024: {
    citation: 'HUST/MAE 2024; vietnamplus.vn, 04/2025',
    year: 2024,
    description: {
      vi: 'Ước tính nghiên cứu cho năm 2024 của nhóm Đại học Bách khoa Hà Nội và Bộ Nông nghiệp và Môi trường; chưa có số liệu chính thức, cần kiểm chứng',
      en: 'Research estimate for 2024 by a Hanoi University of Science and Technology / MAE team; no official value yet, to be verified',
    },
  },
  GRID_TH_TGO_2026: {
    citation: 'TGO, 01/01/2026; nationthailand.com/news/policy/40059019 (30/11/2025)',
    year: 2026,
    description: {
      vi: 'Hệ số phát thải điện lưới (phạm vi 2) của Tổ chức Quản lý khí nhà kính Thái Lan (TGO), áp dụng từ ngày 1/1/2026',
      en: 'Grid electricity emission factor (Scope 2) of the Thailand Greenhouse Gas Management Organization (TGO), in force from 1 Jan 2026',
    },
  },
  GRID_SG_EMA_2017: {
    citation: 'EMA, Singapore Energy Statistics 2018; ema.gov.sg',
    year: 2017,
    description: {
      vi: 'Hệ số phát thải lưới điện Singapore năm 2017 (biên vận hành trung bình) của Cơ quan Thị trường Năng lượng (EMA)',
      en: "Singapore's 2017 grid emission factor (average operating margin) of the Energy Market Authority (EMA)",
    },
  },
  GRID_PH_DOE_LUZON_VISAYAS: {
    citation: 'DOE Philippines, 2015-2017 National Grid Emission Factor (NGEF), Table 1a; doe.gov.ph',
    year: 2017,
    description: {
      vi: 'Hệ số phát thải lưới điện quốc gia 2015–2017 của Bộ Năng lượng Philippines, lưới Luzon-Visayas (biên vận hành đơn giản)',
      en: "The Philippine Department of Energy's 2015–2017 national grid emission factor, Luzon-Visayas grid (simple operating margin)",
    },
  },
  GRID_PH_DOE_MINDANAO: {
    citation: 'DOE Philippines, 2015-2017 National Grid Emission Factor (NGEF), Table 2a; doe.gov.ph',
    year: 2017,
    description: {
      vi: 'Cùng nguồn, lưới Mindanao (biên vận hành đơn giản)',
      en: 'Same source, Mindanao grid (simple operating margin)',
    },
  },
  GRID_ID_RUPTL_2015: {
    citation: 'PLN, RUPTL 2015-2024, Ch. 6; ESDM',
    year: 2015,
    description: {
      vi: 'Hệ số phát thải lưới điện bình quân của Indonesia năm 2015, theo Quy hoạch cung cấp điện RUPTL 2015–2024 của PLN được Bộ Năng lượng và Khoáng sản phê duyệt',
      en: "Indonesia's 2015 average grid emission factor, from PLN's electricity supply plan RUPTL 2015–2024 as ratified by the Ministry of Energy and Mineral Resources",
    },
  },
  GRID_OWN: {
    citation: '—',
    year: 0,
    description: {
      vi: 'Hệ số do chính doanh nghiệp nhập',
      en: 'Your own factor, as entered',
    },
  },
  IPCC_2006_STATIONARY: {
    citation: 'IPCC 2006 GL, Vol. 2, Ch. 1, Tables 1.2, 1.4; Ch. 2, Table 2.3',
    year: 2006,
    description: {
      vi: 'Nhiệt trị và hệ số CO2 theo Hướng dẫn IPCC 2006; CH4 và N2O cho đốt nhiên liệu cố định trong công nghiệp',
      en: 'Heating values and CO2 factors from the 2006 IPCC Guidelines; CH4 and N2O for stationary combustion in industry',
    },
  },
  IPCC_2006_ROAD: {
    citation: 'IPCC 2006 GL, Vol. 2, Ch. 3, Table 3.2.1 (CO2), Table 3.2.2 (CH4, N2O)',
    year: 2006,
    description: {
      vi: 'Nhiệt trị và hệ số CO2 theo Hướng dẫn IPCC 2006; CH4 và N2O cho xe chạy đường bộ (diesel; xăng, không có bộ xử lý khí thải)',
      en: 'Heating values and CO2 factors from the 2006 IPCC Guidelines; CH4 and N2O for road vehicles (diesel; gasoline, uncontrolled)',
    },
  },
  MOIT_3505_TOE: {
    citation: 'MOIT 3505/BCT-KHCN, 19/04/2011',
    year: 2011,
    description: {
      vi: 'Hệ số quy đổi sang tấn dầu tương đương (TOE) theo công văn 3505/BCT-KHCN của Bộ Công Thương',
      en: 'Conversion to tonnes of oil equivalent (TOE) from the Ministry of Industry and Trade letter 3505/BCT-KHCN',
    },
  },
  GWP_AR5: {
    citation: 'IPCC AR5 WG1 (2013), Ch. 8, Table 8.7, GWP-100',
    year: 2014,
    description: {
      vi: 'Tiềm năng nóng lên toàn cầu 100 năm theo Báo cáo đánh giá lần thứ năm của IPCC (AR5), như báo cáo theo UNFCCC đang dùng',
      en: '100-year global-warming potentials from the IPCC Fifth Assessment Report (AR5), as UNFCCC reporting uses',
    },
  },
  GWP_AR6: {
    citation: 'IPCC AR6 WG1 (2021), Table 7.15 / 7.SM.7, GWP-100',
    year: 2021,
    description: {
      vi: 'Tiềm năng nóng lên toàn cầu 100 năm theo Báo cáo đánh giá lần thứ sáu của IPCC (AR6)',
      en: '100-year global-warming potentials from the IPCC Sixth Assessment Report (AR6)',
    },
  },
  CBAM_PRICE_Q1_2026: {
    citation: 'Implementing Regulation (EU) 2025/2548; 07/04/2026',
    year: 2026,
    description: {
      vi: 'Giá chứng chỉ CBAM quý I/2026, bình quân giá đấu giá hạn ngạch EU ETS theo khối lượng; khoảng 60–100 EUR để so sánh',
      en: 'CBAM certificate price for Q1 2026, the volume-weighted average of EU ETS auction prices; a 60–100 EUR band for comparison',
    },
  },
  CBAM_DEFAULTS_2025_2621: {
    citation:
      'Implementing Regulation (EU) 2025/2621, Annex I, as corrected by Implementing Regulation (EU) 2026/1740',
    year: 2026,
    description: {
      vi: 'Giá trị mặc định về phát thải nội hàm theo quốc gia xuất xứ trong giai đoạn chính thức của CBAM',
      en: 'Default values of embedded emissions by country of origin for the CBAM definitive period',
    },
  },
  CBAM_BENCHMARKS_2025_2620: {
    citation: 'Implementing Regulation (EU) 2025/2620, Annex, column B',
    year: 2026,
    description: {
      vi: 'Mức chuẩn (benchmark) để điều chỉnh theo hạn ngạch miễn phí của EU ETS, cột B (áp dụng khi dùng giá trị mặc định)',
      en: 'Benchmarks for the free allocation adjustment, column B (for goods costed with default values)',
    },
  },
  CBAM_MARKUP_2025_2621: {
    citation: 'Implementing Regulation (EU) 2025/2621',
    year: 2026,
    description: {
      vi: 'Phần cộng thêm (mark-up) vào giá trị mặc định: 10% năm 2026, 20% năm 2027, 30% từ năm 2028; phân bón 1%',
      en: 'Mark-up on default values: 10% in 2026, 20% in 2027, 30% from 2028; fertilisers 1%',
    },
  },
  CBAM_FACTOR_ETS_10A: {
    citation: 'Directive 2003/87/EC, Art. 10a(1a), as amended by Directive (EU) 2023/959',
    year: 2023,
    description: {
      vi: 'Hệ số CBAM: tỷ lệ hạn ngạch miễn phí EU ETS còn được cấp trong từng năm (giảm dần đến 0 năm 2034)',
      en: 'CBAM factor: the share of free EU ETS allocation still granted each year (down to 0 in 2034)',
    },
  },
  EUR_VND_APPROX: {
    citation: '—',
    year: 2026,
    description: {
      vi: 'Tỷ giá xấp xỉ do nền tảng đặt, không có nguồn chính thức: chỉ để so sánh chi phí CBAM với doanh thu; hãy kiểm tra tỷ giá hiện hành',
      en: 'An approximate rate set by the platform, with no official source: only to compare the CBAM cost with revenue; check the current rate',
    },
  },
};

/** "description (citation, year)" in the reader's language; the year and citation are left out where unknown. */
export function sourceText(id: GhgSourceId, locale: Locale): string {
  const source = GHG_SOURCES[id];
  if (source.citation === '—') return source.description[locale];
  return `${source.description[locale]} (${citationIn(source.citation, locale)})`;
}

/** A citation's few structural words in the reader's language (vi: Tập, Chương, Bảng, Quy định thực thi (EU)). */
export function citationIn(citation: string, locale: Locale): string {
  if (locale !== 'vi') return citation;
  return citation
    .replace(/\bVol\./g, 'Tập')
    .replace(/\bCh\./g, 'Chương')
    .replace(/\bTables?\b/g, 'Bảng')
    .replace(/\bImplementing Regulation \(EU\)/g, 'Quy định thực thi (EU)')
    .replace(/\bAnnex\b/g, 'Phụ lục')
    .replace(/\bcolumn\b/g, 'cột')
    .replace(/\bas corrected by\b/g, 'được đính chính bởi')
    .replace(/\bas amended by\b/g, 'được sửa đổi bởi')
    .replace(/\bDirective\b/g, 'Chỉ thị')
    .replace(/\b2006 GL\b/g, '2006');
}
