// The two-minute GHG emission-risk assessment (the model of the GHG reference notes, section 6): Scope 1 and 2,
// TOE, intensity, the Decree 06 mandatory-inventory check, the CBAM pass-through exposure, the 0-100 risk score
// with one reason per factor, the level and the next steps. Pure: the factors are data (ghg-factors.ts) and can be
// replaced; the texts are rendered per language by renderGhgReport, so a stored assessment reads in vi or en.
import type { components } from '../openapi/schema';
import type { Locale } from './messages';
import {
  CBAM_BY_CN,
  CBAM_BY_GROUP,
  CBAM_EXEMPT_TONNES,
  CBAM_PRICE_EUR,
  CBAM_SCENARIOS,
  DECISION_13_2024_TAX_CODES,
  DECREE_06_THRESHOLDS,
  ELECTRICITY_TOE_PER_KWH,
  EUR_VND_RATE,
  FUEL_FACTORS,
  GWP,
  SME_LIMITS,
  VN_GRID_FACTORS,
  cbamFactor,
  cbamMarkup,
  type CbamDefault,
  type FuelCode,
  type FuelFactor,
  type GridFactors,
  type GwpSet,
  type Sourced,
} from './ghg-factors';

type Schemas = components['schemas'];
/** The inputs; `countryCode` (VN) and `gwpSet` (AR5) may be left out, as the contract gives their defaults. */
export type GhgAssessmentInput = Omit<Schemas['GhgAssessmentInput'], 'countryCode' | 'gwpSet'> &
  Partial<Pick<Schemas['GhgAssessmentInput'], 'countryCode' | 'gwpSet'>>;
export type GhgReport = Schemas['GhgReport'];
export type GhgSector = Schemas['GhgSector'];
export type GhgRiskLevel = Schemas['GhgRiskLevel'];
export type CbamScenarioResult = Schemas['CbamScenarioResult'];
export type InventoryStatus = GhgReport['inventory']['status'];
export type ScoreFactorCode = GhgReport['scoreFactors'][number]['factor'];
export type NextStepCode = GhgReport['nextSteps'][number]['code'];

/** The factor tables one assessment uses (defaults: DEFAULT_GHG_FACTORS). */
export interface GhgFactorSet {
  grid: GridFactors;
  fuels: readonly FuelFactor[];
  gwp: Readonly<Record<GwpSet, Sourced<{ ch4: number; n2o: number }>>>;
  electricityToePerKwh: Sourced<number>;
  cbamPrice: Sourced<number> & { band: { low: number; high: number } };
  eurVndRate: Sourced<number>;
  cbamByCn: Readonly<Record<string, CbamDefault>>;
  cbamByGroup: Readonly<Record<string, CbamDefault>>;
  /** Tax codes on the Decision 13/2024 lists. */
  onListTaxCodes: ReadonlySet<string>;
}

export const DEFAULT_GHG_FACTORS: GhgFactorSet = {
  grid: VN_GRID_FACTORS,
  fuels: FUEL_FACTORS,
  gwp: GWP,
  electricityToePerKwh: ELECTRICITY_TOE_PER_KWH,
  cbamPrice: CBAM_PRICE_EUR,
  eurVndRate: EUR_VND_RATE,
  cbamByCn: CBAM_BY_CN,
  cbamByGroup: CBAM_BY_GROUP,
  onListTaxCodes: DECISION_13_2024_TAX_CODES,
};

/** Sectors of Decree 06 criterion M2 (≥ 1,000 TOE). */
export const M2_SECTORS: ReadonlySet<GhgSector> = new Set<GhgSector>([
  'THERMAL_POWER',
  'IRON_STEEL',
  'CEMENT',
  'ALUMINIUM',
  'CHEMICALS_FERTILISERS',
  'OTHER_MANUFACTURING',
  'FREIGHT_TRANSPORT',
  'COMMERCIAL_BUILDING',
]);

/** Sectors facing ETS quotas under Decree 119/2025. */
export const ETS_QUOTA_SECTORS: ReadonlySet<GhgSector> = new Set<GhgSector>([
  'THERMAL_POWER',
  'IRON_STEEL',
  'CEMENT',
]);

/** Why a score factor got its points; rendered per language by reasonText. */
export type GhgReason =
  | { factor: 'REGULATION'; status: InventoryStatus; ratio: number; quotaSector: boolean }
  | { factor: 'CBAM'; applicable: false }
  | {
      factor: 'CBAM';
      applicable: true;
      cost2030Eur: number;
      sharePercent: number | null;
      usesDefaults: boolean;
    }
  | { factor: 'INTENSITY'; intensity: number | null }
  | { factor: 'MARKET_PRESSURE'; keyMarkets: boolean; largerThanSme: boolean }
  | { factor: 'DATA_READINESS'; previousInventory: boolean };

/** A computed assessment without its texts (what is stored); renderGhgReport adds them. */
export type GhgAssessment = Omit<GhgReport, 'id' | 'createdAt' | 'scoreFactors' | 'nextSteps'> & {
  scoreFactors: { factor: ScoreFactorCode; points: number; reason: GhgReason }[];
  nextSteps: NextStepCode[];
};

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

const FUEL_INPUT: Record<FuelCode, keyof NonNullable<GhgAssessmentInput['fuels']>> = {
  DIESEL: 'dieselLitres',
  GASOLINE: 'gasolineLitres',
  LPG: 'lpgKg',
  FUEL_OIL: 'fuelOilLitres',
  NATURAL_GAS: 'naturalGasM3',
  ANTHRACITE: 'anthraciteTonnes',
  BITUMINOUS_COAL: 'bituminousCoalTonnes',
};

/** tCO2e per input unit of a fuel: tonnes × NCV × (CO2 + CH4·GWP + N2O·GWP). */
export function fuelTco2ePerUnit(fuel: FuelFactor, gwp: { ch4: number; n2o: number }): number {
  const kgPerTj = fuel.co2KgPerTj + fuel.ch4KgPerTj * gwp.ch4 + fuel.n2oKgPerTj * gwp.n2o;
  // NCV TJ/Gg = TJ per 1,000 t; kg -> t
  return (fuel.tonnesPerUnit * fuel.ncvTjPerGg * kgPerTj) / 1000 / 1000;
}

/** Decree 06 status from the criteria and the ratio. */
export function inventoryStatus(onList: boolean, criterionHolds: boolean, ratio: number): InventoryStatus {
  if (onList) return 'ON_LIST';
  if (criterionHolds) return 'LIKELY_REQUIRED';
  if (ratio >= DECREE_06_THRESHOLDS.approachingRatio) return 'APPROACHING';
  return 'UNLIKELY';
}

/** Score factor A: 0 / 15 (approaching) / 25 (likely or listed), +5 in an ETS quota sector. */
export function regulationPoints(status: InventoryStatus, quotaSector: boolean): number {
  const base = status === 'ON_LIST' || status === 'LIKELY_REQUIRED' ? 25 : status === 'APPROACHING' ? 15 : 0;
  return base + (quotaSector ? 5 : 0);
}

/**
 * Score factor B: 0 without CBAM goods; else 10 / 20 / 30 when EUR_2030 ÷ revenue is < 0.5% / 0.5-2% / > 2%
 * (no revenue: 30 if there is a cost, else 10); +5 when relying on default values.
 */
export function cbamPoints(
  applicable: boolean,
  sharePercent: number | null,
  cost2030Eur: number,
  usesDefaults: boolean,
): number {
  if (!applicable) return 0;
  let base: number;
  if (sharePercent === null) base = cost2030Eur > 0 ? 30 : 10;
  else if (sharePercent < 0.5) base = 10;
  else if (sharePercent <= 2) base = 20;
  else base = 30;
  return base + (usesDefaults ? 5 : 0);
}

/** Score factor C: 0 if I < 20; 5 if 20-50; 10 if 50-100; 15 if > 100 (tCO2e per VND billion). */
export function intensityPoints(intensity: number | null): number {
  if (intensity === null || intensity < 20) return 0;
  if (intensity < 50) return 5;
  if (intensity <= 100) return 10;
  return 15;
}

/** Score factor D: +5 exporting to the EU, US or Japan; +5 larger than an SME (Decree 80/2021, industry). */
export function marketPressurePoints(keyMarkets: boolean, largerThanSme: boolean): number {
  return (keyMarkets ? 5 : 0) + (largerThanSme ? 5 : 0);
}

/** Score factor E: +5 without a previous inventory. */
export function dataReadinessPoints(previousInventory: boolean): number {
  return previousInventory ? 0 : 5;
}

/** Under 25 LOW; 25-49 MEDIUM; 50-74 HIGH; 75 or more VERY_HIGH. */
export function riskLevel(score: number): GhgRiskLevel {
  if (score >= 75) return 'VERY_HIGH';
  if (score >= 50) return 'HIGH';
  if (score >= 25) return 'MEDIUM';
  return 'LOW';
}

/** FULL_INVENTORY when likely or listed; CBAM_DATA with CBAM goods; ENERGY_AUDIT when S ≥ 1,000; always the rest. */
export function chooseNextSteps(
  status: InventoryStatus,
  cbamApplicable: boolean,
  totalTco2e: number,
): NextStepCode[] {
  const steps: NextStepCode[] = [];
  if (status === 'LIKELY_REQUIRED' || status === 'ON_LIST') steps.push('FULL_INVENTORY');
  if (cbamApplicable) steps.push('CBAM_DATA');
  if (totalTco2e >= 1000) steps.push('ENERGY_AUDIT');
  steps.push('ACADEMY_COURSE', 'PRICING');
  return steps;
}

/** CN chapters / headings of each goods group (a CN code outside its group falls back to the group's values). */
const CN_GROUP_PREFIXES: Record<string, string[]> = {
  IRON_STEEL: ['72', '73'],
  ALUMINIUM: ['76'],
  FERTILISERS: ['2808', '2814', '2834', '3102', '3103', '3104', '3105'],
  CEMENT: ['2507', '2523'],
  ELECTRICITY: ['2716'],
  HYDROGEN: ['2804'],
};

/** D and BM of a good: the longest CN prefix in the table (within its group), else the group's values. */
export function cbamValuesOf(
  factors: GhgFactorSet,
  group: string,
  cnCode: string | undefined,
): { defaultSee: number | null; benchmark: number | null } {
  if (cnCode && (CN_GROUP_PREFIXES[group] ?? []).some((p) => cnCode.startsWith(p))) {
    for (let len = cnCode.length; len >= 4; len -= 2) {
      const hit = factors.cbamByCn[cnCode.slice(0, len)];
      if (hit) return { defaultSee: hit.defaultSee, benchmark: hit.benchmark };
    }
  }
  const byGroup = factors.cbamByGroup[group];
  return byGroup
    ? { defaultSee: byGroup.defaultSee, benchmark: byGroup.benchmark }
    : { defaultSee: null, benchmark: null };
}

/** Runs the model on one input. */
export function assessGhgRisk(
  input: GhgAssessmentInput,
  factors: GhgFactorSet = DEFAULT_GHG_FACTORS,
): GhgAssessment {
  const gwpSet: GwpSet = input.gwpSet ?? 'AR5';
  const gwp = factors.gwp[gwpSet].value;
  const fuels = input.fuels ?? {};

  // Scope 1 and TOE
  const fuelRows = factors.fuels.map((f) => ({
    fuel: f.fuel,
    unit: f.unit,
    tco2ePerUnit: fuelTco2ePerUnit(f, gwp),
    toePerUnit: f.toePerUnit,
    source: f.source,
  }));
  const scope1ByFuel = fuelRows.map((row) => {
    const quantity = fuels[FUEL_INPUT[row.fuel]] ?? 0;
    return { fuel: row.fuel, tco2e: quantity * row.tco2ePerUnit, toe: quantity * row.toePerUnit };
  });
  const scope1 = scope1ByFuel.reduce((sum, r) => sum + r.tco2e, 0);
  const fuelToe = scope1ByFuel.reduce((sum, r) => sum + r.toe, 0);
  const kwh = input.electricityKwh;
  const scope2 = (kwh / 1000) * factors.grid.factor.value;
  const scope2Sensitivity = (kwh / 1000) * factors.grid.sensitivity.value;
  const total = scope1 + scope2;
  const toe = fuelToe + kwh * factors.electricityToePerKwh.value;
  const revenueBillion = input.revenueVnd / 1e9;
  const intensity = revenueBillion > 0 ? total / revenueBillion : null;

  // Decree 06
  const m1 = total >= DECREE_06_THRESHOLDS.tco2e;
  const m2 = toe >= DECREE_06_THRESHOLDS.toe && M2_SECTORS.has(input.sector);
  const m3 = (input.wasteHandledTonnes ?? 0) >= DECREE_06_THRESHOLDS.wasteTonnes;
  const ratio = Math.max(total / DECREE_06_THRESHOLDS.tco2e, toe / DECREE_06_THRESHOLDS.toe);
  const onList = input.taxCode !== undefined && factors.onListTaxCodes.has(input.taxCode.slice(0, 10));
  const status = inventoryStatus(onList, m1 || m2 || m3, ratio);
  const etsQuotaSector = ETS_QUOTA_SECTORS.has(input.sector);

  // CBAM
  const price = factors.cbamPrice.value;
  const exports = (input.cbamExports ?? []).filter((e) => e.quantity > 0);
  const goods = exports.map((e) => {
    const { defaultSee, benchmark } = cbamValuesOf(factors, e.goodsGroup, e.cnCode);
    const scenarios: CbamScenarioResult[] = [];
    for (const { scenario, year } of CBAM_SCENARIOS) {
      const verifiedSee = e.verifiedData ? e.verifiedSee : undefined;
      const markup = e.verifiedData ? 0 : cbamMarkup(year);
      const see = verifiedSee ?? (defaultSee === null ? null : defaultSee * (1 + markup));
      if (see === null) continue;
      const cf = cbamFactor(year);
      const faa = (benchmark ?? 0) * cf;
      const certificates = e.quantity * Math.max(0, see - faa);
      scenarios.push({
        scenario,
        year,
        markup,
        cbamFactor: cf,
        see: round(see, 6),
        faa: round(faa, 6),
        certificates: round(certificates, 3),
        costEur: round(certificates * price, 2),
      });
    }
    return {
      goodsGroup: e.goodsGroup,
      cnCode: e.cnCode ?? null,
      quantity: e.quantity,
      unit: (e.goodsGroup === 'ELECTRICITY' ? 'MWh' : 't') as 't' | 'MWh',
      verifiedData: e.verifiedData,
      defaultSee,
      benchmark,
      scenarios,
    };
  });
  const applicable = goods.length > 0;
  const totals: CbamScenarioResult[] = applicable
    ? CBAM_SCENARIOS.map(({ scenario, year }) => {
        const rows = goods.flatMap((g) => g.scenarios.filter((s) => s.scenario === scenario));
        const certificates = rows.reduce((sum, s) => sum + s.certificates, 0);
        const costEur = rows.reduce((sum, s) => sum + s.costEur, 0);
        return {
          scenario,
          year,
          markup: cbamMarkup(year),
          cbamFactor: cbamFactor(year),
          certificates: round(certificates, 3),
          costEur: round(costEur, 2),
        };
      })
    : [];
  const massTonnes = goods
    .filter((g) => g.goodsGroup !== 'ELECTRICITY' && g.goodsGroup !== 'HYDROGEN')
    .reduce((sum, g) => sum + g.quantity, 0);
  const exempt = applicable && massTonnes <= CBAM_EXEMPT_TONNES && massTonnes > 0;
  const cost2030 = totals.find((t) => t.scenario === 'Y2030')?.costEur ?? 0;
  const revenueEur = input.revenueVnd / factors.eurVndRate.value;
  const sharePercent = applicable && revenueEur > 0 ? (cost2030 / revenueEur) * 100 : null;
  const usesDefaults = goods.some((g) => !g.verifiedData);

  // Score
  const keyMarkets =
    applicable || (input.exportMarkets ?? []).some((m) => m === 'EU' || m === 'US' || m === 'JP');
  const largerThanSme = input.employees > SME_LIMITS.employees || input.revenueVnd > SME_LIMITS.revenueVnd;
  const scoreFactors: GhgAssessment['scoreFactors'] = [
    {
      factor: 'REGULATION',
      points: regulationPoints(status, etsQuotaSector),
      reason: { factor: 'REGULATION', status, ratio: round(ratio, 4), quotaSector: etsQuotaSector },
    },
    {
      factor: 'CBAM',
      points: cbamPoints(applicable, sharePercent, cost2030, usesDefaults),
      reason: applicable
        ? {
            factor: 'CBAM',
            applicable: true,
            cost2030Eur: cost2030,
            sharePercent: sharePercent === null ? null : round(sharePercent, 4),
            usesDefaults,
          }
        : { factor: 'CBAM', applicable: false },
    },
    {
      factor: 'INTENSITY',
      points: intensityPoints(intensity),
      reason: { factor: 'INTENSITY', intensity: intensity === null ? null : round(intensity, 3) },
    },
    {
      factor: 'MARKET_PRESSURE',
      points: marketPressurePoints(keyMarkets, largerThanSme),
      reason: { factor: 'MARKET_PRESSURE', keyMarkets, largerThanSme },
    },
    {
      factor: 'DATA_READINESS',
      points: dataReadinessPoints(input.previousInventory),
      reason: { factor: 'DATA_READINESS', previousInventory: input.previousInventory },
    },
  ];
  const score = Math.min(
    100,
    scoreFactors.reduce((sum, f) => sum + f.points, 0),
  );

  return {
    input: { ...input, countryCode: input.countryCode ?? 'VN', gwpSet },
    factors: {
      gwpSet,
      gridFactor: factors.grid.factor.value,
      gridFactorYear: factors.grid.factor.year,
      gridSensitivityFactor: factors.grid.sensitivity.value,
      gridFactorSource: factors.grid.factor.source,
      electricityToePerKwh: factors.electricityToePerKwh.value,
      fuels: fuelRows.map((r) => ({
        ...r,
        tco2ePerUnit: round(r.tco2ePerUnit, 9),
        toePerUnit: round(r.toePerUnit, 9),
      })),
      cbamPriceEur: price,
      cbamPriceBandEur: { ...factors.cbamPrice.band },
      eurVndRate: factors.eurVndRate.value,
    },
    emissions: {
      scope1Tco2e: round(scope1, 3),
      scope1ByFuel: scope1ByFuel.map((r) => ({
        fuel: r.fuel,
        tco2e: round(r.tco2e, 3),
        toe: round(r.toe, 3),
      })),
      scope2Tco2e: round(scope2, 3),
      scope2SensitivityTco2e: round(scope2Sensitivity, 3),
      totalTco2e: round(total, 3),
      toe: round(toe, 3),
      intensity: intensity === null ? null : round(intensity, 3),
    },
    inventory: { status, ratio: round(ratio, 4), m1, m2, m3, etsQuotaSector },
    cbam: {
      applicable,
      exempt,
      goods,
      totals,
      cost2030ToRevenuePercent: sharePercent === null ? null : round(sharePercent, 4),
    },
    score,
    level: riskLevel(score),
    scoreFactors,
    nextSteps: chooseNextSteps(status, applicable, total),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Texts

const fmt = (locale: Locale, value: number, digits = 0) =>
  new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: digits }).format(value);

const STATUS_TEXT: Record<Locale, Record<InventoryStatus, string>> = {
  vi: {
    ON_LIST: 'Doanh nghiệp có tên trong danh mục phải kiểm kê khí nhà kính (Quyết định 13/2024/QĐ-TTg)',
    LIKELY_REQUIRED:
      'Doanh nghiệp nhiều khả năng thuộc diện phải kiểm kê khí nhà kính theo Nghị định 06/2022/NĐ-CP và có thể được bổ sung vào danh mục ở lần cập nhật tới',
    APPROACHING: 'Doanh nghiệp đang tiến gần ngưỡng phải kiểm kê khí nhà kính theo Nghị định 06/2022/NĐ-CP',
    UNLIKELY: 'Doanh nghiệp chưa thuộc diện phải kiểm kê khí nhà kính theo Nghị định 06/2022/NĐ-CP',
  },
  en: {
    ON_LIST: 'The company is on the list of facilities that must inventory GHG (Decision 13/2024/QD-TTg)',
    LIKELY_REQUIRED:
      'The company is likely required to inventory GHG under Decree 06/2022/ND-CP and may be added at the next list update',
    APPROACHING: 'The company is approaching the GHG inventory thresholds of Decree 06/2022/ND-CP',
    UNLIKELY: 'The company is unlikely to be required to inventory GHG under Decree 06/2022/ND-CP',
  },
};

/** The reason sentence of a score factor, in the given language. */
export function reasonText(locale: Locale, reason: GhgReason): string {
  const vi = locale === 'vi';
  switch (reason.factor) {
    case 'REGULATION': {
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
      if (reason.largerThanSme)
        parts.push(
          vi
            ? 'Quy mô lớn hơn doanh nghiệp nhỏ và vừa theo Nghị định 80/2021/NĐ-CP.'
            : 'The company is larger than an SME under Decree 80/2021/ND-CP.',
        );
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

/** The report as the contract shows it: the assessment with its texts in the given language. */
export function renderGhgReport(
  assessment: GhgAssessment,
  locale: Locale,
  meta: { id: string; createdAt: string },
): GhgReport {
  return {
    id: meta.id,
    createdAt: meta.createdAt,
    input: assessment.input,
    factors: assessment.factors,
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
