// Types of the two-minute GHG emission-risk assessment (/ghg-report/count-down): the wizard's draft, its steps,
// events, the contract of its one actor and the view union.
import type { components } from '../../openapi/schema';
import type { Notice } from '../../domain/failures';

export type GhgAssessmentInput = components['schemas']['GhgAssessmentInput'];
export type GhgReport = components['schemas']['GhgReport'];
export type GhgSector = components['schemas']['GhgSector'];
export type CbamExport = components['schemas']['CbamExport'];
export type CbamGoodsGroup = components['schemas']['CbamGoodsGroup'];
export type ExportMarket = NonNullable<GhgAssessmentInput['exportMarkets']>[number];
export type Fuels = GhgAssessmentInput['fuels'];

/** The sector groups of the contract, in display order. */
export const GHG_SECTORS: readonly GhgSector[] = [
  'THERMAL_POWER',
  'IRON_STEEL',
  'CEMENT',
  'ALUMINIUM',
  'CHEMICALS_FERTILISERS',
  'OTHER_MANUFACTURING',
  'FREIGHT_TRANSPORT',
  'COMMERCIAL_BUILDING',
  'WASTE_TREATMENT',
  'AGRICULTURE_FORESTRY',
  'SERVICES',
  'OTHER',
];
export const EXPORT_MARKETS: readonly ExportMarket[] = ['EU', 'US', 'JP', 'OTHER'];
// The fuels and CBAM goods groups, which only the later steps list, are in ./energy-and-goods.ts: this module's
// lists load with the first step (vite.config.ts, 'ghg-assessment').

/** The wizard's steps, in order (the progress indicator shows them). */
export const ASSESSMENT_STEPS = ['company', 'energy', 'cbam', 'review'] as const;
export type AssessmentStep = (typeof ASSESSMENT_STEPS)[number];

/** Step 1: the company and its sector. */
export interface CompanyValues {
  companyName?: string;
  taxCode?: string;
  sector: GhgSector;
  /** The facility's country (VN when left out). */
  countryCode?: GhgAssessmentInput['countryCode'];
  employees: number;
  revenueVnd: number;
  previousInventory: boolean;
  exportMarkets: ExportMarket[];
}

/** Step 2: energy use per year. */
export interface EnergyValues {
  fuels: Fuels;
  electricityKwh: number;
  wasteHandledTonnes?: number;
  /** The user's own grid factor, tCO2/MWh (left out: the country's sourced factor). */
  ownGridFactor?: number;
  /** The GWP set (AR5 when left out). */
  gwpSet?: GhgAssessmentInput['gwpSet'];
}

/** Step 3: CBAM goods exported to the EU (none is a valid answer). */
export interface CbamValues {
  cbamExports: CbamExport[];
}

/** What has been entered so far; `sector` is null until step 1 has been completed. */
export type AssessmentDraft = Omit<GhgAssessmentInput, 'sector'> & { sector: GhgSector | null };

export interface RiskAssessmentContext {
  draft: AssessmentDraft;
  /** Per-field problems the server found (VALIDATION_FAILED details), keyed by the field path it named. */
  fieldErrors: Record<string, Notice>;
  /** The form-level problem: invalid data, rate limit, network, or anything else. */
  error: Notice | null;
  /** The id of the report just created. */
  reportId: string | null;
}

export type RiskAssessmentEvent =
  | { type: 'user.submitCompany'; values: CompanyValues }
  | { type: 'user.submitEnergy'; values: EnergyValues }
  | { type: 'user.submitCbam'; values: CbamValues }
  /** To the previous step (the values stay). */
  | { type: 'user.back' }
  /** From the review: run the assessment. */
  | { type: 'user.submit' }
  /** The user changed a field: its server error no longer applies. */
  | { type: 'user.editField'; field: string };

export type RiskAssessmentTag = 'busy' | 'step';

export interface RiskAssessmentTypes {
  context: RiskAssessmentContext;
  events: RiskAssessmentEvent;
  tags: RiskAssessmentTag;
}

export type RiskAssessmentView =
  | {
      kind: 'wizard';
      step: AssessmentStep;
      /** 0-based position of the step in ASSESSMENT_STEPS. */
      stepIndex: number;
      busy: boolean;
      draft: AssessmentDraft;
      fieldErrors: Record<string, Notice>;
      error: Notice | null;
    }
  | { kind: 'created'; reportId: string };

/** The wizard's answers before anything is typed (the machine's first context). */
export const emptyDraft: AssessmentDraft = {
  sector: null,
  countryCode: 'VN',
  gwpSet: 'AR5',
  fuels: {},
  electricityKwh: 0,
  employees: 0,
  revenueVnd: 0,
  previousInventory: false,
  exportMarkets: [],
  cbamExports: [],
};
