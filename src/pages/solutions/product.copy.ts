// Copy of the sector pages (/solutions/dich-vu-kiem-ke-khi-nha-kinh-<slug>.html): one entry per known slug, per
// locale. Facts from shared/domain ghg-reference: Decree 06/2022 and 119/2025, the sector circulars, CBAM Annex I as
// listed by Implementing Regulation (EU) 2023/1773, the Vietnam default value for CN 7208 from Implementing
// Regulation (EU) 2025/2621. Emission sources are described in general terms, without figures.
import type { Block, ContentSection, Localized, PageCopy } from '../../components/content/content-layout';
import type { SectorSlug } from './sectors';

interface SectorText {
  title: string;
  lead: string;
  why: readonly Block[];
  whySource: string;
  emissions: readonly string[];
  rules: readonly Block[];
  rulesSource: string;
  cbam: readonly Block[];
  cbamSource: string;
}

const headings: Localized<{
  why: string;
  emissions: string;
  emissionsIntro: string;
  rules: string;
  cbam: string;
  delivers: string;
  deliversList: readonly string[];
}> = {
  vi: {
    why: 'Vì sao cần kiểm kê',
    emissions: 'Các nguồn phát thải thường gặp',
    emissionsIntro:
      'Danh sách dưới đây là điểm xuất phát; ranh giới và nguồn phát thải thực tế được xác định cho từng cơ sở khi khảo sát.',
    rules: 'Phương pháp và quy định áp dụng',
    cbam: 'Cơ chế điều chỉnh biên giới carbon (CBAM) của EU',
    delivers: 'Dịch vụ bao gồm',
    deliversList: [
      'Khảo sát cơ sở, xác định ranh giới tổ chức và ranh giới hoạt động theo TCVN ISO 14064-1:2011.',
      'Kế hoạch thu thập số liệu hoạt động: nhiên liệu, điện năng, nguyên liệu, sản lượng, theo từng cơ sở và từng năm.',
      'Tính phát thải với hệ số có ghi nguồn và năm; hệ số lưới điện mặc định 0,6592 tCO2/MWh năm 2023 của Cục Biến đổi khí hậu.',
      'Báo cáo kiểm kê cấp cơ sở theo Mẫu 06 và hồ sơ giải trình số liệu.',
      'Hỗ trợ trong quá trình thẩm định hoặc thẩm tra độc lập.',
    ],
  },
  en: {
    why: 'Why an inventory',
    emissions: 'Common emission sources',
    emissionsIntro:
      'The list below is a starting point; the boundary and the actual sources are set for each facility during the site survey.',
    rules: 'Methods and rules that apply',
    cbam: "The EU's Carbon Border Adjustment Mechanism (CBAM)",
    delivers: 'What the service includes',
    deliversList: [
      'A site survey, and the organisational and operational boundaries under TCVN ISO 14064-1:2011.',
      'A plan for collecting activity data: fuels, electricity, raw materials, output, per facility and per year.',
      'Emission calculations with factors that name their source and year; the default grid factor is the 2023 value of 0.6592 tCO2/MWh from the Department of Climate Change.',
      'The facility inventory report on Form 06, with the supporting data file.',
      'Support during the appraisal or the independent verification.',
    ],
  },
};

const text: Record<SectorSlug, Localized<SectorText>> = {
  thep: {
    vi: {
      title: 'Kiểm kê khí nhà kính cho doanh nghiệp thép',
      lead: 'Nhà máy thép chịu cùng lúc ba yêu cầu: kiểm kê theo Nghị định 06/2022/NĐ-CP, hạn ngạch phát thải thí điểm theo Nghị định 119/2025/NĐ-CP và CBAM của EU đối với hàng xuất khẩu.',
      why: [
        'Cơ sở sản xuất công nghiệp tiêu thụ từ 1.000 TOE/năm hoặc phát thải từ 3.000 tCO2e/năm thuộc diện phải kiểm kê khí nhà kính; phần lớn nhà máy luyện và cán thép vượt các ngưỡng này.',
        'Nghị định 119/2025/NĐ-CP giao hạn ngạch thí điểm giai đoạn 2025–2026 cho nhiệt điện, gang thép và xi măng. Cơ sở được giao hạn ngạch phải có kết quả kiểm kê được thẩm tra độc lập.',
      ],
      whySource: 'Nghị định 06/2022/NĐ-CP; Nghị định 119/2025/NĐ-CP.',
      emissions: [
        'Than cốc và than dùng làm chất khử trong lò cao (phát thải từ quá trình).',
        'Nhiên liệu đốt cho lò nung phôi, lò cán: khí, dầu FO, LPG.',
        'Điện năng cho lò điện hồ quang, cán và các thiết bị phụ trợ.',
        'Điện cực, vôi và các nguyên liệu chứa carbon khác.',
      ],
      rules: [
        'Phương pháp kiểm kê và báo cáo theo quy định kỹ thuật của Bộ Công Thương tại Thông tư 38/2023/TT-BCT; hệ số phát thải theo danh mục tại Quyết định 2626/QĐ-BTNMT và IPCC 2006.',
      ],
      rulesSource: 'Thông tư 38/2023/TT-BCT; Quyết định 2626/QĐ-BTNMT.',
      cbam: [
        'Sắt thép là nhóm hàng lớn nhất chịu CBAM: 478 mã CN thuộc chương 72 và một phần chương 73. Từ 01/01/2026, nhà nhập khẩu EU phải mua chứng chỉ CBAM cho phát thải nội hàm của hàng nhập.',
        'Ví dụ: với thép cán nóng dạng tấm (CN 7208) từ Việt Nam, giá trị mặc định là 2,35 tCO2/t; khi cộng thêm mức tăng thành 2,58 (2026), 2,82 (2027) và 3,06 (từ 2028). Số liệu thực tế đã được thẩm tra có thể thấp hơn.',
      ],
      cbamSource:
        'Quy định thực thi (EU) 2023/1773; Quy định thực thi (EU) 2025/2621 (bảng giá trị mặc định ngày 04/02/2026).',
    },
    en: {
      title: 'Greenhouse-gas inventories for steel makers',
      lead: 'Steel plants face three duties at once: the inventory under Decree 06/2022/ND-CP, pilot emission quotas under Decree 119/2025/ND-CP, and the EU CBAM on exported goods.',
      why: [
        'An industrial facility using 1,000 TOE a year or more, or emitting 3,000 tCO2e a year or more, must carry out a greenhouse-gas inventory; most steel-making and rolling plants pass these thresholds.',
        'Decree 119/2025/ND-CP gives pilot quotas for 2025–2026 to thermal power, iron and steel, and cement plants. Facilities that receive quotas need an independently verified inventory.',
      ],
      whySource: 'Decree 06/2022/ND-CP; Decree 119/2025/ND-CP.',
      emissions: [
        'Coke and coal used as reducing agents in the blast furnace (process emissions).',
        'Fuel burnt in reheating and rolling furnaces: gas, fuel oil, LPG.',
        'Electricity for electric arc furnaces, rolling mills and auxiliary equipment.',
        'Electrodes, lime and other carbon-bearing materials.',
      ],
      rules: [
        "Inventory and reporting follow the Ministry of Industry and Trade's technical rules in Circular 38/2023/TT-BCT; emission factors come from the list in Decision 2626/QD-BTNMT and from IPCC 2006.",
      ],
      rulesSource: 'Circular 38/2023/TT-BCT; Decision 2626/QD-BTNMT.',
      cbam: [
        'Iron and steel is the largest group of goods under CBAM: 478 CN codes in chapter 72 and part of chapter 73. From 1 January 2026, EU importers must buy CBAM certificates for the embedded emissions of what they import.',
        'Example: for hot-rolled flat steel (CN 7208) from Vietnam, the default value is 2.35 tCO2/t; with the mark-ups it becomes 2.58 (2026), 2.82 (2027) and 3.06 (from 2028). Verified actual data may be lower.',
      ],
      cbamSource:
        'Implementing Regulation (EU) 2023/1773; Implementing Regulation (EU) 2025/2621 (default-value table of 4 February 2026).',
    },
  },
  'xi-mang': {
    vi: {
      title: 'Kiểm kê khí nhà kính cho doanh nghiệp xi măng',
      lead: 'Sản xuất clinker phát thải cả từ nhiên liệu đốt lẫn từ quá trình nung đá vôi. Nhà máy xi măng nằm trong nhóm được giao hạn ngạch thí điểm và hàng xi măng xuất sang EU chịu CBAM.',
      why: [
        'Nhà máy xi măng thường vượt ngưỡng 3.000 tCO2e/năm hoặc 1.000 TOE/năm của Nghị định 06/2022/NĐ-CP và phải kiểm kê khí nhà kính định kỳ.',
        'Nghị định 119/2025/NĐ-CP giao hạn ngạch thí điểm giai đoạn 2025–2026 cho các nhà máy xi măng, cùng với nhiệt điện và gang thép; cơ sở được giao hạn ngạch phải được thẩm tra độc lập.',
      ],
      whySource: 'Nghị định 06/2022/NĐ-CP; Nghị định 119/2025/NĐ-CP.',
      emissions: [
        'Phân huỷ đá vôi khi nung clinker (phát thải từ quá trình).',
        'Than và nhiên liệu khác đốt trong lò nung.',
        'Điện năng cho nghiền nguyên liệu, nghiền xi măng và quạt.',
        'Vận chuyển nội bộ và thiết bị di động.',
      ],
      rules: [
        'Ngành xi măng thuộc lĩnh vực xây dựng: phương pháp kiểm kê theo Thông tư 13/2024/TT-BXD của Bộ Xây dựng; hệ số phát thải theo Quyết định 2626/QĐ-BTNMT và IPCC 2006.',
      ],
      rulesSource: 'Thông tư 13/2024/TT-BXD; Quyết định 2626/QĐ-BTNMT.',
      cbam: [
        'CBAM áp dụng cho 6 mã CN của nhóm xi măng (2507 00 80 và nhóm 2523, gồm clinker). Trong giai đoạn chính thức, phát thải gián tiếp từ điện năng được tính vào phát thải nội hàm đối với xi măng và phân bón.',
      ],
      cbamSource: 'Quy định (EU) 2023/956, Phụ lục I; Quy định thực thi (EU) 2023/1773.',
    },
    en: {
      title: 'Greenhouse-gas inventories for cement makers',
      lead: 'Making clinker emits both from the fuel burnt and from heating limestone. Cement plants are among those given pilot quotas, and cement exported to the EU falls under CBAM.',
      why: [
        'Cement plants usually pass the 3,000 tCO2e a year or 1,000 TOE a year thresholds of Decree 06/2022/ND-CP and must carry out regular greenhouse-gas inventories.',
        'Decree 119/2025/ND-CP gives pilot quotas for 2025–2026 to cement plants, together with thermal power and iron and steel; facilities with quotas need independent verification.',
      ],
      whySource: 'Decree 06/2022/ND-CP; Decree 119/2025/ND-CP.',
      emissions: [
        'Limestone breaking down when clinker is fired (process emissions).',
        'Coal and other fuels burnt in the kiln.',
        'Electricity for raw-meal and cement grinding and for fans.',
        'On-site transport and mobile equipment.',
      ],
      rules: [
        "Cement belongs to the construction sector: the inventory follows the Ministry of Construction's Circular 13/2024/TT-BXD; emission factors come from Decision 2626/QD-BTNMT and IPCC 2006.",
      ],
      rulesSource: 'Circular 13/2024/TT-BXD; Decision 2626/QD-BTNMT.',
      cbam: [
        'CBAM covers 6 CN codes in the cement group (2507 00 80 and heading 2523, which includes clinker). In the definitive period, indirect emissions from electricity count in the embedded emissions of cement and fertilisers.',
      ],
      cbamSource: 'Regulation (EU) 2023/956, Annex I; Implementing Regulation (EU) 2023/1773.',
    },
  },
  nhom: {
    vi: {
      title: 'Kiểm kê khí nhà kính cho doanh nghiệp nhôm',
      lead: 'Từ luyện nhôm đến đùn ép và cán, điện năng và nhiên liệu nấu chảy là nguồn phát thải chính. Hàng nhôm xuất sang EU chịu CBAM.',
      why: [
        'Cơ sở sản xuất công nghiệp tiêu thụ từ 1.000 TOE/năm hoặc phát thải từ 3.000 tCO2e/năm phải kiểm kê khí nhà kính theo Nghị định 06/2022/NĐ-CP.',
        'Ngay cả khi chưa thuộc diện bắt buộc, số liệu kiểm kê là cơ sở để cung cấp phát thải nội hàm cho khách hàng EU.',
      ],
      whySource: 'Nghị định 06/2022/NĐ-CP.',
      emissions: [
        'Điện năng cho điện phân (luyện nhôm nguyên sinh), nấu chảy, đùn ép và cán.',
        'Tiêu hao anode carbon và khí PFC trong luyện nhôm nguyên sinh.',
        'Nhiên liệu cho lò nấu, lò ủ, lò hoá già: khí, dầu, LPG.',
        'Nhôm thỏi, phôi mua vào: phát thải của tiền chất được tính trong CBAM.',
      ],
      rules: [
        'Phương pháp kiểm kê theo quy định kỹ thuật của Bộ Công Thương tại Thông tư 38/2023/TT-BCT; hệ số phát thải theo Quyết định 2626/QĐ-BTNMT và IPCC 2006.',
      ],
      rulesSource: 'Thông tư 38/2023/TT-BCT; Quyết định 2626/QĐ-BTNMT.',
      cbam: [
        'CBAM áp dụng cho 56 mã CN thuộc chương 76 (nhôm và sản phẩm nhôm). Phát thải nội hàm gồm cả phát thải của tiền chất, ví dụ nhôm thỏi dùng để đùn ép.',
      ],
      cbamSource: 'Quy định (EU) 2023/956, Phụ lục I; Quy định thực thi (EU) 2023/1773.',
    },
    en: {
      title: 'Greenhouse-gas inventories for aluminium producers',
      lead: 'From smelting to extrusion and rolling, electricity and melting fuel are the main sources of emissions. Aluminium goods exported to the EU fall under CBAM.',
      why: [
        'An industrial facility using 1,000 TOE a year or more, or emitting 3,000 tCO2e a year or more, must carry out a greenhouse-gas inventory under Decree 06/2022/ND-CP.',
        'Even below those thresholds, inventory data is the basis for giving embedded emissions to EU customers.',
      ],
      whySource: 'Decree 06/2022/ND-CP.',
      emissions: [
        'Electricity for electrolysis (primary smelting), melting, extrusion and rolling.',
        'Carbon anode consumption and PFC gases in primary smelting.',
        'Fuel for melting, annealing and ageing furnaces: gas, oil, LPG.',
        'Purchased ingots and billets: the emissions of precursors count under CBAM.',
      ],
      rules: [
        "The inventory follows the Ministry of Industry and Trade's technical rules in Circular 38/2023/TT-BCT; emission factors come from Decision 2626/QD-BTNMT and IPCC 2006.",
      ],
      rulesSource: 'Circular 38/2023/TT-BCT; Decision 2626/QD-BTNMT.',
      cbam: [
        'CBAM covers 56 CN codes in chapter 76 (aluminium and articles of aluminium). Embedded emissions include those of precursors, for example the ingots used for extrusion.',
      ],
      cbamSource: 'Regulation (EU) 2023/956, Annex I; Implementing Regulation (EU) 2023/1773.',
    },
  },
  'phan-bon': {
    vi: {
      title: 'Kiểm kê khí nhà kính cho doanh nghiệp phân bón',
      lead: 'Sản xuất amoniac và phân đạm dùng khí tự nhiên hoặc than vừa làm nhiên liệu vừa làm nguyên liệu. Phân bón xuất sang EU chịu CBAM, kể cả phát thải gián tiếp từ điện năng.',
      why: [
        'Nhà máy phân bón thường vượt ngưỡng 3.000 tCO2e/năm hoặc 1.000 TOE/năm của Nghị định 06/2022/NĐ-CP và phải kiểm kê khí nhà kính.',
        'Số liệu kiểm kê theo từng dây chuyền là cơ sở để tính phát thải nội hàm cho từng loại sản phẩm.',
      ],
      whySource: 'Nghị định 06/2022/NĐ-CP.',
      emissions: [
        'Khí tự nhiên hoặc than dùng làm nguyên liệu sản xuất amoniac (phát thải từ quá trình).',
        'Nhiên liệu đốt cho lò hơi và lò reforming.',
        'Khí N2O từ sản xuất axit nitric, nếu có.',
        'Điện năng mua từ lưới.',
      ],
      rules: [
        'Phương pháp kiểm kê theo quy định kỹ thuật của Bộ Công Thương tại Thông tư 38/2023/TT-BCT; hệ số phát thải theo Quyết định 2626/QĐ-BTNMT và IPCC 2006.',
      ],
      rulesSource: 'Thông tư 38/2023/TT-BCT; Quyết định 2626/QĐ-BTNMT.',
      cbam: [
        'CBAM áp dụng cho 25 mã CN của nhóm phân bón (2808, 2814, 2834 21, 3102–3105). Amoniac chịu CBAM bất kể mục đích sử dụng. Trong giai đoạn chính thức, phát thải gián tiếp từ điện năng được tính cho phân bón và xi măng.',
      ],
      cbamSource: 'Quy định (EU) 2023/956, Phụ lục I; Quy định thực thi (EU) 2023/1773.',
    },
    en: {
      title: 'Greenhouse-gas inventories for fertiliser producers',
      lead: 'Ammonia and nitrogen fertilisers use natural gas or coal both as fuel and as feedstock. Fertilisers exported to the EU fall under CBAM, including the indirect emissions from electricity.',
      why: [
        'Fertiliser plants usually pass the 3,000 tCO2e a year or 1,000 TOE a year thresholds of Decree 06/2022/ND-CP and must carry out greenhouse-gas inventories.',
        'Inventory data per production line is the basis for calculating the embedded emissions of each product.',
      ],
      whySource: 'Decree 06/2022/ND-CP.',
      emissions: [
        'Natural gas or coal used as feedstock for ammonia (process emissions).',
        'Fuel burnt in boilers and reformers.',
        'N2O from nitric acid production, where there is one.',
        'Electricity bought from the grid.',
      ],
      rules: [
        "The inventory follows the Ministry of Industry and Trade's technical rules in Circular 38/2023/TT-BCT; emission factors come from Decision 2626/QD-BTNMT and IPCC 2006.",
      ],
      rulesSource: 'Circular 38/2023/TT-BCT; Decision 2626/QD-BTNMT.',
      cbam: [
        'CBAM covers 25 CN codes in the fertiliser group (2808, 2814, 2834 21, 3102–3105). Ammonia is covered whatever its use. In the definitive period, indirect emissions from electricity count for fertilisers and cement.',
      ],
      cbamSource: 'Regulation (EU) 2023/956, Annex I; Implementing Regulation (EU) 2023/1773.',
    },
  },
  'det-may': {
    vi: {
      title: 'Kiểm kê khí nhà kính cho doanh nghiệp dệt may',
      lead: 'Hàng dệt may không thuộc danh mục CBAM, nhưng nhà máy dệt, nhuộm có lò hơi và tiêu thụ nhiều điện có thể vượt ngưỡng kiểm kê của Nghị định 06/2022/NĐ-CP, và khách hàng quốc tế có thể hỏi số liệu phát thải.',
      why: [
        'Cơ sở sản xuất công nghiệp tiêu thụ từ 1.000 TOE/năm hoặc phát thải từ 3.000 tCO2e/năm phải kiểm kê khí nhà kính. Với 1 kWh điện bằng 0,0001543 TOE, mức tiêu thụ khoảng 6,5 triệu kWh/năm đã tương đương 1.000 TOE.',
        'Số liệu kiểm kê phạm vi 1 và 2 cũng là phần môi trường của báo cáo ESG gửi nhãn hàng và nhà đầu tư.',
      ],
      whySource: 'Nghị định 06/2022/NĐ-CP; hệ số quy đổi TOE theo Công văn 3505/BCT-KHCN của Bộ Công Thương.',
      emissions: [
        'Lò hơi cấp nhiệt cho nhuộm, hoàn tất: than, dầu FO, sinh khối.',
        'Điện năng cho kéo sợi, dệt, may và điều hoà không khí.',
        'Xử lý nước thải.',
        'Môi chất lạnh bị rò rỉ từ hệ thống điều hoà.',
      ],
      rules: [
        'Phương pháp kiểm kê theo quy định kỹ thuật của Bộ Công Thương tại Thông tư 38/2023/TT-BCT; hệ số phát thải theo Quyết định 2626/QĐ-BTNMT và IPCC 2006. CO2 từ đốt sinh khối được báo cáo riêng, không cộng vào phát thải phạm vi 1.',
      ],
      rulesSource: 'Thông tư 38/2023/TT-BCT; Quyết định 2626/QĐ-BTNMT.',
      cbam: [
        'Hàng dệt may hiện không thuộc Phụ lục I của Quy định (EU) 2023/956. Nếu doanh nghiệp có xuất khẩu hàng thuộc danh mục CBAM (ví dụ phụ kiện bằng thép hoặc nhôm), hãy kiểm tra theo mã CN của từng mặt hàng.',
      ],
      cbamSource: 'Quy định (EU) 2023/956, Phụ lục I.',
    },
    en: {
      title: 'Greenhouse-gas inventories for textile and garment makers',
      lead: 'Textiles are not on the CBAM list, but spinning, weaving and dyeing plants with boilers and high electricity use can pass the inventory thresholds of Decree 06/2022/ND-CP, and international buyers may ask for emissions data.',
      why: [
        'An industrial facility using 1,000 TOE a year or more, or emitting 3,000 tCO2e a year or more, must carry out a greenhouse-gas inventory. At 0.0001543 TOE per kWh, about 6.5 million kWh a year of electricity already equals 1,000 TOE.',
        'Scope 1 and 2 inventory data is also the environmental part of the ESG report you send to brands and investors.',
      ],
      whySource:
        'Decree 06/2022/ND-CP; TOE conversion factors from letter 3505/BCT-KHCN of the Ministry of Industry and Trade.',
      emissions: [
        'Boilers supplying heat for dyeing and finishing: coal, fuel oil, biomass.',
        'Electricity for spinning, weaving, sewing and air conditioning.',
        'Wastewater treatment.',
        'Refrigerant leaks from air-conditioning systems.',
      ],
      rules: [
        "The inventory follows the Ministry of Industry and Trade's technical rules in Circular 38/2023/TT-BCT; emission factors come from Decision 2626/QD-BTNMT and IPCC 2006. CO2 from burning biomass is reported separately and not added to Scope 1.",
      ],
      rulesSource: 'Circular 38/2023/TT-BCT; Decision 2626/QD-BTNMT.',
      cbam: [
        'Textiles are not in Annex I of Regulation (EU) 2023/956 today. If you also export goods on the CBAM list (for example steel or aluminium accessories), check each item by its CN code.',
      ],
      cbamSource: 'Regulation (EU) 2023/956, Annex I.',
    },
  },
};

/** The page copy of a known sector, in one locale; the eyebrow is the screen's name. */
export function sectorCopy(slug: SectorSlug, locale: keyof Localized<unknown>, eyebrow: string): PageCopy {
  const h = headings[locale];
  const t = text[slug][locale];
  const sections: ContentSection[] = [
    { id: 'why', title: h.why, blocks: t.why, source: t.whySource },
    { id: 'emissions', title: h.emissions, blocks: [h.emissionsIntro, { list: t.emissions }] },
    { id: 'rules', title: h.rules, blocks: t.rules, source: t.rulesSource },
    { id: 'cbam', title: h.cbam, blocks: t.cbam, source: t.cbamSource },
    { id: 'delivers', title: h.delivers, blocks: [{ list: h.deliversList, ordered: true }] },
  ];
  return { eyebrow, title: t.title, lead: t.lead, sections };
}
