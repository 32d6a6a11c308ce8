// The activity categories of an inventory, by scope: codes only (the labels live in the i18n dictionaries). For
// each category: the input kinds a row may use, the units each accepts, and the factor groups it needs. Scope 3
// follows the GHG Protocol Corporate Value Chain (Scope 3) Standard's 15 categories; a category without a sourced
// factor set still accepts a workspace's own factor (CUSTOM), never a made-up default.
import type { FactorGroup } from './factors/types';
import type { Unit } from './units';

export type Scope = 1 | 2 | 3;

export type CategoryCode =
  | 'S1_STATIONARY_COMBUSTION'
  | 'S1_MOBILE_COMBUSTION'
  | 'S1_FUGITIVE_REFRIGERANTS'
  | 'S1_PROCESS'
  | 'S2_ELECTRICITY'
  | 'S3_01_PURCHASED_GOODS_SERVICES'
  | 'S3_02_CAPITAL_GOODS'
  | 'S3_03_FUEL_ENERGY_RELATED'
  | 'S3_04_UPSTREAM_TRANSPORT'
  | 'S3_05_WASTE'
  | 'S3_06_BUSINESS_TRAVEL'
  | 'S3_07_EMPLOYEE_COMMUTING'
  | 'S3_08_UPSTREAM_LEASED_ASSETS'
  | 'S3_09_DOWNSTREAM_TRANSPORT'
  | 'S3_10_PROCESSING_SOLD_PRODUCTS'
  | 'S3_11_USE_SOLD_PRODUCTS'
  | 'S3_12_END_OF_LIFE_SOLD_PRODUCTS'
  | 'S3_13_DOWNSTREAM_LEASED_ASSETS'
  | 'S3_14_FRANCHISES'
  | 'S3_15_INVESTMENTS';

/**
 * How a row's quantity is turned into emissions:
 * - FUEL: fuel burnt (L, m3, kg, t, GJ, TJ, kWh) × combustion factors per gas (kg/TJ), via density and NCV;
 * - DISTANCE: vehicle km × factor per km;
 * - REFRIGERANT: kg of gas released (a top-up, or the GHG Protocol / IPCC mass balance) × the gas's GWP;
 * - ELECTRICITY: kWh or MWh × grid factor (location-based) and contractual instruments (market-based);
 * - ACTIVITY: a quantity in the factor's own dimension (t.km, passenger.km, t of waste, L of fuel upstream) × factor;
 * - SPEND: money (USD, or VND with a given rate) × factor per USD;
 * - CUSTOM: any unit × a workspace factor with its source and evidence.
 */
export type InputKind = 'FUEL' | 'DISTANCE' | 'REFRIGERANT' | 'ELECTRICITY' | 'ACTIVITY' | 'SPEND' | 'CUSTOM';

export interface InputRule {
  kind: InputKind;
  units: readonly Unit[];
  /** Factor groups a row of this kind may pin; empty for REFRIGERANT (GWP only). */
  factorGroups: readonly FactorGroup[];
}

export interface CategoryDefinition {
  code: CategoryCode;
  scope: Scope;
  /** GHG Protocol Scope 3 category number, for scope 3. */
  scope3Number?: number;
  inputs: readonly InputRule[];
  /** True when the library holds sourced factors for it (otherwise only CUSTOM rows compute). */
  hasLibraryFactors: boolean;
}

const FUEL_UNITS: readonly Unit[] = ['L', 'm3', 'kg', 't', 'kWh', 'MWh', 'GJ', 'TJ'];
const MONEY: readonly Unit[] = ['USD', 'VND'];
const ANY: readonly Unit[] = [
  'L',
  'm3',
  'kg',
  't',
  'kWh',
  'MWh',
  'GJ',
  'TJ',
  'km',
  't.km',
  'passenger.km',
  'USD',
  'VND',
];
const custom: InputRule = { kind: 'CUSTOM', units: ANY, factorGroups: ['CUSTOM'] };
const spend: InputRule = { kind: 'SPEND', units: MONEY, factorGroups: ['SPEND'] };

function s3(
  code: CategoryCode,
  n: number,
  inputs: InputRule[],
  hasLibraryFactors: boolean,
): CategoryDefinition {
  return { code, scope: 3, scope3Number: n, inputs: [...inputs, custom], hasLibraryFactors };
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    code: 'S1_STATIONARY_COMBUSTION',
    scope: 1,
    inputs: [{ kind: 'FUEL', units: FUEL_UNITS, factorGroups: ['FUEL_STATIONARY'] }, custom],
    hasLibraryFactors: true,
  },
  {
    code: 'S1_MOBILE_COMBUSTION',
    scope: 1,
    inputs: [
      { kind: 'FUEL', units: FUEL_UNITS, factorGroups: ['FUEL_MOBILE'] },
      { kind: 'DISTANCE', units: ['km'], factorGroups: ['VEHICLE_DISTANCE'] },
      custom,
    ],
    hasLibraryFactors: true,
  },
  {
    code: 'S1_FUGITIVE_REFRIGERANTS',
    scope: 1,
    inputs: [{ kind: 'REFRIGERANT', units: ['kg', 't'], factorGroups: [] }],
    hasLibraryFactors: true,
  },
  // Cement clinker (IPCC 2006 Vol. 3 Ch. 2, Tier 2) from the library; any other process by a workspace factor.
  {
    code: 'S1_PROCESS',
    scope: 1,
    inputs: [{ kind: 'ACTIVITY', units: ['kg', 't'], factorGroups: ['PROCESS'] }, custom],
    hasLibraryFactors: true,
  },
  {
    code: 'S2_ELECTRICITY',
    scope: 2,
    inputs: [{ kind: 'ELECTRICITY', units: ['kWh', 'MWh'], factorGroups: ['GRID_ELECTRICITY'] }, custom],
    hasLibraryFactors: true,
  },
  s3('S3_01_PURCHASED_GOODS_SERVICES', 1, [spend], true),
  s3('S3_02_CAPITAL_GOODS', 2, [spend], true),
  s3(
    'S3_03_FUEL_ENERGY_RELATED',
    3,
    [{ kind: 'ACTIVITY', units: ['L', 'm3', 'kg', 't'], factorGroups: ['FUEL_WTT'] }],
    true,
  ),
  s3(
    'S3_04_UPSTREAM_TRANSPORT',
    4,
    [{ kind: 'ACTIVITY', units: ['t.km'], factorGroups: ['FREIGHT'] }, spend],
    true,
  ),
  s3('S3_05_WASTE', 5, [{ kind: 'ACTIVITY', units: ['kg', 't'], factorGroups: ['WASTE'] }], true),
  s3(
    'S3_06_BUSINESS_TRAVEL',
    6,
    [
      { kind: 'ACTIVITY', units: ['passenger.km'], factorGroups: ['PASSENGER_TRAVEL'] },
      { kind: 'DISTANCE', units: ['km'], factorGroups: ['VEHICLE_DISTANCE'] },
      spend,
    ],
    true,
  ),
  s3(
    'S3_07_EMPLOYEE_COMMUTING',
    7,
    [
      { kind: 'ACTIVITY', units: ['passenger.km'], factorGroups: ['PASSENGER_TRAVEL'] },
      { kind: 'DISTANCE', units: ['km'], factorGroups: ['VEHICLE_DISTANCE'] },
    ],
    true,
  ),
  s3('S3_08_UPSTREAM_LEASED_ASSETS', 8, [], false),
  s3(
    'S3_09_DOWNSTREAM_TRANSPORT',
    9,
    [{ kind: 'ACTIVITY', units: ['t.km'], factorGroups: ['FREIGHT'] }],
    true,
  ),
  s3('S3_10_PROCESSING_SOLD_PRODUCTS', 10, [], false),
  s3('S3_11_USE_SOLD_PRODUCTS', 11, [], false),
  s3(
    'S3_12_END_OF_LIFE_SOLD_PRODUCTS',
    12,
    [{ kind: 'ACTIVITY', units: ['kg', 't'], factorGroups: ['WASTE'] }],
    true,
  ),
  s3('S3_13_DOWNSTREAM_LEASED_ASSETS', 13, [], false),
  s3('S3_14_FRANCHISES', 14, [], false),
  s3('S3_15_INVESTMENTS', 15, [], false),
];

const BY_CODE: ReadonlyMap<CategoryCode, CategoryDefinition> = new Map(CATEGORIES.map((c) => [c.code, c]));

export function categoryOf(code: string): CategoryDefinition | null {
  return BY_CODE.get(code as CategoryCode) ?? null;
}

/** The rule a row of this category and input kind follows, or null when the category does not accept the kind. */
export function inputRuleOf(code: string, kind: InputKind): InputRule | null {
  return categoryOf(code)?.inputs.find((r) => r.kind === kind) ?? null;
}
