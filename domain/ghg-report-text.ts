// The texts of a GHG emission-risk assessment (domain/ghg-risk.ts), per language: the reason sentence of each
// score factor, the next steps' titles, descriptions and links, and the report as the contract shows it. Kept apart
// from the model so that a stored assessment (no texts) reads in the reader's language.
import type { Locale } from './messages';
import type {
  AssessmentFactors,
  GhgAssessment,
  GhgReason,
  GhgReport,
  InventoryStatus,
  NextStepCode,
} from './ghg-risk';
import { DEFAULT_GHG_COUNTRY } from './ghg-countries';
import { countryName } from './ghg-country-names';
import { cbamMarkupFor } from './cbam-defaults';
import type { CbamUnknownReason } from './ghg-cbam';
import {
  CBAM_PRICE_EUR,
  CBAM_SCENARIOS,
  cbamFactor,
  ELECTRICITY_TOE_PER_KWH,
  EUR_VND_RATE,
  FUEL_FACTORS,
  GWP,
  SME_LIMITS_BY_FIELD,
} from './ghg-factors';
import { GRID_FACTORS_BY_COUNTRY } from './ghg-grid-factors';
import { GHG_SOURCES, sourceText, type GhgSourceId } from './ghg-sources';
import { formatNumber } from './numbers';

const fmt = (locale: Locale, value: number, digits = 0) => formatNumber(value, locale, digits);

const STATUS_TEXT: Record<Locale, Record<InventoryStatus, string>> = {
  vi: {
    ON_LIST: 'Doanh nghiệp có tên trong danh mục phải kiểm kê khí nhà kính (Quyết định 13/2024/QĐ-TTg)',
    LIKELY_REQUIRED:
      'Doanh nghiệp nhiều khả năng thuộc diện phải kiểm kê khí nhà kính theo Nghị định 06/2022/NĐ-CP và có thể được bổ sung vào danh mục ở lần cập nhật tới',
    APPROACHING: 'Doanh nghiệp đang tiến gần ngưỡng phải kiểm kê khí nhà kính theo Nghị định 06/2022/NĐ-CP',
    UNLIKELY: 'Doanh nghiệp chưa thuộc diện phải kiểm kê khí nhà kính theo Nghị định 06/2022/NĐ-CP',
    NOT_APPLICABLE: 'Nghị định 06/2022/NĐ-CP áp dụng cho cơ sở tại Việt Nam',
  },
  en: {
    ON_LIST: 'The company is on the list of facilities that must inventory GHG (Decision 13/2024/QD-TTg)',
    LIKELY_REQUIRED:
      'The company is likely required to inventory GHG under Decree 06/2022/ND-CP and may be added at the next list update',
    APPROACHING: 'The company is approaching the GHG inventory thresholds of Decree 06/2022/ND-CP',
    UNLIKELY: 'The company is unlikely to be required to inventory GHG under Decree 06/2022/ND-CP',
    NOT_APPLICABLE: 'Decree 06/2022/ND-CP applies to facilities in Vietnam',
  },
};

/** The reason sentence of a score factor, in the given language. */
export function reasonText(locale: Locale, reason: GhgReason): string {
  const vi = locale === 'vi';
  switch (reason.factor) {
    case 'REGULATION': {
      if (reason.status === 'NOT_APPLICABLE') {
        const country = countryName(reason.country ?? DEFAULT_GHG_COUNTRY, locale);
        return vi
          ? `Nghị định 06/2022/NĐ-CP áp dụng cho cơ sở tại Việt Nam; quy định riêng của ${country} không được đánh giá ở đây, nên yếu tố này được 0 điểm.`
          : `Decree 06/2022/ND-CP applies to facilities in Vietnam; the rules of ${country} are not assessed here, so this factor scores 0.`;
      }
      const ratio = fmt(locale, reason.ratio * 100, 0);
      const base = vi
        ? `${STATUS_TEXT.vi[reason.status]} (mức so với ngưỡng: ${ratio}%).`
        : `${STATUS_TEXT.en[reason.status]} (level against the threshold: ${ratio}%).`;
      if (!reason.quotaSector) return base;
      return vi
        ? `${base} Ngành này thuộc diện được phân bổ hạn ngạch phát thải theo Nghị định 119/2025/NĐ-CP.`
        : `${base} The sector receives emission quotas under Decree 119/2025/ND-CP.`;
    }
    case 'CBAM': {
      if (!reason.applicable)
        return vi
          ? 'Doanh nghiệp không xuất khẩu hàng hóa thuộc CBAM sang EU.'
          : 'The company exports no CBAM goods to the EU.';
      if (reason.unknownGoods) {
        const why = UNKNOWN_REASON_TEXT[locale][reason.unknownReason ?? 'NO_DEFAULT'];
        return vi
          ? `Chưa tính được chi phí CBAM của ${reason.unknownGoods} mặt hàng: ${why}. Rủi ro được tính ở mức cao nhất cho đến khi có giá trị.`
          : `The CBAM cost of ${reason.unknownGoods} good(s) cannot be computed: ${why}. The exposure is unknown and scored at the highest band until the value is known.`;
      }
      const cost = fmt(locale, reason.cost2030Eur, 0);
      const share =
        reason.sharePercent === null
          ? vi
            ? 'chưa so được với doanh thu'
            : 'not comparable with revenue'
          : vi
            ? `bằng ${fmt(locale, reason.sharePercent, 2)}% doanh thu`
            : `${fmt(locale, reason.sharePercent, 2)}% of revenue`;
      const base = vi
        ? `Chi phí CBAM ước tính năm 2030 là €${cost}, ${share}.`
        : `The estimated CBAM cost in 2030 is €${cost}, ${share}.`;
      if (!reason.usesDefaults) return base;
      return vi
        ? `${base} Tính theo giá trị mặc định có cộng thêm (mark-up) vì chưa có dữ liệu đã kiểm chứng của cơ sở sản xuất.`
        : `${base} Computed with marked-up default values, as there are no verified installation data.`;
    }
    case 'INTENSITY':
      if (reason.intensity === null)
        return vi
          ? 'Chưa tính được cường độ phát thải vì doanh thu bằng 0.'
          : 'The emission intensity cannot be computed: revenue is 0.';
      return vi
        ? `Cường độ phát thải ${fmt(locale, reason.intensity, 1)} tCO2e trên mỗi tỷ đồng doanh thu (bình quân cả nước năm 2018: 71,4).`
        : `Emission intensity of ${fmt(locale, reason.intensity, 1)} tCO2e per VND billion of revenue (Vietnam's 2018 average: 71.4).`;
    case 'MARKET_PRESSURE': {
      const parts: string[] = [];
      if (reason.keyMarkets)
        parts.push(
          vi
            ? 'Doanh nghiệp xuất khẩu sang EU, Mỹ hoặc Nhật Bản.'
            : 'The company exports to the EU, US or Japan.',
        );
      if (reason.largerThanSme) {
        const field = reason.smeField ?? 'INDUSTRY';
        const limits = SME_LIMITS_BY_FIELD[field];
        const employees = fmt(locale, limits.employees);
        const revenue = fmt(locale, limits.revenueVnd / 1e9);
        parts.push(
          vi
            ? `Quy mô lớn hơn doanh nghiệp nhỏ và vừa theo Điều 5 Nghị định 80/2021/NĐ-CP (${field === 'INDUSTRY' ? 'lĩnh vực nông, lâm, thủy sản, công nghiệp và xây dựng' : 'lĩnh vực thương mại và dịch vụ'}: trên ${employees} lao động hoặc doanh thu trên ${revenue} tỷ đồng).`
            : `The company is larger than an SME under Decree 80/2021/ND-CP, Art. 5 (${field === 'INDUSTRY' ? 'agriculture, forestry, fisheries, industry and construction' : 'trade and services'}: more than ${employees} employees or revenue above VND ${revenue} billion).`,
        );
      }
      if (parts.length === 0)
        parts.push(
          vi
            ? 'Chưa có áp lực thị trường đáng kể: không xuất khẩu sang EU, Mỹ, Nhật Bản và là doanh nghiệp nhỏ và vừa.'
            : 'Little market pressure: no exports to the EU, US or Japan, and an SME.',
        );
      return parts.join(' ');
    }
    case 'DATA_READINESS':
      return reason.previousInventory
        ? vi
          ? 'Doanh nghiệp đã từng kiểm kê khí nhà kính.'
          : 'The company has done a GHG inventory before.'
        : vi
          ? 'Doanh nghiệp chưa từng kiểm kê khí nhà kính.'
          : 'The company has not done a GHG inventory before.';
  }
}

export const NEXT_STEP_LINKS: Record<NextStepCode, string | null> = {
  FULL_INVENTORY: '/solutions/ghg-service',
  CBAM_DATA: '/solutions/dich-vu-bao-cao-cbam',
  ENERGY_AUDIT: '/solutions/ghg-service',
  ACADEMY_COURSE: '/academy',
  PRICING: '/solutions/pricing',
};

const NEXT_STEP_TEXT: Record<Locale, Record<NextStepCode, { title: string; description: string }>> = {
  vi: {
    FULL_INVENTORY: {
      title: 'Kiểm kê khí nhà kính đầy đủ theo ISO 14064-1',
      description:
        'Thực hiện kiểm kê khí nhà kính cấp cơ sở theo Mẫu 06 (Nghị định 06/2022/NĐ-CP), áp dụng phương pháp của thông tư Bộ Công Thương hoặc Bộ Xây dựng, trước kỳ báo cáo hai năm tới.',
    },
    CBAM_DATA: {
      title: 'Thu thập dữ liệu phát thải của cơ sở sản xuất cho CBAM',
      description:
        'Thu thập dữ liệu theo mẫu trao đổi thông tin của EU, kiểm chứng và thay thế các giá trị mặc định để giảm chi phí chứng chỉ CBAM của khách hàng.',
    },
    ENERGY_AUDIT: {
      title: 'Kiểm toán năng lượng và phương án điện mặt trời mái nhà / PPA',
      description:
        'Kiểm toán năng lượng để tìm cơ hội tiết kiệm, và đánh giá phương án điện mặt trời mái nhà hoặc hợp đồng mua bán điện trực tiếp (PPA) để giảm phát thải phạm vi 2.',
    },
    ACADEMY_COURSE: {
      title: 'Khóa học về kiểm kê khí nhà kính và CBAM',
      description: 'Tìm hiểu quy định, phương pháp kiểm kê và CBAM qua các khóa học của Học viện.',
    },
    PRICING: {
      title: 'Xem bảng giá',
      description: 'So sánh các gói dịch vụ của nền tảng kiểm kê khí nhà kính.',
    },
  },
  en: {
    FULL_INVENTORY: {
      title: 'A full ISO 14064-1 GHG inventory',
      description:
        'Prepare a facility GHG inventory on Form 06 (Decree 06/2022/ND-CP) with the MOIT or MOC circular method, ahead of the next two-year report.',
    },
    CBAM_DATA: {
      title: 'Collect installation emission data for CBAM',
      description:
        "Collect installation data with the EU communication template, have it verified and replace the default values to cut your buyers' CBAM certificate cost.",
    },
    ENERGY_AUDIT: {
      title: 'An energy audit and a rooftop-solar / PPA scenario',
      description:
        'Audit energy use to find savings, and assess rooftop solar or a direct power purchase agreement (PPA) to cut Scope 2 emissions.',
    },
    ACADEMY_COURSE: {
      title: 'A course on GHG inventory and CBAM',
      description: 'Learn the rules, the inventory method and CBAM in the Academy courses.',
    },
    PRICING: {
      title: 'See pricing',
      description: "Compare the GHG inventory platform's plans.",
    },
  },
};

const FUEL_DENSITY: Partial<Record<string, number>> = {
  DIESEL: 0.84,
  VEHICLE_DIESEL: 0.84,
  GASOLINE: 0.74,
  VEHICLE_GASOLINE: 0.74,
  FUEL_OIL: 0.96,
};

/** The source of a fuel's factors: IPCC 2006 with the density or heating-value assumption, and MOIT's TOE. */
function fuelSourceText(locale: Locale, fuel: string): string {
  const vi = locale === 'vi';
  const density = FUEL_DENSITY[fuel];
  const mobile = FUEL_FACTORS.find((f) => f.fuel === fuel)?.mobile === true;
  const parts = [sourceText(mobile ? 'IPCC_2006_ROAD' : 'IPCC_2006_STATIONARY', locale)];
  if (density !== undefined)
    parts.push(
      vi
        ? `khối lượng riêng giả định ${fmt(locale, density, 2)} kg/L`
        : `assumed density ${fmt(locale, density, 2)} kg/L`,
    );
  if (fuel === 'NATURAL_GAS')
    parts.push(vi ? 'nhiệt trị giả định 36 MJ/m³ tiêu chuẩn' : 'assumed heating value 36 MJ per standard m³');
  if (fuel === 'BIOMASS')
    parts.push(
      vi
        ? 'sinh khối rắn khác; CO₂ sinh học không tính (báo cáo riêng), chỉ CH₄ và N₂O; TOE = nhiệt trị ÷ 41,868 GJ'
        : 'other primary solid biomass; biogenic CO₂ not counted (reported separately), only CH₄ and N₂O; TOE = heating value ÷ 41.868 GJ',
    );
  else if (fuel === 'ANTHRACITE' || fuel === 'BITUMINOUS_COAL')
    parts.push(
      vi
        ? 'TOE = nhiệt trị ÷ 41,868 GJ (trong khoảng 0,5–0,75 TOE/t của Bộ Công Thương)'
        : 'TOE = heating value ÷ 41.868 GJ (within MOIT’s 0.5–0.75 TOE/t range)',
    );
  else parts.push(sourceText('MOIT_3505_TOE', locale));
  return parts.join('; ');
}

/**
 * The factors of a report stored before countries, GWP values and source ids were kept (all in Vietnam, with the
 * DCC 2023 grid factor and its 2024 sensitivity): the same values, with the ids of their sources.
 */
export function upgradeFactors(
  stored: GhgAssessment['factors'] | Record<string, unknown>,
): AssessmentFactors {
  const factors = stored as Partial<AssessmentFactors> & { gwpSet: 'AR5' | 'AR6' } & Record<string, unknown>;
  if (typeof factors.countryCode === 'string' && factors.gridFactorOrigin)
    return factors as AssessmentFactors;
  const vn = GRID_FACTORS_BY_COUNTRY.VN;
  const gwpSet = factors.gwpSet ?? 'AR5';
  return {
    ...(factors as unknown as AssessmentFactors),
    gwpSet,
    gwp: factors.gwp ?? { ...GWP[gwpSet].value },
    countryCode: DEFAULT_GHG_COUNTRY,
    gridFactorOrigin: 'SOURCED',
    gridFactor: (factors.gridFactor as number | undefined) ?? vn?.factor.value ?? null,
    gridFactorYear: (factors.gridFactorYear as number | undefined) ?? vn?.factor.year ?? null,
    gridSourceId: vn?.factor.sourceId ?? null,
    gridSensitivityFactor: (factors.gridSensitivityFactor as number | undefined) ?? null,
    gridSensitivityYear: vn?.sensitivity?.year ?? null,
    gridSensitivitySourceId: vn?.sensitivity?.sourceId ?? null,
    fuels: ((factors.fuels ?? []) as AssessmentFactors['fuels']).map(
      ({ fuel, unit, tco2ePerUnit, toePerUnit }) => ({
        fuel,
        unit,
        tco2ePerUnit,
        toePerUnit,
      }),
    ),
    cbamPriceSourceId: CBAM_PRICE_EUR.sourceId,
    eurVndSourceId: EUR_VND_RATE.sourceId,
  };
}

/** A stored assessment as today's model writes it: old reports (no country) read as made in Vietnam. */
export function upgradeAssessment(stored: GhgAssessment): GhgAssessment {
  const factors = upgradeFactors(stored.factors);
  return {
    ...stored,
    input: { ...stored.input, countryCode: stored.input.countryCode ?? DEFAULT_GHG_COUNTRY },
    factors,
  };
}

const yearOf = (id: GhgSourceId | null, fallback: number) => (id ? GHG_SOURCES[id].year : fallback);

/** The factors with their source texts in the given language. */
export function renderFactors(
  factors: AssessmentFactors,
  locale: Locale,
): Omit<GhgReport['factors'], 'cbamFactors'> {
  const vi = locale === 'vi';
  const country = countryName(factors.countryCode, locale);
  const gridFactorSource =
    factors.gridFactorOrigin === 'OWN'
      ? sourceText('GRID_OWN', locale)
      : factors.gridFactorOrigin === 'NONE' || !factors.gridSourceId
        ? vi
          ? `Chưa có hệ số lưới điện có nguồn cho ${country}; cần nhập hệ số của chính doanh nghiệp khi có dùng điện lưới`
          : `No sourced grid factor for ${country}; your own factor is needed when grid electricity is used`
        : sourceText(factors.gridSourceId, locale);
  const gwpId: GhgSourceId = factors.gwpSet === 'AR6' ? 'GWP_AR6' : 'GWP_AR5';
  const fuelYear = GHG_SOURCES.IPCC_2006_STATIONARY.year;
  return {
    gwpSet: factors.gwpSet,
    gwp: { ...factors.gwp, year: GHG_SOURCES[gwpId].year, source: sourceText(gwpId, locale) },
    countryCode: factors.countryCode,
    gridFactorOrigin: factors.gridFactorOrigin,
    gridFactor: factors.gridFactor,
    gridFactorYear: factors.gridFactorYear,
    gridFactorSource,
    gridSensitivityFactor: factors.gridSensitivityFactor,
    gridSensitivityYear: factors.gridSensitivityFactor === null ? null : factors.gridSensitivityYear,
    gridSensitivitySource:
      factors.gridSensitivityFactor === null || !factors.gridSensitivitySourceId
        ? null
        : sourceText(factors.gridSensitivitySourceId, locale),
    electricityToePerKwh: factors.electricityToePerKwh,
    electricityToeYear: ELECTRICITY_TOE_PER_KWH.year,
    electricityToeSource: sourceText('MOIT_3505_TOE', locale),
    fuels: factors.fuels.map((row) => ({
      ...row,
      year: FUEL_FACTORS.find((f) => f.fuel === row.fuel)?.year ?? fuelYear,
      source: fuelSourceText(locale, row.fuel),
    })),
    cbamPriceEur: factors.cbamPriceEur,
    cbamPriceBandEur: factors.cbamPriceBandEur,
    cbamPriceYear: yearOf(factors.cbamPriceSourceId, CBAM_PRICE_EUR.year),
    cbamPriceSource: sourceText(factors.cbamPriceSourceId, locale),
    eurVndRate: factors.eurVndRate,
    eurVndRateYear: yearOf(factors.eurVndSourceId, EUR_VND_RATE.year),
    eurVndRateSource: sourceText(factors.eurVndSourceId, locale),
  };
}

/** Why a good's CBAM cost is unknown, per language. */
export const UNKNOWN_REASON_TEXT: Record<Locale, Record<CbamUnknownReason, string>> = {
  vi: {
    CN_CODE_NEEDED: 'cần mã CN của hàng hóa để chọn giá trị mặc định',
    CN_CODE_TOO_SHORT:
      'mã CN quá ngắn để chọn một dòng của bảng; hãy nhập mã đầy đủ (8 chữ số; 10 chữ số với clinker và xi măng thủy lực)',
    NO_DEFAULT: 'bảng của nền tảng chưa có giá trị mặc định có nguồn cho mã CN này',
    NO_BENCHMARK: 'bảng của nền tảng chưa có mức chuẩn (benchmark) có nguồn cho mã CN này',
    NO_ELECTRICITY_DEFAULT: 'chưa có giá trị mặc định cho điện từ Việt Nam',
  },
  en: {
    CN_CODE_NEEDED: 'the CN code is needed to pick the default value',
    CN_CODE_TOO_SHORT:
      'the CN code is too short to pick one row of the table; enter the full code (8 digits; 10 for clinker and hydraulic cements)',
    NO_DEFAULT: "the platform's table has no sourced default value for this CN code",
    NO_BENCHMARK: "the platform's table has no sourced benchmark for this CN code",
    NO_ELECTRICITY_DEFAULT: 'there is no default value for electricity from Viet Nam',
  },
};

type CbamFactorRow = GhgReport['factors']['cbamFactors'][number];

/** Every CBAM factor applied: per good its default value and benchmark, per group the mark-ups, the CBAM factor. */
export function cbamFactorRows(cbam: GhgAssessment['cbam'], locale: Locale): CbamFactorRow[] {
  const vi = locale === 'vi';
  const rows: CbamFactorRow[] = [];
  cbam.goods.forEach((good, index) => {
    const cn = good.defaultCn ?? good.cnCode;
    let defaultSource: string;
    if (good.defaultSee === null || good.defaultSee === undefined) {
      defaultSource = UNKNOWN_REASON_TEXT[locale][good.unknownReason ?? 'NO_DEFAULT'];
    } else if (good.status === undefined) {
      // A report stored before the annex rows were kept: the regulation, without a row it did not record.
      defaultSource = sourceText('CBAM_DEFAULTS_2025_2621', locale);
    } else {
      const table =
        good.defaultTable === 'OTHER'
          ? vi
            ? `bảng "Other countries and territories" (${good.defaultFallbackReason === 'NO_VALUE' ? 'Việt Nam có tên nhưng không có giá trị' : 'Việt Nam không có trong bảng của nhóm hàng này'})`
            : `table "Other countries and territories" (${good.defaultFallbackReason === 'NO_VALUE' ? 'Viet Nam listed without a value' : 'Viet Nam not listed for this goods group'})`
          : vi
            ? 'bảng "Viet Nam"'
            : 'table "Viet Nam"';
      const parts =
        good.indirectCounted && good.defaultIndirect !== null && good.defaultIndirect !== undefined
          ? vi
            ? `trực tiếp ${fmt(locale, good.defaultDirect ?? 0, 2)} + gián tiếp ${fmt(locale, good.defaultIndirect, 2)}`
            : `direct ${fmt(locale, good.defaultDirect ?? 0, 2)} + indirect ${fmt(locale, good.defaultIndirect, 2)}`
          : vi
            ? 'chỉ phát thải trực tiếp'
            : 'direct emissions only';
      defaultSource = `${sourceText('CBAM_DEFAULTS_2025_2621', locale)}; ${table}, ${vi ? 'dòng' : 'row'} CN ${cn}; ${parts}`;
    }
    rows.push({
      good: index,
      goodsGroup: good.goodsGroup,
      kind: 'DEFAULT_VALUE',
      value: good.defaultSee ?? null,
      unit: good.unit === 'MWh' ? 'tCO2e/MWh' : 'tCO2e/t',
      year:
        good.defaultSee === null || good.defaultSee === undefined
          ? null
          : GHG_SOURCES.CBAM_DEFAULTS_2025_2621.year,
      source: defaultSource,
    });
    rows.push({
      good: index,
      goodsGroup: good.goodsGroup,
      kind: 'BENCHMARK',
      value: good.benchmark,
      unit: good.unit === 'MWh' ? 'tCO2e/MWh' : 'tCO2e/t',
      year: good.benchmark === null ? null : GHG_SOURCES.CBAM_BENCHMARKS_2025_2620.year,
      source:
        good.benchmark === null
          ? UNKNOWN_REASON_TEXT[locale][
              good.unknownReason === 'CN_CODE_NEEDED' ||
              good.unknownReason === 'CN_CODE_TOO_SHORT' ||
              good.unknownReason === 'NO_ELECTRICITY_DEFAULT'
                ? good.unknownReason
                : 'NO_BENCHMARK'
            ]
          : `${sourceText('CBAM_BENCHMARKS_2025_2620', locale)}; ${vi ? 'dòng' : 'row'} CN ${good.cnCode ?? cn}${good.route ? `, ${vi ? 'tuyến sản xuất' : 'route'} (${good.route})` : ''}`,
    });
  });
  const groups = [...new Set(cbam.goods.filter((g) => !g.verifiedData).map((g) => g.goodsGroup))];
  for (const group of groups) {
    for (const { year } of CBAM_SCENARIOS) {
      rows.push({
        good: null,
        goodsGroup: group,
        kind: 'MARKUP',
        value: cbamMarkupFor(group, year) * 100,
        unit: '%',
        year,
        source: sourceText('CBAM_MARKUP_2025_2621', locale),
      });
    }
  }
  if (cbam.goods.length > 0) {
    for (const { year } of CBAM_SCENARIOS) {
      rows.push({
        good: null,
        goodsGroup: null,
        kind: 'CBAM_FACTOR',
        value: cbamFactor(year),
        unit: '',
        year,
        source: sourceText('CBAM_FACTOR_ETS_10A', locale),
      });
    }
  }
  return rows;
}

/** The report as the contract shows it: the assessment with its texts in the given language. */
export function renderGhgReport(
  assessment: GhgAssessment,
  locale: Locale,
  meta: { id: string; createdAt: string },
): GhgReport {
  assessment = upgradeAssessment(assessment);
  return {
    id: meta.id,
    createdAt: meta.createdAt,
    input: assessment.input,
    factors: {
      ...renderFactors(assessment.factors, locale),
      cbamFactors: cbamFactorRows(assessment.cbam, locale),
    },
    emissions: assessment.emissions,
    inventory: assessment.inventory,
    cbam: assessment.cbam,
    score: assessment.score,
    level: assessment.level,
    scoreFactors: assessment.scoreFactors.map((f) => ({
      factor: f.factor,
      points: f.points,
      reason: reasonText(locale, f.reason),
    })),
    nextSteps: assessment.nextSteps.map((code) => ({
      code,
      ...NEXT_STEP_TEXT[locale][code],
      link: NEXT_STEP_LINKS[code],
    })),
  };
}
