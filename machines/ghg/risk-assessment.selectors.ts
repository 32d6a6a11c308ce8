// What the assessment page shows for a risk-assessment snapshot, and for the machine's first snapshot without the
// machine (the page renders that before the machine's code has loaded, src/app/lazy-actor.ts).
import type { RiskAssessmentSnapshot } from './risk-assessment.machine';
import {
  ASSESSMENT_STEPS,
  emptyDraft,
  type AssessmentStep,
  type RiskAssessmentView,
} from './risk-assessment.types';

/** What the assessment page shows. */
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

/**
 * `selectRiskAssessmentView` of the machine's first snapshot: the first step, an empty draft, nothing said by the
 * server. risk-assessment.machine.test.ts checks it against the machine.
 */
export const firstRiskAssessmentView: RiskAssessmentView = {
  kind: 'wizard',
  step: ASSESSMENT_STEPS[0],
  stepIndex: 0,
  busy: false,
  draft: emptyDraft,
  fieldErrors: {},
  error: null,
};
