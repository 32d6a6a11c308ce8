// The two-minute GHG emission-risk assessment (/ghg-report/count-down, ghg-reference.md section 6): a short
// wizard (company & sector -> energy use -> CBAM exports -> review) -> POST /ghg-reports -> the report id (the app
// stores it in the `idReport` cookie and opens the result page), or back to the step of the first field the server
// refused (else to the review) with its errors. The view checks each step's values before sending them.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import {
  ASSESSMENT_STEPS,
  emptyDraft,
  type AssessmentDraft,
  type AssessmentStep,
  type GhgAssessmentInput,
  type GhgReport,
  type RiskAssessmentTypes,
  type RiskAssessmentView,
} from './risk-assessment.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

// The empty draft lives with the types (./risk-assessment.types.ts): the page's first view needs it without the
// machine.
export { emptyDraft };

const COMPANY_FIELDS = new Set([
  'companyName',
  'taxCode',
  'sector',
  'countryCode',
  'employees',
  'revenueVnd',
  'previousInventory',
  'exportMarkets',
]);
const ENERGY_FIELDS = new Set(['fuels', 'electricityKwh', 'wasteHandledTonnes', 'ownGridFactor', 'gwpSet']);
const CBAM_FIELDS = new Set(['cbamExports']);

/** The top-level input field a server detail names: `fuels.dieselLitres`, `/cbamExports/0/quantity`, `taxCode`. */
export function topField(field: string): string {
  return field.replace(/^[/.]+/, '').split(/[./[]/)[0];
}

/** The step that holds the first field the server refused; null when none is known. */
export function stepOfFieldErrors(fieldErrors: Record<string, unknown>): AssessmentStep | null {
  const fields = Object.keys(fieldErrors).map(topField);
  if (fields.some((field) => COMPANY_FIELDS.has(field))) return 'company';
  if (fields.some((field) => ENERGY_FIELDS.has(field))) return 'energy';
  if (fields.some((field) => CBAM_FIELDS.has(field))) return 'cbam';
  return null;
}

/** The request body: the draft once step 1 is done (no empty optional texts). */
export function assessmentInput(draft: AssessmentDraft): GhgAssessmentInput {
  const { sector, companyName, taxCode, ...rest } = draft;
  return {
    ...rest,
    sector: sector ?? 'OTHER',
    ...(companyName ? { companyName } : {}),
    ...(taxCode ? { taxCode } : {}),
  };
}

const refusedIn = (step: AssessmentStep) => (args: { event: { type: string } }) => {
  const failure = failureOf(args.event);
  return failure.kind === 'validation' && stepOfFieldErrors(failure.fieldErrors) === step;
};

export const riskAssessmentMachine = setup({
  types: {} as RiskAssessmentTypes,
  actors: {
    /** POST /ghg-reports; resolves with the stored report, rejects with the API error body. */
    createReport: fromPromise<GhgReport, GhgAssessmentInput>(notProvided('risk-assessment', 'createReport')),
  },
  guards: {
    refusedInCompany: refusedIn('company'),
    refusedInEnergy: refusedIn('energy'),
    refusedInCbam: refusedIn('cbam'),
    hasSector: ({ context }) => context.draft.sector !== null,
  },
  actions: {
    /** Shows the result page of the report just created; provided by the app (it also sets `idReport`). */
    goToReport: (_, _params: { id: string }) => {},
    saveCompany: assign(({ context, event }) => {
      assertEvent(event, 'user.submitCompany');
      return { draft: { ...context.draft, ...event.values }, error: null };
    }),
    saveEnergy: assign(({ context, event }) => {
      assertEvent(event, 'user.submitEnergy');
      const { wasteHandledTonnes: _previous, ownGridFactor: _previousOwn, ...draft } = context.draft;
      return { draft: { ...draft, ...event.values }, error: null };
    }),
    saveCbam: assign(({ context, event }) => {
      assertEvent(event, 'user.submitCbam');
      return { draft: { ...context.draft, ...event.values }, error: null };
    }),
    startSubmission: assign({ fieldErrors: {}, error: null }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'user.editField');
      const fieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([field]) => topField(field) !== topField(event.field)),
      );
      return { fieldErrors };
    }),
    showFieldErrors: assign(({ event }) => {
      const failure = failureOf(event);
      return { fieldErrors: failure.fieldErrors, error: failureNotice(failure) };
    }),
    showFailure: assign(({ event }) => ({ fieldErrors: {}, error: failureNotice(failureOf(event)) })),
    rememberReport: assign((_, params: { report: GhgReport }) => ({
      reportId: params.report.id,
    })),
  },
}).createMachine({
  id: 'riskAssessment',
  context: { draft: emptyDraft, fieldErrors: {}, error: null, reportId: null },
  initial: 'company',
  states: {
    company: {
      tags: ['step'],
      on: {
        'user.editField': { actions: 'forgetFieldError' },
        'user.submitCompany': { target: 'energy', actions: 'saveCompany' },
      },
    },
    energy: {
      tags: ['step'],
      on: {
        'user.editField': { actions: 'forgetFieldError' },
        'user.submitEnergy': { target: 'cbam', actions: 'saveEnergy' },
        'user.back': { target: 'company' },
      },
    },
    cbam: {
      tags: ['step'],
      on: {
        'user.editField': { actions: 'forgetFieldError' },
        'user.submitCbam': { target: 'review', actions: 'saveCbam' },
        'user.back': { target: 'energy' },
      },
    },
    review: {
      tags: ['step'],
      on: {
        'user.editField': { actions: 'forgetFieldError' },
        'user.submit': { guard: 'hasSector', target: 'submitting', actions: 'startSubmission' },
        'user.back': { target: 'cbam' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createReport',
        src: 'createReport',
        input: ({ context }) => assessmentInput(context.draft),
        onDone: {
          target: 'created',
          actions: { type: 'rememberReport', params: ({ event }) => ({ report: event.output }) },
        },
        onError: [
          { guard: 'refusedInCompany', target: 'company', actions: 'showFieldErrors' },
          { guard: 'refusedInEnergy', target: 'energy', actions: 'showFieldErrors' },
          { guard: 'refusedInCbam', target: 'cbam', actions: 'showFieldErrors' },
          { target: 'review', actions: 'showFailure' },
        ],
      },
    },
    created: {
      type: 'final',
      entry: { type: 'goToReport', params: ({ context }) => ({ id: context.reportId ?? '' }) },
    },
  },
});

export type RiskAssessmentSnapshot = SnapshotFrom<typeof riskAssessmentMachine>;

/** What the assessment page shows (its view before the machine has loaded: ./risk-assessment.selectors.ts). */
export function selectRiskAssessmentView(snapshot: RiskAssessmentSnapshot): RiskAssessmentView {
  const { context } = snapshot;
  if (snapshot.status === 'done') return { kind: 'created', reportId: context.reportId ?? '' };
  const step: AssessmentStep = snapshot.matches('submitting') ? 'review' : (snapshot.value as AssessmentStep);
  return {
    kind: 'wizard',
    step,
    stepIndex: ASSESSMENT_STEPS.indexOf(step),
    busy: snapshot.hasTag('busy'),
    draft: context.draft,
    fieldErrors: context.fieldErrors,
    error: context.error,
  };
}
