// Inputs and outputs of the inventory calculation engine (pure, no I/O). See ../ENGINE.md.
import type { CategoryCode, InputKind, Scope } from '../activity-categories';
import type { GwpSet, WeighedGas } from '../factors/gwp';
import type { FactorSnapshot, FactorSource, Gas } from '../factors/types';
import type { ConversionRefusal, ExchangeRate, Unit } from '../units';

export type Period =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'quarter'; year: number; quarter: number }
  | { kind: 'year'; year: number };

/** A contractual instrument for market-based scope 2 (GHG Protocol Scope 2 Guidance, ch. 6-7). */
export interface MarketInstrument {
  kind: 'RENEWABLE_CERTIFICATE' | 'DIRECT_PPA' | 'SUPPLIER_FACTOR';
  /** Electricity covered, in the row's unit. */
  quantity: number;
  /** SUPPLIER_FACTOR only: the supplier's factor (kg CO2 per kWh), pinned like any other. */
  factor?: FactorSnapshot;
  /** Certificate number, contract reference or document id; required. */
  evidence: string;
}

/**
 * Fugitive refrigerant. TOP_UP: the row's quantity is the gas recharged (= released). MASS_BALANCE (GHG Protocol
 * HFC tool; IPCC 2006 Vol. 3 Ch. 7): released = (stock at start − stock at end) + (purchased − sold or sent back)
 * + (capacity of retired equipment − capacity of new equipment), all in the row's unit; the row's own quantity is
 * then not used.
 */
export interface RefrigerantInput {
  gas: WeighedGas;
  method: 'TOP_UP' | 'MASS_BALANCE';
  balance?: {
    stockStart: number;
    stockEnd: number;
    purchased: number;
    soldOrReturned: number;
    retiredCapacity: number;
    newCapacity: number;
  };
}

export interface ActivityRow {
  id: string;
  facilityId: string;
  period: Period;
  scope: Scope;
  category: CategoryCode;
  inputKind: InputKind;
  /** What the user entered, untouched: kept beside every computed figure. */
  entered: { value: number; unit: Unit; text?: string };
  /** The factors pinned to the row, as snapshots. The engine reads only these. */
  factors: readonly FactorSnapshot[];
  exchangeRate?: ExchangeRate;
  refrigerant?: RefrigerantInput;
  instruments?: readonly MarketInstrument[];
}

export type RowIssue =
  | { kind: 'nonFiniteQuantity'; field: string }
  | { kind: 'negativeQuantity'; field: string }
  | { kind: 'unknownCategory' }
  | { kind: 'scopeMismatch'; expected: Scope }
  | { kind: 'inputKindNotAllowed' }
  | { kind: 'unitNotAllowed'; unit: Unit }
  | { kind: 'invalidPeriod' }
  | { kind: 'factorNotAllowed'; factorId: string }
  /** Factors of different activities on one row (e.g. diesel CO2 with gasoline CH4). */
  | { kind: 'mixedFactors' }
  /** Two factors for the same gas would count it twice. */
  | { kind: 'duplicateGas'; gas: Gas }
  | { kind: 'conversion'; factorId: string; refusal: ConversionRefusal }
  | { kind: 'missingRefrigerant' }
  | { kind: 'negativeMassBalance'; releasedKg: number }
  | { kind: 'instrumentsExceedQuantity' }
  | { kind: 'instrumentWithoutEvidence'; index: number }
  | { kind: 'instrumentsOnNonElectricity' };

/** One multiplication of the calculation, with the factor as it was used. */
export interface TraceLine {
  /** Factor id, or GWP-<set>-<gas> for a refrigerant weighed by its GWP alone. */
  factorId: string;
  gas: Gas;
  factorValue: number;
  /** "kg/<unit>" as the factor states it. */
  factorUnit: string;
  /** The row's quantity in the factor's unit (after conversion). */
  quantity: number;
  gasKg: number;
  /** The GWP applied (1 for CO2 and for CO2e factors). */
  gwp: number;
  tco2e: number;
  basis: 'location' | 'market' | 'both';
  biogenic: boolean;
  source: FactorSource | { document: string; table: string; row: string; year: number; readFrom: string };
}

export interface MonthShare {
  /** YYYY-MM */
  month: string;
  share: number;
}

export interface CalculatedRow {
  status: 'calculated';
  row: ActivityRow;
  /** tCO2e by gas (location basis for scope 2). */
  byGas: Partial<Record<Gas, number>>;
  /** Location-based (and the only figure outside scope 2). */
  tco2e: number;
  /** Market-based, scope 2 only. */
  tco2eMarket: number | null;
  biogenicCo2T: number;
  months: readonly MonthShare[];
  trace: readonly TraceLine[];
  /**
   * Not errors, shown beside the figure: `factorYears:<id>:<from>-<to>:rowYear:<year>` when a factor's valid years do
   * not cover the row's year (e.g. the 2023 grid factor for 2025, the latest published); `spendYear:<y>:
   * factorDollarYear:<y>` when a spend's rate year differs from the factor's dollar year.
   */
  notes: readonly string[];
}

export type RowResult =
  | CalculatedRow
  | { status: 'noFactor'; row: ActivityRow; missing: 'factor' | 'supplierFactor' }
  | { status: 'invalid'; row: ActivityRow; issues: readonly RowIssue[] };

export interface CalcOptions {
  gwpSet: GwpSet;
  /**
   * The share of a facility's emissions the inventory counts (0..1; default 1). Under the EQUITY_SHARE approach
   * (GHG Protocol Corporate Standard ch. 3) it is the workspace's share in the facility: every total, bucket and
   * gas counts the row at that weight, so totals still equal the sum of their (weighted) rows. Each row's own result
   * (`rows`) stays whole.
   */
  facilityWeight?: (facilityId: string) => number;
}
