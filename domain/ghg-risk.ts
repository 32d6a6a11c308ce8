// The two-minute GHG emission-risk assessment (the model of the GHG reference notes, section 6): Scope 1 and 2,
// TOE, intensity, the Decree 06 mandatory-inventory check, the CBAM pass-through exposure, the 0-100 risk score
// with one reason per factor, the level and the next steps (the score's rules: ghg-score.ts). Pure: the factors are
// data (ghg-factors.ts) and can be replaced. The model keeps no texts: ghg-report-text.ts renders them per language
// (renderGhgReport), so a stored assessment reads in vi or en.
import type { components } from '../openapi/schema';
import {
  CBAM_EXEMPT_TONNES,
  CBAM_PRICE_EUR,
  CBAM_SCENARIOS,
  DECISION_13_2024_TAX_CODES,
  DECREE_06_THRESHOLDS,
  ELECTRICITY_TOE_PER_KWH,
  EUR_VND_RATE,
  FUEL_FACTORS,
  GWP,
  SME_LIMITS_BY_FIELD,
  type SmeField,
  cbamFactor,
  cbamMarkup,
  type FuelCode,
  type FuelFactor,
  type GwpSet,
  type Sourced,
} from './ghg-factors';
import { computeCbamGood, DEFAULT_CBAM_TABLES, type CbamTables, type CbamUnknownReason } from './ghg-cbam';
import { decree06Applies, DEFAULT_GHG_COUNTRY } from './ghg-countries';
import { GRID_FACTORS_BY_COUNTRY, type CountryGridFactors } from './ghg-grid-factors';
import type { GhgSourceId } from './ghg-sources';
import { badFigure, checkGhgInput, type GhgRefusal } from './ghg-input-check';
import {
  cbamPoints,
  chooseNextSteps,
  dataReadinessPoints,
  intensityPoints,
  inventoryStatus,
  marketPressurePoints,
  regulationPoints,
  riskLevel,
  smeFieldOf,
} from './ghg-score';

export type { GhgInputIssue, GhgInputProblem, GhgRefusal } from './ghg-input-check';

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
  /** Grid factors by facility country; a country without an entry needs the user's own factor. */
  gridByCountry: Readonly<Partial<Record<string, CountryGridFactors>>>;
  fuels: readonly FuelFactor[];
  gwp: Readonly<Record<GwpSet, Sourced<{ ch4: number; n2o: number }>>>;
  electricityToePerKwh: Sourced<number>;
  cbamPrice: Sourced<number> & { band: { low: number; high: number }; sourceId: GhgSourceId };
  eurVndRate: Sourced<number> & { sourceId: GhgSourceId };
  /** CBAM default values (Viet Nam, Implementing Regulation (EU) 2025/2621) and benchmarks (2025/2620). */
  cbam: CbamTables;
  /** Tax codes on the Decision 13/2024 lists. */
  onListTaxCodes: ReadonlySet<string>;
}

export const DEFAULT_GHG_FACTORS: GhgFactorSet = {
  gridByCountry: GRID_FACTORS_BY_COUNTRY,
  fuels: FUEL_FACTORS,
  gwp: GWP,
  electricityToePerKwh: ELECTRICITY_TOE_PER_KWH,
  cbamPrice: CBAM_PRICE_EUR,
  eurVndRate: EUR_VND_RATE,
  cbam: DEFAULT_CBAM_TABLES,
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

/** Why a score factor got its points; rendered per language by reasonText (ghg-report-text.ts). */
export type GhgReason =
  | {
      factor: 'REGULATION';
      status: InventoryStatus;
      ratio: number;
      quotaSector: boolean;
      /** The facility's country (absent in reports made before countries were asked: Vietnam). */
      country?: string;
    }
  | { factor: 'CBAM'; applicable: false }
  | {
      factor: 'CBAM';
      applicable: true;
      cost2030Eur: number;
      sharePercent: number | null;
      usesDefaults: boolean;
      /** Goods whose cost could not be computed (no sourced value): the cost is then unknown, never €0. */
      unknownGoods?: number;
      /** The first unknown good's reason. */
      unknownReason?: CbamUnknownReason;
    }
  | { factor: 'INTENSITY'; intensity: number | null }
  | {
      factor: 'MARKET_PRESSURE';
      keyMarkets: boolean;
      largerThanSme: boolean;
      /** Decree 80/2021's field whose thresholds were applied (absent in older reports: industry). */
      smeField?: SmeField;
    }
  | { factor: 'DATA_READINESS'; previousInventory: boolean };

/** Where the grid factor came from: a sourced table value, the user's own, or none (no electricity to weigh). */
export type GridFactorOrigin = GhgReport['factors']['gridFactorOrigin'];

/**
 * The factors applied, as stored: values with the ids of their sources (ghg-sources.ts); renderGhgReport writes the
 * source texts in the reader's language.
 */
export interface AssessmentFactors {
  gwpSet: GwpSet;
  gwp: { ch4: number; n2o: number };
  countryCode: string;
  gridFactorOrigin: GridFactorOrigin;
  gridFactor: number | null;
  gridFactorYear: number | null;
  gridSourceId: GhgSourceId | null;
  gridSensitivityFactor: number | null;
  gridSensitivityYear: number | null;
  gridSensitivitySourceId: GhgSourceId | null;
  electricityToePerKwh: number;
  fuels: { fuel: FuelCode; unit: FuelFactor['unit']; tco2ePerUnit: number; toePerUnit: number }[];
  cbamPriceEur: number;
  cbamPriceBandEur: { low: number; high: number };
  cbamPriceSourceId: GhgSourceId;
  eurVndRate: number;
  eurVndSourceId: GhgSourceId;
}

/** A computed assessment without its texts (what is stored); renderGhgReport (ghg-report-text.ts) adds them. */
export type GhgAssessment = Omit<GhgReport, 'id' | 'createdAt' | 'scoreFactors' | 'nextSteps' | 'factors'> & {
  factors: AssessmentFactors;
  scoreFactors: { factor: ScoreFactorCode; points: number; reason: GhgReason }[];
  nextSteps: NextStepCode[];
};

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

const FUEL_INPUT: Record<FuelCode, keyof NonNullable<GhgAssessmentInput['fuels']>> = {
  VEHICLE_DIESEL: 'vehicleDieselLitres',
  VEHICLE_GASOLINE: 'vehicleGasolineLitres',
  DIESEL: 'dieselLitres',
  GASOLINE: 'gasolineLitres',
  LPG: 'lpgKg',
  FUEL_OIL: 'fuelOilLitres',
  NATURAL_GAS: 'naturalGasM3',
  ANTHRACITE: 'anthraciteTonnes',
  BITUMINOUS_COAL: 'bituminousCoalTonnes',
  BIOMASS: 'biomassTonnes',
};

/** tCO2e per input unit of a fuel: tonnes × NCV × (CO2 + CH4·GWP + N2O·GWP). */
export function fuelTco2ePerUnit(fuel: FuelFactor, gwp: { ch4: number; n2o: number }): number {
  const kgPerTj = fuel.co2KgPerTj + fuel.ch4KgPerTj * gwp.ch4 + fuel.n2oKgPerTj * gwp.n2o;
  // NCV TJ/Gg = TJ per 1,000 t; kg -> t
  return (fuel.tonnesPerUnit * fuel.ncvTjPerGg * kgPerTj) / 1000 / 1000;
}

/** The assessment, or why it was refused (a quantity that is not a finite number ≥ 0, a figure gone wrong). */
export type GhgAssessmentResult =
  { ok: true; assessment: GhgAssessment } | { ok: false; refusal: GhgRefusal };

/**
 * Runs the model on one input: refused before any arithmetic when a quantity is not a finite number of zero or
 * more (ghg-input-check.ts), and refused after it when any figure comes out non-finite or negative (possible
 * only with replaced factor tables). Never NaN, never a negative total.
 */
export function assessGhgRisk(
  input: GhgAssessmentInput,
  factors: GhgFactorSet = DEFAULT_GHG_FACTORS,
): GhgAssessmentResult {
  const issues = checkGhgInput(input);
  const country = input.countryCode ?? DEFAULT_GHG_COUNTRY;
  if (
    input.ownGridFactor === undefined &&
    input.electricityKwh > 0 &&
    !Object.hasOwn(factors.gridByCountry, country)
  ) {
    // No sourced grid factor for the country: the user's own is needed, never 0 nor Vietnam's value.
    issues.push({ field: 'ownGridFactor', problem: 'gridFactorNeeded' });
  }
  if (issues.length > 0) return { ok: false, refusal: { kind: 'input', issues } };
  const assessment = computeAssessment(input, factors);
  const bad = badFigure(assessment, ['input']);
  if (bad) return { ok: false, refusal: { kind: 'result', ...bad } };
  return { ok: true, assessment };
}

function computeAssessment(input: GhgAssessmentInput, factors: GhgFactorSet): GhgAssessment {
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
  const country = input.countryCode ?? DEFAULT_GHG_COUNTRY;
  const inVietnam = decree06Applies(country);
  const sourced = Object.hasOwn(factors.gridByCountry, country) ? factors.gridByCountry[country] : undefined;
  const own = input.ownGridFactor;
  const origin: GridFactorOrigin = own !== undefined ? 'OWN' : sourced ? 'SOURCED' : 'NONE';
  const gridFactor = own ?? sourced?.factor.value ?? null;
  // Without a factor there is no electricity to weigh (assessGhgRisk refuses the other case).
  const scope2 = gridFactor === null ? 0 : (kwh / 1000) * gridFactor;
  const sensitivity = sourced?.sensitivity ?? null;
  const scope2Sensitivity = sensitivity === null ? null : (kwh / 1000) * sensitivity.value;
  const total = scope1 + scope2;
  const toe = fuelToe + kwh * factors.electricityToePerKwh.value;
  const revenueBillion = input.revenueVnd / 1e9;
  const intensity = revenueBillion > 0 ? total / revenueBillion : null;

  // Decree 06
  // Decree 06 (criteria M1-M3) and Decree 119's quotas apply to facilities in Vietnam only.
  const m1 = inVietnam && total >= DECREE_06_THRESHOLDS.tco2e;
  const m2 = inVietnam && toe >= DECREE_06_THRESHOLDS.toe && M2_SECTORS.has(input.sector);
  const m3 = inVietnam && (input.wasteHandledTonnes ?? 0) >= DECREE_06_THRESHOLDS.wasteTonnes;
  const ratio = Math.max(total / DECREE_06_THRESHOLDS.tco2e, toe / DECREE_06_THRESHOLDS.toe);
  const onList =
    inVietnam && input.taxCode !== undefined && factors.onListTaxCodes.has(input.taxCode.slice(0, 10));
  const status = inventoryStatus(onList, m1 || m2 || m3, ratio, inVietnam);
  const etsQuotaSector = inVietnam && ETS_QUOTA_SECTORS.has(input.sector);

  // CBAM
  const price = factors.cbamPrice.value;
  const exports = (input.cbamExports ?? []).filter((e) => e.quantity > 0);
  const goods = exports.map((e) => {
    const r = computeCbamGood(e, price, factors.cbam);
    return {
      goodsGroup: e.goodsGroup,
      cnCode: e.cnCode ?? null,
      quantity: e.quantity,
      unit: (e.goodsGroup === 'ELECTRICITY' ? 'MWh' : 't') as 't' | 'MWh',
      verifiedData: e.verifiedData,
      verifiedSee: e.verifiedData ? (e.verifiedSee ?? null) : null,
      status: r.status,
      unknownReason: r.unknownReason,
      defaultCn: r.defaultCn,
      defaultTable: r.defaultTable,
      defaultFallbackReason: r.defaultFallbackReason,
      defaultDirect: r.defaultDirect,
      defaultIndirect: r.defaultIndirect,
      indirectCounted: r.indirectCounted,
      route: r.route,
      defaultSee: r.defaultSee,
      benchmark: r.benchmark,
      scenarios: r.scenarios as CbamScenarioResult[],
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
  const unknownGoods = goods.filter((g) => g.status === 'UNKNOWN');
  const costKnown = unknownGoods.length === 0;

  // Score
  const keyMarkets =
    applicable || (input.exportMarkets ?? []).some((m) => m === 'EU' || m === 'US' || m === 'JP');
  const smeField = smeFieldOf(input.sector);
  const smeLimits = SME_LIMITS_BY_FIELD[smeField];
  const largerThanSme = input.employees > smeLimits.employees || input.revenueVnd > smeLimits.revenueVnd;
  const scoreFactors: GhgAssessment['scoreFactors'] = [
    {
      factor: 'REGULATION',
      points: regulationPoints(status, etsQuotaSector),
      reason: {
        factor: 'REGULATION',
        status,
        ratio: round(ratio, 4),
        quotaSector: etsQuotaSector,
        country,
      },
    },
    {
      factor: 'CBAM',
      points: cbamPoints(applicable, sharePercent, cost2030, usesDefaults, !costKnown),
      reason: applicable
        ? {
            factor: 'CBAM',
            applicable: true,
            cost2030Eur: cost2030,
            sharePercent: sharePercent === null ? null : round(sharePercent, 4),
            usesDefaults,
            ...(costKnown
              ? {}
              : {
                  unknownGoods: unknownGoods.length,
                  unknownReason: unknownGoods[0].unknownReason ?? 'NO_DEFAULT',
                }),
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
      reason: { factor: 'MARKET_PRESSURE', keyMarkets, largerThanSme, smeField },
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
    input: { ...input, countryCode: country, gwpSet },
    factors: {
      gwpSet,
      gwp: { ...gwp },
      countryCode: country,
      gridFactorOrigin: origin,
      gridFactor,
      gridFactorYear: origin === 'SOURCED' && sourced ? sourced.factor.year : null,
      gridSourceId:
        origin === 'OWN' ? 'GRID_OWN' : origin === 'SOURCED' && sourced ? sourced.factor.sourceId : null,
      gridSensitivityFactor: sensitivity?.value ?? null,
      gridSensitivityYear: sensitivity?.year ?? null,
      gridSensitivitySourceId: sensitivity?.sourceId ?? null,
      electricityToePerKwh: factors.electricityToePerKwh.value,
      fuels: fuelRows.map((r) => ({
        fuel: r.fuel,
        unit: r.unit,
        tco2ePerUnit: round(r.tco2ePerUnit, 9),
        toePerUnit: round(r.toePerUnit, 9),
      })),
      cbamPriceEur: price,
      cbamPriceBandEur: { ...factors.cbamPrice.band },
      cbamPriceSourceId: factors.cbamPrice.sourceId,
      eurVndRate: factors.eurVndRate.value,
      eurVndSourceId: factors.eurVndRate.sourceId,
    },
    emissions: {
      scope1Tco2e: round(scope1, 3),
      scope1ByFuel: scope1ByFuel.map((r) => ({
        fuel: r.fuel,
        tco2e: round(r.tco2e, 3),
        toe: round(r.toe, 3),
      })),
      scope2Tco2e: round(scope2, 3),
      scope2SensitivityTco2e: scope2Sensitivity === null ? null : round(scope2Sensitivity, 3),
      totalTco2e: round(total, 3),
      toe: round(toe, 3),
      intensity: intensity === null ? null : round(intensity, 3),
    },
    inventory: { status, ratio: round(ratio, 4), m1, m2, m3, etsQuotaSector },
    cbam: {
      applicable,
      exempt,
      costKnown,
      goods,
      totals,
      cost2030ToRevenuePercent: !costKnown || sharePercent === null ? null : round(sharePercent, 4),
    },
    score,
    level: riskLevel(score),
    scoreFactors,
    nextSteps: chooseNextSteps(status, applicable, total),
  };
}
